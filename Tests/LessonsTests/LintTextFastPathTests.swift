import Testing

@testable import Lessons

/// `LintText`'s faster forms give what the plain forms gave: lines cut at the byte, and a line's
/// characters made scalar by scalar where every scalar stands alone, on inputs built to find
/// the difference (combining marks, jamo after a syllable, joiners, variation selectors, CRLF).
@Suite struct LintTextFastPathTests {
    static let pieces = [
        "a", " ", "\t", "`", "#", "표시", "를", "脏", "标记", "。", "，", "“", "”", "—", "…", "→", "é", "e\u{301}",
        "\u{1100}", "\u{1161}", "\u{11A8}", "가", "\u{200D}", "\u{FE0F}", "✔", "👍🏽", "🇰🇷", "\r\n", "\r", "\n", "\u{302A}",
        "\u{FF9E}", "ｶ", "（", "\u{AD}", "\u{2028}", "\u{0E33}", "\u{0600}", "x", "\u{FFFC}",
    ]

    /// Deterministic pseudo-random lines from `pieces`.
    static func inputs(count: Int, length: Int) -> [String] {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        return (0..<count).map { _ in (0..<(1 + next() % length)).map { _ in pieces[next() % pieces.count] }.joined() }
    }

    @Test func charactersAreTheLinesCharacters() {
        for text in Self.inputs(count: 5000, length: 10) + Self.pieces {
            #expect(
                LintText.characters(of: text[...]).map { Array($0.unicodeScalars) }
                    == Array(text).map { Array($0.unicodeScalars) },
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func linesAreTheTextSplitAtLineFeeds() {
        for text in Self.inputs(count: 5000, length: 14) {
            #expect(
                LintText.lines(of: text).map(String.init)
                    == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
