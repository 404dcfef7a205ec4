import TestSupport
import Testing

@testable import Cassowary

/// Seeded random systems: whatever the sequence of calls, every required constraint holds,
/// the tableau stays consistent, failures change nothing, and removing what was added puts
/// the solution back.
@Suite("Random systems")
struct PropertyTests {
    /// A random system around a witness point that satisfies every required constraint made.
    struct System {
        var generator: SeededGenerator
        let variables: [Variable]
        let witness: [Double]

        init(seed: UInt64, variableCount: Int) {
            generator = SeededGenerator(seed: seed)
            variables = (0..<variableCount).map { Variable("x\($0)") }
            var generator = generator
            witness = (0..<variableCount).map { _ in Double(Int.random(in: -100...100, using: &generator)) }
            self.generator = generator
        }

        /// A random expression over 1–3 variables with small integer coefficients.
        mutating func expression() -> Expression {
            var terms: [Term] = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: 0..<variables.count, using: &generator)
                let coefficient =
                    Double(Int.random(in: 1...4, using: &generator)) * (Bool.random(using: &generator) ? 1 : -1)
                terms.append(Term(variables[index], coefficient: coefficient))
            }
            return Expression(terms: terms)
        }

        /// The expression's value at the witness.
        func valueAtWitness(_ expression: Expression) -> Double {
            expression.value { variable in
                witness[variables.firstIndex { $0 === variable } ?? 0]
            }
        }

        /// A required constraint the witness satisfies (an equality through it, or an
        /// inequality with random room).
        mutating func satisfiableRequired() -> Constraint {
            let expression = expression()
            let value = valueAtWitness(expression)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: return Constraint(expression.withConstant(-value), .equal)
            case 1:
                return Constraint(
                    expression.withConstant(-value - Double.random(in: 0...20, using: &generator)), .lessThanOrEqual)
            default:
                return Constraint(
                    expression.withConstant(-value + Double.random(in: 0...20, using: &generator)), .greaterThanOrEqual)
            }
        }

        /// Any constraint: required ones may contradict the rest.
        mutating func anyConstraint() -> Constraint {
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][
                Int.random(in: 0..<3, using: &generator)]
            let priority: Priority =
                Bool.random(using: &generator)
                ? .required : Priority(Double(Int.random(in: 1...999, using: &generator)))
            let constant = Double(Int.random(in: -200...200, using: &generator))
            return Constraint(expression().withConstant(constant), relation, priority: priority)
        }

        /// A weak pull on every variable at distinct priorities, which makes the optimum unique.
        func stays() -> [Constraint] {
            variables.enumerated().map { index, variable in
                (variable == Double(index * 7 % 13)).withPriority(Priority(1 + Double(index) * 0.01))
            }
        }
    }

    /// Whether every required constraint in `constraints` holds in `solver`'s solution.
    static func requiredHold(_ constraints: [Constraint], in solver: Solver) -> Bool {
        constraints.filter(\.priority.isRequired).allSatisfy { constraint in
            let value = constraint.expression.withConstant(
                solver.constant(of: constraint) ?? constraint.expression.constant
            )
            .value { solver.value(of: $0) }
            switch constraint.relation {
            case .equal: return abs(value) < 1e-6
            case .lessThanOrEqual: return value < 1e-6
            case .greaterThanOrEqual: return value > -1e-6
            }
        }
    }

    @Test(
        "Solutions satisfy every required constraint; removing what was added restores earlier values",
        arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func addRemoveRoundTrip(seed: UInt64) throws {
        var system = System(seed: seed, variableCount: 8)
        let solver = Solver()
        var base: [Constraint] = system.stays()
        for _ in 0..<10 { base.append(system.satisfiableRequired()) }
        for constraint in base { try solver.addConstraint(constraint) }
        #expect(Self.requiredHold(base, in: solver))
        let before = system.variables.map { solver.value(of: $0) }

        var added: [Constraint] = []
        for step in 0..<30 {
            let constraint =
                step % 2 == 0
                ? system.satisfiableRequired()
                : system.anyConstraint().withPriority(
                    Priority(Double(Int.random(in: 2...999, using: &system.generator))))
            try solver.addConstraint(constraint)
            added.append(constraint)
            #expect(Self.requiredHold(base + added, in: solver))
        }
        added.shuffle(using: &system.generator)
        for constraint in added { try solver.removeConstraint(constraint) }
        let after = system.variables.map { solver.value(of: $0) }
        for (a, b) in zip(before, after) { #expect(abs(a - b) < 1e-6) }
        #expect(solver.tableau.invariantViolations().isEmpty)
    }

    @Test(
        "Random adds that may conflict: a failure changes nothing and its set really conflicts, minimally",
        arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func conflictsAreExact(seed: UInt64) throws {
        var system = System(seed: seed, variableCount: 5)
        let solver = Solver()
        var accepted: [Constraint] = []
        var failures = 0
        for _ in 0..<40 {
            let constraint = system.anyConstraint()
            let before = solver.tableau.dump()
            do {
                try solver.addConstraint(constraint)
                accepted.append(constraint)
                #expect(Self.requiredHold(accepted, in: solver))
            } catch {
                failures += 1
                #expect(solver.tableau.dump() == before)
                guard case .unsatisfiableConstraint(_, let conflicting) = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                #expect(conflicting.last === constraint)
                #expect(!Tableau.isSatisfiable(conflicting.map { ($0, $0.expression.constant) }))
                for index in conflicting.indices {
                    var fewer = conflicting
                    fewer.remove(at: index)
                    #expect(Tableau.isSatisfiable(fewer.map { ($0, $0.expression.constant) }))
                }
            }
        }
        #expect(failures > 0)
    }

    @Test("The same calls give the same tableau, symbol for symbol", arguments: [21, 22] as [UInt64])
    func deterministic(seed: UInt64) throws {
        func run() -> String {
            var system = System(seed: seed, variableCount: 6)
            let solver = Solver()
            var added: [Constraint] = []
            for step in 0..<60 {
                let constraint = system.anyConstraint()
                if (try? solver.addConstraint(constraint)) != nil { added.append(constraint) }
                if step % 7 == 6, let victim = added.popLast() { try? solver.removeConstraint(victim) }
            }
            return solver.tableau.dump()
        }
        #expect(run() == run())
    }

    @Test("Random edits and constants keep required constraints and invariants", arguments: [31, 32, 33] as [UInt64])
    func editsAndConstants(seed: UInt64) throws {
        var system = System(seed: seed, variableCount: 6)
        let solver = Solver()
        var constraints = system.stays()
        for _ in 0..<8 { constraints.append(system.satisfiableRequired()) }
        for constraint in constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(system.variables[0], priority: .defaultHigh)
        try solver.addEditVariable(system.variables[1], priority: 500)
        for _ in 0..<50 {
            try solver.suggestValue(Double.random(in: -300...300, using: &system.generator), for: system.variables[0])
            try solver.suggestValue(Double.random(in: -300...300, using: &system.generator), for: system.variables[1])
            let target = constraints[Int.random(in: 0..<constraints.count, using: &system.generator)]
            let old = solver.constant(of: target) ?? 0
            do {
                try solver.setConstant(old + Double.random(in: -5...5, using: &system.generator), of: target)
            } catch {
                #expect(solver.constant(of: target) == old)
            }
            solver.updateVariables()
            #expect(Self.requiredHold(constraints, in: solver))
            #expect(solver.tableau.invariantViolations().isEmpty)
        }
    }
}
