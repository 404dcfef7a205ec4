import Foundation
import Grading
import Lessons
import Testing

/// The example sheets of lessons 7–11 and 15–18 and the final exam (92 questions from lessons 1–18) (`examples/sheets/curriculum-ii/`),
/// graded against the shipped quizzes on the real simulator. Each entry pins which answers are
/// wrong, the points and whether the sheet passes the quiz's 70 % mark, so a lesson change that
/// moves an answer (or a grader change that reads one differently) shows up as a changed list.
/// The wrong answers are the seeds' misconceptions and the usual slips (fact 31's scale² left
/// out, a hitch counted as "work minus budget", WWDC20's verdict given for Xcode Organizer's).
private let curriculumTwoSheets:
    [(file: String, quiz: String, wrong: Set<String>, earned: Int, total: Int, passes: Bool)] = [
        ("display-pass-right.yaml", "display-pass-quiz", [], 11, 11, true),
        (
            "display-pass-partly-wrong.yaml", "display-pass-quiz",
            [
                "display-pass/restyle-draws", "display-pass/screen-bytes", "display-pass/tick-rect",
                "display-pass/zero-size-draws",
            ], 7, 11, false
        ),
        ("render-server-right.yaml", "render-server-quiz", [], 8, 8, true),
        (
            "render-server-partly-wrong.yaml", "render-server-quiz",
            [
                "render-server/tag-clip", "render-server/fades-count", "render-server/decode-where",
            ], 5, 8, false
        ),
        ("frame-pacing-right.yaml", "frame-pacing-quiz", [], 10, 10, true),
        (
            "frame-pacing-partly-wrong.yaml", "frame-pacing-quiz",
            [
                "frame-pacing/row-120-hitch", "frame-pacing/scroll-organizer", "frame-pacing/render-main-over",
            ], 7, 10, true
        ),
        ("animation-right.yaml", "animation-quiz", [], 9, 9, true),
        (
            "animation-partly-wrong.yaml", "animation-quiz",
            [
                "animation/presentation-moving", "animation/careful-animated", "animation/disable-actions",
            ], 6, 9, false
        ),
        ("performance-right.yaml", "performance-quiz", [], 11, 11, true),
        (
            "performance-partly-wrong.yaml", "performance-quiz",
            [
                "performance/small-hero-hitch", "performance/slow-hitches", "performance/churn-update-pass",
            ], 8, 11, true
        ),
        ("interruptible-animations-right.yaml", "interruptible-animations-quiz", [], 14, 14, true),
        (
            "interruptible-animations-partly-wrong.yaml", "interruptible-animations-quiz",
            [
                "interruptible-animations/shown-after-start", "interruptible-animations/finish-running",
                "interruptible-animations/kept-model", "interruptible-animations/delegate-replaced",
                "interruptible-animations/block-waits",
            ], 9, 14, false
        ),
        ("finding-a-hitch-right.yaml", "finding-a-hitch-quiz", [], 16, 16, true),
        (
            "finding-a-hitch-partly-wrong.yaml", "finding-a-hitch-quiz",
            [
                "finding-a-hitch/chart-hitch-ms", "finding-a-hitch/fixed-format-bytes", "finding-a-hitch/tiles-cause",
                "finding-a-hitch/progress-fewer",
            ], 12, 16, true
        ),
        ("swiftui-identity-right.yaml", "swiftui-identity-quiz", [], 12, 12, true),
        (
            "swiftui-identity-partly-wrong.yaml", "swiftui-identity-quiz",
            [
                "swiftui-identity/preview-bodies", "swiftui-identity/insert-row-bodies",
                "swiftui-identity/indices-star", "swiftui-identity/preset-seconds", "swiftui-identity/add-bodies",
            ], 7, 12, false
        ),  // 7.5 of 12 with the half-right set: 62.5 %
        ("swiftui-geometry-right.yaml", "swiftui-geometry", [], 14, 14, true),
        (
            "swiftui-geometry-partly-wrong.yaml", "swiftui-geometry",
            [
                "swiftui-geometry/reader-content", "swiftui-geometry/anylayout-keeps",
                "swiftui-geometry/spacer-minimum", "swiftui-geometry/fixed-overflow",
            ], 10, 14, true
        ),
        ("final-exam-right.yaml", "final-exam", [], 92, 92, true),
        (
            "final-exam-partly-wrong.yaml", "final-exam",
            [
                "dirty-flags/when-layout-runs", "display-pass/first-frame-draws", "display-pass/tick-rect",
                "render-server/app-waits",
                "frame-pacing/scroll-hitch-time", "animation/snap-back", "performance/cell-layouts",
                "performance/own-layer-start",
                // From lessons 2-6 and 12: flush order reversed, the frame read before super as the
                // new one, one rebuild per flip, equal hugging taken as unambiguous, the new
                // the buggy layout's position.
                "run-loop/flush-when", "layout-pass/frame-before-super", "update-constraints/batch-count",
                "auto-layout-engine/tie-ambiguous", "swiftui-layout/fixed-tag4",
                // From lesson 13: a reused cell taken to come back clean.
                "self-sizing-cells/stale-stars",
                // From lesson 14: byPreparingForDisplay() on the main thread taken to remove the decode's cost.
                "scrolling-lists/prepared-hitches",
                // From lesson 15: fillMode .forwards taken to keep the end value after removal.
                "interruptible-animations/forwards-alone",
                // From lesson 16: rasterization taken to help content that changes every frame.
                "finding-a-hitch/progress-fewer",
                // From lesson 17: ForEach's indices as ids taken to keep the star with its element.
                "swiftui-identity/indices-star",
                // From lesson 18: a GeometryReader's content taken to be centered in it.
                "swiftui-geometry/reader-content",
            ], 73, 92, true
        ),
    ]

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
private let sheetFolder = repository.appendingPathComponent("examples/sheets/curriculum-ii")

