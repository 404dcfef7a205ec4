import Lessons
import Simulator

/// Runs each scenario once per grading run and hands out the same record afterwards.
///
/// Scenarios are deterministic (simulated time), so a cached run is the run. A record holds
/// its whole simulation (views, layers, image pixels, the trace), so a caller done with a
/// lesson may `release(_:)` its runs; a record asked for again then runs again, the same.
public final class ScenarioCache {
    let engine: any ScenarioEngine
    private var records: [String: any ScenarioRecord] = [:]
    /// Every scenario variant run so far, released or not: `runCount` counts each once.
    private var ran: Set<String> = []

    /// How many scenarios ran (each variant once, however often a released run ran again; for
    /// `check`'s count and tests of the cache).
    public var runCount: Int { ran.count }

    /// Creates an empty cache over `engine`.
    public init(engine: any ScenarioEngine) {
        self.engine = engine
    }

    /// The record of `scenario` of `lesson`, running it the first time it is asked for.
    public func record(of scenario: LessonScenario, in lesson: Lesson) -> any ScenarioRecord {
        let key = lesson.id + "\u{0}" + scenario.id + "\u{0}" + String(scenario.variant)
        if let record = records[key] { return record }
        ran.insert(key)
        let record = engine.run(scenario)
        records[key] = record
        return record
    }

    /// The record of `scenario` if it has run and is still kept; never runs it.
    public func keptRecord(of scenario: LessonScenario, in lesson: Lesson) -> (any ScenarioRecord)? {
        records[lesson.id + "\u{0}" + scenario.id + "\u{0}" + String(scenario.variant)]
    }

    /// `scenario` run taking the other possibility at every model choice of `kind` (see
    /// `ScenarioEngine.run(_:takingOther:)`), run anew on each call and not kept: its caller asks
    /// it all its questions at once (`ModelChoiceCheck`); nil when the engine cannot.
    public func rerun(of scenario: LessonScenario, takingOther kind: ModelChoice.Kind) -> (any ScenarioQueries)? {
        // Not counted in `runCount`: `check` reports the scenarios it ran, not the reruns.
        engine.run(scenario, takingOther: kind)
    }

    /// Counts `other`'s runs as run here (a sibling grader's, see `Grader.absorb(_:)`).
    func absorb(_ other: ScenarioCache) {
        ran.formUnion(other.ran)
    }

    /// Drops the runs of `lesson`'s scenarios, so their simulations are freed once no one else
    /// holds them.
    public func release(_ lesson: Lesson) {
        let prefix = lesson.id + "\u{0}"
        records = records.filter { !$0.key.hasPrefix(prefix) }
    }
}
