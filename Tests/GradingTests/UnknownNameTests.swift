import Grading
import Lessons
import TestSupport
import Testing

/// The fixture lesson graded by the real simulator.
private func realGrader() throws -> Grader {
    Grader(library: try fixtureLibrary(), engine: ScenarioLanguageEngine())
}

private func grade(_ grader: Grader, _ question: String, _ answer: String, _ language: Language = .en) throws -> Verdict
{
    try #require(
        try grader.grade(QuestionReference(lesson: "tap", question: question), answer: answer, language: language))
}

/// Issue 13: a name the scenario does not have is unreadable, not wrong (it costs no try), with
/// the nearest name the scenario has, in ko, zh and en (golden).
@Test func unknownMethodsAndViewsAreUnreadable() throws {
    let grader = try realGrader()
    let typo = try grade(grader, "layout-after-tap", "a2.layoutSubview")
    #expect(typo.outcome == .unreadable && typo.score == 0)
    #expect(
        typo.explanation.findings.first.map {
            guard case .unreadable(let answer) = $0 else { return false }
            return answer.problem
                == .unknownName(.method("layoutSubview", type: "UIView", suggestion: "layoutSubviews"))
        } == true)
    let view = try grade(grader, "layout-after-tap", "a9.layoutSubviews")
    #expect(view.outcome == .unreadable)
    var text = ""
    for language in Language.allCases {
        for answer in ["a2.layoutSubview", "a9.layoutSubviews", "vc.viewDidLayoutSubview", "a2.layer.layoutSublayer"] {
            let verdict = try grade(grader, "layout-after-tap", answer, language)
            text +=
                "[\(language.rawValue)] \(answer)\n"
                + ExplanationRenderer.lines(verdict.explanation, language: language).joined(separator: "\n") + "\n\n"
        }
    }
    expectGolden(text, "explanations/unknown-names.txt")
}

/// Every name of the scenario is readable: a wrong answer about a real view is wrong, not unreadable,
/// even for a view that did nothing after the mark, its layer, or the controller's root view.
@Test func realNamesAreRead() throws {
    let grader = try realGrader()
    for answer in [
        "a3.layoutSubviews", "a1.draw", "vc.view.layoutSubviews", "a2.layer.layoutSublayers", "window.layoutSubviews",
        "vc.viewDidLayoutSubviews",
    ] {
        #expect(try grade(grader, "layout-after-tap", answer).outcome == .incorrect, "\(answer)")
    }
    #expect(try grade(grader, "layout-after-tap", "A2.LayoutSubviews").outcome == .correct)
}

/// Partial credit reaches the verdict; only full credit is learned.
@Test func verdictCarriesPartialCredit() throws {
    let grader = try realGrader()
    let partial = try grade(grader, "who", "a2.setNeedsLayout, a1.layoutSubviews")
    #expect(partial.outcome == .incorrect && partial.score == 0 && !partial.isLearned)
    let half = try grade(grader, "who", "a2.setNeedsLayout")
    #expect(half.score == 0.5 && half.earned == 0 && !half.isLearned)
    let order = try grade(grader, "tap-sequence", "a2.layoutSubviews, a2.setNeedsLayout")
    #expect(order.score == 0.5)
    let right = try grade(grader, "tap-sequence", "a2.setNeedsLayout a2.layoutSubviews")
    #expect(right.isLearned && right.score == 1)
}

/// The vocabulary the tutor completes from: the scenario's receivers and their methods.
@Test func vocabularyForCompletion() throws {
    let library = try fixtureLibrary()
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    let lesson = try #require(library.lesson("tap"))
    let vocabulary = try grader.vocabulary(for: try #require(lesson.question("layout-after-tap")), in: lesson)
    for call in [
        "a1.layoutSubviews", "a2.setNeedsLayout", "a3.draw", "vc.viewDidLayoutSubviews", "vc.view.layoutSubviews",
        "a2.layer.layoutSublayers",
    ] {
        #expect(vocabulary.calls.contains(call), "\(call)")
    }
    #expect(!vocabulary.calls.contains("a9.layoutSubviews"))
}

/// Particles after a placeholder follow its last sound (issue 13, "Language").
@Test(arguments: [
    ("a2", KoreanParticle.object, "a2를"), ("a3", .object, "a3을"), ("a1", .direction, "a1로"), ("a3", .direction, "a3으로"),
    ("layoutSubviews", .topic, "layoutSubviews는"), ("layout", .topic, "layout은"), ("label", .direction, "label로"),
    ("commit", .subject, "commit이"), ("view", .subject, "view가"), ("rect", .topic, "rect는"),
    ("'한 번'", .topic, "'한 번'은"),
    ("3", .called, "3이라는"), ("a9", .called, "a9라는"), ("뷰", .copula, "뷰예요"), ("레이어", .with, "레이어와"),
    ("draw()", .object, "draw()를"),
])
func koreanParticles(word: String, particle: KoreanParticle, expected: String) {
    #expect(KoreanParticle.attach(word, particle) == expected)
}
