import Foundation
import Testing

@testable import Scenario

/// Core Animation's explicit animations (facts 70–72 and 84): `CABasicAnimation` and
/// `CASpringAnimation` added with `layer.add(_:forKey:)`, and `CATransaction.setCompletionBlock`,
/// written as lesson authors write them and checked through `ScenarioRun.evaluate`.
@Suite struct CoreAnimationFidelityTests: ScenarioChecking {
    static let dot = """
        let dot = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        dot.backgroundColor = .red
        window.addSubview(dot)
        runLoop.runUntilIdle()

        """

    /// Fact 70 (CALayer.h `addAnimation:forKey:`: "The animation is copied before being added to
    /// the layer"; CABasicAnimation "Setting Interpolation Values"; CAAnimation.h
    /// `removedOnCompletion` "Defaults to YES"; CAMediaTiming.h `fillMode` "Defaults to
    /// removed"): the model value never changes, the presentation interpolates from
    /// `fromValue` to `toValue` (linearly: `timingFunction` nil), later changes to the animation
    /// object do nothing, and once the animation's last frame has been shown it is removed
    /// (`animation(forKey:)` nil) and the presentation is the model value again.
    @Test func fact70ModelUntouchedPresentationInterpolatesThenRemoved() throws {
        let run = run(
            Self.dot + """
                let slide = CABasicAnimation(keyPath: "position.x")
                slide.fromValue = 25
                slide.toValue = 325
                slide.duration = 0.5
                trace.mark("add")
                dot.layer.add(slide, forKey: "slide")
                slide.toValue = 999
                let modelX = dot.layer.position.x
                let keys = dot.layer.animationKeys()
                runLoop.run(frames: 16)
                let midway = dot.layer.presentation()!.position.x
                let modelMidway = dot.layer.position.x
                var turns = 0
                while dot.layer.animation(forKey: "slide") != nil {
                    runLoop.runOnce()
                    turns += 1
                }
                let afterEnd = dot.layer.presentation()!.position.x
                """)
        #expect(try q(run, "modelX") == .double(25))
        #expect(try q(run, "keys") == .array([.string("slide")]))
        // 16 turns: the commit, then 15 frames of 30 since the animation began at the VSync after it.
        let midway = try #require(try q(run, "midway").doubleValue)
        #expect(abs(midway - 175) < 1e-6)
        #expect(try q(run, "modelMidway") == .double(25))
        #expect(try q(run, "afterEnd") == .double(25))
        #expect(try q(run, "turns") == .int(16))
        #expect(
            try q(run, #"trace.after("add").layerCalls("addAnimation", "animationDidStop")"#)
                == .array([.string("dot.layer.addAnimation"), .string("dot.layer.animationDidStop")]))
    }

    /// Fact 70 (CAMediaTiming.h `fillMode` `forwards`, `beginTime`; CAAnimation.h
    /// `removedOnCompletion`; CALayer.h `removeAnimationForKey:`): with `.forwards` and
    /// `isRemovedOnCompletion = false` the end value stays on screen while the model keeps its
    /// own, until `removeAnimation(forKey:)`; a `beginTime` in the future with `.backwards`
    /// shows `fromValue` before it starts; a duration left at 0 becomes 0.25 s.
    @Test func fact70FillModeRemovalBeginTime() throws {
        let run = run(
            Self.dot + """
                let hold = CABasicAnimation(keyPath: "opacity")
                hold.toValue = 0.25
                hold.duration = 0.2
                hold.fillMode = .forwards
                hold.isRemovedOnCompletion = false
                dot.layer.add(hold, forKey: "hold")
                runLoop.run(frames: 30)
                let heldShown = dot.layer.presentation()!.opacity
                let heldModel = dot.layer.opacity
                let stillAttached = dot.layer.animation(forKey: "hold") != nil
                dot.layer.removeAnimation(forKey: "hold")
                runLoop.runOnce()
                let shownAfterRemove = dot.layer.presentation()!.opacity
                let later = CABasicAnimation(keyPath: "position.y")
                later.fromValue = 500
                later.toValue = 600
                later.beginTime = CACurrentMediaTime() + 0.5
                later.fillMode = .backwards
                dot.layer.add(later, forKey: "later")
                let plain = CABasicAnimation(keyPath: "cornerRadius")
                plain.toValue = 20
                dot.layer.add(plain, forKey: "plain")
                runLoop.runOnce()
                let shownBeforeBegin = dot.layer.presentation()!.position.y
                let defaultDuration = dot.layer.animation(forKey: "plain")!.duration
                """)
        #expect(try q(run, "heldShown") == .double(0.25))
        #expect(try q(run, "heldModel") == .double(1))
        #expect(try q(run, "stillAttached") == .bool(true))
        #expect(try q(run, "shownAfterRemove") == .double(1))
        #expect(try q(run, "shownBeforeBegin") == .double(500))
        #expect(try q(run, "defaultDuration") == .double(0.25))
    }

