import Foundation
import Grading
import Lessons
import Testing

@testable import Tutor

/// A one-lesson course in a fresh folder, for the tutor's part of `layoutlab check` (and
/// `QuizSheetRaceTests`).
func course(questions: String, en: String, vary: String = "", view: String = "a1") throws -> (
    library: LessonLibrary, root: URL
) {
    let root = temporaryFolder()
    let lesson = root.appendingPathComponent("lessons/01-shown")
    try FileManager.default.createDirectory(at: lesson, withIntermediateDirectories: true)
    try """
    id: shown
    order: 1
    languages: [en]
    scenarios:
      s:
    \(vary)
        code: |
          let vc = UIViewController()
          let \(view) = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
          vc.view.addSubview(\(view))
          window.rootViewController = vc
          runLoop.runUntilIdle()
          trace.mark("tap")
          \(view).setNeedsLayout()
          runLoop.runOnce()
          \(view).setNeedsLayout()
          runLoop.runOnce()
    questions:
    \(questions)
    """.write(to: lesson.appendingPathComponent("lesson.yaml"), atomically: true, encoding: .utf8)
    try en.write(to: lesson.appendingPathComponent("en.yaml"), atomically: true, encoding: .utf8)
    return (LessonLibrary.load(paths: [root.appendingPathComponent("lessons").path]), root)
}

private func located(_ diagnostics: [LessonDiagnostic], _ root: URL) -> [String] {
    diagnostics.map { String($0.description.replacingOccurrences(of: root.path + "/", with: "").prefix { $0 != "\n" }) }
}

/// The answer-form example under a prompt ("e.g. `2`") never is the answer: the usual one is
/// reported at the question when it grades right, a lesson's own `example:` at itself, and an
/// example that is wrong in every variant passes.
@Test func anAnswerFormExampleIsNeverTheAnswer() throws {
    let count = { (id: String, example: String) in
        "  - id: \(id)\n    scenario: s\n    kind: count\n    expect: trace.after(\"tap\").count(\"a1.layoutSubviews\")\n    facts: 5\n\(example)"
    }
    let (library, root) = try course(
        questions: [count("usual", ""), count("own", "    example: \"2\""), count("fixed", "    example: \"3\"")]
            .joined(separator: "\n"),
        en:
            "title: Shown\nquestions:\n  usual: { prompt: How many? }\n  own: { prompt: How many? }\n  fixed: { prompt: How many? }\n"
    )
    defer { try? FileManager.default.removeItem(at: root) }
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    #expect(
        located(ShownTextCheck.check(library, grader: grader), root) == [
            "lessons/01-shown/lesson.yaml:19:5: error: the answer-form example `2` shown with question 'usual' is its right answer",
            "lessons/01-shown/lesson.yaml:30:15: error: the answer-form example `2` shown with question 'own' is its right answer",
        ])
    // The tutor shows the lesson's example in the form line.
    let adapter = QuestionAdapter(
        question: try #require(library.lessons.first?.question("fixed")), lesson: library.lessons[0], grader: grader)
    #expect(
        UIText.answerForm(adapter.answerForm, example: adapter.answerExample).text(in: .en)
            == "Answer with a whole number, e.g. `3`.")
}

