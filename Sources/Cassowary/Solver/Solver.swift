/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001) with UIKit's priorities.
///
/// Add and remove constraints one at a time; the solution is kept optimal after each call.
/// Optional constraints are satisfied lexicographically by priority: a higher priority is
/// never given up to satisfy any number of lower ones. Edit variables (``addEditVariable(_:priority:)``,
/// ``suggestValue(_:for:)``) and ``setConstant(_:of:)`` change constants in place and re-solve
/// with the dual simplex, which is what makes dragging and `constraint.constant = …` cheap.
///
/// Every failing call throws a ``CassowaryError`` and leaves the solver as it was. Results are
/// deterministic: they depend only on the sequence of calls, never on hashing or addresses.
/// A solver is not thread-safe; give each simulation its own.
public final class Solver {
    /// The tableau and its bookkeeping.
    var tableau = Tableau()

    /// Creates an empty solver.
    public init() {}

    /// Adds a constraint.
    ///
    /// - Throws: ``CassowaryError/duplicateConstraint(_:)`` if it is already here;
    ///   ``CassowaryError/unsatisfiableConstraint(_:conflicting:)`` if it is required and cannot
    ///   hold with the required constraints already here; ``CassowaryError/nonFiniteValue(_:)``.
    public func addConstraint(_ constraint: Constraint) throws(CassowaryError) {
        try tableau.add(constraint, constant: constraint.expression.constant)
        checkInvariants()
    }

    /// Removes a constraint.
    ///
    /// - Throws: ``CassowaryError/unknownConstraint(_:)`` if it is not here.
    public func removeConstraint(_ constraint: Constraint) throws(CassowaryError) {
        if inPlace({ $0.record(of: constraint)?.isEdit == true }) {
            // An edit's own constraint goes with `removeEditVariable`.
            throw .unknownConstraint(constraint)
        }
        try tableau.remove(constraint)
        checkInvariants()
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        inPlace { $0.record(of: constraint).map { !$0.isEdit } ?? false }
    }

    /// Changes the constant of a constraint in the solver, in place: UIKit's
    /// `constraint.constant = …`.
    ///
    /// The constraint reads `expression ⋈ 0`, so `constant` is the
    /// expression's constant term: for `x == y + 10`, built as `x - y - 10 == 0`, pass `-20`
    /// to get `x == y + 20`. The ``Constraint`` object itself is immutable; read the current
    /// value with ``constant(of:)``.
    ///
    /// - Throws: ``CassowaryError/unknownConstraint(_:)``; for a required constraint,
    ///   ``CassowaryError/unsatisfiableConstraint(_:conflicting:)`` if the new constant cannot
    ///   hold, and the constraint keeps its old constant (the solution is re-solved for it).
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(CassowaryError) {
        try tableau.setConstant(constant, of: constraint)
        checkInvariants()
    }

    /// The current constant of the constraint's expression in this solver, or `nil` if the
    /// constraint is not here.
    public func constant(of constraint: Constraint) -> Double? {
        inPlace { $0.record(of: constraint)?.constant }
    }

    /// Makes `variable` an edit variable at `priority`: its value can then be suggested.
    ///
    /// Until the first suggestion it is pulled towards 0, as in kiwi.
    ///
    /// - Throws: ``CassowaryError/duplicateEditVariable(_:)``;
    ///   ``CassowaryError/requiredEditVariable(_:)`` if `priority` is required.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(CassowaryError) {
        if inPlace({ $0.editSlot(of: variable) != nil }) { throw .duplicateEditVariable(variable) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, name: "edit \(variable)")
        let slot = try tableau.add(constraint, constant: 0)
        tableau.records[slot]?.isEdit = true
        // The add registered the variable, so it has a symbol now.
        if let symbol = tableau.knownSymbol(for: variable) { tableau.symbolRecords[symbol.id].editSlot = slot }
        checkInvariants()
    }

    /// Stops editing `variable`.
    ///
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(CassowaryError) {
        guard let slot = tableau.editSlot(of: variable), let constraint = tableau.records[slot]?.constraint,
            let symbol = tableau.knownSymbol(for: variable)
        else { throw .unknownEditVariable(variable) }
        try tableau.remove(constraint)
        tableau.symbolRecords[symbol.id].editSlot = -1
        checkInvariants()
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        inPlace { $0.editSlot(of: variable) != nil }
    }

    /// Suggests a value for an edit variable.
    ///
    /// The change is applied lazily: several
    /// suggestions followed by ``updateVariables()`` (or any read) cost one dual-simplex pass.
    ///
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)``; ``CassowaryError/nonFiniteValue(_:)``.
    public func suggestValue(_ value: Double, for variable: Variable) throws(CassowaryError) {
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
        // One access to the stored tableau: a non-mutating call on it copied the whole struct.
        if !tableau.suggest(value, for: variable) { throw .unknownEditVariable(variable) }
    }

    /// Brings the solution up to date with every suggestion made so far.
    public func updateVariables() {
        tableau.flush()
        checkInvariants()
    }

    /// The value of `variable` in the current solution (0 for a variable no constraint
    /// mentions).
    ///
    /// Applies pending suggestions first, so it is never stale.
    public func value(of variable: Variable) -> Double {
        // One access to the stored tableau (each access of a class's stored property is an
        // exclusivity check).
        tableau.flushedValue(of: variable)
    }

    /// Runs `body` on the stored tableau in place, for the queries: a non-mutating call on it
    /// made Swift copy the whole struct (a retain and release of every array in it) per call.
    @inline(__always)
    func inPlace<Result>(_ body: (inout Tableau) -> Result) -> Result {
        body(&tableau)
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
    }

    /// Changes since the last debug check.
    var changesSinceCheck = 0

    /// Debug builds check the tableau after changes; release builds skip it.
    ///
    /// A check costs
    /// O(size), so large tableaux are checked every size/256 changes, keeping the debug test
    /// suite linear while small systems are checked after every single call.
    @inline(__always)
    func checkInvariants() {
        #if DEBUG
            changesSinceCheck += 1
            guard changesSinceCheck >= tableau.kinds.count / 256 else { return }
            changesSinceCheck = 0
            let problems = tableau.invariantViolations()
            precondition(problems.isEmpty, "Cassowary tableau invariants broken: \(problems)")
        #endif
    }
}
