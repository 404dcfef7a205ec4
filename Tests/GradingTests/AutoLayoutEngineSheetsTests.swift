import Foundation
import Grading
import Lessons
import Testing

/// The example sheets of lesson 5 (`examples/sheets/auto-layout-engine/`), graded against
/// `quizzes/auto-layout-engine.yaml` on the real simulator. Each entry pins the wrong answers,
/// the points, whether the sheet passes the 70 % mark and which variants it was graded in, so a
/// lesson change that moves an answer (or a grader change that reads one differently) shows up
/// as a changed list. The wrong answers are the misconceptions the lesson names: the engine
/// solving only in the layout pass and marking only the changed constraint's view (facts 9, 24: W15-219), 999 taken as required and priorities
/// added up like weights (fact 24: Docs UILayoutPriority), the constraint set of an
/// unsatisfiable log without the root view's autoresizing constraint (facts 26, 46: ALG), and a
/// constraint without a common ancestor taken as a recoverable conflict (fact 53: UIKit's
/// NSGenericException).
private let autoLayoutSheets: [(file: String, wrong: Set<String>, earned: Int, total: Int, passes: Bool, variants: [String: Int])] = [
    ("auto-layout-engine-right.yaml", [], 16, 16, true, [
        "auto-layout-engine/engine-marks": 2, "auto-layout-engine/frame-right-after": 2,
        "auto-layout-engine/cap-beats-999": 3, "auto-layout-engine/wrap-resize": 2,
        "auto-layout-engine/groups-scale": 3, "auto-layout-engine/chain-marks": 2,
        "auto-layout-engine/strict-order": 1,
    ]),
    ("auto-layout-engine-partly-wrong.yaml", [
        "auto-layout-engine/frame-right-after", "auto-layout-engine/losing-constant", "auto-layout-engine/chain-marks",
        "auto-layout-engine/cap-beats-999", "auto-layout-engine/strict-order",
        "auto-layout-engine/conflict-list", "auto-layout-engine/no-common-ancestor",
    ], 9, 16, false, ["auto-layout-engine/engine-marks": 1]),
]

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let sheetFolder = repository.appendingPathComponent("examples/sheets/auto-layout-engine")

@Test(arguments: autoLayoutSheets.map(\.file))
func autoLayoutEngineSheetGradesAsPinned(file: String) throws {
    let entry = try #require(autoLayoutSheets.first { $0.file == file })
    let library = LessonLibrary.load(paths: [repository.appendingPathComponent("lessons").path, repository.appendingPathComponent("quizzes").path])
    #expect(library.diagnostics.isEmpty, "\(library.diagnostics.map(\.description).joined(separator: "\n"))")
    let quiz = try #require(library.quizzes.first { $0.id == "auto-layout-engine" })
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    let sheet = try AnswerSheet.read(try LessonFile.load(sheetFolder.appendingPathComponent(file).path))
    #expect(sheet.quiz == quiz.id)
    let result = try SheetResult.grade(sheet, quiz: quiz, grader: grader, language: sheet.language ?? .en)
    #expect(result.verdicts.count == quiz.questions.count)
    let wrong = Set(result.verdicts.filter { !$0.isCorrect }.map { "\($0.reference.lesson)/\($0.reference.question)" })
    #expect(wrong == entry.wrong)
    #expect(result.verdicts.allSatisfy { $0.outcome != .unreadable }, "an example answer could not be read")
    #expect(result.earned == entry.earned && result.total == entry.total)
    #expect(result.passed == entry.passes)
    for (question, variant) in entry.variants {
        let verdict = try #require(result.verdicts.first { "\($0.reference.lesson)/\($0.reference.question)" == question })
        #expect(verdict.variant == variant, "\(question) was graded in variant \(verdict.variant)")
    }
}

/// Every sheet in the folder is pinned above, so a new example cannot go ungraded.
@Test func everyAutoLayoutEngineSheetIsPinned() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: sheetFolder.path).filter { $0.hasSuffix(".yaml") }
    #expect(Set(files) == Set(autoLayoutSheets.map(\.file)))
}
