import Foundation
import Testing

@testable import Scenario

/// What a suite of scenario checks needs: run a scenario (recording a failure or an exception
/// as an issue), evaluate a query the way grading does, and the diagnostic of a scenario that
/// does not compile.
protocol ScenarioChecks {}

extension ScenarioChecks {
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

    func failure(_ source: String) -> String? {
        if case .failed(let d) = ScenarioRun(source: source).outcome { return d.rendered() }
        return nil
    }

    func strings(_ names: String...) -> ScenarioValue { .array(names.map { .string($0) }) }
}
