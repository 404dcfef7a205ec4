// Text that came from a file (a lesson, a quiz, an answer sheet, a scenario's prints and marks,
// a file name) rendered so it cannot act on a terminal, a log or a line-based report.
//
// It lives in TextBasics, below every module that writes such text (the simulator's trace
// listing shows scenario labels and prints); every module calls it, none writes its own.

/// Escapes control characters in text from a file before it reaches a terminal, a log or a report.
///
/// Escaped, as `\u{1B}` (hexadecimal, upper case, as Swift writes it):
/// - C0 controls (U+0000–U+001F) except those the mode keeps, and DEL (U+007F). ESC among them
///   is what starts colour, cursor, title and OSC 52 clipboard sequences, so none can run;
/// - C1 controls (U+0080–U+009F), which some terminals treat as 8-bit CSI/OSC introducers;
/// - U+2028 and U+2029 (line and paragraph separators), which some log viewers break lines on;
/// - the bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069)
///   and the bidirectional marks (LRM U+200E, RLM U+200F, ALM U+061C), which can make text read
///   differently from what it is;
/// - invisible characters that make two names look the same: soft hyphen (U+00AD), zero-width
///   space, non-joiner and joiner (U+200B–U+200D), word joiner and invisible operators
///   (U+2060–U+2064), deprecated format characters (U+206A–U+206F), the zero-width no-break
///   space (U+FEFF), the Mongolian vowel separator (U+180E), Hangul fillers (U+115F, U+1160,
///   U+3164, U+FFA0), interlinear annotation marks (U+FFF9–U+FFFB) and tag characters
///   (U+E0000–U+E007F), which can smuggle text no reader sees.
///
/// `line` also escapes newline, carriage return and tab, so a value can never start a new report
/// line (a forged `ok 3` in TAP, a forged `error:` in a log). `block` keeps newlines and tabs
/// for multi-line prose (lesson text) and escapes everything else, carriage returns included.
public enum SafeText {
    /// `text` made safe for a single line of output: no byte of it can start a new line.
    public static func line(_ text: some StringProtocol) -> String {
        escape(text, keepLineBreaks: false)
    }

    /// `text` made safe for multi-line output: newlines and tabs stay, every other control is escaped.
    public static func block(_ text: some StringProtocol) -> String {
        escape(text, keepLineBreaks: true)
    }

