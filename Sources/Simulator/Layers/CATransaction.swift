// Core Animation's transaction: implicit on the first change of a turn, committed at BeforeWaiting.
import Foundation

/// The simulation's Core Animation transaction (fact 1). The first change to a view or layer
/// opens an implicit transaction; the run loop's Core Animation observer commits it when the
/// turn reaches BeforeWaiting (fact 2). `begin()`/`commit()` make explicit ones.
///
/// The commit runs its phases in order (fact 3): update constraints (when an Auto Layout pass is
/// pending), layout, display, prepare, then encode and send to the render server. Each is a
/// separate function so the render model can take over the later ones.
public final class CATransaction {
    private unowned let context: SimulationContext
    /// Whether a transaction (implicit or explicit) is open.
    public private(set) var isOpen = false
    /// What opened the current transaction: the first change of the turn.
    public private(set) var openedBy: Cause = .none
    /// Nesting depth of explicit `begin()` calls.
    public private(set) var explicitDepth = 0
    private var explicitRoot = false
    /// The action settings of each open level: the implicit transaction's first, then one per
    /// explicit `begin()`. A nested level starts with its parent's settings (Core Animation
    /// looks values up the transaction stack) and drops its own at its `commit()`.
    private var settingsStack: [ActionSettings] = [ActionSettings()]
    /// Each open level's completion block (fact 72), with the number of animations added before
    /// it was set: it waits for the ones added after.
    private var completionStack: [(completion: TransactionCompletion, after: Int)?] = [nil]
    /// Completion blocks of the levels the commit running now closes.
    private var closingCompletions: [(completion: TransactionCompletion, after: Int)] = []

    /// Sets the block to run when every animation added to the current transaction from now on
    /// has finished (CATransaction.h `completionBlock`; fact 72).
    public func setCompletionBlock(_ block: (() throws -> Void)?) {
        let seq = context.trace.record(
            level: .calayer, receiver: "CATransaction", method: "setCompletionBlock", cause: context.currentCause,
            reason: "explicit", text: block == nil ? "nil" : nil)
        openIfNeeded()
        completionStack[completionStack.count - 1] = block.map {
            (TransactionCompletion(block: $0, seq: seq), context.render.animationCount)
        }
    }

    /// `setDisableActions(_:)` and `setAnimationDuration(_:)` (fact 52).
    public struct ActionSettings: Equatable, Sendable {
        /// Whether property changes made now run no implicit animation.
        public var disableActions = false
        /// The implicit animations' duration in seconds (Core Animation's default 0.25).
        public var animationDuration: Double = 0.25
    }

    /// The settings in force for changes made now.
    public var actionSettings: ActionSettings { settingsStack.last ?? ActionSettings() }

    /// Disables (or enables) implicit animations for changes made in the current transaction.
    public func setDisableActions(_ flag: Bool) {
        context.trace.record(
            level: .calayer, receiver: "CATransaction", method: "setDisableActions", cause: context.currentCause,
            reason: "explicit", text: flag ? "true" : "false")
        openIfNeeded()
        settingsStack[settingsStack.count - 1].disableActions = flag
    }

    /// Sets the duration, in seconds, of implicit animations for changes made in the current transaction.
    public func setAnimationDuration(_ seconds: Double) {
        context.trace.record(
            level: .calayer, receiver: "CATransaction", method: "setAnimationDuration", cause: context.currentCause,
            reason: "explicit", text: UIView.format(CGFloat(seconds)) + " s")
        openIfNeeded()
        settingsStack[settingsStack.count - 1].animationDuration = seconds.isFinite ? max(0, seconds) : 0.25
    }

    /// Setting a value outside any transaction opens the implicit one, as any change does.
    private func openIfNeeded() {
        if !isOpen { touch(cause: context.currentCause) }
    }

    init(context: SimulationContext) {
        self.context = context
    }

    /// Opens the implicit transaction if none is open (any change to a view or layer).
    func touch(cause: Cause) {
        guard !isOpen else { return }
        isOpen = true
        openedBy = cause
        explicitRoot = false
    }

    /// Begins an explicit transaction; nested inside an open one it only nests.
    public func begin() {
        let seq = context.trace.record(
            level: .calayer, receiver: "CATransaction", method: "begin", cause: context.currentCause, reason: "explicit"
        )
        explicitDepth += 1
        settingsStack.append(actionSettings)
        completionStack.append(nil)
        if !isOpen {
            isOpen = true
            openedBy = .event(seq)
            explicitRoot = true
        }
    }

