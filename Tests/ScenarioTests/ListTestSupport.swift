import Foundation
import Testing

@testable import Scenario

/// Runs a scenario that must complete; a diagnostic or an exception is a test issue.
func completedRun(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
    let run = ScenarioRun(source: source)
    if case .failed(let d) = run.outcome { Issue.record("\(d.rendered())", sourceLocation: sourceLocation) }
    if case .raised(let m, let l) = run.outcome { Issue.record("raised \(m) at \(l)", sourceLocation: sourceLocation) }
    return run
}

/// A query over a finished run, as a lesson question asks it.
func query(_ run: ScenarioRun, _ expression: String) throws -> ScenarioValue {
    try run.evaluate(expression, at: SourceLocation(file: "lesson.yaml", line: 1, column: 1))
}

/// The text of an example scenario under examples/scenarios.
func exampleScenario(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/scenarios/\(name)").standardized
    return try String(contentsOf: url, encoding: .utf8)
}
