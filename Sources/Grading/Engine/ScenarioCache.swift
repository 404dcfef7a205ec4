import Lessons
import Simulator

/// Runs each scenario once per grading run and hands out the same record afterwards.
///
/// Scenarios are deterministic (simulated time), so a cached run is the run.
public final class ScenarioCache {
    private let engine: any ScenarioEngine
    private var records: [String: any ScenarioRecord] = [:]
    private var otherRecords: [String: (any ScenarioRecord)?] = [:]

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

    /// The record of `scenario` run taking the other possibility at every model choice of `kind`
    /// (see `ScenarioEngine.run(_:takingOther:)`), run the first time it is asked for; nil when
    /// the engine cannot.
    public func record(of scenario: LessonScenario, in lesson: Lesson, takingOther kind: ModelChoice.Kind) -> (
        any ScenarioRecord
    )? {
        let key = lesson.id + "\u{0}" + scenario.id + "\u{0}" + String(scenario.variant) + "\u{0}" + kind.rawValue
        if let record = otherRecords[key] { return record }
        // Not counted in `runCount`: `check` reports the scenarios it ran, not the reruns.
        let record = engine.run(scenario, takingOther: kind)
        otherRecords[key] = .some(record)
        return record
    }
}
