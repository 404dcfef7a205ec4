// The render side of one simulation: encodes commits for the render server, runs the
// animations, display links and scrolls of each frame, and writes the render server's
// events into the trace in time order.
import Foundation

/// Connects a simulation's commits to its ``RenderServer`` and ``Display``.
///
/// The render server's events (VSync, render prepare, render execute, present) are written
/// into the trace when the frame can no longer change — when the run loop's clock reaches the
/// VSync its render starts on — each stamped with its own simulated time.
final class RenderSystem {
    unowned let context: SimulationContext
    /// The screen.
    let display: Display
    /// The render server.
    let server: RenderServer
    /// Per-pixel cost of drawing in `draw(_:)` (ms per point painted): a full-screen fill ≈ 6.6 ms.
    var drawCostPerPixel = 0.00002

    /// When the current frame's main-thread work began: the VSync the run loop last woke on.
    ///
    /// Scenario statements before `runOnce()` are that turn's event handling, so they count.
    private var frameBegan = 0.0
    private var serials = 0
    private var emitted = 0
    private var processedVSync = 0
    /// The last committed tree, with model values; animation frames re-render it with presentation values.
    private var committedTree: RenderTree?
    /// Model values at the last commit, by layer serial (implicit animations compare with them).
    private var lastCommitted: [Int: AnimatedValues] = [:]
    /// Running and pending (not yet committed) animations.
    var animations: [LayerAnimation] = []
    /// `UIView.animate` groups whose completion has not run.
    var groups: [AnimationGroup] = []
    /// Property animators that are active or stopped.
    var animators: [UIViewPropertyAnimator] = []
    /// `CATransaction.setCompletionBlock` blocks waiting for their animations (fact 72).
    var transactionCompletions: [TransactionCompletion] = []
    /// Animations added so far (each gets the next number).
    private(set) var animationCount = 0
    /// Nesting depth of `UIView.animate` blocks running now.
    var animationBlockDepth = 0
    /// Depth of `UIView.performWithoutAnimation` blocks: animations inside are not animated.
    var animationsDisabledDepth = 0
    /// Values that a `performWithoutAnimation` block inside an animation block set, by layer:
    /// the enclosing block does not animate them.
    var unanimatedValues: [ObjectIdentifier: AnimatedValues] = [:]
    /// Display links added to the run loop.
    var displayLinks: [CADisplayLink] = []
    /// Enabled update links (fact 77).
    var updateLinks: [UIUpdateLink] = []
    private var updateObserversInstalled = false
    /// Explicit animations whose delegate has still to hear of their start or end (fact 84).
    var animationDelegates: [AnimationDelegateWatch] = []
    /// Animations removed or replaced before their end, whose delegates hear
    /// `animationDidStop(_:finished: false)` in the next frame's work (fact 84).
    var interruptedAnimations: [AnimationDelegateWatch] = []
    /// Scroll views scrolling frame by frame.
    var scrollers: [UIScrollView] = []
    /// Scroll views whose indicators are shown, until they fade (fact 82).
    private var shownIndicators: [WeakBox<UIScrollView>] = []
    /// The main run loop, where the per-frame observer is installed when first needed.
    weak var runLoop: MainRunLoop?
    private var frameObserverInstalled = false

    init(context: SimulationContext) {
        self.context = context
        display = Display(refreshRate: context.clock.refreshRate)
        server = RenderServer(display: display)
        server.chargeFrame = { [unowned context] in context.budget.charge(ResourceBudget.bytesPerFrame) }
        server.budget = { [unowned context] in context.budget }
        server.costFactor = { [unowned context] in
            RenderSystem.costFactor(
                context,
                "render prepare and execute priced by RenderCostModel's figures (per layer, pixel, blended pixel, offscreen pass)"
            )
        }
    }

    /// What the model's cost figures are multiplied by in this run: 1, or 2 in a run that takes
    /// the other choice at cost figures (`ModelChoice.Kind.costFigure`). Records the choice.
    static func costFactor(_ context: SimulationContext, _ what: String) -> Double {
        context.choose(.costFigure, what, source: "the model's assumption; Apple publishes no figure") ? 2 : 1
    }

