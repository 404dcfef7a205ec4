/// The character classes of Korean, Chinese and Japanese text that wrapping, measuring and
/// linting share: one definition each, so a terminal, a simulated label and the lesson linter
/// agree on which characters are wide and which are Hangul or Han.
public enum CJK {
    /// East Asian wide characters (Hangul, CJK ideographs and their extensions, kana, fullwidth
    /// forms): two cells in a terminal, a full em in a label.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Hangul syllables and jamo (conjoining, compatibility and extended): Korean text, which
    /// wraps at spaces and not inside a word.
    public static func isHangul(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: return true
        default: return false
        }
    }

    /// Han ideographs, CJK punctuation and fullwidth forms: Chinese text, whose lines run
    /// together without spaces.
    public static func isHan(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x3000...0x303F, 0xFF00...0xFFEF, 0x20000...0x2A6DF: return true
        default: return false
        }
    }
}
