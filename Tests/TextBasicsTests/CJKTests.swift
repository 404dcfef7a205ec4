import Testing
import TextBasics

/// One definition of wide, Hangul and Han characters for the terminal, the simulated label and
/// the lesson linter.
@Suite struct CJKTests {
    @Test func wideCharactersTakeTwoCells() {
        for wide in ["가", "中", "あ", "ア", "Ａ", "、", "𠀀"] {
            #expect(CJK.isWide(wide.unicodeScalars.first!), "\(wide)")
        }
        for narrow in ["a", "1", "✓", "é", "ｱ", "\u{303F}", "\u{4DC0}"] {
            #expect(!CJK.isWide(narrow.unicodeScalars.first!), "\(narrow)")
        }
    }

    @Test func hangulIncludesJamo() {
        for hangul: Character in ["한", "ᄀ", "ㄱ", "ꥠ", "ힰ"] { #expect(CJK.isHangul(hangul), "\(hangul)") }
        for other: Character in ["中", "a", "あ"] { #expect(!CJK.isHangul(other), "\(other)") }
    }

    @Test func hanIncludesCJKPunctuation() {
        for han: Character in ["中", "㐀", "。", "，", "𠀀"] { #expect(CJK.isHan(han), "\(han)") }
        for other: Character in ["한", "a", "“"] { #expect(!CJK.isHan(other), "\(other)") }
    }
}
