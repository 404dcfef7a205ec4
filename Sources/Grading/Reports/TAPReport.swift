import Simulator
import TextBasics

/// The TAP version 13 report: one test point per question of every sheet, a YAML diagnostic
/// block under each failure, and a comment with each sheet's score. Version 13 because Debian's
/// `prove` (Test::Harness 3.44) refuses a `TAP version 14` line and the report needs nothing of
/// 14; TAP 14 parsers read 13 as well. The plan comes last (TAP allows it at either end), so
/// sheets are written as they are graded. A sheet that could not be graded is one failing point.
public struct TAPReport: ReportWriter {
    var number = 0

    public init() {}

    /// Renders the sheets as one TAP document.
    public static func render(_ results: [SheetResult]) -> String {
        var writer = TAPReport()
        return writer.header() + results.map { writer.sheet($0) }.joined() + writer.footer()
    }

    public mutating func header() -> String { "TAP version 13\n" }

    public mutating func sheet(_ result: SheetResult) -> String {
        var lines: [String] = []
        if let error = result.error {
            number += 1
            lines.append("# \(comment(result.file)): not graded")
            lines.append("not ok \(number) - " + description("\(result.file): the sheet could not be graded"))
            lines.append("  ---")
            lines.append("  error: " + quoted(error.message))
            lines.append("  at: " + quoted(error.position.description))
            if let hint = error.hint { lines.append("  hint: " + quoted(hint)) }
            lines.append("  ...")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("# \(comment(result.learner)): \(comment(result.quiz)) (\(comment(result.file)))")
        for verdict in result.verdicts {
            number += 1
            let name = "\(result.learner): \(verdict.reference)"
            lines.append((verdict.isCorrect ? "ok" : "not ok") + " \(number) - " + description(name))
            guard !verdict.isCorrect else { continue }
            lines.append("  ---")
            lines.append("  message: " + quoted(verdict.oneLineMessage))
            lines.append("  outcome: \(verdict.isUnanswered ? "unanswered" : verdict.outcome.rawValue)")
            lines.append("  score: \(NumberText.format(verdict.partialPoints))/\(verdict.points)")
            lines.append("  answer: " + quoted(verdict.answer))
            lines.append("  expected: " + quoted(verdict.expected))
            let explanation = ExplanationRenderer.lines(verdict.explanation, language: verdict.language)
            if !explanation.isEmpty {
                // `|` without a chomping indicator and no blank lines: what Test::Harness's YAMLish reader accepts.
                lines.append("  explanation: |")
                lines += explanation.filter { !$0.isEmpty }.map { "    " + comment($0) }
            }
            lines.append("  ...")
        }
        lines.append("# " + comment(GradingStrings.score(of: result)))
        return lines.joined(separator: "\n") + "\n"
    }

    public mutating func footer() -> String { "1..\(number)\n" }

    /// A test point description: `#` would start a directive, so it is escaped.
    func description(_ text: String) -> String {
        comment(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "#", with: "\\#")
    }

    /// Text on one line, control characters escaped (a newline in a name cannot forge a test point).
    func comment(_ text: String) -> String {
        SafeText.line(text)
    }

    /// A YAML double-quoted scalar for the test point's YAML block.
    func quoted(_ text: String) -> String { YAMLQuoting.doubleQuoted(text) }
}
