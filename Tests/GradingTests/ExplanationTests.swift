import Grading
import Lessons
import Simulator
import TestSupport
import Testing

/// Renders one graded answer in every language, for golden files.
private func explain(_ grader: Grader, _ question: String, _ answer: String) throws -> String {
    var text = ""
    for language in Language.allCases {
        let verdict = try #require(
            try grader.grade(QuestionReference(lesson: "tap", question: question), answer: answer, language: language))
        text +=
            "[\(language.rawValue)] \(GradingStrings.outcome(verdict.outcome, language)): \(answer.replacingOccurrences(of: "\n", with: "; "))\n"
        text += ExplanationRenderer.lines(verdict.explanation, language: language).joined(separator: "\n") + "\n\n"
    }
    return text
}

/// A missed call is explained with its causal chain back to the scenario line (fact 5:
/// `setNeedsLayout` marks the receiver and the commit lays it out; source: Docs).
@Test func missedCallShowsCausalChain() throws {
    let (grader, _) = try fixtureGrader()
    let verdict = try #require(
        try grader.grade(QuestionReference(lesson: "tap", question: "who"), answer: "a2.setNeedsLayout", language: .en))
    #expect(verdict.outcome == .incorrect)
    #expect(
        verdict.explanation.findings.first
            == .missed(
                call: "a2.layoutSubviews",
                chain: [
                    ChainLink(text: "a2.layoutSubviews"), ChainLink(text: "commit #2", commit: 2),
                    ChainLink(text: "a2.setNeedsLayout()", line: 18),
                ]))
    expectGolden(try explain(grader, "who", "a2.setNeedsLayout"), "explanations/missed.txt")
}

/// A named call that did not happen is explained by the dirty set at the commit (fact 6:
/// `setNeedsLayout` does not mark ancestors, so a1 was not dirty; source: CA impl, seed 000).
@Test func extraCallShowsWhyItDidNotHappen() throws {
    let (grader, _) = try fixtureGrader()
    let verdict = try #require(
        try grader.grade(
            QuestionReference(lesson: "tap", question: "layout-after-tap"),
            answer: "a1.layoutSubviews, a2.layoutSubviews", language: .en))
    #expect(
        verdict.explanation.findings.contains(
            .extra(call: "a1.layoutSubviews", reason: .notDirty(receiver: "a1", flag: "needsLayout", commit: 2))))
    expectGolden(
        try explain(grader, "layout-after-tap", "a1.layoutSubviews, a2.layoutSubviews"), "explanations/extra.txt")
}

/// A misordered answer names the first position where it differs (fact 3: the passes run
/// at the commit, after the `setNeeds…` call returned; source: TT10856).
@Test func misorderedAnswerShowsFirstDifference() throws {
    let (grader, _) = try fixtureGrader()
    let verdict = try #require(
        try grader.grade(
            QuestionReference(lesson: "tap", question: "tap-sequence"),
            answer: "a2.layoutSubviews -> a2.setNeedsLayout", language: .en))
    #expect(
        verdict.explanation.findings == [
            .firstDifference(position: 1, expected: "a2.setNeedsLayout", answered: "a2.layoutSubviews")
        ])
    expectGolden(
        try explain(grader, "tap-sequence", "a2.layoutSubviews\na2.setNeedsLayout"), "explanations/misordered.txt")
}

/// Choice options are explained by their predicates and the author's feedback; values by the simulator's value.
@Test func optionsValuesAndUnreadableAnswers() throws {
    let (grader, _) = try fixtureGrader()
    var text = try explain(grader, "which-pass", "a, b")
    text += try explain(grader, "ancestors-marked", "yes")
    text += try explain(grader, "a2-frame", "(0, 0, 100, 40)")
    text += try explain(grader, "layout-count", "many")
    text += try explain(grader, "which-pass", "e")
    expectGolden(text, "explanations/values.txt")
}

/// An extra call that ran only before the mark, or never, says so.
@Test func extraReasonsBeforeMarkAndNever() throws {
    let builder = ExplanationBuilder(
        trace: tapTrace(), query: "trace.after(\"tap\").calls(\"layoutSubviews\")", window: afterTapWindow())
    let result = builder.compare(
        expected: ["a2.layoutSubviews"],
        answered: ["a2.layoutSubviews", "a3.layoutSubviews", "a2.draw", "a2.layoutSubviews", "runLoop.runUntilIdle"],
        ordered: false)
    #expect(
        result.findings == [
            .extra(call: "a2.layoutSubviews", reason: .fewerTimes(1)),
            .extra(call: "a3.layoutSubviews", reason: .notDirty(receiver: "a3", flag: "needsLayout", commit: 2)),
            .extra(call: "a2.draw", reason: .notDirty(receiver: "a2", flag: "needsDisplay", commit: 2)),
            .extra(call: "runLoop.runUntilIdle", reason: .onlyBefore(label: "tap")),
        ])
    let plain = ExplanationBuilder(
        trace: tapTrace(), query: "trace.after(\"tap\").calls(\"frobnicate\")", window: afterTapWindow())
    #expect(
        plain.compare(expected: [], answered: ["a2.frobnicate"], ordered: false).findings == [
            .extra(call: "a2.frobnicate", reason: .never)
        ])
    // a2.setNeedsLayout ran after "tap", but a query for layoutSubviews does not select it.
    #expect(
        plain.compare(expected: [], answered: ["a2.setNeedsLayout"], ordered: false).findings == [
            .extra(call: "a2.setNeedsLayout", reason: .notAsked)
        ])
}

