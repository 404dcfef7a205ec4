import Foundation
import Grading
import Lessons
import Testing

@testable import Tutor

/// The set-up's `:trace` rows before an answer come from grading's own run when it is kept
/// (`layoutlab check` keeps a lesson's runs while it checks the lesson): they must be the rows
/// a fresh run draws, for every shipped question and variant, though grading has evaluated
/// the question's queries on that run since.
@Test func setUpRowsFromTheGradedRunAreAFreshRunsRows() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let library = LessonLibrary.load(paths: [repository.appendingPathComponent("lessons").path])
    var compared = 0
    for lesson in library.lessons {
        // One grader keeps its runs (the answers evaluated on them); the other has run nothing,
        // so its adapter runs the scenario afresh.
        let graded = Grader(library: library, engine: ScenarioLanguageEngine())
        let fresh = Grader(library: library, engine: ScenarioLanguageEngine())
        for question in lesson.questions {
            for variant in 1...lesson.variantCount(of: question) {
                guard (try? graded.expectedAnswer(for: question, in: lesson, variant: variant)) != nil else {
                    continue
                }
                let kept = QuestionAdapter(question: question, lesson: lesson, grader: graded, variant: variant)
                #expect(graded.keptRun(of: question, in: lesson, variant: kept.variant) != nil)
                let again = QuestionAdapter(question: question, lesson: lesson, grader: fresh, variant: variant)
                #expect(
                    kept.traceRows(answered: false) == again.traceRows(answered: false),
                    "\(lesson.id)/\(question.id) variant \(variant)")
                compared += 1
            }
        }
        graded.release(lesson)
    }
    #expect(compared > 300)
}