    /// Adds a running or pending animation; returns its number.
    @discardableResult
    func add(_ animation: LayerAnimation) -> Int {
        animationCount += 1
        var numbered = animation
        numbered.number = animationCount
        animations.append(numbered)
        return animationCount
    }

    /// The numbers of the animations still held that were added after number `after`.
    func animationNumbers(after: Int) -> [Int] {
        animations.filter { $0.number > after }.map(\.number)
    }

    /// The layer's serial, given now if it has none yet.
    func serialIfNeeded(_ layer: CALayer) -> Int {
        if layer.render.serial == 0 { layer.render.serial = nextSerial() }
        return layer.render.serial
    }

    /// Where the explicit animation under `key` is in `layer`'s list.
    func attachedIndex(of layer: CALayer, key: String) -> Int? {
        layer.render.attached.firstIndex { $0.key == key }
    }

    /// A new layer serial (1, 2, …), in the order layers are first encoded.
    func nextSerial() -> Int {
        serials += 1
        return serials
    }

    // MARK: Commit

    /// The commit's send step: encodes the windows' layer trees and hands them to the render server.
    ///
    /// `cause` is the seq of the commit's encode event.
    func send(cause: Int) {
        if display.frames.isEmpty { display.refreshRate = context.clock.refreshRate }
        guard let window = context.liveWindows.first else { return }
        let unchanged = isUnchanged
        let now = context.clock.now
        let start = display.vsync(atOrAfter: now)
        renderAnimationFrames(through: start - 1)
        let (tree, standalone) = RenderTreeEncoder(nextSerial: nextSerial).encode(window)
        addImplicitAnimations(standalone, beginTime: display.vsyncTime(start))
        var begun = false
        for i in animations.indices where animations[i].beginTime == nil {
            begun = true
            animations[i].beginTime = animations[i].requestedBegin ?? display.vsyncTime(start)
            animations[i].animator?.didCommit(at: display.vsyncTime(start))
            let number = animations[i].number
            if let k = explicitEnds.firstIndex(where: { $0.number == number }) {
                explicitEnds[k].end = animations[i].activeEnd
            }
            if let seq = animations[i].group, let end = animations[i].endTime,
                let group = groups.first(where: { $0.seq == seq })
            {
                group.end = max(group.end ?? end, end)
            }
        }
        committedTree = tree
        // Nothing on screen changes: the render server has nothing to render (a running
        // animation still gets its own frames from `renderAnimationFrames`).
        if unchanged && !begun { return }
        let appStart = min(frameBegan, now)
        server.submit(
            presented(tree, at: display.vsyncTime(start + 1)), commit: cause, appStartMs: appStart, commitEndMs: now,
            cause: cause)
        processedVSync = max(processedVSync, start)
    }

    /// Whether a commit now would give the render server nothing to render: the same layer tree
    /// as the last one and no animation added since (an explicit `add(_:forKey:)` changes no
    /// layer, but its frames render).
    var hasNothingToRender: Bool {
        isUnchanged && !animations.contains { $0.beginTime == nil }
    }

    /// Whether a commit now would send the same layer tree as the last one: no layer changed
    /// since (every layer's cached encoding is still valid, so the window's is).
    var isUnchanged: Bool {
        guard committedTree != nil, let window = context.liveWindows.first else { return false }
        return window.layer.render.encoded != nil
    }

