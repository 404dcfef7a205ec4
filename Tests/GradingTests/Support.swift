import Foundation
import Grading
import Lessons
import Simulator
import TestSupport
import Testing

/// The path of a file in the test bundle's Golden resources.
func goldenPath(_ name: String) -> String? {
    guard let root = Bundle.module.resourceURL?.appendingPathComponent("Golden") else { return nil }
    let path = root.appendingPathComponent(name).path
    return FileManager.default.fileExists(atPath: path) ? path : nil
}

/// The fixture content folder (lessons, quizzes, sheets) in the bundle.
func contentRoot() throws -> String { try #require(goldenPath("content")) }

/// Output with the fixture root cut from paths, so golden files do not depend on the machine.
func relative(_ text: String) throws -> String {
    text.replacingOccurrences(of: try contentRoot() + "/", with: "")
}

/// The fixture library.
func fixtureLibrary() throws -> LessonLibrary {
    let root = try contentRoot()
    let library = LessonLibrary.load(paths: [root + "/lessons", root + "/quizzes"])
    #expect(library.diagnostics.isEmpty, "\(library.diagnostics)")
    return library
}

/// A recorded run for the tests: a hand-written trace of the `tap-a2` fixture scenario (as the
/// simulator would record it: fact 5, 6 and 17 — only a2 is dirty and laid out after
/// the tap) and the values of the queries the fixture asks, with the trace windows they
/// answered from.
final class RecordedRun: ScenarioRecord {
    let failure: LessonDiagnostic?
    let raised: String? = nil
    let trace: TraceDigest
    let values: [String: SimulatedValue]
    let windows: [String: TraceWindow]

    init(
        trace: TraceDigest, values: [String: SimulatedValue], windows: [String: TraceWindow] = [:],
        failure: LessonDiagnostic? = nil
    ) {
        self.trace = trace
        self.values = values
        self.windows = windows
        self.failure = failure
    }

    func window(of query: Query) -> TraceWindow? { windows[query.text] }

    func evaluate(_ query: Query) throws(LessonDiagnostic) -> SimulatedValue {
        guard let value = values[query.text] else {
            throw LessonDiagnostic(
                "unknown query '\(query.text)' in the recorded run", at: query.position,
                hint: "record its value in the test")
        }
        return value
    }
}

/// Hands out recorded runs by scenario id and counts how often each is asked for.
final class RecordedEngine: ScenarioEngine {
    var runs: [String: RecordedRun]
    private(set) var started: [String] = []

    init(runs: [String: RecordedRun]) { self.runs = runs }

    func run(_ scenario: LessonScenario) -> any ScenarioRecord {
        started.append(scenario.id)
        return runs[scenario.id]
            ?? RecordedRun(
                trace: TraceDigest(events: [], commits: []), values: [:],
                failure: LessonDiagnostic("no recorded run for '\(scenario.id)'", at: scenario.codePosition))
    }
}

/// The trace of the `tap-a2` fixture scenario; scenario lines are those of the fixture's lesson.yaml.
func tapTrace() -> TraceDigest {
    typealias Event = TraceDigest.Event
    let events = [
        Event(
            seq: 0, time: 0, frame: 0, phase: "event", receiver: "runLoop", method: "runUntilIdle",
            cause: .source(line: 16, column: 7)),
        Event(
            seq: 1, time: 0.5, frame: 0, phase: "commit", receiver: "CATransaction", method: "commit", cause: .event(0),
            commit: 1),
        Event(
            seq: 2, time: 0.6, frame: 0, phase: "layout", receiver: "vc.view", method: "layoutSubviews",
            cause: .event(1), reason: "needsLayout"),
        Event(
            seq: 3, time: 0.7, frame: 0, phase: "layout", receiver: "a1", method: "layoutSubviews", cause: .event(1),
            reason: "needsLayout"),
        Event(
            seq: 4, time: 0.8, frame: 0, phase: "layout", receiver: "a2", method: "layoutSubviews", cause: .event(1),
            reason: "needsLayout"),
        Event(
            seq: 5, time: 0.9, frame: 0, phase: "layout", receiver: "a3", method: "layoutSubviews", cause: .event(1),
            reason: "needsLayout"),
        Event(
            seq: 6, time: 16.67, frame: 1, phase: "event", receiver: "trace", method: "mark",
            cause: .source(line: 17, column: 7), mark: "tap"),
        Event(
            seq: 7, time: 16.67, frame: 1, phase: "event", receiver: "a2", method: "setNeedsLayout",
            cause: .source(line: 18, column: 7)),
        Event(
            seq: 8, time: 16.67, frame: 1, phase: "event", receiver: "runLoop", method: "runOnce",
            cause: .source(line: 19, column: 7)),
        Event(
            seq: 9, time: 17.0, frame: 1, phase: "commit", receiver: "CATransaction", method: "commit",
            cause: .event(7), commit: 2),
        Event(
            seq: 10, time: 17.1, frame: 1, phase: "layout", receiver: "a2", method: "layoutSubviews", cause: .event(9),
            reason: "needsLayout"),
        Event(
            seq: 11, time: 17.5, frame: 1, phase: "render", receiver: "renderServer", method: "render", cause: .event(9)
        ),
    ]
    let commits = [
        TraceDigest.Commit(
            number: 1, seq: 1,
            dirty: ["needsLayout": ["vc.view", "a1", "a2", "a3"], "needsUpdateConstraints": [], "needsDisplay": []]),
        TraceDigest.Commit(
            number: 2, seq: 9, dirty: ["needsLayout": ["a2"], "needsUpdateConstraints": [], "needsDisplay": []]),
    ]
    return TraceDigest(events: events, commits: commits)
}

/// The window of `trace.after("tap")` over `tapTrace()`.
func afterTapWindow() -> TraceWindow {
    TraceWindow(afterLabel: "tap", range: 7..<tapTrace().events.count)
}

/// The recorded run of `tap-a2`.
func tapRun() -> RecordedRun {
    let values: [String: SimulatedValue] = [
        "trace.after(\"tap\").calls(\"layoutSubviews\")": .list([.string("a2.layoutSubviews")]),
        "trace.after(\"tap\").contains(\"a1.setNeedsLayout\")": .bool(false),
        "trace.after(\"tap\").count(\"updateConstraints\") > 0": .bool(false),
        "trace.after(\"tap\").count(\"layoutSubviews\") > 0": .bool(true),
        "trace.after(\"tap\").count(\"draw\") > 0": .bool(false),
        "trace.after(\"tap\").count(\"layoutSubviews\")": .int(1),
        "trace.after(\"tap\").calls(\"setNeedsLayout\", \"layoutSubviews\")": .list([
            .string("a2.setNeedsLayout"), .string("a2.layoutSubviews"),
        ]),
        "a2.frame": .rect(GradingRect(x: 0, y: 0, width: 100, height: 44)),
        "a2.layer.backingStoreBytes": .int(0),
    ]
    let windows = values.keys.filter { $0.hasPrefix("trace.after(\"tap\")") }.map { ($0, afterTapWindow()) }
    return RecordedRun(trace: tapTrace(), values: values, windows: Dictionary(uniqueKeysWithValues: windows))
}

/// A grader over the fixture library and the recorded run.
func fixtureGrader() throws -> (Grader, RecordedEngine) {
    let engine = RecordedEngine(runs: ["tap-a2": tapRun()])
    return (Grader(library: try fixtureLibrary(), engine: engine), engine)
}
