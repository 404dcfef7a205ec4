import Foundation
import Grading
import Lessons
import Simulator
import TestSupport
import Testing

@testable import Tutor

/// A scenario engine for testing the adapter alone: every scenario "ran" with a small trace
/// and answers queries from a table. The real engine runs the simulator; this one lets the
/// tutor's mapping of lessons and verdicts be tested without it.
private final class TableRecord: ScenarioRecord {
    let values: [String: SimulatedValue]
    let failure: LessonDiagnostic? = nil
    let raised: String? = nil
    let trace = TraceDigest(
        events: [
            .init(seq: 1, time: 0, frame: 1, phase: "event", receiver: "trace", method: "mark", mark: "tap"),
            .init(
                seq: 2, time: 0, frame: 1, phase: "event", receiver: "a2", method: "setNeedsLayout",
                cause: .source(line: 18, column: 7)),
            .init(seq: 3, time: 0, frame: 1, phase: "event", receiver: "trace", method: "mark", mark: "returned"),
            .init(seq: 4, time: 1, frame: 1, phase: "commit", receiver: "CATransaction", method: "commit", commit: 1),
            .init(
                seq: 5, time: 1, frame: 1, phase: "layout", receiver: "a1", method: "layoutSublayers", cause: .event(4),
                reason: "descendantNeedsLayout"),
            .init(
                seq: 6, time: 1, frame: 1, phase: "layout", receiver: "a2", method: "layoutSubviews", cause: .event(5),
                reason: "needsLayout"),
        ],
        commits: [.init(number: 1, seq: 4, dirty: ["needsLayout": ["a2"]])])

    init(values: [String: SimulatedValue]) { self.values = values }

    func evaluate(_ query: Query) throws(LessonDiagnostic) -> SimulatedValue {
        guard let value = values[query.text] else {
            throw LessonDiagnostic("no value for '\(query.text)' in the test table", at: query.position)
        }
        return value
    }

    /// The window each query of the table answered from, over `trace`, as the interpreter
    /// would report it: the moment a question is about starts at its window's mark.
    func window(of query: Query) -> TraceWindow? {
        let afterTap = TraceWindow(afterLabel: "tap", range: 1..<6)
        let windows: [String: TraceWindow] = [
            #"trace.between("tap", "returned").contains("a2.layoutSubviews")"#: TraceWindow(
                afterLabel: "tap", beforeLabel: "returned", range: 1..<2),
            #"trace.after("returned").contains("a2.layoutSubviews")"#: TraceWindow(
                afterLabel: "returned", range: 3..<6),
        ]
        return windows[query.text] ?? (query.text.hasPrefix(#"trace.after("tap")"#) ? afterTap : nil)
    }
}

private struct TableEngine: ScenarioEngine {
    let values: [String: SimulatedValue]
    func run(_ scenario: LessonScenario) -> any ScenarioRecord { TableRecord(values: values) }
}

private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

private let table: [String: SimulatedValue] = [
    #"trace.after("tap").calls("layoutSubviews")"#: .list([.string("a2.layoutSubviews")]),
    #"trace.after("tap").contains("a1.setNeedsLayout")"#: .bool(false),
    #"trace.between("tap", "returned").contains("a2.layoutSubviews")"#: .bool(false),
    #"trace.after("returned").contains("a2.layoutSubviews")"#: .bool(true),
    #"trace.after("tap").contains("a1.layoutSubviews")"#: .bool(false),
    #"trace.after("tap").contains("a3.layoutSubviews")"#: .bool(false),
]