    /// Fact 38: a standalone layer (no view) animates a changed property implicitly for 0.25 s
    /// (or the transaction's `animationDuration`, none with `disableActions`, fact 52);
    /// a view's own layer does not (UIView answers its layer's action request with "no action").
    private func addImplicitAnimations(_ standalone: [CALayer], beginTime: Double) {
        var live: [Int: (CALayer, AnimatedValues)] = [:]
        for layer in standalone { live[layer.render.serial] = (layer, AnimatedValues(of: layer)) }
        var next: [Int: AnimatedValues] = [:]
        for (serial, entry) in live.sorted(by: { $0.key < $1.key }) {
            let (layer, model) = entry
            next[serial] = model
            let settings = layer.render.actionSettings ?? CATransaction.ActionSettings()
            layer.render.actionSettings = nil
            guard layer.delegate == nil, let old = lastCommitted[serial], let change = model.changes(from: old) else {
                continue
            }
            // `CATransaction.setDisableActions(true)`: the change shows at once (fact 52).
            guard !settings.disableActions, settings.animationDuration > 0 else { continue }
            let seconds = settings.animationDuration
            let from =
                presentationValues(serial: serial, at: context.clock.now).map { current -> AnimatedValues in
                    var f = change.from
                    f.merge(current)
                    return f
                } ?? change.from
            let seq = context.trace.record(
                level: .calayer, receiver: layer.traceName, method: "addAnimation", cause: context.currentCause,
                reason: "implicit", text: UIView.format(CGFloat(seconds)) + " s")
            add(
                LayerAnimation(
                    layer: serial, name: layer.traceName, from: from, to: change.to, beginTime: beginTime, delay: 0,
                    duration: seconds * 1000, curve: .easeInOut, group: nil, seq: seq))
        }
        lastCommitted = next
    }

    // MARK: Presentation

    /// The presentation values of layer `serial` at `time`, if an animation moves it then.
    func presentationValues(serial: Int, at time: Double) -> AnimatedValues? {
        var result: AnimatedValues?
        for animation in animations where animation.layer == serial {
            guard let values = animation.values(at: time) else { continue }
            if result == nil { result = AnimatedValues() }
            result?.merge(values)
        }
        return result
    }

    /// Where an animation of `change` on `layer` starts: its old values, or where an animation
    /// already moving the layer has it now (the new one hands over from there).
    func startValues(of layer: CALayer, _ change: (from: AnimatedValues, to: AnimatedValues)) -> AnimatedValues {
        var from = change.from
        if let current = presentationValues(serial: layer.render.serial, at: context.clock.now) {
            var onlyChanged = current
            onlyChanged.keepOnly(change.to)
            from.merge(onlyChanged)
        }
        return from
    }

    /// `tree` with every animated layer at its presentation values for `time`.
    private func presented(_ tree: RenderTree, at time: Double) -> RenderTree {
        let begun = animations.filter { $0.beginTime != nil }
        guard !begun.isEmpty else { return tree }
        var values: [Int: AnimatedValues] = [:]
        for animation in begun {
            guard let v = animation.values(at: time) else { continue }
            values[animation.layer, default: AnimatedValues()].merge(v)
        }
        var out = tree
        func apply(_ layer: inout LayerSnapshot) {
            values[layer.id]?.apply(to: &layer)
            for i in layer.sublayers.indices { apply(&layer.sublayers[i]) }
        }
        apply(&out.root)
        return out
    }

    /// Whether an animation changes what VSync `k`'s render shows (it is shown at VSync k + 1).
    private func animating(atVSync k: Int) -> Bool {
        let shown = display.vsyncTime(k + 1)
        let previous = display.vsyncTime(k)
        return animations.contains { a in
            guard let span = a.movingSpan else { return false }
            return span.start < shown && span.end > previous
        }
    }

    /// Renders the animation-only frames the render server makes on its own, for every VSync
    /// up to `vsync` that no commit rendered on; drops animations that have ended.
    private func renderAnimationFrames(through vsync: Int) {
        guard vsync > processedVSync else { return }
        // Only the VSyncs an animation spans are visited: time may jump far ahead (work(ms:)).
        let begun = animations.compactMap { a in a.movingSpan.map { ($0.start, $0.end) } }
        if let tree = committedTree, let first = begun.map(\.0).min(), let last = begun.map(\.1).max() {
            let from = max(processedVSync + 1, display.vsync(atOrBefore: first) - 1)
            let to = min(vsync, display.vsync(atOrAfter: last))
            if from <= to {
                for k in from...to where animating(atVSync: k) && !hasCommitFrame(atVSync: k) {
                    // Each frame is charged to the budget; past it (or the time limit) the run has
                    // already failed, and no more frames are worth rendering.
                    if context.budget.isExceeded { break }
                    // The frame exists because of the animations: the earliest one running is its cause.
                    let shown = display.vsyncTime(k + 1)
                    let cause = animations.first { a in a.beginTime.map { $0 < shown } ?? false }?.seq
                    server.renderAnimationFrame(presented(tree, at: shown), atVSync: k, cause: cause)
                }
            }
        }
        processedVSync = vsync
        // An animation stays until its end time has passed: `presentation()` reads it until then.
        let now = context.clock.now
        animations.removeAll { a in a.endTime.map { $0 <= now } ?? false }
        // A removed-on-completion explicit animation leaves the layer's list when its stop is
        // reported (`finishExplicitAnimations`), not here.
    }

