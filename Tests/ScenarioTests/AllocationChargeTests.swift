import Testing

@testable import Scenario
@testable import Simulator

/// The memory budget is charged for every allocation a scenario can cause: copies made by copy
/// on write, `String(format:)` as it grows, and huge mark labels never reach the listing.
@Suite struct AllocationChargeTests {
    private func limited(_ source: String, megabytes: Int = 16) -> ScenarioRun {
        var limits = ScenarioLimits()
        limits.maximumBytes = megabytes << 20
        return ScenarioRun(source: source, options: ScenarioOptions(limits: limits))
    }

    /// Each `var b = a` and change of `b` copies 100,000 elements; without the charge 400 of
    /// them kept in `all` would take 1.6 GB while the budget saw a few bytes.
    @Test(arguments: ["b[0] = 1", "b.removeLast()", "b.append(0)", "b.reverse()"])
    func copiesOnWriteAreCharged(_ change: String) {
        let run = limited(
            """
            var a: [Int] = []
            for i in 0..<100_000 { a.append(i) }
            var all: [[Int]] = []
            for _ in 0..<400 {
                var b = a
                \(change)
                all.append(b)
            }
            """)
        guard case .failed(let d) = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(d.kind == .limit && d.message.contains("memory limit"))
        #expect(d.location.line == 6)
        #expect(run.simulation.budget.bytes < (16 << 20) + 2 * 100_000 * Interpreter.bytesPerElement + 1_000_000)
    }

    @Test func changesInPlaceAreNotChargedAsCopies() {
        // The same work on an array no other value shares: appends and element writes in place.
        let run = limited(
            """
            var a: [Int] = []
            for i in 0..<100_000 { a.append(i) }
            for i in 0..<100_000 { a[i] = i + 1 }
            a.removeLast()
            a.reverse()
            print(a.count, a[0])
            """, megabytes: 8)
        #expect(run.outcome == .completed)
        #expect(run.printedOutput == "99999 99999\n")
    }

    @Test func formatIsChargedAsItGrows() {
        // An 8,192-conversion format over a 131,072-character string: 1 GB if made whole first.
        let run = limited(
            """
            var s = "x"
            for _ in 0..<17 { s += s }
            var f = "%1$@"
            for _ in 0..<13 { f += f }
            let out = String(format: f, s)
            """)
        guard case .failed(let d) = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(d.kind == .limit)
        #expect(d.location.line == 5)
    }

    @Test func longMarkLabelsAreRefusedAndLongPrintsCutInTheListing() {
        let marks = ScenarioRun(source: "var s = \"x\"\nfor _ in 0..<19 { s += s }\nfor _ in 0..<460 { trace.mark(s) }")
        guard case .failed(let d) = marks.outcome else { Issue.record("\(marks.outcome)"); return }
        #expect(d.kind == .limit && d.message.contains("at most 200"))

        let prints = ScenarioRun(source: "var s = \"x\"\nfor _ in 0..<16 { s += s }\nfor _ in 0..<10 { print(s) }")
        #expect(prints.outcome == .completed)
        let listing = prints.simulation.trace.listing()
        #expect(listing.contains("[…64536 more characters]"))
        #expect(listing.utf8.count < 40_000)
    }
}
