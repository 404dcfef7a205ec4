import Foundation
import Simulator

/// Gradescope's `results.json` (gradescope-autograders.readthedocs.io, "Autograder
/// Specifications"): a test per question with `score`, `max_score`, `status`, `output`; the
/// total `score`, and `execution_time`, the seconds the grading really took. A test whose output
/// shows the simulator's answer (every wrong, unreadable or missing one) has the visibility
/// `--visibility` chose (default `after_due_date`, so a learner who may resubmit does not get
/// the answer); right answers and sheet errors are `visible`. Gradescope hides the total score
/// while a test is hidden, so the visible summary then says when the score comes instead of it.
/// A sheet that could not be graded scores 0 of the quiz's points.
public struct GradescopeReport: ReportWriter {
    struct Test: Encodable {
        var name: String
        var number: String
        var score: Double
        var max_score: Int
        var status: String
        var output: String
        var output_format = "text"
        var visibility: String
    }

    let context: ReportContext

    var sheets = 0
    var score = 0.0
    var maxScore = 0
    var summary: [String] = []
    var list = JSONTestList()

    public init(context: ReportContext) {
        self.context = context
    }

    public mutating func header() -> String { "{\n  \"tests\" : [" }

    public mutating func sheet(_ result: SheetResult) -> String {
        sheets += 1
        var parts: [Test] = []
        if let error = result.error {
            summary.append("\(result.file): not graded: \(error.message)")
            parts.append(
                Test(
                    name: "\(result.file): the sheet could not be graded", number: "\(sheets)", score: 0,
                    max_score: result.total,
                    status: "failed", output: error.description, visibility: "visible"))
            maxScore += result.total
        } else {
            let withheld = context.visibility != .visible && result.verdicts.contains { !$0.isCorrect }
            summary.append(
                (withheld ? context.visibility.scoreWithheld(result.language) : GradingStrings.score(of: result))
                    + " (\(result.learner))")
            summary += result.problems.map(\.description)
            for (index, verdict) in result.verdicts.enumerated() {
                var output = verdict.reportOutcomeLabel
                if !verdict.isCorrect {
                    let labels = GradingStrings.answerLabels(verdict.language)
                    output =
                        ([
                            verdict.oneLineMessage, "",
                            GradingStrings.labelled(labels.answer, verdict.answer, verdict.language),
                            GradingStrings.labelled(labels.expected, verdict.expected, verdict.language),
                        ]
                        + ExplanationRenderer.lines(verdict.explanation, language: verdict.language)).joined(
                            separator: "\n")
                }
                parts.append(
                    Test(
                        name: verdict.reference.description, number: "\(sheets).\(index + 1)",
                        score: JSONReport.rounded(verdict.partialPoints),
                        max_score: verdict.points, status: verdict.isCorrect ? "passed" : "failed", output: output,
                        visibility: verdict.revealsAnswer ? context.visibility.rawValue : "visible"))
            }
            score += result.score
            maxScore += result.total
        }
        return list.append(parts)
    }

    public mutating func footer() -> String {
        let output = list.literal(summary.joined(separator: "\n"))
        return list.end + ",\n  \"score\" : \(NumberText.format(JSONReport.rounded(score))),\n"
            + "  \"max_score\" : \(maxScore),\n  \"execution_time\" : \(NumberText.format(JSONReport.rounded(context.elapsed()))),\n"
            + "  \"output\" : \(output),\n  \"output_format\" : \"text\",\n  \"visibility\" : \"visible\",\n"
            + "  \"stdout_visibility\" : \"hidden\"\n}\n"
    }
}
