/// Draws a table with box-drawing lines, measuring every cell in terminal columns so
/// columns stay aligned when cells hold Korean or Chinese text.
public struct TableRenderer: Sendable {
    /// Column titles.
    public let headers: [String]
    /// Rows of cells; a short row is padded with empty cells.
    public let rows: [[String]]

    /// A table with these titles and rows.
    public init(headers: [String], rows: [[String]]) {
        self.headers = headers
        self.rows = rows
    }

    /// The narrowest a column is made to fit the width (a number, a short word).
    static let narrowestColumn = 4

    /// The table as lines of text, each ending in a newline, at most `width` columns wide
    /// when that can be done: the widest columns are narrowed first and their cells wrap
    /// onto more lines (at spaces and between CJK characters, as prose does).
    public func render(width: Int = .max) -> String {
        let count = max(headers.count, rows.map(\.count).max() ?? 0)
        func cell(_ row: [String], _ index: Int) -> String { index < row.count ? row[index] : "" }
        var widths = [Int](repeating: 0, count: count)
        for row in [headers] + rows {
            for index in 0..<count { widths[index] = max(widths[index], TerminalText.width(cell(row, index))) }
        }
        // Borders: "│" + " cell " per column joined by "│" + "│".
        let frame = 1 + 3 * count
        while width < .max, widths.reduce(frame, +) > width,
            let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
            widths[widest] > TableRenderer.narrowestColumn
        {
            widths[widest] -= 1
        }
        func rule(_ left: String, _ middle: String, _ right: String) -> String {
            left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right + "\n"
        }
        func lines(_ row: [String]) -> String {
            let cells = (0..<count).map { TableRenderer.wrap(cell(row, $0), width: widths[$0]) }
            let height = cells.map(\.count).max() ?? 1
            return (0..<height).map { line in
                "│"
                    + (0..<count).map {
                        " " + TerminalText.pad(line < cells[$0].count ? cells[$0][line] : "", to: widths[$0]) + " "
                    }
                    .joined(separator: "│") + "│\n"
            }.joined()
        }
        var text = rule("┌", "┬", "┐") + lines(headers) + rule("├", "┼", "┤")
        for row in rows { text += lines(row) }
        return text + rule("└", "┴", "┘")
    }

    /// `text` in lines of at most `width` columns: wrapped as prose, and a word wider than
    /// the column cut at its edge (a table cell has nowhere else to go).
    static func wrap(_ text: String, width: Int) -> [String] {
        guard TerminalText.width(text) > width else { return [text] }
        var result: [String] = []
        for line in TerminalText.wrap(text, columns: width) {
            var piece = ""
            for character in line {
                if TerminalText.width(piece + String(character)) > width {
                    result.append(piece)
                    piece = ""
                }
                piece.append(character)
            }
            result.append(piece)
        }
        return result
    }
}
