import Foundation
import Grading
import Lessons
import TestSupport
import Testing

@testable import Tutor

/// A piped session in English: the code shown with each question and its mark, every
/// meta-command, partial credit and a right retry, an unreadable answer (no try used), two
/// wrong tries, `:read` and `:read N`, `:reveal`, the revealed question coming back after the
/// next one, and quitting; pinned as a golden transcript.
@Test func englishPipedSessionTranscript() throws {
    let folder = temporaryFolder()
    let (store, _, _) = try ProgressStore.open(folder: folder)
    let result = pipedSession(
        [
            "", ":skip",  // start lesson 1, skip the reading
            ":help", ":hint", ":code", ":trace", ":hnt", ":frobnicate",
            "a2.layoutSubviews, a1.layoutSubviews",  // half right: partial credit, try again
            "a2.layoutSubviews()",  // right at the second try
            "maybe", "yes", "yes",  // unreadable (no try used), then wrong twice
            ":read", "", ":read 2", ":read 9",  // the lesson again, a section, a bad section
            ":reveal",  // give up: the answer, and the question comes back
            ":lang ko", ":lang xx", "b",  // switch to Korean, right answer
            "no",  // the revealed question again, right
            ":quit",
        ], store: store
    ) { $0.runHome() }
    #expect(result.status == 0)
    expectGolden(result.transcript, "session-en.txt")
    let progress = result.progress
    let first = try #require(progress.question(lesson: "01-dirty-flags", question: "which-layout"))
    #expect(first.lastCorrect)
    #expect(first.answers.map(\.score) == [0.5, 1])
    #expect(first.reviews.map(\.rating) == [.hard])
    let second = try #require(progress.question(lesson: "01-dirty-flags", question: "ancestors"))
    #expect(second.attempts == 3)
    #expect(second.lastCorrect)
    #expect(second.reviews.map(\.rating) == [.again, .good])
    #expect(progress.question(lesson: "01-dirty-flags", question: "when")?.reviews.map(\.rating) == [.good])
    // Saved as it went: a fresh store sees the same.
    let (reopened, movedAside, _) = try ProgressStore.open(folder: folder)
    #expect(movedAside == nil)
    #expect(reopened.progress == progress)
}

/// A Korean session: UI strings and lesson text in Korean, text typed at a reading prompt
/// answered (not taken as "read on"), a Korean yes/no answer, a wrong try then a right one,
/// and the end of piped input (Ctrl-D's equivalent) quitting cleanly.
@Test func koreanPipedSessionTranscript() throws {
    let (store, _, _) = try ProgressStore.open(folder: temporaryFolder())
    let result = pipedSession(
        ["1", "다음", "", "a2.layoutSubviews", "아니요", "a", "b"], language: Language.ko, store: store
    ) { $0.runHome() }
    #expect(result.status == 0)
    expectGolden(result.transcript, "session-ko.txt")
}

/// A second run offers to continue where the learner left off and resumes at the first
/// question not yet answered right, without the reading; a finished lesson says so and
/// offers review or a restart.
@Test func secondRunResumesWhereLeftOff() throws {
    let folder = temporaryFolder()
    let (store, _, _) = try ProgressStore.open(folder: folder)
    _ = pipedSession(["", "", "", "a2.layoutSubviews", ":quit"], store: store) { $0.runHome() }
    let (again, _, _) = try ProgressStore.open(folder: folder)
    let result = pipedSession(["", "no", "b", "", "2", ":lessons", "1", "", ":quit"], store: again) { $0.runHome() }
    expectGolden(result.transcript, "session-resume-en.txt")
    #expect(result.progress.question(lesson: "02-layout-pass", question: "count")?.lastCorrect == true)
}

/// `layoutlab study LESSON` goes straight to the lesson; an unknown lesson is an error (exit 2).
@Test func studyLessonByIdOrNumber() throws {
    let (store, _, _) = try ProgressStore.open(folder: temporaryFolder())
    let direct = pipedSession([":skip", ":quit"], store: store) { $0.runLesson(id: "02") }
    #expect(direct.status == 0)
    #expect(direct.transcript.contains("Lesson 2 · The layout pass"))
    let unknown = pipedSession([], store: store) { $0.runLesson(id: "99-nope") }
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("There is no lesson “99-nope”"))
}

