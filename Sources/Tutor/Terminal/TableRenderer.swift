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

    /// The table as lines of text, each ending in a newline.
    public func render() -> String {
        let count = max(headers.count, rows.map(\.count).max() ?? 0)
        func cell(_ row: [String], _ index: Int) -> String { index < row.count ? row[index] : "" }
        var widths = [Int](repeating: 0, count: count)
        for row in [headers] + rows {
            for index in 0..<count { widths[index] = max(widths[index], TerminalText.width(cell(row, index))) }
        }
        func rule(_ left: String, _ middle: String, _ right: String) -> String {
            left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right + "\n"
        }
        func line(_ row: [String]) -> String {
            "│" + (0..<count).map { " " + TerminalText.pad(cell(row, $0), to: widths[$0]) + " " }.joined(separator: "│")
                + "│\n"
        }
        var text = rule("┌", "┬", "┐") + line(headers) + rule("├", "┼", "┤")
        for row in rows { text += line(row) }
        return text + rule("└", "┴", "┘")
    }
}
