import Foundation
import Grading
import Lessons

@testable import Tutor

/// A small course for driving the session in tests, independent of the lesson files: its
/// questions grade by comparing with a fixed answer, which is all the REPL needs to be tested.
struct FixtureQuestion: StudyQuestion {
    let id: String
    let kind: QuestionKind
    var unit: String? = nil
    let prompts: [Language: String]
    var optionLabels: [(String, [Language: String])] = []
    var hints: [Language: String] = [:]
    var scenario: (name: String, source: String)? = nil
    var rows: [TraceRow] = []
    var completionWords: [String] = []
    var moment: QuestionMoment = .start
    /// Accepted answers, compared after lowercasing and removing spaces and `()`.
    let right: Set<String>
    /// Answers that are readable; anything else is unreadable.
    let readable: (String) -> Bool
    /// How many variants the question has; the prompt names the one shown.
    var variants = 1
    /// The variant shown.
    var shownVariant = 1
    /// The question whose prompt this one's follows on from (`after:`).
    var follows: String? = nil

    var variantCount: Int { variants }
    var variant: Int { shownVariant }
    func inVariant(_ number: Int) -> any StudyQuestion {
        var copy = self
        copy.shownVariant = number
        return copy
    }

    func prompt(in language: Language) -> String {
        let text = prompts[language] ?? prompts[.en] ?? ""
        return variants > 1 ? text + " [variant \(shownVariant)]" : text
    }
    func options(in language: Language) -> [StudyOption] {
        optionLabels.map { StudyOption(letter: $0.0, label: $0.1[language] ?? $0.1[.en] ?? "") }
    }
    func hint(in language: Language) -> String? { hints[language] ?? hints[.en] }
    var answerForm: AnswerForm { AnswerForm.of(kind: kind) }
    /// Before an answer, the rows of commit 0 (the set-up); after, all of them.
    func traceRows(answered: Bool) -> [TraceRow] { answered ? rows : rows.filter { $0.commit == 0 } }
    func viewTree() -> TreeDiagram? {
        scenario == nil ? nil : TreeDiagram("window (0, 0, 390, 844)", children: [TreeDiagram("a1 (0, 0, 390, 100)")])
    }
    func grade(_ answer: String, in language: Language) -> StudyVerdict {
        let normalized = answer.lowercased().filter { !" ()".contains($0) }
        guard readable(normalized) else { return .unreadable(reason: "expected \(kind.rawValue)") }
        if right.contains(normalized) { return .correct(explanation: "Because the trace says so.") }
        // A list holding one right item among others earns half the credit.
        let items = normalized.split(separator: ",").map(String.init)
        let score = items.count > 1 && items.contains(where: right.contains) ? 0.5 : 0
        return .incorrect(
            mismatch: AnswerMismatch(findings: ["missed: a2.layoutSubviews ← commit 1 ← a2 needsLayout"]),
            explanation: "Only the receiver is marked.", score: score)
    }
    func revealed(in language: Language) -> (answer: String, explanation: String?)? {
        (right.sorted().first ?? "", "Only the receiver is marked.")
    }
}

struct FixtureLesson: StudyLesson {
    let id: String
    let titles: [Language: String]
    let prose: [Language: [String]]
    let questions: [any StudyQuestion]
    func title(in language: Language) -> String { titles[language] ?? titles[.en] ?? id }
    func sections(in language: Language) -> [String] { prose[language] ?? prose[.en] ?? [] }
}

enum FixtureCourse {
    static let scenario = """
        let vc = UIViewController()
        let a1 = UIView(), a2 = UIView()
        vc.view.addSubview(a1); a1.addSubview(a2)
        trace.mark("tap")
        a2.setNeedsLayout()
        runLoop.runOnce()
        """

