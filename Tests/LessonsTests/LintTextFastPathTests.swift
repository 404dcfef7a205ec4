import Foundation
import Testing
import TextBasics

@testable import Lessons

/// `LintText`'s faster forms give what the plain forms gave: lines cut at the byte, and a line's
/// characters made scalar by scalar where every scalar stands alone, on inputs built to find
/// the difference (combining marks, jamo after a syllable, joiners, variation selectors, CRLF).
@Suite struct LintTextFastPathTests {
    static let pieces = [
        "a", " ", "\t", "`", "#", "표시", "를", "脏", "标记", "。", "，", "“", "”", "—", "…", "→", "é", "e\u{301}",
        "\u{1100}", "\u{1161}", "\u{11A8}", "가", "\u{200D}", "\u{FE0F}", "✔", "👍🏽", "🇰🇷", "\r\n", "\r", "\n", "\u{302A}",
        "\u{FF9E}", "ｶ", "（", "\u{AD}", "\u{2028}", "\u{0E33}", "\u{0600}", "x", "\u{FFFC}",
        "\u{2329}", "\u{3008}", "\u{212B}", "\u{C5}", "A\u{30A}", "ß", "İ", "Mark", "mark", "MARK", "그", "那么",
    ]

    /// Deterministic pseudo-random lines from `pieces`.
    static func inputs(count: Int, length: Int) -> [String] {
        pseudoRandomTexts(from: pieces, count: count, length: length, seed: 0x2545_F491_4F6C_DD1D)
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

    /// Every standalone scalar is its own canonical form, so two of them are equal characters
    /// only when they are the same scalar; the two singletons inside the ranges are left out.
    @Test func standaloneScalarsAreTheirOwnCanonicalForm() {
        var count = 0
        for value in UInt32(0)...0x10FFFF where StandaloneScalar.contains(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            count += 1
            let text = String(Character(scalar))
            #expect(
                Array(text.precomposedStringWithCanonicalMapping.unicodeScalars) == [scalar],
                "U+\(String(value, radix: 16))")
        }
        #expect(count > 40_000)
        #expect(!StandaloneScalar.contains(0x2329) && !StandaloneScalar.contains(0x232A))
        #expect(StandaloneScalar.value(of: "\r\n") == nil && StandaloneScalar.value(of: "\n") == 0x0A)
        #expect(StandaloneScalar.value(of: "e\u{301}") == nil && StandaloneScalar.value(of: "é") == 0xE9)
    }

    /// `TermSearch` finds a word where comparing `Character`s (canonically equivalent ones
    /// equal; English folded to lower case a character at a time) finds it.
    @Test func termSearchFindsWhatCharacterComparisonFinds() {
        let texts = Self.inputs(count: 600, length: 24)
        let words = Self.pieces.filter { $0 != "\n" && $0 != "\r\n" && $0 != "\r" } + Self.inputs(count: 300, length: 3)
        for language in Language.allCases {
            for text in texts {
                let lint = LintText.languageFile(text, file: "t.yaml", language: language)
                let search = TermSearch(lint)
                let folded: [Character?] = lint.characters.map { character in
                    guard language == .en else { return character }
                    let lower = character.lowercased()
                    return lower.count == 1 ? lower.first : nil
                }
                for word in words {
                    let needle = Array(language == .en ? word.lowercased() : word)
                    var expected: [Int] = []
                    if !needle.isEmpty, needle.count <= folded.count {
                        for start in 0...(folded.count - needle.count)
                        where needle.indices.allSatisfy({ folded[start + $0] == needle[$0] }) {
                            expected.append(start)
                        }
                    }
                    #expect(
                        search.occurrences(of: word) == expected,
                        "\(language) \(text.unicodeScalars.map { String($0.value, radix: 16) }) / \(word.unicodeScalars.map { String($0.value, radix: 16) })"
                    )
                }
            }
        }
    }

    /// The course lint's byte paths answer what its `Character` paths answer: words joined at
    /// their bytes, and a phrase found in bytes where it is found in characters.
    @Test func backReferenceBytePathsAreTheCharacterPaths() {
        let texts = Self.inputs(count: 3000, length: 16)
        for text in texts {
            let joined = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
            if let byBytes = BackReferences.joinedByBytes(text) {
                #expect(Array(byBytes.unicodeScalars) == Array(joined.unicodeScalars))
            }
        }
        let words = Self.inputs(count: 200, length: 3)
        for text in texts.prefix(600) {
            guard let textBytes = StandaloneScalar.bytes(of: text) else { continue }
            for word in words {
                guard let wordBytes = StandaloneScalar.bytes(of: word) else { continue }
                #expect(
                    BackReferences.Search.holds(textBytes, wordBytes)
                        == BackReferences.Search.holds(Array(text), Array(word)))
            }
        }
    }
}
