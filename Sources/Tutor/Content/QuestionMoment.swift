import Foundation
import Grading
import Simulator

/// The moment a question is about, decided in one place for everything shown before an
/// answer: the `▶` line of the card's listing, `:code`'s view tree and `:trace`'s rows. What
/// happened after the moment is the question; showing it (the final view tree, the calls of
/// the window) would give the answer away.
public enum QuestionMoment: Equatable, Sendable {
    /// Just after the first `trace.mark(label)`.
    case mark(String)
    /// The scenario's start, before its first run-loop turn: the question looks at the whole
    /// run (a variable the code stored, `display.hitches`, the first `layoutSubviews`).
    case start

    /// The moment of a question whose query is `query` (a choice question's options together)
    /// over a scenario with the `trace.mark` labels `marks`, asked in English by `prompt`:
    /// 1. the mark the query's window starts after (`after("tap")`, `between("tap", "x")`);
    /// 2. else, for a query over the whole run, the scenario's mark the English prompt says
    ///    the question is after (`After the mark "tap"`, `after "tap"`, `after the "narrow"
    ///    pass`) — never the mark the window ends before, nor one the prompt names otherwise
    ///    (`at "returned"`, `the "alone" hosting view`);
    /// 3. else the start.
    public static func of(query: String, marks: [String], prompt: String?) -> QuestionMoment {
        let window = TraceWindow(query: query, trace: TraceDigest(events: [], commits: []))
        if let label = window.afterLabel { return .mark(label) }
        guard let prompt = prompt?.lowercased() else { return .start }
        let words = prompt.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var best: (position: Int, label: String)?
        for label in marks where label != window.beforeLabel {
            let quoted = "\"" + label.lowercased() + "\""
            for lead in ["after ", "after the mark ", "after the "] {
                guard let range = words.range(of: lead + quoted) else { continue }
                let position = words.distance(from: words.startIndex, to: range.lowerBound)
                if best.map({ position < $0.position }) ?? true { best = (position, label) }
            }
        }
        return best.map { .mark($0.label) } ?? .start
    }

    /// The labels of the `trace.mark("…")` lines of `source`, in order.
    public static func markLabels(in source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "trace.mark(\"") else { return nil }
            let rest = line[start.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    /// The 0-based index of the line of `lines` the moment is on: the mark's line, or for the
    /// start the first top-level statement that runs the run loop (`runLoop.runUntilIdle()`).
    /// Nil when the source has no such line.
    public func lineIndex(in lines: [String]) -> Int? {
        switch self {
        case .mark(let label):
            let wanted = "trace.mark(\"\(label.filter { !$0.isWhitespace })\")"
            return lines.firstIndex { $0.filter { !$0.isWhitespace }.hasPrefix(wanted) }
        case .start:
            return lines.firstIndex { $0.first.map { !$0.isWhitespace } == true && $0.hasPrefix("runLoop.") }
        }
    }

    /// The index in `trace.events` of the first event at or after the moment: the mark's
    /// event, or for the start the first run-loop turn or pass (a `layoutIfNeeded()` before
    /// any turn is already the run the question is about). A mark the run never reached
    /// counts as the start, so a missing mark never shows the whole run; `events.count` when
    /// the run has no turn at all.
    public func eventIndex(in trace: Trace) -> Int {
        let events = trace.events
        let start = events.firstIndex(where: QuestionMoment.isRunStart) ?? events.count
        guard case .mark(let label) = self else { return start }
        return events.firstIndex { $0.receiver == "trace" && $0.method == "mark" && $0.label == label } ?? start
    }

    /// A run-loop turn, or any call inside a pass or after the app's part of a frame.
    static func isRunStart(_ event: TraceEvent) -> Bool {
        (event.receiver == "runLoop" && event.method == "turn") || (event.phase != .idle && event.phase != .eventHandling)
    }
}
