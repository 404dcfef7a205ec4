import Foundation
import Lessons
import TextBasics

/// Writes one report a sheet at a time, so grading a thousand sheets keeps one sheet in memory:
/// `header`, then `sheet` for each sheet as it is graded, then `footer`. Totals a format needs
/// at its end are kept as counts, never as the sheets themselves.
public protocol ReportWriter {
    /// What comes before the first sheet.
    mutating func header() -> String
    /// One sheet's part of the report.
    mutating func sheet(_ result: SheetResult) -> String
    /// What comes after the last sheet.
    mutating func footer() -> String
    /// One sheet's part, made on any thread, for a writer whose part depends on nothing but the
    /// sheet (no counts, no separators): grading threads make it while earlier sheets are
    /// written. Nil: `sheet(_:)` makes each part, in order.
    var independentSheet: (@Sendable (SheetResult) -> String)? { get }
}

extension ReportWriter {
    public var independentSheet: (@Sendable (SheetResult) -> String)? { nil }
}

/// What a report needs besides the sheets: when the grading ran (JUnit's `timestamp`), how
/// long it has run (Gradescope's `execution_time`), and Gradescope's visibility of wrong answers.
public struct ReportContext: Sendable {
    /// The moment of grading: `LAYOUTLAB_NOW` in scripts and tests, else the wall clock.
    public var timestamp: Date
    /// Seconds of real time since grading started, read when a report ends.
    public var elapsed: @Sendable () -> Double
    /// When Gradescope shows the questions a learner got wrong.
    public var visibility: GradescopeVisibility
    /// The language of the class reports (`--lang`); nil: the language most sheets were answered in.
    public var language: Language?

    /// A context; `elapsed` defaults to 0 (a report rendered at once, as tests do).
    public init(
        timestamp: Date, elapsed: @escaping @Sendable () -> Double = { 0 },
        visibility: GradescopeVisibility = .afterDueDate,
        language: Language? = nil
    ) {
        self.timestamp = timestamp
        self.elapsed = elapsed
        self.visibility = visibility
        self.language = language
    }

    /// `2026-01-31T09:00:00Z`: what ISO8601DateFormatter's internet date-time gives in UTC,
    /// written by hand for 1970 to 9999 (making a formatter was a fifth of rendering a one-sheet
    /// JUnit report, and one cannot be shared: it is not Sendable). Other years, where the
    /// formatter's calendar rules differ from `gmtime`'s, go to the formatter.
    public var timestampText: String {
        // As Core Foundation hands the time to ICU: milliseconds, rounded to the nearest, then
        // whole seconds down.
        let milliseconds = (timestamp.timeIntervalSince1970 * 1000 + 0.5).rounded(.down)
        guard milliseconds >= 0 && milliseconds < 253_402_300_800_000 else {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            return formatter.string(from: timestamp)
        }
        var time = time_t(Int64(milliseconds) / 1000)
        var parts = tm()
        gmtime_r(&time, &parts)
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(parts.tm_year + 1900, 4) + "-" + padded(parts.tm_mon + 1, 2) + "-" + padded(parts.tm_mday, 2)
            + "T"
            + padded(parts.tm_hour, 2) + ":" + padded(parts.tm_min, 2) + ":" + padded(parts.tm_sec, 2) + "Z"
    }
}

extension Verdict {
    /// The learner gave no answer (missing from the sheet, or blank).
    public var isUnanswered: Bool {
        // ASCII white space is tab to carriage return and space; any other ASCII byte is an
        // answer. Reports ask this several times an answer, and the set's getter, called per
        // scalar, was an eighth of grading a class whose answers are spaced differently.
        for byte in answer.utf8 {
            switch byte {
            case 0x09...0x0D, 0x20: continue
            case 0x80...: return answer.unicodeScalars.allSatisfy { Self.blank.contains($0) }
            default: return false
            }
        }
        return true
    }

    /// What a blank answer is made of.
    private static let blank = CharacterSet.whitespacesAndNewlines

    /// The outcome every report names: `correct`, `incorrect`, `unreadable`, or `unanswered` for a
    /// missing or blank answer (the grader's `unreadable`, which earns nothing either, but a
    /// teacher reads "not answered" differently from "written in a form that could not be read").
    public var reportOutcome: String { outcome != .correct && isUnanswered ? "unanswered" : outcome.rawValue }