    /// Ends an explicit transaction; the outermost one that opened the transaction commits now.
    /// Without a matching `begin()` it does nothing.
    public func commit() throws {
        guard explicitDepth > 0 else { return }
        explicitDepth -= 1
        if settingsStack.count > 1 { settingsStack.removeLast() }
        let closing = completionStack.count > 1 ? completionStack.removeLast() : nil
        if explicitDepth == 0 && explicitRoot {
            if let closing { closingCompletions.append(closing) }
            try commitNow(cause: context.currentCause, reason: "explicit")
        } else if let closing {
            // A nested level's block waits for what it added; the outer commit sends them.
            closing.completion.members = context.render.animationNumbers(after: closing.after)
            context.render.transactionCompletions.append(closing.completion)
        }
    }

    /// Commits the implicit transaction now, if one is open and no explicit one is.
    public func flush() throws {
        guard isOpen, explicitDepth == 0 else { return }
        try commitNow(cause: context.currentCause, reason: "flush")
    }

    /// Drops the open transaction after an exception ended the turn.
    func abandon() {
        isOpen = false
        explicitDepth = 0
        explicitRoot = false
        openedBy = .none
        settingsStack = [ActionSettings()]
        completionStack = [nil]
        closingCompletions = []
    }

    /// The Core Animation run-loop observer's commit (fact 2).
    func commitFromRunLoop() throws {
        guard isOpen, explicitDepth == 0 else { return }
        try commitNow(cause: openedBy, reason: "implicit")
    }

    /// Runs the commit and its phases.
    func commitNow(cause: Cause, reason: String) throws {
        isOpen = false
        explicitRoot = false
        openedBy = .none
        let savedPhase = context.phase
        context.phase = .commit
        defer { context.phase = savedPhase }
        try context.trace.call(
            level: .calayer, receiver: "CATransaction", method: "commit", cause: cause, reason: reason
        ) { seq in
            context.trace.setDirtySets(collectDirtySets(), of: seq)
            context.spend(context.costs.commit)
            for window in context.liveWindows {
                try updateConstraintsPhase(window, cause: .event(seq))
                try layoutPhase(window, cause: .event(seq))
                try displayPhase(window, cause: .event(seq))
                preparePhase(window, cause: .event(seq))
            }
            sendToRenderServer(cause: .event(seq))
        }
        try finishCompletions()
        // Changes made during layout were part of this commit; anything still dirty (a change
        // from a draw, say) keeps a transaction open for the next turn. A constraint changed
        // after the layout phase is solved now, so its superview's mark is seen (fact 9).
        context.syncEngines()
        // The implicit transaction's settings end with it.
        if explicitDepth == 0 { settingsStack = [ActionSettings()] }
        // Property changes made during the commit (frames set by layout) were encoded with it:
        // they do not open the next transaction.
        isOpen = false
        openedBy = .none
        if context.liveWindows.contains(where: { Self.hasPendingWork($0) }) {
            isOpen = true
            openedBy = cause
        }
    }

    /// The completion blocks of the levels this commit closed: each waits for the animations
    /// added after it was set (their begin times are known now), or runs at once when there
    /// are none (CATransaction.h `completionBlock`).
    private func finishCompletions() throws {
        var closing = closingCompletions
        closingCompletions = []
        if explicitDepth == 0, let implicit = completionStack[0] {
            closing.append(implicit)
            completionStack[0] = nil
        }
        let render = context.render
        for (completion, after) in closing {
            completion.members = render.animationNumbers(after: after)
            if completion.members.isEmpty {
                try context.trace.call(
                    level: .uikit, receiver: "CATransaction", method: "completionBlock", cause: .event(completion.seq),
                    reason: "noAnimations"
                ) { _ in try completion.block() }
            } else {
                render.noteEnds(of: completion)
                render.transactionCompletions.append(completion)
                render.needFrameWork()
            }
        }
    }

    /// The update-constraints phase: only when the window uses Auto Layout (fact 13).
    func updateConstraintsPhase(_ window: UIWindow, cause: Cause) throws {
        guard window.isUsingAutoLayout, window.updateConstraintsFlag || window.descendantNeedsUpdateConstraints else {
            return
        }
        try context.withPhase(.updateConstraints) {
            try UpdateConstraintsPass(context: context).run(from: window, cause: cause)
        }
    }

