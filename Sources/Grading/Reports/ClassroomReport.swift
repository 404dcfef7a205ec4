import Foundation
import Simulator

/// What GitHub Classroom's autograding reporter (classroom-resources/autograding-grading-reporter)
/// reads from a runner's `result` output: `{version: 1, status, max_score, tests: [{name, status,
/// message, score, …}]}`, statuses `pass`, `fail` or `error`.
///
/// The reporter totals a run twice: the points it sends Classroom are the tests' `score`s added
/// up, and the points its log and table print are (tests passed ÷ tests) × `max_score`. Both
/// are the same number only when every test is worth one point, so each sheet is written as
/// one test per point of the quiz: a one-point question is one test, a three-point question
/// three (`… (point 2 of 3)`). Classroom's points are whole, so a sheet earns its score rounded
/// to the nearest whole point (halves up; layoutlab's 8.167 is 8), shared out over its
/// questions by largest remainder (a question earns at most its points, and a question with
/// partial credit earns the whole points nearest its share). The job fails (`status: fail`) when
/// a sheet misses the pass mark. A sheet that could not be graded scores 0 of the quiz's points:
/// its first test is an `error` with the problem, the rest fail.
public struct ClassroomReport: ReportWriter {
    struct Test: Encodable {
        var name: String
        var status: String
        var message: String
        var score: Int
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

    /// The sheet's score in whole points, as Classroom records it.
    public static func wholePoints(_ result: SheetResult) -> Int {
        Int((result.score + 1e-9).rounded(.toNearestOrAwayFromZero))
    }

    /// The whole points each question earns: floors of each share, then one more to the
    /// questions with the largest remainders until the sheet's whole points are reached.
    static func shares(_ result: SheetResult) -> [Int] {
        var whole = result.verdicts.map { Int(($0.partialPoints + 1e-9).rounded(.down)) }
        var left = wholePoints(result) - whole.reduce(0, +)
        let byRemainder = result.verdicts.indices.sorted {
            let a = result.verdicts[$0].partialPoints - Double(whole[$0]),
                b = result.verdicts[$1].partialPoints - Double(whole[$1])
            return a != b ? a > b : $0 < $1
        }
        for index in byRemainder where left > 0 && whole[index] < result.verdicts[index].points {
            whole[index] += 1
            left -= 1
        }
        return whole
    }

    public mutating func sheet(_ result: SheetResult) -> String {
        var parts: [Test] = []
        maxScore += result.total
        if let error = result.error {
            anyError = true
            parts.append(
                Test(
                    name: "\(result.file): the sheet could not be graded", status: "error", message: error.description,
                    score: 0,
                    max_score: 1, filename: error.position.file, line_no: error.position.line, execution_time: "0.000s",
                    test_code: ""))
            for point in parts.count..<max(parts.count, result.total) {
                parts.append(
                    Test(
                        name: "\(result.file): point \(point + 1) of \(result.total), not graded", status: "fail",
                        message: error.message,
                        score: 0, max_score: 1, filename: error.position.file, line_no: 0, execution_time: "0.000s",
                        test_code: ""))
            }
            return list.append(parts)
        }
        if !result.passed { anyFailed = true }
        let shares = Self.shares(result)
        let problems = result.problems.map(\.description)
        for (verdict, earned) in zip(result.verdicts, shares) {
            var message = verdict.isCorrect ? verdict.reportOutcomeLabel : verdict.oneLineMessage
            if !verdict.isCorrect {
                message += "\nscore: \(NumberText.format(verdict.partialPoints))/\(verdict.points)"
                message +=
                    "\n"
                    + ExplanationRenderer.lines(verdict.explanation, language: verdict.language).joined(separator: "\n")
            }
            if parts.isEmpty && !problems.isEmpty { message = (problems + [message]).joined(separator: "\n") }
            for point in 0..<verdict.points {
                let name =
                    "\(result.learner): \(verdict.reference)"
                    + (verdict.points == 1 ? "" : " (point \(point + 1) of \(verdict.points))")
                parts.append(
                    Test(
                        name: name, status: point < earned ? "pass" : "fail", message: message,
                        score: point < earned ? 1 : 0, max_score: 1,
                        filename: result.file, line_no: 0,
                        execution_time: secondsText(verdict.simulatedTime / Double(verdict.points)) + "s",
                        test_code: ""))
            }
        }
        return list.append(parts)
    }

    public mutating func footer() -> String {
        let status = anyError ? "error" : anyFailed ? "fail" : "pass"
        return list.end + ",\n  \"status\" : \"\(status)\",\n  \"max_score\" : \(maxScore)\n}\n"
    }
}