    /// Renders the animation frames of VSyncs already passed, before an animator changes course
    /// (those frames showed the old course).
    func catchUpAnimationFrames() {
        renderAnimationFrames(through: display.vsync(atOrBefore: context.clock.now))
    }

    /// Whether a frame already renders on VSync `k` (frames are in time order: look from the end).
    private func hasCommitFrame(atVSync k: Int) -> Bool {
        for frame in display.frames.reversed() {
            let start = display.vsync(atOrAfter: frame.renderStartMs)
            if start == k { return true }
            if start < k { return false }
        }
        return false
    }

    // MARK: Frame work on the main thread

    /// Installs the per-frame observer (display links, scrolls, completions) on the run loop,
    /// once, when the first of them appears: a simulation without them keeps UIKit's three
    /// observers only.
    func needFrameWork() {
        guard !frameObserverInstalled, let runLoop else { return }
        frameObserverInstalled = true
        runLoop.addObserver(RenderSystem.frameObserver(context: context))
    }

    /// Remembers a scroll view whose indicators were just shown.
    func noteShownIndicators(_ scrollView: UIScrollView) {
        if !shownIndicators.contains(where: { $0.value === scrollView }) {
            shownIndicators.append(WeakBox(value: scrollView))
        }
    }

    /// At the start of a turn, takes off the indicators that have faded by now (fact 82). The
    /// fade is the render server's work, so it keeps no frame going by itself: a run that stops
    /// sooner still shows them, as the screen would at that time.
    func hideFadedIndicators(cause: Cause) {
        guard !shownIndicators.isEmpty else { return }
        let now = context.clock.now
        let pending = shownIndicators
        shownIndicators = []
        for box in pending {
            guard let scrollView = box.value else { continue }
            if scrollView.hideIndicatorsIfFaded(now: now, cause: cause) { noteShownIndicators(scrollView) }
        }
    }

    /// Whether the run loop has per-frame work for the render model: running display links, scrolls, or `UIView.animate` completions still to come.
    ///
    /// Keeps `runUntilIdle` going while they last. Implicit animations need no main-thread work: the render
    /// server runs them.
    var hasFrameWork: Bool {
        displayLinks.contains { !$0.isPaused } || !scrollers.isEmpty || groups.contains { !$0.isComplete }
            || animators.contains { $0.isRunning } || !transactionCompletions.isEmpty || !explicitEnds.isEmpty
            || updateLinks.contains { $0.wantsUpdate(frame: context.clock.frame) } || !animationDelegates.isEmpty
            || !interruptedAnimations.isEmpty
    }

    /// Whether this frame has work the main thread does every frame: running display links,
    /// scroll steps, or a `UIUpdateLink` asking for an update. Animations the render server plays
    /// alone (`UIView.animate`, property animators, explicit animations) make no UI update; the
    /// simulator only watches for their completions, which are events of their own when due. A
    /// passive `UIUpdateLink` runs in the updates this asks for (Docs requiresContinuousUpdates:
    /// "in response to some kind of event, such as a gesture or layer change").
    /// A `UIView.animate` or property-animator completion due now counts too: the render
    /// server's report that an animation finished reaches the app as an event.
    var hasMainThreadFrameWork: Bool {
        let now = context.clock.now
        return displayLinks.contains { !$0.isPaused } || !scrollers.isEmpty
            || updateLinks.contains { $0.wantsUpdate(frame: context.clock.frame) }
            || groups.contains { hasFinished($0, now: now) } || animators.contains { hasReachedItsEnd($0, now: now) }
    }

