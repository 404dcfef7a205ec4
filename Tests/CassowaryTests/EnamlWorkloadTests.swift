import Testing

@testable import BenchWorkloads
@testable import Cassowary

/// kiwi's enaml-like benchmark reproduced: the same system must give kiwi's solution.
@Suite("Enaml workload")
struct EnamlWorkloadTests {
    @Test("37 variables and 111 constraints, as in kiwi's benchmark")
    func size() {
        #expect(EnamlWorkload.variableNames.count == 37)
        #expect(EnamlWorkload.rows.count == 111)
    }

    @Test("At 400×600 the solution is kiwi's")
    func kiwiValuesAt400x600() throws {
        let workload = EnamlWorkload()
        workload.resize(width: 400, height: 600)
        for (name, expected) in EnamlWorkload.expectedAt400x600 {
            let variable = try #require(workload.variable(named: name))
            #expect(abs(workload.solver.value(of: variable) - expected) < 1e-6, "\(name)")
        }
    }

    @Test("Resizing back and forth returns to the same solution")
    func resizeRoundTrip() throws {
        let workload = EnamlWorkload()
        workload.resize(width: 400, height: 600)
        let first = workload.variables.map { workload.solver.value(of: $0) }
        for (width, height) in [(600.0, 400.0), (800, 1200), (1200, 800), (400, 800), (800, 400)] {
            workload.resize(width: width, height: height)
            let right = try #require(workload.variable(named: "contents_right"))
            #expect(abs(workload.solver.value(of: right) - (width - 10)) < 1e-6)
        }
        workload.resize(width: 400, height: 600)
        let again = workload.variables.map { workload.solver.value(of: $0) }
        for (a, b) in zip(first, again) { #expect(abs(a - b) < 1e-6) }
        #expect(workload.solver.tableau.invariantViolations().isEmpty)
    }
}
