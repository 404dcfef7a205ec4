// Facts 5–8 and 12: what the setNeeds… calls and geometry changes mark.
import Foundation
import Testing

@testable import Simulator

@Suite("Dirty flags")
struct DirtyFlagTests {
    @Test(
        "Fact 5 (Docs): setNeedsLayout marks only the receiver and returns; repeated calls coalesce into one layoutSubviews"
    )
    func setNeedsLayoutCoalesces() throws {
        let scene = try Scene()
        try scene.settle()
        scene.a2.setNeedsLayout()
        scene.a2.setNeedsLayout()
        scene.a2.setNeedsLayout()
        #expect(scene.a2.layer.needsLayout())
        #expect(!scene.a1.layer.needsLayout())
        try scene.sim.runLoop.runOnce()
        #expect(scene.sim.trace.after("start").count("a2.layoutSubviews") == 1)
        #expect(scene.sim.trace.after("start").count("setNeedsLayout") == 3)
    }

    @Test("Fact 5 (Docs): setNeedsUpdateConstraints and setNeedsDisplay coalesce too")
    func otherFlagsCoalesce() throws {
        let scene = try Scene()
        scene.sim.window.requiresConstraintBasedLayoutSeen = true
        scene.a2.scripted = Overrides([.draw: { _, _, _ in () }])
        try scene.settle()
        scene.a2.setNeedsUpdateConstraints()
        scene.a2.setNeedsUpdateConstraints()
        scene.a2.setNeedsDisplay()
        scene.a2.setNeedsDisplay()
        try scene.sim.runLoop.runOnce()
        let after = scene.sim.trace.after("start")
        #expect(after.count("a2.updateConstraints") == 1)
        #expect(after.count("a2.draw") == 1)
    }

    @Test("Fact 6 (CA impl layoutIfNeeded): no setNeedsLayout is called on ancestors; only the marked view lays out")
    func noAncestorCalls() throws {
        let scene = try Scene()
        try scene.settle()
        scene.a2.setNeedsLayout()
        try scene.sim.runLoop.runOnce()
        let after = scene.sim.trace.after("start")
        #expect(after.calls("setNeedsLayout") == ["a2.setNeedsLayout"])
        #expect(after.calls("layoutSubviews") == ["a2.layoutSubviews"])
        #expect(!after.contains("a1.layoutSubviews"))
        #expect(!after.contains("vc.view.layoutSubviews"))
    }

    @Test("Fact 6 (CA impl): ancestors carry only a 'descendant needs layout' bit, which the pass follows down")
    func descendantBit() throws {
        let scene = try Scene()
        try scene.settle()
        scene.a2.setNeedsLayout()
        #expect(scene.a1.layer.descendantNeedsLayout)
        #expect(scene.sim.window.layer.descendantNeedsLayout)
        #expect(!scene.a1.layer.needsLayout())
        try scene.sim.runLoop.runOnce()
        #expect(!scene.a1.layer.descendantNeedsLayout)
    }

