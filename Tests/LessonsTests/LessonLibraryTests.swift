import Foundation
import Lessons
import TestSupport
import Testing

/// The valid fixture loads with every field, and no diagnostics.
@Test func validFixtureLoads() throws {
    let root = try #require(fixturePath("valid"))
    let library = LessonLibrary.load(paths: [root + "/lessons", root + "/quizzes"])
    #expect(library.diagnostics.isEmpty, "\(library.diagnostics)")
    let lesson = try #require(library.lesson("tap"))
    #expect(lesson.languages == [.ko, .zh, .en])
    #expect(lesson.questions.map(\.kind) == [.order, .yesno, .choice, .count, .set, .frame, .number])
    let order = try #require(lesson.question("layout-after-tap"))
    #expect(order.expect?.text == "trace.after(\"tap\").calls(\"layoutSubviews\")")
    #expect(order.expect?.position.line == 26)
    #expect(order.expect?.position.column == 13)
    #expect(order.samples.map(\.isRight) == [true, false])
    #expect(order.facts == [5, 17] && lesson.question("ancestors-marked")?.facts == [6])
    let scenario = try #require(lesson.scenario("tap-a2"))
    #expect(scenario.codePosition.line == 8)
    #expect(scenario.codePosition.column == 7)
    let choice = try #require(lesson.question("which-pass"))
    #expect(choice.multiple && choice.options.map(\.id) == ["a", "b", "c"])
    #expect(lesson.texts[.ko]?.question("which-pass")?.label(of: "b") == "레이아웃")
    #expect(lesson.texts[.zh]?.question("which-pass")?.feedback(for: "a") == "没有任何约束被修改。")
    let number = try #require(lesson.question("a2-bytes"))
    #expect(number.unit == .bytes)
    let quiz = try #require(library.quiz("tap-quiz"))
    #expect(quiz.passPercent == 70 && quiz.questions.count == 7 && quiz.title(in: .ko) == "탭 퀴즈")
}

/// Each broken fixture fails with a precise `file:line:column` diagnostic (golden).
@Test(arguments: [
    "yaml-syntax", "tab-indent", "unknown-kind", "unknown-key", "missing-expect", "unknown-scenario",
    "missing-translation", "orphan-text", "missing-language-file", "bad-quiz-reference", "duplicate-key",
    "bad-pass-mark", "number-without-unit", "option-without-label", "undeclared-language", "missing-hint",
    "unknown-fact",
])
func brokenFixtureDiagnostics(name: String) throws {
    let root = try #require(fixturePath("broken/" + name))
    let library = LessonLibrary.load(paths: [root + "/lessons", root + "/quizzes"])
    #expect(!library.diagnostics.isEmpty)
    expectGolden(render(library.diagnostics, root: root), "broken/\(name)/expected.txt", folder: "Fixtures")
}

/// The lessons and quizzes shipped in the repository load and lint cleanly (CI fails on a broken one).
@Test func shippedContentLints() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let library = LessonLibrary.load(paths: [
        repository.appendingPathComponent("lessons").path, repository.appendingPathComponent("quizzes").path,
    ])
    #expect(library.diagnostics.isEmpty, "\(library.diagnostics.map(\.description).joined(separator: "\n"))")
    #expect(!library.lessons.isEmpty && !library.quizzes.isEmpty)
}

/// A missing path is reported, not ignored.
@Test func missingPathIsReported() {
    let library = LessonLibrary.load(paths: ["/nonexistent/lessons"])
    #expect(
        library.diagnostics.map(\.description) == [
            "/nonexistent/lessons:1:1: error: no such file or directory\n  hint: give a lesson folder, a quiz file, or a folder of them (default: lessons quizzes)"
        ])
}

/// Answer sheets: list answers are joined by lines; a malformed reference is an error at its key.
@Test func answerSheetReading() throws {
    let sheet = try AnswerSheet.read(
        try YAMLLoader.load(
            "quiz: tap-quiz\nlearner: kim\nlang: ko\nanswers:\n  tap/layout-after-tap: [a1.layoutSubviews, a2.layoutSubviews]\n  tap/ancestors-marked: 아니요\n",
            file: "kim.yaml"))
    #expect(sheet.language == .ko && sheet.learner == "kim")
    #expect(sheet.answers.map(\.text) == ["a1.layoutSubviews\na2.layoutSubviews", "아니요"])
    do {
        _ = try AnswerSheet.read(try YAMLLoader.load("quiz: q\nlearner: k\nanswers:\n  layout: x\n", file: "s.yaml"))
        Issue.record("no error")
    } catch {
        #expect(error.description.hasPrefix("s.yaml:4:3: error: 'layout' does not name a question"))
    }
}

/// `check --coverage`'s table: every fact of docs/facts.md with its questions, the thin facts as ranges, and
/// the untagged questions (issue 11: "check --coverage prints which facts are asked by how many").
@Test func factCoverageCountsTags() throws {
    let root = try #require(fixturePath("valid"))
    let coverage = FactCoverage(LessonLibrary.load(paths: [root + "/lessons"]))
    #expect(
        coverage.count(of: 5) == 1 && coverage.count(of: 6) == 1 && coverage.count(of: 17) == 1
            && coverage.count(of: 1) == 0)
    let last = Fact.numbers.upperBound
    #expect(coverage.thin == Array(Fact.numbers))
    let lines = coverage.lines
    #expect(lines.count == last + 2)
    #expect(lines[4] == "fact  5    1  tap/layout-after-tap")
    #expect(lines[0] == "fact  1    0")
    #expect(lines[last] == "\(last) facts asked by fewer than 2 questions: 1-\(last)")
    #expect(
        lines[last + 1]
            == "5 questions without `facts:`: tap/which-pass, tap/layout-count, tap/who, tap/a2-frame, tap/a2-bytes")
}