/// Lessons are numbered by their `order:`, not their place: with lessons 2–17 missing, lesson
/// 18 is 18 in the lesson list, its heading, `layoutlab progress` and when typed.
@Test func lessonsAreNumberedByTheirOrder() throws {
    struct Numbered: StudyLesson {
        let id: String
        let number: Int?
        func title(in language: Language) -> String { "Title \(id)" }
        func sections(in language: Language) -> [String] { ["Prose of \(id)."] }
        var questions: [any StudyQuestion] { [] }
    }
    let course = StudyCourse(
        lessons: [Numbered(id: "first", number: 1), Numbered(id: "geometry", number: 18)], sandbox: nil)
    #expect(course.lessonIndex(matching: "18") == 1)
    #expect(course.lessonIndex(matching: "2") == nil)
    let (store, _, _) = try ProgressStore.open(folder: temporaryFolder())
    let home = pipedSession(["18", ":quit"], store: store, course: course) { $0.runHome() }
    #expect(home.transcript.contains("18 │ Title geometry"))
    #expect(home.transcript.contains("Lesson 18 · Title geometry"))
    #expect(!home.transcript.contains("Lesson 2 ·"))
    var progress = LearnerProgress()
    progress.record(lesson: "geometry", question: "q", answer: "a", correct: true, at: fixedNow)
    let report = ProgressReport(
        lessons: [
            .init(id: "first", title: "Title first", questionIDs: [], number: 1),
            .init(id: "geometry", title: "Title geometry", questionIDs: ["q"], number: 18),
        ], progress: progress
    ).render(in: .en, at: fixedNow, timeZone: .gmt)
    #expect(report.contains("18 │ Title geometry"))
}

/// Every settled question comes back in `layoutlab review` when FSRS says it is due:
/// revealed ones after 1 minute (again), right ones after 10 minutes (good); the review
/// says how many are due and of what kind. A fresh state has nothing to review.
@Test func reviewAsksWhatWasAnsweredWrongly() throws {
    let folder = temporaryFolder()
    let (store, _, _) = try ProgressStore.open(folder: folder)
    _ = pipedSession(["", "", "", "a1.layoutSubviews", ":reveal", "yes", ":reveal", "b", ":quit"], store: store) {
        $0.runHome()
    }
    let (again, _, _) = try ProgressStore.open(folder: folder)
    let review = pipedSession(
        ["no", "a2.layoutSubviews", "b", ":quit"], store: again, now: fixedNow.addingTimeInterval(3600)
    ) { $0.runReview() }
    expectGolden(review.transcript, "review-en.txt")
    let entry = try #require(review.progress.question(lesson: "01-dirty-flags", question: "ancestors"))
    #expect(entry.reviews.map(\.rating) == [.again, .good])
    #expect(entry.attempts == 2)
    #expect(entry.card?.state == .learning)
    let (third, _, _) = try ProgressStore.open(folder: folder)
    let nothing = pipedSession([], store: third, now: fixedNow.addingTimeInterval(3660)) { $0.runReview() }
    #expect(nothing.transcript.contains("Nothing is due for review. The next review is on 2026-05-28 21:36 UTC."))
    let fresh = pipedSession([], store: try ProgressStore.open(folder: temporaryFolder()).store) { $0.runReview() }
    #expect(fresh.transcript == "Nothing answered yet, so nothing to review. Start with\n`layoutlab study`.\n")
}

/// Issue 25: a question asked first in review only because a later prompt follows on from it
/// (`after:`) is counted apart in the heading, in every language: neither due (it has a card
/// but is not due) nor new.
@Test func reviewCountsEarlierQuestionsApartFromDueAndNew() throws {
    func yesno(_ id: String, follows: String? = nil) -> FixtureQuestion {
        var question = FixtureQuestion(
            id: id, kind: .yesno, prompts: [.en: "Is \(id) so?"], right: ["yes"],
            readable: { ["yes", "no", "예", "아니요", "是", "否"].contains($0) })
        question.follows = follows
        return question
    }
    let lesson = FixtureLesson(
        id: "01-after", titles: [.en: "After"], prose: [.en: ["Read."]],
        questions: [yesno("a"), yesno("b", follows: "a"), yesno("c"), yesno("d", follows: "c")])
    let course = StudyCourse(lessons: [lesson], sandbox: nil)
    let folder = temporaryFolder()
    let (store, _, _) = try ProgressStore.open(folder: folder)
    let studied = pipedSession(["yes", ":quit"], store: store, course: course) { $0.runLesson(id: "01") }
    #expect(studied.progress.question(lesson: "01-after", question: "a")?.card != nil, "\(studied.transcript)")
    let expected: [(Language, String)] = [
        (
            .en,
            "Review: nothing is due yet; 3 new question(s) from the lessons you have begun, and 1 earlier question(s) they follow."
        ),
        (.ko, "복습: 아직 다시 풀 때가 된 문제는 없고, 시작한 레슨의 새 문제가 3개 있어요. 앞 문제에 이어지는 문제가 있어서, 그 앞 문제 1개도 먼저 나와요."),
        (.zh, "复习：现在还没有到期的题，先做已开始课程中的 3 道新题。有的题接着前一道题问，所以还会先出现 1 道前面的题。"),
    ]
    for (language, heading) in expected {
        let (again, _, _) = try ProgressStore.open(folder: folder)
        let review = pipedSession([":quit"], language: language, store: again, course: course) { $0.runReview() }
        let squeezed = review.transcript.filter { !$0.isWhitespace }
        #expect(squeezed.contains(heading.filter { !$0.isWhitespace }), "\(language):\n\(review.transcript)")
        // The earlier question is asked first: a, then b.
        #expect(review.transcript.contains("Is a so?"), "\(review.transcript)")
    }
}

