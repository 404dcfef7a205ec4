import Foundation
import Lessons
import TestSupport
import Testing

/// The term lint reports every glossary violation and Korean particle alternation of a lesson
/// that breaks them, at the word's `file:line:column`, and nothing in code, comments or longer
/// words that contain a banned one (脏标记, 리턴, 북마크); golden of the diagnostics.
@Test func termLintReportsTheViolatingFixture() throws {
    let root = try #require(fixturePath("terms"))
    let library = LessonLibrary.load(paths: [root + "/lessons"])
    // glossary.yaml in a lessons folder is the glossary, not a quiz.
    #expect(library.diagnostics.isEmpty, "\(library.diagnostics)")
    let glossary = try #require(library.glossary)
    #expect(glossary.term("trace-mark")?.words[.zh] == "打点" && glossary.ambiguous.map(\.word) == ["표시", "标记"])
    let diagnostics =
        (TermLint.check(library)
        + TermLint.check(
            swiftFiles: [root + "/strings/UIText+Fixture.swift"], glossary: library.glossary,
            glossaryFile: "lessons/glossary.yaml"))
        .sortedByPosition()
    expectGolden(render(diagnostics, root: root), "terms/diagnostics.txt", folder: "Fixtures")
}

/// What the lint must see and must leave alone, case by case.
@Test func termLintBoundaries() throws {
    let root = try #require(fixturePath("terms"))
    let glossary = try #require(LessonLibrary.load(paths: [root + "/lessons"]).glossary)
    func problems(_ text: String, _ language: Language) -> [String] {
        TermLint.check(LintText.languageFile(text, file: "t.yaml", language: language), glossary: glossary).map(
            \.message)
    }
    #expect(problems("a: 바로 리턴해요. 패턴이에요.", .ko).isEmpty)
    #expect(problems("a: 한 턴 뒤에", .ko).count == 1)
    #expect(problems("a: 设置脏\n  标记。", .zh).isEmpty, "a term broken over two lines is still the term")
    #expect(problems("a: 被标记了", .zh).count == 1)
    #expect(problems("a: `标记` 是代码", .zh).isEmpty)
    #expect(problems("a: colourless", .en).isEmpty && problems("a: Colour", .en).count == 1)
    #expect(problems("a: v을(를) 봐요", .ko).first?.contains("을 after a final consonant") == true)
}

/// The shipped lessons and the tutor's and grader's string tables break no glossary rule
/// and write no particle alternation (errors and warnings alike).
@Test func shippedLessonsAndStringTablesFollowTheGlossary() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let library = LessonLibrary.load(paths: [repository.appendingPathComponent("lessons").path])
    let glossary = try #require(library.glossary, "lessons/glossary.yaml must load: \(library.diagnostics)")
    var swiftFiles: [String] = []
    for module in ["Sources/Tutor", "Sources/Grading", "Sources/layoutlab"] {
        let folder = repository.appendingPathComponent(module).path
        swiftFiles += (FileManager.default.subpaths(atPath: folder) ?? []).filter { $0.hasSuffix(".swift") }.map {
            folder + "/" + $0
        }
    }
    #expect(swiftFiles.count > 20)
    // Every shipped lesson is held to every rule, warnings included.
    let diagnostics =
        TermLint.check(library)
        + TermLint.check(swiftFiles: swiftFiles, glossary: glossary, glossaryFile: "lessons/glossary.yaml")
    #expect(diagnostics.isEmpty, "\(render(diagnostics, root: repository.path))")
}

/// A Chinese yes/no question is answered with its own verb (docs/reviews/zh.md): 会不会 → 会/不会,
/// 需要…吗 → 需要/不需要, never 是/否 for all of them.
@Test func chineseYesNoWordsFollowThePrompt() {
    #expect(ChineseYesNo.words(for: "UIKit 会不会同时调用父视图 a1 的 setNeedsLayout()？") == ("会", "不会"))
    #expect(ChineseYesNo.words(for: "设置了圆角。它需要离屏渲染吗？") == ("需要", "不需要"))
    #expect(ChineseYesNo.words(for: "{fill} 能不能放进 {strip} 的 bounds 之内？") == ("能", "不能"))
    #expect(ChineseYesNo.words(for: "执行时，a1 是否已经完成布局？") == ("是", "不是"))
    #expect(ChineseYesNo.words(for: "场景结束时，badge 有自己的 backing store 吗？") == ("有", "没有"))
    #expect(ChineseYesNo.words(for: "性能很重要。可能吗？这一轮会调用 line.draw(_:) 吗？") == ("会", "不会"))
}

/// The English nouns-only rule, case by case: "mark" as a noun (after a determiner, next to a
/// quoted label, a heading) is the trace mark; its verb forms are reported with the rule's
/// severity and what to write instead.
@Test func englishMarkIsANounOnly() throws {
    let root = try #require(fixturePath("terms"))
    let glossary = try #require(LessonLibrary.load(paths: [root + "/lessons"]).glossary)
    #expect(glossary.nounsOnly.map(\.word) == ["mark"] && glossary.nounsOnly.first?.severity == .error)
    func forms(_ text: String) -> [String] {
        TermLint.check(LintText.languageFile(text, file: "t.yaml", language: .en), glossary: glossary)
            .filter { $0.hint?.contains("nouns-only") == true }.map { String($0.message.prefix { $0 != " " }) }
    }
    #expect(
        forms(#"a: After the mark "tap", between the marks "go" and "stop", the "tap" mark, two marks, a named mark."#)
            .isEmpty)
    #expect(forms("title: Marks\nb: `v.mark()` and trace.mark(\"x\") are code; bookmarks, remarks, landmark.").isEmpty)
    #expect(forms("a: reached the pass mark of 70%; pass mark 70%").isEmpty)
    #expect(forms("a: the layout pass marks a3") == ["'marks'"])
    #expect(
        forms("a: setNeedsLayout() marks the view; it was marked; marking twice; what does a resize mark?")
            == ["'marks'", "'marked'", "'marking'", "'mark'"])
    let lesson = try #require(
        TermLint.check(
            LintText.languageFile("a: addSubview marks the superview.", file: "t.yaml", language: .en),
            glossary: glossary
        ).first)
    #expect(lesson.message.hasSuffix("for the dirty flag write 'flags' or 'sets its layout dirty flag'"))
    #expect(lesson.position.line == 1 && lesson.position.column == 15)
}
