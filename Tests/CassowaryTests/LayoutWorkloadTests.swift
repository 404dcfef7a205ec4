import Testing

@testable import BenchWorkloads
@testable import Cassowary

/// The benchmark's layout workloads, small, solved to the frames they must produce.
@Suite("Layout workloads")
struct LayoutWorkloadTests {
    @Test(
        "chain, independent and grid reach their expected frames",
        arguments: [LayoutWorkload.Shape.chain(count: 50), .independent(count: 200), .grid(side: 6)])
    func solved(shape: LayoutWorkload.Shape) {
        let workload = LayoutWorkload(shape)
        #expect(workload.isSolvedCorrectly())
        #expect(workload.solver.tableau.invariantViolations().isEmpty)
    }

    @Test("Removing and re-adding a chain link through the column index keeps the frames")
    func chainEdit() throws {
        let workload = LayoutWorkload(.chain(count: 30))
        let solver = workload.solver
        let first = workload.frames[0]
        let pin = (first.x == 100).withPriority(.defaultHigh)
        try solver.addConstraint(pin)
        // The required pin of view 0 at x = 0 still wins.
        #expect(abs(solver.value(of: workload.frames[29].x) - 29 * 48) < 1e-6)
        try solver.removeConstraint(pin)
        #expect(workload.isSolvedCorrectly())
    }
}
