// A control: target-action pairs sent for control events (UIKit's UIControl).
import Foundation

/// UIKit's control. `addTarget(_:action:for:)` registers an action for events;
/// `sendActions(for:)` sends every action registered for those events, in the order they
/// were added (Docs UIControl: "sendActions(for:) … Calls the action methods associated with
/// the specified events"), each as a `sendAction` event in the trace. The simulator has no
/// touches: a scenario simulates a tap with `sendActions(for: .touchUpInside)`.
public class UIControl: UIView {
    /// Control events (the bits UIKit uses).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bit value.
        public let rawValue: UInt
        /// Creates an event set from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (a double tap).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch, a slider).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The events by name, as scenario code writes them.
        public static let named: [(String, Event)] = [
            ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
            ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter),
            ("touchDragExit", .touchDragExit), ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
            ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
            ("primaryActionTriggered", .primaryActionTriggered),
        ]
    }

    /// The state a title or image is set for; the model keeps `.normal` and falls back to it.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bit value.
        public let rawValue: UInt
        /// Creates a state from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state.
        public static let normal = State([])
        /// Highlighted (touched).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The states by name, as scenario code writes them.
        public static let named: [(String, State)] = [
            ("normal", .normal), ("highlighted", .highlighted), ("disabled", .disabled), ("selected", .selected),
        ]
    }

    /// One registered action: who receives it (by identity, for `removeTarget`), its selector,
    /// its events, and how to perform it.
    struct TargetAction {
        let target: ObjectIdentifier?
        let targetName: String
        let action: String
        var events: Event
        let perform: (UIControl) throws -> Void
    }

    var actions: [TargetAction] = []

    /// Whether the control responds (UIKit still sends actions sent programmatically).
    public var isEnabled = true
    /// Whether the control is selected.
    public var isSelected = false
    /// Whether the control is highlighted (a touch is down on it).
    public var isHighlighted = false

    override init(context: SimulationContext, frame: CGRect) {
        super.init(context: context, frame: frame)
    }

    override var className: String { "UIControl" }

    /// The control's state from its flags.
    public var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Registers `action` on `target` for `events`. UIKit keeps one entry per target and action,
    /// adding the events to it.
    public func addTarget(
        _ target: AnyObject?, targetName: String, action: String, for events: Event,
        perform: @escaping (UIControl) throws -> Void
    ) {
        let id = target.map(ObjectIdentifier.init)
        if let index = actions.firstIndex(where: { $0.target == id && $0.action == action }) {
            actions[index].events.formUnion(events)
            return
        }
        actions.append(
            TargetAction(target: id, targetName: targetName, action: action, events: events, perform: perform))
    }

    /// Removes `events` from the target's actions (`action` nil: all its actions; `target` nil: every target's).
    public func removeTarget(_ target: AnyObject?, action: String?, for events: Event) {
        let id = target.map(ObjectIdentifier.init)
        for index in actions.indices
        where (target == nil || actions[index].target == id) && (action == nil || actions[index].action == action) {
            actions[index].events.subtract(events)
        }
        actions.removeAll { $0.events.isEmpty }
    }

    /// The selectors registered on `target` for `event`, as UIKit's `actions(forTarget:forControlEvent:)`.
    public func actions(forTarget target: AnyObject?, forControlEvent event: Event) -> [String]? {
        let id = target.map(ObjectIdentifier.init)
        let found = actions.filter { $0.target == id && !$0.events.isDisjoint(with: event) }.map(\.action)
        return found.isEmpty ? nil : found
    }

    /// Sends the actions registered for `events` now, in the order they were added; each is a
    /// `sendAction` event in the trace naming the action and its target.
    public func sendActions(for events: Event) throws {
        let names = Event.named.filter { events.contains($0.1) }.map(\.0).joined(separator: ", ")
        try context.trace.call(
            level: .uikit, receiver: traceName, method: "sendActions", cause: context.currentCause, reason: "explicit",
            text: names
        ) { seq in
            // A snapshot: an action that adds or removes targets does not change this sending.
            for entry in actions where !entry.events.isDisjoint(with: events) {
                try context.trace.call(
                    level: .uikit, receiver: traceName, method: "sendAction", cause: .event(seq),
                    reason: "controlEvent",
                    text: "\(entry.action) → \(entry.targetName)"
                ) { _ in try entry.perform(self) }
            }
        }
    }
}
