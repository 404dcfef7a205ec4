import Foundation
import Testing

@testable import Scenario

/// CATransaction's action settings and `UIView.performWithoutAnimation` (fact 52).
@Suite struct TransactionActionTests: ScenarioChecks {
    /// Fact 52 (Docs CATransaction setDisableActions:, setAnimationDuration:): disabled actions
    /// show a standalone layer's change at once; a duration replaces the 0.25 s default; the
    /// settings end with their transaction.
    @Test func fact52TransactionActionSettings() throws {
        let run = run(
            """
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            window.layer.addSublayer(dot)
            runLoop.runUntilIdle()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let disabledInside = CATransaction.disableActions()
            dot.position = CGPoint(x: 105, y: 5)
            CATransaction.commit()
            runLoop.run(frames: 2)
            let jumped = dot.presentationFrame.origin.x
            let disabledAfter = CATransaction.disableActions()
            CATransaction.setAnimationDuration(1)
            dot.position = CGPoint(x: 205, y: 5)
            runLoop.run(frames: 20)
            let slowX = dot.presentationFrame.origin.x
            let durationAfter = CATransaction.animationDuration()
            runLoop.run(frames: 60)
            let endX = dot.presentationFrame.origin.x
            """)
        #expect(try q(run, "disabledInside") == .bool(true))
        #expect(try q(run, "jumped") == .double(100))
        #expect(try q(run, "disabledAfter") == .bool(false))
        // After 20 frames (a third of a second) a 1 s animation is still under way; 0.25 s would be done.
        #expect(try q(run, "slowX > 100 && slowX < 200") == .bool(true))
        #expect(try q(run, "durationAfter") == .double(0.25))
        #expect(try q(run, "endX") == .double(200))
        #expect(run.trace.events.contains { $0.call.hasPrefix("dot.addAnimation") && $0.text == "1 s" })
        #expect(!run.trace.events.contains { $0.call.hasPrefix("dot.addAnimation") && $0.text == "0.25 s" })
    }

    @Test func performWithoutAnimationInsideAnAnimationBlock() throws {
        let run = run(
            """
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.addSubview(box)
            runLoop.runUntilIdle()
            UIView.animate(withDuration: 0.5) {
                box.alpha = 0.5
                UIView.performWithoutAnimation {
                    box.frame = CGRect(x: 0, y: 100, width: 40, height: 40)
                }
            }
            runLoop.run(frames: 5)
            let y = box.presentationFrame.origin.y
            let alpha = box.layer.presentationOpacity
            UIView.performWithoutAnimation {
                UIView.animate(withDuration: 1) { box.frame = CGRect(x: 0, y: 300, width: 40, height: 40) }
            }
            runLoop.run(frames: 3)
            let y2 = box.presentationFrame.origin.y
            """)
        #expect(try q(run, "y") == .double(100))
        #expect(try q(run, "alpha > 0.5 && alpha < 1") == .bool(true))
        #expect(try q(run, "y2") == .double(300))
    }
}