    /// Whether the completion of a `UIView.animate` group is due at `now`.
    private func hasFinished(_ group: AnimationGroup, now: Double) -> Bool {
        // Not yet sent: its animations have no begin time.
        if group.isComplete || animations.contains(where: { $0.group == group.seq && $0.beginTime == nil }) {
            return false
        }
        if let end = group.end, !hasPresentedLastFrame(endingAt: end, now: now) { return false }
        return true
    }

    /// Whether a running property animator reached its end and that frame is on screen.
    private func hasReachedItsEnd(_ animator: UIViewPropertyAnimator, now: Double) -> Bool {
        guard animator.isRunning, let end = animator.segmentEnd,
            animator.linearFraction(at: now) == (animator.isReversed ? 0 : 1)
        else { return false }
        return hasPresentedLastFrame(endingAt: end, now: now)
    }

    /// The per-frame work, before the commit (fact 40): completions of finished animations,
    /// scroll steps, then display-link callbacks.
    func runFrameWork(cause: Int) throws {
        let now = context.clock.now
        var finished = groups.filter { hasFinished($0, now: now) }
        // UIKit documents no order among completions due in the same frame, nor among display links.
        if finished.count > 1,
            context.choose(
                .tieBreak, "\(finished.count) animation completions run in the frame in the order the animations began",
                source: "Apple documents no order among completions")
        {
            finished.reverse()
        }
        for group in finished {
            group.isComplete = true
            try context.trace.call(
                level: .uikit, receiver: "UIView", method: "animationCompletion", cause: .event(group.seq),
                reason: "finished"
            ) { _ in try group.completion?(true) }
        }
        groups.removeAll { $0.isComplete }
        // A property animator that reached its end completes once that frame is on screen.
        for animator in animators where hasReachedItsEnd(animator, now: now) {
            try animator.finishNaturally(cause: .event(cause))
        }
        try finishExplicitAnimations(now: now)
        try tellAnimationDelegates(now: now)
        try runTransactionCompletions(now: now)
        for scroller in scrollers { scroller.advanceScroll(cause: .event(cause)) }
        scrollers.removeAll { !$0.isScrolling }
        let frame = context.clock.frame
        var links = displayLinks.filter { !$0.isPaused && $0.isDue(frame: frame) }
        if links.count > 1,
            context.choose(
                .tieBreak,
                "display links \(links.prefix(3).map(\.traceName).joined(separator: ", ")) fire in the order they were added",
                source: "Apple documents no order among display links")
        {
            links.reverse()
        }
        for link in links where !link.isPaused {
            try link.fire(cause: .event(cause))
        }
    }

    /// Explicit animations removed on completion whose stop the app has still to hear of:
    /// number, layer, and end time once a commit has begun them.
    var explicitEnds: [(number: Int, layer: WeakBox<CALayer>, end: Double?, seq: Int)] = []

    /// Takes explicit animations whose last frame has been presented off their layer's list
    /// (`animation(forKey:)` is nil from then on), as Core Animation reports their stop.
    private func finishExplicitAnimations(now: Double) throws {
        var waiting: [(number: Int, layer: WeakBox<CALayer>, end: Double?, seq: Int)] = []
        for entry in explicitEnds {
            guard let layer = entry.layer.value,
                let index = layer.render.attached.firstIndex(where: { $0.number == entry.number })
            else { continue }
            guard let end = entry.end, hasPresentedLastFrame(endingAt: end, now: now) else {
                waiting.append(entry)
                continue
            }
            let attached = layer.render.attached.remove(at: index)
            context.trace.record(
                level: .calayer, receiver: layer.traceName, method: "animationDidStop", cause: .event(entry.seq),
                reason: "finished", text: attached.key.map { "key \"\($0)\"" })
        }
        explicitEnds = waiting
    }