    /// Fact 71 (CAAnimation.h CASpringAnimation: mass 1, stiffness 100, damping 10,
    /// initialVelocity 0 by default; `settlingDuration` "the estimated duration required for
    /// the spring system to be considered at rest"): a lightly damped spring overshoots its
    /// `toValue`, and lasts `duration`, so code sets it to `settlingDuration`.
    @Test func fact71SpringOvershootsAndSettles() throws {
        let run = run(
            Self.dot + """
                let bounce = CASpringAnimation(keyPath: "position.x")
                let defaults = [bounce.mass, bounce.stiffness, bounce.damping, bounce.initialVelocity]
                let defaultSettling = bounce.settlingDuration
                bounce.fromValue = 25
                bounce.toValue = 125
                bounce.damping = 5
                bounce.duration = bounce.settlingDuration
                dot.layer.add(bounce, forKey: "bounce")
                var highest = 0.0
                while dot.layer.animation(forKey: "bounce") != nil {
                    runLoop.runOnce()
                    highest = max(highest, dot.layer.presentation()!.position.x)
                }
                let settling = bounce.settlingDuration
                """)
        #expect(try q(run, "defaults") == .array([.double(1), .double(100), .double(10), .double(0)]))
        let highest = try #require(try q(run, "highest").doubleValue)
        #expect(highest > 160 && highest < 175)
        let settling = try #require(try q(run, "settling").doubleValue)
        let defaultSettling = try #require(try q(run, "defaultSettling").doubleValue)
        #expect(settling > defaultSettling)
        // The model's rest threshold (0.1 % of the distance) gives about 1.27 s for the defaults.
        #expect(abs(defaultSettling - 1.27) < 0.01)
    }

