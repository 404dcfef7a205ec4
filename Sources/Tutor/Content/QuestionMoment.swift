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
    /// run (`display.hitches`, the first `layoutSubviews`).
    case start
    /// The top-level line where the code stores `variable`, which the question's query reads
    /// (`let scrollHitches = display.hitches - launchHitches`): ▶ points there. What led to
    /// it is the question, so `:code` and `:trace` stop at its set-up, the last mark before
    /// that line (`after`), or the start when there is none.
    case read(variable: String, after: String?)

    /// What may be shown before an answer: the state at a mark, or at the start.
    public enum SetUp: Equatable, Sendable {
        /// Just after the first `trace.mark(label)`.
        case mark(String)
        /// Before the first run-loop turn.
        case start
    }

    /// Where `:code`'s tree and `:trace`'s rows stop before an answer: the moment itself for a
    /// mark or the start; for a stored variable, the mark before its line (or the start), since
    /// the lines between that mark and ▶ make the value the question asks for.
    public var setUp: SetUp {
        switch self {
        case .mark(let label): return .mark(label)
        case .start: return .start
        case .read(_, let after): return after.map { .mark($0) } ?? .start
        }
    }

    /// The moment of a question whose query is `query` (a choice question's options together)
    /// and answered from the trace `window` (nil: the whole run), over a scenario with the
    /// `trace.mark` labels `marks`, asked in English by `prompt`:
    /// 1. the mark the query's window starts after (`after("tap")`, `between("tap", "x")`);
    /// 2. else, for a query over the whole run, the scenario's mark the English prompt says
    ///    the question is after (`After the mark "tap"`, `after "tap"`, `after the "narrow"
    ///    pass`) — never the mark the window ends before, nor one the prompt names otherwise
    ///    (`at "returned"`, `the "alone" hosting view`);
    /// 3. else the start.
    /// With the scenario's `source`, a query over the whole run that reads a variable the code
    /// stores at its top level after the run began (`seen`, `end - start`) is about that line:
    /// `read(variable:after:)`, the variable stored last, before rule 2.
    public static func of(
        query: String, window: TraceWindow? = nil, marks: [String], prompt: String?, source: String? = nil
    ) -> QuestionMoment {
        if let label = window?.afterLabel { return .mark(label) }
        if let source, let read = storedRead(query: query, source: source) { return read }
        guard let prompt = prompt?.lowercased() else { return .start }
        let words = prompt.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var best: (position: Int, label: String)?
        for label in marks where label != window?.beforeLabel {
            let quoted = "\"" + label.lowercased() + "\""
            for lead in ["after ", "after the mark ", "after the "] {
                guard let range = words.range(of: lead + quoted) else { continue }
                let position = words.distance(from: words.startIndex, to: range.lowerBound)
                if best.map({ position < $0.position }) ?? true { best = (position, label) }
            }
        }
        return best.map { .mark($0.label) } ?? .start
    }

    /// The `read` moment of `query` over `source`, if the query reads a variable the code
    /// stores on a top-level line after its first top-level run-loop line: the one stored last.
    /// Left out: a variable also changed inside a block (a closure or an override sets it, so
    /// no top-level line is the moment it gets its value) and an object the line creates
    /// (`let row = Row(…)`: the question is about the object later, not its creation).
    static func storedRead(query: String, source: String) -> QuestionMoment? {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let runStart = QuestionMoment.start.lineIndex(in: lines) else { return nil }
        var best: (line: Int, variable: String)?
        for name in rootNames(in: query) {
            guard let line = storeLine(of: name, in: lines), line > runStart else { continue }
            let changedInBlock = lines.contains { line in
                line.first?.isWhitespace == true && assigns(name, line.drop { $0.isWhitespace })
            }
            if changedInBlock { continue }
            if best.map({ line > $0.line }) ?? true { best = (line, name) }
        }
        guard let best else { return nil }
        return .read(variable: best.variable, after: setUpMark(before: best.line, in: lines))
    }

    /// The mark whose lines up to `line` make the stored value: the last mark before it, or,
    /// when only stores lie between that mark and `line` (`trace.mark("returned")` then `let
    /// modelAtReturn = panel.frame`: the mark names the moment, nothing happens after it), the
    /// mark before that one (or the start), so the set-up never holds the work the question
    /// is about.
    static func setUpMark(before line: Int, in lines: [String]) -> String? {
        var end = line
        while let markLine = lines[..<end].lastIndex(where: { !markLabels(in: $0).isEmpty }) {
            let between = lines[(markLine + 1)..<end]
            let quiet = between.allSatisfy { text in
                let trimmed = text.drop { $0.isWhitespace }
                return trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("let ")
                    || trimmed.hasPrefix("var ")
            }
            if !quiet { return markLabels(in: lines[markLine]).first }
            end = markLine
        }
        return nil
    }

    /// The names a query starts a value with (`end - start` → end, start; `slow.hitchMs` →
    /// slow), outside string literals and not called as functions.
    static func rootNames(in query: String) -> [String] {
        let characters = Array(query)
        var names: [String] = []
        var index = 0, inString = false
        while index < characters.count {
            let character = characters[index]
            if character == "\"" { inString.toggle() }
            guard !inString, character.isLetter || character == "_" else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count,
                characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
            {
                index += 1
            }
            let before = characters[..<start].last { !$0.isWhitespace }
            let after = characters[index...].first { !$0.isWhitespace }
            let name = String(characters[start..<index])
            if before != ".", before != "$", after != "(", !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Whether `line` (without its indentation) stores into `name`: `let name =`, `var name =`,
    /// `name = …`, `name += …`, `name.append(…)`.
    static func assigns(_ name: String, _ line: Substring) -> Bool {
        var rest = line
        for keyword in ["let ", "var "] where rest.hasPrefix(keyword) { rest = rest.dropFirst(keyword.count) }
        guard rest.hasPrefix(name) else { return false }
        let after = rest.dropFirst(name.count).drop { $0 == " " }
        if after.hasPrefix("==") { return false }
        return after.hasPrefix("=") || after.hasPrefix(":") || after.hasPrefix("+=") || after.hasPrefix("-=")
            || after.hasPrefix(".append(") || after.hasPrefix(".removeAll(")
    }

    /// The 0-based index of the last top-level line of `lines` that stores into `name`, unless
    /// that line creates an object (`let row = Row(frame: …)`).
    static func storeLine(of name: String, in lines: [String]) -> Int? {
        guard
            let index = lines.lastIndex(where: {
                $0.first.map { !$0.isWhitespace } == true && assigns(name, Substring($0))
            })
        else {
            return nil
        }
        if let equals = lines[index].firstIndex(of: "=") {
            let value = lines[index][lines[index].index(after: equals)...].drop { $0 == " " }
            if value.first?.isUppercase == true, value.contains("(") { return nil }
        }
        return index
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
        case .read(let variable, _):
            return QuestionMoment.storeLine(of: variable, in: lines)
        }
    }

    /// The 0-based index of the set-up's line: where the code that runs on its own for `:code`'s
    /// tree ends (the mark's line, or the start's).
    public func setUpLineIndex(in lines: [String]) -> Int? {
        switch setUp {
        case .mark(let label): return QuestionMoment.mark(label).lineIndex(in: lines)
        case .start: return QuestionMoment.start.lineIndex(in: lines)
        }
    }

    /// The index in `trace.events` of the first event at or after the moment's set-up: the
    /// mark's event, or for the start the first run-loop turn or pass (a `layoutIfNeeded()` before
    /// any turn is already the run the question is about). A mark the run never reached
    /// counts as the start, so a missing mark never shows the whole run; `events.count` when
    /// the run has no turn at all.
    public func eventIndex(in trace: Trace) -> Int {
        eventIndex(in: trace.events[...])
    }

    /// `eventIndex(in:)` over `events`, the first events of a trace.
    func eventIndex(in events: ArraySlice<TraceEvent>) -> Int {
        let start = events.firstIndex(where: QuestionMoment.isRunStart) ?? events.count
        guard case .mark(let label) = setUp else { return start }
        return events.firstIndex { $0.receiver == "trace" && $0.method == "mark" && $0.label == label } ?? start
    }

    /// A run-loop turn, or any call inside a pass or after the app's part of a frame.
    static func isRunStart(_ event: TraceEvent) -> Bool {
        (event.receiver == "runLoop" && event.method == "turn")
            || (event.phase != .idle && event.phase != .eventHandling)
    }
}
