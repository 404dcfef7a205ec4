import Foundation
import Testing

@testable import Scenario

/// Animations beyond `UIView.animate` (issue 26): `UIViewPropertyAnimator` (facts 68, 69),
/// written as lesson authors write them and checked through `ScenarioRun.evaluate`.
@Suite struct AnimatorFidelityTests: ScenarioChecking {
    static let card = """
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        card.backgroundColor = .blue
        window.addSubview(card)
        runLoop.runUntilIdle()

        """

    /// Fact 68 (Docs UIViewPropertyAnimator; UIViewAnimating `state`, `pauseAnimation()`,
    /// `fractionComplete` "You can update the value of this property only while the animator is
    /// paused", `isReversed` "view properties animate back to their original values";
    /// UIViewAnimatingPosition `.start`; `scrubsLinearly` true by default): the block runs at
    /// `startAnimation()` (the model changes then, not at `init`); a paused animator holds the
    /// presentation still, frame after frame; a fraction set while paused shows linearly;
    /// reversed, it runs back, its completion gets `.start`, and the model ends at the start
    /// values.
    @Test func fact68PauseScrubReverseCompletesAtStart() throws {
        let run = run(
            Self.card + """
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                    card.frame.origin.x = 200
                }
                var finishedAt: [String] = []
                animator.addCompletion { position in
                    finishedAt.append("\\(position)")
                }
                let stateAtInit = animator.state
                let modelBeforeStart = card.frame.minX
                trace.mark("start")
                animator.startAnimation()
                let modelAfterStart = card.frame.minX
                let runningAfterStart = animator.isRunning
                runLoop.run(frames: 31)
                trace.mark("pause")
                animator.pauseAnimation()
                let pausedState = animator.state
                let runningWhenPaused = animator.isRunning
                let pausedAt = animator.fractionComplete
                let shownAtPause = card.layer.presentation()!.frame.minX
                runLoop.run(frames: 10)
                let shownTenFramesLater = card.layer.presentation()!.frame.minX
                animator.fractionComplete = 0.25
                let shownAfterScrub = card.layer.presentation()!.frame.minX
                trace.mark("reverse")
                animator.isReversed = true
                animator.startAnimation()
                while animator.state == .active {
                    runLoop.runOnce()
                }
                let modelAtEnd = card.frame.minX
                let shownAtEnd = card.layer.presentation()!.frame.minX
                """)
        #expect(try q(run, "stateAtInit") == .symbol("inactive"))
        #expect(try q(run, "modelBeforeStart") == .double(0))
        #expect(try q(run, "modelAfterStart") == .double(200))
        #expect(try q(run, "runningAfterStart") == .bool(true))
        #expect(try q(run, "pausedState") == .symbol("active"))
        #expect(try q(run, "runningWhenPaused") == .bool(false))
        // 31 frames after the start, the timeline began a frame after the commit: 30 frames of 60 = 0.5.
        let paused = try #require(try q(run, "pausedAt").doubleValue)
        #expect(abs(paused - 0.5) < 0.02)
        let shown = try #require(try q(run, "shownAtPause").doubleValue)
        #expect(abs(shown - 200 * paused) < 0.01)
        #expect(try q(run, "shownTenFramesLater") == q(run, "shownAtPause"))
        #expect(try q(run, "shownAfterScrub") == .double(50))
        #expect(try q(run, "finishedAt") == .array([.string("start")]))
        #expect(try q(run, "modelAtEnd") == .double(0))
        #expect(try q(run, "shownAtEnd") == .double(0))
        // The trace shows the animator's calls and its completion with the position.
        #expect(
            try q(run, #"trace.after("start").calls("startAnimation", "pauseAnimation", "completion")"#)
                == .array([
                    .string("animator.startAnimation"), .string("animator.pauseAnimation"),
                    .string("animator.startAnimation"), .string("animator.completion"),
                ]))
        #expect(
            try q(run, #"trace.after("start").layerCalls("addAnimation")"#)
                == .array([.string("card.layer.addAnimation")]))
    }

