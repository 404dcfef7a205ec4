import Testing

@testable import Cassowary

/// Edit variables: optional, suggested values applied with the dual simplex.
@Suite("Edit variables")
struct EditVariableTests {
    @Test("A suggested value is taken as far as required constraints allow")
    func suggestWithinBounds() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(y == x + 10)
        try solver.addConstraint(x <= 100)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(42, for: x)
        solver.updateVariables()
        #expect(abs(solver.value(of: x) - 42) < 1e-9)
        #expect(abs(solver.value(of: y) - 52) < 1e-9)
        try solver.suggestValue(500, for: x)
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
        try solver.suggestValue(-3, for: x)
        #expect(abs(solver.value(of: y) - 7) < 1e-9)
    }

    @Test("Reads apply pending suggestions: value(of:) is never stale")
    func readsFlush() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, priority: 999)
        try solver.suggestValue(1, for: x)
        try solver.suggestValue(2, for: x)
        #expect(abs(solver.value(of: x) - 2) < 1e-9)
        // A constraint added with suggestions pending sees them applied first.
        try solver.suggestValue(3, for: x)
        let y = Variable("y")
        try solver.addConstraint(y == x * 2)
        #expect(abs(solver.value(of: y) - 6) < 1e-9)
    }

    @Test("A stronger constraint beats the edit; removing the edit lets weaker ones back")
    func editPriority() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 5).withPriority(.defaultLow))
        let strong = (x == 7).withPriority(900)
        try solver.addConstraint(strong)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(100, for: x)
        #expect(abs(solver.value(of: x) - 7) < 1e-9)
        try solver.removeConstraint(strong)
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(abs(solver.value(of: x) - 5) < 1e-9)
    }

    @Test("Edit errors: duplicate, unknown, required")
    func errors() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect {
            try solver.addEditVariable(x, priority: .required)
        } throws: { error in
            if case CassowaryError.requiredEditVariable(let which) = error { return which === x }
            return false
        }
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(solver.hasEditVariable(x))
        #expect {
            try solver.addEditVariable(x, priority: .defaultLow)
        } throws: { error in
            if case CassowaryError.duplicateEditVariable(let which) = error { return which === x }
            return false
        }
        let y = Variable("y")
        #expect {
            try solver.suggestValue(1, for: y)
        } throws: { error in
            if case CassowaryError.unknownEditVariable(let which) = error { return which === y }
            return false
        }
        #expect(throws: CassowaryError.self) { try solver.removeEditVariable(y) }
    }

    @Test("An edit's own constraint is not a user constraint")
    func editConstraintHidden() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, priority: .defaultHigh)
        let hidden = try #require(solver.tableau.allRecords.first { $0.isEdit }?.constraint)
        #expect(!solver.hasConstraint(hidden))
        #expect(throws: CassowaryError.self) { try solver.removeConstraint(hidden) }
        #expect(solver.hasEditVariable(x))
    }
}
