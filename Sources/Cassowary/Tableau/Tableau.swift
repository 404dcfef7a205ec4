/// The state of one solver: the simplex tableau, its column index, the lexicographic
/// objective and the bookkeeping that ties user constraints and variables to symbols.
///
/// A value type, so that a failed `addConstraint` can put back an exact copy of the state
/// it started from (kiwi issue #52) and a scratch tableau can test a set of constraints.
struct Tableau {
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
    }

    /// Symbol kinds, indexed by symbol id.
    var kinds: [Symbol.Kind] = []
    /// The row of each basic symbol, indexed by symbol id; `nil` for parametric symbols.
    var rows: [Row?] = []
    /// Column index: for each symbol, the basic symbols whose rows contain it. Substitution
    /// visits only these rows instead of scanning the whole tableau (kiwi scans every row).
    var columns: [Set<Symbol>] = []
    /// The constraint a slack, error or dummy symbol was made for, indexed by symbol id.
    var owners: [Constraint?] = []
    /// The user variable of an external symbol, indexed by symbol id.
    var variables: [Variable?] = []
    /// The external symbol of each user variable.
    var variableSymbols: [ObjectIdentifier: Symbol] = [:]
    /// Every constraint in the solver, including those made for edit variables.
    var records: [ObjectIdentifier: ConstraintRecord] = [:]
    /// The constraint made for each edit variable.
    var edits: [ObjectIdentifier: Constraint] = [:]
    /// The priority levels of optional constraints.
    var objective = Objective()
    /// Phase one's objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Restricted basic symbols whose rows may have gone negative, for the dual simplex.
    var infeasible: [Symbol] = []
    /// The next constraint's sequence number.
    var nextSequence = 0
    /// Whether an unsatisfiable add is explained by a minimal conflicting set; scratch
    /// tableaux used to compute that set turn it off.
    var explainsConflicts = true

    /// Makes a new symbol of `kind`.
    mutating func newSymbol(_ kind: Symbol.Kind, owner: Constraint? = nil) -> Symbol {
        let symbol = Symbol(id: kinds.count)
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        owners.append(owner)
        variables.append(nil)
        return symbol
    }

    /// The external symbol of `variable`, registering the variable on first use.
    mutating func symbol(for variable: Variable, registered: inout [ObjectIdentifier]) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let symbol = variableSymbols[key] { return symbol }
        let symbol = newSymbol(.external)
        variables[symbol.id] = variable
        variableSymbols[key] = symbol
        registered.append(key)
        return symbol
    }

    /// Forgets the symbols made since there were `symbolCount` and the variables registered
    /// since then: undoes a `makeRow` whose constraint could not be added.
    mutating func discardSymbols(from symbolCount: Int, variables registered: [ObjectIdentifier]) {
        for key in registered { variableSymbols[key] = nil }
        kinds.removeSubrange(symbolCount...)
        rows.removeSubrange(symbolCount...)
        columns.removeSubrange(symbolCount...)
        owners.removeSubrange(symbolCount...)
        variables.removeSubrange(symbolCount...)
    }

    /// Whether `symbol` may go negative and leave through a ratio test: slack, error, dummy.
    @inline(__always)
    func isRestricted(_ symbol: Symbol) -> Bool {
        kinds[symbol.id] != .external
    }

    /// Makes `row` the row of `basic` and indexes its symbols.
    mutating func setRow(_ row: Row, for basic: Symbol) {
        for symbol in row.symbols { columns[symbol.id].insert(basic) }
        rows[basic.id] = row
    }

    /// Removes and returns the row of `basic`, unindexing its symbols.
    mutating func takeRow(_ basic: Symbol) -> Row? {
        guard let row = rows[basic.id] else { return nil }
        rows[basic.id] = nil
        for symbol in row.symbols { columns[symbol.id].remove(basic) }
        return row
    }

    /// Replaces the parametric `symbol` by `row` everywhere: in every row that contains it
    /// (found through the column index), in the objective and in phase one's objective.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let users = columns[symbol.id]
        columns[symbol.id] = []
        var negative: [Symbol] = []
        for basic in users {
            // Taken out so that it is uniquely referenced and merged in place.
            guard var target = rows[basic.id] else { continue }
            rows[basic.id] = nil
            let coefficient = target.remove(symbol)
            target.add(row, times: coefficient) { changed, inserted in
                if inserted { columns[changed.id].insert(basic) } else { columns[changed.id].remove(basic) }
            }
            if target.constant < 0 && isRestricted(basic) { negative.append(basic) }
            rows[basic.id] = target
        }
        // The set's order is random per process; sorting keeps the dual simplex deterministic.
        if !negative.isEmpty { infeasible += negative.sorted() }
        objective.substitute(symbol, with: row)
        if artificial != nil {
            let coefficient = artificial?.remove(symbol) ?? 0
            if coefficient != 0 { artificial?.add(row, times: coefficient) }
        }
    }

    /// Exchanges the basic `leaving` for the parametric `entering`.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = takeRow(leaving) else { return }
        row.pivot(leaving: leaving, entering: entering)
        substitute(entering, with: row)
        setRow(row, for: entering)
    }

    /// The current value of `variable`: its row's constant if basic, else zero.
    func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return 0 }
        return rows[symbol.id]?.constant ?? 0
    }
}
