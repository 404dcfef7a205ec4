import Foundation
import Grading
import Lessons
import Testing

/// Issue 25: where a question's answer is a set of layers, the learner may name them as the
/// tutor's trace shows them (`banner.layer`, a standalone `dot`) or by their views (`banner`),
/// not only in the form the prompt names (`banner.layer.addAnimation`); a name the scenario
/// lacks gets "did you mean" with the scenario's names. Through the shipped lessons.
@Suite struct LayerNameAnswerTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let grader: Grader

    init() {
        let library = LessonLibrary.load(paths: [Self.repository.appendingPathComponent("lessons").path])
        grader = Grader(library: library, engine: ScenarioLanguageEngine())
    }

    func verdict(_ question: String, in lesson: String, _ answer: String, _ language: Language = .en) throws -> Verdict
    {
        try #require(
            try grader.grade(QuestionReference(lesson: lesson, question: question), answer: answer, language: language))
    }

    @Test(arguments: [
        "banner.layer.addAnimation, panel.layer.addAnimation", "banner.layer, panel.layer", "banner, panel",
        "panel.layer banner",
        "banner.layer、panel.layer", "banner 和 panel", "banner.layer와 panel.layer",
    ])
    func animatedLayersByTheirNames(answer: String) throws {
        #expect(try verdict("sloppy-animated", in: "animation", answer).outcome == .correct, "\(answer)")
    }

    @Test func aStandaloneLayerByItsName() throws {
        #expect(try verdict("implicit-move", in: "animation", "dot").outcome == .correct)
        #expect(try verdict("implicit-move", in: "animation", "dot.addAnimation").outcome == .correct)
        // card's layer is not animated: named by the view or the layer, it is a wrong item.
        let wrong = try verdict("implicit-move", in: "animation", "card, dot")
        #expect(wrong.outcome == .incorrect)
        #expect(
            ExplanationRenderer.lines(wrong.explanation, language: .en).joined(separator: "\n").contains(
                "card.layer.addAnimation"))
        #expect(try verdict("careful-animated", in: "animation", "banner.layer, panel.layer").outcome == .incorrect)
    }

    /// A typo in a name costs no try and names the scenario's own name.
    @Test func aMisspeltNameGetsDidYouMean() throws {
        let typo = try verdict("sloppy-animated", in: "animation", "baner.layer, panel.layer")
        #expect(typo.outcome == .unreadable)
        let english = ExplanationRenderer.lines(typo.explanation, language: .en).joined(separator: "\n")
        #expect(english.contains("did you mean banner"), "\(english)")
        let bare = try verdict("sloppy-animated", in: "animation", "baner, panel", .ko)
        #expect(bare.outcome == .unreadable)
        let korean = ExplanationRenderer.lines(bare.explanation, language: .ko).joined(separator: "\n")
        #expect(korean.contains("banner"), "\(korean)")
        #expect(!korean.contains("receiver.method"), "\(korean)")
    }

    /// Views listed by their layers' offscreen passes may be written as the layers.
    @Test func viewsByTheirLayers() throws {
        let expected = try verdict("cell-which", in: "render-server", "").expected
        let layers = expected.components(separatedBy: ", ").map { "\($0).layer" }.joined(separator: ", ")
        #expect(try verdict("cell-which", in: "render-server", layers).outcome == .correct, "\(layers)")
    }
}
