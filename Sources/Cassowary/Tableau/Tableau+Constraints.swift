// Adding and removing constraints, and changing their constants in place.

extension Tableau {
    /// Builds the row of `constraint` with expression constant `constant`, in terms of the
    /// current parametric symbols, with its marker (and error) symbols; adds the errors of an
    /// optional constraint to the objective.
    mutating func makeRow(for constraint: Constraint, constant: Double) -> (Row, ConstraintRecord) {
        // Room for the terms, the rows substituted for basic ones and the marker and error
        // symbols: a row grown as they came reallocated it for most constraints.
        var capacity = constraint.expression.terms.count + 2
        for term in constraint.expression.terms {
            if let symbol = knownSymbol(for: term.variable) { capacity += rows.cellCount(ofRow: symbol.id) }
        }
        var row = Row()
        swap(&row, &spareRow)
        row.reset(constant: constant, capacity: capacity)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if rows.hasRow(symbol.id) {
                let constant = rows.constant(ofRow: symbol.id)
                rows.withCells(ofRow: symbol.id) { row.add(cells: $0, constant: constant, times: term.coefficient) }
            } else {
                row.add(term.coefficient, of: symbol)
            }
        }
        var record = ConstraintRecord(
            constraint: constraint, marker: .invalid, other: .invalid, markerSign: 0, otherSign: 0,
            constant: constant, sequence: nextSequence)
        let priority = constraint.priority
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack == 0 for <=, expression - slack == 0 for >=.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack, owner: constraint)
            row.add(sign, of: slack)
            record.marker = slack
            record.markerSign = sign
            if !priority.isRequired {
                let error = newSymbol(.error, owner: constraint)
                row.add(-sign, of: error)
                record.other = error
                record.otherSign = -sign
                let level = objective.retainLevel(priority.rawValue)
                objective.add(1, of: error, level: level)
            }
        case .equal:
            if priority.isRequired {
                let dummy = newSymbol(.dummy, owner: constraint)
                row.add(1, of: dummy)
                record.marker = dummy
                record.markerSign = 1
            } else {
                // expression == errorPlus - errorMinus; both errors cost the same.
                let errorPlus = newSymbol(.error, owner: constraint)
                let errorMinus = newSymbol(.error, owner: constraint)
                row.add(-1, of: errorPlus)
                row.add(1, of: errorMinus)
                record.marker = errorPlus
                record.markerSign = -1
                record.other = errorMinus
                record.otherSign = 1
                let level = objective.retainLevel(priority.rawValue)
                objective.add(1, of: errorPlus, level: level)
                objective.add(1, of: errorMinus, level: level)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, record)
    }

    /// The symbol to solve a new row for: an external (lowest id) if any, else the marker or
    /// other symbol if it is a slack or error with a negative coefficient, else `.invalid`.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol {
        for symbol in row.symbols where kinds[symbol.id] == .external { return symbol }
        for candidate in [record.marker, record.other] where candidate.isValid {
            let kind = kinds[candidate.id]
            if (kind == .slack || kind == .error) && row.coefficient(for: candidate) < 0 { return candidate }
        }
        return .invalid
    }

    /// Whether every symbol of `row` is a dummy.
    func allDummies(_ row: Row) -> Bool {
        row.symbols.allSatisfy { kinds[$0.id] == .dummy }
    }

    /// Adds `constraint` with expression constant `constant` and returns its record's slot.
    ///
    /// On failure the tableau is
    /// exactly as before.
    @discardableResult
    mutating func add(_ constraint: Constraint, constant: Double) throws(CassowaryError) -> Int {
        if recordSlot(of: constraint) != nil { throw .duplicateConstraint(constraint) }
        try Self.checkFinite(constraint, constant: constant)
        flush()
        let symbolCount = kinds.count
        var (row, record) = makeRow(for: constraint, constant: constant)
        var subject = chooseSubject(row, record)
        if !subject.isValid && allDummies(row) {
            if !nearZero(row.constant) {
                // The row says 0 = constant + Σ dummies: the dummies' constraints conflict.
                let candidates = row.cells.compactMap { symbolRecords[$0.symbol.id].owner }
                discardSymbols(from: symbolCount)
                throw .unsatisfiableConstraint(
                    constraint, conflicting: conflictingSet(candidates, adding: constraint, constant: constant))
            }
            // Redundant with the required equalities already present: keep its dummy basic.
            subject = record.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(row, for: subject)
        } else {
            // Phase one pivots the live tableau; a journal of what it changes puts it back
            // on failure at the cost of the change, not of the tableau (kiwi issue #52).
            openJournal()
            objective.startJournal()
            let certificate = addWithArtificialVariable(row)
            closeJournal(rollingBack: certificate != nil)
            let objectiveUndo = objective.stopJournal()
            if let certificate {
                let candidates = certificate.cells.compactMap { symbolRecords[$0.symbol.id].owner }
                objective.rollBack(objectiveUndo)
                artificial = nil
                infeasible.removeAll()
                discardSymbols(from: symbolCount)
                throw .unsatisfiableConstraint(
                    constraint, conflicting: conflictingSet(candidates, adding: constraint, constant: constant))
            }
        }
        // The row's storage serves the next row.
        spareRow = row
        let slot = insertRecord(record)
        nextSequence += 1
        optimize()
        return slot
    }

    /// Phase one for a row with no usable subject: minimises an artificial variable equal to
    /// the row.
    ///
    /// Returns `nil` when it reaches zero (the row is added), else phase one's final
    /// objective, whose symbols name the constraints that conflict (a Farkas certificate).
    mutating func addWithArtificialVariable(_ row: Row) -> Row? {
        let art = newSymbol(.slack)
        setRow(row, for: art)
        artificial = row
        optimizeArtificial()
        let final = artificial ?? Row()
        artificial = nil
        if !nearZero(final.constant) { return final }
        if var artRow = takeRow(art), !artRow.isConstant {
            let entering = anyPivotableSymbol(in: artRow)
            if !entering.isValid { return final }
            artRow.pivot(leaving: art, entering: entering)
            substitute(entering, with: artRow)
            setRow(artRow, for: entering)
        }
        // The artificial variable is zero now: drop its column.
        while let basic = columns.popFirst(art) {
            recordRow(basic.id)
            rows.removeCell(art, fromRowOf: basic.id)
        }
        columns.clear(art)
        objective.remove(art)
        return nil
    }

    /// Removes `constraint` and re-optimises.
    mutating func remove(_ constraint: Constraint) throws(CassowaryError) {
        guard let slot = recordSlot(of: constraint), let record = records[slot] else {
            throw .unknownConstraint(constraint)
        }
        flush()
        removeRecord(at: slot)
        // Take the constraint's errors out of the objective first, in current terms.
        if !constraint.priority.isRequired, let level = objective.existingLevelIndex(for: constraint.priority.rawValue)
        {
            for error in [record.marker, record.other] where error.isValid && kinds[error.id] == .error {
                if let row = rows.row(error.id) {
                    objective.add(row, times: -1, level: level)
                } else {
                    objective.add(-1, of: error, level: level)
                }
            }
        }
        let marker = record.marker
        if takeRow(marker) == nil {
            let leaving = markerLeavingRow(for: marker)
            if leaving.isValid, var row = takeRow(leaving) {
                row.pivot(leaving: leaving, entering: marker)
                substitute(marker, with: row)
            }
        }
        if !constraint.priority.isRequired { objective.releaseLevel(constraint.priority.rawValue) }
        optimize()
    }

    /// Changes the constant of a constraint's expression by shifting its marker: every row
    /// stays valid for the new system, only constants move (no re-solve from scratch).
    ///
    /// Rows that went negative are queued for the dual simplex. Returns the basic dummies
    /// whose rows are no longer zero: redundant required equalities that stopped agreeing.
    @discardableResult
    mutating func shiftConstant(ofSlot slot: Int, to constant: Double) -> [Symbol] {
        guard let record = records[slot] else { return [] }
        let delta = constant - record.constant
        if delta == 0 { return [] }
        records[slot]?.constant = constant
        // With the marker's coefficient μ in the original row, expression + Δ + μ·m̃ = 0
        // means m = m̃ + Δ/μ: a basic m's row constant drops by Δ/μ; every row holding a
        // parametric m with coefficient a gains a·Δ/μ. The other error works the same way.
        if rows.hasRow(record.marker.id) {
            return shiftBasic(record.marker, by: delta / record.markerSign)
        }
        if record.other.isValid && rows.hasRow(record.other.id) {
            return shiftBasic(record.other, by: delta / record.otherSign)
        }
        let shift = delta / record.markerSign
        let marker = record.marker
        var negative: [Symbol] = []
        var brokenDummies: [Symbol] = []
        var visited = 0
        makeColumnLive(marker)
        // A copy for the loop below, which changes only rows (the lists are shared, not copied).
        let users = columns
        if journal != nil {
            for basic in users.list(marker) { recordRow(basic.id) }
        }
        // Every row in place through one buffer: the array's accessor per row (a uniqueness
        // check each) was a third of a suggestion. Safe: every entry of a live column is a
        // symbol id below `rows.count`, and neither array changes size in the loop.
        kinds.withUnsafeBufferPointer { kinds in
            rows.withSlotsInPlace { slots, cells in
                var position = users.head(of: marker)
                while position >= 0 {
                    let basic = Symbol(id: Int(users[position].basic))
                    position = users[position].next
                    visited += 1
                    let slot = slots[basic.id]
                    guard slot.hasRow else { continue }
                    let value = slot.constant + RowStore.coefficient(of: marker, in: slot, cells) * shift
                    slots[basic.id].constant = value
                    switch kinds[basic.id] {
                    case .dummy: if !nearZero(value) { brokenDummies.append(basic) }
                    case .slack, .error: if value < 0 { negative.append(basic) }
                    case .external: break
                    }
                }
            }
        }
        workDone += visited
        if !negative.isEmpty { infeasible += negative.sorted() }
        return brokenDummies.sorted()
    }

    /// Lowers the constant of the basic `symbol`'s row by `amount`; see `shiftConstant`.
    private mutating func shiftBasic(_ symbol: Symbol, by amount: Double) -> [Symbol] {
        workDone += 1
        recordRow(symbol.id)
        let value = rows.addToConstant(ofRow: symbol.id, -amount)
        if kinds[symbol.id] == .dummy { return nearZero(value) ? [] : [symbol] }
        if value < 0 && isRestricted(symbol) { infeasible.append(symbol) }
        return []
    }

    /// Sets a constraint's expression constant and re-solves now.
    ///
    /// A required constraint may
    /// become unsatisfiable: then the old constant is put back and the conflict reported.
    mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(CassowaryError) {
        guard let slot = recordSlot(of: constraint), let record = records[slot] else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteValue("constant \(constant) of \(constraint)") }
        flush()
        let old = record.constant
        let brokenDummies = shiftConstant(ofSlot: slot, to: constant)
        var failedRow: Row?
        if let dummy = brokenDummies.first, let row = rows.row(dummy.id) {
            // A redundant required equality (its dummy is basic) no longer agrees.
            var certificate = row
            certificate.add(1, of: dummy)
            failedRow = certificate
        } else if let failed = dualOptimize() {
            failedRow = rows.row(failed.id).map { row in
                var certificate = row
                certificate.add(1, of: failed)
                return certificate
            }
        }
        guard let failedRow else { return }
        let candidates = failedRow.cells.compactMap { symbolRecords[$0.symbol.id].owner }.filter { $0 !== constraint }
        shiftConstant(ofSlot: slot, to: old)
        requeueNegativeRows()
        _ = dualOptimize()
        throw .unsatisfiableConstraint(
            constraint, conflicting: conflictingSet(candidates, adding: constraint, constant: constant))
    }

    /// Queues every restricted row with a negative constant (after an interrupted dual simplex).
    mutating func requeueNegativeRows() {
        infeasible.removeAll()
        for id in 0..<rows.count where rows.hasRow(id) && rows.constant(ofRow: id) < 0 && kinds[id] != .external {
            infeasible.append(Symbol(id: id))
        }
    }

    /// Throws if a coefficient or the constant is NaN or infinite.
    static func checkFinite(_ constraint: Constraint, constant: Double) throws(CassowaryError) {
        guard constant.isFinite, constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .nonFiniteValue("in constraint \(constraint)")
        }
    }
}
