// Facts 17–23: the layout pass, layoutIfNeeded and feedback loops.
import Foundation
import Testing

@testable import Simulator

@Suite("Layout pass")
struct LayoutPassTests {
    @Test("Fact 17 (W15-219, CA impl): top-down, only dirty layers")
    func topDownOnlyDirty() throws {
        let scene = try Scene()
        try scene.settle()
        scene.a2.setNeedsLayout()
        scene.a3.setNeedsLayout()
        scene.root.setNeedsLayout()
        try scene.sim.runLoop.runOnce()
        #expect(
            scene.sim.trace.after("start").calls("layoutSubviews") == [
                "vc.view.layoutSubviews", "a2.layoutSubviews", "a3.layoutSubviews",
            ])
    }

    @Test("Fact 17 (W15-219): the first commit lays out every new view, parents first")
    func firstCommitLaysOutAll() throws {
        let scene = try Scene()
        try scene.sim.runLoop.runOnce()
        #expect(
            scene.sim.trace.calls("layoutSubviews")
                == [
                    "window.layoutSubviews", "vc.view.layoutSubviews", "a1.layoutSubviews", "a2.layoutSubviews",
                    "a3.layoutSubviews",
                ])
    }

    @Test("Fact 18 (UIKit impl layoutSublayersOfLayer:): will → root layoutSubviews → did, and only then the subviews")
    func subviewsLayOutAfterViewDidLayoutSubviews() throws {
        let scene = try Scene()
        try scene.settle()
        scene.root.setNeedsLayout()
        scene.a1.setNeedsLayout()
        try scene.sim.runLoop.runOnce()
        #expect(
            scene.sim.trace.after("start").calls("viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews")
                == [
                    "vc.viewWillLayoutSubviews", "vc.view.layoutSubviews", "vc.viewDidLayoutSubviews",
                    "a1.layoutSubviews",
                ])
        let delegate = scene.sim.trace.after("start").queryEvents.first { $0.method == "layoutSublayersOfLayer" }
        #expect(delegate?.receiver == "vc.view" && delegate?.level == .calayer)
    }

    @Test("Fact 18 (UIKit impl): a layoutSublayers(of:) override wraps the whole sequence via super")
    func layoutSublayersOverride() throws {
        let scene = try Scene()
        var seen: [String] = []
        scene.a1.scripted = Overrides([
            .layoutSublayersOfLayer: { _, arguments, callSuper in
                seen.append("before")
                let result = try callSuper(arguments)
                seen.append("after")
                return result
            },
            .layoutSubviews: Overrides.callingSuper { seen.append("layoutSubviews") },
        ])
        try scene.settle()
        scene.a1.setNeedsLayout()
        try scene.sim.runLoop.runOnce()
        #expect(seen == ["before", "layoutSubviews", "after", "before", "layoutSubviews", "after"])
    }

    @Test(
        "Fact 19 (UIKit impl, seed 000): a size change made in layoutSubviews marks that subview, which the same pass lays out"
    )
    func sizeChangeInLayoutLaysOutSubviewSamePass() throws {
        let scene = try Scene()
        scene.a1.scripted = Overrides([
            .layoutSubviews: Overrides.callingSuper { scene.a2.frame.size.width += 1 }
        ])
        try scene.settle()
        scene.a1.setNeedsLayout()
        try scene.sim.runLoop.runOnce()
        let after = scene.sim.trace.after("start")
        #expect(after.calls("layoutSubviews") == ["a1.layoutSubviews", "a2.layoutSubviews"])
        #expect(after.commits == 1)
    }

    @Test("Fact 20 (Docs): bounds, not frame, is the coordinate space — they differ under a transform")
    func boundsDifferFromFrameUnderTransform() throws {
        let sim = Simulation()
        let view = UIView(sim, frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
    }

    @Test(
        "Fact 21 (UIKit impl layoutBelowIfNeeded): layoutIfNeeded lays out the receiver's subtree now, not dirty ancestors"
    )
    func layoutIfNeededDoesNotClimb() throws {
        let scene = try Scene()
        try scene.settle()
        scene.root.setNeedsLayout()
        scene.a2.setNeedsLayout()
        try scene.a1.layoutIfNeeded()
        let after = scene.sim.trace.after("start")
        #expect(after.calls("layoutSubviews") == ["a2.layoutSubviews"])
        #expect(scene.root.layer.needsLayout(), "the dirty ancestor waits for the commit")
    }

    @Test("Fact 21 (iOS 10 release notes): layoutIfNeeded does nothing when nothing is pending")
    func layoutIfNeededNoop() throws {
        let scene = try Scene()
        try scene.settle()
        try scene.a1.layoutIfNeeded()
        #expect(scene.sim.trace.after("start").calls() == ["a1.layoutIfNeeded"])
    }

    @Test("Fact 21 (CALayer Docs): CALayer.layoutIfNeeded climbs to the topmost ancestor that needs layout")
    func layerLayoutIfNeededClimbs() throws {
        let scene = try Scene()
        try scene.settle()
        scene.a1.setNeedsLayout()
        scene.a2.setNeedsLayout()
        try scene.a2.layer.layoutIfNeeded()
        #expect(scene.sim.trace.after("start").calls("layoutSubviews") == ["a1.layoutSubviews", "a2.layoutSubviews"])
    }

    @Test(
        "Facts 6 and 21 (CALayer Docs layoutIfNeeded; CA impl): CALayer.layoutIfNeeded climbs the descendant bit past a clean ancestor to a dirty one"
    )
    func layerLayoutIfNeededClimbsPastCleanAncestors() throws {
        let scene = try Scene()
        try scene.settle()
        scene.root.setNeedsLayout()
        scene.a2.setNeedsLayout()
        // a1, between them, is clean; UIView.layoutIfNeeded would lay out a2 alone (fact 21).
        try scene.a2.layer.layoutIfNeeded()
        #expect(
            scene.sim.trace.after("start").calls("layoutSubviews") == ["vc.view.layoutSubviews", "a2.layoutSubviews"])
        #expect(!scene.root.layer.needsLayout())
    }

    @Test("Fact 21 (UIKit impl): layoutIfNeeded runs inside the turn; the commit later finds it clean")
    func layoutIfNeededThenCommit() throws {
        let scene = try Scene()
        try scene.settle()
        scene.a2.setNeedsLayout()
        try scene.a2.layoutIfNeeded()
        try scene.sim.runLoop.runOnce()
        #expect(scene.sim.trace.after("start").count("a2.layoutSubviews") == 1)
        let dirty = try #require(scene.sim.trace.after("start").dirtySets.first)
        #expect(dirty.needsLayout.isEmpty)
    }

    @Test(
        "Fact 23 (UIKit impl _UIViewLayoutFeedbackLoopDebugger): a feedback loop is detected and reported with the views"
    )
    func feedbackLoop() throws {
        let scene = try Scene()
        try scene.settle()
        // a2 grows its superview on every layout; a1 then lays out again and a2 with it.
        scene.a2.scripted = Overrides([
            .layoutSubviews: Overrides.callingSuper { scene.a1.frame.size.height += 1 }
        ])
        scene.a1.scripted = Overrides([
            .layoutSubviews: Overrides.callingSuper { scene.a2.frame.size.height = scene.a1.bounds.height / 2 }
        ])
        scene.a2.setNeedsLayout()
        var raised: SimulatedException?
        do { try scene.sim.runLoop.runOnce() } catch let error as SimulatedException { raised = error }
        guard case .layoutFeedbackLoop(let views, let threshold)? = raised else {
            Issue.record("expected a layout feedback loop, got \(String(describing: raised))")
            return
        }
        #expect(threshold == 100)
        #expect(views.contains("a1") && views.contains("a2"))
        #expect(scene.sim.trace.after("start").count("a2.layoutSubviews") <= 101)
        #expect(scene.sim.trace.events.last?.call == "app.raise")
        #expect(!scene.sim.transaction.isOpen, "the turn ended")
    }
}
