/// The lexicographic objective: one row per priority level in use, highest priority first.
///
/// A single weighted sum (kiwi's strengths) lets enough violations at a low priority
/// outweigh one at a higher priority. Here each symbol's objective coefficient is a vector
/// with one entry per level, compared lexicographically, so a higher priority strictly
/// dominates any number of violations below it (UIKit's meaning of priorities).
struct Objective {
    /// One priority level: the sum of the error symbols of its constraints.
    struct Level {
        /// The priority's raw value (below 1000: required constraints are never in the objective).
        var priority: Double
        /// The sum of this level's errors in terms of nonbasic symbols; its constant is the
        /// level's total violation.
        var row = Row()
        /// How many constraints of this priority are in the solver; the level goes at zero.
        var constraintCount = 0
    }

    /// Levels in descending priority.
    private(set) var levels: [Level] = []

    /// The index of `priority`'s level, creating it if needed.
    mutating func levelIndex(for priority: Double) -> Int {
        var index = 0
        while index < levels.count && levels[index].priority > priority { index += 1 }
        if index == levels.count || levels[index].priority != priority {
            levels.insert(Level(priority: priority), at: index)
        }
        return index
    }

    /// The index of an existing level.
    func existingLevelIndex(for priority: Double) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// Counts one more constraint at `priority` and returns its level.
    mutating func retainLevel(_ priority: Double) -> Int {
        let index = levelIndex(for: priority)
        levels[index].constraintCount += 1
        return index
    }

    /// Counts one constraint fewer at `priority`; drops the level when none remains.
    mutating func releaseLevel(_ priority: Double) {
        guard let index = existingLevelIndex(for: priority) else { return }
        levels[index].constraintCount -= 1
        if levels[index].constraintCount == 0 { levels.remove(at: index) }
    }

    /// Adds `coefficient · symbol` to a level.
    mutating func add(_ coefficient: Double, of symbol: Symbol, level: Int) {
        levels[level].row.add(coefficient, of: symbol)
    }

    /// Adds `factor · row` to a level.
    mutating func add(_ row: Row, times factor: Double, level: Int) {
        levels[level].row.add(row, times: factor)
    }

    /// Replaces `symbol` by `row` in every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in levels.indices {
            let coefficient = levels[index].row.remove(symbol)
            if coefficient != 0 { levels[index].row.add(row, times: coefficient) }
        }
    }

    /// The lowest-id non-dummy symbol whose coefficient vector is negative, or `.invalid`
    /// when the objective is optimal.
    func enteringSymbol(kinds: [Symbol.Kind]) -> Symbol {
        var best = Symbol.invalid
        for (depth, level) in levels.enumerated() {
            let symbols = level.row.symbols
            let coefficients = level.row.coefficients
            for index in symbols.indices where coefficients[index] < 0 {
                let symbol = symbols[index]
                if best.isValid && symbol.id >= best.id { break }
                if kinds[symbol.id] == .dummy { continue }
                // A symbol is improving at this level only if no higher level weighs it.
                var dominated = false
                for higher in 0..<depth where levels[higher].row.contains(symbol) {
                    dominated = true
                    break
                }
                if !dominated {
                    best = symbol
                    break
                }
            }
        }
        return best
    }

    /// Compares the vectors `self[a] / da` and `self[b] / db` lexicographically (the dual
    /// simplex ratio test); `true` when the first is smaller.
    func ratio(of a: Symbol, over da: Double, isLessThan b: Symbol, over db: Double) -> Bool? {
        for level in levels {
            let left = level.row.coefficient(for: a) / da
            let right = level.row.coefficient(for: b) / db
            if left < right - nearZeroTolerance { return true }
            if left > right + nearZeroTolerance { return false }
        }
        return nil
    }

    /// Empties every level but keeps none: used by `reset()`.
    mutating func removeAll() {
        levels.removeAll()
    }
}
