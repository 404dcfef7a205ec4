/// The lexicographic objective: one sum of errors per priority level in use, highest first.
///
/// A single weighted sum (kiwi's strengths) lets enough violations at a low priority
/// outweigh one at a higher priority. Here each symbol's objective coefficient is a vector
/// with one entry per level, compared lexicographically, so a higher priority strictly
/// dominates any number of violations below it (UIKit's meaning of priorities).
///
/// The vectors sit side by side in one flat array indexed by symbol id, so updating a cell costs
/// an index computation: an objective can hold an error of every view, and updating it must
/// cost the size of the row merged in, not the size of the objective (a hash map per level
/// cost a tenth of building a small system). A new or dropped level re-spaces the array, which
/// happens once per priority. The entering symbol comes from a set of candidates that gives
/// the lowest id first (``SymbolSet``).
struct Objective {
    /// One priority level: the sum of the error symbols of its constraints.
    struct Level {
        /// The priority's raw value (below 1000: required constraints are never in the objective).
        var priority: Double
        /// How many constraints of this priority are in the solver; the level goes at zero.
        var constraintCount = 0
    }

    /// Levels in descending priority.
    private(set) var levels: [Level] = []
    /// Each symbol's coefficient vector, `coefficients[symbol.id * levels.count + level]`;
    /// zero where a level does not hold the symbol, and past the end for symbols never held.
    private var coefficients: [Double] = []
    /// Each cell as it was before its change (level, symbol, old value), while phase one runs;
    /// emptied, not dropped, between runs, so that each starts with room (growing it from
    /// nothing in every phase one was a fifth of the objective's share of a build).
    private var journal: [(level: Int, symbol: Symbol, old: Double)] = []
    /// Whether phase one runs and changes go into `journal`.
    private var isJournaling = false
    /// Symbols whose coefficients changed since they were last found not to improve the
    /// objective; a superset of the improving ones.
    private var candidates = SymbolSet()

    /// Starts recording cell changes (phase one adds no level, so indices stay valid).
    mutating func startJournal() {
        journal.removeAll(keepingCapacity: true)
        isJournaling = true
    }

    /// Stops recording and returns the changes.
    mutating func stopJournal() -> [(level: Int, symbol: Symbol, old: Double)] {
        isJournaling = false
        return journal
    }

    /// Undoes recorded changes, newest first.
    mutating func rollBack(_ changes: [(level: Int, symbol: Symbol, old: Double)]) {
        for change in changes.reversed() {
            coefficients[change.symbol.id * levels.count + change.level] = change.old
            candidates.insert(change.symbol)
        }
    }

    /// The coefficient of `symbol` at a level.
    @inline(__always)
    func coefficient(of symbol: Symbol, level: Int) -> Double {
        let index = symbol.id * levels.count + level
        return index < coefficients.count ? coefficients[index] : 0
    }

    /// Sets one cell, recording its old value if a journal is open.
    @inline(__always)
    private mutating func setCell(_ symbol: Symbol, level: Int, to value: Double) {
        let index = symbol.id * levels.count + level
        if index >= coefficients.count { reserve(through: symbol) }
        if isJournaling { journal.append((level, symbol, coefficients[index])) }
        coefficients[index] = value
    }

    /// Makes room for the coefficient vectors of every symbol up to `symbol`.
    @inline(__always)
    private mutating func reserve(through symbol: Symbol) {
        let needed = (symbol.id + 1) * levels.count
        if needed > coefficients.count {
            // Doubling, so that growth is amortised.
            let grown = max(needed, 2 * coefficients.count)
            coefficients.append(contentsOf: repeatElement(0, count: grown - coefficients.count))
        }
    }

    /// Rebuilds the coefficient array for `newCount` levels, with old level `old` moving to
    /// `map(old)` (`nil`: dropped).
    private mutating func respace(to newCount: Int, _ map: (Int) -> Int?) {
        let oldCount = levels.count
        if oldCount == 0 || coefficients.isEmpty {
            coefficients = []
            return
        }
        let symbolCount = coefficients.count / oldCount
        // Where each old level goes (-1: dropped), asked once per level, not once per cell:
        // calling `map` for every cell of every symbol was a seventieth of building kiwi's
        // enaml-like system, which adds a level five times.
        let targets = (0..<oldCount).map { map($0) ?? -1 }
        var respaced = [Double](repeating: 0, count: symbolCount * newCount)
        // Safe: symbol < symbolCount and level < oldCount bound every read of the old array, and
        // each target is below newCount, so every write stays inside the new one.
        respaced.withUnsafeMutableBufferPointer { respaced in
            coefficients.withUnsafeBufferPointer { coefficients in
                for level in 0..<oldCount where targets[level] >= 0 {
                    let target = targets[level]
                    for symbol in 0..<symbolCount {
                        respaced[symbol * newCount + target] = coefficients[symbol * oldCount + level]
                    }
                }
            }
        }
        coefficients = respaced
    }

