import Foundation
import Simulator

/// The `@Observable` dependencies of view bodies: which views' bodies read which property of
/// which instance. An evaluation of a body replaces what its last evaluation read; a write to a
/// property updates the views that read it, and only those ("SwiftUI updates a view only when
/// an observable property changes and the view's body reads the property directly": Apple's
/// "Managing model data in your app").
final class ObservationRegistry {
    private struct Key: Hashable {
        var object: ObjectIdentifier
        var property: String
    }

    private struct Reader {
        weak var state: ViewState?
    }

    private var readers: [Key: [Reader]] = [:]
    /// What each view's last evaluation read, to forget when it is evaluated again.
    private var reads: [ObjectIdentifier: Set<Key>] = [:]
    /// The views whose bodies are being evaluated now (innermost last).
    private var evaluating: [ViewState] = []

    var isTracking: Bool { !evaluating.isEmpty }

    /// A body of `state`'s view starts: what it read before no longer counts.
    func begin(_ state: ViewState) {
        let id = ObjectIdentifier(state)
        for key in reads[id] ?? [] { readers[key]?.removeAll { $0.state == nil || $0.state === state } }
        reads[id] = []
        evaluating.append(state)
    }

    func end() { evaluating.removeLast() }

    /// The body being evaluated read `property` of `object`.
    func read(_ object: AnyObject, _ property: String) {
        guard let state = evaluating.last else { return }
        let key = Key(object: ObjectIdentifier(object), property: property)
        let id = ObjectIdentifier(state)
        guard reads[id]?.contains(key) != true else { return }
        reads[id, default: []].insert(key)
        readers[key, default: []].append(Reader(state: state))
    }

    /// The views whose last body read `property` of `object`, still alive.
    func readersOf(_ object: AnyObject, _ property: String) -> [ViewState] {
        (readers[Key(object: ObjectIdentifier(object), property: property)] ?? []).compactMap(\.state).filter {
            !$0.isGone
        }
    }

    func removeAll() {
        readers = [:]
        reads = [:]
        evaluating = []
    }
}