/// The shipped first lesson loads into the study session: titles, reading, prompts, options,
/// hints and scenario code in each language, and the grader's verdicts become ✓/✗ with the
/// trace-based explanation and the author's.
@Test func shippedLessonThroughTheAdapter() throws {
    let (course, _) = LessonCourse.load(root: repositoryRoot, engine: TableEngine(values: table), sandbox: nil)
    let lesson = try #require(course.lessons.first)
    #expect(lesson.id == "dirty-flags")
    #expect(lesson.title(in: .ko) == "더티 플래그와 세 가지 패스")
    #expect(lesson.sections(in: .zh).count == lesson.sections(in: .en).count)
    let first = lesson.questions[0]
    #expect(first.kind == .order)
    #expect(first.scenario?.name == "tap-a2")
    #expect(first.scenario?.source.contains("a2.setNeedsLayout()") == true)
    // Tab completes what the scenario declares, never what ran (this engine knows no types;
    // `completionOffersEveryViewsMethods` checks the real one): its names, and its own class
    // with the methods the class body declares.
    #expect(first.completionWords == ["Card", "Card.layoutSubviews", "vc", "a1", "a2", "a3"])
    #expect(first.moment == .mark("tap"))
    #expect(first.answerForm == .callsInOrder)
    // The pictures come from running the scenario on the simulator itself (nested calls,
    // the window after "tap"), not from the grading engine used here. Before an answer the
    // trace stops at the mark.
    let rows = first.traceRows(answered: true)
    #expect(rows.first?.call == "a2.setNeedsLayout()")
    #expect(rows.first?.sourceLine == first.scenarioFirstLine + 17)
    #expect(rows.contains { $0.call == "a2.layoutSubviews()" && $0.phase == "layout" })
    #expect(!rows.contains { $0.call == "a1.layoutSubviews()" })
    let setUp = first.traceRows(answered: false)
    #expect(!setUp.isEmpty)
    #expect(!setUp.contains { $0.call == "a2.setNeedsLayout()" })
    // The tree at the mark: a2 has not been laid out by the tapped turn yet, but was by the
    // first frame (Card's layoutSubviews gives it the card's width).
    #expect(first.viewTree()?.render().contains("a2 (0, 0, 390, 44)") == true)
    #expect(first.grade("a2.layoutSubviews()", in: .en) == .correct(explanation: first.gradeExplanation(.en)))
    #expect(first.revealed(in: .en)?.answer == "a2.layoutSubviews")
    guard case .incorrect(let mismatch, _, _) = first.grade("a1.layoutSubviews, a2.layoutSubviews", in: .en) else {
        Issue.record("expected a wrong answer")
        return
    }
    #expect(!mismatch.isEmpty)
    guard case .unreadable = lesson.questions[1].grade("perhaps", in: .en) else {
        Issue.record("expected an unreadable answer")
        return
    }
    let choice = lesson.questions[2]
    #expect(choice.options(in: .en).map(\.letter) == ["a", "b", "c", "d"])
    #expect(choice.options(in: .ko).allSatisfy { !$0.label.isEmpty && $0.label != $0.letter })
}

/// A piped session over the shipped lesson, in Korean, pinned as a golden transcript. The course
/// holds lesson 1 alone (copied into a temporary root), so the golden changes with lesson 1's
/// text, not with every lesson another author adds to the course.
@Test func shippedLessonPipedSessionInKorean() throws {
    let course = try lessonOneCourse()
    let (store, _, _) = try ProgressStore.open(folder: temporaryFolder())
    let result = pipedSession(
        ["1", ":skip", ":hint", "a2.layoutSubviews", "예", ":reveal", "b", ":quit"], language: .ko, store: store,
        course: course
    ) { $0.runHome() }
    expectGolden(result.transcript, "lesson01-table-ko.txt")
    #expect(result.progress.question(lesson: "dirty-flags", question: "layout-after-tap")?.lastCorrect == true)
    #expect(result.progress.question(lesson: "dirty-flags", question: "ancestors-marked")?.lastCorrect == false)
    #expect(result.progress.question(lesson: "dirty-flags", question: "when-layout-runs")?.lastCorrect == true)
}

