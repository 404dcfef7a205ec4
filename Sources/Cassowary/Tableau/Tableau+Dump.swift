// A readable, deterministic listing of the tableau, for tests that must show a failed call
// left the solver exactly as it was, and for debugging.

extension Tableau {
    /// One line per basic row (`s3 = 10 + -1*d2`), then one per objective level, by id.
    func dump() -> String {
        func name(_ symbol: Symbol) -> String {
            let prefix: String
            switch kinds[symbol.id] {
            case .external: prefix = symbolRecords[symbol.id].variable?.name ?? "x"
            case .slack: prefix = "s"
            case .error: prefix = "e"
            case .dummy: prefix = "d"
            }
            return "\(prefix)#\(symbol.id)"
        }
        func render(_ row: Row) -> String {
            var text = "\(row.constant)"
            for cell in row.cells {
                text += " + \(cell.coefficient)*\(name(cell.symbol))"
            }
            return text
        }
        var lines: [String] = []
        for id in 0..<rows.count {
            if let row = rows.row(id) { lines.append("\(name(Symbol(id: id))) = \(render(row))") }
        }
        for (index, level) in objective.levels.enumerated() {
            let cells = objective.symbols(atLevel: index).map {
                "\(objective.coefficient(of: $0, level: index))*\(name($0))"
            }
            lines.append("objective@\(level.priority) (\(level.constraintCount)) = " + cells.joined(separator: " + "))
        }
        let edits = allRecords.filter(\.isEdit).count
        lines.append("constraints: \(constraintCount), edits: \(edits), symbols: \(kinds.count)")
        return lines.joined(separator: "\n")
    }
}
