import Testing

@testable import BenchWorkloads
@testable import Cassowary

/// `setConstant(_:of:)`: UIKit's `constraint.constant = …`, changed in place (W18-220).
@Suite("Changing a constraint's constant in place")
struct SetConstantTests {
    @Test("x == y + 10 becomes x == y + 20 by passing the expression constant -20")
    func equality() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(y == 5)
        let offset = x == y + 10
        try solver.addConstraint(offset)
        #expect(solver.constant(of: offset) == -10)
        try solver.setConstant(-20, of: offset)
        #expect(solver.constant(of: offset) == -20)
        #expect(abs(solver.value(of: x) - 25) < 1e-9)
        #expect(offset.expression.constant == -10)
    }

    @Test("The result equals re-adding the constraint with the new constant")
    func sameAsReadding() throws {
        func build(_ constant: Double?) throws -> (Solver, [Variable]) {
            let solver = Solver()
            let views = (0..<6).map { Variable("v\($0)") }
            try solver.addConstraint(views[0] == 0)
            var spacing: Constraint?
            for index in 1..<views.count {
                let constraint = views[index] >= views[index - 1] + 8
                if index == 3 { spacing = constraint }
                try solver.addConstraint(constraint)
                try solver.addConstraint((views[index] == 0).withPriority(.defaultLow))
            }
            try solver.addConstraint((views[5] == 200).withPriority(.defaultHigh))
            if let constant, let spacing { try solver.setConstant(constant, of: spacing) }
            return (solver, views)
        }
        for constant in [-8.0, -30, -150, 0, 12] {
            let (changed, views) = try build(constant)
            let rebuilt = Solver()
            // The same system written with the new constant from the start.
            try rebuilt.addConstraint(views[0] == 0)
            for index in 1..<views.count {
                let gap = index == 3 ? -constant : 8
                try rebuilt.addConstraint(views[index] >= views[index - 1] + gap)
                try rebuilt.addConstraint((views[index] == 0).withPriority(.defaultLow))
            }
            try rebuilt.addConstraint((views[5] == 200).withPriority(.defaultHigh))
            for view in views {
                #expect(abs(changed.value(of: view) - rebuilt.value(of: view)) < 1e-9, "\(view) at \(constant)")
            }
            #expect(changed.tableau.invariantViolations().isEmpty)
        }
    }

    @Test("Fact 26: an impossible required constant is refused; the old one stays in force")
    func impossibleRequired() throws {
        let solver = Solver()
        let x = Variable("x")
        let upper = x <= 20
        try solver.addConstraint(upper)
        let lower = x >= 10
        try solver.addConstraint(lower)
        try solver.addConstraint((x == 0).withPriority(.defaultLow))
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        #expect {
            try solver.setConstant(-30, of: lower)
        } throws: { error in
            guard case CassowaryError.unsatisfiableConstraint(let failed, let conflicting) = error else { return false }
            return failed === lower && conflicting.count == 2 && conflicting[0] === upper && conflicting[1] === lower
        }
        #expect(solver.constant(of: lower) == -10)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        #expect(solver.tableau.invariantViolations().isEmpty)
        try solver.setConstant(-15, of: lower)
        #expect(abs(solver.value(of: x) - 15) < 1e-9)
    }

    @Test("Fact 26: a redundant required equality that stops agreeing is refused")
    func redundantEquality() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10
        let second = x == 10
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        #expect(throws: CassowaryError.self) { try solver.setConstant(-20, of: first) }
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        #expect(solver.tableau.invariantViolations().isEmpty)
        try solver.removeConstraint(second)
        try solver.setConstant(-20, of: first)
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
    }

    @Test("Optional constraints take any constant")
    func optional() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x <= 50)
        let pull = (x == 10).withPriority(.defaultHigh)
        try solver.addConstraint(pull)
        for target in [30.0, 80, -5] {
            try solver.setConstant(-target, of: pull)
            #expect(abs(solver.value(of: x) - min(target, 50)) < 1e-9)
        }
        #expect(throws: CassowaryError.self) { try solver.setConstant(1, of: x == 3) }
    }

    @Test("Animating a required equality's constant: the first change scans, later ones use the index")
    func repeatedRequiredChanges() throws {
        let workload = LayoutWorkload(.chain(count: 40))
        let solver = workload.solver
        let first = workload.frames[0]
        let spacing = workload.frames[20].x == workload.frames[19].x + workload.frames[19].width + 8
        // Replace the chain's link 19→20 by one we hold, then animate its constant.
        try solver.addConstraint((first.x == 0).withPriority(1))
        let record = try #require(
            solver.tableau.allRecords.first { record in
                record.constraint.expression.terms.count == 3
                    && record.constraint.expression.terms[0].variable === workload.frames[20].x
            })
        try solver.removeConstraint(record.constraint)
        try solver.addConstraint(spacing)
        let marker = try #require(solver.tableau.record(of: spacing)?.marker)
        #expect(!solver.tableau.columns.isIndexed(marker))
        for step in 1...10 {
            let gap = Double(8 + step * 4)
            try solver.setConstant(-gap, of: spacing)
            #expect(solver.tableau.columns.isIndexed(marker))
            let last = solver.value(of: workload.frames[39].x)
            #expect(abs(last - (39 * 48 + gap - 8)) < 1e-6)
        }
        #expect(solver.tableau.invariantViolations().isEmpty)
    }
}
