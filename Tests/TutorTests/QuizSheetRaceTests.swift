import Foundation
import Grading
import Lessons
import Testing

@testable import Tutor

/// Issue 31: two `layoutlab quiz` runs writing the same `--out`. Each must grade the answers it
/// was given, held in memory, never the file read back: the other run may replace the file
/// between this run's last save and its grading. The process-level test
/// (`StateFolderHostileTests.twoQuizzesWritingOneSheetEachGradeTheirOwnAnswers`) cannot reach
/// that window (its last save rewrites the learner's own sheet just before grading); here the
/// session's `didSave` hook replaces the file with another learner's sheet after every save,
/// the last one included.
@Test func aQuizGradesItsOwnAnswersWhenTheSheetIsReplacedAfterItsLastSave() throws {
    let count = { (id: String) in
        "  - id: \(id)\n    scenario: s\n    kind: count\n    expect: trace.after(\"tap\").count(\"a1.layoutSubviews\")\n    facts: 5"
    }
    let (library, root) = try course(
        questions: ["q1", "q2"].map(count).joined(separator: "\n"),
        en: "title: Shown\nquestions:\n  q1: { prompt: How many? }\n  q2: { prompt: How many more? }\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let quiz = Quiz(
        id: "race", position: FilePosition(file: "q.yaml", line: 1, column: 1), titles: [.en: "Race"],
        passPercent: 50,
        questions: ["q1", "q2"].map {
            (QuestionReference(lesson: "shown", question: $0), FilePosition(file: "q.yaml", line: 1, column: 1))
        })
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    let sheet = root.appendingPathComponent("shared.yaml")
    // What the other run (bob, every answer wrong) leaves in the shared file.
    let bobs = try QuizSession.sheetYAML(
        quiz: "race", learner: "bob", language: .en,
        answers: [
            (QuestionReference(lesson: "shown", question: "q1"), "97", 1),
            (QuestionReference(lesson: "shown", question: "q2"), "98", 1),
        ])
    var left = ["2", "2"]
    let output = BufferOutput()
    let session = QuizSession(
        quiz: quiz, library: library, grader: grader,
        input: PipedLineSource(output: output) { left.isEmpty ? nil : left.removeFirst() }, output: output,
        errors: BufferOutput(), language: .en, style: TextStyle(colored: false), learner: "ann")
    var saves = 0
    session.didSave = { path in
        saves += 1
        try? bobs.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let status = session.run(sheetPath: sheet.path)
    // The hook ran after the last save too: the file held bob's sheet when ann's was graded.
    #expect(saves >= 3)
    #expect(try String(contentsOf: sheet, encoding: .utf8).contains("learner: \"bob\""))
    // The sheet's path is printed and is random: it may hold "97" or "98" itself.
    let shown = output.text.replacingOccurrences(of: root.path, with: "ROOT")
    #expect(status == 0, "\(shown)")
    #expect(shown.contains("Score 2/2 (100%)"), "\(shown)")
    #expect(!shown.contains("97") && !shown.contains("98"), "ann was shown bob's answers:\n\(shown)")
}
