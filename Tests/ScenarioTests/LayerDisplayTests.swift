import Foundation
import Testing

@testable import Scenario

/// When a layer displays: a standalone layer only when asked, a drawing view once it has a size
/// (fact 51), and `presentation()` before the first commit.
@Suite struct LayerDisplayTests: ScenarioChecks {
    /// Fact 51 (Docs CALayer needsDisplay, setNeedsDisplay; Core Animation Programming Guide):
    /// a standalone layer displays only when asked; a view that overrides draw(_:) draws once it
    /// has a non-empty size.
    @Test func fact51StandaloneLayerDisplaysOnlyWhenAsked() throws {
        let run = run(
            """
            class Dial: CALayer {
                override func display() { print("display") }
            }
            class Canvas: UIView {
                override func draw(_ rect: CGRect) { print("draw \\(rect.width)") }
            }
            let dial = Dial()
            dial.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            window.layer.addSublayer(dial)
            let startsMarked = dial.needsDisplay()
            let canvas = Canvas()
            window.addSubview(canvas)
            runLoop.runUntilIdle()
            trace.mark("sized")
            canvas.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
            runLoop.runUntilIdle()
            trace.mark("asked")
            dial.setNeedsDisplay()
            runLoop.runUntilIdle()
            """)
        #expect(try q(run, "startsMarked") == .bool(false))
        #expect(try q(run, "trace.before(\"sized\").printed") == .array([]))
        #expect(try q(run, "trace.between(\"sized\", \"asked\").printed") == .array([.string("draw 30.0")]))
        #expect(try q(run, "trace.after(\"asked\").printed") == .array([.string("display")]))
    }

    /// CALayer.h `presentationLayer` ("Returns nil if the layer has not yet been committed") and
    /// Docs `CALayer.presentation()` (`-> Self?`): nil for a layer no commit has sent to the
    /// render server, a copy once one has; a layer outside any window is never committed.
    @Test func presentationIsNilBeforeTheFirstCommit() throws {
        let run = run(
            """
            let box = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            let loose = CALayer()
            let before = box.layer.presentation() == nil
            window.addSubview(box)
            let added = box.layer.presentation() == nil
            runLoop.runOnce()
            let after = box.layer.presentation()?.frame
            runLoop.runOnce()
            """)
        #expect(try q(run, "before") == .bool(true))
        #expect(try q(run, "added") == .bool(true))
        #expect(try q(run, "after") == .rect(CGRect(x: 10, y: 20, width: 30, height: 40)))
        #expect(try q(run, "loose.presentation() == nil") == .bool(true))
    }
}