    static let rows = [
        TraceRow(commit: 0, phase: "event handling", depth: 0, call: "a2.setNeedsLayout()", note: "line 5"),
        TraceRow(commit: 1, phase: "commit", depth: 0, call: "CATransaction.commit()", note: "implicit"),
        TraceRow(commit: 1, phase: "layout", depth: 0, call: "a1.layoutSublayers()", note: "descendant needs layout"),
        TraceRow(commit: 1, phase: "layout", depth: 1, call: "a2.layoutSubviews()", note: "needsLayout"),
        TraceRow(commit: 1, phase: "commit", depth: 0, call: "CATransaction.encodeAndSend()"),
    ]

    static var lessons: [any StudyLesson] {
        [
            FixtureLesson(
                id: "01-dirty-flags",
                titles: [.en: "Dirty flags", .ko: "더티 플래그", .zh: "脏标记"],
                prose: [
                    .en: ["Three flags, three passes.", "setNeedsLayout marks only the receiver."],
                    .ko: ["플래그 셋, 패스 셋.", "setNeedsLayout은 받는 뷰에만 표시를 남깁니다."],
                ],
                questions: [
                    FixtureQuestion(
                        id: "which-layout", kind: .set,
                        prompts: [
                            .en: "After the tap, which views get layoutSubviews?", .ko: "탭 다음에 layoutSubviews를 받는 뷰는?",
                        ],
                        hints: [.en: "Only dirty views are laid out."],
                        scenario: ("tap-a2", scenario), rows: rows,
                        completionWords: ["a1", "a1.layoutSubviews", "a2", "a2.layoutSubviews", "a2.setNeedsLayout"],
                        moment: .mark("tap"),
                        right: ["a2.layoutsubviews"], readable: { $0.contains(".") }),
                    FixtureQuestion(
                        id: "ancestors", kind: .yesno,
                        prompts: [
                            .en: "Does a2.setNeedsLayout() call setNeedsLayout on a1?",
                            .ko: "a2.setNeedsLayout()이 a1의 setNeedsLayout을 부르나요?",
                        ],
                        right: ["no", "아니요"], readable: { ["yes", "no", "예", "아니요"].contains($0) }),
                    FixtureQuestion(
                        id: "when", kind: .choice,
                        prompts: [.en: "When does layoutSubviews run?", .ko: "layoutSubviews는 언제 실행되나요?"],
                        optionLabels: [
                            ("a", [.en: "Inside setNeedsLayout()", .ko: "setNeedsLayout() 안에서"]),
                            ("b", [.en: "At the commit, before the run loop sleeps", .ko: "런루프가 잠들기 전 커밋에서"]),
                        ],
                        right: ["b"], readable: { ["a", "b"].contains($0) }),
                ]),
            FixtureLesson(
                id: "02-layout-pass", titles: [.en: "The layout pass", .ko: "레이아웃 패스"], prose: [.en: ["Top-down."]],
                questions: [
                    FixtureQuestion(
                        id: "count", kind: .count, prompts: [.en: "How many layoutSubviews calls?"], right: ["2"],
                        readable: { Int($0) != nil })
                ]),
        ]
    }

    static var course: StudyCourse { StudyCourse(lessons: lessons, sandbox: nil) }
}

/// A fixed moment, so review dates and "last seen" are the same in every run.
let fixedNow = Date(timeIntervalSince1970: 1_780_000_000)

/// Runs a piped session over `lines` and returns the transcript and the session.
func pipedSession(
    _ lines: [String], language: Language = .en, store: ProgressStore, course: StudyCourse = FixtureCourse.course,
    now: Date = fixedNow, run: (StudySession) -> Int32
) -> (transcript: String, errors: String, status: Int32, progress: LearnerProgress) {
    // Widths of Hangul and Han depend on the C locale (TutorLaunch sets it in the program).
    TerminalText.prepareLocale()
    let output = BufferOutput(), errors = BufferOutput()
    var remaining = lines[...]
    let input = PipedLineSource(output: output) { remaining.popFirst() }
    let session = StudySession(
        course: course, store: store, input: input, output: output, errors: errors, language: language,
        style: TextStyle(colored: false), columns: 72, timeZone: .gmt, now: { now })
    let status = run(session)
    return (output.text, errors.text, status, session.progress)
}

/// A fresh state folder under the temporary directory.
func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
