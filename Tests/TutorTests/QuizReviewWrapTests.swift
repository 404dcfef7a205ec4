import Foundation
import Grading
import Lessons
import Testing

@testable import Tutor

/// `layoutlab quiz`'s review after the last question wraps the answer, expected and explanation
/// lines to the terminal, indented under each verdict, as the tutor wraps its other prose: on a
/// 44-column terminal no prose line is wider (trace rows, indented further, stay whole as
/// tables do), and the explanation's words all arrive in order.
@Test func aQuizReviewWrapsItsExplanationsToTheTerminal() throws {
    let (library, root) = try course(
        questions:
            "  - id: q1\n    scenario: s\n    kind: count\n    expect: trace.after(\"tap\").count(\"a1.layoutSubviews\")\n    facts: 5",
        en: "title: Shown\nquestions:\n  q1: { prompt: How many? }\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let quiz = Quiz(
        id: "wrap", position: FilePosition(file: "q.yaml", line: 1, column: 1), titles: [.en: "Wrap"],
        passPercent: 50,
        questions: [
            (QuestionReference(lesson: "shown", question: "q1"), FilePosition(file: "q.yaml", line: 1, column: 1))
        ])
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    var left = ["7"]
    let output = BufferOutput()
    let session = QuizSession(
        quiz: quiz, library: library, grader: grader,
        input: PipedLineSource(output: output) { left.isEmpty ? nil : left.removeFirst() }, output: output,
        errors: BufferOutput(), language: .en, style: TextStyle(colored: false), columns: 44, learner: "ann")
    let status = session.run(sheetPath: root.appendingPathComponent("sheet.yaml").path)
    #expect(status == 1)
    let review = try #require(output.text.components(separatedBy: "✗ ").last)
    let prose = review.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }
    let wide = prose.filter { TerminalText.width($0) > 44 }
    #expect(wide.isEmpty, "\(review)")
    #expect(prose.count > 5, "\(review)")
    let words = prose.joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(words.contains("The simulator's answer is 2; you answered 7."), "\(review)")
    #expect(words.contains("After \"tap\", a1.layoutSubviews is called 2 times."), "\(review)")
}
