// Facts 13–16 and 22: the update-constraints pass.
import Foundation
import Testing

@testable import Simulator

@Suite("Update-constraints pass")
struct UpdateConstraintsPassTests {
    @Test("Fact 13 (UIKit impl UIViewCommonInitWithFrame): a new view starts needing a constraint update")
    func newViewNeedsUpdate() {
        let sim = Simulation()
        #expect(UIView(sim).needsUpdateConstraints())
    }

    @Test(
        "Fact 13 (UIKit impl _updateConstraintsIfNeededCollectingViews:): a frame-based window runs no update-constraints pass"
    )
    func frameBasedWindowSkipsPass() throws {
        let scene = try Scene()
        scene.a1.scripted = Overrides([.updateConstraints: Overrides.callingSuper()])
        try scene.sim.runLoop.runUntilIdle()
        #expect(scene.sim.trace.count("updateConstraints") == 0)
        #expect(scene.sim.trace.count("updateViewConstraints") == 0)
        #expect(scene.a1.needsUpdateConstraints(), "the flag stays set: nothing asked for the pass")
    }

    @Test("Fact 13 (UIKit impl): once the window's engine has constraints, the pass runs for the dirty views")
    func constraintsEnableThePass() throws {
        let scene = try ConstrainedScene()
        try scene.sim.runLoop.runOnce()
        #expect(scene.sim.trace.count("a1.updateConstraints") == 1)
        #expect(scene.sim.trace.count("vc.updateViewConstraints") == 1)
    }

    @Test(
        "Fact 13 (Docs requiresConstraintBasedLayout): a view class that requires constraint-based layout turns the pass on"
    )
    func requiresConstraintBasedLayout() throws {
        let scene = try Scene()
        let custom = UIView(scene.sim)
        custom.traceName = "custom"
        custom.scripted = Overrides([
            .requiresConstraintBasedLayout: { _, _, _ in true },
            .updateConstraints: Overrides.callingSuper(),
        ])
        try scene.a3.addSubview(custom)
        try scene.sim.runLoop.runOnce()
        #expect(scene.sim.trace.contains("custom.updateConstraints"))
    }

