import Foundation
import Grading
import Lessons
import Testing

@testable import Tutor

/// `:picture` in a study session on the shipped lesson 9: refused before an answer (the
/// picture is the answer), then at the next question's prompt the frame timeline of the
/// question just answered, drawn in the terminal, and its files (SVG, DOT, Chrome trace)
/// written in the `pictures` folder beside the progress file.
@Test func pictureAfterAnsweringDrawsTheTimelineAndWritesFiles() throws {
    let (course, _) = LessonCourse.load(root: PictureFormatTests.root, engine: ScenarioLanguageEngine(), sandbox: nil)
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, _, _) = try ProgressStore.open(folder: folder)
    let result = pipedSession([":skip", ":picture", "no", ":picture", ":quit"], store: store, course: course) {
        $0.runLesson(id: "frame-pacing")
    }
    let text = result.transcript
    let refused = try #require(text.range(of: "Answer this question first: :picture shows everything the simulator"))
    let drawn = try #require(text.range(of: "The question you answered last, scenario “row-60”:"))
    #expect(refused.upperBound < drawn.lowerBound)
    let picture = String(text[drawn.upperBound...])
    #expect(picture.contains("\nframe  +0      +1      +2\n1      █       ▓       ▌\n2      ███████ ▓       ▌\n"))
    #expect(picture.contains("█ main thread (app start → commit end)"))
    let pictures = folder.appendingPathComponent("pictures")
    #expect(picture.contains("For a bigger view, in\n"))
    #expect(picture.contains("frame-pacing-row-60.svg,"))
    let svg = try String(contentsOf: pictures.appendingPathComponent("frame-pacing-row-60.svg"), encoding: .utf8)
    #expect(svg.hasSuffix("</svg>\n"))
    let trace = try String(
        contentsOf: pictures.appendingPathComponent("frame-pacing-row-60.trace.json"), encoding: .utf8)
    #expect(try ChromeTraceChecker.check(trace, name: "row-60").slicesByThread[2] == 2)
    #expect(
        try String(contentsOf: pictures.appendingPathComponent("frame-pacing-row-60.dot"), encoding: .utf8).hasPrefix(
            "digraph"))
}

/// A question about views gets the tree: the passes that ran after the question's mark on
/// each view, and the views flagged.
@Test func pictureOfAViewQuestionIsTheTreeAfterItsMark() throws {
    let (course, _) = LessonCourse.load(root: PictureFormatTests.root, engine: ScenarioLanguageEngine(), sandbox: nil)
    let question = try #require(course.lessons.first?.questions.first { $0.scenario?.name == "tap-a2" })
    let picture = try #require(question.picture())
    #expect(picture.kind == .tree)
    let tree = picture.terminal(language: .en, style: TextStyle(colored: false), columns: 80)
    #expect(
        tree.hasPrefix("At trace.mark(\"tap\") (● and ○: what happened after it):\nwindow (0, 0, 390, 844)\n"),
        "\(tree)")
    #expect(tree.contains("a2 (") && tree.contains("● layoutSubviews") && tree.contains("○ flagged"))
}

/// Lesson 9's scroll presents 121 frames: the terminal keeps the first, the last and the
/// frames around the hitch, whose row runs past its expected VSync into the shaded part.
@Test func longTimelineKeepsTheHitch() throws {
    let (course, _) = LessonCourse.load(root: PictureFormatTests.root, engine: ScenarioLanguageEngine(), sandbox: nil)
    let lesson = try #require(course.lessons.first { $0.id == "frame-pacing" })
    let question = try #require(lesson.questions.first { $0.id == "scroll-hitches" })
    let picture = try #require(question.picture())
    #expect(picture.kind == .timeline)
    TerminalText.prepareLocale()
    let chart = picture.terminal(language: .ko, style: TextStyle(colored: false), columns: 80)
    let lines = chart.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "프레임  +0      +1      +2      +3      +4")
    // The main thread past +2, the hitch from the expected present on +2, the render on +3, the present on +4.
    #expect(lines.contains("2       ████████████████████░░░░▓░░░░░░░▌"), "\(chart)")
    #expect(lines.filter { $0 == "…" }.count == 1)
    #expect(lines.contains("121     █       ▓       ▌       ·       ·"))
    #expect(lines.contains("▌ 화면에 나온 때   ░ 히치   · VSync"))
}
