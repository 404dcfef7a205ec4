import CWidth
import Foundation
import TextBasics

/// Measures and pads text in terminal columns, so tables and boxes line up when they hold
/// Hangul and Han (two columns each) next to Latin letters (one column).
public enum TerminalText {
    /// Selects the user's locale, falling back to C.UTF-8 for character classes, so that
    /// readline edits Hangul/Han correctly and `wcwidth` knows non-ASCII characters
    /// (it returns -1 for them in the "C" locale; glibc's wcwidth). Call once, first.
    public static func prepareLocale() {
        setlocale(LC_ALL, "")
        let ctype = setlocale(LC_CTYPE, nil).map { String(cString: $0).lowercased() } ?? ""
        if !(ctype.contains("utf-8") || ctype.contains("utf8")) {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    /// The number of terminal columns `text` takes. ANSI colour sequences take none;
    /// control characters take none; anything `wcwidth` does not know counts as one.
    public static func width(_ text: String) -> Int {
        var columns = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                // CSI sequences end with a letter: ESC [ 1 ; 3 2 m
                if scalar.properties.isAlphabetic { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                continue
            }
            let measured = wcwidth(wchar_t(bitPattern: scalar.value))
            if measured >= 0 {
                columns += Int(measured)
            } else if scalar.value >= 0x20 {
                columns += 1
            }
        }
        return columns
    }

    /// `text` followed by spaces up to `columns` terminal columns (never truncated).
    public static func pad(_ text: String, to columns: Int) -> String {
        let missing = columns - width(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// Joins the hard-wrapped lines of prose (as lesson YAML is written, about 90 columns) back
    /// into paragraphs, so they can be wrapped to the terminal's width. Blank lines separate
    /// paragraphs; indented lines (code, lists, tables) are kept as they are. Lines of Han text
    /// join without a space, as Chinese is written; others join with one.
    public static func reflow(_ text: String) -> String {
        var output: [String] = []
        var paragraph = ""
        func flush() {
            if !paragraph.isEmpty { output.append(paragraph) }
            paragraph = ""
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || line.hasPrefix(" ") || line.hasPrefix("\t") {
                flush()
                output.append(trimmed.isEmpty ? "" : line)
                continue
            }
            if paragraph.isEmpty {
                paragraph = trimmed
            } else if let last = paragraph.last, let first = trimmed.first,
                (CJK.isHan(last) && CJK.isHan(first)) || isFullWidthPunctuation(last) || isFullWidthPunctuation(first)
            {
                // Chinese runs lines together, and no space ever follows (or precedes) a
                // full-width comma, full stop or bracket.
                paragraph += trimmed
            } else {
                paragraph += " " + trimmed
            }
        }
        flush()
        while output.last == "" { output.removeLast() }
        return output.joined(separator: "\n")
    }

    /// Full-width punctuation (，。、：；！？（）「」“” and the FFxx forms).
    static func isFullWidthPunctuation(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x303F, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65, 0x201C, 0x201D:
            return true
        default: return false
        }
    }

    /// Breaks `text` into lines of at most `columns` terminal columns, at spaces where it can
    /// and between any two CJK characters (Korean, Chinese and Japanese text may break there).
    public static func wrap(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrapParagraph(String(paragraph), columns: max(columns, 10)))
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: String, columns: Int) -> [String] {
        guard width(paragraph) > columns else { return [paragraph] }
        // Code (indented) and tables are never wrapped: wrapped at 60 columns they are garbage;
        // the terminal cuts or scrolls them instead.
        if paragraph.hasPrefix("  ") || paragraph.hasPrefix("\t") || "│┌├└|".contains(paragraph.first ?? " ") {
            return [paragraph]
        }
        // Keep the paragraph's indentation on continuation lines (lists, code).
        let indent = Array(paragraph.prefix { $0 == " " })
        var lines: [String] = []
        var line: [Character] = []
        var lineWidth = 0
        // Offsets in `line` where it may be broken, in increasing order.
        var breaks: [Int] = []
        func text(_ characters: ArraySlice<Character>) -> String {
            String(characters).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        for character in paragraph {
            let characterWidth = width(String(character))
            if isClosingPunctuation(character) {
                // No line starts with a comma, full stop or closing bracket (Chinese kinsoku too).
                breaks.removeAll { $0 == line.count }
            }
            if lineWidth + characterWidth > columns, line.contains(where: { $0 != " " }) {
                if let cut = breaks.last(where: { $0 > indent.count }) {
                    lines.append(text(line[..<cut]))
                    line = indent + line[cut...].drop { $0 == " " }
                    lineWidth = width(String(line))
                    breaks = []
                }
                // No break point: the word (an identifier such as `a1.layoutSubviews`) runs
                // past the edge rather than being cut inside.
            }
            // The space where the line was just broken ends the line: it never starts the next
            // one (Chinese meeting a Latin word, "文档中 CALayer", breaks after 中 and at the space).
            if character == " ", line.count == indent.count, !lines.isEmpty { continue }
            let breaksAnywhere = characterWidth == 2 && !CJK.isHangul(character)
            let spaceBreaks =
                character == " " && !joinsNumberAndUnit(line) && !endsInOperator(line) && !isInsideCall(line)
            if spaceBreaks || (breaksAnywhere && !isClosingPunctuation(character)) {
                // A break is allowed at a space and before a Han or Kana character…
                breaks.append(line.count)
            }
            line.append(character)
            lineWidth += characterWidth
            if breaksAnywhere && !isOpeningPunctuation(character) {
                // …and after it. Korean, which puts spaces between words, breaks at spaces.
                breaks.append(line.count)
            }
        }
        if line.contains(where: { $0 != " " }) { lines.append(String(line)) }
        return lines
    }

    /// Whether a space after `line` follows a number, as in `60 Hz` or `16.7 ms`: a number
    /// and what it counts stay on one line; so do the numbers of a tuple or rectangle
    /// (`(60, 0, 30, 40)`), a comma after a number inside an open bracket.
    private static func joinsNumberAndUnit(_ line: [Character]) -> Bool {
        guard let last = line.last else { return false }
        if last.isNumber { return true }
        guard last == ",", line.count >= 2, line[line.count - 2].isNumber else { return false }
        let opened = line.filter { $0 == "(" || $0 == "（" }.count, closed = line.filter { $0 == ")" || $0 == "）" }.count
        return opened > closed
    }

    /// Whether a space after `line` follows an arithmetic operator standing alone, as in
    /// `3 × 110 + 2 × 10` or `2·√100 = 20`: with the number rule above, a sum stays on one line
    /// rather than leaving `2 ×` at the end of one and `10` at the start of the next.
    private static func endsInOperator(_ line: [Character]) -> Bool {
        guard line.count >= 2, let last = line.last, line[line.count - 2] == " " else { return false }
        return "×+−=·÷*/<>≤≥≈".contains(last)
    }

    /// Whether a space after `line` falls inside the arguments of a call written in the prose,
    /// as in `animation(forKey: "pop")`: a call reads as one word. Only short calls are kept
    /// whole; a parenthesis that stays open longer is prose, and may break.
    private static func isInsideCall(_ line: [Character]) -> Bool {
        var depth = 0
        var index = line.count - 1
        while index >= 0, line.count - index <= callWidth {
            switch line[index] {
            case ")": depth += 1
            case "(":
                if depth == 0 {
                    guard index > 0 else { return false }
                    let before = line[index - 1]
                    return before.isLetter || before.isNumber || before == "_"
                }
                depth -= 1
            default: break
            }
            index -= 1
        }
        return false
    }

    /// The longest call (in characters, from its opening parenthesis) kept on one line.
    private static let callWidth = 48

    /// Punctuation that must not start a line.
    private static func isClosingPunctuation(_ character: Character) -> Bool {
        "，。、：；！？）」』》〉】”’,.:;!?)]}".contains(character)
    }

    /// Punctuation that must not end a line.
    private static func isOpeningPunctuation(_ character: Character) -> Bool {
        "（「『《〈【“‘".contains(character)
    }
}
