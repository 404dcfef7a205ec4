import Lessons
import Simulator

/// Runs lesson scenarios. `ScenarioLanguageEngine` is the real one, built on the scenario language.
public protocol ScenarioEngine {
    /// Runs `scenario` once to its end; never throws (a failure is in the record).
    func run(_ scenario: LessonScenario) -> any ScenarioRecord
    /// Runs `scenario` taking the other possibility at every choice of `kind` the simulator makes
    /// where UIKit leaves a value undefined or an order undocumented (`Simulation.otherChoices`);
    /// nil when the engine cannot. Only its queries are asked (`ModelChoiceCheck`).
    func run(_ scenario: LessonScenario, takingOther kind: ModelChoice.Kind) -> (any ScenarioQueries)?
    /// Whether several threads may run scenarios at once (each grading with its own records):
    /// `LessonChecker` then checks lessons side by side.
    var runsConcurrently: Bool { get }
}

extension ScenarioEngine {
    /// An engine without model choices has no other run.
    public func run(_ scenario: LessonScenario, takingOther kind: ModelChoice.Kind) -> (any ScenarioQueries)? { nil }
    /// An engine runs on one thread unless it says otherwise.
    public var runsConcurrently: Bool { false }
}