/// A pass call caused by its flag still shows the commit it waited for; a simulator-set flag reads
/// as `a1 needsLayout` (fact 7: a size change marks the layer, not a `setNeedsLayout` call;
/// source: UIKit impl `setFrame:`).
@Test func chainShowsCommitAndSimulatorFlags() {
    typealias Event = TraceDigest.Event
    let trace = TraceDigest(
        events: [
            Event(
                seq: 0, time: 0, frame: 0, phase: "event", receiver: "a1", method: "setFrame",
                cause: .source(line: 12, column: 1)),
            Event(
                seq: 1, time: 0, frame: 0, phase: "event", receiver: "a1", method: "layerSetNeedsLayout",
                cause: .event(0), reason: "needsLayout"),
            Event(seq: 2, time: 1, frame: 0, phase: "commit", receiver: "CATransaction", method: "commit", commit: 1),
            Event(
                seq: 3, time: 1, frame: 0, phase: "layout", receiver: "a1", method: "layoutSubviews", cause: .event(1),
                reason: "needsLayout", insideCommit: 2),
        ], commits: [TraceDigest.Commit(number: 1, seq: 2, dirty: ["needsLayout": ["a1"]])])
    let builder = ExplanationBuilder(trace: trace, query: "trace.calls(\"layoutSubviews\")", window: nil)
    let findings = builder.compare(expected: ["a1.layoutSubviews"], answered: [], ordered: true).findings
    guard case .missed(_, let chain) = findings.first else {
        Issue.record("no missed finding")
        return
    }
    #expect(
        ExplanationRenderer.chainText(chain, .en)
            == "a1.layoutSubviews ← commit 1 ← a1 needsLayout ← a1.setFrame() at line 12")
    #expect(
        ExplanationRenderer.chainText(chain, .ko) == "a1.layoutSubviews ← 커밋 1 ← a1 needsLayout ← a1.setFrame() (12행)")
    #expect(
        ExplanationRenderer.chainText(chain, .zh)
            == "a1.layoutSubviews ← 第 1 次提交 ← a1 needsLayout ← a1.setFrame()（第 12 行）")
}

/// A call that ran after the question's end mark is explained as "later", not as "never"
/// (fact 21: `layoutIfNeeded()` lays out the receiver's subtree now; a dirty ancestor
/// waits for the commit; source: UIKit impl `layoutBelowIfNeeded`).
@Test func extraCallThatRanLater() {
    typealias Event = TraceDigest.Event
    let trace = TraceDigest(
        events: [
            Event(seq: 0, time: 0, frame: 0, phase: "event", receiver: "trace", method: "mark", mark: "go"),
            Event(
                seq: 1, time: 0, frame: 0, phase: "event", receiver: "a1", method: "layoutIfNeeded",
                cause: .source(line: 5, column: 1)),
            Event(
                seq: 2, time: 0, frame: 0, phase: "layout", receiver: "a2", method: "layoutSubviews", cause: .event(1)),
            Event(seq: 3, time: 0, frame: 0, phase: "event", receiver: "trace", method: "mark", mark: "after"),
            Event(seq: 4, time: 1, frame: 0, phase: "commit", receiver: "CATransaction", method: "commit", commit: 1),
            Event(
                seq: 5, time: 1, frame: 0, phase: "layout", receiver: "vc.view", method: "layoutSubviews",
                cause: .event(4), insideCommit: 4),
        ], commits: [TraceDigest.Commit(number: 1, seq: 4, dirty: ["needsLayout": ["vc.view"]])])
    let builder = ExplanationBuilder(
        trace: trace, query: "trace.between(\"go\", \"after\").calls(\"layoutSubviews\")",
        window: TraceWindow(afterLabel: "go", beforeLabel: "after", range: 1..<3))
    let findings = builder.compare(
        expected: ["a2.layoutSubviews"], answered: ["vc.view.layoutSubviews", "a2.layoutSubviews"], ordered: true
    ).findings
    #expect(findings.first == .extra(call: "vc.view.layoutSubviews", reason: .onlyAfter(label: "after")))
    #expect(
        ExplanationRenderer.sentence(findings[0], .ko)
            == "일어나지 않은 호출: vc.view.layoutSubviews — \"after\" 지점 이후에야, 즉 나중에 호출됐어요")
}
