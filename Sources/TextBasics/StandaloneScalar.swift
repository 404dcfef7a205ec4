/// Unicode scalars that are each a whole character wherever they stand and their own canonical
/// (NFC) form: tab, line feed, ASCII, Latin letters, general punctuation, arrows and box
/// drawing, CJK punctuation and ideographs, Hangul syllables and full-width forms.
///
/// In text made only of them, characters compare exactly as their scalars do (or their UTF-8
/// bytes): no grapheme breaking is needed to find where a character ends, and two characters
/// are canonically equivalent only when they are the same scalar. Lesson text is almost all of
/// this kind, so the lints search it by scalars or bytes and take the `Character` path only for
/// the rest (a combining mark, an emoji sequence, a carriage return).
public enum StandaloneScalar {
    /// Whether the scalar `value` is one of them. Left out inside the ranges: U+2329 and
    /// U+232A, whose canonical forms are U+3008 and U+3009 (so `"〈" == "〈"` as characters).
    @inline(__always)
    public static func contains(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x20...0x7E, 0xA1...0xAC, 0xAE...0x24F: return true
        case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2328, 0x232B...0x23FF, 0x2500...0x27BF: return true
        case 0x3000...0x3029, 0x3030...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF: return true
        case 0xAC00...0xD7A3, 0xFF01...0xFF60: return true
        default: return false
        }
    }

    /// The scalar of `character` when it is a single standalone scalar, else nil.
    @inline(__always)
    public static func value(of character: Character) -> UInt32? {
        // Not `asciiValue`, which compares the character with "\r\n" first.
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
            contains(first.value)
        else { return nil }
        return first.value
    }

    /// The UTF-8 bytes of `text` when every scalar of it is standalone, else nil.
    public static func bytes(of text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                guard let (value, length) = UTF8Scalars.scalar(at: index, in: utf8), contains(value) else {
                    return nil
                }
                index += length
            }
            return Array(utf8)
        }
    }
}
