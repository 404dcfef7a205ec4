// Consistency checks of the tableau, in the manner of swift-collections' `_checkInvariants()`.

extension Tableau {
    /// Every broken invariant, described; empty when the tableau is consistent.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let count = kinds.count
        if rows.count != count || columns.count != count || symbolRecords.count != count
            || variableIdentities.count != count
        {
            problems.append("per-symbol arrays differ in length")
            return problems
        }
        var expectedColumns = [Set<Symbol>](repeating: [], count: count)
        for id in 0..<count {
            guard let row = rows.row(id) else { continue }
            let basic = Symbol(id: id)
            if !row.constant.isFinite { problems.append("row \(id) has a non-finite constant") }
            for (index, cell) in row.cells.enumerated() {
                let symbol = cell.symbol
                if index > 0 && row.cells[index - 1].symbol.id >= symbol.id {
                    problems.append("row \(id) is not sorted")
                }
                if nearZero(cell.coefficient) { problems.append("row \(id) keeps a zero cell \(symbol.id)") }
                if rows.hasRow(symbol.id) { problems.append("row \(id) holds basic symbol \(symbol.id)") }
                if columns.isIndexed(symbol) { expectedColumns[symbol.id].insert(basic) }
            }
            if infeasible.isEmpty && kinds[id] != .external && row.constant < -1e-6 {
                problems.append("restricted row \(id) is infeasible (\(row.constant))")
            }
            if kinds[id] == .dummy && !nearZero(row.constant) { problems.append("dummy row \(id) is not zero") }
        }
        for id in 0..<count {
            let symbol = Symbol(id: id)
            let list = columns.list(symbol)
            if !expectedColumns[id].isSubset(of: list) {
                problems.append("column index of symbol \(id) misses rows")
            }
            if !columns.isIndexed(symbol) && (!list.isEmpty || kinds[id] != .dummy) {
                problems.append("symbol \(id) is unindexed but has a list, or is not a dummy")
            }
            if !columns.hasStale(symbol) && list.count != expectedColumns[id].count {
                problems.append("column index of symbol \(id) has stale entries it does not count")
            }
            if list.count != Int(columns.columns[id].count) {
                problems.append("column list of symbol \(id) differs from its count")
            }
        }
        for (depth, level) in objective.levels.enumerated() {
            if depth > 0 && objective.levels[depth - 1].priority <= level.priority {
                problems.append("objective levels are not in descending priority")
            }
            if level.priority >= 1000 { problems.append("required level in the objective") }
            if level.constraintCount <= 0 { problems.append("empty objective level \(level.priority)") }
            for symbol in objective.symbols(atLevel: depth) where rows.hasRow(symbol.id) {
                problems.append("objective level \(level.priority) holds basic symbol \(symbol.id)")
            }
        }
        if infeasible.isEmpty && artificial == nil && objective.hasImprovingSymbol(kinds: kinds) {
            problems.append("objective is not optimal")
        }
        for record in allRecords {
            if !record.marker.isValid { problems.append("constraint \(record.constraint) has no marker") }
        }
        if allRecords.count != constraintCount { problems.append("constraint count differs from the records") }
        for (slot, record) in records.enumerated() {
            if let record, recordSlot(of: record.constraint) != slot {
                problems.append("constraint \(record.constraint) is not found in its slot \(slot)")
            }
        }
        for (id, slot) in symbolRecords.lazy.map(\.editSlot).enumerated() where slot >= 0 {
            if slot >= records.count || records[slot]?.isEdit != true || kinds[id] != .external {
                problems.append("edit slot of symbol \(id) names no edit constraint")
            }
        }
        for (_, symbol) in variableSymbols where kinds[symbol.id] != .external {
            problems.append("variable symbol \(symbol.id) is not external")
        }
        return problems
    }
}
