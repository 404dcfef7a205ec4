// The world of one scenario: a window, a run loop, a clock and a trace. Nothing is global.
import Foundation

/// One simulated app: an iPhone-like `window` (390×844 pt, @3x), the main `runLoop`, the
/// simulated `clock`, the `transaction` and the `trace`. Simulations share no state, so tests
/// may create many in parallel. Objects are created in a simulation: `UIView(simulation)`.
public final class Simulation {
    let context: SimulationContext
    /// The key window.
    public let window: UIWindow
    /// The main run loop.
    public let runLoop: MainRunLoop

    /// Creates a simulation at `refreshRate` Hz (60 or 120; others are clamped to 1…480).
    public init(refreshRate: Int = 60) {
        context = SimulationContext()
        context.clock.refreshRate = Self.clamp(refreshRate)
        runLoop = MainRunLoop(context: context)
        window = UIWindow(context: context)
        window.traceName = "window"
        context.phase = .eventHandling
    }

    /// Views, layers and view controllers hold their context; the context holds some of them
    /// back until the turn ends (controllers waiting for `viewDidAppear`, layers counted for a
    /// feedback loop) and the exception still to raise. A run that ended inside a turn (an
    /// exception, a limit) leaves them there, a cycle that kept the whole world and its trace
    /// alive; when the simulation goes, they go. So do display links still added to the run
    /// loop: each holds the context that lists it, as UIKit's run loop keeps a link until
    /// `invalidate()`, and a scenario that never invalidates one is ordinary. Animations still
    /// running name the property animator that added them, which holds the context too.
    deinit {
        context.render.displayLinks.removeAll()
        context.render.animators.removeAll()
        context.render.animations.removeAll()
        context.render.updateLinks.removeAll()
        context.render.transactionCompletions.removeAll()
        // What these lists hold (a view scrolling frame by frame, an animation group's views and
        // completion, a delegate waiting to hear) holds the context back: empty them so no run
        // outlives its simulation.
        context.render.scrollers.removeAll()
        context.render.groups.removeAll()
        context.render.animationDelegates.removeAll()
        context.render.interruptedAnimations.removeAll()
        context.pendingAppearances.removeAll()
        context.frequentlyLaidOut.removeAll()
        context.pendingException = nil
    }

    /// Whether each `trace.mark(label)` keeps the key window's view tree as it stands then (the
    /// first mark of each label, for up to 16 labels), for a picture of the tree at that moment
    /// (`treeAtMark`). Off unless a picture is asked for; set it before running anything.
    public var keepsTreesAtMarks: Bool {
        get { context.keepsTreesAtMarks }
        set { context.keepsTreesAtMarks = newValue }
    }

    /// The key window's views and frames as they stood at the first `trace.mark(label)`; nil
    /// when that mark was never recorded or `keepsTreesAtMarks` was off.
    public func treeAtMark(_ label: String) -> ViewTreeSnapshot? {
        context.treesAtMarks[label]
    }

    /// The memory, time and interrupt budget the run is held to; set it before running anything.
    public var budget: ResourceBudget {
        get { context.budget }
        set { context.budget = newValue }
    }

    /// Every call recorded so far.
    public var trace: Trace { context.trace }
    /// The simulated clock.
    public var clock: SimulatedClock { context.clock }
    /// Simulated milliseconds since the start.
    public var now: Double { context.clock.now }
    /// The current VSync frame number.
    public var frame: Int { context.clock.frame }
    /// The Core Animation transaction (`CATransaction.begin()`/`commit()`/`flush()`).
    public var transaction: CATransaction { context.transaction }
    /// The phase the simulation is in.
    public var phase: Phase { context.phase }

    /// Display refresh rate in Hz: 60 by default, 120 for ProMotion (clamped to 1…480).
    public var refreshRate: Int {
        get { context.clock.refreshRate }
        set { context.clock.refreshRate = Self.clamp(newValue) }
    }

    /// The scenario statement running now. The interpreter sets it before each statement; events
    /// made directly by scenario code carry it as their cause.
    public var sourceLocation: SourcePosition? {
        get { context.sourceLocation }
        set { context.sourceLocation = newValue }
    }

    /// The kinds of model choice at which the run takes the other possibility (`ModelChoice`:
    /// where the model chooses what UIKit leaves undefined or undocumented, listed in
    /// `trace.modelChoices`). Set it before running anything; a checker compares the answers.
    public var otherChoices: Set<ModelChoice.Kind> {
        get { context.otherChoices }
        set { context.otherChoices = newValue }
    }

    /// Whether each layout pass asks the engine whether the frames it gives views are ambiguous
    /// (fact 27) and records a model choice (`ModelChoice.Kind.ambiguousLayout`) for each that
    /// is. Off by default: the probe costs a scratch solve per view laid out by constraints.
    /// Grading and `layoutlab check` set it; the run's solution is the same either way.
    public var recordsAmbiguousLayouts: Bool {
        get { context.recordsAmbiguousLayouts }
        set { context.recordsAmbiguousLayouts = newValue }
    }

    /// The costs of simulated work.
    public var costs: CostModel {
        get { context.modelCosts }
        set { context.modelCosts = newValue }
    }

    /// Layouts of one view in one turn that count as a layout feedback loop (fact 23; 100).
    public var feedbackLoopThreshold: Int {
        get { context.feedbackLoopThreshold }
        set { context.feedbackLoopThreshold = max(1, newValue) }
    }

    /// Throws the exception a property setter recorded (`constraint.isActive = true` with no common
    /// ancestor, …) and clears it. The interpreter calls this after each statement.
    public func raisePendingException() throws {
        guard let error = context.pendingException else { return }
        context.pendingException = nil
        throw error
    }

    /// Spends `ms` of simulated time in the code running now (scenario `work(ms:)`).
    public func work(ms: Double) {
        context.spend(ms)
    }

    private static func clamp(_ rate: Int) -> Int { min(480, max(1, rate)) }
}
