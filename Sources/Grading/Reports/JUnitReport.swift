/// The JUnit XML report: one `<testsuite>` per sheet, one `<testcase>` per question; wrong
/// answers are `<failure>`s, unreadable ones `<error>`s (the answer, not the learner, failed).
public enum JUnitReport {
    /// Renders the sheets as one `<testsuites>` document.
    public static func render(_ results: [SheetResult]) -> String {
        let tests = results.reduce(0) { $0 + $1.verdicts.count }
        let failures = results.reduce(0) { $0 + $1.verdicts.filter { $0.outcome == .incorrect }.count }
        let errors = results.reduce(0) { $0 + $1.verdicts.filter { $0.outcome == .unreadable }.count }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"layoutlab grade\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for result in results {
            let suiteFailures = result.verdicts.filter { $0.outcome == .incorrect }.count
            let suiteErrors = result.verdicts.filter { $0.outcome == .unreadable }.count
            xml += "  <testsuite name=\"\(escape(result.quiz + ": " + result.learner))\" tests=\"\(result.verdicts.count)\""
                + " failures=\"\(suiteFailures)\" errors=\"\(suiteErrors)\" skipped=\"0\" time=\"0\">\n"
            xml += "    <properties>\n"
            for (name, value) in [
                ("file", result.file), ("learner", result.learner), ("language", result.language.rawValue),
                ("score", "\(result.earned)/\(result.total)"), ("passMark", NumberText.format(result.passPercent) + "%"),
                ("passed", String(result.passed)),
            ] {
                xml += "      <property name=\"\(name)\" value=\"\(escape(value))\"/>\n"
            }
            xml += "    </properties>\n"
            for verdict in result.verdicts {
                let open = "    <testcase classname=\"\(escape(result.quiz + "." + result.learner))\" name=\"\(escape(verdict.reference.description))\" time=\"0\""
                guard verdict.outcome != .correct else {
                    xml += open + "/>\n"
                    continue
                }
                let element = verdict.outcome == .incorrect ? "failure" : "error"
                let labels = GradingStrings.answerLabels(verdict.language)
                var body = ["\(labels.answer): \(verdict.answer)"]
                if verdict.outcome == .incorrect { body.append("\(labels.expected): \(verdict.expected)") }
                body += ExplanationRenderer.lines(verdict.explanation, language: verdict.language)
                let message = GradingStrings.outcome(verdict.outcome, verdict.language)
                xml += open + ">\n"
                xml += "      <\(element) message=\"\(escape(message))\" type=\"\(verdict.outcome.rawValue)\">"
                xml += escape(body.joined(separator: "\n")) + "</\(element)>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// Escapes text for an XML attribute or element; drops characters XML 1.0 cannot carry.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value >= 0x20 && !(0xFFFE...0xFFFF).contains(value) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