/// `:code` and `:trace` before an answer never show a frame the question asks for: a tree that
/// draws it is reported at the question with the line that shows it.
@Test func codeAndTraceNeverShowTheAnswer() throws {
    let shown = FixtureQuestion(
        id: "q", kind: .frame, prompts: [.en: "What is a1's frame?"], scenario: ("s", "let a1 = UIView()"), right: [],
        readable: { _ in true })
    let question = Question(
        id: "q", position: FilePosition(file: "lesson.yaml", line: 9, column: 5), scenario: "s",
        scenarioPosition: FilePosition(file: "lesson.yaml", line: 10, column: 15), kind: .frame, expect: nil)
    let problem = ShownTextCheck.pictureProblem(
        shown, expected: .rect(GradingRect(x: 0, y: 0, width: 390, height: 100)), question: question)
    #expect(
        problem?.description.prefix { $0 != "\n" }
            == "lesson.yaml:9:5: error: :code shows the answer of question 'q' before it is answered: └─ a1 (0, 0, 390, 100)"
    )
    #expect(
        ShownTextCheck.pictureProblem(
            shown, expected: .rect(GradingRect(x: 0, y: 0, width: 390, height: 99)), question: question) == nil)
    #expect(ShownTextCheck.rectangles(in: "├─ a1 (0, 0, 390, 100.5)  ← (1, 2)").count == 1)
}

/// The reviewers' case: `:code` on layout-pass/frame-before-super drew `child (10, 10, 280, 40)`,
/// the answer. A frame question's tree now names the views without frames, and the shipped
/// lessons pass the tutor's part of the check (examples, pictures, prose excerpts).
@Test func shippedLessonsShowNoAnswerBeforeItIsGiven() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let library = LessonLibrary.load(paths: [repository.appendingPathComponent("lessons").path])
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    let lesson = try #require(library.lesson("layout-pass"))
    let adapter = QuestionAdapter(
        question: try #require(lesson.question("frame-before-super")), lesson: lesson, grader: grader)
    let tree = try #require(adapter.viewTree()).render()
    #expect(tree.contains("child") && !tree.contains("(10, 10, 280, 40)"), "\(tree)")
    let problems = ShownTextCheck.check(library, grader: grader) + ProsePromiseCheck.check(library)
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
}

/// "Run this and read X": a back-quoted excerpt after a section's `:run` example must be in what
/// `:run` prints; one that is not is reported where it is written, one that is passes, and a
/// command in backticks is not an excerpt.
@Test func proseKeepsItsPromises() throws {
    let question =
        "  - id: q\n    scenario: s\n    kind: count\n    expect: trace.after(\"tap\").count(\"a1.layoutSubviews\")\n    facts: 5"
    let en = """
        title: Shown
        sections:
          - title: Run it
            body: |
              Run this with :run:

                let vc = UIViewController()
                print("hello from the example")
                window.rootViewController = vc
                runLoop.runUntilIdle()

              It prints `hello from the example`, then the trace shows `vc.loadView()`
              and `goodbye`. `layoutlab run --frames` prints more.
        questions:
          q: { prompt: How many? }
        """
    let (library, root) = try course(questions: question, en: en)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
        located(ProsePromiseCheck.check(library), root) == [
            "lessons/01-shown/en.yaml:13:12: error: the section “Run it” quotes “goodbye”, which :run of its example does not show"
        ])
}

/// "Read the trace from the mark "tap"": `:run` shows marks as `trace.mark("tap")` rows, and a
/// mark the promise names that the example never sets is reported at the quoted label.
@Test func aPromisedMarkIsOneRunShows() throws {
    let question =
        "  - id: q\n    scenario: s\n    kind: count\n    expect: trace.after(\"tap\").count(\"a1.layoutSubviews\")\n    facts: 5"
    let en = """
        title: Shown
        sections:
          - title: Wrong mark
            body: |
              Run this with :run and read the trace from the mark "tap":

                let vc = UIViewController()
                window.rootViewController = vc
                runLoop.runUntilIdle()
                trace.mark("go")
                vc.view.setNeedsLayout()
                runLoop.runOnce()
          - title: Right mark
            body: |
              Run this with :run and read after "go":

                let vc = UIViewController()
                window.rootViewController = vc
                runLoop.runUntilIdle()
                trace.mark("go")
                vc.view.setNeedsLayout()
                runLoop.runOnce()

              The row `trace.mark("go")` comes before `vc.view.layoutSubviews()`.
        questions:
          q: { prompt: How many? }
        """
    let (library, root) = try course(questions: question, en: en)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
        located(ProsePromiseCheck.check(library), root) == [
            "lessons/01-shown/en.yaml:5:59: error: the section “Wrong mark” tells the learner to read from the mark “tap”, which :run of its example does not show"
        ])
    guard case .ran(_, _, let rows) = ScenarioLanguageSandbox().run("trace.mark(\"a \\\"b\\\"\")\n") else {
        Issue.record("the sandbox did not run")
        return
    }
    #expect(rows.map(\.call) == [#"trace.mark("a \"b\"")"#])
}

