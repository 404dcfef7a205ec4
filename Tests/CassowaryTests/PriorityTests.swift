import Testing

@testable import Cassowary

/// fact 24 (Docs UILayoutPriority; ALG): higher priorities are satisfied before
/// lower ones.
///
/// The objective is lexicographic, so no number of lower-priority violations can
/// outweigh one higher-priority violation (kiwi's weighted sum cannot promise this).
@Suite("Priorities are strictly lexicographic (fact 24; Docs UILayoutPriority, ALG)")
struct PriorityTests {
    @Test("Fact 24: one violation at priority 2 outweighs 1000 violations at priority 1")
    func oneAtTwoBeatsThousandAtOne() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).withPriority(2))
        for _ in 0..<1000 { try solver.addConstraint((x == 0).withPriority(1)) }
        // A weighted sum would pay 1000·10 to satisfy priority 2 and choose x = 0.
        #expect(abs(solver.value(of: x) - 10) < 1e-6)
    }

    @Test("Fact 24: a priority-2 constraint added after 300 at priority 1 takes over at once")
    func laterHigherPriorityWins() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<300 { try solver.addConstraint((x == 0).withPriority(1)) }
        #expect(abs(solver.value(of: x)) < 1e-6)
        let two = (x == 10).withPriority(2)
        try solver.addConstraint(two)
        // Weighted, 300·10 at priority 1 would outweigh 10 at priority 2.
        #expect(abs(solver.value(of: x) - 10) < 1e-6)
        try solver.removeConstraint(two)
        #expect(abs(solver.value(of: x)) < 1e-6)
    }

    @Test("Fact 24: one unit at priority 750 outweighs a million units at 749")
    func magnitudeCannotBuyPriority() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint((1_000_000 * x == 0).withPriority(749))
        try solver.addConstraint((y == 0).withPriority(750))
        #expect(abs(solver.value(of: y)) < 1e-6)
        #expect(abs(solver.value(of: x) - 10) < 1e-6)
    }

    @Test("Fact 24: 999 beats any pile of 998s, whatever the sizes of the violations")
    func adjacentLevels() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x + y == 1)
        for _ in 0..<200 {
            try solver.addConstraint((x == 1_000_000).withPriority(998))
            try solver.addConstraint((y == 1_000_000).withPriority(998))
        }
        try solver.addConstraint((x == -5).withPriority(999))
        #expect(abs(solver.value(of: x) + 5) < 1e-6)
        #expect(abs(solver.value(of: y) - 6) < 1e-6)
    }

    @Test("Fact 24: fractional priorities order too (500.5 over 500)")
    func fractional() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 20).withPriority(500))
        try solver.addConstraint((x == 10).withPriority(500.5))
        #expect(abs(solver.value(of: x) - 10) < 1e-6)
    }

    @Test("Fact 24: within one priority, the total violation is minimised")
    func samePriorityAddsUp() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).withPriority(.defaultLow))
        try solver.addConstraint((x == 0).withPriority(.defaultLow))
        try solver.addConstraint((x == 10).withPriority(.defaultLow))
        #expect(abs(solver.value(of: x)) < 1e-6)
    }

    @Test("Fact 24: hugging (250) gives way to compression resistance (750), as UIKit's defaults mean")
    func huggingAndCompression() throws {
        // A label 100 pt wide by content in a 60 pt slot: compression resistance (≥ 100 @750)
        // wins over hugging (≤ 100 @250) and over the slot (== 60 @500).
        let solver = Solver()
        let width = Variable("label.width")
        try solver.addConstraint(width >= 0)
        try solver.addConstraint((width <= 100).withPriority(.defaultLow))
        try solver.addConstraint((width >= 100).withPriority(.defaultHigh))
        try solver.addConstraint((width == 60).withPriority(500))
        #expect(abs(solver.value(of: width) - 100) < 1e-6)
    }

    @Test("Fact 24: removing the higher level hands control back to the lower one")
    func removingHigherLevel() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 1).withPriority(.fittingSizeLevel))
        let high = (x == 2).withPriority(.defaultHigh)
        try solver.addConstraint(high)
        #expect(abs(solver.value(of: x) - 2) < 1e-6)
        try solver.removeConstraint(high)
        #expect(abs(solver.value(of: x) - 1) < 1e-6)
        #expect(solver.tableau.objective.levels.map(\.priority) == [50])
    }
}
