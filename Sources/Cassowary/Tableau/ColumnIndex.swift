/// The tableau's column index: for each symbol, the basic symbols whose rows contain it, so that
/// a substitution visits only those rows (kiwi scans every row).
///
/// Every list lives in one pool of entries linked by position, newest first, with a free list:
/// once the pool has grown, adding an entry or a symbol allocates nothing, and a tableau owns
/// three arrays instead of one per symbol (growing those lists one entry at a time was 700 of
/// the 1,800 allocations of building kiwi's enaml-like system).
///
/// Lists are append-only between compactions (a hash set per column cost more than everything
/// else when rows are long): an entry is added when a row gains the symbol and counted stale
/// when it loses it; ``compact(_:rows:)`` drops stale and repeated entries.
///
/// Dummies start unindexed. They never enter the basis, so the simplex never asks for their
/// columns; only removing a required equality or changing its constant does. The first such
/// request scans the rows (``startIndexing(_:with:)``) and from then on that dummy's column is
/// kept like any other (so animating one constraint's constant stays cheap). Indexing every
/// dummy made a chain of n views cost n² scattered appends, since each view's row holds the
/// dummies of every equality it depends on.
struct ColumnIndex {
    /// One symbol's list.
    struct Column {
        /// The newest entry, or -1.
        var head: Int32 = -1
        /// Entries in the list, stale ones included.
        var count: Int32 = 0
        /// How many entries may be stale (a row lost the symbol since).
        var stale: Int32 = 0
        /// Whether the list is kept (all but dummies never asked for).
        var isIndexed: Bool

        /// Whether more than half of the list, and more than 64 entries, may be stale
        /// (compacting then costs amortised O(log n) per entry). Short lists are left alone:
        /// walking past their stale entries costs less than compacting them after every 17
        /// stale changes, which was a seventeenth of the instructions of building kiwi's
        /// enaml-like system.
        @inline(__always)
        var isMostlyStale: Bool { stale > 64 && 2 * stale > count }
    }

    /// One entry: a basic symbol and the next (older) entry of the same list, or -1.
    struct Entry {
        /// The basic symbol's id.
        var basic: Int32
        /// The next entry's position in the pool.
        var next: Int32
    }

    /// The lists, indexed by symbol id.
    private(set) var columns: [Column] = []
    /// The pool of entries of every list and of the free list.
    private var entries: [Entry] = []
    /// The first free entry, or -1.
    private var freeEntry: Int32 = -1
    /// How many entries the free list holds.
    private var freeCount = 0
    /// Per basic symbol, the compaction that last kept it in the list being compacted.
    private var stamps: [Int] = []
    /// The number of the current compaction.
    private var generation = 0

    /// The number of symbols.
    var count: Int { columns.count }

    /// Adds the list of a new symbol.
    mutating func addSymbol(indexed: Bool) {
        columns.append(Column(isIndexed: indexed))
        stamps.append(0)
    }

    /// Makes room for the lists of `count` symbols.
    mutating func reserveSymbols(_ count: Int) {
        columns.reserveCapacity(count)
        stamps.reserveCapacity(count)
    }

    /// Drops the lists of the symbols from `count` on (a failed add's), freeing their entries.
    mutating func removeSymbols(from count: Int) {
        for id in count..<columns.count { clear(Symbol(id: id)) }
        columns.removeSubrange(count...)
        stamps.removeSubrange(count...)
    }

    /// Whether `symbol`'s list is kept.
    @inline(__always)
    func isIndexed(_ symbol: Symbol) -> Bool {
        columns[symbol.id].isIndexed
    }

    /// The newest entry of `symbol`'s list, or -1; follow ``Entry/next`` from there.
    @inline(__always)
    func head(of symbol: Symbol) -> Int32 {
        columns[symbol.id].head
    }

    /// The entry at `position`.
    @inline(__always)
    subscript(position: Int32) -> Entry {
        entries[Int(position)]
    }

    /// The lists and the entry pool, writable in place while one row changes (see
    /// ``withListsInPlace(room:_:)``).
    // Safe: made only inside `withListsInPlace(room:_:)`, whose buffers stay valid and keep
    // their size while its body runs; a value never leaves that body.
    struct ListsInPlace {
        /// The lists, indexed by symbol id.
        fileprivate let columns: UnsafeMutableBufferPointer<Column>
        /// The entry pool.
        fileprivate let entries: UnsafeMutableBufferPointer<Entry>
        /// The first free entry.
        fileprivate var freeEntry: Int32
        /// How many free entries were taken.
        fileprivate var taken = 0
        /// How many free entries are left to take.
        private(set) var available: Int

        /// Notes that the row of `basic` now contains `symbol`, taking a free entry; reports
        /// whether the list is mostly stale.
        @inline(__always)
        @discardableResult
        mutating func append(_ basic: Symbol, to symbol: Symbol) -> Bool {
            if !columns[symbol.id].isIndexed { return false }
            let position = freeEntry
            freeEntry = entries[Int(position)].next
            taken += 1
            available -= 1
            entries[Int(position)] = Entry(basic: Int32(truncatingIfNeeded: basic.id), next: columns[symbol.id].head)
            columns[symbol.id].head = position
            columns[symbol.id].count += 1
            return columns[symbol.id].isMostlyStale
        }

        /// Notes that a row no longer contains `symbol`; reports whether its list is now
        /// mostly stale.
        @inline(__always)
        mutating func markStale(_ symbol: Symbol) -> Bool {
            if !columns[symbol.id].isIndexed { return false }
            columns[symbol.id].stale += 1
            return columns[symbol.id].isMostlyStale
        }

        /// The entry at `position`.
        @inline(__always)
        subscript(position: Int32) -> Entry {
            entries[Int(position)]
        }
    }

