import Testing

@testable import Cassowary

/// The solver's public API on small systems whose answers are known.
@Suite("Solver")
struct SolverTests {
    /// Whether `a` and `b` agree within rounding.
    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test("Required equalities and inequalities are solved")
    func requiredSystem() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint(x == 3 * y)
        #expect(Self.close(solver.value(of: x), 75))
        #expect(Self.close(solver.value(of: y), 25))
        // The equalities fix y at 25, so y >= 40 cannot hold with them.
        #expect(throws: CassowaryError.self) { try solver.addConstraint(y >= 40) }
        #expect(Self.close(solver.value(of: y), 25))
    }

    @Test("An inequality overrides a weaker equality and lets go when removed")
    func inequalityOverOptional() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).withPriority(.defaultLow))
        #expect(Self.close(solver.value(of: x), 0))
        let atLeast = x >= 10
        try solver.addConstraint(atLeast)
        #expect(Self.close(solver.value(of: x), 10))
        try solver.removeConstraint(atLeast)
        #expect(Self.close(solver.value(of: x), 0))
    }

    @Test("A variable no constraint mentions reads 0")
    func unknownVariable() {
        #expect(Solver().value(of: Variable("lonely")) == 0)
    }

    @Test("Duplicate and unknown constraints are refused")
    func duplicateAndUnknown() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = x == 1
        try solver.addConstraint(constraint)
        #expect(solver.hasConstraint(constraint))
        #expect {
            try solver.addConstraint(constraint)
        } throws: { error in
            guard case CassowaryError.duplicateConstraint(let which) = error else { return false }
            return which === constraint
        }
        let stranger = x == 2
        #expect(!solver.hasConstraint(stranger))
        #expect {
            try solver.removeConstraint(stranger)
        } throws: { error in
            guard case CassowaryError.unknownConstraint(let which) = error else { return false }
            return which === stranger
        }
    }

    @Test("NaN and infinity are refused, not solved")
    func nonFinite() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: CassowaryError.self) { try solver.addConstraint(x == .infinity) }
        #expect(throws: CassowaryError.self) { try solver.addConstraint(Double.nan * x == 1) }
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(throws: CassowaryError.self) { try solver.suggestValue(.nan, for: x) }
        let constraint = x >= 0
        try solver.addConstraint(constraint)
        #expect(throws: CassowaryError.self) { try solver.setConstant(.infinity, of: constraint) }
        #expect(solver.tableau.invariantViolations().isEmpty)
    }

    @Test("reset() empties the solver")
    func reset() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = x == 5
        try solver.addConstraint(constraint)
        try solver.addEditVariable(x, priority: .defaultHigh)
        solver.reset()
        #expect(!solver.hasConstraint(constraint))
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 0)
        try solver.addConstraint(constraint)
        #expect(Self.close(solver.value(of: x), 5))
    }

    @Test("Removing every constraint in any order leaves an empty, consistent tableau")
    func removeAll() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let constraints = [
            a >= 0, b == a + 10, (a == 50).withPriority(.defaultHigh), b <= 40, (b == 100).withPriority(1),
        ]
        for constraint in constraints { try solver.addConstraint(constraint) }
        #expect(Self.close(solver.value(of: a), 30))
        #expect(Self.close(solver.value(of: b), 40))
        for constraint in [constraints[2], constraints[0], constraints[4], constraints[3], constraints[1]] {
            try solver.removeConstraint(constraint)
            #expect(solver.tableau.invariantViolations().isEmpty)
        }
        #expect(solver.tableau.objective.levels.isEmpty)
        #expect(solver.tableau.constraintCount == 0)
    }

    @Test("A variable written twice in one expression counts twice")
    func repeatedVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x + x == 10)
        #expect(Self.close(solver.value(of: x), 5))
        try solver.addConstraint(Constraint(x - x + 1, .greaterThanOrEqual))
        #expect(solver.tableau.invariantViolations().isEmpty)
    }

    @Test("An edit variable can be removed and added again; reset drops pending suggestions")
    func editLifecycle() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(30, for: x)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, priority: .defaultLow)
        try solver.suggestValue(-5, for: x)
        #expect(Self.close(solver.value(of: x), 0))
        try solver.suggestValue(12, for: x)
        solver.reset()
        #expect(solver.value(of: x) == 0)
        #expect(solver.tableau.invariantViolations().isEmpty)
    }
}
