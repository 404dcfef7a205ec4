import Foundation
import Lessons
import Scenario
import Simulator

/// Runs lesson scenarios with the scenario language (module Scenario) on the simulator.
public struct ScenarioLanguageEngine: ScenarioEngine {
    /// The simulated display's refresh rate in Hz.
    public var refreshRate: Int
    /// Whether runs record the frames the solver picks in ambiguous layouts as model choices
    /// (`ScenarioOptions.recordsAmbiguousLayouts`), for `ModelChoiceCheck`; on for grading.
    public var recordsAmbiguousLayouts: Bool

    /// Creates an engine; 60 Hz unless a lesson asks about ProMotion.
    public init(refreshRate: Int = 60) {
        self.init(refreshRate: refreshRate, recordsAmbiguousLayouts: true)
    }

    /// Creates an engine that records ambiguous picks or not (on for grading and `check`).
    public init(refreshRate: Int = 60, recordsAmbiguousLayouts: Bool) {
        self.refreshRate = refreshRate
        self.recordsAmbiguousLayouts = recordsAmbiguousLayouts
    }

    /// Each run is its own `Simulation` and interpreter, sharing nothing (tests run many at once).
    public var runsConcurrently: Bool { true }

    /// Runs the scenario once, with positions offset so diagnostics point into the `.yaml` file.
    public func run(_ scenario: LessonScenario) -> any ScenarioRecord {
        ScenarioLanguageRecord(ScenarioRun(source: scenario.code, options: options(for: scenario)))
    }

    /// Runs the scenario taking the other possibility at every model choice of `kind`; only its
    /// queries are asked, so it makes no digests, and records no choices: a run that records
    /// ambiguous layouts probes the solver at every layout pass for them (a choice recorded or
    /// not changes no event and no value a query reads, and a query cannot read the choices).
    public func run(_ scenario: LessonScenario, takingOther kind: ModelChoice.Kind) -> (any ScenarioQueries)? {
        var options = options(for: scenario)
        options.otherChoices = [kind]
        options.recordsAmbiguousLayouts = false
        return ScenarioLanguageQueries(ScenarioRun(source: scenario.code, options: options))
    }

    /// Options with positions offset so diagnostics point into the `.yaml` file.
    func options(for scenario: LessonScenario) -> ScenarioOptions {
        // libyaml keeps a block scalar's leading blank lines as "\n"; the text starts that many lines earlier.
        let leadingBlankLines = scenario.code.prefix(while: { $0 == "\n" }).count
        var options = ScenarioOptions(
            fileName: scenario.codePosition.file, lineOffset: scenario.codePosition.line - 1 - leadingBlankLines,
            columnOffset: scenario.codePosition.column - 1, refreshRate: refreshRate)
        options.recordsAmbiguousLayouts = recordsAmbiguousLayouts
        return options
    }
}

/// A finished `ScenarioRun`, as grading sees it.
final class ScenarioLanguageRecord: ScenarioRecord {
    let queries: ScenarioLanguageQueries
    var run: ScenarioRun { queries.run }
    var failure: LessonDiagnostic? { queries.failure }
    let raised: String?
    let trace: TraceDigest
    let vocabulary: ScenarioVocabulary?
    let declaredVocabulary: ScenarioVocabulary?
    let render: RenderDigest?
    var modelChoices: [ModelChoice] { run.trace.modelChoices }

    /// Each shorthand the code used (it would not compile in Xcode without docs/prelude.swift),
    /// and each identifier that is not what it looks like.
    var warnings: [LessonDiagnostic] {
        run.shorthandUses.map { use in
            LessonDiagnostic(
                "scenario code uses the teaching shorthand \(use.shorthand), which UIKit does not have",
                at: use.location,
                hint: "write UIKit's form: \(use.uikit) (docs/prelude.swift)", severity: .warning)
        }
            + run.identifierWarnings.map { warning in
                LessonDiagnostic(
                    warning.message,
                    at: FilePosition(
                        file: warning.location.file, line: warning.location.line, column: warning.location.column),
                    hint: warning.hint, severity: .warning)
            }
    }

    init(_ run: ScenarioRun) {
        queries = ScenarioLanguageQueries(run)
        if case .raised(let message, let location) = run.outcome {
            raised = "\(location): \(message)"
        } else {
            raised = nil
        }
        trace = TraceDigest(run.trace)
        var vocabulary = Self.vocabulary(of: run.namedObjects)
        declaredVocabulary = vocabulary
        vocabulary.learn(from: trace)
        self.vocabulary = vocabulary
        render = Self.renderDigest(of: run)
    }

