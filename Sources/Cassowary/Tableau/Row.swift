/// One equation of the tableau, `basic = constant + Σ coefficient·symbol`, or while it is being
/// built, `0 = constant + Σ coefficient·symbol`.
///
/// Cells are kept sorted by symbol id in one array of (symbol, coefficient) pairs: merging two
/// rows is a linear walk with no hashing, iteration order is the same on every run, and a row
/// is one allocation (two parallel arrays cost two allocations and two uniqueness checks on
/// every merge).
struct Row {
    /// One nonzero coefficient.
    struct Cell {
        /// The parametric symbol.
        var symbol: Symbol
        /// Its coefficient; never near zero.
        var coefficient: Double
    }

    /// The constant term: the basic symbol's current value.
    var constant: Double
    /// The cells, ascending by symbol id.
    private(set) var cells: [Cell] = []

    /// A row with only a constant.
    init(constant: Double = 0) {
        self.constant = constant
    }

    /// A row with `cells`, which must be ascending by symbol id and nonzero, and room for one
    /// cell more: a pivot adds the leaving symbol to the row it takes before solving it for
    /// the entering one, and a row of exactly its size was reallocated for that cell.
    // Safe: the cells are copied into the row's own array here; the pointer is not kept.
    init(constant: Double, cells: UnsafeBufferPointer<Cell>) {
        self.constant = constant
        self.cells.reserveCapacity(cells.count + 1)
        self.cells.append(contentsOf: cells)
    }

    /// A row with only a constant and room for `capacity` cells.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    /// Makes this a row with only `constant` and room for `capacity` cells, keeping the
    /// storage it has.
    mutating func reset(constant: Double, capacity: Int) {
        self.constant = constant
        cells.removeAll(keepingCapacity: true)
        cells.reserveCapacity(capacity)
    }

    /// Makes this the row `constant + Σ cells`, keeping the storage it has; `cells` must be
    /// ascending by symbol id and nonzero. Room is left for one cell more, as in
    /// ``init(constant:cells:)``.
    // Safe: the cells are copied into the row's own array here; the pointer is not kept.
    mutating func reset(constant: Double, cells: UnsafeBufferPointer<Cell>) {
        reset(constant: constant, capacity: cells.count + 1)
        self.cells.append(contentsOf: cells)
    }

    /// Whether the row has no symbols.
    var isConstant: Bool { cells.isEmpty }

    /// The number of symbols.
    var count: Int { cells.count }

    /// The parametric symbols, ascending by id.
    var symbols: LazyMapSequence<[Cell], Symbol> { cells.lazy.map(\.symbol) }

