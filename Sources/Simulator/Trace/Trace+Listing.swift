// The readable trace listing: one line per event, nested calls indented under their caller.
import Foundation

extension TraceQueries {
    /// A readable listing, one event per line: seq, time (ms), frame, phase, level, then the call
    /// indented two spaces per nesting level, its reason and cause (`← #4` or `← line 7:1`).
    /// Marks and prints show their label or text; a commit shows the dirty sets it found.
    public func listing() -> String {
        var out = "  seq   time ms  frame  phase              level    call\n"
        for event in queryEvents {
            out += TraceListing.line(for: event)
            out += "\n"
            if let dirty = event.dirty {
                let pad = String(repeating: " ", count: 52 + 2 * (event.depth + 1))
                out += pad + "dirty needsUpdateConstraints: " + TraceListing.list(dirty.needsUpdateConstraints) + "\n"
                out += pad + "dirty needsLayout: " + TraceListing.list(dirty.needsLayout) + "\n"
                out += pad + "dirty needsDisplay: " + TraceListing.list(dirty.needsDisplay) + "\n"
            }
        }
        return out
    }
}

/// Formatting helpers of the listing.
enum TraceListing {
    static func line(for event: TraceEvent) -> String {
        let head =
            pad(String(event.seq), left: 5) + " " + pad(String(format: "%.3f", event.time), left: 9) + "  "
            + pad(String(event.frame), left: 5) + "  " + pad(event.phase.rawValue, right: 17) + "  "
            + pad(event.level.rawValue, right: 7) + "  "
        // Names, labels and prints come from the scenario file: escaped, so none can end the line
        // or reach the terminal as a control sequence.
        var call = String(repeating: "  ", count: event.depth) + SafeText.line(event.call)
        if let label = event.label { call += " \"" + SafeText.line(label) + "\"" }
        if let text = event.text { call += " " + SafeText.line(event.method == "print" ? "\"" + text + "\"" : text) }
        call += "  (" + SafeText.line(event.reason) + ")"
        if event.cause != .none { call += " ← " + event.cause.description }
        return head + call
    }

    static func list(_ names: [String]) -> String { "[" + names.map { SafeText.line($0) }.joined(separator: ", ") + "]" }

    static func pad(_ text: String, left width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    static func pad(_ text: String, right width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
