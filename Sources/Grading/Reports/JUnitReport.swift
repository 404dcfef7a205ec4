import Simulator
import TextBasics

/// The JUnit XML report, valid against the Jenkins xUnit `junit-10.xsd`: one `<testsuite>` per
/// sheet, one `<testcase>` per question. A wrong or unreadable answer is a `<failure>` whose
/// `message` says what was wrong in one line (the explanation is its body); an unanswered
/// question is `<skipped>`; a sheet that could not be graded is a suite with one `<error>`.
/// `time` is the simulated time each question's scenario ran, so it is deterministic and never 0.
public struct JUnitReport: ReportWriter {
    let context: ReportContext

    public init(context: ReportContext) {
        self.context = context
    }

    /// Renders the sheets as one `<testsuites>` document.
    public static func render(_ results: [SheetResult], context: ReportContext) -> String {
        var writer = JUnitReport(context: context)
        return writer.header() + results.map { writer.sheet($0) }.joined() + writer.footer()
    }

    public mutating func header() -> String {
        // No totals on <testsuites> (the schema makes them optional): they would need every sheet
        // graded before the first is written. Each suite has its own.
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"layoutlab grade\">\n"
    }

    public mutating func sheet(_ result: SheetResult) -> String {
        let suiteName = Self.escape(result.quiz + ": " + result.learner)
        let timestamp = context.timestampText
        if let error = result.error {
            var xml = "  <testsuite name=\"\(suiteName)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"0.000\""
                + " timestamp=\"\(timestamp)\" file=\"\(Self.escape(result.file))\">\n"
            xml += "    <testcase classname=\"\(Self.escape(Self.classname(result)))\" name=\"sheet\" time=\"0.000\">\n"
            xml += "      <error message=\"\(Self.escape(error.message))\" type=\"unreadable-sheet\">\(Self.escape(error.description))</error>\n"
            xml += "    </testcase>\n  </testsuite>\n"
            return xml
        }
        let skipped = result.verdicts.filter { !$0.isCorrect && $0.isUnanswered }.count
        let failures = result.verdicts.filter { !$0.isCorrect && !$0.isUnanswered }.count
        let time = result.verdicts.reduce(0) { $0 + $1.simulatedTime }
        var xml = "  <testsuite name=\"\(suiteName)\" tests=\"\(result.verdicts.count)\" failures=\"\(failures)\" errors=\"0\""
            + " skipped=\"\(skipped)\" time=\"\(secondsText(time))\" timestamp=\"\(timestamp)\" file=\"\(Self.escape(result.file))\">\n"
        xml += "    <properties>\n"
        for (name, value) in [
            ("file", result.file), ("learner", result.learner), ("language", result.language.rawValue),
            ("score", "\(NumberText.format(result.score))/\(result.total)"), ("passMark", NumberText.format(result.passPercent) + "%"),
            ("passed", String(result.passed)),
        ] {
            xml += "      <property name=\"\(name)\" value=\"\(Self.escape(value))\"/>\n"
        }
        xml += "    </properties>\n"
        for verdict in result.verdicts {
            let open = "    <testcase classname=\"\(Self.escape(Self.classname(result)))\" name=\"\(Self.escape(verdict.reference.description))\""
                + " time=\"\(secondsText(verdict.simulatedTime))\""
            guard verdict.outcome != .correct else {
                xml += open + "/>\n"
                continue
            }
            let message = Self.escape(verdict.oneLineMessage)
            xml += open + ">\n"
            if verdict.isUnanswered {
                xml += "      <skipped message=\"\(message)\"/>\n"
            } else {
                let labels = GradingStrings.answerLabels(verdict.language)
                var body = [GradingStrings.labelled(labels.answer, verdict.answer, verdict.language),
                            GradingStrings.labelled(labels.expected, verdict.expected, verdict.language),
                            "score: \(NumberText.format(verdict.partialPoints))/\(verdict.points)"]
                body += ExplanationRenderer.lines(verdict.explanation, language: verdict.language)
                xml += "      <failure message=\"\(message)\" type=\"\(verdict.outcome.rawValue)\">"
                xml += Self.escape(body.joined(separator: "\n")) + "</failure>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n"
        return xml
    }

    public mutating func footer() -> String { "</testsuites>\n" }

    /// `quiz.learner`, with the learner's own dots made `_`: viewers split a classname at dots into
    /// packages, and `j.smith` must stay one learner.
    static func classname(_ result: SheetResult) -> String {
        result.quiz + "." + result.learner.replacingOccurrences(of: ".", with: "_")
    }

    /// Text for an XML attribute or element (`XMLText`).
    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
