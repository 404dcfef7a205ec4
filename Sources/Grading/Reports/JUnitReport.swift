import Simulator
import TextBasics

/// The JUnit XML report, valid against the Jenkins xUnit `junit-10.xsd`: one `<testsuite>`
/// per sheet holding one `<testcase>` for the sheet, which fails (`<failure
/// type="below-pass-mark">`) exactly when the sheet does not reach the quiz's pass mark. So a
/// CI test view is green for the learners who passed, and one wrong answer of a passing learner
/// does not make the run "unstable". Every question is still there: as a suite property
/// (`lesson/question` = `incorrect 0.5/1: expected …, got …`) and in the case's text (the failure's
/// body, or `<system-out>` for a passing sheet), the text report's lines for the sheet with
/// each wrong answer's explanation. A sheet that could not be graded is a case with an
/// `<error type="unreadable-sheet">`. `time` is the simulated time the questions' scenarios
/// ran, so it is deterministic and never 0.
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
        let time = secondsText(result.verdicts.reduce(0) { $0 + $1.simulatedTime })
        let failed = result.error == nil && !result.passed
        var xml =
            "  <testsuite name=\"\(suiteName)\" tests=\"1\" failures=\"\(failed ? 1 : 0)\" errors=\"\(result.error == nil ? 0 : 1)\""
            + " skipped=\"0\" time=\"\(time)\" timestamp=\"\(timestamp)\" file=\"\(Self.escape(result.file))\">\n"
        var properties = [
            ("file", result.file), ("learner", result.learner), ("language", result.language.rawValue),
            ("score", "\(NumberText.format(result.score))/\(result.total)"),
            ("passMark", NumberText.format(result.passPercent) + "%"),
            ("passed", String(result.passed)),
        ]
        for verdict in result.verdicts {
            let points = "\(verdict.reportOutcome) \(NumberText.format(verdict.partialPoints))/\(verdict.points)"
            properties.append(
                (verdict.reference.description, verdict.isCorrect ? points : points + ": " + verdict.oneLineMessage))
        }
        properties += result.problems.map { ("problem", $0.description) }
        xml += "    <properties>\n"
        for (name, value) in properties {
            xml += "      <property name=\"\(Self.escape(name))\" value=\"\(Self.escape(value))\"/>\n"
        }
        xml += "    </properties>\n"
        xml +=
            "    <testcase classname=\"\(Self.escape(result.quiz))\" name=\"\(Self.escape(result.learner))\" time=\"\(time)\">\n"
        if let error = result.error {
            xml +=
                "      <error message=\"\(Self.escape(error.message))\" type=\"unreadable-sheet\">\(Self.escape(error.description))</error>\n"
        } else {
            var text = TextReport()
            let body = text.sheet(result, report: "junit", escaped: Self.escape)
            if failed {
                xml +=
                    "      <failure message=\"\(Self.escape(GradingStrings.score(of: result)))\" type=\"below-pass-mark\">\(body)</failure>\n"
            } else {
                xml += "      <system-out>\(body)</system-out>\n"
            }
        }
        xml += "    </testcase>\n  </testsuite>\n"
        return xml
    }

    public mutating func footer() -> String { "</testsuites>\n" }

    /// A suite depends on the sheet and the context only.
    public var independentSheet: (@Sendable (SheetResult) -> String)? {
        { [context] result in
            var writer = JUnitReport(context: context)
            return writer.sheet(result)
        }
    }

    /// Text for an XML attribute or element (`XMLText`).
    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