    /// Where `symbol` is or would be inserted.
    @inline(__always)
    private func insertionIndex(_ symbol: Symbol) -> Int {
        // Safe: a binary search over 0..<cells.count reads only indices inside the buffer.
        cells.withUnsafeBufferPointer { cells in
            var low = 0
            var high = cells.count
            while low < high {
                let mid = (low + high) >> 1
                if cells[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
            }
            return low
        }
    }

    /// The coefficient of `symbol`, zero if it is absent.
    func coefficient(for symbol: Symbol) -> Double {
        let index = insertionIndex(symbol)
        return index < cells.count && cells[index].symbol == symbol ? cells[index].coefficient : 0
    }

    /// Whether `symbol` has a cell.
    func contains(_ symbol: Symbol) -> Bool {
        let index = insertionIndex(symbol)
        return index < cells.count && cells[index].symbol == symbol
    }

    /// Adds `coefficient · symbol`; reports `true` if the symbol was new, `false` if its cell
    /// cancelled out, `nil` if the set of symbols did not change.
    @discardableResult
    mutating func add(_ coefficient: Double, of symbol: Symbol) -> Bool? {
        // A symbol newer than every cell (a new row's marker and errors) goes at the end:
        // `insert(_:at:)` took the slow general path for it.
        if cells.isEmpty || cells[cells.count - 1].symbol.id < symbol.id {
            if nearZero(coefficient) { return nil }
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
            return true
        }
        let index = insertionIndex(symbol)
        if index < cells.count && cells[index].symbol == symbol {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: index)
                return false
            }
            cells[index].coefficient = sum
            return nil
        }
        if nearZero(coefficient) { return nil }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return true
    }

    /// Removes `symbol`'s cell and returns its coefficient (zero if absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let index = insertionIndex(symbol)
        guard index < cells.count && cells[index].symbol == symbol else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Adds `factor · other`.
    // Safe, here and in `add(cells:constant:times:)`: the other row's cells are read during the
    // call only, and they are another row's storage (or the tableau's arena), never this row's
    // array, which the merge grows.
    mutating func add(_ other: Row, times factor: Double) {
        other.cells.withUnsafeBufferPointer { add(cells: $0, constant: other.constant, times: factor) }
    }

    /// Adds `factor` times the row `constant + Σ cells`, whose cells are ascending by symbol id
    /// and belong to another row (a tableau's row, added into a row being built).
    mutating func add(cells otherCells: UnsafeBufferPointer<Cell>, constant otherConstant: Double, times factor: Double)
    {
        constant += otherConstant * factor
        if otherCells.isEmpty { return }
        if otherCells.count == 1 {
            add(otherCells[0].coefficient * factor, of: otherCells[0].symbol)
            return
        }
        // Merge in place, back to front, into storage grown by the number of symbols `other`
        // brings: no allocation once a row has reached its size (allocating fresh arrays per
        // merged row was most of a pivot's cost).
        let mine = cells.count
        let theirs = otherCells.count
        var fresh = 0
        // Safe: i < mine and j < theirs bound every read; `cells` does not change in the closure.
        cells.withUnsafeBufferPointer { cells in
            var i = 0
            var j = 0
            while j < theirs {
                if i == mine || otherCells[j].symbol.id < cells[i].symbol.id {
                    fresh += 1
                    j += 1
                } else if cells[i].symbol.id < otherCells[j].symbol.id {
                    i += 1
                } else {
                    i += 1
                    j += 1
                }
            }
        }
        if fresh > 0 {
            cells.append(contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0), count: fresh))
        }
        var write = mine + fresh - 1
        var i = mine - 1
        var j = theirs - 1
        // Safe: `cells` was grown by `fresh` first, so write (from mine + fresh - 1 down) stays
        // inside it; i and j count down from inside their rows; `otherCells` belong to another row.
        cells.withUnsafeMutableBufferPointer { cells in
            while j >= 0 {
                if i >= 0 && cells[i].symbol.id > otherCells[j].symbol.id {
                    cells[write] = cells[i]
                    write -= 1
                    i -= 1
                } else if i < 0 || otherCells[j].symbol.id > cells[i].symbol.id {
                    let value = otherCells[j].coefficient * factor
                    if !nearZero(value) {
                        cells[write] = Cell(symbol: otherCells[j].symbol, coefficient: value)
                        write -= 1
                    }
                    j -= 1
                } else {
                    let value = cells[i].coefficient + otherCells[j].coefficient * factor
                    if !nearZero(value) {
                        cells[write] = Cell(symbol: cells[i].symbol, coefficient: value)
                        write -= 1
                    }
                    i -= 1
                    j -= 1
                }
            }
            // What is left of this row below `i` is already in place when nothing was
            // skipped; otherwise it moves up to close the gap.
            while i >= 0 && write > i {
                cells[write] = cells[i]
                write -= 1
                i -= 1
            }
            // Nothing was skipped below `i`: the row starts at 0.
            if i >= 0 { write = -1 }
        }
        // Entries now fill write+1 ..< end; cancelled or skipped cells left a gap at the front.
        let gap = write + 1
        if gap > 0 { cells.removeSubrange(0..<gap) }
    }

    /// Multiplies the constant and every coefficient by -1.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = … + a·symbol + …` into `symbol = …/(-a)`, removing `symbol`'s cell.
    mutating func solve(for symbol: Symbol) {
        let coefficient = remove(symbol)
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Turns `leaving = … + a·entering + …` into `entering = …`: one row's part of a pivot.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        add(-1, of: leaving)
        solve(for: entering)
    }
}
