import Foundation
import Simulator

/// What GitHub Classroom's autograding reporter reads from a runner's `result` output:
/// `{version: 1, status, max_score, tests: [{name, status, message, score, …}]}`, statuses
/// `pass`, `fail` or `error`. A sheet that could not be graded is a test with status `error`.
public struct ClassroomReport: ReportWriter {
    struct Test: Encodable {
        var name: String
        var status: String
        var message: String
        var score: Double
        var max_score: Int
        var filename: String
        var line_no: Int
        var execution_time: String
        var test_code: String
    }

    var maxScore = 0
    var anyError = false
    var anyFailed = false
    var list = JSONTestList()

    public init() {}

    public mutating func header() -> String { "{\n  \"version\" : 1,\n  \"tests\" : [" }

    public mutating func sheet(_ result: SheetResult) -> String {
        var parts: [Test] = []
        if let error = result.error {
            anyError = true
            parts.append(Test(
                name: "\(result.file): the sheet could not be graded", status: "error", message: error.description, score: 0,
                max_score: 0, filename: error.position.file, line_no: error.position.line, execution_time: "0.000s", test_code: ""))
        } else {
            if !result.passed { anyFailed = true }
            maxScore += result.total
            for verdict in result.verdicts {
                var message = verdict.isCorrect ? GradingStrings.outcome(.correct, verdict.language) : verdict.oneLineMessage
                if !verdict.isCorrect {
                    message += "\n" + ExplanationRenderer.lines(verdict.explanation, language: verdict.language).joined(separator: "\n")
                }
                parts.append(Test(
                    name: "\(result.learner): \(verdict.reference)", status: verdict.isCorrect ? "pass" : "fail", message: message,
                    score: JSONReport.rounded(verdict.partialPoints), max_score: verdict.points, filename: result.file, line_no: 0,
                    execution_time: secondsText(verdict.simulatedTime) + "s", test_code: "layoutlab grade \(result.quiz) \(result.file)"))
            }
        }
        return list.append(parts)
    }

    public mutating func footer() -> String {
        let status = anyError ? "error" : anyFailed ? "fail" : "pass"
        return list.end + ",\n  \"status\" : \"\(status)\",\n  \"max_score\" : \(maxScore)\n}\n"
    }
}
