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

    /// The listing, one line per source line, each ending in a newline. Long lines are not
    /// wrapped (code wrapped at 60 columns is garbage); the terminal cuts or scrolls them.
    public func render(style: TextStyle) -> String {
        let lines = self.lines
        let digits = String(firstLine + max(0, lines.count - 1)).count
        let mark = markIndex
        return lines.enumerated().map { index, line in
            let number = String(firstLine + index)
            let gutter = String(repeating: " ", count: digits - number.count) + number
            if index == mark {
                return style.bold(gutter) + " ▶ " + style.marked(line) + "\n"
            }
            return style.dim(gutter + " │") + " " + SwiftHighlighter.highlight(line, style: style) + "\n"
        }.joined()
    }
}
