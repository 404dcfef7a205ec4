import Testing

@testable import Scenario

/// Ranges and strides at the integer limits: counting or materialising them is the simulated
/// app's exception or a limit at the line, never an overflow trap or a huge allocation of the host.
@Suite struct IntegerLimitRangeTests {
    private func run(_ source: String) -> ScenarioRun { ScenarioRun(source: source) }

    @Test(arguments: ["print((-1..<Int.max).count)", "print((Int.min..<1).count)", "print((Int.min...0).count)"])
    func countPastIntMaxIsTheAppsException(_ source: String) {
        let run = run(source)
        guard case .raised(let message, let location) = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(message.contains("more elements than Int can count"))
        #expect(location.line == 1)
    }

    @Test func strideAcrossTheWholeIntRangeCountsItsElements() {
        // Swift's answer: Int.min, -1, Int.max - 1.
        let run = run(
            """
            print(stride(from: Int.min, to: Int.max, by: Int.max).count)
            print(stride(from: Int.max, through: Int.min, by: Int.min).count)
            print(stride(from: 10, through: 0, by: -5))
            """)
        #expect(run.outcome == .completed)
        #expect(run.printedOutput == "3\n2\n[10, 5, 0]\n")
    }

    @Test(arguments: [
        "var a: [Int] = []\na.append(contentsOf: 0..<Int.max)",
        "NSLayoutConstraint.activate(0..<Int.max)",
        "let s = String(format: \"%d\", arguments: 0..<Int.max)",
        "print(stride(from: Int.min, through: Int.max, by: 1).count)",
        "let b = (0..<Int.max).map { $0 }",
        "var a: [Int] = []\na.append(contentsOf: 0..<50_000_000)",
    ])
    func hugeRangesAreRefusedBeforeTheyAreMade(_ source: String) {
        let run = run(source)
        guard case .failed(let d) = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(d.kind == .limit)
        // Refused before the elements were made: far under the budget's 256 MiB of real memory.
        #expect(run.printedOutput.isEmpty)
    }

    @Test func strideCountMatchesSwiftsStrideAtTheEdges() {
        let cases: [(Int, Int, Int, Bool)] = [
            (0, 10, 3, false), (0, 10, 3, true), (0, 9, 3, true), (10, 0, -3, false), (10, 0, -3, true),
            (5, 5, 1, false), (5, 5, 1, true), (5, 4, 1, true), (-7, 7, 7, true), (Int.max - 2, Int.max, 1, true),
            (Int.min, Int.min + 3, 1, false), (Int.max, Int.max - 5, -2, true),
        ]
        for (from, to, by, through) in cases {
            let expected =
                through
                ? Array(stride(from: from, through: to, by: by)).count : Array(stride(from: from, to: to, by: by)).count
            #expect(
                StandardLibrary.strideCount(from: from, to: to, by: by, through: through) == expected,
                "\(from) \(to) \(by) \(through)")
        }
        #expect(StandardLibrary.strideCount(from: Int.min, to: Int.max, by: Int.max, through: false) == 3)
        #expect(StandardLibrary.strideCount(from: Int.min, to: Int.max, by: 1, through: true) == Int.max)
    }
}
