import Lessons

/// A finished run of a lesson scenario as far as its queries go: whether it ran to its end, and
/// what a query gives over its final state. `ModelChoiceCheck`'s reruns, which take the other
/// possibility at the model's choices, are asked only this, so they make none of the digests a
/// `ScenarioRecord` keeps for grading (the trace's, the vocabulary, the render server's).
public protocol ScenarioQueries: AnyObject {
    /// Why the scenario did not run to its end (a scenario-language error), pointing into the `.yaml`.
    var failure: LessonDiagnostic? { get }
    /// Evaluates a query over the finished run; errors point into the `.yaml`.
    func evaluate(_ query: Query) throws(LessonDiagnostic) -> SimulatedValue
}
