import Grading
import Lessons
import TestSupport
import Testing

/// The `kinds` fixture lesson, graded by the real simulator.
private func kindsGrader() throws -> Grader {
    let root = try #require(goldenPath("kinds"))
    let library = LessonLibrary.load(paths: [root + "/lessons"])
    #expect(library.diagnostics.isEmpty, "\(library.diagnostics)")
    return Grader(library: library, engine: ScenarioLanguageEngine())
}

/// One wrong answer explained in ko, zh and en.
private func explained(_ grader: Grader, _ question: String, _ answer: String) throws -> String {
    var text = ""
    for language in [Language.ko, .zh, .en] {
        let verdict = try #require(
            try grader.grade(QuestionReference(lesson: "kinds", question: question), answer: answer, language: language)
        )
        text += "[\(language.rawValue)] \(GradingStrings.outcome(verdict.outcome, language)): \(answer)\n"
        text += ExplanationRenderer.lines(verdict.explanation, language: language).joined(separator: "\n") + "\n\n"
    }
    return text
}

/// Issue 13 "Explaining": every kind is explained from what the simulator recorded, never by a
/// dump of trace events, and no learner sees query code. Golden per kind, in ko, zh and en.
@Test(arguments: [
    // Fact 36 (16.67 ms budget at 60 Hz; TT10856): 30 ms of layout misses a VSync; the frame,
    // the overrunning phase and its longest call are named.
    ("hitch", "hitch-count", "0"),
    // Fact 37 (offscreen passes: shadow without shadowPath, rounded-corner clip; TT10857).
    ("offscreen", "offscreen-count", "1"),
    // Fact 31 (width × height × scale² × 4 bytes; Docs, WWDC18 219).
    ("backing-store", "chart-bytes", "5000"),
    // Fact 29 (draw(_:) only for views that override it; a plain view has no backing store).
    ("backing-store-none", "plain-bytes", "15000"),
    // Fact 12 (setNeedsDisplay never propagates to the superview; CA impl): yes/no.
    ("yesno", "parent-redraws", "yes"),
    // Fact 29: one draw(_:), for the view that overrides it.
    ("count", "draw-count", "2"),
    // Choice predicates are sentences, not `trace.after(…)` code.
    ("choice", "which-pass", "a, c"),
])
func everyKindIsExplainedFromTheRun(name: String, question: String, answer: String) throws {
    let grader = try kindsGrader()
    let text = try explained(grader, question, answer)
    #expect(
        !text.contains("trace.after(") && !text.contains("display.") && !text.contains("more event")
            && !text.contains("더\n"))
    expectGolden(text, "explanations/kind-\(name).txt")
}
