// CAAnimationDelegate: animationDidStart(_:) and animationDidStop(_:finished:) (fact 84).
import Foundation

/// An explicit animation whose delegate waits to hear of it.
struct AnimationDelegateWatch {
    /// The animation's number in the render system.
    var number: Int
    /// The copy on the layer: the object the delegate is handed (Core Animation copies an
    /// animation when it is added, so it is not the object the app made).
    var animation: CAAnimation
    /// The `addAnimation` event.
    var seq: Int
    var started = false
    /// When it starts moving and when its active duration ends (ms), once a commit began it
    /// (kept here: the render system drops an animation at its end, before the stop is reported).
    var start: Double?
    var end: Double?
}

extension RenderSystem {
    /// Remembers an animation with a delegate, just added under `number`.
    func watchDelegate(of animation: CAAnimation, number: Int, seq: Int) {
        guard animation.delegate != nil else { return }
        animationDelegates.append(AnimationDelegateWatch(number: number, animation: animation, seq: seq))
    }

    /// An animation taken off its layer before its end (removed, replaced under its key): its
    /// delegate hears `finished: false` in the next frame's work.
    func delegateAnimationInterrupted(number: Int) {
        guard let index = animationDelegates.firstIndex(where: { $0.number == number }) else { return }
        interruptedAnimations.append(animationDelegates.remove(at: index))
        needFrameWork()
    }

    /// The frame's delegate calls, in the order Core Animation reports them: starts (once the
    /// commit has begun the animation and its begin time has come), stops of interrupted
    /// animations (`finished: false`), then stops at the end of the active duration once its
    /// last frame is on screen (`finished: true`; also for an animation that stays on the layer
    /// because `isRemovedOnCompletion` is false). Model: each is delivered in the first frame's
    /// work at or after the moment, on the main thread.
    func tellAnimationDelegates(now: Double) throws {
        let interrupted = interruptedAnimations
        interruptedAnimations = []
        for watch in interrupted {
            try call(watch, .animationDidStop, [watch.animation, false], text: "finished false")
        }
        var waiting: [AnimationDelegateWatch] = []
        let watches = animationDelegates
        animationDelegates = []
        for var watch in watches {
            if let running = animations.first(where: { $0.number == watch.number }) {
                if let begin = running.beginTime {
                    watch.start = begin + running.delay
                    watch.end = running.activeEnd
                }
            } else if watch.end == nil {
                continue  // Gone without an interruption (its layer was freed).
            }
            guard let start = watch.start else {
                waiting.append(watch)
                continue
            }
            if !watch.started, start <= now {
                watch.started = true
                try call(watch, .animationDidStart, [watch.animation], text: nil)
            }
            if watch.started, let end = watch.end, hasPresentedLastFrame(endingAt: end, now: now) {
                try call(watch, .animationDidStop, [watch.animation, true], text: "finished true")
                continue
            }
            waiting.append(watch)
        }
        animationDelegates = waiting + animationDelegates
    }

    private func call(_ watch: AnimationDelegateWatch, _ callback: ListCallback, _ arguments: [Any], text: String?)
        throws
    {
        guard let delegate = watch.animation.delegate, delegate.implements(callback) else { return }
        try context.trace.call(
            level: .uikit, receiver: delegate.traceName, method: callback.traceMethod, cause: .event(watch.seq),
            reason: "animationDelegate", text: text
        ) { _ in _ = try delegate.call(callback, arguments: arguments) }
    }
}
