// UIKit's interruptible animator: animations that can be paused, scrubbed, reversed, stopped.
import Foundation

/// `UIViewPropertyAnimator` (Docs UIViewPropertyAnimator, UIViewAnimating; fact 68).
///
/// Its animation blocks run when it first becomes active (`startAnimation()`,
/// `pauseAnimation()`, or `fractionComplete` set on an inactive animator): the model values
/// change at once, as in `UIView.animate`, and the render server moves the presentation along
/// the animator's own timeline, which begins on the VSync after the commit that carries the
/// animations. The timeline is a linear fraction (`fractionComplete`) that runs forward or back
/// (`isReversed`) while running and holds still while paused; the curve maps it to the share of
/// the change shown. Model assumption: a pause, a resume, a new fraction or a reversal takes
/// effect at the moment of the call (Core Animation would receive the changed timing with the
/// next commit, less than a frame later).
public final class UIViewPropertyAnimator {
    /// UIViewAnimatingState.
    public enum State: String, CaseIterable, Sendable {
        case inactive, active, stopped
    }

    /// UIViewAnimatingPosition: where the completion found the animation.
    public enum Position: String, CaseIterable, Sendable {
        case end, start, current
    }

    let context: SimulationContext
    /// The name the trace uses.
    public var traceName: String
    /// The duration of the main animations (seconds).
    public let duration: Double
    /// The timing curve.
    public let curve: TimingCurve
    /// Docs `scrubsLinearly`: a paused animation whose fraction was set shows it linearly.
    public var scrubsLinearly = true
    public private(set) var state: State = .inactive

    private var blocks: [() throws -> Void] = []
    private var completions: [(Position) throws -> Void] = []
    private var running = false
    private var reversed = false
    /// The linear fraction at the start of the running segment (or now, while paused).
    private var fractionAtAnchor = 0.0
    /// Render time (ms) at which the running segment started; nil while paused, or while the
    /// commit that carries the first animations has still to reach the render server.
    private var anchor: Double?
    /// `startAnimation(afterDelay:)`'s wait (ms), part of the first running segment only.
    private var delayMs = 0.0
    /// Whether a commit has sent the animations (the timeline has begun on the render server).
    private var committed = false
    /// Whether the fraction was set while paused, so the values follow it linearly.
    private var scrubbing = false
    /// Seq of the call that started the animator running.
    private var startSeq: Int?

    /// An animator of `duration` seconds with `curve`, holding `animations` until it starts.
    public init(
        _ simulation: Simulation, duration: Double, curve: TimingCurve, animations: (() throws -> Void)?
    ) {
        context = simulation.context
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.curve = curve
        if let animations { blocks.append(animations) }
        traceName = context.defaultName(for: "UIViewPropertyAnimator")
    }

    private var durationMs: Double { duration * 1000 }

    /// Whether the animator is active and not paused (Docs `isRunning`).
    public var isRunning: Bool { state == .active && running }

    /// Whether the animations run back to their start values (Docs `isReversed`).
    public var isReversed: Bool { reversed }

    /// Reverses the direction; a running animator turns round where it is now.
    public func setReversed(_ flag: Bool) {
        guard flag != reversed else { return }
        record("setReversed", text: flag ? "true" : "false")
        guard state != .stopped else { return }  // Docs: changes may be ignored once stopped.
        rebase()
        reversed = flag
    }

    /// The linear fraction of the timeline reached now (Docs `fractionComplete`).
    public var fractionComplete: Double { linearFraction(at: context.clock.now) }

    /// Docs: "You can update the value of this property only while the animator is paused.
    /// Changing the value of this property on an inactive animator moves it to the active state."
    public func setFractionComplete(_ value: Double) throws {
        let fraction = value.isFinite ? min(1, max(0, value)) : 0
        let seq = record("setFractionComplete", text: UIView.format(CGFloat(fraction)))
        switch state {
        case .inactive:
            try activate(running: false, cause: seq)
        case .active where running:
            return
        case .stopped:
            return
        default:
            break
        }
        context.render.catchUpAnimationFrames()
        fractionAtAnchor = fraction
        scrubbing = true
        context.transaction.touch(cause: context.currentCause)
    }

    // MARK: Control

    /// Starts (or resumes) the animations.
    public func startAnimation() throws {
        try start(afterDelay: 0, method: "startAnimation")
    }

    /// Starts the animations after `delay` seconds.
    public func startAnimation(afterDelay delay: Double) throws {
        guard delay.isFinite, delay >= 0 else {
            throw SimulatedException.internalInconsistency("The delay should be greater than or equal to zero.")
        }
        try start(afterDelay: delay, method: "startAnimation(afterDelay:)")
    }

