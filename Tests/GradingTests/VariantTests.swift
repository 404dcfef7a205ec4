import Foundation
import Grading
import Lessons
import Testing

/// The `vary:` fixture lesson and quiz.
private func variantLibrary() throws -> LessonLibrary {
    let root = try #require(goldenPath("variants"))
    let library = LessonLibrary.load(paths: [root + "/lessons", root + "/quizzes"])
    #expect(library.diagnostics.isEmpty, "\(library.diagnostics)")
    return library
}

/// Issue 13 "Variants": `check` runs every variant and grades the samples of every variant
/// (samples use placeholders), and each variant's answer is the simulator's own.
@Test func checkRunsAndGradesEveryVariant() throws {
    let library = try variantLibrary()
    let result = LessonChecker.check(library, engine: ScenarioLanguageEngine())
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.scenarios == 3 && result.samples == 15)
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    let lesson = try #require(library.lesson("vary"))
    let order = try #require(lesson.question("layout-after-tap"))
    #expect(lesson.variantCount(of: order) == 3)
    // fact 7 (a size change marks the view's layer and its superview; UIKit impl
    // `setFrame:`) and fact 17 (top-down layout): the outer view first, whatever it is called.
    let names = [("a1", "a2"), ("box", "label"), ("card", "badge")]
    for (index, (outer, inner)) in names.enumerated() {
        let (answer, _) = try grader.expectedAnswer(for: order, in: lesson, variant: index + 1)
        #expect(answer == .items(["\(outer).layoutSubviews", "\(inner).layoutSubviews"]))
    }
    // Fact 36 (16.67 ms budget at 60 Hz, 8.33 ms at 120 Hz; TT10856): 12 ms of layout hitches only at 120 Hz.
    let hitches = try #require(lesson.question("hitches"))
    let perVariant = try (1...3).map { try grader.expectedAnswer(for: hitches, in: lesson, variant: $0).answer }
    #expect(perVariant[0] == .integer(0) && perVariant[2] == .integer(0))
    guard case .integer(let at120) = perVariant[1] else {
        Issue.record("not a count")
        return
    }
    #expect(at120 > 0)
}

/// A right answer for one variant is wrong for another; names of another variant are unreadable.
@Test func answersAreGradedForTheirVariant() throws {
    let library = try variantLibrary()
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    let reference = QuestionReference(lesson: "vary", question: "layout-after-tap")
    let right = try #require(
        try grader.grade(reference, answer: "box.layoutSubviews label.layoutSubviews", language: .en, variant: 2))
    #expect(right.isCorrect && right.variant == 2)
    let other = try #require(
        try grader.grade(reference, answer: "box.layoutSubviews label.layoutSubviews", language: .en, variant: 1))
    #expect(other.outcome == .unreadable && other.variant == 1)
    let clamped = try #require(
        try grader.grade(reference, answer: "card.layoutSubviews, badge.layoutSubviews", language: .en, variant: 9))
    #expect(clamped.isCorrect && clamped.variant == 3)
}

/// Texts in every language get the variant's values; the author's explanation too.
@Test func textsAreSubstitutedPerVariant() throws {
    let library = try variantLibrary()
    let lesson = try #require(library.lesson("vary"))
    let question = try #require(lesson.question("layout-after-tap"))
    let values = lesson.variantValues(of: question, variant: 2)
    #expect(values == ["outer": "box", "inner": "label", "width": "120", "rate": "120"])
    #expect(
        lesson.texts[.en]?.question("layout-after-tap")?.substituted(values).prompt
            == "List the layoutSubviews calls after \"tap\", in order (label is 120 pt wide).")
    #expect(
        lesson.texts[.ko]?.question("layout-after-tap")?.substituted(values).prompt
            == "\"tap\" 지점 이후의 layoutSubviews 호출을 순서대로 쓰세요(label의 너비는 120pt예요).")
    let scenario = try #require(lesson.scenario("nested"))
    #expect(scenario.variant(3).code.contains("let card = UIView("))
    #expect(scenario.variant(3).code.contains("class Slow: UIView {"))
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    let verdict = try #require(
        try grader.grade(
            QuestionReference(lesson: "vary", question: "outer-marked"), answer: "yes", language: .zh, variant: 3))
    #expect(verdict.explanation.authorText?.hasPrefix("不会。只有 badge 被设置了脏标记") == true)
}

