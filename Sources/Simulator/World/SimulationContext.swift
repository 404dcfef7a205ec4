// The shared state every simulated object reaches: clock, trace, transaction, naming.
import Foundation

/// The part of a simulation its objects hold on to. It owns no views (windows are weak), so
/// objects referencing it never form a cycle with the window that owns them.
final class SimulationContext {
    var clock = SimulatedClock()
    var costs = CostModel()
    var phase: Phase = .idle
    /// The scenario statement running now; set by the interpreter.
    var sourceLocation: SourcePosition?
    lazy var trace = Trace(context: self)
    lazy var transaction = CATransaction(context: self)
    lazy var render = RenderSystem(context: self)
    /// Windows whose layer trees the commit walks.
    var windows: [WeakBox<UIWindow>] = []
    /// Run-loop turn number; layout feedback counters reset when it changes.
    var turn = 0
    /// Layouts per layer in the current turn (fact 23).
    var layoutCounts: [ObjectIdentifier: (layer: CALayer, count: Int)] = [:]
    /// Threshold of layouts of one view in one turn that counts as a feedback loop (fact 23).
    var feedbackLoopThreshold = 100
    /// Controllers whose `viewDidAppear` is due after the next commit.
    var pendingAppearances: [UIViewController] = []
    private var nameCounters: [String: Int] = [:]

    /// `UIView#3`: the default name of an unnamed object, numbered per class.
    func defaultName(for className: String) -> String {
        let number = (nameCounters[className] ?? 0) + 1
        nameCounters[className] = number
        return "\(className)#\(number)"
    }

    /// The cause of a call made now: the innermost running simulator call, else the scenario line.
    var currentCause: Cause {
        if let open = trace.currentCall { return .event(open) }
        return scenarioCause
    }

    /// The scenario statement running now, or no cause.
    var scenarioCause: Cause {
        if let position = sourceLocation { return .source(position) }
        return .none
    }

    /// Spends simulated time.
    func spend(_ ms: Double) { clock.advance(ms) }

    /// Counts one layout of `layer` in this turn; throws when it passes the feedback threshold.
    func countLayout(of layer: CALayer) throws {
        let id = ObjectIdentifier(layer)
        let count = (layoutCounts[id]?.count ?? 0) + 1
        layoutCounts[id] = (layer, count)
        guard count > feedbackLoopThreshold else { return }
        let cycled = layoutCounts.values.filter { $0.count * 2 > feedbackLoopThreshold }.map { $0.layer.ownerName }.sorted()
        throw SimulatedException.layoutFeedbackLoop(views: cycled, threshold: feedbackLoopThreshold)
    }

    /// Starts a new run-loop turn: feedback counters restart.
    func beginTurn() {
        turn += 1
        layoutCounts.removeAll(keepingCapacity: true)
    }

    /// The live windows, in creation order.
    var liveWindows: [UIWindow] { windows.compactMap(\.value) }
}

/// A weak reference, for lists that must not keep their elements alive.
struct WeakBox<T: AnyObject> {
    weak var value: T?
}

extension SimulationContext {
    /// Runs `body` with `phase` as the current phase, restoring the previous one after.
    func withPhase<T>(_ phase: Phase, _ body: () throws -> T) rethrows -> T {
        let saved = self.phase
        self.phase = phase
        defer { self.phase = saved }
        return try body()
    }
}
