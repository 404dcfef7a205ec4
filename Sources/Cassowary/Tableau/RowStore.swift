/// The tableau's rows, indexed by basic symbol id, with the cells of every row in one block
/// the store owns (a ``CellArena``).
///
/// A row is a range of the arena with room to grow. Substituting into a row merges it with the
/// substituted row into the scratch space past the arena's end, then copies the result back
/// when it fits, or else leaves the row where it was written, with room to grow. Nothing is
/// allocated per row or per merge once the arena has grown, and dropping a tableau frees one
/// block instead of one array per row (an array per row reallocated half of the merges of a
/// build). Ranges that rows left are reclaimed by compacting the arena once they are most of
/// it.
struct RowStore {
    /// Where one symbol's row lives.
    struct Slot {
        /// The position of the row's first cell in the arena; -1 when the symbol is
        /// parametric (it has no row).
        var start: Int32 = -1
        /// The number of cells.
        var count: Int32 = 0
        /// How many cells the range holds.
        var capacity: Int32 = 0
        /// The row's constant: the basic symbol's value. Zero without a row.
        var constant: Double = 0

        /// Whether the symbol is basic.
        @inline(__always)
        var hasRow: Bool { start >= 0 }
    }

    /// One slot per symbol, indexed by symbol id.
    private(set) var slots: [Slot] = []
    /// The cells of every row; past `end`, scratch space for merges.
    private var arena = CellArena()
    /// The end of the ranges handed out.
    private var end = 0
    /// Cells in ranges no row uses any more.
    private var abandoned = 0

    /// The number of symbols.
    var count: Int { slots.count }

    /// Adds the (empty) slot of a new symbol.
    mutating func addSymbol() {
        slots.append(Slot())
    }

    /// Drops the slots of the symbols from `count` on (a failed add's).
    mutating func removeSymbols(from count: Int) {
        for slot in slots[count...] where slot.hasRow { abandoned += Int(max(slot.capacity, slot.count)) }
        slots.removeSubrange(count...)
    }

    /// Whether the symbol `id` is basic.
    @inline(__always)
    func hasRow(_ id: Int) -> Bool {
        slots[id].hasRow
    }

    /// The constant of the row of `id`; zero if `id` is parametric.
    @inline(__always)
    func constant(ofRow id: Int) -> Double {
        slots[id].constant
    }

    /// The number of cells of the row of `id`.
    @inline(__always)
    func cellCount(ofRow id: Int) -> Int {
        Int(slots[id].count)
    }

