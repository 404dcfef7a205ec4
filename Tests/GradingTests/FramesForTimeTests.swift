import Foundation
import Grading
import Lessons
import Testing

/// Issue 25: a time asked in ms may be answered in frames (`2 frames`, `2프레임`, `2 帧`,
/// `两帧`), converted exactly by the scenario's own frame length; where there is no frame
/// length, or the unit is not a time, the answer is refused and says why.
private let here = FilePosition(file: "t.yaml", line: 1, column: 1)

private func question(unit: NumberUnit) -> Question {
    Question(
        id: "q", position: here, scenario: "s", scenarioPosition: here, kind: .number, expect: Query("x", at: here),
        unit: unit)
}

@Test(arguments: [
    "2 frames", "2frames", "2 frame", "2 VSync intervals", "2 intervals", "2프레임", "2 프레임", "두 프레임", "2 帧", "2帧", "两帧",
    "2 个帧",
    "２ 帧",
])
func aTimeInFramesIsConvertedByTheFrameLength(text: String) throws {
    #expect(
        try AnswerParser.parse(text, for: question(unit: .ms), frameMs: 1000.0 / 60).get() == .number(2 * 1000.0 / 60))
    #expect(
        try AnswerParser.parse(text, for: question(unit: .ms), frameMs: 1000.0 / 120).get() == .number(2 * 1000.0 / 120)
    )
}

@Test func framesAreRefusedWhereTheyCannotBeConverted() throws {
    // No frame length known: the reason, in every language, then the form of a time.
    guard case .failure(let unknown) = AnswerParser.parse("2 frames", for: question(unit: .ms)) else {
        Issue.record("2 frames with no frame length was read")
        return
    }
    #expect(unknown.problem == .frameLengthUnknown)
    let english = ExplanationRenderer.sentence(.unreadable(unknown), .en)
    #expect(english.contains("refresh rate") && english.contains("Answer with a number in ms"))
    #expect(ExplanationRenderer.sentence(.unreadable(unknown), .ko).contains("주사율"))
    #expect(ExplanationRenderer.sentence(.unreadable(unknown), .zh).contains("刷新率"))
    // Frames are no size: a bytes or points question refuses them as a unit it cannot use.
    guard case .failure(let bytes) = AnswerParser.parse("2 frames", for: question(unit: .bytes), frameMs: 1000.0 / 60)
    else {
        Issue.record("2 frames read as bytes")
        return
    }
    #expect(bytes.problem == .wrongUnit("frames"))
    #expect(throws: UnreadableAnswer.self) {
        try AnswerParser.parse("2 帧", for: question(unit: .pt), frameMs: 1000.0 / 60).get()
    }
    // An ordinary time keeps reading as before.
    #expect(try AnswerParser.parse("33.33 ms", for: question(unit: .ms), frameMs: 1000.0 / 60).get() == .number(33.33))
}

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The shipped `frame-pacing/scroll-hitch-time` (33.33 ms at 60 Hz, tolerance 0.5) through the
/// grader, in the three languages: two frames is right, three is wrong and is shown in ms.
@Test func theShippedHitchTimeIsGradedInFrames() throws {
    let library = LessonLibrary.load(paths: [repository.appendingPathComponent("lessons").path])
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    let reference = QuestionReference(lesson: "frame-pacing", question: "scroll-hitch-time")
    for (answer, language) in [("2 frames", Language.en), ("2프레임", .ko), ("2 帧", .zh), ("两帧", .zh), ("33.33", .en)] {
        let verdict = try #require(try grader.grade(reference, answer: answer, language: language))
        #expect(verdict.outcome == .correct, "\(answer): \(verdict.outcome)")
    }
    let wrong = try #require(try grader.grade(reference, answer: "3 frames", language: .en))
    #expect(wrong.outcome == .incorrect)
    let lines = ExplanationRenderer.lines(wrong.explanation, language: .en).joined(separator: "\n")
    #expect(lines.contains("50 ms"), "\(lines)")
}

/// At 120 Hz a frame is 8.33 ms: the same two frames are half the time.
@Test func framesFollowTheScenariosRefreshRate() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "layoutlab-frames-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let lesson = directory.appendingPathComponent("01-fast")
    try FileManager.default.createDirectory(at: lesson, withIntermediateDirectories: true)
    try """
    id: fast
    order: 1
    languages: [en]
    scenarios:
      s:
        code: |
          display.refreshRate = 120
          class Row: UIView {
              var busy = false
              override func layoutSubviews() {
                  super.layoutSubviews()
                  if busy {
                      work(ms: 12)
                  }
              }
          }
          let vc = UIViewController()
          let row = Row(frame: CGRect(x: 0, y: 100, width: 390, height: 80))
          vc.view.addSubview(row)
          window.rootViewController = vc
          runLoop.runUntilIdle()
          trace.mark("tap")
          row.busy = true
          row.backgroundColor = .gray
          row.setNeedsLayout()
          runLoop.runUntilIdle()
    questions:
      - id: late
        scenario: s
        kind: number
        unit: ms
        tolerance: 0.1
        basis: model
        expect: display.hitchTimeMs
        samples: { right: ["8.33"], wrong: ["16.67"] }
    """.write(to: lesson.appendingPathComponent("lesson.yaml"), atomically: true, encoding: .utf8)
    try """
    title: Fast
    sections:
      - { title: One, body: A 120 Hz display. }
    questions:
      late: { prompt: "After \\"tap\\", what is the hitch time, in ms?" }
    """.write(to: lesson.appendingPathComponent("en.yaml"), atomically: true, encoding: .utf8)
    let library = LessonLibrary.load(paths: [directory.path])
    #expect(library.diagnostics.isEmpty, "\(library.diagnostics.map(\.description))")
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    let reference = QuestionReference(lesson: "fast", question: "late")
    let expected = try #require(try grader.grade(reference, answer: "", language: .en)).expected
    #expect(expected == "8.333 ms")
    #expect(try #require(try grader.grade(reference, answer: "1 frame", language: .en)).outcome == .correct)
    #expect(try #require(try grader.grade(reference, answer: "2 frames", language: .en)).outcome == .incorrect)
}
