import Foundation
import Grading
import Lessons
import Simulator
import Testing

/// Issue 30: the part of the trace a question looks at is the window its query answered from,
/// as the interpreter worked it out, not one read again from the query's text. Explanations
/// and the tutor's trace pictures (`Grader.traceWindow`) use it.
@Suite struct QueryWindowTests {
    static let scenario = """
        let vc = UIViewController()
        let a1 = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 120))
        let a2 = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        vc.view.addSubview(a1)
        vc.view.addSubview(a2)
        window.rootViewController = vc
        runLoop.runUntilIdle()
        trace.mark("first")
        a1.setNeedsLayout()
        runLoop.runOnce()
        trace.mark("second")
        a2.setNeedsLayout()
        runLoop.runOnce()
        """

    /// A lesson over `scenario` with the questions `chained` (two `after`s), `missing` (a mark
    /// the scenario never sets) and `between`, loaded from a temporary folder.
    static func grader() throws -> (Grader, Lesson) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "query-window-\(UUID().uuidString)/01-probe")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let code = scenario.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
        let lessonYAML = """
            id: probe
            order: 1
            languages: [en]
            scenarios:
              two-marks:
                code: |
            \(code)
            questions:
              - id: chained
                scenario: two-marks
                kind: order
                basis: observed
                source: "a test fixture"
                expect: trace.after("first").after("second").calls("layoutSubviews")
              - id: missing
                scenario: two-marks
                kind: count
                basis: observed
                source: "a test fixture"
                expect: trace.after("third").count("layoutSubviews")
              - id: between
                scenario: two-marks
                kind: yesno
                basis: observed
                source: "a test fixture"
                expect: trace.between("first", "second").contains("a1.layoutSubviews")

            """
        let english = """
            title: Two marks
            sections:
              - title: Marks
                body: |
                  A mark names a moment.
            questions:
              chained:
                prompt: List every layoutSubviews call after "second", in order.
              missing:
                prompt: How many layoutSubviews calls run after "third"?
              between:
                prompt: Is a1 laid out between "first" and "second"?

            """
        try lessonYAML.write(to: folder.appendingPathComponent("lesson.yaml"), atomically: true, encoding: .utf8)
        try english.write(to: folder.appendingPathComponent("en.yaml"), atomically: true, encoding: .utf8)
        let library = LessonLibrary.load(paths: [folder.deletingLastPathComponent().path])
        #expect(library.diagnostics.isEmpty, "\(library.diagnostics)")
        let lesson = try #require(library.lessons.first)
        return (Grader(library: library, engine: ScenarioLanguageEngine()), lesson)
    }

    /// The index of the mark `label` in the run's trace.
    static func markIndex(_ label: String, in grader: Grader, _ lesson: Lesson) throws -> Int {
        let question = try #require(lesson.questions.first)
        let trace = try grader.expectedAnswer(for: question, in: lesson).record.trace
        return try #require(trace.events.firstIndex { $0.mark == label })
    }

    /// `after("first").after("second")` looks after `second`: a1's layout ran before it, and
    /// the explanation says a1 was not dirty there and shows the events after `second` (it
    /// showed those after `first` and called a1's layout "not what the question asks about").
    @Test func aChainedAfterExplainsFromTheLastMark() throws {
        let (grader, lesson) = try Self.grader()
        let verdict = try #require(
            try grader.grade(
                QuestionReference(lesson: "probe", question: "chained"), answer: "a1.layoutSubviews, a2.layoutSubviews",
                language: .en))
        #expect(verdict.outcome == .incorrect)
        #expect(verdict.explanation.windowLabel == "second")
        // a1 was laid out, but before "second": not dirty at the commit after it (the window
        // after "first" held that layout, and called it "not what the question asks about").
        let reasons = verdict.explanation.findings.compactMap { finding -> ExtraReason? in
            if case .extra("a1.layoutSubviews", let reason) = finding { return reason } else { return nil }
        }
        guard case .notDirty(receiver: "a1", flag: "needsLayout", _)? = reasons.first else {
            Issue.record("a1.layoutSubviews is explained as \(reasons)")
            return
        }
        let second = try Self.markIndex("second", in: grader, lesson)
        #expect(
            verdict.explanation.slice.allSatisfy { $0.seq > second + 1 }, "\(verdict.explanation.slice.map(\.call))")
        let question = try #require(lesson.questions.first { $0.id == "chained" })
        let window = try #require(grader.traceWindow(of: question, in: lesson))
        #expect(window.afterLabel == "second" && window.range.lowerBound == second + 1)
    }

    /// A mark the run never set: the query answered from nothing (0), so the explanation counts
    /// no calls and shows no events, and the tutor's window is empty. Both took the whole
    /// trace: "called 0 times", then six `Counted: ….layoutSubviews` from before any mark.
    @Test func aMissingMarkIsTheEmptyWindowTheQueryUsed() throws {
        let (grader, lesson) = try Self.grader()
        let verdict = try #require(
            try grader.grade(QuestionReference(lesson: "probe", question: "missing"), answer: "2", language: .en))
        #expect(verdict.outcome == .incorrect)
        #expect(verdict.expected == "0")
        let counted = verdict.explanation.findings.filter {
            if case .counted = $0 { return true } else { return false }
        }
        #expect(counted.isEmpty, "\(counted)")
        #expect(verdict.explanation.slice.isEmpty, "\(verdict.explanation.slice.map(\.call))")
        let question = try #require(lesson.questions.first { $0.id == "missing" })
        let window = try #require(grader.traceWindow(of: question, in: lesson))
        #expect(window.range.isEmpty)
        #expect(window.afterLabel == "third")
    }

    /// `between` is after its first mark and before its second, as the trace query cut it.
    @Test func betweenIsBothMarks() throws {
        let (grader, lesson) = try Self.grader()
        let question = try #require(lesson.questions.first { $0.id == "between" })
        let window = try #require(grader.traceWindow(of: question, in: lesson))
        let first = try Self.markIndex("first", in: grader, lesson)
        let second = try Self.markIndex("second", in: grader, lesson)
        #expect(window == TraceWindow(afterLabel: "first", beforeLabel: "second", range: (first + 1)..<second))
    }

    /// A choice question's window holds every option's window.
    @Test func severalWindowsAreHeldByOne() {
        let windows = [
            TraceWindow(afterLabel: "tap", beforeLabel: "x", range: 7..<9),
            TraceWindow(afterLabel: "tap", range: 7..<12),
        ]
        #expect(TraceWindow(holding: windows) == TraceWindow(afterLabel: "tap", range: 7..<12))
        #expect(TraceWindow(holding: []) == nil)
    }
}