    /// The arena position of `symbol`'s cell in `slot`'s row, or where it would be inserted.
    // Safe, here and in `coefficient(of:in:_:)`: callers pass the arena's cells for one call,
    // during which the arena does not grow, and the slot's range lies inside it.
    @inline(__always)
    static func position(of symbol: Symbol, in slot: Slot, _ arena: UnsafeBufferPointer<Row.Cell>) -> Int {
        var low = Int(slot.start)
        var high = low + Int(slot.count)
        while low < high {
            let mid = (low + high) >> 1
            if arena[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The coefficient of `symbol` in `slot`'s row, zero if absent.
    @inline(__always)
    static func coefficient(of symbol: Symbol, in slot: Slot, _ arena: UnsafeBufferPointer<Row.Cell>) -> Double {
        let index = position(of: symbol, in: slot, arena)
        return index < Int(slot.start) + Int(slot.count) && arena[index].symbol == symbol ? arena[index].coefficient : 0
    }

    /// The coefficient of `symbol` in the row of `id`, zero if absent or if `id` has no row.
    @inline(__always)
    func coefficient(of symbol: Symbol, inRowOf id: Int) -> Double {
        let slot = slots[id]
        if !slot.hasRow { return 0 }
        // Safe: a slot's range lies inside the arena.
        return Self.coefficient(of: symbol, in: slot, UnsafeBufferPointer(arena.cells))
    }

    /// Whether the row of `id` exists and has a cell for `symbol`.
    @inline(__always)
    func contains(_ symbol: Symbol, inRowOf id: Int) -> Bool {
        let slot = slots[id]
        if !slot.hasRow { return false }
        // Safe: a slot's range lies inside the arena.
        let arena = UnsafeBufferPointer(arena.cells)
        let index = Self.position(of: symbol, in: slot, arena)
        return index < Int(slot.start) + Int(slot.count) && arena[index].symbol == symbol
    }

    /// Calls `body` with the cells of the row of `id` (empty if it has none), ascending by
    /// symbol id.
    @inline(__always)
    func withCells<Result>(ofRow id: Int, _ body: (UnsafeBufferPointer<Row.Cell>) -> Result) -> Result {
        let slot = slots[id]
        // Safe: a slot's range lies inside the arena; a parametric slot gives an empty range.
        guard slot.hasRow, let base = arena.cells.baseAddress else {
            return body(UnsafeBufferPointer(start: nil, count: 0))
        }
        return body(UnsafeBufferPointer(start: base + Int(slot.start), count: Int(slot.count)))
    }

    /// A copy of the row of `id`, or `nil` if `id` is parametric.
    func row(_ id: Int) -> Row? {
        let slot = slots[id]
        guard slot.hasRow else { return nil }
        return withCells(ofRow: id) { Row(constant: slot.constant, cells: $0) }
    }

    /// The capacity given to a row of `count` cells that a merge moved: a row that grew is
    /// likely to grow again as substitutions bring symbols in.
    @inline(__always)
    private static func room(for count: Int) -> Int {
        count + max(4, count >> 1)
    }

    /// Makes the arena this store's own and at least `end + extra` cells long, and returns
    /// its cells for writing.
    @inline(__always)
    private mutating func writableArena(room extra: Int = 0) -> UnsafeMutableBufferPointer<Row.Cell> {
        // A copied tableau shares the arena until its first change.
        if !isKnownUniquelyReferenced(&arena) { arena = arena.copy(used: end) }
        let needed = end + extra
        if arena.count < needed { arena.grow(to: max(needed, 2 * arena.count, 256)) }
        return arena.cells
    }

    /// Notes that the row of `id` leaves its range.
    @inline(__always)
    private mutating func abandon(_ slot: Slot) {
        abandoned += Int(max(slot.capacity, slot.count))
    }

    /// Makes `row` the row of `id`, in the range it has if the row fits there, else in a new
    /// one.
    // Safe, here and in `set(constant:cells:for:)`: the row's cells are its own array, outside
    // the arena, so growing the arena while they are copied cannot move them.
    mutating func set(_ row: Row, for id: Int) {
        row.cells.withUnsafeBufferPointer { set(constant: row.constant, cells: $0, for: id) }
    }

    /// Makes `constant + Σ cells` the row of `id`, in the range it has if the row fits there,
    /// else in a new one; `cells` lie outside the arena.
    private mutating func set(constant: Double, cells: UnsafeBufferPointer<Row.Cell>, for id: Int) {
        let old = slots[id]
        let count = cells.count
        var slot = old
        if !old.hasRow || Int(old.capacity) < count {
            if old.hasRow { abandon(old) }
            // A row set whole (new, or after a pivot) gets an eighth to spare; one that merges
            // grow moves once to a range with room (half to spare held a chain's n² cells
            // one and a half times).
            let capacity = count + max(4, count >> 3)
            _ = writableArena(room: capacity)
            slot = Slot(start: Int32(truncatingIfNeeded: end), count: 0, capacity: Int32(truncatingIfNeeded: capacity))
            end += capacity
        }
        slot.count = Int32(truncatingIfNeeded: count)
        slot.constant = constant
        slots[id] = slot
        let start = Int(slot.start)
        // Safe: the range start ..< start + capacity lies inside the arena and count ≤ capacity.
        if let target = writableArena().baseAddress, let source = cells.baseAddress {
            (target + start).update(from: source, count: count)
        }
        compactIfMostlyAbandoned()
    }

    /// Removes and returns the row of `id`.
    mutating func take(_ id: Int) -> Row? {
        guard let row = row(id) else { return nil }
        abandon(slots[id])
        slots[id] = Slot()
        return row
    }

    /// Adds `amount` to the constant of the row of `id` and returns the new constant.
    @discardableResult
    mutating func addToConstant(ofRow id: Int, _ amount: Double) -> Double {
        slots[id].constant += amount
        return slots[id].constant
    }

    /// Removes `symbol`'s cell from the row of `id`, if it has one.
    mutating func removeCell(_ symbol: Symbol, fromRowOf id: Int) {
        guard contains(symbol, inRowOf: id) else { return }
        let slot = slots[id]
        // Safe: the row's range lies inside the arena and the cell found is inside the row.
        let arena = writableArena()
        if let base = arena.baseAddress {
            let index = Self.position(of: symbol, in: slot, UnsafeBufferPointer(arena))
            let last = Int(slot.start) + Int(slot.count)
            (base + index).update(from: base + index + 1, count: last - index - 1)
        }
        slots[id].count -= 1
    }

    /// Puts back a row an undo journal saved: `saved` names its cells in `cells`, or no row.
    mutating func restore(_ saved: Slot, from cells: [Row.Cell], for id: Int) {
        guard saved.hasRow else {
            if slots[id].hasRow { abandon(slots[id]) }
            slots[id] = Slot()
            return
        }
        let start = Int(saved.start)
        // Safe: the journal appended the saved cells at start ..< start + count of `cells`.
        cells.withUnsafeBufferPointer { cells in
            let row = UnsafeBufferPointer(rebasing: cells[start..<start + Int(saved.count)])
            set(constant: saved.constant, cells: row, for: id)
        }
    }

    /// Replaces `symbol` by `row` in the row of `id` (`target - a·symbol + a·row`, with `a` the
    /// symbol's coefficient there) and returns the new constant, or `nil` if that row has no
    /// cell for `symbol`. Keeps `columns` up to date with the symbols the row gains or loses,
    /// and adds to `overfull` each column that is now mostly stale, to compact once the row
    /// is in place.
    ///
    /// `row` must not hold `symbol`. One forward merge writes the result past the arena's end;
    /// it is copied back when it fits the row's range, else the row moves there.
    mutating func substitute(
        _ symbol: Symbol, inRowOf id: Int, with row: Row, columns: inout ColumnIndex, overfull: inout [Symbol]
    ) -> Double? {
        let slot = slots[id]
        guard slot.hasRow else { return nil }
        let mine = Int(slot.count)
        let theirs = row.count
        let capacity = Self.room(for: mine + theirs)
        let arena = writableArena(room: capacity)
        let start = Int(slot.start)
        let scratch = end
        var factor = 0.0
        var written = 0
        // Safe: reads stay inside the row's range (start ..< start + mine) and `row`'s cells;
        // writes go to scratch ..< scratch + mine + theirs, which `writableArena` made part
        // of the arena and no row uses; the copy back stays inside the row's range, since
        // written ≤ capacity.
        do {
            let index = Self.position(of: symbol, in: slot, UnsafeBufferPointer(arena))
            let stop = start + mine
            guard index < stop && arena[index].symbol == symbol else { return nil }
            factor = arena[index].coefficient
            let basic = Symbol(id: id)
            written = columns.withListsInPlace(room: theirs) { lists in
                row.cells.withUnsafeBufferPointer { other in
                    var i = start
                    var j = 0
                    var write = scratch
                    // A cell of `row` for a symbol this row lacks.
                    func bringIn(_ cell: Row.Cell) {
                        let value = cell.coefficient * factor
                        if nearZero(value) { return }
                        arena[write] = Row.Cell(symbol: cell.symbol, coefficient: value)
                        write += 1
                        lists.append(basic, to: cell.symbol)
                    }
                    while i < stop && j < theirs {
                        let left = arena[i].symbol.id
                        let right = other[j].symbol.id
                        if left < right {
                            if i != index {
                                arena[write] = arena[i]
                                write += 1
                            }
                            i += 1
                        } else if right < left {
                            bringIn(other[j])
                            j += 1
                        } else {
                            let value = arena[i].coefficient + other[j].coefficient * factor
                            if nearZero(value) {
                                if lists.markStale(other[j].symbol) { overfull.append(other[j].symbol) }
                            } else {
                                arena[write] = Row.Cell(symbol: other[j].symbol, coefficient: value)
                                write += 1
                            }
                            i += 1
                            j += 1
                        }
                    }
                    while i < stop {
                        if i != index {
                            arena[write] = arena[i]
                            write += 1
                        }
                        i += 1
                    }
                    while j < theirs {
                        bringIn(other[j])
                        j += 1
                    }
                    return write - scratch
                }
            }
            if written <= Int(slot.capacity), let base = arena.baseAddress {
                (base + start).update(from: base + scratch, count: written)
            }
        }
        let constant = slot.constant + row.constant * factor
        if written <= Int(slot.capacity) {
            slots[id].count = Int32(truncatingIfNeeded: written)
            slots[id].constant = constant
        } else {
            // The result stays where it was written, with room to grow.
            abandon(slot)
            slots[id] = Slot(
                start: Int32(truncatingIfNeeded: scratch), count: Int32(truncatingIfNeeded: written),
                capacity: Int32(truncatingIfNeeded: capacity), constant: constant)
            end += capacity
            compactIfMostlyAbandoned()
        }
        return constant
    }

    /// Runs `body` with every slot writable in place and the arena readable, for a loop that
    /// changes the constants of many rows (an array accessor per row, with its uniqueness
    /// check, was a third of a suggestion).
    // Safe: neither the slots nor the arena change size while `body` runs, and the pointers
    // are not kept after it.
    mutating func withSlotsInPlace<Result>(
        _ body: (UnsafeMutableBufferPointer<Slot>, UnsafeBufferPointer<Row.Cell>) -> Result
    ) -> Result {
        // Safe: neither the slots nor the arena change size while `body` runs.
        let arena = UnsafeBufferPointer(arena.cells)
        return slots.withUnsafeMutableBufferPointer { slots in body(slots, arena) }
    }

    /// Moves every row into a fresh arena, in symbol order, once ranges that rows left are
    /// most of it.
    private mutating func compactIfMostlyAbandoned() {
        guard abandoned > 1024, 2 * abandoned > end else { return }
        var live = 0
        for slot in slots where slot.hasRow { live += Int(slot.capacity) }
        let fresh = CellArena()
        fresh.grow(to: max(2 * live, 256))
        var used = 0
        // Safe: every slot's range lies inside the old arena, and the new one has room for
        // every row's capacity.
        if let source = arena.cells.baseAddress, let target = fresh.cells.baseAddress {
            for id in slots.indices where slots[id].hasRow {
                let slot = slots[id]
                (target + used).update(from: source + Int(slot.start), count: Int(slot.count))
                slots[id].start = Int32(truncatingIfNeeded: used)
                used += Int(slot.capacity)
            }
        }
        end = used
        abandoned = 0
        arena = fresh
    }
}
