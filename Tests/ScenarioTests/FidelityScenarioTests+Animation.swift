import Foundation
import Testing

@testable import Scenario

extension FidelityScenarioTests {
    /// Fact 54 (CALayer.h `presentationLayer`: "a copy of the layer containing all properties as
    /// they were at the start of the current transaction"): until the commit, `presentation()`
    /// shows the committed values — after a direct `layer.position` change, after
    /// `UIView.animate` has returned, and for a standalone layer whose implicit animation the
    /// commit has still to add.
    @Test func fact54PresentationKeepsTheCommittedValuesUntilTheCommit() throws {
        let run = run(
            """
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(box)
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            window.layer.addSublayer(dot)
            runLoop.runUntilIdle()
            box.layer.position = CGPoint(x: 200, y: 200)
            let movedBefore = box.layer.presentation()!.frame
            UIView.animate(withDuration: 0.5) { box.alpha = 0.2 }
            let fadeBefore = box.layer.presentation()!.opacity
            dot.position = CGPoint(x: 100, y: 100)
            let dotBefore = dot.presentation()!.frame
            runLoop.runOnce()
            let movedAfter = box.layer.presentation()!.frame
            let fadeAfterCommit = box.layer.presentation()!.opacity
            """)
        #expect(try q(run, "movedBefore") == .rect(CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(try q(run, "fadeBefore") == .double(1))
        #expect(try q(run, "dotBefore") == .rect(CGRect(x: 0, y: 0, width: 10, height: 10)))
        // The commit sent the move (a view's layer does not animate outside a block, fact 38);
        // the fade starts with the next frame, so it still shows its first value.
        #expect(try q(run, "movedAfter") == .rect(CGRect(x: 150, y: 150, width: 100, height: 100)))
        #expect(try q(run, "fadeAfterCommit") == .double(1))
    }
}

extension FidelityScenarioTests {
    static func fadeScenario(refreshRate: Int) -> String {
        """
        display.refreshRate = \(refreshRate)
        let toast = UIView(frame: CGRect(x: 20, y: 700, width: 350, height: 60))
        window.addSubview(toast)
        runLoop.runUntilIdle()
        let startFrame = clock.frame
        var doneAt = -1.0
        var doneFrame = -1
        var doneFinished = false
        var doneOpacity = -1.0
        UIView.animate(withDuration: 0.5, animations: { toast.alpha = 0 }) { finished in
            doneAt = clock.now
            doneFrame = clock.frame
            doneFinished = finished
            doneOpacity = toast.layer.presentation()!.opacity
        }
        var readings: [Double] = []
        while doneAt < 0 {
            readings.append(toast.layer.presentation()!.opacity)
            runLoop.runOnce()
        }
        // The last reading is at the VSync whose turn ran the completion; the one before, a
        // frame earlier.
        let opacityAtDone = readings[readings.count - 1]
        let opacityBeforeDone = readings[readings.count - 2]
        let frames = doneFrame - startFrame
        """
    }

    /// Fact 55 (Docs UIView.animate "completion: … executed when the animation sequence ends";
    /// TT10855: the render server renders each frame of an animation): the completion runs only
    /// after the display has presented the animation's last frame — the presentation value it
    /// reads is the final one, the value one turn earlier was still on its way, `finished` is
    /// true — at 60 and at 120 Hz.
    @Test(arguments: [(60, 31), (120, 61)])
    func fact55CompletionRunsAfterTheLastFrameIsShown(refreshRate: Int, expectedFrames: Int) throws {
        let run = run(Self.fadeScenario(refreshRate: refreshRate))
        #expect(try q(run, "frames") == .int(expectedFrames))
        #expect(try q(run, "doneFinished") == .bool(true))
        #expect(try q(run, "doneOpacity") == .double(0))
        #expect(try q(run, "opacityAtDone") == .double(0))
        let before = try #require(try q(run, "opacityBeforeDone").doubleValue)
        #expect(before > 0 && before < 0.01)
        // The last frame that shows the fade is presented exactly when the completion runs.
        let doneAt = try #require(try q(run, "doneAt").doubleValue)
        let frames = run.simulation.display.frames
        let lastShown = try #require(frames.last { $0.presentMs <= doneAt + 1e-9 })
        #expect(abs(lastShown.presentMs - doneAt) < 1e-6)
    }
}

extension FidelityScenarioTests {
    /// Fact 58 (TT10855: the render server renders a frame for a commit or an animation
    /// step; TT10857: offscreen passes are paid in the frames that are rendered): a commit that
    /// changed no layer sends nothing to draw — no frame, no offscreen pass, no render time —
    /// while a commit that changes a layer, even under a shadow, renders one.
    @Test func fact58OnlyAChangedScreenIsRendered() throws {
        let run = run(
            """
            let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
            card.backgroundColor = .white
            card.layer.shadowOpacity = 0.3
            window.addSubview(card)
            runLoop.runUntilIdle()
            let framesAtStart = display.frames.count
            trace.mark("relayout")
            card.setNeedsLayout()
            runLoop.runOnce()
            runLoop.run(frames: 3)
            let framesAfterRelayout = display.frames.count
            trace.mark("recolor")
            card.backgroundColor = .red
            runLoop.runOnce()
            runLoop.run(frames: 3)
            let framesAfterRecolor = display.frames.count
            """)
        #expect(try q(run, "framesAfterRelayout - framesAtStart") == .int(0))
        #expect(try q(run, #"trace.after("relayout").contains("card.layoutSubviews")"#) == .bool(true))
        let unchanged = try #require(
            run.trace.between("relayout", "recolor").events.first { $0.method == "encodeAndSend" })
        #expect(unchanged.text?.hasSuffix("none changed: no frame to render") == true)
        #expect(try q(run, "framesAfterRecolor - framesAfterRelayout") == .int(1))
        let last = try #require(run.simulation.display.frames.last)
        #expect(last.offscreenPasses.count == 1)
    }
}
