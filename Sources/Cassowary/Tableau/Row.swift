/// One equation of the tableau, `basic = constant + Σ coefficient·symbol`, or while it is being
/// built, `0 = constant + Σ coefficient·symbol`.
///
/// Cells are kept sorted by symbol id in two parallel arrays: merging two rows is a linear walk
/// with no hashing, and iteration order is the same on every run.
struct Row {
    /// The constant term: the basic symbol's current value.
    var constant: Double
    /// The parametric symbols, ascending by id.
    private(set) var symbols: [Symbol] = []
    /// Their coefficients; never near zero.
    private(set) var coefficients: [Double] = []

    /// A row with only a constant.
    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Whether the row has no symbols.
    var isConstant: Bool { symbols.isEmpty }

    /// The number of symbols.
    var count: Int { symbols.count }

    /// Where `symbol` is or would be inserted.
    @inline(__always)
    private func insertionIndex(_ symbol: Symbol) -> Int {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            if symbols[mid].id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The coefficient of `symbol`, zero if it is absent.
    func coefficient(for symbol: Symbol) -> Double {
        let index = insertionIndex(symbol)
        return index < symbols.count && symbols[index] == symbol ? coefficients[index] : 0
    }

    /// Whether `symbol` has a cell.
    func contains(_ symbol: Symbol) -> Bool {
        let index = insertionIndex(symbol)
        return index < symbols.count && symbols[index] == symbol
    }

    /// Adds `coefficient · symbol`; reports `true` if the symbol was new, `false` if its cell
    /// cancelled out, `nil` if the set of symbols did not change.
    @discardableResult
    mutating func add(_ coefficient: Double, of symbol: Symbol) -> Bool? {
        let index = insertionIndex(symbol)
        if index < symbols.count && symbols[index] == symbol {
            let sum = coefficients[index] + coefficient
            if nearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
                return false
            }
            coefficients[index] = sum
            return nil
        }
        if nearZero(coefficient) { return nil }
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
        return true
    }

    /// Removes `symbol`'s cell and returns its coefficient (zero if absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let index = insertionIndex(symbol)
        guard index < symbols.count && symbols[index] == symbol else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Adds `factor · other`; `changed(symbol, true)` for each new cell and
    /// `changed(symbol, false)` for each cell that cancelled, so a column index can follow.
    mutating func add(_ other: Row, times factor: Double, _ changed: (Symbol, Bool) -> Void) {
        constant += other.constant * factor
        if other.symbols.isEmpty { return }
        if other.symbols.count == 1 {
            if let inserted = add(other.coefficients[0] * factor, of: other.symbols[0]) {
                changed(other.symbols[0], inserted)
            }
            return
        }
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0
        var j = 0
        let mine = symbols.count
        let theirs = other.symbols.count
        while i < mine || j < theirs {
            if j == theirs || (i < mine && symbols[i].id < other.symbols[j].id) {
                mergedSymbols.append(symbols[i])
                mergedCoefficients.append(coefficients[i])
                i += 1
            } else if i == mine || other.symbols[j].id < symbols[i].id {
                let value = other.coefficients[j] * factor
                if !nearZero(value) {
                    mergedSymbols.append(other.symbols[j])
                    mergedCoefficients.append(value)
                    changed(other.symbols[j], true)
                }
                j += 1
            } else {
                let value = coefficients[i] + other.coefficients[j] * factor
                if nearZero(value) {
                    changed(symbols[i], false)
                } else {
                    mergedSymbols.append(symbols[i])
                    mergedCoefficients.append(value)
                }
                i += 1
                j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    /// Adds `factor · other` when no column index needs to follow.
    mutating func add(_ other: Row, times factor: Double) {
        add(other, times: factor) { _, _ in }
    }

    /// Multiplies the constant and every coefficient by -1.
    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Turns `0 = … + a·symbol + …` into `symbol = …/(-a)`, removing `symbol`'s cell.
    mutating func solve(for symbol: Symbol) {
        let coefficient = remove(symbol)
        let factor = -1 / coefficient
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Turns `leaving = … + a·entering + …` into `entering = …`: one row's part of a pivot.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        add(-1, of: leaving)
        solve(for: entering)
    }
}