extension StudyQuestion {
    /// The author's explanation as the adapter passes it on for a right answer.
    func gradeExplanation(_ language: Language) -> String? {
        guard case .correct(let explanation) = grade("a2.layoutSubviews", in: language) else { return nil }
        return explanation
    }
}

/// With the real engine, Tab offers every view's methods — a3.layoutSubviews as much as
/// a2.layoutSubviews, though only a2's ran — so completion never tells what happened.
@Test func completionOffersEveryViewsMethods() throws {
    let (course, _) = LessonCourse.load(root: repositoryRoot, engine: ScenarioLanguageEngine(), sandbox: nil)
    let question = try #require(course.lessons.first?.questions.first { $0.scenario?.name == "tap-a2" })
    let words = question.completionWords
    #expect(words.contains("a2.layoutSubviews"))
    #expect(words.contains("a3.layoutSubviews"))
    #expect(words.contains("a3.setNeedsDisplay"))
}

/// Tab offers only what a scenario declares and the methods its types have, never what the
/// run did: across every shipped question, no word names a receiver only the trace knows
/// (`CATransaction.commit`, which a previous build offered), and a view's words are the same
/// whether or not the run called them (`a3.setNeedsLayout` though only a2 was marked).
@Test func completionNeverOffersWhatHappened() throws {
    let (course, _) = LessonCourse.load(root: repositoryRoot, engine: ScenarioLanguageEngine(), sandbox: nil)
    var checked = 0
    for lesson in course.lessons {
        for question in lesson.questions {
            guard let source = question.scenario?.source else { continue }
            // The scenario's own names, and the prelude's window (a view answers name).
            let declared = Set(DeclaredNames.names(in: source)).union(["window"])
            for word in question.completionWords {
                let receiver = word.split(separator: ".").first.map(String.init) ?? word
                #expect(
                    declared.contains(receiver) || MetaCommand.allCases.contains { $0.spelling == word },
                    "\(lesson.id)/\(question.id) offers \(word), which the scenario does not declare")
            }
            checked += 1
        }
    }
    #expect(checked > 100)
    let first = try #require(course.lessons.first?.questions.first { $0.scenario?.name == "tap-a2" })
    #expect(first.completionWords.contains("a3.setNeedsLayout") && first.completionWords.contains("a1.setNeedsLayout"))
    #expect(!first.completionWords.contains { $0.hasPrefix("CATransaction") })
}

/// The zh hint line: "提示：" takes no space after its full-width colon (docs/reviews/zh.md,
/// rule 2), while "Hint:" keeps one.
@Test func hintHeadingSpacingFollowsItsColon() throws {
    let course = try lessonOneCourse()
    for (language, heading, gap) in [(Language.zh, "提示：", ""), (.en, "Hint:", " ")] {
        let (store, _, _) = try ProgressStore.open(folder: temporaryFolder())
        let result = pipedSession(["1", ":skip", ":hint", ":quit"], language: language, store: store, course: course) {
            $0.runHome()
        }
        let line = try #require(
            result.transcript.split(separator: "\n").first { $0.hasPrefix(heading) }, "\(language): no hint line")
        #expect(
            line.dropFirst(heading.count).hasPrefix(gap) && !line.dropFirst(heading.count + gap.count).hasPrefix(" "),
            "\(line)")
    }
}

/// A course of the shipped lesson 1 alone (copied into a temporary root, so the transcripts
/// change with lesson 1's text only), answered from the table engine.
private func lessonOneCourse() throws -> StudyCourse {
    TerminalText.prepareLocale()
    let root = temporaryFolder()
    try FileManager.default.createDirectory(
        at: root.appendingPathComponent("lessons"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
        at: repositoryRoot.appendingPathComponent("lessons/01-dirty-flags"),
        to: root.appendingPathComponent("lessons/01-dirty-flags"))
    return LessonCourse.load(root: root, engine: TableEngine(values: table), sandbox: nil).0
}
