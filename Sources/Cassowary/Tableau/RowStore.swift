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

    /// Makes room for the slots of `count` symbols.
    mutating func reserveSymbols(_ count: Int) {
        slots.reserveCapacity(count)
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

    /// How many rows one pass of ``substitute(_:with:columns:overfull:negative:)`` makes room
    /// for at once (room past the arena's end, free column entries), counting each as big as
    /// the substituted row twice over.
    static let batchSize = 16

    /// The capacity given to a row of `count` cells that a merge moved: a row that grew is
    /// likely to grow again as substitutions bring symbols in.
    @inline(__always)
    private static func room(for count: Int) -> Int {
        count + max(4, count >> 1)
    }

    /// Makes the arena this store's own and at least `end + extra` cells long, and returns
    /// its cells for writing.
    // Safe: callers use the cells only until the arena next grows, and write only past `end`
    // or inside ranges they own.
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
        var row = Row()
        return take(id, into: &row) ? row : nil
    }

    /// Removes the row of `id` into `row`, reusing its storage; `false` if `id` has no row.
    mutating func take(_ id: Int, into row: inout Row) -> Bool {
        let slot = slots[id]
        guard slot.hasRow else { return false }
        withCells(ofRow: id) { row.reset(constant: slot.constant, cells: $0) }
        abandon(slot)
        slots[id] = Slot()
        return true
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

    /// Replaces `symbol` by `row` in the rows of its column list (in each, `target - a·symbol +
    /// a·row`, with `a` the symbol's coefficient there); an entry whose row is gone or lacks
    /// `symbol` (a stale or repeated one) is skipped. Keeps `columns` up to date with the symbols
    /// the rows gain or lose, appends to `overfull` each column that is now mostly stale (to
    /// compact once every row is in place), and appends to `negative` each basic whose constant
    /// went below zero. Returns the cells visited.
    ///
    /// `row` must not hold `symbol`. Each row is merged forward into the scratch space past the
    /// arena's end, then copied back when it fits its range, else it stays where it was
    /// written. The rows go through the arena, the slots and the column lists in passes, with
    /// room made once per pass: making room and checking each array for a unique buffer once
    /// per row was a fifth of a merge. A pass goes on while the room lasts, checked before each
    /// row: walking the list ahead to add up the room a batch of rows needed was a twelfth.
    mutating func substitute(
        _ symbol: Symbol, with row: Row, columns: inout ColumnIndex, overfull: inout [Symbol],
        negative: inout [Symbol]
    ) -> Int {
        let theirs = row.count
        var work = 0
        // The next entry of the symbol's list to visit. The list is walked, not emptied: no
        // merge brings the symbol into a row, so it does not change on the way.
        var next = columns.head(of: symbol)
        // Room past the arena's end asked for before each pass: enough for several rows like
        // `row`, or for the one row the last pass could not fit.
        var wanted = Self.batchSize * Self.room(for: 2 * theirs + 8)
        while next >= 0 {
            let arena = writableArena(room: wanted)
            var end = self.end
            var abandoned = self.abandoned
            // Safe: every row read lies inside the arena, and every write goes to the scratch
            // space past `end`, which the pass checks is inside the arena before each row, or
            // back into the row's own range (written ≤ capacity); the slots and the lists keep
            // their size while the closures run, and no pointer outlives them.
            columns.withListsInPlace(room: Self.batchSize * theirs) { lists in
                slots.withUnsafeMutableBufferPointer { slots in
                    row.cells.withUnsafeBufferPointer { other in
                        while next >= 0 {
                            let entry = lists[next]
                            let basic = Symbol(id: Int(entry.basic))
                            let slot = slots[basic.id]
                            guard slot.hasRow else {
                                next = entry.next
                                continue
                            }
                            let start = Int(slot.start)
                            let mine = Int(slot.count)
                            let index = Self.position(of: symbol, in: slot, UnsafeBufferPointer(arena))
                            let last = start + mine
                            guard index < last && arena[index].symbol == symbol else {
                                next = entry.next
                                continue
                            }
                            // The row may move past the end and bring in every symbol of `row`:
                            // when the arena or the free column entries lack room for that, the
                            // next pass makes it, starting from this row.
                            if end + Self.room(for: mine + theirs) > arena.count || lists.available < theirs {
                                wanted = max(wanted, Self.room(for: mine + theirs))
                                break
                            }
                            next = entry.next
                            let factor = arena[index].coefficient
                            var i = start
                            var j = 0
                            var write = end
                            // A cell of `row` for a symbol this row lacks.
                            func bringIn(_ cell: Row.Cell) {
                                let value = cell.coefficient * factor
                                if nearZero(value) { return }
                                arena[write] = Row.Cell(symbol: cell.symbol, coefficient: value)
                                write += 1
                                lists.append(basic, to: cell.symbol)
                            }
                            while i < last && j < theirs {
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
                            while i < last {
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
                            let written = write - end
                            let constant = slot.constant + row.constant * factor
                            work += mine + theirs
                            if constant < 0 { negative.append(basic) }
                            if written <= Int(slot.capacity), let base = arena.baseAddress {
                                (base + start).update(from: base + end, count: written)
                                slots[basic.id].count = Int32(truncatingIfNeeded: written)
                                slots[basic.id].constant = constant
                            } else {
                                // The result stays where it was written, with room to grow.
                                let capacity = Self.room(for: mine + theirs)
                                abandoned += Int(max(slot.capacity, slot.count))
                                slots[basic.id] = Slot(
                                    start: Int32(truncatingIfNeeded: end), count: Int32(truncatingIfNeeded: written),
                                    capacity: Int32(truncatingIfNeeded: capacity), constant: constant)
                                end += capacity
                                // Compacting replaces the arena: the batch ends here.
                                if Self.isMostlyAbandoned(abandoned, end: end) { break }
                            }
                        }
                    }
                }
            }
            self.end = end
            self.abandoned = abandoned
            compactIfMostlyAbandoned()
        }
        return work
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

    /// Whether ranges that rows left, `abandoned` cells of the `end` handed out, are most of
    /// the arena (and more than 1,024 cells): then it is compacted.
    @inline(__always)
    private static func isMostlyAbandoned(_ abandoned: Int, end: Int) -> Bool {
        abandoned > 1024 && 2 * abandoned > end
    }

    /// Moves every row into a fresh arena, in symbol order, once ranges that rows left are
    /// most of it.
    private mutating func compactIfMostlyAbandoned() {
        guard Self.isMostlyAbandoned(abandoned, end: end) else { return }
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