    private func start(afterDelay delay: Double, method: String) throws {
        let seq = record(method, text: delay > 0 ? "delay \(UIView.format(CGFloat(delay))) s" : nil)
        switch state {
        case .stopped:
            // Docs UIViewAnimatingState.stopped: "An animation cannot be started while in this state."
            throw SimulatedException.internalInconsistency(
                "An animator (\(traceName)) cannot be started while it is stopped: call finishAnimation(at:) first.")
        case .inactive:
            startSeq = seq
            delayMs = delay * 1000
            try activate(running: true, cause: seq)
        case .active:
            guard !running else { return }
            context.render.catchUpAnimationFrames()
            running = true
            scrubbing = false
            delayMs = 0
            anchor = committed ? context.clock.now : nil
            startSeq = seq
            context.transaction.touch(cause: context.currentCause)
        }
        context.render.needFrameWork()
    }

    /// Pauses a running animator; an inactive one becomes active, paused at its start.
    public func pauseAnimation() throws {
        let seq = record("pauseAnimation")
        switch state {
        case .inactive:
            try activate(running: false, cause: seq)
        case .active where running:
            rebase()
            running = false
            anchor = nil
            delayMs = 0
            context.transaction.touch(cause: context.currentCause)
        default:
            break
        }
    }

    /// Stops the animations where they are: the animated properties take their current values.
    /// `true` leaves the animator inactive without completions; `false` leaves it stopped, for
    /// `finishAnimation(at:)` (Docs `stopAnimation(_:)`).
    public func stopAnimation(_ withoutFinishing: Bool) {
        record("stopAnimation", text: withoutFinishing ? "withoutFinishing: true" : "withoutFinishing: false")
        guard state == .active else { return }
        context.render.catchUpAnimationFrames()
        let now = context.clock.now
        for animation in context.render.animations where animation.animator === self {
            let current = animation.values(at: now) ?? animation.from
            apply(current, toLayer: animation.layer)
        }
        removeAnimations()
        running = false
        anchor = nil
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { context.render.animators.removeAll { $0 === self } }
    }

    /// Ends a stopped animator: the properties take the values at `position`, then the
    /// completions run with it (Docs `finishAnimation(at:)`, "a programmer error" unless stopped).
    public func finishAnimation(at position: Position) throws {
        let seq = record("finishAnimation", text: "at: ." + position.rawValue)
        guard state == .stopped else {
            throw SimulatedException.internalInconsistency(
                "finishAnimationAtPosition: should only be called on a stopped animator!")
        }
        for (layer, values) in stoppedEnds {
            switch position {
            case .end: apply(values.to, toLayer: layer)
            case .start: apply(values.from, toLayer: layer)
            case .current: break
            }
        }
        try complete(at: position, cause: .event(seq))
    }

    /// Adds animations. Inactive: they run with the others when it starts. Active: they run
    /// from the current values for the remaining time, `(1 - fractionComplete) × duration`
    /// (Docs `duration`).
    public func addAnimations(_ animations: @escaping () throws -> Void) throws {
        let seq = record("addAnimations")
        switch state {
        case .inactive:
            blocks.append(animations)
        case .active:
            context.render.catchUpAnimationFrames()
            try capture(animations, cause: seq, startFraction: linearFraction(at: context.clock.now))
        case .stopped:
            return
        }
    }

    /// Adds a completion; it gets the position the animations finished at.
    public func addCompletion(_ completion: @escaping (Position) throws -> Void) {
        record("addCompletion")
        completions.append(completion)
    }

    // MARK: Timeline

    /// The linear fraction at render time `time`.
    func linearFraction(at time: Double) -> Double {
        guard running, let anchor else { return fractionAtAnchor }
        let elapsed = durationMs > 0 ? max(0, time - anchor - delayMs) / durationMs : (time >= anchor + delayMs ? 1 : 0)
        return min(1, max(0, fractionAtAnchor + (reversed ? -elapsed : elapsed)))
    }

    /// The share of the change an animation added at fraction `start` shows at `time`.
    func progress(at time: Double, from start: Double) -> Double {
        let p = linearFraction(at: time)
        let local = start >= 1 ? 1 : min(1, max(0, (p - start) / (1 - start)))
        return scrubbing && scrubsLinearly ? local : curve.value(at: local)
    }

    /// Where the running segment starts in render time (nil while paused or uncommitted).
    var segmentStart: Double? { running ? anchor : nil }

    /// Where the running segment reaches its end (fraction 1, or 0 reversed).
    var segmentEnd: Double? {
        guard running, let anchor else { return nil }
        let remaining = reversed ? fractionAtAnchor : 1 - fractionAtAnchor
        return anchor + delayMs + remaining * durationMs
    }

    /// The commit carrying the animations reached the render server; the timeline starts at `time`.
    func didCommit(at time: Double) {
        committed = true
        if running, anchor == nil { anchor = time }
    }