/// One variant per scenario per sitting: a quiz sheet gives every question on one scenario the
/// variant of that scenario, for any learner, and records it.
@Test func aQuizShowsOneVariantPerScenario() throws {
    let count = { (id: String) in
        "  - id: \(id)\n    scenario: s\n    kind: count\n    expect: trace.after(\"tap\").count(\"{v}.layoutSubviews\")\n    facts: 5"
    }
    let (library, root) = try course(
        questions: ["q1", "q2", "q3"].map(count).joined(separator: "\n"),
        en:
            "title: Shown\nquestions:\n  q1: { prompt: How many? }\n  q2: { prompt: How many more? }\n  q3: { prompt: How many again? }\n",
        vary: "    vary:\n      v: [a1, b1, c1]", view: "{v}")
    defer { try? FileManager.default.removeItem(at: root) }
    let quiz = Quiz(
        id: "v", position: FilePosition(file: "q.yaml", line: 1, column: 1), titles: [.en: "V"], passPercent: 50,
        questions: ["q1", "q2", "q3"].map {
            (QuestionReference(lesson: "shown", question: $0), FilePosition(file: "q.yaml", line: 1, column: 1))
        })
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    var seen = Set<Int>()
    for learner in ["kim", "lee", "park", "choi", "wang", "li"] {
        let sheet = root.appendingPathComponent("\(learner).yaml")
        let answers = Answers()
        let output = BufferOutput()
        let session = QuizSession(
            quiz: quiz, library: library, grader: grader, input: PipedLineSource(output: output) { answers.next() },
            output: output,
            errors: BufferOutput(), language: .en, style: TextStyle(colored: false), learner: learner)
        _ = session.run(sheetPath: sheet.path)
        let text = try String(contentsOf: sheet, encoding: .utf8)
        let lines = text.split(separator: "\n")
        let variants = lines.drop { $0 != "variants:" }.compactMap { line in Int(line.split(separator: " ").last ?? "")
        }
        #expect(variants.count == 3 && Set(variants).count == 1, "\(learner): \(text)")
        seen.formUnion(variants)
    }
    #expect(seen.count > 1, "the scenario's variant still depends on the learner")
}

/// The quiz's typed answers, one per question.
private final class Answers {
    var left = ["1", "1", "1"]
    func next() -> String? { left.isEmpty ? nil : left.removeFirst() }
}

/// A lesson's check draws a set-up tree once per scenario and set-up code: the questions on
/// the same moment share it, and a different code or scenario draws its own.
@Test func setUpTreesAreDrawnOncePerScenarioAndCode() {
    let trees = SetUpTrees()
    var draws = 0
    func draw() -> SetUpTrees.Drawn {
        draws += 1
        return SetUpTrees.Drawn(tree: TreeDiagram("window (0, 0, 390, 844)", children: []), startsRun: draws > 1)
    }
    let first = trees.tree(of: "s", code: "let a = UIView()\n", draw: draw)
    let again = trees.tree(of: "s", code: "let a = UIView()\n", draw: draw)
    #expect(draws == 1 && first.startsRun == again.startsRun && again.tree?.label == "window (0, 0, 390, 844)")
    _ = trees.tree(of: "s", code: "let b = UIView()\n", draw: draw)
    _ = trees.tree(of: "t", code: "let a = UIView()\n", draw: draw)
    #expect(draws == 3)
}