/// Ctrl-C at a prompt cancels the line only; the question is asked on.
@Test func interruptCancelsTheLineNotTheSession() throws {
    final class Scripted: LineSource {
        var inputs: [LineInput]
        init(_ inputs: [LineInput]) { self.inputs = inputs }
        func readLine(prompt: String) -> LineInput { inputs.isEmpty ? .endOfInput : inputs.removeFirst() }
        func setCompletions(_ words: [String]) {}
    }
    let (store, _, _) = try ProgressStore.open(folder: temporaryFolder())
    let output = BufferOutput()
    let session = StudySession(
        course: FixtureCourse.course, store: store,
        input: Scripted([.line("2"), .interrupted, .line("2"), .interrupted, .endOfInput]),
        output: output, errors: BufferOutput(), language: .en, style: TextStyle(colored: false), now: { fixedNow })
    #expect(session.runHome() == 0)
    #expect(session.progress.question(lesson: "02-layout-pass", question: "count")?.lastCorrect == true)
    #expect(output.text.hasSuffix("Your progress is saved. See you next time.\n"))
}

/// A question whose lesson is broken says so, shows the diagnostic on stderr, counts no
/// attempt, and lets the learner go on.
@Test func brokenLessonIsReportedNotCounted() throws {
    struct Broken: StudyQuestion {
        let id = "broken"
        let kind = QuestionKind.count
        let unit: String? = nil
        func prompt(in language: Language) -> String { "How many?" }
        func options(in language: Language) -> [StudyOption] { [] }
        func hint(in language: Language) -> String? { nil }
        var scenario: (name: String, source: String)? { nil }
        var answerForm: AnswerForm { .count }
        var moment: QuestionMoment { .start }
        func traceRows(answered: Bool) -> [TraceRow] { [] }
        func viewTree() -> TreeDiagram? { nil }
        var completionWords: [String] { [] }
        func revealed(in language: Language) -> (answer: String, explanation: String?)? { nil }
        func grade(_ answer: String, in language: Language) -> StudyVerdict {
            .lessonBroken(diagnostic: "lessons/01/lesson.yaml:12:5: error: unknown method 'layoutSubview'")
        }
    }
    let course = StudyCourse(
        lessons: [FixtureLesson(id: "01", titles: [.en: "One"], prose: [:], questions: [Broken()])], sandbox: nil)
    let (store, _, _) = try ProgressStore.open(folder: temporaryFolder())
    let result = pipedSession(["1", "3", ":skip", ":quit"], store: store, course: course) { $0.runHome() }
    #expect(result.transcript.contains("This question cannot be graded because the lesson has a problem"))
    #expect(result.errors == "lessons/01/lesson.yaml:12:5: error: unknown method 'layoutSubview'\n")
    #expect(result.progress.questions.isEmpty)
}

/// `:run` reads a scenario up to an empty line or `:end`, runs it in the scenario language,
/// and shows its output, or the diagnostic with `:run:line:column` and a caret.
@Test func runSandboxShowsOutputOrDiagnostic() throws {
    let course = StudyCourse(lessons: FixtureCourse.lessons, sandbox: ScenarioLanguageSandbox())
    let (store, _, _) = try ProgressStore.open(folder: temporaryFolder())
    let result = pipedSession(
        [":run", "let x = 2", "print(x + 1)", ":end", ":run", "let y = 1", "y.frobnicate()", "", ":run", "", ":quit"],
        store: store, course: course
    ) { $0.runHome() }
    expectGolden(result.transcript, "session-run-en.txt")
}
