import Testing

@testable import TextBasics

/// The escapers scan UTF-8 bytes and decode a scalar only past ASCII; each must give exactly
/// what escaping scalar by scalar gives, for every scalar they treat differently and its
/// neighbours, alone and between ASCII, in strings and in substrings.
@Suite struct EscaperFastPathTests {
    /// Every scalar up to U+3200 (C0, DEL, C1, the Arabic, Hangul filler, Mongolian, general
    /// punctuation and CJK ranges) and the high ranges with scalars of their own: the specials
    /// before U+FFFF, tag characters, an emoji.
    static let scalars: [Unicode.Scalar] =
        (Array(UInt32(0)..<0x3200) + Array(UInt32(0xFE00)...0xFFFF) + Array(UInt32(0xE0000)...0xE0080)
        + [0x1F600, 0x10FFFF]).compactMap { Unicode.Scalar($0) }

    /// Texts with each scalar alone, between letters, after a space and doubled.
    static let texts: [String] =
        scalars.flatMap { scalar in
            let one = String(Character(scalar))
            return [one, "a" + one + "b", "x " + one, one + one + " "]
        } + ["", "plain text", "레이아웃 → 布局 ", "a & b < c > d \"e\" 'f'\n\tg\r"]

    /// XMLText.escaped as it was written scalar by scalar.
    static func plainXML(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                guard value >= 0x20 && !(0xFFFE...0xFFFF).contains(value) else { continue }
                if SafeText.isUnsafe(scalar) {
                    out += "&#x" + String(value, radix: 16, uppercase: true) + ";"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// SafeText's escape scalar by scalar, without the clean-text shortcut.
    static func plainSafe(_ text: some StringProtocol, keepLineBreaks: Bool) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard SafeText.needsEscape(scalar, keepLineBreaks: keepLineBreaks) else {
                out.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            default: out.append(contentsOf: SafeText.escaped(scalar).unicodeScalars)
            }
        }
        return String(out)
    }

    @Test func xmlEscapingMatchesScalarByScalar() {
        let differing = Self.texts.filter { XMLText.escaped($0) != Self.plainXML($0) }
        #expect(differing.isEmpty, "first: \(differing.first.map { Array($0.unicodeScalars) } ?? [])")
    }

    @Test func safeTextMatchesScalarByScalar() {
        for keepLineBreaks in [false, true] {
            let differing = Self.texts.filter {
                SafeText.escape($0, keepLineBreaks: keepLineBreaks)
                    != Self.plainSafe($0, keepLineBreaks: keepLineBreaks)
            }
            #expect(differing.isEmpty, "keepLineBreaks \(keepLineBreaks), first: \(differing.first.debugDescription)")
        }
    }

    @Test func firstUnsafeMatchesScalarByScalar() {
        let differing = (Self.texts + Self.texts.map { "line\n" + $0 }).filter { text in
            let fast = SafeText.firstUnsafe(in: text)
            let plain = SafeText.firstUnsafeScalar(in: text)
            return fast?.scalar != plain?.scalar || fast?.line != plain?.line || fast?.column != plain?.column
        }
        #expect(differing.isEmpty, "first: \(differing.first.map { Array($0.unicodeScalars) } ?? [])")
    }

    @Test func substringsAreEscapedLikeTheirText() {
        // A substring's bytes are a window on its string's: cut after the first character.
        for text in Self.texts where !text.isEmpty {
            let tail = text.dropFirst()
            #expect(SafeText.line(tail) == Self.plainSafe(tail, keepLineBreaks: false))
        }
    }
}