/// The chooser: the same learner, question and attempt get the same variant; a review never
/// repeats the variant seen last; over many learners every variant is used.
@Test func variantChooserIsDeterministicAndAvoidsTheLastOne() {
    let question = QuestionReference(lesson: "vary", question: "layout-after-tap")
    let first = VariantChooser.choose(count: 3, learner: "kim", question: question)
    #expect(first == VariantChooser.choose(count: 3, learner: "kim", question: question))
    #expect((1...3).contains(first))
    var seen = Set<Int>()
    for learner in (0..<30).map({ "learner\($0)" }) {
        var previous = VariantChooser.choose(count: 3, learner: learner, question: question)
        seen.insert(previous)
        for attempt in 1..<6 {
            let next = VariantChooser.choose(
                count: 3, learner: learner, question: question, attempt: attempt, previous: previous)
            #expect(next != previous && (1...3).contains(next))
            previous = next
        }
    }
    #expect(seen == [1, 2, 3])
    #expect(VariantChooser.choose(count: 1, learner: "kim", question: question, previous: 1) == 1)
    // FNV-1a is fixed, so a learner's variants are the same on every machine and run.
    #expect(VariantChooser.choose(count: 3, learner: "kim", question: question) == first)
}

/// A sheet records the variant of each answer; grading uses it (default: the first).
@Test func sheetVariantsAreGraded() throws {
    let library = try variantLibrary()
    let root = try #require(goldenPath("variants"))
    let sheet = try AnswerSheet.read(try LessonFile.load(root + "/sheets/park.yaml"))
    #expect(sheet.answers.map(\.variant) == [2, 2, 2])
    let quiz = try #require(library.quiz("vary-quiz"))
    let result = try SheetResult.grade(
        sheet, quiz: quiz, grader: Grader(library: library, engine: ScenarioLanguageEngine()), language: .ko)
    #expect(result.verdicts.map(\.variant) == [2, 2, 2])
    #expect(result.verdicts.map(\.outcome) == [.correct, .correct, .incorrect])
}

/// Broken `vary:` blocks fail with located diagnostics: unequal lists, an unused parameter,
/// an empty list, a variant whose code fails (named by its values).
@Test func brokenVariantsAreReported() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "layoutlab-vary-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: directory) }
    func check(_ vary: String, code: String = "let {v} = UIView()\nrunLoop.runUntilIdle()") throws -> [String] {
        let lesson = directory.appendingPathComponent("01-x")
        try FileManager.default.createDirectory(at: lesson, withIntermediateDirectories: true)
        let indented = code.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
        try """
        id: x
        order: 1
        languages: [en]
        scenarios:
          s:
            vary: \(vary)
            code: |
        \(indented)
        questions:
          - id: q
            scenario: s
            kind: yesno
            expect: trace.contains("v.layoutSubviews")
            basis: observed
            source: "a test fixture"
        """.write(to: lesson.appendingPathComponent("lesson.yaml"), atomically: true, encoding: .utf8)
        try "title: X\nsections: [{title: A, body: b}]\nquestions:\n  q: { prompt: P }\n"
            .write(to: lesson.appendingPathComponent("en.yaml"), atomically: true, encoding: .utf8)
        let library = LessonLibrary.load(paths: [directory.path])
        let result = LessonChecker.check(library, engine: ScenarioLanguageEngine())
        return result.diagnostics.map { $0.description.replacingOccurrences(of: directory.path + "/", with: "") }
    }
    #expect(
        try check("{ v: [a, b], w: [1, 2, 3] }").first?.contains("'v' has 2 values, but other parameters have 3")
            == true)
    #expect(
        try check("{ v: [a], w: [1] }").first?.contains("the parameter 'w' of scenario 's' is not used in its code")
            == true)
    #expect(try check("{ v: [] }").first?.contains("'v' has no values") == true)
    let failing = try check("{ v: [a, 9z] }")
    #expect(failing.count == 1 && failing[0].contains("(in the variant v=9z)"), "\(failing)")
}
