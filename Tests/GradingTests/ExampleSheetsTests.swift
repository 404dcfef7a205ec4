import Foundation
import Grading
import Lessons
import Testing

/// The example answer sheets under `examples/sheets/`, graded against the shipped quizzes on the
/// real simulator: each sheet names its quiz, and this table pins which of its answers are right.
/// A lesson change that moves an answer (or a grader change that reads an answer differently)
/// shows up here as a changed list, not as a silently different score.
private let expectedSheets: [(file: String, quiz: String, wrong: Set<String>, passes: Bool)] = [
    ("dirty-flags-right.yaml", "render-loop-basics", [], true),
    ("dirty-flags-partly-wrong.yaml", "render-loop-basics", [
        "dirty-flags/layout-after-tap", "dirty-flags/ancestors-marked", "dirty-flags/when-layout-runs",
        "dirty-flags/resize-marks", "dirty-flags/constant-marks", "dirty-flags/frame-before-commit",
        "dirty-flags/constant-no-update",
    ], false),
    ("run-loop-right.yaml", "run-loop", [], true),
    ("run-loop-partly-wrong.yaml", "run-loop", [
        "run-loop/one-turn-layouts", "run-loop/idle-turn", "run-loop/nested-commit", "run-loop/nested-where",
        "run-loop/mid-frame", "run-loop/before-return",
    ], false),
    ("layout-pass-right.yaml", "layout-pass", [], true),
    ("layout-pass-partly-wrong.yaml", "layout-pass", [
        "layout-pass/hooks-order", "layout-pass/did-means-done", "layout-pass/child-runs-at-return",
        "layout-pass/what-super-did", "layout-pass/scope-down",
    ], true),  // partial credit (0.75 + 0.5) lifts it to 10.25/14 = 73 %, over the 70 % pass mark
    ("update-constraints-right.yaml", "update-constraints", [], true),
    ("update-constraints-partly-wrong.yaml", "update-constraints", [
        "update-constraints/only-dirty", "update-constraints/new-view", "update-constraints/if-needed-outer",
        "update-constraints/engine-arrives", "update-constraints/intrinsic-path", "update-constraints/batch-count",
    ], false),
    ("manual-layout-right.yaml", "manual-layout", [], true),
    ("manual-layout-partly-wrong.yaml", "manual-layout", [
        "manual-layout/proportional-share", "manual-layout/who-resizes", "manual-layout/kept-frame",
        "manual-layout/mask-notation", "manual-layout/orphan-outcome", "manual-layout/move-relayout",
        "manual-layout/settles", "manual-layout/who-cycled",
    ], false),
]

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Test(arguments: expectedSheets.map(\.file))
func exampleSheetGradesAsPinned(file: String) throws {
    let entry = try #require(expectedSheets.first { $0.file == file })
    let library = LessonLibrary.load(paths: [repository.appendingPathComponent("lessons").path, repository.appendingPathComponent("quizzes").path])
    #expect(library.diagnostics.isEmpty, "\(library.diagnostics.map(\.description).joined(separator: "\n"))")
    let quiz = try #require(library.quizzes.first { $0.id == entry.quiz })
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    let path = repository.appendingPathComponent("examples/sheets").appendingPathComponent(file).path
    let sheet = try AnswerSheet.read(try LessonFile.load(path))
    #expect(sheet.quiz == entry.quiz)
    let result = try SheetResult.grade(sheet, quiz: quiz, grader: grader, language: sheet.language ?? .en)
    #expect(result.verdicts.count == quiz.questions.count)
    let wrong = Set(result.verdicts.filter { !$0.isCorrect }.map { "\($0.reference.lesson)/\($0.reference.question)" })
    #expect(wrong == entry.wrong)
    #expect(result.passed == entry.passes)
}

/// Every sheet in `examples/sheets/` is pinned above, so a new example cannot go ungraded.
@Test func everyExampleSheetIsPinned() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("examples/sheets").path)
        .filter { $0.hasSuffix(".yaml") }
    #expect(Set(files) == Set(expectedSheets.map(\.file)))
}
