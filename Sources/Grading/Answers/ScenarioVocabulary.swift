import Scenario
import TextBasics

/// The names a learner may use in an answer about one scenario: its receivers (`a2`, `vc.view`,
/// `a2.layer`) with their types, and the methods each type has. A call outside it is a typo,
/// not a wrong answer ("no method layoutSubview on UIView — did you mean layoutSubviews?").
/// The tutor's Tab completion offers the same names.
public struct ScenarioVocabulary: Sendable, Equatable {
    /// One receiver a learner may name.
    public struct Receiver: Sendable, Equatable {
        /// The type the scenario wrote (`Card`), or the UIKit type.
        public var typeName: String
        /// Whether it is a view (for "no view a9 in this scenario").
        public var isView: Bool
        /// Its methods, as the trace records them (`layoutSubviews`, `draw`, `setNeedsLayout`).
        public var methods: Set<String>

        /// Creates a receiver.
        public init(typeName: String, isView: Bool, methods: Set<String>) {
            self.typeName = typeName
            self.isView = isView
            self.methods = methods
        }
    }

    /// Receivers by name.
    public private(set) var receivers: [String: Receiver]
    /// Each receiver's name by its lowercased form, kept as receivers are added: answers name
    /// receivers without regard to case, and every item of every answer looks one up. Where two
    /// names differ only in case, the one that sorts first is meant.
    private var namesByLowercase: [String: String] = [:]

    /// Creates a vocabulary.
    public init(receivers: [String: Receiver] = [:]) {
        self.receivers = receivers
        for name in receivers.keys { index(name) }
    }

    private mutating func index(_ name: String) {
        let key = name.lowercased()
        if let known = namesByLowercase[key], known <= name { return }
        namesByLowercase[key] = name
    }

    /// The receiver `name` means, its case aside, with the name the scenario gives it.
    public func receiver(matching name: String) -> (name: String, receiver: Receiver)? {
        guard let original = namesByLowercase[name.lowercased()], let receiver = receivers[original] else {
            return nil
        }
        return (original, receiver)
    }

    /// Why a call or name cannot be about this scenario; nil when it can.
    public enum Unknown: Sendable, Equatable {
        /// No receiver of that name; `suggestion` is the nearest one.
        case receiver(String, suggestion: String?, isView: Bool)
        /// The receiver's type has no such method; `suggestion` is the nearest method it has.
        case method(String, type: String, suggestion: String?)
    }

    /// Checks `call` (`a2.layoutSubviews`, or a bare name when `isCall` is false).
    public func check(_ call: String, isCall: Bool) -> Unknown? {
        guard !receivers.isEmpty else { return nil }
        guard isCall else {
            if receiver(matching: call) != nil { return nil }
            return unknownReceiver(call)
        }
        guard let dot = call.lastIndex(of: ".") else { return nil }
        let name = String(call[..<dot]), method = String(call[call.index(after: dot)...])
        guard let (_, receiver) = receiver(matching: name) else { return unknownReceiver(name) }
        if receiver.methods.contains(method) { return nil }
        let lowered = method.lowercased()
        if receiver.methods.contains(where: { $0.lowercased() == lowered }) { return nil }
        return .method(
            method, type: receiver.typeName, suggestion: EditDistance.closest(to: method, in: receiver.methods.sorted())
        )
    }

    private func unknownReceiver(_ name: String) -> Unknown {
        let suggestion = EditDistance.closest(to: name, in: receivers.keys.sorted())
        return .receiver(name, suggestion: suggestion, isView: suggestion.map { receivers[$0]?.isView ?? true } ?? true)
    }

    /// Every `receiver.method` the vocabulary allows, sorted: Tab completion's candidates.
    public var calls: [String] {
        receivers.flatMap { name, receiver in receiver.methods.map { name + "." + $0 } }.sorted()
    }

    /// Adds what the trace shows: every receiver that did something has the methods recorded for
    /// it, and every receiver has the methods recorded for any receiver of its type.
    mutating func learn(from trace: TraceDigest) {
        var byType: [String: Set<String>] = [:]
        // A receiver's method learned once: a trace repeats the same calls, and the steps
        // below, hashing the names five times, change nothing the second time.
        var learned = Set<ReceiverMethod>()
        for event in trace.events where !event.receiver.isEmpty && event.mark == nil {
            guard learned.insert(ReceiverMethod(receiver: event.receiver, method: event.method)).inserted else {
                continue
            }
            if receivers[event.receiver] == nil {
                receivers[event.receiver] = Receiver(
                    typeName: Self.guessType(event.receiver), isView: !event.receiver.hasSuffix(".layer"), methods: [])
                index(event.receiver)
            }
            receivers[event.receiver]?.methods.insert(event.method)
            if let receiver = receivers[event.receiver] { byType[receiver.typeName, default: []].insert(event.method) }
        }
        // By name, not over the dictionary itself: changing it while iterating it copies the
        // dictionary, and then every receiver's set before its first insertion.
        for name in Array(receivers.keys) {
            guard let typeName = receivers[name]?.typeName, let methods = byType[typeName] else { continue }
            receivers[name]?.methods.formUnion(methods)
        }
    }

    /// A receiver and one of its methods, as a trace event names them.
    private struct ReceiverMethod: Hashable {
        let receiver: String
        let method: String
    }

    /// Makes sure the simulator's own answer is always readable.
    mutating func allow(_ items: [String]) {
        for item in items {
            guard let dot = item.lastIndex(of: ".") else {
                if receivers[item] == nil {
                    receivers[item] = Receiver(typeName: "", isView: true, methods: [])
                    index(item)
                }
                continue
            }
            let name = String(item[..<dot])
            if receivers[name] == nil {
                receivers[name] = Receiver(typeName: Self.guessType(name), isView: true, methods: [])
                index(name)
            }
            receivers[name]?.methods.insert(String(item[item.index(after: dot)...]))
        }
    }

    static func guessType(_ receiver: String) -> String {
        if receiver.hasSuffix(".layer") { return "CALayer" }
        if receiver == "CATransaction" { return "CATransaction" }
        return "UIView"
    }
}
