import Foundation
import Simulator
import TextBasics

/// Pictures of a finished simulation: its trace as rows for TraceDiagram, its view tree with
/// frames for TreeDiagram.
public enum SimulatorPictures {
    /// Every event except prints (and marks, unless `marks`), nested as the simulator recorded
    /// the calls, each under the commit it ran in (0 before the first). `:run` shows the marks
    /// (`trace.mark("tap")`), since lesson prose tells the learner to read the trace from one.
    public static func rows(of trace: Trace, marks: Bool = false) -> [TraceRow] {
        rows(of: trace, in: 0..<trace.events.count, marks: marks)
    }

    /// The rows of the events in `range` (indices into `trace.events`, such as a question's
    /// `TraceWindow`), commits numbered as in the whole trace.
    public static func rows(of trace: Trace, in range: Range<Int>, marks: Bool = false) -> [TraceRow] {
        var commit = 0
        var rows: [TraceRow] = []
        let events = trace.events
        let range = range.clamped(to: 0..<events.count)
        for event in events[..<range.lowerBound] where event.receiver == "CATransaction" && event.method == "commit" {
            commit += 1
        }
        for event in events[range] {
            if event.receiver == "CATransaction" && event.method == "commit" { commit += 1 }
            if event.receiver == "trace" {
                guard marks, event.method == "mark", let label = event.label else { continue }
                var line: Int?
                if case .source(let position) = event.cause { line = position.line }
                let quoted = SafeText.line(label).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                    of: "\"", with: "\\\"")
                rows.append(
                    TraceRow(
                        commit: commit, phase: event.phase.rawValue, depth: event.depth,
                        call: "trace.mark(\"\(quoted)\")", sourceLine: line))
                continue
            }
            var note = event.reason
            var line: Int?
            switch event.cause {
            case .source(let position): line = position.line
            case .event(let seq) where event.parent != seq:
                // The tutor never shows event numbers: the cause is named by its call.
                if let cause = trace.event(seq), cause.receiver != "trace" {
                    note += (note.isEmpty ? "" : " ") + "← " + cause.call + "()"
                }
            default: break
            }
            // A present says which frame met which VSync and why it was late (`frame 2 at VSync 4,
            // hitch 16.67 ms: commit ended at …`); TraceDiagram says it in the learner's words.
            let isPresent = event.receiver == "display" && event.method == "present"
            let summary = isPresent ? event.text.map { SafeText.line($0) } : nil
            rows.append(
                TraceRow(
                    commit: commit, phase: event.phase.rawValue, depth: event.depth,
                    call: summary == nil ? event.call + "()" : event.call, note: note, sourceLine: line,
                    summary: summary ?? ""))
        }
        return rows
    }

    /// The window and its views, each with its frame: `a1 (0, 100, 390, 120)`.
    public static func viewTree(of window: UIView) -> TreeDiagram {
        TreeDiagram(label(window), children: window.subviews.map(viewTree(of:)))
    }

    private static func label(_ view: UIView) -> String {
        let frame = view.frame
        let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { value -> String in
            let number = Double(value)
            return number == number.rounded() ? String(Int(number)) : FixedDecimals.text(number, places: 1)
        }
        return view.traceName + " (" + numbers.joined(separator: ", ") + ")"
    }
}
