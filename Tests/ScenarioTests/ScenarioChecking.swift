import Foundation
import Testing

@testable import Scenario

/// What the fidelity suites of issue 26 share: run a scenario (recording an issue when it
/// fails or raises) and evaluate a query on it the way grading does.
protocol ScenarioChecking {}

extension ScenarioChecking {
    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        let run = ScenarioRun(source: source)
        if case .failed(let d) = run.outcome { Issue.record("\(d.rendered())", sourceLocation: sourceLocation) }
        if case .raised(let m, let l) = run.outcome {
            Issue.record("raised \(m) at \(l)", sourceLocation: sourceLocation)
        }
        return run
    }

    func q(_ run: ScenarioRun, _ expression: String) throws -> ScenarioValue {
        try run.evaluate(expression, at: SourceLocation(file: "lesson.yaml", line: 1, column: 1))
    }
}
