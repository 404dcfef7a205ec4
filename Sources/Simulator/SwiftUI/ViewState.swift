// What SwiftUI keeps for one custom view's identity: its state, its last inputs and body.
import Foundation

/// The lifetime of one scenario `struct V: View` at one identity. SwiftUI keeps a view's
/// `@State` storage as long as the view's identity lives, and re-evaluates its `body` only when
/// its inputs (the struct's stored properties) changed, its own state changed, or an observable
/// property it read changed (WWDC21 "Demystify SwiftUI", WWDC23 "Demystify SwiftUI
/// performance"). The graph keeps one per identity path; the scenario layer keeps the state's
/// storage in `slots` and the inputs last evaluated in `inputs`.
public final class ViewState {
    /// The view's type name (`Counter`).
    public let name: String
    /// The storage of the view's `@State` properties, by property name (the scenario's boxes).
    public var slots: [String: AnyObject] = [:]
    /// The inputs of the value last evaluated (the scenario's snapshot of its stored properties).
    public var inputs: Any?
    /// The body last evaluated, reused while nothing it depends on changed.
    var body: ViewDescription?
    /// Why the body must be evaluated at the next update, and the event that caused it.
    var invalidation: (reason: String, cause: Cause)?
    /// The graph the view lives in (nil once the view's identity ended).
    weak var graph: ViewGraph?
    /// The GeometryReader whose content holds the view (its content is built at layout), if any.
    var reader: Int32?
    /// The update (or reader content build) that last met the view: an older stamp means its
    /// identity ended.
    var stamp = 0
    /// Whether the identity ended: its state is gone, and writes to it change nothing.
    public private(set) var isGone = false

    init(name: String, graph: ViewGraph) {
        self.name = name
        self.graph = graph
    }

    /// A `@State` property (or an observable property the body read) changed: the body runs at
    /// the next update. `cause` is the trace event of the change.
    public func invalidate(reason: String, cause: Cause) {
        guard !isGone, let graph else { return }
        if invalidation == nil { invalidation = (reason, cause) }
        graph.scheduleUpdate(cause: cause)
    }

    /// A `@State` property of this view was set (directly or through a `Binding`): records
    /// `Counter.count.set` (reason `state`, text: the new value) and invalidates the body.
    public func stateChanged(_ property: String, text: String) {
        guard !isGone, let graph else { return }
        let seq = graph.trace.record(
            level: .uikit, receiver: name + "." + property, method: "set",
            cause: graph.context.currentCause, reason: "state", text: text)
        invalidate(reason: "state", cause: .event(seq))
    }

    /// An `@Observable` property (`receiver`, such as `library.count`) was set: records
    /// `library.count.set` once (reason `observed`) and invalidates the bodies of `readers`, the
    /// views whose last evaluation read it. Nothing is recorded when no view read it.
    public static func observedChange(_ readers: [ViewState], receiver: String, text: String) {
        guard let graph = readers.lazy.compactMap({ $0.isGone ? nil : $0.graph }).first else { return }
        let seq = graph.trace.record(
            level: .uikit, receiver: receiver, method: "set", cause: graph.context.currentCause,
            reason: "observed", text: text)
        for reader in readers { reader.invalidate(reason: "observed", cause: .event(seq)) }
    }

    func end() {
        isGone = true
        slots = [:]
        body = nil
        invalidation = nil
    }
}
