import Lessons
import Simulator

/// One finished run of a lesson scenario: what grading needs from the scenario language.
public protocol ScenarioRecord: ScenarioQueries {
    /// The simulated app raised (e.g. a layout feedback loop); the run is still graded.
    var raised: String? { get }
    /// The trace, as grading explains from it.
    var trace: TraceDigest { get }
    /// The part of the trace `query`'s trace queries answered from, as evaluating it found
    /// (`trace.after("a").after("b")` is the window after `b`; a missing mark gives the empty
    /// window the query answered from); nil when the query asks the trace nothing, or failed.
    func window(of query: Query) -> TraceWindow?
    /// The names an answer may use (receivers and their methods); nil when unknown, and then
    /// every well-formed call is read.
    var vocabulary: ScenarioVocabulary? { get }
    /// The names the scenario declares and the methods their types have, before anything is
    /// learnt from the trace: what Tab may offer without telling what happened.
    var declaredVocabulary: ScenarioVocabulary? { get }
    /// What the render server and display recorded (frames, offscreen passes, backing stores);
    /// nil when the engine does not know.
    var render: RenderDigest? { get }
    /// Warnings about the scenario's code that do not stop it (teaching shorthands UIKit spells
    /// differently), pointing into the `.yaml`.
    var warnings: [LessonDiagnostic] { get }
    /// Where the run took the model's choice of a value Apple calls undefined or of an order
    /// UIKit does not document (`ModelChoice`), each once.
    var modelChoices: [ModelChoice] { get }
}

extension ScenarioRecord {
    /// A record that does not know its queries' windows explains from the whole trace.
    public func window(of query: Query) -> TraceWindow? { nil }
    /// A record that knows no names reads every well-formed call.
    public var vocabulary: ScenarioVocabulary? { nil }
    /// A record that knows no names declares none.
    public var declaredVocabulary: ScenarioVocabulary? { nil }
    /// A record without a render server explains from the trace alone.
    public var render: RenderDigest? { nil }
    /// A record without a code check has no warnings.
    public var warnings: [LessonDiagnostic] { [] }
    /// A record that knows nothing of the model's choices reports none.
    public var modelChoices: [ModelChoice] { [] }
}