/// The shipped lessons and quizzes, with a grader that runs their scenarios on the simulator.
private func shippedContent() -> (library: LessonLibrary, grader: Grader) {
    let library = LessonLibrary.load(paths: [
        repository.appendingPathComponent("lessons").path, repository.appendingPathComponent("quizzes").path,
    ])
    return (library, Grader(library: library, engine: ScenarioLanguageEngine()))
}

@Test(arguments: curriculumTwoSheets.map(\.file))
func curriculumTwoSheetGradesAsPinned(file: String) throws {
    let entry = try #require(curriculumTwoSheets.first { $0.file == file })
    let shared = shippedContent()
    #expect(
        shared.library.diagnostics.isEmpty, "\(shared.library.diagnostics.map(\.description).joined(separator: "\n"))")
    let quiz = try #require(shared.library.quizzes.first { $0.id == entry.quiz })
    let sheet = try AnswerSheet.read(try LessonFile.load(sheetFolder.appendingPathComponent(file).path))
    #expect(sheet.quiz == entry.quiz)
    let result = try SheetResult.grade(sheet, quiz: quiz, grader: shared.grader, language: sheet.language ?? .en)
    #expect(result.verdicts.count == quiz.questions.count)
    let wrong = Set(result.verdicts.filter { !$0.isCorrect }.map { "\($0.reference.lesson)/\($0.reference.question)" })
    #expect(wrong == entry.wrong)
    #expect(result.verdicts.allSatisfy { $0.outcome != .unreadable }, "an example answer could not be read")
    #expect(result.earned == entry.earned && result.total == entry.total)
    #expect(result.passed == entry.passes)
}

/// Every sheet in the folder is pinned above, so a new example cannot go ungraded.
@Test func everyCurriculumTwoSheetIsPinned() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: sheetFolder.path).filter { $0.hasSuffix(".yaml") }
    #expect(Set(files) == Set(curriculumTwoSheets.map(\.file)))
}
