import Testing

@testable import BenchWorkloads
@testable import Cassowary

/// fact 28 (WWDC 2018 session 220, "High Performance Auto Layout").
///
/// Changing a constraint's constant is cheap, removing and adding constraints is expensive,
/// and independent groups of views scale linearly. Measured in solver work (cells and rows
/// visited), never in time, so the tests are deterministic.
@Suite("What the engine finds cheap and expensive (fact 28; W18-220)")
struct CostTests {
    /// A row of `count` views, each 8 pt after the previous one; returns the links.
    static func chain(_ count: Int, in solver: Solver) throws -> [Constraint] {
        var links: [Constraint] = []
        var previous: (x: Variable, width: Variable)?
        for index in 0..<count {
            let x = Variable("v\(index).x")
            let width = Variable("v\(index).width")
            if let previous {
                let link = x == previous.x + previous.width + 8
                try solver.addConstraint(link)
                links.append(link)
            } else {
                try solver.addConstraint(x == 0)
            }
            try solver.addConstraint(width == 40)
            previous = (x, width)
        }
        return links
    }

    @Test("Fact 28 (W18-220): changing a constant costs far less than removing and re-adding")
    func constantVersusRemoveAdd() throws {
        let solver = Solver()
        let links = try Self.chain(100, in: solver)
        let link = links[50]

        let beforeConstants = solver.tableau.workDone
        for step in 1...10 { try solver.setConstant(-8 - Double(step), of: link) }
        let constantWork = solver.tableau.workDone - beforeConstants

        let beforeChurn = solver.tableau.workDone
        for _ in 1...10 {
            try solver.removeConstraint(link)
            try solver.addConstraint(link)
        }
        let churnWork = solver.tableau.workDone - beforeChurn

        #expect(constantWork * 10 < churnWork, "constant: \(constantWork), remove+add: \(churnWork)")
    }

    @Test("Fact 28 (W18-220): independent groups of views cost the same per constraint at any count")
    func independentGroupsScaleLinearly() {
        func workPerConstraint(_ count: Int) -> Double {
            let workload = LayoutWorkload(.independent(count: count))
            return Double(workload.solver.tableau.workDone) / Double(workload.constraintCount)
        }
        let small = workPerConstraint(100)
        let large = workPerConstraint(800)
        #expect(large <= small * 1.1, "per constraint: \(small) at 100 views, \(large) at 800")
    }
}