    /// Text for a terminal that LayoutLab itself may have coloured: like `block`, except that
    /// Select Graphic Rendition sequences (`ESC [ digits;… m`, colour and emphasis only) pass.
    /// It is the last guard at the output sinks (the tutor's output, `layoutlab`'s standard
    /// error); text from files is escaped with `line` or `block` where it enters the output, so
    /// no file can supply even a colour.
    public static func terminal(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepLineBreaks: true) }) else {
            return String(text)
        }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", let end = sgrEnd(scalars, from: index) {
                out.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if needsEscape(scalar, keepLineBreaks: true) {
                out.append(contentsOf: (scalar == "\r" ? "\\r" : escaped(scalar)).unicodeScalars)
            } else {
                out.append(scalar)
            }
            index += 1
        }
        return String(out)
    }

    /// The index of the `m` ending an SGR sequence that starts with ESC at `start`, if it is one.
    private static func sgrEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        guard index < scalars.count, scalars[index] == "[" else { return nil }
        index += 1
        // Our own sequences are short (`ESC[38;2;255;255;255m`); a long one is not ours.
        while index < scalars.count, index - start < 40 {
            let scalar = scalars[index]
            if scalar == "m" { return index }
            guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
            index += 1
        }
        return nil
    }

    /// Whether `scalar` is one `block` would escape: what `check` rejects in lesson text.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        needsEscape(scalar, keepLineBreaks: true)
    }

    /// The first scalar of `text` that `block` would escape, with its 0-based offset in
    /// characters of its line and its 0-based line number, or nil when the text is clean.
    public static func firstUnsafe(in text: some StringProtocol) -> (scalar: Unicode.Scalar, line: Int, column: Int)? {
        // Most text is clean: its bytes tell so without decoding scalars (a load checks every
        // scalar of every lesson file).
        if text.utf8.withContiguousStorageIfAvailable({ isClean($0, keepLineBreaks: true) }) == true { return nil }
        return firstUnsafeScalar(in: text)
    }

    /// `firstUnsafe(in:)` scalar by scalar, without the clean-bytes shortcut (the form the
    /// shortcut stands for, and `EscaperFastPathTests`' oracle).
    static func firstUnsafeScalar(in text: some StringProtocol) -> (scalar: Unicode.Scalar, line: Int, column: Int)? {
        var line = 0
        var column = 0
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 0
                continue
            }
            if needsEscape(scalar, keepLineBreaks: true) { return (scalar, line, column) }
            column += 1
        }
        return nil
    }

    /// JSON text as `JSONEncoder` writes it, with every scalar `isUnsafe` flags (DEL, C1, the
    /// line separators and bidirectional controls, which the encoder leaves raw) written as a
    /// `\u` escape, so the document is still the same JSON and safe to `cat` to a terminal.
    /// Such scalars can only stand inside the document's strings, where `\u007f` means the same.
    public static func json(_ encoded: String) -> String {
        guard encoded.unicodeScalars.contains(where: isUnsafe) else { return encoded }
        var out = String.UnicodeScalarView()
        for scalar in encoded.unicodeScalars {
            if isUnsafe(scalar) {
                out.append(contentsOf: jsonEscaped(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// `\u007f` for U+007F: JSON's escape for a scalar of the Basic Multilingual Plane.
    public static func jsonEscaped(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `\u{1B}` for U+001B.
    public static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    static func needsEscape(_ scalar: Unicode.Scalar, keepLineBreaks: Bool) -> Bool {
        needsEscape(value: scalar.value, keepLineBreaks: keepLineBreaks)
    }

    /// `needsEscape` of the scalar with this value.
    @inline(__always)
    static func needsEscape(value: UInt32, keepLineBreaks: Bool) -> Bool {
        switch value {
        case 0x0A, 0x09: return !keepLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0x00AD, 0x061C, 0x115F, 0x1160, 0x180E, 0x200B...0x200F, 0x2060...0x2064, 0x206A...0x206F, 0x3164,
            0xFEFF, 0xFFA0, 0xFFF9...0xFFFB, 0xE0000...0xE007F:
            return true
        default: return false
        }
    }

    /// Whether no scalar of these UTF-8 bytes needs escaping. Only a byte outside printable
    /// ASCII is looked at further: a C0 control or DEL, or the start of a longer scalar, which is
    /// decoded. A scalar cut off at the end counts as unclean, so the caller takes its scalar path.
    // Safe: `bytes` comes from `withUTF8`, alive while this runs; every read is below its count.
    static func isClean(_ bytes: UnsafeBufferPointer<UInt8>, keepLineBreaks: Bool) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F {
                index += 1
                continue
            }
            guard let (value, length) = UTF8Scalars.scalar(at: index, in: bytes),
                !needsEscape(value: value, keepLineBreaks: keepLineBreaks)
            else { return false }
            index += length
        }
        return true
    }

    static func escape(_ text: some StringProtocol, keepLineBreaks: Bool) -> String {
        // Most text is clean: return it unchanged without building a copy scalar by scalar.
        // A string's bytes are scanned directly; a text without contiguous bytes, scalar by scalar.
        let clean =
            text.utf8.withContiguousStorageIfAvailable { isClean($0, keepLineBreaks: keepLineBreaks) }
            ?? !text.unicodeScalars.contains(where: { needsEscape($0, keepLineBreaks: keepLineBreaks) })
        guard !clean else { return String(text) }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepLineBreaks: keepLineBreaks) {
                switch scalar {
                case "\n": out.append(contentsOf: "\\n".unicodeScalars)
                case "\r": out.append(contentsOf: "\\r".unicodeScalars)
                case "\t": out.append(contentsOf: "\\t".unicodeScalars)
                default: out.append(contentsOf: escaped(scalar).unicodeScalars)
                }
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
