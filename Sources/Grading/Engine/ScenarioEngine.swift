import Lessons
import Simulator

/// Runs lesson scenarios. `ScenarioLanguageEngine` is the real one, built on the scenario language.
public protocol ScenarioEngine {
    /// Runs `scenario` once to its end; never throws (a failure is in the record).
    func run(_ scenario: LessonScenario) -> any ScenarioRecord
    /// Runs `scenario` taking the other possibility at every choice of `kind` the simulator makes
    /// where UIKit leaves a value undefined or an order undocumented (`Simulation.otherChoices`);
    /// nil when the engine cannot.
    func run(_ scenario: LessonScenario, takingOther kind: ModelChoice.Kind) -> (any ScenarioRecord)?
}

extension ScenarioEngine {
    /// An engine without model choices has no other run.
    public func run(_ scenario: LessonScenario, takingOther kind: ModelChoice.Kind) -> (any ScenarioRecord)? { nil }
}