    /// `reportOutcome` in the verdict's language: `right`, `wrong`, `unreadable`, `not answered`,
    /// and `partly right (67 %)` for partial credit; `layoutlab quiz` labels its answers with it
    /// too, so a quiz and the grade of its sheet say the same.
    public var reportOutcomeLabel: String {
        if outcome != .correct && isUnanswered { return ReportStrings.unanswered(language) }
        if score > 0 && score < 1 { return GradingStrings.partlyRight(score, language) }
        return GradingStrings.outcome(outcome, language)
    }

    /// Whether a report may show the simulator's answer before the due date: never for a wrong or
    /// unreadable answer, whose `expected` would give the right one away to a learner who may
    /// submit again.
    var revealsAnswer: Bool { outcome != .correct }

    /// The answer on one line: items of a list joined with `; `.
    var answerOnOneLine: String {
        // Most answers are one line that starts and ends with a printable ASCII character, which
        // is never white space to trim (the only ASCII ones are space and tab).
        let utf8 = answer.utf8
        if let first = utf8.first, let last = utf8.last, (0x21..<0x7F).contains(first), (0x21..<0x7F).contains(last),
            !utf8.contains(UInt8(ascii: "\n"))
        {
            return answer
        }
        // One line (no line-feed byte) whose ends, past ASCII spaces and tabs (the only ASCII
        // scalars of `.whitespaces`), are ASCII: the line with those bytes cut, as a class
        // whose answers are spaced differently writes most of them.
        if !utf8.contains(UInt8(ascii: "\n")) {
            var start = utf8.startIndex
            var end = utf8.endIndex
            while start < end, utf8[start] == 0x20 || utf8[start] == 0x09 { start = utf8.index(after: start) }
            while end > start, utf8[utf8.index(before: end)] == 0x20 || utf8[utf8.index(before: end)] == 0x09 {
                end = utf8.index(before: end)
            }
            if start == end { return "" }
            if utf8[start] < 0x80, utf8[utf8.index(before: end)] < 0x80 {
                return String(decoding: utf8[start..<end], as: UTF8.self)
            }
        }
        return answer.split(separator: "\n").map { $0.trimmingScalars(in: .whitespaces) }.joined(separator: "; ")
    }

    /// What was wrong in one line: `expected a2.layoutSubviews, got a1.layoutSubviews`.
    var oneLineMessage: String {
        if isUnanswered { return ReportStrings.unanswered(language) }
        if outcome == .unreadable { return ReportStrings.unreadable(answerOnOneLine, language) }
        return ReportStrings.mismatch(expected: expected, got: answerOnOneLine, language)
    }

    /// The structured findings: calls left out, calls named that did not happen, and where an
    /// order first differs.
    var findingSummary: FindingSummary {
        var summary = FindingSummary()
        for finding in explanation.findings {
            switch finding {
            case .missed(let call, _): summary.missed.append(call)
            case .extra(let call, _): summary.extra.append(call)
            case .firstDifference(let position, let expected, let answered):
                summary.firstDifference = .init(position: position, expected: expected, answered: answered)
            default: break
            }
        }
        return summary
    }
}

/// The findings a script reads without parsing the explanation's sentences.
struct FindingSummary: Encodable, Equatable {
    struct Difference: Encodable, Equatable {
        /// 1-based position in the order.
        var position: Int
        /// The simulator's call there; nil when its list had ended.
        var expected: String?
        /// The learner's call there; nil when the answer had ended.
        var answered: String?
    }

    var missed: [String] = []
    var extra: [String] = []
    var firstDifference: Difference?

    enum CodingKeys: String, CodingKey { case missed, extra, firstDifference }

    // `firstDifference: null` is written, not left out, so the schema can require every key.
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(missed, forKey: .missed)
        try container.encode(extra, forKey: .extra)
        try container.encode(firstDifference, forKey: .firstDifference)
    }
}

/// Seconds with millisecond digits, `0.217`: JUnit and Gradescope times.
func secondsText(_ seconds: Double) -> String {
    FixedDecimals.text(seconds, places: 3)
}

extension Substring {
    /// `trimmingCharacters(in:)` without Foundation's round trip through NSString (which was
    /// most of a report's cost per answer): the same scalars taken off both ends.
    func trimmingScalars(in set: CharacterSet) -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, set.contains(scalars[start]) { start = scalars.index(after: start) }
        while end > start, set.contains(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(Substring(scalars[start..<end]))
    }
}