    @Test("Fact 14 (Cocoa Auto Layout release notes, W15-219): bottom-up — children before parents, only dirty views")
    func bottomUp() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        scene.a2.setNeedsUpdateConstraints()
        scene.a1.setNeedsUpdateConstraints()
        scene.root.setNeedsUpdateConstraints()
        try scene.sim.runLoop.runOnce()
        #expect(
            scene.sim.trace.after("start").calls("updateConstraints", "updateViewConstraints")
                == [
                    "a2.updateConstraints", "a1.updateConstraints", "vc.updateViewConstraints",
                    "vc.view.updateConstraints",
                ])
        scene.sim.trace.mark("second")
        scene.a2.setNeedsUpdateConstraints()
        try scene.sim.runLoop.runOnce()
        #expect(
            scene.sim.trace.after("second").calls("updateConstraints", "updateViewConstraints") == [
                "a2.updateConstraints"
            ])
    }

    @Test(
        "Fact 15 (UIKit impl _sendUpdateConstraintsIfNecessaryForSecondPass:): a root view's update goes to updateViewConstraints"
    )
    func rootViewGoesToController() throws {
        let scene = try ConstrainedScene()
        try scene.sim.runLoop.runOnce()
        let controllerCall = try #require(scene.sim.trace.events.first { $0.method == "updateViewConstraints" })
        #expect(controllerCall.receiver == "vc")
        // UIKit's updateViewConstraints sends updateConstraints to the root view, inside its own call.
        let viewCall = try #require(
            scene.sim.trace.events.first { $0.receiver == "vc.view" && $0.method == "updateConstraints" })
        #expect(viewCall.parent == controllerCall.seq)
        #expect(scene.sim.trace.count("vc.view.updateConstraints") == 1)
    }

    /// Fact 15 (Docs NSViewController.updateViewConstraints: "the default implementation of this
    /// method in turn calls the updateConstraints() method on the view controller's view"): a root
    /// view class's updateConstraints override runs when the controller's override calls super.
    @Test(
        "Fact 15 (Docs NSViewController.updateViewConstraints): the root view's updateConstraints override runs via super"
    )
    func rootViewOverrideRunsViaSuper() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        var order: [String] = []
        scene.vc.scripted = Overrides([
            .updateViewConstraints: { _, arguments, callSuper in
                order.append("vc before super")
                let result = try callSuper(arguments)
                order.append("vc after super")
                return result
            }
        ])
        scene.root.scripted = Overrides([
            .updateConstraints: { _, arguments, callSuper in
                order.append("root view")
                return try callSuper(arguments)
            }
        ])
        scene.sim.trace.mark("go")
        scene.root.setNeedsUpdateConstraints()
        try scene.sim.runLoop.runOnce()
        #expect(order == ["vc before super", "root view", "vc after super"])
        #expect(
            scene.sim.trace.after("go").calls("updateConstraints", "updateViewConstraints")
                == ["vc.updateViewConstraints", "vc.view.updateConstraints"])
        #expect(!scene.root.needsUpdateConstraints())
    }

    @Test("Fact 15 (Docs updateViewConstraints): an override must call super; without it the app raises")
    func updateViewConstraintsMustCallSuper() throws {
        let scene = try ConstrainedScene()
        scene.vc.scripted = Overrides([.updateViewConstraints: { _, _, _ in () }])
        #expect(
            throws: SimulatedException.updateConstraintsDidNotCallSuper(
                receiver: "vc", className: "UIViewController", method: "updateViewConstraints")
        ) {
            try scene.sim.runLoop.runOnce()
        }
        #expect(!scene.sim.trace.contains("vc.view.updateConstraints"), "without super the view is never sent it")
    }

    /// Fact 78 (public crash text, jivesoftware/JiveAuthenticatingWebViewController ViewController.m;
    /// Stack Overflow answer 30265898): a root view whose updateConstraints skips super raises
    /// UIKit's "still need update" exception naming the view, even though the controller called super.
    @Test(
        "Fact 78 (public crash text, SO 30265898): a root view's updateConstraints without super raises, naming the view"
    )
    func rootViewWithoutSuperRaises() throws {
        let scene = try ConstrainedScene()
        scene.vc.scripted = Overrides([.updateViewConstraints: Overrides.callingSuper()])
        scene.root.scripted = Overrides([.updateConstraints: { _, _, _ in () }])
        #expect(
            throws: SimulatedException.updateConstraintsDidNotCallSuper(
                receiver: "vc.view", className: "UIView", method: "updateConstraints")
        ) {
            try scene.sim.runLoop.runOnce()
        }
    }

    @Test(
        "Fact 16 (Docs updateConstraints): updateConstraints prepares constraints; frames change only in the layout pass"
    )
    func updateConstraintsComputesNoFrames() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        var frameDuringUpdate: CGRect?
        scene.a1.scripted = Overrides([
            .updateConstraints: { _, arguments, callSuper in
                scene.height.constant = 40
                frameDuringUpdate = scene.a1.frame
                return try callSuper(arguments)
            }
        ])
        scene.a1.setNeedsUpdateConstraints()
        try scene.sim.runLoop.runOnce()
        #expect(frameDuringUpdate?.height == 100)
        #expect(scene.a1.frame.height == 40)
        let after = scene.sim.trace.after("start")
        let update = try #require(after.events("a1.updateConstraints").first)
        let layout = try #require(after.events("vc.view.layoutSubviews").first)
        #expect(update.phase == .updateConstraints && layout.phase == .layout && update.seq < layout.seq)
    }

    @Test("Fact 22 (Docs updateConstraintsIfNeeded): runs the pending updates of the receiver's subtree now")
    func updateConstraintsIfNeededSubtree() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        scene.a2.setNeedsUpdateConstraints()
        scene.root.setNeedsUpdateConstraints()
        try scene.a1.updateConstraintsIfNeeded()
        let after = scene.sim.trace.after("start")
        #expect(after.calls("updateConstraints", "updateViewConstraints") == ["a2.updateConstraints"])
        #expect(scene.root.needsUpdateConstraints())
        #expect(after.commits == 0)
    }

    @Test(
        "Fact 21 (UIKit impl layoutBelowIfNeeded): layoutIfNeeded first updates the whole window's pending constraints")
    func layoutIfNeededUpdatesHostConstraints() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        scene.root.setNeedsUpdateConstraints()
        try scene.a2.layoutIfNeeded()
        #expect(scene.sim.trace.after("start").contains("vc.updateViewConstraints"))
    }
}
