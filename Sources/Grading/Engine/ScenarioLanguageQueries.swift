import Lessons
import Scenario
import Simulator

/// A finished `ScenarioRun` as far as its queries go: a `ScenarioLanguageRecord` answers its
/// queries through one, and `ModelChoiceCheck`'s reruns are only this.
final class ScenarioLanguageQueries: ScenarioQueries {
    let run: ScenarioRun
    let failure: LessonDiagnostic?

    init(_ run: ScenarioRun) {
        self.run = run
        if case .failed(let diagnostic) = run.outcome {
            failure = LessonDiagnostic(diagnostic)
        } else {
            failure = nil
        }
    }

    /// Each query's value (or error) and window, by text and position: the run is finished, so
    /// a query always gives the same value, and evaluating one runs the interpreter on a
    /// large-stack thread. Explanations ask the same few queries for every answer graded.
    private var evaluated: [Query: Result<(value: SimulatedValue, window: TraceWindow?), LessonDiagnostic>] = [:]

    func evaluate(_ query: Query) throws(LessonDiagnostic) -> SimulatedValue {
        try answer(query).get().value
    }

    /// The part of the trace `query`'s trace queries answered from (`ScenarioRecord.window(of:)`).
    func window(of query: Query) -> TraceWindow? {
        try? answer(query).get().window
    }

    /// The query's value and window, evaluated the first time it is asked for.
    private func answer(_ query: Query) -> Result<(value: SimulatedValue, window: TraceWindow?), LessonDiagnostic> {
        if let known = evaluated[query] { return known }
        let result: Result<(value: SimulatedValue, window: TraceWindow?), LessonDiagnostic>
        do {
            let answer = try run.evaluateWithWindow(query.text, at: query.position)
            result = .success((SimulatedValue(answer.value), answer.window))
        } catch {
            result = .failure(LessonDiagnostic(error))
        }
        evaluated[query] = result
        return result
    }
}
