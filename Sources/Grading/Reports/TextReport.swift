import Simulator

/// The readable report: one block per sheet, explanations under wrong answers.
public enum TextReport {
    /// Renders the sheets, each in its own language.
    public static func render(_ results: [SheetResult]) -> String {
        var lines: [String] = []
        for (index, result) in results.enumerated() {
            if index > 0 { lines.append("") }
            let language = result.language
            lines.append("\(result.quiz) — \(result.title)")
            lines.append("\(result.learner) (\(result.file))")
            let labels = GradingStrings.answerLabels(language)
            for verdict in result.verdicts {
                let mark = verdict.outcome == .correct ? "✓" : (verdict.outcome == .incorrect ? "✗" : "?")
                lines.append("  \(mark) \(verdict.reference)  \(GradingStrings.outcome(verdict.outcome, language))  \(verdict.earned)/\(verdict.points)")
                guard verdict.outcome != .correct else { continue }
                lines.append("      \(labels.answer): " + oneLine(verdict.answer))
                if verdict.outcome == .incorrect { lines.append("      \(labels.expected): " + verdict.expected) }
                for line in ExplanationRenderer.lines(verdict.explanation, language: language) {
                    lines.append(line.isEmpty ? "" : "      " + line)
                }
            }
            lines.append(GradingStrings.score(
                result.earned, result.total, NumberText.format(result.percent), NumberText.format(result.passPercent),
                passed: result.passed, language))
        }
        // Learner names, file names, answers and quoted lesson text come from files: each line is
        // escaped, so none can hold a control sequence or a line break of its own.
        return lines.map { dropTrailingSpaces(SafeText.line($0)) }.joined(separator: "\n") + "\n"
    }

    /// The line without trailing spaces; its indentation stays (an empty answer leaves "      Your answer:").
    public static func dropTrailingSpaces(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line = line.dropLast() }
        return String(line)
    }

    /// A multi-line answer shown on one line, items joined with `; `.
    static func oneLine(_ text: String) -> String {
        text.split(separator: "\n").map { String($0).trimming(" ") }.joined(separator: "; ")
    }
}
