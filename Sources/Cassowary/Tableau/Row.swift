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

    /// Moves the constant by `amount` times `symbol`'s coefficient and returns the new
    /// constant: a parametric marker shifted by `amount`, done in place.
    @inline(__always)
    mutating func shift(along symbol: Symbol, by amount: Double) -> Double {
        constant += coefficient(for: symbol) * amount
        return constant
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
        // Merge in place, back to front, into storage grown by the number of symbols `other`
        // brings: no allocation once a row has reached its size (allocating two fresh arrays
        // per merged row was most of a pivot's cost).
        let mine = symbols.count
        let theirs = other.symbols.count
        var fresh = 0
        var i = 0
        var j = 0
        while j < theirs {
            if i == mine || other.symbols[j].id < symbols[i].id {
                fresh += 1
                j += 1
            } else if symbols[i].id < other.symbols[j].id {
                i += 1
            } else {
                i += 1
                j += 1
            }
        }
        if fresh > 0 {
            symbols.append(contentsOf: repeatElement(Symbol.invalid, count: fresh))
            coefficients.append(contentsOf: repeatElement(0, count: fresh))
        }
        var write = mine + fresh - 1
        i = mine - 1
        j = theirs - 1
        symbols.withUnsafeMutableBufferPointer { keys in
            coefficients.withUnsafeMutableBufferPointer { values in
                other.symbols.withUnsafeBufferPointer { otherKeys in
                    other.coefficients.withUnsafeBufferPointer { otherValues in
                        while j >= 0 {
                            if i >= 0 && keys[i].id > otherKeys[j].id {
                                keys[write] = keys[i]
                                values[write] = values[i]
                                write -= 1
                                i -= 1
                            } else if i < 0 || otherKeys[j].id > keys[i].id {
                                let value = otherValues[j] * factor
                                if !nearZero(value) {
                                    keys[write] = otherKeys[j]
                                    values[write] = value
                                    write -= 1
                                    changed(otherKeys[j], true)
                                }
                                j -= 1
                            } else {
                                let value = values[i] + otherValues[j] * factor
                                if nearZero(value) {
                                    changed(keys[i], false)
                                } else {
                                    keys[write] = keys[i]
                                    values[write] = value
                                    write -= 1
                                }
                                i -= 1
                                j -= 1
                            }
                        }
                        // What is left of this row below `i` is already in place when nothing
                        // was skipped; otherwise it moves up to close the gap.
                        while i >= 0 && write > i {
                            keys[write] = keys[i]
                            values[write] = values[i]
                            write -= 1
                            i -= 1
                        }
                        // Nothing was skipped below `i`: the row starts at 0.
                        if i >= 0 { write = -1 }
                    }
                }
            }
        }
        // Entries now fill write+1 ..< end; cancelled or skipped cells left a gap at the front.
        let gap = write + 1
        if gap > 0 {
            symbols.removeSubrange(0..<gap)
            coefficients.removeSubrange(0..<gap)
        }
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