    /// Restarts the segment from now at the fraction reached (before a change of course).
    private func rebase() {
        context.render.catchUpAnimationFrames()
        let now = context.clock.now
        fractionAtAnchor = linearFraction(at: now)
        if running, anchor != nil { anchor = now }
        delayMs = 0
    }

    // MARK: Ending

    /// The running animator reached its end and the frame showing it has been presented: the
    /// model takes the values of that end and the completions run (fact 55's timing).
    func finishNaturally(cause: Cause) throws {
        let position: Position = reversed ? .start : .end
        if reversed {
            for animation in context.render.animations where animation.animator === self {
                apply(animation.from, toLayer: animation.layer)
            }
        }
        removeAnimations()
        running = false
        anchor = nil
        try complete(at: position, cause: startSeq.map { .event($0) } ?? cause)
    }

    private func complete(at position: Position, cause: Cause) throws {
        state = .inactive
        context.render.animators.removeAll { $0 === self }
        stoppedEnds = []
        let handlers = completions
        completions = []
        for handler in handlers {
            try context.trace.call(
                level: .uikit, receiver: traceName, method: "completion", cause: cause, reason: position.rawValue,
                text: "." + position.rawValue
            ) { _ in try handler(position) }
        }
    }

    /// The start and end values of the animations a `stopAnimation(false)` removed, by layer,
    /// for `finishAnimation(at:)`.
    private var stoppedEnds: [(CALayer, (from: AnimatedValues, to: AnimatedValues))] = []

    private func removeAnimations() {
        var ends: [(CALayer, (from: AnimatedValues, to: AnimatedValues))] = []
        for animation in context.render.animations where animation.animator === self {
            if let layer = layers[animation.layer] { ends.append((layer, (animation.from, animation.to))) }
        }
        stoppedEnds = ends
        context.render.animations.removeAll { $0.animator === self }
        context.transaction.touch(cause: context.currentCause)
    }

    // MARK: Animations

    /// The layers this animator animates, by serial.
    private var layers: [Int: CALayer] = [:]

    /// Runs the held blocks: the animator becomes active, running or paused.
    private func activate(running run: Bool, cause seq: Int) throws {
        state = .active
        running = run
        committed = false
        anchor = nil
        fractionAtAnchor = 0
        scrubbing = false
        context.render.animators.append(self)
        let pending = blocks
        blocks = []
        for block in pending { try capture(block, cause: seq, startFraction: 0) }
        context.render.needFrameWork()
    }

    /// Runs `block`, turning the changes it makes to views into animations on this timeline.
    private func capture(_ block: () throws -> Void, cause: Int, startFraction: Double) throws {
        let render = context.render
        let changes = try UIView.capturingChanges(context, cause: cause, block)
        for (layer, change) in changes {
            let from = render.startValues(of: layer, change)
            layers[layer.render.serial] = layer
            let seq = context.trace.record(
                level: .calayer, receiver: layer.traceName, method: "addAnimation", cause: .event(cause),
                reason: "propertyAnimator",
                text: "\(traceName), \(UIView.format(CGFloat(duration * (1 - startFraction)))) s")
            var animation = LayerAnimation(
                layer: layer.render.serial, name: layer.ownerName, from: from, to: change.to, beginTime: nil,
                delay: 0, duration: durationMs, curve: curve, group: nil, seq: seq)
            animation.animator = self
            animation.animatorStart = startFraction
            render.animations.append(animation)
        }
    }

    /// Sets a layer's model values (the view's, for a view's layer) to `values`.
    private func apply(_ values: AnimatedValues, toLayer serial: Int) {
        guard let layer = layers[serial] else { return }
        apply(values, toLayer: layer)
    }

    private func apply(_ values: AnimatedValues, toLayer layer: CALayer) {
        if let view = layer.delegate {
            if let frame = values.frame, frame != view.frame { view.frame = frame }
            if let opacity = values.opacity, CGFloat(opacity) != view.alpha { view.alpha = CGFloat(opacity) }
            if let color = values.backgroundColor, view.backgroundColor?.rgba != color {
                view.backgroundColor = UIColor(
                    red: Double(color.r) / 255, green: Double(color.g) / 255, blue: Double(color.b) / 255,
                    alpha: Double(color.a) / 255)
            }
        } else {
            if let frame = values.frame, frame != layer.frame { layer.frame = frame }
            if let opacity = values.opacity, Float(opacity) != layer.opacity { layer.opacity = Float(opacity) }
        }
        if let radius = values.cornerRadius, radius != layer.cornerRadius { layer.cornerRadius = radius }
    }

    @discardableResult
    private func record(_ method: String, text: String? = nil) -> Int {
        context.trace.record(
            level: .uikit, receiver: traceName, method: method, cause: context.currentCause, reason: "explicit",
            text: text)
    }
}
