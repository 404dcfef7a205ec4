import Lessons

/// Runs lesson scenarios. `ScenarioLanguageEngine` is the real one, built on the scenario language.
public protocol ScenarioEngine {
    /// Runs `scenario` once to its end; never throws (a failure is in the record).
    func run(_ scenario: LessonScenario) -> any ScenarioRecord
}
