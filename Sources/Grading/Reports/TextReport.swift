import Simulator
import TextBasics

/// The readable report: one block per sheet, explanations under wrong answers; a sheet that
/// could not be graded shows its error in its place.
public struct TextReport: ReportWriter {
    var sheets = 0

    public init() {}

    /// Renders the sheets, each in its own language.
    public static func render(_ results: [SheetResult]) -> String {
        var writer = TextReport()
        return writer.header() + results.map { writer.sheet($0) }.joined() + writer.footer()
    }

    public mutating func header() -> String { "" }

    public mutating func sheet(_ result: SheetResult) -> String {
        sheet(result, report: "text", escaped: { $0 })
    }

    /// The sheet's text with `escape` applied (the JUnit report's XML escaping), which maps
    /// each scalar on its own, so the text is escaped piece by piece: each explanation's piece
    /// is kept with the explanation under `report` and its language (`RenderedLines.block`).
    mutating func sheet(_ result: SheetResult, report: String, escaped escape: (String) -> String) -> String {
        var text = ""
        var lines: [String] = []
        if sheets > 0 { lines.append("") }
        sheets += 1
        if let error = result.error {
            lines.append(
                GradingStrings.labelled(result.file, ClassReportStrings.notGraded(result.language), result.language))
            lines += error.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            return escape(Self.finish(lines))
        }
        let language = result.language
        lines.append("\(result.quiz) — \(result.title)")
        lines.append("\(result.learner) (\(result.file))")
        for problem in result.problems {
            lines += problem.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        let labels = GradingStrings.answerLabels(language)
        for verdict in result.verdicts {
            let mark = verdict.outcome == .correct ? "✓" : (verdict.outcome == .incorrect ? "✗" : "?")
            lines.append(
                "  \(mark) \(verdict.reference)  \(verdict.reportOutcomeLabel)  \(NumberText.format(verdict.partialPoints))/\(verdict.points)"
            )
            guard verdict.outcome != .correct else { continue }
            lines.append("      " + GradingStrings.labelled(labels.answer, Self.oneLine(verdict.answer), language))
            if verdict.outcome == .incorrect {
                lines.append("      " + GradingStrings.labelled(labels.expected, verdict.expected, language))
            }
            text += escape(Self.finish(lines))
            lines = []
            let explanation = verdict.explanation
            text += explanation.renderedLines.block(report + "/" + language.rawValue) {
                escape(
                    Self.finish(
                        ExplanationRenderer.lines(explanation, language: language).map {
                            $0.isEmpty ? "" : "      " + $0
                        }))
            }
        }
        lines.append(GradingStrings.score(of: result))
        return text + escape(Self.finish(lines))
    }

    public mutating func footer() -> String { "" }

    /// Learner names, file names, answers and quoted lesson text come from files: each line is
    /// escaped, so none can hold a control sequence or a line break of its own.
    static func finish(_ lines: [String]) -> String {
        var text = ""
        text.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
        for line in lines {
            text += dropTrailingSpaces(SafeText.line(line))
            text += "\n"
        }
        return text
    }

    /// The line without trailing spaces; its indentation stays (an empty answer leaves "      Your answer:").
    public static func dropTrailingSpaces(_ line: String) -> String {
        // A line whose last byte is not a space does not end in the character " ": it is kept
        // without walking its characters.
        guard line.utf8.last == UInt8(ascii: " ") else { return line }
        var line = Substring(line)
        while line.last == " " { line = line.dropLast() }
        return String(line)
    }

    /// A multi-line answer shown on one line, items joined with `; `.
    static func oneLine(_ text: String) -> String {
        // Most answers are one line without spaces at its ends: no new line byte, and first and
        // last bytes that are not spaces (a character that is a space is that one byte).
        if !text.utf8.contains(UInt8(ascii: "\n")), text.utf8.first != UInt8(ascii: " "),
            text.utf8.last != UInt8(ascii: " ")
        {
            return text
        }
        // One line: splitting gives the text itself (none for an empty one), trimmed.
        if !text.utf8.contains(UInt8(ascii: "\n")) { return text.trimming(" ") }
        return text.split(separator: "\n").map { String($0).trimming(" ") }.joined(separator: "; ")
    }
}
