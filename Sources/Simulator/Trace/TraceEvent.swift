// One recorded call of the simulated update cycle.
import Foundation

/// The stage of the update cycle an event happened in.
public enum Phase: String, Sendable, CaseIterable {
    /// Between turns, before any scenario code ran.
    case idle
    /// Scenario code (an event handler) running in the current run-loop turn.
    case eventHandling
    /// The update-constraints pass of a commit (or `updateConstraintsIfNeeded`).
    case updateConstraints
    /// The layout pass of a commit (or `layoutIfNeeded`).
    case layout
    /// The display pass: `draw(_:)` of dirty views.
    case display
    /// Image decoding before the layer tree is sent.
    case prepare
    /// Encoding the layer tree and sending it to the render server.
    case commit
    /// The render server's work (owned by the render model).
    case render
    /// A frame reaching the screen on VSync.
    case present
}

/// Who made or received a call, from the developer's point of view.
public enum Level: String, Sendable, CaseIterable {
    /// UIKit API a developer calls or overrides (`layoutSubviews`, `setNeedsLayout`, …).
    case uikit
    /// Core Animation internals (`layer.setNeedsLayout` from a size change, `layoutSublayersOfLayer`).
    case calayer
    /// The Auto Layout engine (constraint changes, solves, the unsatisfiable-constraints log).
    case engine
    /// The run loop and its observers.
    case runloop
    /// The render server.
    case render
}

/// A position in the scenario source: the statement that made an event.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// Why an event happened: an earlier event, a scenario statement, or nothing recorded.
public enum Cause: Hashable, Sendable, CustomStringConvertible {
    /// No recorded cause (e.g. a view's initial dirty flags).
    case none
    /// The event with this sequence number.
    case event(Int)
    /// The scenario statement at this position.
    case source(SourcePosition)

    /// `#12`, `line 7:3` or `-`.
    public var description: String {
        switch self {
        case .none: return "-"
        case .event(let seq): return "#\(seq)"
        case .source(let position): return "line \(position)"
        }
    }
}

/// The views (trace names) that were dirty for each flag when a commit started.
public struct DirtySets: Hashable, Sendable {
    /// Views with `needsUpdateConstraints`.
    public var needsUpdateConstraints: [String]
    /// Views (or standalone layers) whose layer needs layout.
    public var needsLayout: [String]
    /// Views (or standalone layers) whose layer needs display.
    public var needsDisplay: [String]

    /// Creates dirty sets.
    public init(needsUpdateConstraints: [String] = [], needsLayout: [String] = [], needsDisplay: [String] = []) {
        self.needsUpdateConstraints = needsUpdateConstraints
        self.needsLayout = needsLayout
        self.needsDisplay = needsDisplay
    }

    /// Whether `name` was in the set for `flag` (`needsUpdateConstraints`, `needsLayout`, `needsDisplay`).
    public func contains(_ name: String, flag: String) -> Bool {
        switch flag {
        case "needsUpdateConstraints": return needsUpdateConstraints.contains(name)
        case "needsLayout": return needsLayout.contains(name)
        case "needsDisplay": return needsDisplay.contains(name)
        default: return false
        }
    }
}

/// One call made or received by the simulator.
public struct TraceEvent: Hashable, Sendable {
    /// Sequence number, from 1, in recording order.
    public var seq: Int
    /// Simulated time in milliseconds when the call started.
    public var time: Double
    /// The VSync frame number the call started in.
    public var frame: Int
    /// The update-cycle stage.
    public var phase: Phase
    /// Who made or received it.
    public var level: Level
    /// The receiver's trace name (`a2`, `vc.view`, `CATransaction`, `runLoop`, `trace`).
    public var receiver: String
    /// The method, without parentheses or labels (`layoutSubviews`, `setNeedsLayout`).
    public var method: String
    /// The event or statement that made this call happen.
    public var cause: Cause
    /// A short machine-readable reason (`needsLayout`, `sizeChanged`, `engineValueChanged`).
    public var reason: String
    /// A `mark` label.
    public var label: String?
    /// Free text: a `print` line, the unsatisfiable-constraints log, an exception message, a draw rect.
    public var text: String?
    /// Nesting depth: 0 for a top-level call, 1 for a call made inside it, …
    public var depth: Int
    /// The seq of the call this one was made inside, if any.
    public var parent: Int?
    /// For a commit: the dirty sets it found.
    public var dirty: DirtySets?
    /// Simulated time in milliseconds when the call returned: the clock when the simulator
    /// closed it, so everything it ran inside (and the cost model's charges there) lies
    /// between `time` and `end`. A call that ran nothing inside it and a mark or print end
    /// where they started; the render server's `renderPrepare` and `renderExecute` end when
    /// that phase of their frame ended. Never earlier than `time`.
    public var end: Double

    /// How long the call ran, in simulated milliseconds (`end - time`).
    public var duration: Double { end - time }

    /// `receiver.method`, the form queries use.
    public var call: String { receiver + "." + method }
}
