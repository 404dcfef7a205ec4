// iOS 18's UIUpdateLink: actions that run in named phases of each UI update.
import Foundation

/// `UIUpdateLink` (Docs UIUpdateLink, UIUpdateActionPhase; fact 77), tied to a view.
///
/// Its actions run in the phases of a UI update, in UIKit's documented order. The simulator
/// keeps the run-loop observer model (fact 2) and places the phases around the same work: after
/// the turn's events (the scenario's statements), around the display-link callbacks, around the
/// commit, and at the end of the turn. Model limits: the phases before event dispatch
/// (`afterUpdateScheduled`, `beforeEventDispatch`) and the low-latency group are not modelled.
public final class UIUpdateLink {
    /// The standard phases the simulator runs, in UIKit's order.
    public enum Phase: String, CaseIterable, Sendable {
        case afterEventDispatch, beforeCADisplayLinkDispatch, afterCADisplayLinkDispatch
        case beforeCATransactionCommit, afterCATransactionCommit, afterUpdateComplete
    }

    /// What an action learns about the update (UIUpdateInfo), in seconds.
    public struct Info: Equatable, Sendable {
        /// The VSync the update is for.
        public var modelTime: Double
        /// When the update's work must be done: the next VSync.
        public var completionDeadlineTime: Double
        /// When its frame is expected on screen (two VSyncs after the update, double buffered).
        public var estimatedPresentationTime: Double
    }

    let context: SimulationContext
    /// The view whose window's updates it follows.
    public weak var view: UIView?
    /// The name the trace uses.
    public var traceName: String
    /// Off until enabled. UIUpdateLink.h: "It's required to enable the Update Link for it to have
    /// effect and for its actions to be invoked", as WWDC 2024 code does; the `isEnabled` page says
    /// true by default, so lessons set it in their code rather than rely on either reading.
    public var isEnabled = false {
        didSet { if isEnabled { context.render.addUpdateLink(self) } }
    }
    /// When true, the link asks for an update every frame of its rate; when false its actions run
    /// only in updates something else asked for (Docs `requiresContinuousUpdates`).
    public var requiresContinuousUpdates = false
    /// The rates it allows for the updates it asks for (fact 75's choice).
    public var preferredFrameRateRange = CAFrameRateRange.default
    private var actions: [(phase: Phase, body: (UIUpdateLink, Info) throws -> Void)] = []
    private var nextFrame = 0
    /// Whether this turn's update runs the link's actions (decided once per turn).
    var runsThisTurn = false

    public init(_ simulation: Simulation, view: UIView) {
        context = simulation.context
        self.view = view
        traceName = context.defaultName(for: "UIUpdateLink")
    }

    /// Adds an action for `phase`.
    public func addAction(to phase: Phase, handler: @escaping (UIUpdateLink, Info) throws -> Void) {
        actions.append((phase, handler))
    }

    /// Enabled, and its view is in a window (Docs `isActive`).
    public var isActive: Bool { isEnabled && view?.window != nil }

    /// The rate of the updates it asks for.
    public var frameRate: Int {
        CAFrameRateRange.chosenRate(
            preferredFrameRateRange, displayRate: context.clock.refreshRate,
            allowsHighRates: context.render.display.disablesMinimumFrameDurationOnPhone)
    }

    /// Whether it asks for an update in `frame`.
    func wantsUpdate(frame: Int) -> Bool { isActive && requiresContinuousUpdates && frame >= nextFrame }

    /// Decides at the start of a turn whether its actions run: an update is happening anyway
    /// (`updating`), or it asks for one itself.
    func beginTurn(frame: Int, updating: Bool) {
        let own = wantsUpdate(frame: frame)
        runsThisTurn = isActive && (updating || own)
        if own {
            let step = max(1, context.clock.refreshRate / max(1, frameRate))
            nextFrame = (frame / step + 1) * step
        }
    }

    /// Runs the actions of `phase`, if this turn's update includes the link.
    func run(_ phase: Phase, cause: Cause) throws {
        guard runsThisTurn else { return }
        let frameMs = context.clock.frameDuration
        let vsync = Double(context.clock.frame) * frameMs
        let info = Info(
            modelTime: vsync / 1000, completionDeadlineTime: (vsync + frameMs) / 1000,
            estimatedPresentationTime: (vsync + 2 * frameMs) / 1000)
        for action in actions where action.phase == phase {
            try context.trace.call(
                level: .uikit, receiver: traceName, method: "action", cause: cause, reason: phase.rawValue
            ) { _ in try action.body(self, info) }
        }
    }
}