    /// Fact 68 (Docs UIViewAnimating `stopAnimation(_:)`: "sets the values of any animatable
    /// properties to their current values"; `true` → inactive "without performing any final
    /// actions", `false` → stopped; `finishAnimation(at:)`; `addCompletion(_:)`: with `true`
    /// "the completion blocks are not called"): stopping leaves the model where the screen is;
    /// only `stopAnimation(false)` + `finishAnimation(at:)` runs the completions, with that position.
    @Test func fact68StopLeavesCurrentValues() throws {
        let run = run(
            Self.card + """
                var calls: [String] = []
                let first = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
                first.addCompletion { position in calls.append("first \\(position)") }
                first.startAnimation()
                runLoop.run(frames: 16)
                first.stopAnimation(true)
                let firstState = first.state
                let alphaAfterHardStop = card.alpha
                runLoop.run(frames: 5)
                let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 1 }
                second.addCompletion { position in calls.append("second \\(position)") }
                second.startAnimation()
                runLoop.run(frames: 16)
                second.stopAnimation(false)
                let secondState = second.state
                let alphaWhenStopped = card.alpha
                second.finishAnimation(at: .end)
                let alphaAfterFinish = card.alpha
                let secondStateAfter = second.state
                """)
        #expect(try q(run, "firstState") == .symbol("inactive"))
        let hard = try #require(try q(run, "alphaAfterHardStop").doubleValue)
        #expect(hard > 0.7 && hard < 0.8)
        #expect(try q(run, "secondState") == .symbol("stopped"))
        let stopped = try #require(try q(run, "alphaWhenStopped").doubleValue)
        #expect(stopped > hard && stopped < 1)
        #expect(try q(run, "alphaAfterFinish") == .double(1))
        #expect(try q(run, "secondStateAfter") == .symbol("inactive"))
        #expect(try q(run, "calls") == .array([.string("second end")]))
    }

    /// Fact 68 (Docs `finishAnimation(at:)`: "It is a programmer error to call this method at
    /// any time except after a call to the stopAnimation(_:) method where you pass false"):
    /// on a running animator it raises, with UIKit's assertion text.
    @Test func fact68FinishOnARunningAnimatorRaises() throws {
        let run = ScenarioRun(
            source: Self.card + """
                let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { card.alpha = 0 }
                animator.startAnimation()
                animator.finishAnimation(at: .current)
                """)
        guard case .raised(let message, _) = run.outcome else {
            Issue.record("expected the app to raise, got \(run.outcome)")
            return
        }
        #expect(message.contains("NSInternalInconsistencyException"))
        #expect(message.contains("finishAnimationAtPosition: should only be called on a stopped animator!"))
    }

    /// Fact 69 (Docs UIViewPropertyAnimator `duration`: "Animations added later run only for
    /// the remaining time, which is determined by the formula (1.0 - fractionComplete) *
    /// duration"): an animation added halfway through ends with the others; the completion
    /// runs once, with `.end`.
    @Test func fact69AddedAnimationsRunForTheRemainingTime() throws {
        let run = run(
            Self.card + """
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.frame.origin.x = 200 }
                var positions: [String] = []
                animator.addCompletion { positions.append("\\($0)") }
                animator.startAnimation()
                runLoop.run(frames: 31)
                let fractionWhenAdded = animator.fractionComplete
                trace.mark("add")
                animator.addAnimations { card.alpha = 0 }
                runLoop.run(frames: 15)
                let alphaMidway = card.layer.presentation()!.opacity
                let xMidway = card.layer.presentation()!.frame.minX
                while animator.isRunning {
                    runLoop.runOnce()
                }
                let alphaAtEnd = card.layer.presentation()!.opacity
                """)
        let added = try #require(run.trace.after("add").events.first { $0.method == "addAnimation" })
        let fraction = try #require(try q(run, "fractionWhenAdded").doubleValue)
        #expect(abs(fraction - 0.5) < 0.02)
        #expect(added.text == "animator, 0.5 s")
        // Half of the remaining time has passed: the fade is half done while x is three quarters along.
        let alpha = try #require(try q(run, "alphaMidway").doubleValue)
        #expect(abs(alpha - 0.5) < 0.05)
        let x = try #require(try q(run, "xMidway").doubleValue)
        #expect(abs(x - 150) < 5)
        #expect(try q(run, "alphaAtEnd") == .double(0))
        #expect(try q(run, "positions") == .array([.string("end")]))
    }

    /// Fact 68 with fact 55's timing (Docs UIView.animate completion; TT10855): the completion
    /// of a property animator runs once the frame showing its last values has been presented,
    /// the same frame count as `UIView.animate` for the same duration.
    @Test func fact68CompletionTimingMatchesUIViewAnimate() throws {
        let run = run(
            Self.card + """
                let startFrame = clock.frame
                var doneFrame = -1
                let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { card.alpha = 0 }
                animator.addCompletion { _ in doneFrame = clock.frame }
                animator.startAnimation()
                while doneFrame < 0 {
                    runLoop.runOnce()
                }
                let frames = doneFrame - startFrame
                """)
        #expect(try q(run, "frames") == .int(31))
    }
}