    /// The index of `priority`'s level, creating it if needed.
    mutating func levelIndex(for priority: Double) -> Int {
        var index = 0
        while index < levels.count && levels[index].priority > priority { index += 1 }
        if index == levels.count || levels[index].priority != priority {
            respace(to: levels.count + 1) { $0 < index ? $0 : $0 + 1 }
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
        if levels[index].constraintCount == 0 {
            // Symbols it weighed may now improve a lower level.
            for symbol in symbols(atLevel: index) { candidates.insert(symbol) }
            respace(to: levels.count - 1) { $0 < index ? $0 : $0 == index ? nil : $0 - 1 }
            levels.remove(at: index)
        }
    }

    /// The symbols with a coefficient at a level, ascending by id.
    func symbols(atLevel level: Int) -> [Symbol] {
        let count = levels.count
        if count == 0 { return [] }
        return (0..<coefficients.count / count).compactMap { id in
            coefficients[id * count + level] != 0 ? Symbol(id: id) : nil
        }
    }

    /// Adds `coefficient · symbol` to a level.
    ///
    /// Only a cell that goes negative or away can make its symbol improving (the first
    /// nonzero level decides), so only those add the symbol to the candidates.
    mutating func add(_ coefficient: Double, of symbol: Symbol, level: Int) {
        let sum = self.coefficient(of: symbol, level: level) + coefficient
        let cleared = nearZero(sum)
        setCell(symbol, level: level, to: cleared ? 0 : sum)
        if cleared || sum < 0 { candidates.insert(symbol) }
    }

    /// Adds `factor · row` to a level (its constant, the level's value, is not tracked).
    mutating func add(_ row: Row, times factor: Double, level: Int) {
        guard let last = row.cells.last else { return }
        // Room for the row's newest symbol first, then every cell through one buffer: a cell
        // accessor each (bounds, growth and journal checks) was most of a substitution into
        // the objective, and a fifth of phase one while the journal is open.
        reserve(through: last.symbol)
        let stride = levels.count
        let journaling = isJournaling
        if journaling { journal.reserveCapacity(journal.count + row.count) }
        // Safe: every cell's symbol id is at most the last one's, for which there is room in
        // the coefficients and in the candidates.
        candidates.withInsertions(through: last.symbol) { candidates in
            coefficients.withUnsafeMutableBufferPointer { coefficients in
                row.cells.withUnsafeBufferPointer { cells in
                    for cell in cells {
                        let index = cell.symbol.id * stride + level
                        if journaling { journal.append((level, cell.symbol, coefficients[index])) }
                        let sum = coefficients[index] + cell.coefficient * factor
                        let cleared = nearZero(sum)
                        coefficients[index] = cleared ? 0 : sum
                        if cleared || sum < 0 { candidates.insert(cell.symbol) }
                    }
                }
            }
        }
    }

    /// Replaces `symbol` by `row` in every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for level in levels.indices {
            let coefficient = self.coefficient(of: symbol, level: level)
            if coefficient != 0 {
                setCell(symbol, level: level, to: 0)
                add(row, times: coefficient, level: level)
            }
        }
    }

    /// Removes `symbol` from every level.
    mutating func remove(_ symbol: Symbol) {
        for level in levels.indices where coefficient(of: symbol, level: level) != 0 {
            setCell(symbol, level: level, to: 0)
        }
    }

    /// Whether `symbol`'s coefficient vector is lexicographically negative: entering it
    /// improves the highest level it touches.
    func isImproving(_ symbol: Symbol) -> Bool {
        for level in levels.indices {
            let coefficient = self.coefficient(of: symbol, level: level)
            if coefficient != 0 { return coefficient < 0 }
        }
        return false
    }

    /// The lowest-id non-dummy symbol whose coefficient vector is negative, or `.invalid`
    /// when the objective is optimal (Bland's rule, which rules out cycling).
    mutating func enteringSymbol(kinds: [Symbol.Kind]) -> Symbol {
        // An empty set returns at once: the loop below makes the set's arrays unique before it
        // starts, which for arrays never grown allocated two copies on every call.
        guard var symbol = candidates.minimum() else { return .invalid }
        while true {
            if symbol.id < kinds.count && kinds[symbol.id] != .dummy && isImproving(symbol) { return symbol }
            // Not improving now; a later change to its coefficients adds it again.
            candidates.remove(symbol)
            guard let next = candidates.minimum() else { return .invalid }
            symbol = next
        }
    }

    /// Whether some non-dummy symbol improves the objective, by a full scan (for checks).
    func hasImprovingSymbol(kinds: [Symbol.Kind]) -> Bool {
        kinds.indices.contains { kinds[$0] != .dummy && isImproving(Symbol(id: $0)) }
    }

    /// Compares the vectors `self[a] / da` and `self[b] / db` lexicographically (the dual
    /// simplex ratio test); `true` when the first is smaller, `nil` when they are equal.
    func ratio(of a: Symbol, over da: Double, isLessThan b: Symbol, over db: Double) -> Bool? {
        for level in levels.indices {
            let left = coefficient(of: a, level: level) / da
            let right = coefficient(of: b, level: level) / db
            if left < right - nearZeroTolerance { return true }
            if left > right + nearZeroTolerance { return false }
        }
        return nil
    }
}
