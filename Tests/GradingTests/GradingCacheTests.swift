import Foundation
import Testing

@testable import Grading
@testable import Lessons

/// Grading keeps what does not depend on the answer (the substituted question and text, the
/// simulator's answer as shown, the trace window, the facts an explanation states, each query's
/// value): a verdict must not depend on what the grader graded before it.
@Suite struct GradingCacheTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every sample answer (right and wrong) of shipped lessons that together ask every kind,
    /// in ko, zh and en, graded by one grader in order and by another in reverse order: the
    /// same verdicts and explanations, so no cached part leaks from one answer into the next.
    @Test func verdictsDoNotDependOnWhatWasGradedBefore() throws {
        let library = LessonLibrary.load(paths: [Self.repository.appendingPathComponent("lessons").path])
        var kinds: Set<QuestionKind> = []
        var lessons: [Lesson] = []
        for lesson in library.lessons where !Set(lesson.questions.map(\.kind)).isSubset(of: kinds) {
            kinds.formUnion(lesson.questions.map(\.kind))
            lessons.append(lesson)
        }
        #expect(kinds == Set(QuestionKind.allCases))
        var cases: [(Lesson, Question, String, Language, Int)] = []
        for lesson in lessons {
            for question in lesson.questions {
                for sample in question.samples {
                    for language in Language.allCases {
                        cases.append((lesson, question, sample.text, language, lesson.variantCount(of: question)))
                    }
                }
                // Something unreadable and something empty too.
                cases.append((lesson, question, "zzz.notAMethod ->", .ko, 1))
                cases.append((lesson, question, "  ", .en, 1))
            }
        }
        #expect(cases.count > 150)
        func grade(_ grader: Grader, _ item: (Lesson, Question, String, Language, Int)) -> String {
            let (lesson, question, answer, language, variant) = item
            do {
                let verdict = try grader.grade(
                    question: question, in: lesson, answer: answer, language: language, variant: variant)
                return
                    "\(verdict.outcome) \(verdict.earned) \(verdict.score) \(verdict.expected) \(verdict.variant) \(verdict.simulatedTime)\n"
                    + ExplanationRenderer.lines(verdict.explanation, language: language).joined(separator: "\n")
            } catch {
                return "error: \(error)"
            }
        }
        let forward = Grader(library: library, engine: ScenarioLanguageEngine())
        let backward = Grader(library: library, engine: ScenarioLanguageEngine())
        let first = cases.map { grade(forward, $0) }
        let reversed = Array(cases.reversed().map { grade(backward, $0) }.reversed())
        let again = cases.map { grade(forward, $0) }
        for index in cases.indices where first[index] != reversed[index] || first[index] != again[index] {
            Issue.record(
                "\(cases[index].0.id)/\(cases[index].1.id) \(cases[index].2) [\(cases[index].3)]:\n\(first[index])\n≠\n\(reversed[index])"
            )
        }
    }

    /// The record keeps each query's value, and its error too: a query that fails fails the
    /// same way every time it is asked.
    @Test func queryValuesAndErrorsAreKeptPerRecord() throws {
        let scenario = LessonScenario(
            id: "s", position: FilePosition(file: "l.yaml", line: 1, column: 1),
            code: "let v = UIView()\nv.setNeedsLayout()\n",
            codePosition: FilePosition(file: "l.yaml", line: 2, column: 5))
        let record = ScenarioLanguageEngine().run(scenario)
        let count = Query("trace.count(\"setNeedsLayout\")", at: FilePosition(file: "l.yaml", line: 9, column: 3))
        #expect(try record.evaluate(count) == .int(1))
        #expect(try record.evaluate(count) == .int(1))
        let broken = Query("trace.nope", at: FilePosition(file: "l.yaml", line: 10, column: 3))
        var messages: [String] = []
        for _ in 0..<2 {
            do {
                _ = try record.evaluate(broken)
            } catch {
                messages.append(error.description)
            }
        }
        #expect(messages.count == 2 && messages[0] == messages[1] && messages[0].contains("l.yaml:10:"))
    }
}