    /// The layout phase: top-down over dirty layers (fact 17).
    func layoutPhase(_ window: UIWindow, cause: Cause) throws {
        // Constraint changes made while updating constraints mark their superviews first (fact 9).
        window.engineIfCreated?.sync()
        guard window.layer.layoutFlag || window.layer.descendantNeedsLayout else { return }
        try context.withPhase(.layout) { try LayoutPass(context: context).run(from: window.layer, cause: cause) }
    }

    /// The display phase: top-down over layers needing display (fact 29).
    func displayPhase(_ window: UIWindow, cause: Cause) throws {
        guard window.layer.displayFlag || window.layer.descendantNeedsDisplay else { return }
        try context.withPhase(.display) { try DisplayPass(context: context).run(from: window.layer, cause: cause) }
    }

    /// The prepare phase: compressed images shown for the first time are decoded before sending
    /// (fact 3, TT10856). A renderer's image is already a bitmap and is not decoded; a decoded
    /// image keeps its buffer, so showing it again, elsewhere or after a move, decodes nothing
    /// (WWDC 2018-219 "Image and Graphics Best Practices").
    func preparePhase(_ window: UIWindow, cause: Cause) {
        context.withPhase(.prepare) {
            var stack: [CALayer] = [window.layer]
            while let layer = stack.popLast() {
                if let image = layer.contents, case .compressed(let format, let serial) = image.origin,
                    context.decodedImages.insert(serial).inserted
                {
                    let (w, h) = image.pixelSize
                    context.trace.record(
                        level: .calayer, receiver: layer.traceName, method: "decodeImage", cause: cause,
                        reason: "firstDisplay", text: "\(w)×\(h) px \(format.rawValue)")
                    context.spend(Double(w) * Double(h) * 4 / 1_000_000 * context.costs.decodePerMegabyte)
                    context.decodedImageBytes += w * h * 4
                }
                stack.append(contentsOf: layer.sublayers.reversed())
            }
        }
    }

    /// Encodes the layer tree and sends it to the render server (fact 3, TT10856).
    func sendToRenderServer(cause: Cause) {
        context.withPhase(.commit) {
            var layers = 0
            for window in context.liveWindows {
                var stack: [CALayer] = [window.layer]
                while let layer = stack.popLast() {
                    layers += 1
                    stack.append(contentsOf: layer.sublayers)
                }
            }
            // A commit that changed no layer and added no animation still runs, but gives the
            // render server nothing to render: no frame follows it (fact 58).
            let unchanged = context.render.hasNothingToRender
            let seq = context.trace.record(
                level: .calayer, receiver: "CATransaction", method: "encodeAndSend", cause: cause, reason: "commit",
                text: "\(layers) layers" + (unchanged ? ", none changed: no frame to render" : ""))
            context.spend(Double(layers) * context.costs.encodeLayer)
            context.render.send(cause: seq)
        }
    }

    /// The views (by trace name) dirty for each flag right now, in tree order.
    func collectDirtySets() -> DirtySets {
        var sets = DirtySets()
        for window in context.liveWindows {
            // A window that never used Auto Layout has no update-constraints work: UIView.h,
            // `requiresConstraintBasedLayout`, "constraint-based layout engages lazily when
            // someone tries to use it". Its views' flags wait for that and are not listed.
            let constraints = window.isUsingAutoLayout
            if constraints, window.updateConstraintsFlag { sets.needsUpdateConstraints.append(window.traceName) }
            collect(layer: window.layer, constraints: constraints, into: &sets)
        }
        return sets
    }

    private func collect(layer: CALayer, constraints: Bool, into sets: inout DirtySets) {
        // The owner's name is read once for both sets: it loads and retains the view.
        if layer.layoutFlag || layer.displayFlag {
            let name = layer.ownerName
            if layer.layoutFlag { sets.needsLayout.append(name) }
            if layer.displayFlag { sets.needsDisplay.append(name) }
        }
        for sublayer in layer.sublayers {
            if constraints, let view = sublayer.delegate {
                if view.updateConstraintsFlag { sets.needsUpdateConstraints.append(view.traceName) }
            }
            collect(layer: sublayer, constraints: constraints, into: &sets)
        }
    }

    /// Whether anything in `window` still needs a pass.
    static func hasPendingWork(_ window: UIWindow) -> Bool {
        let layer = window.layer
        return layer.layoutFlag || layer.descendantNeedsLayout
            || (window.isUsingAutoLayout && (window.updateConstraintsFlag || window.descendantNeedsUpdateConstraints))
    }
}