    @Test("Fact 7 (UIKit impl setFrame:): a size change marks the view's layer and its superview's")
    func sizeChangeMarksViewAndSuperview() throws {
        let scene = try Scene()
        try scene.settle()
        scene.a2.frame = CGRect(x: 10, y: 10, width: 60, height: 50)
        #expect(scene.a2.layer.needsLayout())
        #expect(scene.a1.layer.needsLayout())
        let after = scene.sim.trace.after("start")
        #expect(!after.contains("a2.setNeedsLayout"), "it is the layer's flag, not a UIView setNeedsLayout call")
        #expect(
            after.events.contains {
                $0.call == "a2.layer.setNeedsLayout" && $0.reason == "sizeChanged" && $0.level == .calayer
            })
        try scene.sim.runLoop.runOnce()
        #expect(scene.sim.trace.after("start").calls("layoutSubviews") == ["a1.layoutSubviews", "a2.layoutSubviews"])
    }

    @Test("Fact 7 (UIKit impl setBounds:): a bounds size change marks the same way")
    func boundsChangeMarks() throws {
        let scene = try Scene()
        try scene.settle()
        scene.a2.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        #expect(scene.a2.layer.needsLayout() && scene.a1.layer.needsLayout())
    }

    @Test("Fact 7 (UIKit impl setFrame:): a position-only change (center, or frame with the same size) marks nothing")
    func positionChangeMarksNothing() throws {
        let scene = try Scene()
        try scene.settle()
        scene.a2.center = CGPoint(x: 100, y: 100)
        scene.a2.frame = CGRect(x: 5, y: 5, width: 50, height: 50)
        #expect(!scene.a2.layer.needsLayout())
        #expect(!scene.a1.layer.needsLayout())
        try scene.sim.runLoop.runOnce()
        #expect(scene.sim.trace.after("start").calls("layoutSubviews").isEmpty)
        #expect(scene.sim.trace.after("start").commits == 1, "the move is still committed to the render server")
    }

    @Test(
        "Fact 7 (_UIViewLayoutFeedbackLoopDebugger): a size change made by the superview's own layout does not re-mark it"
    )
    func sizeChangeDuringSuperviewLayout() throws {
        let scene = try Scene()
        scene.a1.scripted = Overrides([
            .layoutSubviews: Overrides.callingSuper { scene.a2.frame.size.width += 1 }
        ])
        try scene.settle()
        scene.a1.setNeedsLayout()
        try scene.sim.runLoop.runOnce()
        let after = scene.sim.trace.after("start")
        #expect(after.calls("layoutSubviews") == ["a1.layoutSubviews", "a2.layoutSubviews"])
        #expect(!after.events.contains { $0.call == "a1.layer.setNeedsLayout" && $0.reason == "subviewSizeChanged" })
    }

    @Test("Fact 8 (gnustep QuartzCore tests): addSubview marks the superview; the new view is already dirty")
    func addSubviewMarksSuperview() throws {
        let scene = try Scene()
        try scene.settle()
        let b = UIView(scene.sim, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        b.traceName = "b"
        #expect(b.layer.needsLayout())
        try scene.a3.addSubview(b)
        #expect(scene.a3.layer.needsLayout())
        try scene.sim.runLoop.runOnce()
        #expect(scene.sim.trace.after("start").calls("layoutSubviews") == ["a3.layoutSubviews", "b.layoutSubviews"])
    }

    @Test("Fact 8 (gnustep QuartzCore tests): removeFromSuperview marks the old superview")
    func removeMarksOldSuperview() throws {
        let scene = try Scene()
        try scene.settle()
        try scene.a2.removeFromSuperview()
        #expect(scene.a1.layer.needsLayout())
        #expect(scene.a2.superview == nil)
        try scene.sim.runLoop.runOnce()
        #expect(scene.sim.trace.after("start").calls("layoutSubviews") == ["a1.layoutSubviews"])
    }

    @Test("Fact 12 (Docs, seed 000): setNeedsDisplay never propagates to the superview")
    func displayDoesNotPropagate() throws {
        let scene = try Scene()
        let drawing = Overrides([.draw: { _, _, _ in () }])
        scene.a1.scripted = drawing
        scene.a2.scripted = drawing
        try scene.settle()
        scene.a2.setNeedsDisplay()
        #expect(!scene.a1.layer.needsDisplay())
        try scene.sim.runLoop.runOnce()
        #expect(scene.sim.trace.after("start").calls("draw") == ["a2.draw"])
    }

    @Test("Hierarchy: move callbacks in UIKit's order, and a view cannot become its own ancestor")
    func moveCallbacks() throws {
        let scene = try Scene()
        try scene.settle()
        let b = UIView(scene.sim)
        b.traceName = "b"
        try scene.a3.addSubview(b)
        #expect(
            scene.sim.trace.after("start").calls()
                == [
                    "b.willMoveToSuperview", "b.willMoveToWindow", "b.didMoveToWindow", "b.didMoveToSuperview",
                    "a3.didAddSubview",
                ])
        #expect(throws: SimulatedException.self) { try scene.a2.addSubview(scene.a1) }
        #expect(throws: SimulatedException.self) { try scene.a2.addSubview(scene.a2) }
    }
}
