// The queries lessons ask of a trace (`expect:` expressions), shared by the whole trace and its slices.
import Foundation

/// Queries over an ordered run of trace events. `Trace` and `TraceSlice` both answer them,
/// so `trace.after("tap").between("a", "b").calls("layoutSubviews")` chains.
public protocol TraceQueries {
    /// The events this query ranges over, in recording order.
    var queryEvents: ArraySlice<TraceEvent> { get }
    /// Where those events are in the whole trace, with the marks that bound them.
    var queryWindow: TraceWindow { get }
}

extension TraceQueries {
    /// The window of the whole range: no marks bound it.
    public var queryWindow: TraceWindow { TraceWindow(range: queryEvents.startIndex..<queryEvents.endIndex) }

    /// The events after the mark `label` (exclusive). Empty when the mark does not exist.
    public func after(_ label: String) -> TraceSlice {
        var window = queryWindow
        window.afterLabel = label
        guard let index = markIndex(label) else {
            return TraceSlice(queryEvents[queryEvents.endIndex...], window: window)
        }
        return TraceSlice(queryEvents[(index + 1)...], window: window)
    }

    /// The events before the mark `label` (exclusive). Empty when the mark does not exist.
    public func before(_ label: String) -> TraceSlice {
        var window = queryWindow
        window.beforeLabel = label
        guard let index = markIndex(label) else {
            return TraceSlice(queryEvents[queryEvents.endIndex...], window: window)
        }
        return TraceSlice(queryEvents[..<index], window: window)
    }

    /// The events between the marks `first` and `second` (both exclusive).
    public func between(_ first: String, _ second: String) -> TraceSlice {
        after(first).before(second)
    }

    /// Whether the mark `label` is in range.
    public func hasMark(_ label: String) -> Bool { markIndex(label) != nil }

    /// UIKit-level calls in order, as `receiver.method` (`["a1.layoutSubviews", …]`).
    /// With `methods`, only calls whose method (or `receiver.method`) is one of them.
    public func calls(_ methods: String...) -> [String] { calls(matching: methods) }

    /// `calls(_:)` with an array of method names.
    public func calls(matching methods: [String]) -> [String] {
        uikitCalls.filter { methods.isEmpty || methods.contains($0.method) || methods.contains($0.call) }.map(\.call)
    }

    /// Core Animation-level calls in order, as `receiver.method` (`["dot.addAnimation", …]`):
    /// what layers and transactions did, which `calls` leaves out so UIKit questions stay focused.
    /// With `methods`, only calls whose method (or `receiver.method`) is one of them.
    public func layerCalls(matching methods: [String]) -> [String] {
        queryEvents.filter {
            $0.level == .calayer && (methods.isEmpty || methods.contains($0.method) || methods.contains($0.call))
        }
        .map(\.call)
    }

    /// How many UIKit-level calls match `pattern`: a method (`updateConstraints`) or `receiver.method`.
    public func count(_ pattern: String) -> Int {
        uikitCalls.reduce(0) { $0 + (Self.matches($1, pattern) ? 1 : 0) }
    }

    /// Whether a UIKit-level call matches `pattern` (see `count(_:)`).
    public func contains(_ pattern: String) -> Bool {
        uikitCalls.contains { Self.matches($0, pattern) }
    }

    /// The UIKit-level events matching `pattern`, with everything recorded about them.
    public func events(_ pattern: String) -> [TraceEvent] {
        uikitCalls.filter { Self.matches($0, pattern) }
    }

    /// How many transaction commits ran.
    public var commits: Int {
        queryEvents.reduce(0) { $0 + ($1.receiver == "CATransaction" && $1.method == "commit" ? 1 : 0) }
    }

    /// The commit events in order, each with the dirty sets it found.
    public var commitEvents: [TraceEvent] {
        queryEvents.filter { $0.receiver == "CATransaction" && $0.method == "commit" }
    }

    /// The dirty sets found by each commit, in order.
    public var dirtySets: [DirtySets] { commitEvents.compactMap(\.dirty) }

    /// The lines printed by the scenario, in order.
    public var printed: [String] {
        queryEvents.filter { $0.method == "print" && $0.receiver == "trace" }.compactMap(\.text)
    }

    /// The texts of `log` events (e.g. the unsatisfiable-constraints log), in order.
    public var logs: [String] {
        queryEvents.filter { $0.method == "log" }.compactMap(\.text)
    }

    /// Calls of UIKit API, without marks, prints and logs.
    var uikitCalls: [TraceEvent] {
        queryEvents.filter { $0.level == .uikit && $0.receiver != "trace" }
    }

    func markIndex(_ label: String) -> Int? {
        queryEvents.firstIndex { $0.receiver == "trace" && $0.method == "mark" && $0.label == label }
    }

    static func matches(_ event: TraceEvent, _ pattern: String) -> Bool {
        event.method == pattern || event.call == pattern
    }
}

/// A contiguous part of a trace, answering the same queries as the whole.
public struct TraceSlice: TraceQueries, Sendable {
    /// The events in this slice.
    public let events: ArraySlice<TraceEvent>
    /// Where the slice is in the whole trace and the marks that cut it out.
    public let queryWindow: TraceWindow

    /// Creates a slice over `events` (indices of the whole trace's events), cut out by no mark
    /// unless `window` names the marks.
    public init(_ events: ArraySlice<TraceEvent>, window: TraceWindow? = nil) {
        self.events = events
        var window = window ?? TraceWindow(range: events.startIndex..<events.endIndex)
        window.range = events.startIndex..<events.endIndex
        queryWindow = window
    }

    /// The events this query ranges over.
    public var queryEvents: ArraySlice<TraceEvent> { events }
}
