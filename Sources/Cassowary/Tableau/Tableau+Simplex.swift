// The primal and dual simplex steps (Badros, Borning & Stuckey 2001, §4–5), with the
// lexicographic objective of `Objective` and ties broken by symbol id.

extension Tableau {
    /// A bound on the pivots of one simplex run.
    ///
    /// Bland's rule cannot cycle in exact arithmetic; the bound only guards against rounding
    /// making a degenerate system cycle, so that no input can hang the simulator.
    var pivotLimit: Int { 100 * (kinds.count + 16) }

    /// Primal simplex on the lexicographic objective: pivots until no symbol improves it.
    ///
    /// Returns `false` only if the objective is unbounded, which a tableau built by this
    /// solver never is (every objective term is a non-negative error).
    @discardableResult
    mutating func optimize() -> Bool {
        for _ in 0..<pivotLimit {
            let entering = objective.enteringSymbol(kinds: kinds)
            if !entering.isValid { return true }
            let leaving = leavingRow(for: entering)
            if !leaving.isValid { return false }
            pivot(entering: entering, leaving: leaving)
        }
        return false
    }

    /// Primal simplex on phase one's objective (the artificial variable's row).
    mutating func optimizeArtificial() {
        var pivots = 0
        while let objectiveRow = artificial, pivots < pivotLimit {
            pivots += 1
            var entering = Symbol.invalid
            for cell in objectiveRow.cells where cell.coefficient < 0 && kinds[cell.symbol.id] != .dummy {
                entering = cell.symbol
                break
            }
            if !entering.isValid { return }
            let leaving = leavingRow(for: entering)
            if !leaving.isValid { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The ratio test: the restricted row that first reaches zero as `entering` grows, ties
    /// to the lowest id; `.invalid` if none bounds it.
    mutating func leavingRow(for entering: Symbol) -> Symbol {
        var best = Symbol.invalid
        var bestRatio = Double.infinity
        // Raw entries may repeat or be stale: a stale one has coefficient 0 and is skipped,
        // a repeated one gives the same ratio. Dummies never enter, so the list is kept.
        var position = columns.head(of: entering)
        while position >= 0 {
            let basic = Symbol(id: Int(columns[position].basic))
            position = columns[position].next
            workDone += 1
            guard isRestricted(basic), rows.hasRow(basic.id) else { continue }
            let coefficient = rows.coefficient(of: entering, inRowOf: basic.id)
            guard coefficient < 0 else { continue }
            let ratio = -rows.constant(ofRow: basic.id) / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility after constants changed, keeping optimality.
    ///
    /// Returns the basic symbol of a row that cannot be made feasible (the required
    /// constraints conflict), or `nil` on success.
    mutating func dualOptimize() -> Symbol? {
        var pivots = 0
        while let leaving = infeasible.popLast() {
            pivots += 1
            if pivots > pivotLimit {
                infeasible.removeAll()
                return leaving
            }
            let constant = rows.constant(ofRow: leaving.id)
            guard rows.hasRow(leaving.id), constant < 0, !nearZero(constant) else { continue }
            var entering = Symbol.invalid
            var enteringCoefficient = 0.0
            rows.withCells(ofRow: leaving.id) { cells in
                for cell in cells {
                    let symbol = cell.symbol
                    let coefficient = cell.coefficient
                    guard coefficient > 0, kinds[symbol.id] != .dummy else { continue }
                    if !entering.isValid
                        || objective.ratio(
                            of: symbol, over: coefficient, isLessThan: entering, over: enteringCoefficient) == true
                    {
                        entering = symbol
                        enteringCoefficient = coefficient
                    }
                }
            }
            if !entering.isValid {
                infeasible.removeAll()
                return leaving
            }
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }

    /// Runs the dual simplex if constants changed since the last solve (suggested values are
    /// applied lazily so several suggestions cost one re-solve).
    mutating func flush() {
        if infeasible.isEmpty { return }
        let failed = dualOptimize()
        // Only optional constraints change lazily, and their errors can always absorb a change.
        assert(failed == nil, "dual simplex failed on an edit")
    }

    /// The row to pivot on so that `marker` becomes basic and can be removed: for a dummy,
    /// the row of a redundant required equality that holds it (that equality takes over the
    /// removed one's part and every dummy row stays zero); else a restricted row where it has
    /// a negative coefficient (smallest ratio), else a restricted row (smallest ratio), else
    /// an external row; `.invalid` if no row contains it.
    mutating func markerLeavingRow(for marker: Symbol) -> Symbol {
        let users = liveColumn(marker)
        if kinds[marker.id] == .dummy, let lowest = users.filter({ kinds[$0.id] == .dummy }).min() {
            return lowest
        }
        var first = Symbol.invalid
        var second = Symbol.invalid
        var third = Symbol.invalid
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        for basic in users {
            guard rows.hasRow(basic.id) else { continue }
            let coefficient = rows.coefficient(of: marker, inRowOf: basic.id)
            let constant = rows.constant(ofRow: basic.id)
            if !isRestricted(basic) {
                if !third.isValid || basic < third { third = basic }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < first) {
                    firstRatio = ratio
                    first = basic
                }
            } else {
                let ratio = constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < second) {
                    secondRatio = ratio
                    second = basic
                }
            }
        }
        if first.isValid { return first }
        if second.isValid { return second }
        return third
    }

    /// The lowest-id slack or error symbol of `row`, or `.invalid`.
    func anyPivotableSymbol(in row: Row) -> Symbol {
        for symbol in row.symbols where kinds[symbol.id] == .slack || kinds[symbol.id] == .error {
            return symbol
        }
        return .invalid
    }
}
