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
    (
        "dirty-flags-partly-wrong.yaml", "render-loop-basics",
        [
            "dirty-flags/layout-after-tap", "dirty-flags/ancestors-marked", "dirty-flags/when-layout-runs",
            "dirty-flags/resize-marks", "dirty-flags/constant-marks", "dirty-flags/frame-before-commit",
            "dirty-flags/constant-no-update",
        ], false
    ),
    ("run-loop-right.yaml", "run-loop", [], true),
    (
        "run-loop-partly-wrong.yaml", "run-loop",
        [
            "run-loop/one-turn-layouts", "run-loop/idle-turn", "run-loop/nested-commit", "run-loop/nested-where",
            "run-loop/mid-frame", "run-loop/before-return",
        ], false
    ),
    ("layout-pass-right.yaml", "layout-pass", [], true),
    (
        "layout-pass-partly-wrong.yaml", "layout-pass",
        [
            "layout-pass/hooks-order", "layout-pass/did-means-done", "layout-pass/child-runs-at-return",
            "layout-pass/what-super-did", "layout-pass/scope-down",
        ], true
    ),  // partial credit (0.75 + 0.5) lifts it to 9.25/13 = 71 %, over the 70 % pass mark
    ("update-constraints-right.yaml", "update-constraints", [], true),
    (
        "update-constraints-partly-wrong.yaml", "update-constraints",
        [
            "update-constraints/bottom-up", "update-constraints/only-dirty", "update-constraints/new-view",
            "update-constraints/if-needed-outer", "update-constraints/left-for-commit",
            "update-constraints/engine-arrives",
            "update-constraints/intrinsic-path", "update-constraints/batch-count",
        ], false
    ),
    ("auto-layout-engine-right.yaml", "auto-layout-engine", [], true),
    (
        "auto-layout-engine-partly-wrong.yaml", "auto-layout-engine",
        [
            "auto-layout-engine/frame-right-after", "auto-layout-engine/losing-constant",
            "auto-layout-engine/chain-marks",
            "auto-layout-engine/cap-beats-999", "auto-layout-engine/strict-order", "auto-layout-engine/conflict-list",
            "auto-layout-engine/no-common-ancestor",
        ], false
    ),
    ("manual-layout-right.yaml", "manual-layout", [], true),
    (
        "manual-layout-partly-wrong.yaml", "manual-layout",
        [
            "manual-layout/proportional-share", "manual-layout/who-resizes",
            "manual-layout/mask-notation", "manual-layout/orphan-outcome", "manual-layout/move-relayout",
            "manual-layout/detached-turn", "manual-layout/detached-calls", "manual-layout/settles",
        ], false
    ),
]

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Grades one sheet of `examples/sheets/` against the shipped quiz `quizID` on the real simulator.
private func gradeExampleSheet(_ file: String, quizID: String) throws -> SheetResult {
    let library = LessonLibrary.load(paths: [
        repository.appendingPathComponent("lessons").path, repository.appendingPathComponent("quizzes").path,
    ])
    #expect(library.diagnostics.isEmpty, "\(library.diagnostics.map(\.description).joined(separator: "\n"))")
    let quiz = try #require(library.quizzes.first { $0.id == quizID })
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    let path = repository.appendingPathComponent("examples/sheets").appendingPathComponent(file).path
    let sheet = try AnswerSheet.read(try LessonFile.load(path))
    #expect(sheet.quiz == quizID)
    let result = try SheetResult.grade(sheet, quiz: quiz, grader: grader, language: sheet.language ?? .en)
    #expect(result.verdicts.count == quiz.questions.count)
    return result
}

@Test(arguments: expectedSheets.map(\.file))
func exampleSheetGradesAsPinned(file: String) throws {
    let entry = try #require(expectedSheets.first { $0.file == file })
    let result = try gradeExampleSheet(file, quizID: entry.quiz)
    let wrong = Set(result.verdicts.filter { !$0.isCorrect }.map { "\($0.reference.lesson)/\($0.reference.question)" })
    #expect(wrong == entry.wrong)
    #expect(result.passed == entry.passes)
}

/// Lesson 5's sheets (facts 24-28, 49, 53): the right one answers some questions in variants 2
/// and 3, as recorded in its `variants:` block (what `layoutlab quiz` writes), and each answer is
/// graded in the variant it records, the others in variant 1. Points count full credit only:
/// the partly wrong sheet's two half-right answers (chain-marks, conflict-list) earn none.
@Test func autoLayoutEngineSheetsKeepTheirVariantsAndPoints() throws {
    let right = try gradeExampleSheet("auto-layout-engine-right.yaml", quizID: "auto-layout-engine")
    let recorded = [
        "engine-marks": 2, "frame-right-after": 2, "chain-marks": 2, "cap-beats-999": 3, "wrap-resize": 2,
        "groups-scale": 3,
    ]
    for verdict in right.verdicts {
        #expect(verdict.variant == recorded[verdict.reference.question, default: 1], "\(verdict.reference.question)")
    }
    #expect(right.earned == 16 && right.total == 16)
    let partlyWrong = try gradeExampleSheet("auto-layout-engine-partly-wrong.yaml", quizID: "auto-layout-engine")
    #expect(partlyWrong.verdicts.allSatisfy { $0.outcome != .unreadable }, "an example answer could not be read")
    #expect(partlyWrong.earned == 9 && partlyWrong.total == 16)
}

/// Every sheet in `examples/sheets/` is pinned above, so a new example cannot go ungraded.
@Test func everyExampleSheetIsPinned() throws {
    let files = try FileManager.default.contentsOfDirectory(
        atPath: repository.appendingPathComponent("examples/sheets").path
    )
    .filter { $0.hasSuffix(".yaml") }
    #expect(Set(files) == Set(expectedSheets.map(\.file)))
}
