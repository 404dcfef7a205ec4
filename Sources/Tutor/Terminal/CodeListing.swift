/// A scenario as the tutor shows it with a question: line numbers as in `lesson.yaml` (so
/// they match diagnostics and explanations), Swift syntax coloured on a colour terminal, and
/// the question's moment (`QuestionMoment`: its `trace.mark("…")` line, or for a question
/// about the whole run the first statement that runs the run loop) marked with `▶` in the
/// gutter (and reverse video in colour), so "after the tap" points at a line the learner can see.
public struct CodeListing: Sendable {
    /// The scenario's source.
    public let source: String
    /// The line of the file the first source line is on.
    public let firstLine: Int
    /// The moment to point at, if any.
    public let moment: QuestionMoment?

    /// A listing of `source` from `firstLine`, marking the line of `moment`.
    public init(source: String, firstLine: Int = 1, moment: QuestionMoment? = nil) {
        self.source = source
        self.firstLine = firstLine
        self.moment = moment
    }

    /// The source's lines (a final empty line dropped).
    var lines: [String] {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The 0-based index of the moment's line, if the source has it.
    public var markIndex: Int? { moment?.lineIndex(in: lines) }

    /// The listing, one line per source line, each ending in a newline. A line wider than
    /// `columns` continues on the next screen lines under its code, the gutter kept (`┆`),
    /// broken between tokens (CodeListing.pieces), never inside a name or a number. `window`
    /// limits it to some lines (0-based) with a `⋮` line for each stretch left out, worded by
    /// `hidden(first, last)` (1-based file lines).
    public func render(
        style: TextStyle, columns: Int = .max, window: Range<Int>? = nil, hidden: ((Int, Int) -> String)? = nil
    ) -> String {
        let lines = self.lines
        let digits = String(firstLine + max(0, lines.count - 1)).count
        let mark = markIndex
        let shown = window.map { $0.clamped(to: 0..<lines.count) } ?? 0..<lines.count
        // The gutter is `digits` columns, then " │ " or " ▶ ".
        let codeWidth = max(20, columns == .max ? .max : columns - digits - 3)
        var text = ""
        if shown.lowerBound > 0, let hidden {
            text +=
                style.dim(
                    String(repeating: " ", count: digits + 1) + hidden(firstLine, firstLine + shown.lowerBound - 1))
                + "\n"
        }
        for index in shown {
            let number = String(firstLine + index)
            let gutter = String(repeating: " ", count: digits - number.count) + number
            let continuation = style.dim(String(repeating: " ", count: digits) + " ┆") + " "
            let indent = String(lines[index].prefix { $0 == " " })
            for (part, piece) in CodeListing.pieces(of: lines[index], width: codeWidth).enumerated() {
                let code = part == 0 ? piece : indent + "    " + piece
                if index == mark {
                    text += (part == 0 ? style.bold(gutter) + " ▶ " : continuation) + style.marked(code) + "\n"
                } else {
                    text +=
                        (part == 0 ? style.dim(gutter + " │") + " " : continuation)
                        + SwiftHighlighter.highlight(code, style: style) + "\n"
                }
            }
        }
        if shown.upperBound < lines.count, let hidden {
            text +=
                style.dim(
                    String(repeating: " ", count: digits + 1)
                        + hidden(firstLine + shown.upperBound, firstLine + lines.count - 1)) + "\n"
        }
        return text
    }

    /// How many screen lines `render` takes for `window` at `columns`.
    public func height(columns: Int, window: Range<Int>? = nil) -> Int {
        let lines = self.lines
        let digits = String(firstLine + max(0, lines.count - 1)).count
        let shown = window.map { $0.clamped(to: 0..<lines.count) } ?? 0..<lines.count
        let codeWidth = max(20, columns - digits - 3)
        return shown.map { CodeListing.pieces(of: lines[$0], width: codeWidth).count }.reduce(0, +)
            + (shown.lowerBound > 0 ? 1 : 0) + (shown.upperBound < lines.count ? 1 : 0)
    }

    /// `line` cut into pieces of at most `width` terminal columns: the first keeps the line's
    /// indentation, the others start at their first non-space character (the caller indents
    /// them under the code). A piece ends between two tokens — after a space, or beside
    /// punctuation — and never inside a name, a number or a string literal when such a break
    /// exists; a string literal wider than `width` breaks between its words, and a single word
    /// wider than `width` is cut at the width.
    static func pieces(of line: String, width: Int) -> [String] {
        guard width < .max, TerminalText.width(line) > width else { return [line] }
        let characters = Array(line)
        func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        // breakable[i]: a piece may end before characters[i].
        var breakable = [Bool](repeating: false, count: characters.count + 1)
        // spaceBefore[i]: the break before characters[i] is at a space, the best kind.
        var spaceBefore = [Bool](repeating: false, count: characters.count + 1)
        // commaBefore[i]: …after `, `, between arguments, the best of all.
        var commaBefore = [Bool](repeating: false, count: characters.count + 1)
        // wordInString[i]: characters[i] starts a word inside a string literal, after a space:
        // where a literal wider than the line breaks, rather than inside a word.
        var wordInString = [Bool](repeating: false, count: characters.count + 1)
        var inString = false, escaped = false
        let indent = characters.prefix { $0 == " " }.count
        for index in 0..<characters.count {
            let character = characters[index]
            if index > indent, inString {
                wordInString[index] = characters[index - 1] == " " && character != " "
            }
            if index > indent, !inString {
                let previous = characters[index - 1]
                // Between tokens, but never inside a name or number (`0.8`), after a `.` of a
                // member access, or before what closes or separates (`,`, `)`, `:`).
                if previous == " " {
                    breakable[index] = character != " "
                } else {
                    breakable[index] =
                        !(isWord(previous) && isWord(character)) && character != " " && previous != "."
                        && !(character == "." && previous.isNumber) && !",;:)]}".contains(character)
                }
                spaceBefore[index] = previous == " "
                commaBefore[index] = previous == " " && index >= 2 && characters[index - 2] == ","
            }
            if escaped {
                escaped = false
            } else if inString, character == "\\" {
                escaped = true
            } else if character == "\"" {
                inString.toggle()
            }
        }
        // Subsequent pieces are indented by the caller (line indent + 4), so they get less room.
        let rest = max(10, width - indent - 4)
        var pieces: [String] = []
        var start = 0
        var limit = width
        while start < characters.count {
            var used = 0
            var end = start
            var lastBreak: Int?, lastSpace: Int?, lastComma: Int?, lastWordInString: Int?
            while end < characters.count {
                let next = TerminalText.width(String(characters[end]))
                if used + next > limit { break }
                used += next
                end += 1
                if end < characters.count, wordInString[end], end > start { lastWordInString = end }
                if end < characters.count, breakable[end], end > start {
                    lastBreak = end
                    if spaceBefore[end], used * 2 >= limit { lastSpace = end }
                    if commaBefore[end], used * 2 >= limit { lastComma = end }
                }
            }
            // After `, ` or a space in the second half of the piece, else any break between tokens,
            // else between two words of a string literal.
            if end < characters.count, let cut = lastComma ?? lastSpace ?? lastBreak ?? lastWordInString { end = cut }
            if end == start { end = start + 1 }
            pieces.append(
                String(characters[start..<end]).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
            )
            start = end
            while start < characters.count, characters[start] == " " { start += 1 }
            limit = rest
        }
        return pieces
    }
}
