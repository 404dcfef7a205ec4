import Foundation
import Lessons
import Simulator
import TextBasics

/// The JSON report, schema `layoutlab.grade/1` (docs/grade-report.schema.json): sorted keys so
/// it diffs cleanly, written a sheet at a time.
public struct JSONReport: ReportWriter {
    /// The schema id every document names; raised when a field changes meaning or goes away.
    public static let schema = "layoutlab.grade/1"

    struct Sheet: Encodable {
        var file: String
        var quiz: String
        var title: String
        var learner: String
        var language: String
        /// Points with partial credit.
        var score: Double
        var maxScore: Int
        var percent: Double
        var passMark: Double
        var passed: Bool
        var error: SheetError?
        /// Warnings about a sheet graded all the same.
        var problems: [SheetError]
        var questions: [Question]

        enum CodingKeys: String, CodingKey {
            case file, quiz, title, learner, language, score, maxScore, percent, passMark, passed, error, problems,
                questions
        }

        // `error: null` is written for a graded sheet, so every key is always there.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(quiz, forKey: .quiz)
            try container.encode(title, forKey: .title)
            try container.encode(learner, forKey: .learner)
            try container.encode(language, forKey: .language)
            try container.encode(score, forKey: .score)
            try container.encode(maxScore, forKey: .maxScore)
            try container.encode(percent, forKey: .percent)
            try container.encode(passMark, forKey: .passMark)
            try container.encode(passed, forKey: .passed)
            try container.encode(error, forKey: .error)
            try container.encode(problems, forKey: .problems)
            try container.encode(questions, forKey: .questions)
        }
    }

    struct SheetError: Encodable {
        var message: String
        var file: String
        var line: Int
        var column: Int
        var hint: String?

        init(_ diagnostic: LessonDiagnostic) {
            message = diagnostic.message
            file = diagnostic.position.file
            line = diagnostic.position.line
            column = diagnostic.position.column
            hint = diagnostic.hint
        }
    }

    struct Question: Encodable {
        var id: String
        var kind: String
        var outcome: String
        var answered: Bool
        /// Credit from 0 to 1 (partial for `order` and `set` answers).
        var credit: Double
        /// Points earned with partial credit.
        var points: Double
        var maxPoints: Int
        var answer: String
        var expected: String
        var message: String?
        var explanation: [String]
        var findings: FindingSummary
        /// Simulated seconds the question's scenario ran.
        var time: Double
    }

    var counts = (sheets: 0, broken: 0, passed: 0)
    let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    public init() {}

    /// Renders the sheets as one JSON document.
    public static func render(_ results: [SheetResult]) -> String {
        var writer = JSONReport()
        return writer.header() + results.map { writer.sheet($0) }.joined() + writer.footer()
    }

    public mutating func header() -> String {
        "{\n  \"schema\" : \"\(Self.schema)\",\n  \"sheets\" : ["
    }

    public mutating func sheet(_ result: SheetResult) -> String {
        let separator = counts.sheets == 0 ? "\n" : ",\n"
        counts.sheets += 1
        if result.error != nil { counts.broken += 1 }
        if result.passed { counts.passed += 1 }
        let sheet = Sheet(
            file: result.file, quiz: result.quiz, title: result.title, learner: result.learner,
            language: result.language.rawValue, score: Self.rounded(result.score), maxScore: result.total,
            percent: Self.rounded(result.percent), passMark: result.passPercent, passed: result.passed,
            error: result.error.map(SheetError.init),
            problems: result.problems.map(SheetError.init),
            questions: result.verdicts.map { verdict in
                Question(
                    id: verdict.reference.description, kind: verdict.kind.rawValue, outcome: verdict.reportOutcome,
                    answered: !verdict.isUnanswered, credit: Self.rounded(verdict.score),
                    points: Self.rounded(verdict.partialPoints),
                    maxPoints: verdict.points, answer: verdict.answer, expected: verdict.expected,
                    message: verdict.isCorrect ? nil : verdict.oneLineMessage,
                    explanation: verdict.outcome == .correct
                        ? [] : ExplanationRenderer.lines(verdict.explanation, language: verdict.language),
                    findings: verdict.findingSummary, time: Self.rounded(verdict.simulatedTime))
            })
        guard let data = try? encoder.encode(sheet) else { return "" }
        // Indented two levels, as the array's elements.
        let text = SafeText.json(String(decoding: data, as: UTF8.self)).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map { "    " + $0 }.joined(separator: "\n")
        return separator + text
    }

    public mutating func footer() -> String {
        let end = counts.sheets == 0 ? "]" : "\n  ]"
        return end + ",\n  \"summary\" : {\n    \"broken\" : \(counts.broken),\n    \"passed\" : \(counts.passed),\n"
            + "    \"sheets\" : \(counts.sheets)\n  }\n}\n"
    }

    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
