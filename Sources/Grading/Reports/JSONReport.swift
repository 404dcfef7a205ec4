import Foundation

/// The JSON report: `{"sheets": [...]}` with sorted keys, so it diffs cleanly.
public enum JSONReport {
    struct Document: Encodable {
        var sheets: [Sheet]
    }

    struct Sheet: Encodable {
        var file: String
        var quiz: String
        var title: String
        var learner: String
        var language: String
        var score: Int
        var maxScore: Int
        var percent: Double
        var passMark: Double
        var passed: Bool
        var questions: [Question]
    }

    struct Question: Encodable {
        var id: String
        var kind: String
        var outcome: String
        var points: Int
        var maxPoints: Int
        var answer: String
        var expected: String?
        var explanation: [String]
    }

    /// Renders the sheets as one JSON document.
    public static func render(_ results: [SheetResult]) -> String {
        let document = Document(sheets: results.map { result in
            Sheet(
                file: result.file, quiz: result.quiz, title: result.title, learner: result.learner,
                language: result.language.rawValue, score: result.earned, maxScore: result.total,
                percent: (result.percent * 1000).rounded() / 1000, passMark: result.passPercent, passed: result.passed,
                questions: result.verdicts.map { verdict in
                    Question(
                        id: verdict.reference.description, kind: verdict.kind.rawValue, outcome: verdict.outcome.rawValue,
                        points: verdict.earned, maxPoints: verdict.points, answer: verdict.answer,
                        // An unreadable answer is not told the right one: it may answer again.
                        expected: verdict.outcome == .unreadable ? nil : verdict.expected,
                        explanation: verdict.outcome == .correct ? [] : ExplanationRenderer.lines(verdict.explanation, language: verdict.language))
                })
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
