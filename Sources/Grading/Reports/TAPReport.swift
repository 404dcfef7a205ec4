import Simulator
import TextBasics

/// The TAP version 13 report: one test point per sheet, `ok` exactly when the sheet reaches the
/// quiz's pass mark, so `prove` and every TAP harness pass the learners who passed and fail the
/// others. Each sheet's questions come first as an indented subtest (`# Subtest:`, one point per
/// question, a YAML diagnostic block under each wrong answer, the subtest's own plan): TAP 14
/// harnesses read them as a subtest, and 13 harnesses such as Debian's `prove` (Test::Harness
/// 3.44, which refuses a `TAP version 14` line) show them under `-v` and count only the sheet.
/// The plan comes last (TAP allows it at either end), so sheets are written as they are graded.
/// A wrong answer in a sheet that reached the pass mark carries a `# TODO` directive: Node's
/// tap-parser (node-tap and its reporters) fails the whole run for any failing point of a
/// subtest, and a TODO point is a known failure that does not, so there too the run's verdict
/// is each sheet's pass mark while every wrong answer is still shown as `not ok`.
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
        number += 1
        var lines: [String] = []
        let name =
            result.error == nil
            ? "\(result.learner): \(result.quiz) (\(result.file))" : "\(result.file): the sheet could not be graded"
        if result.error == nil { lines.append("    # Subtest: " + comment(name)) }
        for (index, verdict) in result.verdicts.enumerated() {
            let known =
                !verdict.isCorrect && result.passed
                ? " # TODO " + comment(ReportStrings.sheetPassed(verdict.language)) : ""
            lines.append(
                "    " + (verdict.isCorrect ? "ok" : "not ok") + " \(index + 1) - "
                    + description(verdict.reference.description) + known)
            guard !verdict.isCorrect else { continue }
            var block = ["---"]
            block.append("message: " + quoted(verdict.oneLineMessage))
            block.append("outcome: " + verdict.reportOutcome)
            block.append("score: \(NumberText.format(verdict.partialPoints))/\(verdict.points)")
            block.append("answer: " + quoted(verdict.answer))
            block.append("expected: " + quoted(verdict.expected))
            let explanation = ExplanationRenderer.lines(verdict.explanation, language: verdict.language)
            if !explanation.isEmpty {
                // `|` without a chomping indicator and no blank lines: what Test::Harness's YAMLish reader accepts.
                block.append("explanation: |")
                block += explanation.filter { !$0.isEmpty }.map { "  " + comment($0) }
            }
            block.append("...")
            lines += block.map { "      " + $0 }
        }
        if result.error == nil {
            lines.append("    1..\(result.verdicts.count)")
            lines.append("    # " + comment(GradingStrings.score(of: result)))
        }
        lines.append((result.passed ? "ok" : "not ok") + " \(number) - " + description(name))
        var block: [String] = []
        if let error = result.error {
            block.append("error: " + quoted(error.message))
            block.append("at: " + quoted(error.position.description))
            if let hint = error.hint { block.append("hint: " + quoted(hint)) }
        }
        if !result.passed || !result.problems.isEmpty {
            block.append("score: \(NumberText.format(result.score))/\(result.total)")
            block.append("passMark: \"\(NumberText.format(result.passPercent))%\"")
        }
        if !result.problems.isEmpty {
            block.append("problems:")
            block += result.problems.map { "  - " + quoted($0.description) }
        }
        if !block.isEmpty { lines += (["---"] + block + ["..."]).map { "  " + $0 } }
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
