import Testing
import TextBasics

@testable import Simulator

/// Text that looks like something else: bidirectional marks and invisible characters are shown
/// escaped wherever SafeText writes (every report, the listing, diagnostics, the tutor).
@Suite struct LookalikeTextTests {
    @Test(arguments: [
        ("\u{200E}", "\\u{200E}"), ("\u{200F}", "\\u{200F}"), ("\u{061C}", "\\u{61C}"),  // LRM, RLM, ALM
        // zero-width space, non-joiner, joiner
        ("\u{200B}", "\\u{200B}"), ("\u{200C}", "\\u{200C}"), ("\u{200D}", "\\u{200D}"),
        ("\u{00AD}", "\\u{AD}"), ("\u{2060}", "\\u{2060}"), ("\u{FEFF}", "\\u{FEFF}"),  // soft hyphen, word joiner, BOM
        ("\u{3164}", "\\u{3164}"), ("\u{E0041}", "\\u{E0041}"),  // Hangul filler, tag letter
    ])
    func marksAndInvisibleCharactersAreEscaped(_ raw: String, _ escaped: String) {
        #expect(SafeText.line("b" + raw + "ob") == "b" + escaped + "ob")
        #expect(SafeText.block("b" + raw + "ob") == "b" + escaped + "ob")
        #expect(SafeText.terminal("b" + raw + "ob") == "b" + escaped + "ob")
        #expect(SafeText.json("\"b" + raw + "ob\"").unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func visibleTextIsUnchanged() {
        for text in ["bob", "김민수", "王小明", "café", "naïve", "Ελένη", "Жора", "👍", "a\u{0301}"] {
            #expect(SafeText.line(text) == text)
        }
    }
}
