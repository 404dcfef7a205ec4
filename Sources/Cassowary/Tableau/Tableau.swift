/// The state of one solver: the simplex tableau, its column index, the lexicographic
/// objective and the bookkeeping that ties user constraints and variables to symbols.
///
/// A value type, so that a failed `addConstraint` can put back an exact copy of the state
/// it started from (kiwi issue #52) and a scratch tableau can test a set of constraints.
struct Tableau {
    /// What a symbol stands for, besides its kind.
    struct SymbolRecord {
        /// The constraint a slack, error or dummy symbol was made for.
        var owner: Constraint?
        /// The user variable of an external symbol.
        var variable: Variable?
        /// The record slot of the edit constraint of an external symbol's variable, else -1: a
        /// suggestion finds its record through the variable's symbol.
        var editSlot = -1
    }

    /// What the solver knows about one added constraint.
    struct ConstraintRecord {
        /// The user's constraint.
        let constraint: Constraint
        /// The slack (inequality), dummy (required equality) or positive error (optional
        /// equality) that identifies the constraint's row.
        var marker: Symbol
        /// The second error symbol of an optional constraint, else `.invalid`.
        var other: Symbol
        /// The marker's coefficient in the row as first built (before any sign flip).
        var markerSign: Double
        /// The other symbol's coefficient in the row as first built.
        var otherSign: Double
        /// The current constant of the constraint's expression (changed by `setConstant`).
        var constant: Double
        /// Order of addition; conflict reports list constraints in this order.
        let sequence: Int
        /// Whether the constraint was made for an edit variable.
        var isEdit = false
        /// Whether `recordSlots` holds the slot (the constraint's own slot number names
        /// another slot here).
        var isMapped = false
    }

    /// Symbol kinds, indexed by symbol id.
    var kinds: [Symbol.Kind] = []
    /// The row of each basic symbol, indexed by symbol id (parametric symbols have none).
    var rows = RowStore()
    /// For each symbol, the basic symbols whose rows contain it.
    var columns = ColumnIndex()
    /// What each symbol stands for, indexed by symbol id: one array appended to once per new
    /// symbol (an array per field cost two appends more for every symbol).
    var symbolRecords: [SymbolRecord] = []
    /// The identity of each external symbol's variable, indexed by symbol id: comparing
    /// identities needs no retain of the variable, loading it did (a retain and a release on
    /// every read of a solution), and this array of identities alone is what a read of a
    /// solution touches. The records keep each variable alive, so an identity here never
    /// names another object.
    var variableIdentities: [ObjectIdentifier?] = []
    /// The external symbol of each user variable.
    var variableSymbols: [ObjectIdentifier: Symbol] = [:]
    /// Every constraint in the solver, including those made for edit variables, by slot; a
    /// removed constraint's slot stays empty until the next add (see Tableau+Records.swift).
    var records: [ConstraintRecord?] = []
    /// The slots of the constraints not stored in the slot number they keep.
    var recordSlots: [ObjectIdentifier: Int] = [:]
    /// Emptied record slots, reused first.
    var freeRecordSlots: [Int] = []
    /// How many constraints are in the tableau, including those made for edit variables.
    var constraintCount = 0
    /// The priority levels of optional constraints.
    var objective = Objective()
    /// Phase one's objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Restricted basic symbols whose rows may have gone negative, for the dual simplex.
    var infeasible: [Symbol] = []
    /// The next constraint's sequence number.
    var nextSequence = 0
    /// The rows as they were before phase one first changed them, while a constraint is
    /// added through an artificial variable; `nil` otherwise.
    var journal: UndoJournal?
    /// The last journal, emptied, kept so that the next one starts with room.
    var spareJournal = UndoJournal()
    /// Per row, the journal that last recorded it (see ``recordRow(_:)``).
    var journalStamps: [Int] = []
    /// The number of the open (or last) journal.
    var journalGeneration = 0
    /// Cells and rows visited so far: a deterministic measure of solver work, for tests of
    /// fact 28 (what is cheap and what is expensive) that must not time anything.
    var workDone = 0
    /// A row kept between uses: building a constraint's row and taking a row out to pivot
    /// reuse its storage (an array allocated and freed for each was a third of a build's
    /// allocations).
    var spareRow = Row()
    /// Whether an unsatisfiable add is explained by a minimal conflicting set; scratch
    /// tableaux used to compute that set turn it off.
    var explainsConflicts = true

