import Foundation
import Simulator
import TestSupport
import Testing

@testable import Scenario

/// The scenario language bound to the simulator: the design example and the facts of
/// docs/facts.md run, and their traces answer the queries lessons ask.
@Suite struct SimulatorBindingTests {
    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        let run = ScenarioRun(source: source)
        if case .failed(let d) = run.outcome { Issue.record("\(d.rendered())", sourceLocation: sourceLocation) }
        if case .raised(let m, let l) = run.outcome {
            Issue.record("raised \(m) at \(l)", sourceLocation: sourceLocation)
        }
        return run
    }

    func query(_ run: ScenarioRun, _ expression: String) throws -> ScenarioValue {
        try run.evaluate(expression, at: SourceLocation(file: "query", line: 1, column: 1))
    }

    @Test func designExampleRuns() throws {
        let run = run(ParserTests.designExample)
        expectGolden(run.trace.listing(), "traces/design-example.txt")
        // The variable names are the receivers' names in the trace.
        #expect(
            try query(run, "trace.after(\"tap\").calls(\"layoutSubviews\")") == .array([.string("a2.layoutSubviews")]))
        #expect(
            try query(run, "trace.before(\"tap\").calls(\"layoutSubviews\")")
                == .array(["window", "vc.view", "a1", "a2", "a3"].map { .string($0 + ".layoutSubviews") }))
        // Card's layoutSubviews sized a2 from a1's bounds (zero wide: a1 has no frame).
        #expect(try query(run, "a2.frame") == .rect(CGRect(x: 0, y: 0, width: 0, height: 44)))
        #expect(try query(run, "trace.count(\"a1.layoutSubviews\") == 1") == .bool(true))
        // A zero-size layer is never drawn (fact 30), so Card's draw(_:) never ran.
        #expect(try query(run, "trace.contains(\"a1.draw\")") == .bool(false))
    }
}
