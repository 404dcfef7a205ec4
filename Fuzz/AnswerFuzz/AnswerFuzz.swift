// libFuzzer entry point for grading: the answer-sheet reader, the answer parser for every
// question kind of the shipped lessons, the grader and explanations, and all four report
// writers. Built only with LAYOUTLAB_FUZZ=1 (see docs/fuzzing.md). Run it from the repository
// root: it loads ./lessons and ./quizzes once.
import Foundation
import Grading
import Lessons

let library = LessonLibrary.load(paths: ["lessons", "quizzes"])
// libFuzzer calls the entry point on one thread; the grader caches scenario runs across inputs.
nonisolated(unsafe) let grader = Grader(library: library, engine: ScenarioLanguageEngine())
/// A fixed moment, so JUnit's timestamp is the same for every input.
let context = ReportContext(timestamp: Date(timeIntervalSince1970: 1_785_000_000))
/// One question of every kind (order, yes/no, choice, count, set, frame, number…).
let questions: [(Lesson, Question)] = {
    var seen: Set<QuestionKind> = []
    var picked: [(Lesson, Question)] = []
    for lesson in library.lessons {
        for question in lesson.questions where !seen.contains(question.kind) {
            seen.insert(question.kind)
            picked.append((lesson, question))
        }
    }
    return picked
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func answerFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    // The input as an answer to a question of every kind.
    var verdicts: [Verdict] = []
    for (lesson, question) in questions {
        _ = AnswerParser.parse(text, for: question)
        if let verdict = try? grader.grade(question: question, in: lesson, answer: text, language: .en) {
            verdicts.append(verdict)
        }
    }
    // The input as an answer sheet, graded against each quiz it could answer.
    var results = [SheetResult(file: "fuzz\u{1B}.yaml", quiz: "q", title: text, learner: text, language: .ko,
                               verdicts: verdicts, passPercent: 70)]
    if let root = try? YAMLLoader.load(text, file: "sheet.yaml"), let sheet = try? AnswerSheet.read(root),
        let quiz = library.quiz(sheet.quiz),
        let result = try? SheetResult.grade(sheet, quiz: quiz, grader: grader, language: sheet.language ?? .en) {
        results.append(result)
    }
    for format in ReportFormat.allCases {
        _ = format.render(results, context: context)
    }
    return 0
}
