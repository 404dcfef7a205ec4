// The readable trace listing: one line per event, nested calls indented under their caller.
import Foundation
import TextBasics

extension TraceQueries {
    /// A readable listing, one event per line: seq, time (ms), frame, phase, level, then the call
    /// indented two spaces per nesting level, its reason and cause (`← #4` or `← line 7:1`).
    /// Marks and prints show their label or text; a commit shows the dirty sets it found.
    public func listing() -> String {
        var out = TraceListing.header
        for event in queryEvents { TraceListing.append(event, to: &out) }
        return out
    }
}

extension Trace {
    /// The listing of the last `limit` events only (all of them when there are no more), with a
    /// line after the header saying how many earlier events were left out. The events are read
    /// one by one from the compact store, so a trace of a million events (a scenario stopped
    /// at its memory limit) is never made into `TraceEvent`s all at once. `hint` (how to see
    /// more, in the caller's terms) ends the omission line in parentheses.
    public func listing(last limit: Int, hint: String? = nil) -> String {
        let first = firstShownSeq(last: limit)
        var out = TraceListing.header
        if first > 1 { out += TraceListing.omissionLine(omitted: first - 1, total: count, hint: hint) + "\n" }
        // A cause among the events left out is named by its call: its number is on no line.
        let leftOut = { (seq: Int) -> String? in
            guard seq < first, let cause = self.event(seq) else { return nil }
            return SafeText.line(cause.call) + " (#\(seq), left out)"
        }
        for seq in first..<(count + 1) {
            if let event = event(seq) { TraceListing.append(event, to: &out, leftOut: leftOut) }
        }
        return out
    }

    /// JSON Lines of the last `limit` events only. When earlier events were left out, the first
    /// line is `{"omitted":N,"shown":L,"total":T}` (no `seq`, so no tool can take it for an
    /// event): the events shown are seqs N + 1 through T.
    public func jsonLines(last limit: Int) -> String {
        let first = firstShownSeq(last: limit)
        var out = ""
        if first > 1 { out += "{\"omitted\":\(first - 1),\"shown\":\(count - first + 1),\"total\":\(count)}\n" }
        for seq in first..<(count + 1) {
            if let event = event(seq) { out += TraceJSON.object(for: event) + "\n" }
        }
        return out
    }

    /// The seq of the first of the last `limit` events (1 when the trace has no more than that).
    private func firstShownSeq(last limit: Int) -> Int { max(1, count - max(0, limit) + 1) }
}

/// Formatting helpers of the listing.
enum TraceListing {
    static let header = "  seq   time ms  frame  phase              level    call\n"

    /// Appends `event`'s line, and for a commit the three dirty sets it found, to `out`.
    /// `leftOut` names a cause whose own line is not in the listing (`nil` when it is).
    static func append(_ event: TraceEvent, to out: inout String, leftOut: (Int) -> String? = { _ in nil }) {
        out += line(for: event, leftOut: leftOut)
        out += "\n"
        if let dirty = event.dirty {
            let pad = String(repeating: " ", count: 52 + 2 * (event.depth + 1))
            out += pad + "dirty needsUpdateConstraints: " + list(dirty.needsUpdateConstraints) + "\n"
            out += pad + "dirty needsLayout: " + list(dirty.needsLayout) + "\n"
            out += pad + "dirty needsDisplay: " + list(dirty.needsDisplay) + "\n"
        }
    }

    /// The line after the header of a capped listing: what was left out and how to see it.
    static func omissionLine(omitted: Int, total: Int, hint: String?) -> String {
        "  … \(omitted) earlier events left out: the last \(total - omitted) of \(total) follow"
            + (hint.map { " (" + SafeText.line($0) + ")" } ?? "")
    }

    static func line(for event: TraceEvent, leftOut: (Int) -> String? = { _ in nil }) -> String {
        let head =
            pad(String(event.seq), left: 5) + " " + pad(FixedDecimals.text(event.time, places: 3), left: 9) + "  "
            + pad(String(event.frame), left: 5) + "  " + pad(event.phase.rawValue, right: 17) + "  "
            + pad(event.level.rawValue, right: 7) + "  "
        // Names, labels and prints come from the scenario file: escaped, so none can end the line
        // or reach the terminal as a control sequence.
        var call = String(repeating: "  ", count: event.depth) + SafeText.line(event.call)
        if let label = event.label { call += " \"" + SafeText.line(shown(label)) + "\"" }
        if let text = event.text {
            call += " " + SafeText.line(event.method == "print" ? "\"" + shown(text) + "\"" : shown(text))
        }
        call += "  (" + SafeText.line(event.reason) + ")"
        if case .event(let seq) = event.cause, let named = leftOut(seq) {
            call += " ← " + named
        } else if event.cause != .none {
            call += " ← " + event.cause.description
        }
        return head + call
    }

    /// The most characters of one label or printed text a listing line shows: a scenario that
    /// prints a 512K-character string 400 times would otherwise write hundreds of megabytes.
    static let maximumShownText = 1_000

    /// `text`, cut to `maximumShownText` characters with a note of how many were left out.
    static func shown(_ text: String) -> String {
        guard text.utf8.count > maximumShownText else { return text }
        let kept = text.prefix(maximumShownText)
        let rest = text.count - kept.count
        return rest == 0 ? text : kept + "[…\(rest) more characters]"
    }

    static func list(_ names: [String]) -> String {
        "[" + names.map { SafeText.line($0) }.joined(separator: ", ") + "]"
    }

    static func pad(_ text: String, left width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    static func pad(_ text: String, right width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
