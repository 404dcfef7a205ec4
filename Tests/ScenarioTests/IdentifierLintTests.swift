import Testing

@testable import Scenario

/// `check` warns on identifiers that are not what they look like (Swift's and Rust's
/// confusable and mixed-script lints): invisible characters, Cyrillic or Greek letters, mixed scripts.
@Suite struct IdentifierLintTests {
    private func warnings(_ source: String) -> [IdentifierWarning] {
        ScenarioRun(source: source, options: ScenarioOptions(fileName: "lesson.yaml", lineOffset: 10, columnOffset: 6))
            .identifierWarnings
    }

    @Test func cyrillicLookalikeIsFlaggedWhereItIs() throws {
        // `а` is U+0430 CYRILLIC SMALL LETTER A: the shown code adds a view nobody laid out.
        let found = warnings("let a = UIView()\nlet \u{430} = UIView()\nwindow.addSubview(\u{430})\n")
        let warning = try #require(found.first)
        #expect(found.count == 1)
        #expect(warning.location == SourceLocation(file: "lesson.yaml", line: 12, column: 11))
        #expect(
            warning.message == "the identifier '\u{430}' is written in Cyrillic letters, which look like Latin ones")
    }

    @Test func mixedScriptsAndInvisibleCharactersAreFlagged() {
        let found = warnings(
            "let p\u{43E}int = 1\nlet b\u{200D}c = 2\nlet bc = 3\nprint(p\u{43E}int, b\u{200D}c, bc)\n")
        #expect(
            found.map(\.message) == [
                "the identifier 'p\u{43E}int' mixes Latin and Cyrillic letters, which can look alike",
                "the identifier 'b\\u{200D}c' holds the invisible character \\u{200D}, so it is not the name it looks like",
            ])
    }

    @Test func oneScriptNamesAreNotFlagged() {
        #expect(
            warnings("let view = UIView()\nlet 버튼 = UIButton()\nlet 按钮 = UIButton()\nlet café = 1\nprint(café)\n")
                .isEmpty)
    }
}
