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
        let run = run("""
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
