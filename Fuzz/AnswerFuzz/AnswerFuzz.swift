// libFuzzer entry point for grading: the answer-sheet reader, the answer parser for every
// question kind of the shipped lessons, the grader and explanations, and all six report
// writers. Built only with LAYOUTLAB_FUZZ=1 (see docs/fuzzing.md). Run it from the repository
// root: it loads ./lessons and ./quizzes once.
//
// Cheap per input, so a run reaches 10⁶ inputs: the input's first byte picks which question
// (one of every kind) the input answers and which report format renders the results; every
// scenario the questions and quizzes ask about (all variants) runs once, at start-up.
import Foundation
import Grading
import Lessons

let library = LessonLibrary.load(paths: ["lessons", "quizzes"])
// libFuzzer calls the entry point on one thread; the grader caches scenario runs across inputs.
// Held in a variable the process's exit clears (see `warmed`): LeakSanitizer's check at exit
// then sees only what dropping every cached run did not free. While the grader holds its runs,
// LeakSanitizer reports their syntax trees as unreachable (it does not follow the tagged
// pointers Swift keeps in enum payloads), which hid any real leak among them.
nonisolated(unsafe) var heldGrader: Grader? = Grader(library: library, engine: ScenarioLanguageEngine())
var grader: Grader { heldGrader ?? Grader(library: library, engine: ScenarioLanguageEngine()) }
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
let formats = ReportFormat.allCases
/// Every question a sheet can reach (the picked ones and every quiz's), every variant, run once
/// here: an input then only parses, grades and renders.
let warmed: Int = {
    // Runs before LeakSanitizer's own exit check, which was registered at start-up (atexit
    // handlers run last-registered first).
    atexit { heldGrader = nil }
    var runs = 0
    var asked = questions
    for quiz in library.quizzes {
        for (reference, _) in quiz.questions {
            if let (lesson, question) = library.resolve(reference) { asked.append((lesson, question)) }
        }
    }
    for (lesson, question) in asked {
        for variant in 1...lesson.variantCount(of: question) {
            _ = try? grader.expectedAnswer(for: question, in: lesson, variant: variant)
            runs += 1
        }
    }
    return runs
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func answerFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    _ = warmed
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let text = String(decoding: bytes, as: UTF8.self)
    let selector = Int(bytes.first ?? 0)
    // The whole input (first byte included) as an answer to the question the first byte picks.
    let (lesson, question) = questions[selector % questions.count]
    var verdicts: [Verdict] = []
    _ = AnswerParser.parse(text, for: question)
    if let verdict = try? grader.grade(question: question, in: lesson, answer: text, language: .en) {
        verdicts.append(verdict)
    }
    // The input as an answer sheet, graded against the quiz it names.
    var results = [
        SheetResult(
            file: "fuzz\u{1B}.yaml", quiz: "q", title: text, learner: text, language: .ko,
            verdicts: verdicts, passPercent: 70)
    ]
    if let root = try? YAMLLoader.load(text, file: "sheet.yaml"), let sheet = try? AnswerSheet.read(root),
        let quiz = library.quiz(sheet.quiz)
    {
        do throws(LessonDiagnostic) {
            results.append(try SheetResult.grade(sheet, quiz: quiz, grader: grader, language: sheet.language ?? .en))
        } catch {
            results.append(.broken(file: "sheet.yaml", learner: sheet.learner, quiz: quiz.id, error: error))
        }
    }
    _ = formats[(selector / questions.count) % formats.count].render(results, context: context)
    return 0
}
