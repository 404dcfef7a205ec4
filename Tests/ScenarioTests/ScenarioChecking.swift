import Foundation
import Testing

@testable import Scenario

/// What the fidelity suites share: run a scenario (recording an issue when it fails or
/// raises, or when it should raise and does not) and evaluate a query on it the way grading does.
protocol ScenarioChecking {}

extension ScenarioChecking {
    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        completedRun(source, sourceLocation: sourceLocation)
    }

    func q(_ run: ScenarioRun, _ expression: String) throws -> ScenarioValue { try query(run, expression) }

    /// The message of the exception `source` raises; records an issue when it does not raise.
    func raised(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        let run = ScenarioRun(source: source)
        guard case .raised(let message, _) = run.outcome else {
            Issue.record("expected the run to raise, got \(run.outcome)", sourceLocation: sourceLocation)
            return nil
        }
        return message
    }
}
