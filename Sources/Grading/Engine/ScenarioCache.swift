import Lessons

/// Runs each scenario once per grading run and hands out the same record afterwards.
///
/// Scenarios are deterministic (simulated time), so a cached run is the run.
public final class ScenarioCache {
    private let engine: any ScenarioEngine
    private var records: [String: any ScenarioRecord] = [:]

    /// How many scenarios actually ran (for tests of the cache).
    public private(set) var runCount = 0

    /// Creates an empty cache over `engine`.
    public init(engine: any ScenarioEngine) {
        self.engine = engine
    }

    /// The record of `scenario` of `lesson`, running it the first time it is asked for.
    public func record(of scenario: LessonScenario, in lesson: Lesson) -> any ScenarioRecord {
        let key = lesson.id + "\u{0}" + scenario.id + "\u{0}" + String(scenario.variant)
        if let record = records[key] { return record }
        runCount += 1
        let record = engine.run(scenario)
        records[key] = record
        return record
    }
}