    /// Runs each `CATransaction` completion block whose animations have all ended and been
    /// shown (or been removed).
    private func runTransactionCompletions(now: Double) throws {
        var waiting: [TransactionCompletion] = []
        let pending = transactionCompletions
        transactionCompletions = []
        for completion in pending {
            var done = true
            for number in completion.members {
                guard let animation = animations.first(where: { $0.number == number }) else { continue }
                guard let end = animation.activeEnd else {
                    done = false
                    break
                }
                completion.end = max(completion.end ?? end, end)
            }
            if done, let end = completion.end, !hasPresentedLastFrame(endingAt: end, now: now) { done = false }
            if done {
                try context.trace.call(
                    level: .uikit, receiver: "CATransaction", method: "completionBlock", cause: .event(completion.seq),
                    reason: "animationsFinished"
                ) { _ in try completion.block() }
            } else {
                waiting.append(completion)
            }
        }
        transactionCompletions = waiting + transactionCompletions
    }

    /// Notes the ends of a completion's animations once a commit has begun them.
    func noteEnds(of completion: TransactionCompletion) {
        for number in completion.members {
            if let end = animations.first(where: { $0.number == number })?.activeEnd {
                completion.end = max(completion.end ?? end, end)
            }
        }
    }

    /// Whether the frame that shows an animation's final values (the render on the VSync before
    /// `end`, shown at the first VSync at or after it) has been presented by `now`. UIKit calls a
    /// completion when the render server reports the animation finished, so never before the
    /// screen has shown its last frame; a late (hitched) present delays it too.
    func hasPresentedLastFrame(endingAt end: Double, now: Double) -> Bool {
        let last = display.vsync(atOrAfter: end) - 1
        guard now + 1e-9 >= display.vsyncTime(last + 1) else { return false }
        if let frame = display.frames.last(where: { display.vsync(atOrAfter: $0.renderStartMs) <= last }) {
            return now + 1e-9 >= frame.presentMs
        }
        return true
    }

    // MARK: Trace

    /// Called when the run loop's clock reached a VSync: renders due animation frames and
    /// writes the events of every frame whose render has started into the trace.
    func clockDidAdvance() {
        frameBegan = context.clock.now
        renderAnimationFrames(through: display.vsync(atOrBefore: context.clock.now))
        writeEvents(upTo: context.clock.now)
    }

    /// Writes the events of every scheduled frame, however far in the future (end of a run).
    func flushTrace() {
        // Animations run on the render server to their end without the app.
        if let end = animations.compactMap({ $0.movingSpan?.end }).max() {
            renderAnimationFrames(through: display.vsync(atOrAfter: end))
        }
        writeEvents(upTo: .infinity)
    }

    private func writeEvents(upTo time: Double) {
        while emitted < display.frames.count, display.frames[emitted].renderStartMs <= time + 1e-9 {
            write(display.frames[emitted])
            emitted += 1
        }
    }

    private func write(_ f: FrameRecord) {
        let trace = context.trace
        let origin: Cause = f.cause.map { .event($0) } ?? .none
        let vsync = context.withPhase(.render) {
            trace.record(
                level: .render, receiver: "display", method: "vsync", cause: origin,
                reason: f.commits.isEmpty ? "animation" : "commit",
                text: "VSync \(display.vsync(atOrBefore: f.renderStartMs))",
                at: f.renderStartMs)
        }
        let passes =
            f.offscreenPasses.isEmpty
            ? ""
            : "; offscreen: " + f.offscreenPasses.map { "\($0.layer) \($0.reason.rawValue)" }.joined(separator: ", ")
        let prepare = context.withPhase(.render) {
            trace.record(
                level: .render, receiver: "renderServer", method: "renderPrepare", cause: .event(vsync),
                reason: "frame \(f.number)",
                text: "\(f.layers) layers, \(FrameTimeline.ms(f.renderPrepareMs)) ms", at: f.renderStartMs)
        }
        trace.setEnd(f.renderStartMs + f.renderPrepareMs, of: prepare)
        let execute = context.withPhase(.render) {
            trace.record(
                level: .render, receiver: "renderServer", method: "renderExecute", cause: .event(prepare),
                reason: "frame \(f.number)",
                text: "\(FrameTimeline.ms(f.renderExecuteMs)) ms, \(f.offscreenPasses.count) offscreen passes" + passes,
                at: f.renderEndMs - f.renderExecuteMs)
        }
        trace.setEnd(f.renderEndMs, of: execute)
        let hitch: PresentNote.Hitch?
        switch f.hitchCause {
        case .none: hitch = nil
        case .commit:
            hitch = .commit(hitchMs: FrameTimeline.ms(f.hitchMs), commitEndMs: FrameTimeline.ms(f.commitEndMs))
        case .render: hitch = .render(hitchMs: FrameTimeline.ms(f.hitchMs), renderMs: FrameTimeline.ms(f.renderMs))
        }
        let note = PresentNote(frame: f.number, vsync: f.presentVSync, hitch: hitch).text
        context.withPhase(.present) {
            _ = trace.record(
                level: .render, receiver: "display", method: "present", cause: .event(execute),
                reason: f.isHitch ? "hitch" : "onTime", text: note, at: f.presentMs)
        }
    }
}