    /// Runs `body` with the lists and the entry pool writable in place, after making sure the
    /// free list holds `room` entries: a merge or a new row checks each array for a unique
    /// buffer once, not once per symbol (array uniqueness checks were a twentieth of the
    /// instructions of building kiwi's enaml-like system).
    @inline(__always)
    mutating func withListsInPlace<Result>(room: Int, _ body: (inout ListsInPlace) -> Result) -> Result {
        if freeCount < room { addFreeEntries(room - freeCount) }
        let first = freeEntry
        // Safe: `body` reaches the arrays only through the buffers and takes at most `room`
        // entries, all from the free list; neither array changes size meanwhile.
        let (result, free, taken) = columns.withUnsafeMutableBufferPointer { columns in
            entries.withUnsafeMutableBufferPointer { entries in
                var lists = ListsInPlace(columns: columns, entries: entries, freeEntry: first, available: freeCount)
                let result = body(&lists)
                return (result, lists.freeEntry, lists.taken)
            }
        }
        freeEntry = free
        freeCount -= taken
        return result
    }

    /// Grows the pool by at least `count` free entries (by as many as it holds, so that growth
    /// is amortised), chained in position order in front of the free list: appending them one
    /// at a time checked the array's buffer for each, 2 % of building kiwi's enaml-like system.
    private mutating func addFreeEntries(_ count: Int) {
        let first = entries.count
        let added = max(count, first, 64)
        entries.append(contentsOf: repeatElement(Entry(basic: -1, next: freeEntry), count: added))
        // Safe: the loop writes only the entries just appended, first ..< first + added - 1.
        entries.withUnsafeMutableBufferPointer { entries in
            for position in first..<first + added - 1 {
                entries[position].next = Int32(truncatingIfNeeded: position + 1)
            }
        }
        freeEntry = Int32(truncatingIfNeeded: first)
        freeCount += added
    }

    /// Notes that the row of `basic` now contains `symbol`.
    @inline(__always)
    mutating func append(_ basic: Symbol, to symbol: Symbol) {
        withListsInPlace(room: 1) { $0.append(basic, to: symbol) }
    }

    /// Notes that a row no longer contains `symbol`.
    @inline(__always)
    mutating func markStale(_ symbol: Symbol) {
        if columns[symbol.id].isIndexed { columns[symbol.id].stale += 1 }
    }

    /// Whether more than half of `symbol`'s list, and more than 64 entries, may be stale.
    @inline(__always)
    func isMostlyStale(_ symbol: Symbol) -> Bool {
        columns[symbol.id].isMostlyStale
    }

    /// Whether some entries of `symbol`'s list may be stale.
    @inline(__always)
    func hasStale(_ symbol: Symbol) -> Bool {
        columns[symbol.id].stale > 0
    }

    /// Removes the newest entry of `symbol`'s list and returns its basic symbol, or `nil` when
    /// the list is empty.
    @inline(__always)
    mutating func popFirst(_ symbol: Symbol) -> Symbol? {
        let position = columns[symbol.id].head
        if position < 0 { return nil }
        let entry = entries[Int(position)]
        columns[symbol.id].head = entry.next
        columns[symbol.id].count -= 1
        entries[Int(position)].next = freeEntry
        freeEntry = position
        freeCount += 1
        return Symbol(id: Int(entry.basic))
    }

    /// Empties `symbol`'s list, freeing its entries.
    mutating func clear(_ symbol: Symbol) {
        var position = columns[symbol.id].head
        while position >= 0 {
            let next = entries[Int(position)].next
            entries[Int(position)].next = freeEntry
            freeEntry = position
            freeCount += 1
            position = next
        }
        columns[symbol.id].head = -1
        columns[symbol.id].count = 0
        columns[symbol.id].stale = 0
    }

    /// Starts keeping an unindexed dummy's list, with the rows that hold it now.
    mutating func startIndexing(_ symbol: Symbol, with basics: [Symbol]) {
        columns[symbol.id].isIndexed = true
        for basic in basics.reversed() { append(basic, to: symbol) }
    }

    /// Drops stale and repeated entries from `symbol`'s list, keeping the rest in order
    /// (callers break ties by id, so order never decides a result).
    ///
    /// Repeats are found with a stamp per row rather than by sorting: compaction runs on every
    /// suggested value's column, and the sort was a tenth of building a small system.
    mutating func compact(_ symbol: Symbol, rows: RowStore) {
        generation &+= 1
        var position = columns[symbol.id].head
        var last: Int32 = -1
        var kept: Int32 = 0
        columns[symbol.id].head = -1
        while position >= 0 {
            let entry = entries[Int(position)]
            let basic = Int(entry.basic)
            // Entries may name symbols a failed add discarded, or rows since changed.
            if basic < rows.count && stamps[basic] != generation && rows.contains(symbol, inRowOf: basic) {
                stamps[basic] = generation
                if last < 0 { columns[symbol.id].head = position } else { entries[Int(last)].next = position }
                last = position
                kept += 1
            } else {
                entries[Int(position)].next = freeEntry
                freeEntry = position
                freeCount += 1
            }
            position = entry.next
        }
        if last >= 0 { entries[Int(last)].next = -1 }
        columns[symbol.id].count = kept
        columns[symbol.id].stale = 0
    }

    /// The basic symbols of `symbol`'s list, newest first (stale and repeated ones included
    /// unless the list was just compacted).
    func list(_ symbol: Symbol) -> [Symbol] {
        var result: [Symbol] = []
        var position = columns[symbol.id].head
        while position >= 0 {
            result.append(Symbol(id: Int(entries[Int(position)].basic)))
            position = entries[Int(position)].next
        }
        return result
    }
}
