import Simulator

/// The TAP version 14 report: one test point per question of every sheet, a YAML diagnostic
/// block under each failure, and a comment with each sheet's score.
public enum TAPReport {
    /// Renders the sheets as one TAP document.
    public static func render(_ results: [SheetResult]) -> String {
        let count = results.reduce(0) { $0 + $1.verdicts.count }
        var lines = ["TAP version 14", "1..\(count)"]
        var number = 0
        for result in results {
            lines.append("# \(comment(result.learner)): \(comment(result.quiz)) (\(comment(result.file)))")
            for verdict in result.verdicts {
                number += 1
                let name = "\(result.learner): \(verdict.reference)"
                lines.append((verdict.isCorrect ? "ok" : "not ok") + " \(number) - " + description(name))
                guard !verdict.isCorrect else { continue }
                lines.append("  ---")
                lines.append("  outcome: \(verdict.outcome.rawValue)")
                lines.append("  answer: " + quoted(verdict.answer))
                if verdict.outcome == .incorrect { lines.append("  expected: " + quoted(verdict.expected)) }
                let explanation = ExplanationRenderer.lines(verdict.explanation, language: verdict.language)
                if !explanation.isEmpty {
                    // `|` without a chomping indicator and no blank lines: what Test::Harness's YAMLish reader accepts.
                    lines.append("  explanation: |")
                    lines += explanation.filter { !$0.isEmpty }.map { "    " + SafeText.line($0) }
                }
                lines.append("  ...")
            }
            lines.append("# " + comment(GradingStrings.score(
                result.earned, result.total, NumberText.format(result.percent), NumberText.format(result.passPercent),
                passed: result.passed, result.language)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A test point description: `#` would start a directive, so it is escaped.
    static func description(_ text: String) -> String {
        comment(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "#", with: "\\#")
    }

    /// Text on one line, control characters escaped (a newline in a name cannot forge a test point).
    static func comment(_ text: String) -> String {
        SafeText.line(text)
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || SafeText.isUnsafe(scalar) { out += (scalar.value <= 0xFF ? "\\x" + String(scalar.value, radix: 16).padding(2, left: true).replacingOccurrences(of: " ", with: "0") : "\\u" + String(scalar.value, radix: 16).padding(4, left: true).replacingOccurrences(of: " ", with: "0")) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