    /// Fact 72 (CATransaction.h `completionBlock`: "called … as soon as all animations
    /// subsequently added by this transaction group have completed (or been removed). If no
    /// animations are committed before the end of the transaction …, the block will be invoked
    /// immediately"): the block waits for the longest animation added after it was set, with
    /// fact 55's timing, and runs at the commit when the transaction added none.
    @Test func fact72CompletionBlockWaitsForEveryAnimation() throws {
        let run = run(
            Self.dot + """
                var calls: [String] = []
                CATransaction.begin()
                CATransaction.setCompletionBlock { calls.append("both") }
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0.5
                fade.duration = 0.25
                dot.layer.add(fade, forKey: "fade")
                let slide = CABasicAnimation(keyPath: "position.x")
                slide.fromValue = 25
                slide.toValue = 125
                slide.duration = 0.5
                dot.layer.add(slide, forKey: "slide")
                CATransaction.commit()
                var fadeGoneAt = -1.0
                var blockAt = -1.0
                while calls.isEmpty {
                    runLoop.runOnce()
                    if fadeGoneAt < 0 && dot.layer.animation(forKey: "fade") == nil { fadeGoneAt = clock.now }
                    if !calls.isEmpty { blockAt = clock.now }
                }
                let slideGone = dot.layer.animation(forKey: "slide") == nil
                trace.mark("empty")
                CATransaction.setCompletionBlock { calls.append("empty") }
                dot.backgroundColor = .green
                runLoop.runOnce()
                """)
        let fadeGone = try #require(try q(run, "fadeGoneAt").doubleValue)
        let blockAt = try #require(try q(run, "blockAt").doubleValue)
        #expect(fadeGone > 0 && blockAt > fadeGone + 200)
        #expect(try q(run, "slideGone") == .bool(true))
        #expect(try q(run, "calls") == .array([.string("both"), .string("empty")]))
        let block = try #require(run.trace.after("empty").events.first { $0.method == "completionBlock" })
        #expect(block.reason == "noAnimations")
        // It runs as that commit ends, in the same turn: no turn begins between them.
        let after = run.trace.after("empty").events
        let commit = try #require(after.first { $0.method == "commit" })
        #expect(commit.seq < block.seq)
        #expect(!after.contains { $0.method == "turn" && $0.seq > commit.seq && $0.seq < block.seq })
    }

    /// Fact 84 (Docs CAAnimationDelegate animationDidStart(_:), animationDidStop(_:finished:)
    /// "`flag` is true if the animation reached the end of its duration without being removed";
    /// Docs CAAnimation.delegate "The delegate object is retained by the receiver"): the start is
    /// heard in the frame after the commit that began the animation, the stop (true) once its
    /// last frame is on screen; an animation replaced under its key stops with false; a delegate
    /// nothing else holds still hears, since the animation retains it.
    @Test func fact84AnimationDelegateHearsStartAndStopDocsCAAnimationDelegate() throws {
        let run = run(
            Self.dot + """
                var log: [String] = []
                class Listener: NSObject, CAAnimationDelegate {
                    let name: String
                    init(name: String) { self.name = name }
                    func animationDidStart(_ anim: CAAnimation) { log.append(name + " start") }
                    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                        log.append(name + " stop \\(flag)")
                    }
                }
                let listener = Listener(name: "slide")
                let slide = CABasicAnimation(keyPath: "position.x")
                slide.fromValue = 25
                slide.toValue = 325
                slide.duration = 0.5
                slide.delegate = listener
                trace.mark("add")
                dot.layer.add(slide, forKey: "slide")
                let beforeCommit = log.count
                runLoop.runOnce()
                let afterCommit = log.count
                runLoop.runOnce()
                let afterNextFrame = log
                runLoop.run(frames: 40)
                let afterEnd = log

                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0
                fade.duration = 1
                fade.delegate = Listener(name: "fade")
                let held = fade.delegate != nil
                dot.layer.add(fade, forKey: "fade")
                runLoop.run(frames: 3)
                let again = CABasicAnimation(keyPath: "opacity")
                again.fromValue = 1
                again.toValue = 0.5
                dot.layer.add(again, forKey: "fade")
                runLoop.run(frames: 2)
                let afterReplace = log
                """)
        #expect(try q(run, "beforeCommit") == .int(0))
        #expect(try q(run, "afterCommit") == .int(0))
        #expect(try q(run, "afterNextFrame") == .array([.string("slide start")]))
        #expect(try q(run, "afterEnd") == .array(["slide start", "slide stop true"].map { .string($0) }))
        #expect(try q(run, "held") == .bool(true))
        #expect(
            try q(run, "afterReplace")
                == .array(
                    ["slide start", "slide stop true", "fade start", "fade stop false"].map { .string($0) }))
        #expect(
            try q(run, #"trace.after("add").calls("animationDidStart")"#)
                == .array(["listener.animationDidStart", "Listener#2.animationDidStart"].map { .string($0) }))
    }
}
