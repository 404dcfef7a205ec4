import Testing

@testable import Cassowary

/// `Solver.pulledValues`: whether a variable can take another value among the solutions that
/// satisfy the constraints as well as the current one (an ambiguous layout), asked on a
/// scratch copy so the solver never changes.
@Suite("Ambiguity probe")
struct AmbiguityProbeTests {
    @Test("A determined variable is not pulled, a free one is, and asking changes nothing")
    func determinedAndFree() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), unused = Variable("unused")
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == x + z)
        try solver.addConstraint(z >= 0)
        solver.updateVariables()
        let before = [x, y, z].map { solver.value(of: $0) }
        let pulled = solver.pulledValues(of: [x, y, z, unused])
        #expect(pulled[0] == nil, "x == 10 holds it")
        #expect(pulled[1] != nil && pulled[2] != nil, "y and z move together along y == x + z")
        #expect(pulled[3] == 97, "a variable no constraint mentions is free")
        // z >= 0 holds in the pulled solution: the pull went up, the way z can go.
        #expect((pulled[2] ?? -1) >= 0)
        #expect([x, y, z].map { solver.value(of: $0) } == before)
        // The solver goes on as if never asked.
        try solver.addConstraint(z == 5)
        #expect(solver.value(of: y) == 15)
        #expect(solver.pulledValues(of: [x, y, z]) == [nil, nil, nil])
    }

    @Test("Conflicting optional constraints at one priority leave a tie; one priority apart settles it")
    func optionalTie() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(a + b == 100)
        try solver.addConstraint((a == 80).withPriority(250))
        let tied = (b == 80).withPriority(250)
        try solver.addConstraint(tied)
        #expect(solver.pulledValues(of: [a, b]).allSatisfy { $0 != nil })
        try solver.removeConstraint(tied)
        try solver.addConstraint((b == 80).withPriority(251))
        #expect(solver.pulledValues(of: [a, b]) == [nil, nil])
        #expect(solver.value(of: b) == 80)
    }

    @Test("A constraint in `ignoring` is left out of the probe, and stays in the solver")
    func ignoring() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        let pick = (x == 30).withPriority(Priority(0.002))
        try solver.addConstraint(pick)
        #expect(solver.pulledValues(of: [x]) == [nil], "the probe's pull is weaker than the pick")
        #expect(solver.pulledValues(of: [x], ignoring: [pick])[0] != nil)
        #expect(solver.hasConstraint(pick) && solver.value(of: x) == 30)
    }

    @Test("A pull never breaks a required constraint or gives up an optional one")
    func pullsKeepEveryConstraint() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.addConstraint(left >= 20)
        try solver.addConstraint(left + width <= 300)
        try solver.addConstraint((width == 400).withPriority(1))
        // width is as close to 400 as left >= 20 allows: 280 at left 20, and determined.
        #expect(solver.pulledValues(of: [left, width]) == [nil, nil])
        #expect(solver.value(of: width) == 280)
    }
}