    /// Frames with their deadlines and longest main-thread call, offscreen passes, backing stores.
    static func renderDigest(of run: ScenarioRun) -> RenderDigest {
        let display = run.simulation.display
        let events = run.trace.events
        let plumbing: Set<String> = ["CATransaction", "runLoop", "trace", "display", "renderServer", ""]
        // The app's calls that took time, in trace order, found once rather than once a frame
        // (a fling has dozens of frames and thousands of events).
        let calls = events.filter {
            $0.duration > 0 && !plumbing.contains($0.receiver) && $0.phase.rawValue != "render"
                && $0.phase.rawValue != "present"
        }
        var frames: [RenderDigest.Frame] = []
        for record in display.frames {
            var longest: (call: String, ms: Double, depth: Int)?
            // Each call's own duration (its start to its return); ties go to the deeper call,
            // the one that did the work.
            for event in calls where event.time >= record.appStartMs && event.time < record.commitEndMs {
                let ms = event.duration
                if longest.map({ ms > $0.ms + 1e-9 || (abs(ms - $0.ms) <= 1e-9 && event.depth > $0.depth) }) ?? true {
                    longest = (event.call, ms, event.depth)
                }
            }
            frames.append(
                RenderDigest.Frame(
                    number: record.number, presentVSync: record.presentVSync,
                    expectedVSync: Int((record.expectedPresentMs / display.frameDurationMs).rounded()),
                    hitchMs: record.hitchMs,
                    cause: record.hitchCause.rawValue, mainThreadMs: record.mainThreadMs, renderMs: record.renderMs,
                    longestCall: longest?.call, longestCallMs: longest.map { (($0.ms * 1000).rounded()) / 1000 },
                    offscreen: record.offscreenPasses.map {
                        RenderDigest.Offscreen(layer: $0.layer, reason: $0.reason.rawValue)
                    }))
        }
        var stores: [String: RenderDigest.BackingStore] = [:]
        for object in run.namedObjects {
            let layer: CALayer
            switch object.object {
            case let view as UIView: layer = view.layer
            case let standalone as CALayer: layer = standalone
            default: continue
            }
            let size = layer.backingStorePointSize
            stores[object.name] = RenderDigest.BackingStore(
                name: object.name, width: Double(size.width), height: Double(size.height),
                scale: CALayer.backingStoreScale,
                bytesPerPixel: layer.backingStoreBytesPerPixel, bytes: layer.backingStoreBytes,
                drew: layer.hasBackingStore)
        }
        return RenderDigest(
            refreshRate: display.refreshRate, frameBudgetMs: display.frameDurationMs, frames: frames,
            backingStores: stores)
    }

    /// The receivers the scenario names, with the methods their types have: what scenario code
    /// can call, what the scenario class declares, and the UIKit methods the passes call.
    /// (Each union starts from the larger set, the shared one, and adds the object's few.)
    static func vocabulary(of objects: [ScenarioRun.NamedObject]) -> ScenarioVocabulary {
        let hostViewMethods = Set(objects.filter { $0.object is UIView }.flatMap(\.methods))
        var receivers: [String: ScenarioVocabulary.Receiver] = [:]
        for object in objects where !object.name.hasPrefix("$") {
            let methods = Set(object.methods.map { $0.hasSuffix("()") ? String($0.dropLast(2)) : $0 })
            switch object.object {
            case is UIView:
                receivers[object.name] = .init(
                    typeName: object.typeName, isView: true, methods: viewMethods.union(methods))
                receivers[object.name + ".layer"] = .init(typeName: "CALayer", isView: false, methods: layerMethods)
            case is UIViewController:
                receivers[object.name] = .init(
                    typeName: object.typeName, isView: false, methods: controllerMethods.union(methods))
                receivers[object.name + ".view"] = .init(
                    typeName: "UIView", isView: true, methods: viewMethods.union(hostViewMethods))
            case is CALayer:
                receivers[object.name] = .init(
                    typeName: object.typeName, isView: false, methods: layerMethods.union(methods))
            default:
                receivers[object.name] = .init(typeName: object.typeName, isView: false, methods: methods)
            }
        }
        return ScenarioVocabulary(receivers: receivers)
    }

    /// The trace's names of `cases`.
    private static func passMethods(_ cases: [OverridableMethod]) -> Set<String> { Set(cases.map(\.traceMethod)) }

    /// UIView's own invalidation and layout calls, which the trace records by these names: they
    /// belong to every view whether or not the run called them. Made once, not per run.
    private static let viewMethods = passMethods(
        OverridableMethod.allCases.filter { !layerOnly.contains($0) && !controllerOnly.contains($0) }
    )
    .union([
        "setNeedsLayout", "setNeedsDisplay", "setNeedsUpdateConstraints", "layoutIfNeeded",
        "updateConstraintsIfNeeded",
        "invalidateIntrinsicContentSize",
    ])
    /// A layer's pass and invalidation calls.
    private static let layerMethods = passMethods(layerOnly).union([
        "setNeedsLayout", "setNeedsDisplay", "layoutIfNeeded", "addAnimation", "draw",
    ])
    /// A view controller's pass calls.
    private static let controllerMethods = passMethods(controllerOnly)

    private static let layerOnly: [OverridableMethod] = [.layoutSublayers, .display]
    private static let controllerOnly: [OverridableMethod] = [
        .loadView, .viewDidLoad, .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
        .viewWillAppear, .viewDidAppear,
    ]

    func evaluate(_ query: Query) throws(LessonDiagnostic) -> SimulatedValue {
        try queries.evaluate(query)
    }

    func window(of query: Query) -> TraceWindow? {
        queries.window(of: query)
    }
}

extension LessonDiagnostic {
    /// A scenario-language diagnostic as a lesson diagnostic: same place, message and hint, with
    /// the source line and caret as its detail.
    init(_ diagnostic: Diagnostic) {
        let location = diagnostic.location
        // `rendered` repeats the message and position on its first two lines; keep the line and caret.
        // With the file's text it shows the `.yaml` line itself, not the scenario's text re-indented.
        let source = try? String(contentsOfFile: location.file, encoding: .utf8)
        let block = diagnostic.rendered(source: source).split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst(2)
            .filter { !$0.isEmpty && !$0.contains("= hint:") }.joined(separator: "\n")
        self.init(
            diagnostic.message, at: location,
            hint: diagnostic.hint, detail: block.isEmpty ? nil : block)
    }
}

extension SimulatedValue {
    /// The grading view of a scenario value.
    init(_ value: ScenarioValue) {
        switch value {
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text), .object(let text), .symbol(let text): self = .string(text)
        case .array(let items), .tuple(let items), .labeledTuple(_, let items):
            self = .list(items.map(SimulatedValue.init))
        case .rect(let rect):
            self = .rect(
                GradingRect(
                    x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                    height: Double(rect.size.height)))
        case .void, .nil, .point, .size: self = .other(value.description)
        }
    }
}