    /// Makes a new symbol of `kind`.
    mutating func newSymbol(_ kind: Symbol.Kind, owner: Constraint? = nil) -> Symbol {
        if kinds.isEmpty { reserveSymbols(128) }
        let symbol = Symbol(id: kinds.count)
        kinds.append(kind)
        rows.addSymbol()
        columns.addSymbol(indexed: kind != .dummy)
        symbolRecords.append(SymbolRecord(owner: owner))
        variableIdentities.append(nil)
        return symbol
    }

    /// Makes room for `count` symbols in every per-symbol array. The first symbol makes room
    /// for 128: each array grown by itself from nothing reallocated about eight times on the way
    /// to the 230 symbols of kiwi's enaml-like system, a fiftieth of building it. The map from
    /// variables to symbols makes room for half as many (kiwi's system has 37 variables to its
    /// 230 symbols): grown from nothing, it was resized six times on the way.
    mutating func reserveSymbols(_ count: Int) {
        kinds.reserveCapacity(count)
        rows.reserveSymbols(count)
        columns.reserveSymbols(count)
        symbolRecords.reserveCapacity(count)
        variableIdentities.reserveCapacity(count)
        journalStamps.reserveCapacity(count)
        variableSymbols.reserveCapacity(count / 2)
    }

    /// The external symbol of `variable` if it is registered here.
    @inline(__always)
    func knownSymbol(for variable: Variable) -> Symbol? {
        let hint = variable.symbolHint.load(ordering: .relaxed)
        if hint >= 0 && hint < variableIdentities.count && variableIdentities[hint] == ObjectIdentifier(variable) {
            return Symbol(id: hint)
        }
        guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return nil }
        variable.symbolHint.store(symbol.id, ordering: .relaxed)
        return symbol
    }

    /// The external symbol of `variable`, registering the variable on first use.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = knownSymbol(for: variable) { return symbol }
        let key = ObjectIdentifier(variable)
        let symbol = newSymbol(.external)
        symbolRecords[symbol.id].variable = variable
        variableIdentities[symbol.id] = key
        variableSymbols[key] = symbol
        variable.symbolHint.store(symbol.id, ordering: .relaxed)
        return symbol
    }

    /// Forgets the symbols made since there were `symbolCount` and the variables registered
    /// since then: undoes a `makeRow` whose constraint could not be added.
    ///
    /// The variables are those of the discarded external symbols: a list of them kept by every
    /// `makeRow` allocated an array for most constraints that brought a new variable.
    mutating func discardSymbols(from symbolCount: Int) {
        for case let key? in variableIdentities[symbolCount...] { variableSymbols[key] = nil }
        kinds.removeSubrange(symbolCount...)
        rows.removeSymbols(from: symbolCount)
        columns.removeSymbols(from: symbolCount)
        symbolRecords.removeSubrange(symbolCount...)
        variableIdentities.removeSubrange(symbolCount...)
    }

    /// Whether `symbol` may go negative and leave through a ratio test: slack, error, dummy.
    @inline(__always)
    func isRestricted(_ symbol: Symbol) -> Bool {
        kinds[symbol.id] != .external
    }

    /// The old rows recorded while phase one runs, to put back if it fails.
    struct UndoJournal {
        /// Each changed row as it was first seen (without a row: the symbol was parametric),
        /// once per row, in the order first changed; each slot names its cells in `cells`.
        var rows: [(id: Int, slot: RowStore.Slot)] = []
        /// The recorded rows' cells, one block per row.
        var cells: [Row.Cell] = []

        /// Appends the row of `id` in `store` as it stands: one block copy of its cells, where
        /// sharing the row's array and copying it on its next change allocated a whole row.
        mutating func record(_ id: Int, from store: RowStore) {
            var slot = store.slots[id]
            if slot.hasRow {
                slot.start = Int32(truncatingIfNeeded: cells.count)
                slot.capacity = slot.count
                store.withCells(ofRow: id) { cells.append(contentsOf: $0) }
            }
            rows.append((id, slot))
        }
    }

    /// Opens a new journal; rows changed from now on are recorded once each.
    mutating func openJournal() {
        var reused = UndoJournal()
        swap(&reused, &spareJournal)
        reused.rows.removeAll(keepingCapacity: true)
        reused.cells.removeAll(keepingCapacity: true)
        journal = reused
        journalGeneration &+= 1
    }

    /// Closes the journal, rolling back the rows it recorded if `rollingBack`.
    mutating func closeJournal(rollingBack: Bool) {
        guard let closed = journal else { return }
        if rollingBack { rollBack(closed) }
        journal = nil
        spareJournal = closed
    }

    /// Records row `id` before its first change, if a journal is open.
    ///
    /// A stamp per row says whether this journal has it already: hashing the row id into a
    /// dictionary on every row change was a tenth of adding a constraint through phase one.
    @inline(__always)
    mutating func recordRow(_ id: Int) {
        if journal == nil { return }
        if journalStamps.count < rows.count {
            journalStamps.append(contentsOf: repeatElement(0, count: rows.count - journalStamps.count))
        }
        if journalStamps[id] == journalGeneration { return }
        journalStamps[id] = journalGeneration
        journal?.record(id, from: rows)
    }

    /// Puts back every row the journal recorded, with its column index entries.
    mutating func rollBack(_ undo: UndoJournal) {
        for (id, old) in undo.rows {
            if rows.hasRow(id) { unindexRow(of: id) }
            rows.restore(old, from: undo.cells, for: id)
            if old.hasRow {
                let basic = Symbol(id: id)
                let symbols = rows.withCells(ofRow: id) { $0.map(\.symbol) }
                for symbol in symbols { index(basic, under: symbol) }
            }
        }
    }

    /// Notes that the row of `basic` now contains `symbol`.
    @inline(__always)
    mutating func index(_ basic: Symbol, under symbol: Symbol) {
        columns.append(basic, to: symbol)
        if columns.isMostlyStale(symbol) { compactColumn(symbol) }
    }

    /// Notes that a row no longer contains `symbol`.
    @inline(__always)
    mutating func unindex(_ symbol: Symbol) {
        columns.markStale(symbol)
    }

    /// Notes that a row that is going away no longer contains any of its symbols.
    mutating func unindex(_ row: Row) {
        for symbol in row.symbols where symbol.id < columns.count { columns.markStale(symbol) }
    }

    /// Notes that the row of `id`, which is going away, no longer contains any of its symbols.
    mutating func unindexRow(of id: Int) {
        let symbols = rows.withCells(ofRow: id) { $0.map(\.symbol) }
        for symbol in symbols where symbol.id < columns.count { columns.markStale(symbol) }
    }

    /// Drops stale and repeated entries from `symbol`'s column list.
    mutating func compactColumn(_ symbol: Symbol) {
        columns.compact(symbol, rows: rows)
    }

    /// The rows that contain `symbol`, by scanning them all, in id order.
    mutating func scanColumn(_ symbol: Symbol) -> [Symbol] {
        workDone += rows.count
        return (0..<rows.count).compactMap { id in rows.contains(symbol, inRowOf: id) ? Symbol(id: id) : nil }
    }

    /// Makes `symbol`'s column list exact: every row that contains it, each once.
    ///
    /// Asking for an unindexed dummy's column starts indexing it.
    mutating func makeColumnLive(_ symbol: Symbol) {
        if !columns.isIndexed(symbol) {
            columns.startIndexing(symbol, with: scanColumn(symbol))
        } else if columns.hasStale(symbol) {
            compactColumn(symbol)
        }
    }

    /// The basic symbols whose rows contain `symbol`, exactly, each once (callers break ties by
    /// id, so their order does not matter).
    mutating func liveColumn(_ symbol: Symbol) -> [Symbol] {
        makeColumnLive(symbol)
        return columns.list(symbol)
    }

    /// Makes `row` the row of `basic` and indexes its symbols.
    mutating func setRow(_ row: Row, for basic: Symbol) {
        recordRow(basic.id)
        rows.set(row, for: basic.id)
        workDone += row.count + 1
        // Indexed through one access to the lists; compacted once the row is in place.
        var overfull: [Symbol] = []
        columns.withListsInPlace(room: row.count) { lists in
            for cell in row.cells where lists.append(basic, to: cell.symbol) { overfull.append(cell.symbol) }
        }
        for symbol in overfull { compactColumn(symbol) }
    }

    /// Removes and returns the row of `basic`, unindexing its symbols.
    mutating func takeRow(_ basic: Symbol) -> Row? {
        var row = Row()
        return takeRow(basic, into: &row) ? row : nil
    }

    /// Removes the row of `basic` into `row` (reusing its storage), unindexing its symbols;
    /// `false` if `basic` has no row.
    mutating func takeRow(_ basic: Symbol, into row: inout Row) -> Bool {
        guard rows.hasRow(basic.id) else { return false }
        recordRow(basic.id)
        guard rows.take(basic.id, into: &row) else { return false }
        unindex(row)
        return true
    }

    /// Replaces the parametric `symbol` by `row` everywhere: in every row that contains it
    /// (found through the column index), in the objective and in phase one's objective.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        // An unindexed dummy (a redundant or removed required equality's) is found by a scan;
        // its list is emptied below like any other, since no row holds the symbol afterwards.
        if !columns.isIndexed(symbol) { columns.startIndexing(symbol, with: scanColumn(symbol)) }
        if journal != nil {
            var position = columns.head(of: symbol)
            while position >= 0 {
                // A stale or repeated entry: that row does not (or no longer) hold the symbol.
                let basic = Int(columns[position].basic)
                if rows.contains(symbol, inRowOf: basic) { recordRow(basic) }
                position = columns[position].next
            }
        }
        var negative: [Symbol] = []
        var overfull: [Symbol] = []
        workDone += rows.substitute(symbol, with: row, columns: &columns, overfull: &overfull, negative: &negative)
        // Compacted once the rows are in place, or their entries would look stale.
        for changed in overfull { compactColumn(changed) }
        columns.clear(symbol)
        // The set's order is random per process; sorting keeps the dual simplex deterministic.
        if !negative.isEmpty {
            negative.removeAll { !isRestricted($0) }
            infeasible += negative.sorted()
        }
        objective.substitute(symbol, with: row)
        if artificial != nil {
            let coefficient = artificial?.remove(symbol) ?? 0
            if coefficient != 0 { artificial?.add(row, times: coefficient) }
        }
    }

    /// Exchanges the basic `leaving` for the parametric `entering`.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = Row()
        swap(&row, &spareRow)
        if takeRow(leaving, into: &row) {
            row.pivot(leaving: leaving, entering: entering)
            substitute(entering, with: row)
            setRow(row, for: entering)
        }
        swap(&row, &spareRow)
    }

    /// Applies pending suggestions, then gives `variable`'s value.
    @inline(__always)
    mutating func flushedValue(of variable: Variable) -> Double {
        if !infeasible.isEmpty { flush() }
        return value(of: variable)
    }

    /// The current value of `variable`: its row's constant if basic, else zero.
    ///
    /// `mutating` although it changes nothing: called on the solver's stored tableau, a
    /// non-mutating method made Swift copy the whole struct (retaining and releasing every
    /// array in it) on each read, which was most of the cost of reading a solution back.
    mutating func value(of variable: Variable) -> Double {
        guard let symbol = knownSymbol(for: variable) else { return 0 }
        return rows.constant(ofRow: symbol.id)
    }
}
