import Testing
import TextBasics

/// Text from a file never reaches a terminal or a report raw.
@Suite struct SafeTextTests {
    @Test func escapesC0DelAndC1() {
        #expect(SafeText.line("a\u{0}b\u{7}c\u{7F}d\u{85}e\u{9B}f") == "a\\u{0}b\\u{7}c\\u{7F}d\\u{85}e\\u{9B}f")
    }

    @Test func escapeSequencesCannotRun() {
        // Colour, cursor movement, a window title and an OSC 52 clipboard write.
        let hostile = "\u{1B}[31mred\u{1B}[2J\u{1B}]0;title\u{7}\u{1B}]52;c;ZXZpbA==\u{1B}\\"
        let safe = SafeText.line(hostile)
        #expect(!safe.unicodeScalars.contains("\u{1B}"))
        #expect(safe == "\\u{1B}[31mred\\u{1B}[2J\\u{1B}]0;title\\u{7}\\u{1B}]52;c;ZXZpbA==\\u{1B}\\")
        #expect(!SafeText.block(hostile).unicodeScalars.contains("\u{1B}"))
        #expect(
            SafeText.terminal(hostile) == "\u{1B}[31mred\\u{1B}[2J\\u{1B}]0;title\\u{7}\\u{1B}]52;c;ZXZpbA==\\u{1B}\\")
    }

    @Test func lineCannotStartANewLine() {
        // A learner name that would forge a TAP test point or a log line.
        let forged = "ann\nok 7 - everything\r\nerror: fake"
        let safe = SafeText.line(forged)
        #expect(!safe.contains("\n") && !safe.contains("\r"))
        #expect(safe == "ann\\nok 7 - everything\\r\\nerror: fake")
    }

    @Test func blockKeepsNewlinesAndTabsOnly() {
        #expect(SafeText.block("one\n\ttwo\r\nthree\u{1B}") == "one\n\ttwo\\r\nthree\\u{1B}")
    }

    @Test func lineSeparatorsAndBidiControlsAreEscaped() {
        #expect(SafeText.line("a\u{2028}b\u{202E}c\u{2066}d") == "a\\u{2028}b\\u{202E}c\\u{2066}d")
    }

    @Test func cleanTextIsUnchanged() {
        let text = "레이아웃 布局 layout ✓ \\u{1B} literal"
        #expect(SafeText.line(text) == text)
        #expect(SafeText.block(text) == text)
        #expect(SafeText.terminal(text) == text)
    }

    @Test func terminalLetsOnlyColourSequencesPass() {
        #expect(SafeText.terminal("\u{1B}[1mbold\u{1B}[0m") == "\u{1B}[1mbold\u{1B}[0m")
        #expect(SafeText.terminal("\u{1B}[38;2;255;0;0mx") == "\u{1B}[38;2;255;0;0mx")
        #expect(SafeText.terminal("\u{1B}[2Jx") == "\\u{1B}[2Jx")
        #expect(SafeText.terminal("\u{1B}]52;c;eA==\u{7}") == "\\u{1B}]52;c;eA==\\u{7}")
        #expect(SafeText.terminal("a\rb\n") == "a\\rb\n")
    }

    @Test func firstUnsafeLocatesTheCharacter() throws {
        let found = try #require(SafeText.firstUnsafe(in: "clean\nab\u{1B}c"))
        #expect(found.scalar == "\u{1B}" && found.line == 1 && found.column == 2)
        #expect(SafeText.firstUnsafe(in: "a\n\tb") == nil)
    }
}