extension RenderSystem {
    /// Run-loop order of the render model's per-frame observer: after event handling and
    /// before UIKit's `_beforeCACommitHandler` (1999000) and the commit (fact 40).
    static let frameWorkOrder = 1_000_000

    /// The BeforeWaiting observer that runs display links, scroll steps and animation
    /// completions once per frame.
    static func frameObserver(context: SimulationContext) -> RunLoopObserver {
        RunLoopObserver(
            name: "CADisplayLink", order: frameWorkOrder,
            hasWork: { [unowned context] in context.render.hasFrameWork },
            callback: { [unowned context] seq in try context.render.runFrameWork(cause: seq) })
    }
}

extension RenderSystem {
    /// Keeps an enabled update link and installs the observers of its phases (once).
    func addUpdateLink(_ link: UIUpdateLink) {
        if !updateLinks.contains(where: { $0 === link }) { updateLinks.append(link) }
        needFrameWork()
        guard !updateObserversInstalled, let runLoop else { return }
        updateObserversInstalled = true
        let context = self.context
        let running: () -> Bool = { [unowned context] in context.render.updateLinks.contains { $0.runsThisTurn } }
        func phases(_ list: [UIUpdateLink.Phase], seq: Int, context: SimulationContext) throws {
            for phase in list {
                for link in context.render.updateLinks { try link.run(phase, cause: .event(seq)) }
            }
        }
        // After the turn's events: decide which links this update includes, then their first phases.
        runLoop.addObserver(
            RunLoopObserver(
                name: "UIUpdateLink.afterEventDispatch", order: 900_000,
                hasWork: { [unowned context] in
                    let render = context.render
                    let frame = context.clock.frame
                    let updating = context.transaction.isOpen || render.hasMainThreadFrameWork
                    return render.updateLinks.contains { $0.wantsUpdate(frame: frame) || ($0.isActive && updating) }
                },
                callback: { [unowned context] seq in
                    let render = context.render
                    let updating = context.transaction.isOpen || render.hasMainThreadFrameWork
                    for link in render.updateLinks { link.beginTurn(frame: context.clock.frame, updating: updating) }
                    try phases([.afterEventDispatch, .beforeCADisplayLinkDispatch], seq: seq, context: context)
                }))
        for (name, order, list) in [
            ("afterCADisplayLinkDispatch", 1_100_000, [UIUpdateLink.Phase.afterCADisplayLinkDispatch]),
            ("beforeCATransactionCommit", 1_999_500, [.beforeCATransactionCommit]),
            ("afterCATransactionCommit", 2_000_500, [.afterCATransactionCommit]),
        ] {
            runLoop.addObserver(
                RunLoopObserver(
                    name: "UIUpdateLink." + name, order: order, hasWork: running,
                    callback: { [unowned context] seq in try phases(list, seq: seq, context: context) }))
        }
        runLoop.addObserver(
            RunLoopObserver(
                name: "UIUpdateLink.afterUpdateComplete", order: 2_002_000, hasWork: running,
                callback: { [unowned context] seq in
                    try phases([.afterUpdateComplete], seq: seq, context: context)
                    for link in context.render.updateLinks { link.runsThisTurn = false }
                }))
    }
}
