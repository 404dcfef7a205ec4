// The shape every "this is refused, with this message, here" test shares: a table of
// (source, message, "line:column") rows, each run as a scenario that must fail exactly so.
import Testing

@testable import Scenario

/// Runs each source and expects its diagnostic's message and position; with `unsupported`,
/// also that it is reported as an unsupported feature (so the learner is told it is the
/// simulator's limit, not their Swift).
func expectRefusals(
    _ cases: [(String, String, String)],
    unsupported: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    for (source, message, position) in cases {
        let run = ScenarioRun(source: source)
        guard case .failed(let d) = run.outcome else {
            Issue.record("\(source): expected a diagnostic, got \(run.outcome)", sourceLocation: sourceLocation)
            continue
        }
        if unsupported {
            #expect(
                d.kind == .unsupported || d.message.hasPrefix("not supported"), "\(source)",
                sourceLocation: sourceLocation)
        }
        #expect(d.message == message, "\(source)", sourceLocation: sourceLocation)
        #expect("\(d.location.line):\(d.location.column)" == position, "\(source)", sourceLocation: sourceLocation)
    }
}
