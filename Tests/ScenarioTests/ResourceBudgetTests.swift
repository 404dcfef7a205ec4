import Testing

@testable import Scenario

/// Issue 15, "Resource limits that hold": what the step counter does not see is bounded too.
@Suite struct ResourceBudgetTests {
    @Test func framesInALoopEndAtTheMemoryBudget() throws {
        // Each `run(frames:)` is one step but a thousand frames and trace events: without a
        // budget such a loop grew to 12 GB.
        let source = """
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(v)
            while true {
                v.setNeedsLayout()
                print("frame")
                runLoop.run(frames: 1000)
            }
            """
        var limits = ScenarioLimits()
        limits.maximumBytes = 4 << 20
        let run = ScenarioRun(source: source, options: ScenarioOptions(limits: limits))
        guard case .failed(let d) = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(d.kind == .limit)
        #expect(d.message.contains("more than 4 MiB") && d.message.contains("memory limit"))
        #expect(d.location.line == 6)
        #expect(run.simulation.budget.bytes <= (4 << 20) + 300_000)
    }

    @Test func manyLargeArraysEndAtTheMemoryBudget() throws {
        // Each array is within the size limit; together they are not.
        let source = """
            var all: [[Int]] = []
            for _ in 0..<1000 {
                all.append(stride(from: 0, to: 900_000, by: 1))
            }
            """
        let run = ScenarioRun(source: source)
        guard case .failed(let d) = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(d.kind == .limit && d.message.contains("memory limit"))
        #expect(d.location.line == 3)
    }

    @Test func workTheStepCounterDoesNotSeeEndsAtTheTimeLimit() throws {
        // A long constraint chain: few steps, a lot of solver work.
        let source = """
            var previous: UIView = window
            for _ in 0..<4000 {
                let v = UIView()
                v.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(v)
                v.leadingAnchor.constraint(equalTo: previous.leadingAnchor, constant: 1).isActive = true
                v.topAnchor.constraint(equalTo: previous.topAnchor, constant: 1).isActive = true
                previous = v
            }
            runLoop.runOnce()
            """
        var limits = ScenarioLimits()
        limits.maximumSeconds = 0.3
        let start = ContinuousClock.now
        let run = ScenarioRun(source: source, options: ScenarioOptions(limits: limits))
        guard case .failed(let d) = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(d.kind == .limit && d.message.contains("longer than 0.3 s (time limit)"))
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    @Test func queriesAfterASlowRunGetTheirOwnBudget() throws {
        var limits = ScenarioLimits()
        limits.maximumSeconds = 0.2
        let run = ScenarioRun(source: "let x = 41", options: ScenarioOptions(limits: limits))
        #expect(run.outcome == .completed)
        let clock = ContinuousClock()
        let until = clock.now + .milliseconds(300)
        while clock.now < until {}
        let value = try run.evaluate("x + 1", at: SourceLocation(file: "q.yaml", line: 1, column: 1))
        #expect(value.description == "42")
    }
}
