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
    /// paragraphs; a "- " line starts a list item, whose lines indented by two spaces continue
    /// it; other indented lines (code, tables) are kept as they are. Lines of Han text join
    /// without a space, as Chinese is written; others join with one.
    public static func reflow(_ text: String) -> String {
        var output: [String] = []
        var paragraph = ""
        func flush() {
            if !paragraph.isEmpty { output.append(paragraph) }
            paragraph = ""
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let continuesItem = paragraph.hasPrefix("- ") && line.hasPrefix("  ") && !line.hasPrefix("   ")
            if trimmed.isEmpty || ((line.hasPrefix(" ") || line.hasPrefix("\t")) && !continuesItem) {
                flush()
                output.append(trimmed.isEmpty ? "" : line)
                continue
            }
            if line.hasPrefix("- ") { flush() }
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

    /// Breaks `text` into lines of at most `columns` terminal columns, at spaces and between Han
    /// characters, never inside a short span of code (`LineBreaker`).
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
        return LineBreaker(paragraph, columns: columns).lines(columns: columns)
    }
}
