import Foundation
import Lessons
import Simulator
import TextBasics

/// The class in GitHub-flavoured Markdown, for a CI job summary (`$GITHUB_STEP_SUMMARY`, a GitLab
/// Markdown report): who passed in one line, a text histogram, the five hardest questions with
/// their most common wrong answer, and the class table folded in a `<details>` block, so the
/// page fits on one screen however large the class. Written once every sheet is graded, in the
/// language `--lang` names or else the one most sheets were answered in.
/// Everything from a file (names, answers) is escaped: it cannot close the table, start a link
/// or inject HTML.
public struct MarkdownReport: ReportWriter {
    let context: ReportContext
    var summary = ClassSummary()

    public init(context: ReportContext) {
        self.context = context
    }

    public mutating func header() -> String { "" }

    public mutating func sheet(_ result: SheetResult) -> String {
        summary.add(result)
        return ""
    }

    public mutating func footer() -> String {
        var lines: [String] = []
        let rows = summary.rows
        let language = summary.language(chosen: context.language)
        lines.append("## " + (summary.heading(in: language).map(Self.escape) ?? "layoutlab grade"))
        lines.append("")
        var counts = ClassReportStrings.passedLine(
            summary.passedCount, rows.count, passMark: NumberText.format(summary.passMark), language)
        if summary.brokenCount > 0 { counts += ClassReportStrings.notGradedCount(summary.brokenCount, language) }
        if rows.count > summary.brokenCount {
            counts += ClassReportStrings.mean(ClassSummary.percent(summary.meanPercent), language)
        }
        lines.append(counts)
        lines.append("")
        let histogram = summary.histogram
        let widest = max(1, histogram.max() ?? 1)
        lines.append("```text")
        for (index, count) in histogram.enumerated().reversed() {
            let range = "\(index * 10)–\(index == 9 ? 100 : index * 10 + 9)%"
            let label = String(repeating: " ", count: 7 - range.count) + range
            let bar = String(repeating: "█", count: count == 0 ? 0 : max(1, count * 30 / widest))
            lines.append("\(label) \(bar) \(count)")
        }
        lines.append("```")
        let hardest = summary.hardestFirst.prefix(5).filter { $0.shareRight < 1 }
        if !hardest.isEmpty {
            let words = ClassReportStrings.hardestQuestions(language)
            lines.append("")
            lines.append("### " + words.heading)
            lines.append("")
            lines.append("| \(words.question) | \(words.right) | \(words.wrong) |")
            lines.append("|---|---:|---|")
            for question in hardest {
                let common =
                    question.commonWrong.first.map {
                        "\(Self.code($0.answer)) ×\($0.count)"
                            + ClassReportStrings.rightAnswer(Self.code($0.expected), language)
                    }
                    ?? (question.unanswered > 0 ? "\(ReportStrings.unanswered(language)) ×\(question.unanswered)" : "—")
                lines.append(
                    "| \(Self.escape(question.id)) | \(ClassSummary.percent(question.shareRight * 100))% | \(common) |")
            }
        }
        lines.append("")
        let columns = ClassReportStrings.classColumns(language)
        lines.append("<details><summary>\(ClassReportStrings.allLearners(rows.count, language))</summary>")
        lines.append("")
        lines.append("| \(columns.learner) | \(columns.score) | \(columns.percent) | \(columns.result) |")
        lines.append("|---|---:|---:|---|")
        for row in rows {
            let result =
                (row.error != nil ? "⚠️ " : row.passed ? "✅ " : "❌ ")
                + ClassReportStrings.result(passed: row.passed, graded: row.error == nil, language)
            let note = !row.problems.isEmpty ? " " + ClassReportStrings.warnings(row.problems.count, language) : ""
            lines.append(
                "| \(Self.escape(row.learner)) | \(NumberText.format(row.score))/\(row.total) | \(ClassSummary.percent(row.percent)) | \(result)\(note) |"
            )
        }
        lines.append("")
        lines.append("</details>")
        let problems = rows.flatMap(\.problems) + rows.compactMap(\.error)
        if !problems.isEmpty {
            lines.append("")
            lines.append("<details><summary>\(ClassReportStrings.problemsInSheets(problems.count, language))</summary>")
            lines.append("")
            lines += problems.map { problem in
                "- "
                    + Self.escape(
                        problem.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
                            separator: " "))
            }
            lines.append("")
            lines.append("</details>")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text in a table cell or heading: one line, control characters escaped, Markdown and HTML
    /// punctuation backslash-escaped or written as entities.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in SafeText.line(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|", "\\", "`", "*", "_", "[", "]", "#", "~", "!", "(", ")": out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }

    /// An answer as inline code; backticks inside cannot end it (a longer fence is used), and a
    /// `|` is backslash-escaped, which GFM tables read as a `|` inside the cell even in code.
    static func code(_ text: String) -> String {
        let line = String(SafeText.line(text).prefix(80)).replacingOccurrences(of: "|", with: "\\|")
        var fence = "`"
        while line.contains(fence) { fence += "`" }
        return fence + " " + line + " " + fence
    }
}
