import Testing

@testable import Cassowary

/// fact 26 (ALG "Unsatisfiable Layouts"): an unsatisfiable required constraint is
/// reported with the conflicting set UIKit logs under "Unable to simultaneously satisfy
/// constraints"; the solver keeps working, exactly as it was before the failed call.
@Suite("Unsatisfiable constraints (fact 26; ALG \"Unsatisfiable Layouts\")")
struct UnsatisfiableTests {
    /// The conflicting set of an unsatisfiable add, or `nil` if the add did not fail that way.
    static func conflict(adding constraint: Constraint, to solver: Solver) -> [Constraint]? {
        do {
            try solver.addConstraint(constraint)
            return nil
        } catch {
            guard case .unsatisfiableConstraint(let failed, let conflicting) = error, failed === constraint else {
                return nil
            }
            return conflicting
        }
    }

    @Test("kiwi issue #52: x >= 2; x <= 1 fails; remove x >= 2; re-adding x >= 2 succeeds")
    func kiwiIssue52() throws {
        let solver = Solver()
        let x = Variable("x")
        let atLeastTwo = x >= 2
        try solver.addConstraint(atLeastTwo)
        let atMostOne = x <= 1
        #expect(Self.conflict(adding: atMostOne, to: solver).map { $0.count } == 2)
        #expect(!solver.hasConstraint(atMostOne))
        try solver.removeConstraint(atLeastTwo)
        try solver.addConstraint(atLeastTwo)
        #expect(solver.value(of: x) >= 2 - 1e-9)
        try solver.addConstraint(x <= 3)
        #expect(solver.tableau.invariantViolations().isEmpty)
    }

    @Test("Fact 26: a failed add through phase one leaves the tableau byte-for-byte as it was")
    func failedArtificialAddRestoresState() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x >= 2)
        try solver.addConstraint(y == x + 5)
        try solver.addConstraint((y == 100).withPriority(.defaultLow))
        let before = solver.tableau.dump()
        #expect(Self.conflict(adding: y <= 3, to: solver) != nil)
        #expect(solver.tableau.dump() == before)
    }

    @Test("Fact 26: a failed add of a contradicting equality leaves the tableau as it was")
    func failedDummyAddRestoresState() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == x)
        let before = solver.tableau.dump()
        let fresh = Variable("fresh")
        #expect(Self.conflict(adding: y + 0 * fresh == 20, to: solver) != nil)
        #expect(solver.tableau.dump() == before)
        #expect(solver.tableau.variableSymbols[ObjectIdentifier(fresh)] == nil)
    }

    @Test("Fact 26: the conflicting set is the constraints involved, in order of addition, the new one last")
    func conflictingSetOfEqualities() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let xIs10 = x == 10
        let unrelated = z == 5
        let yIs20 = y == 20
        try solver.addConstraint(xIs10)
        try solver.addConstraint(unrelated)
        try solver.addConstraint(yIs20)
        try solver.addConstraint((x + y == 0).withPriority(.defaultHigh))
        let sum = x + y == 50
        let conflicting = try #require(Self.conflict(adding: sum, to: solver))
        #expect(conflicting.count == 3)
        #expect(conflicting[0] === xIs10)
        #expect(conflicting[1] === yIs20)
        #expect(conflicting[2] === sum)
    }

    @Test("Fact 26: the conflicting set is minimal; a satisfied bound on the same view is left out")
    func minimalSetOfInequalities() throws {
        let solver = Solver()
        let width = Variable("a2.width")
        let other = Variable("a3.width")
        let atLeast10 = width >= 10
        let atMost20 = width <= 20
        try solver.addConstraint(atLeast10)
        try solver.addConstraint(atMost20)
        try solver.addConstraint(other >= 0)
        try solver.addConstraint(other == width * 2)
        let atLeast30 = width >= 30
        let conflicting = try #require(Self.conflict(adding: atLeast30, to: solver))
        #expect(conflicting.count == 2)
        #expect(conflicting.first === atMost20)
        #expect(conflicting.last === atLeast30)
    }

    @Test("Fact 26: the app keeps running — the solver goes on accepting constraints after a conflict")
    func keepsWorking() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 1)
        #expect(Self.conflict(adding: x == 2, to: solver) != nil)
        #expect(abs(solver.value(of: x) - 1) < 1e-9)
        let y = Variable("y")
        try solver.addConstraint(y == x + 1)
        #expect(abs(solver.value(of: y) - 2) < 1e-9)
    }

    @Test("Optional constraints never fail, however contradictory")
    func optionalNeverFails() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 1)
        for value in stride(from: -50.0, through: 50, by: 10) {
            try solver.addConstraint((x == value).withPriority(999))
            try solver.addConstraint((x <= value).withPriority(1))
        }
        #expect(abs(solver.value(of: x) - 1) < 1e-9)
    }

    @Test("A constant constraint that is false conflicts with itself alone")
    func falseConstant() throws {
        let solver = Solver()
        let never = Constraint(Expression(constant: 1), .lessThanOrEqual)
        #expect(Self.conflict(adding: never, to: solver).map { $0.count } == 1)
        let never2 = Constraint(Expression(constant: 5), .equal)
        #expect(Self.conflict(adding: never2, to: solver).map { $0.count } == 1)
        try solver.addConstraint(Constraint(Expression(constant: 0), .equal))
    }

    @Test("The error prints the failing constraint and the conflicting set")
    func description() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x >= 10).named("a2.width >= 10"))
        do {
            try solver.addConstraint((x <= 5).named("a2.width <= 5"))
            Issue.record("expected a conflict")
        } catch {
            #expect(
                error.description
                    == "unable to simultaneously satisfy constraints: a2.width <= 5 conflicts with a2.width >= 10; a2.width <= 5"
            )
        }
    }
}
