// Fact 81: a view controller's additionalSafeAreaInsets.
import Foundation
import Testing

@testable import Simulator

@Suite("Safe area: additionalSafeAreaInsets")
struct SafeAreaTests {
    /// Fact 81 (Docs UIViewController.additionalSafeAreaInsets: "adjust the safe area insets of this
    /// view controller's views by the specified amount"; Docs UIView.safeAreaInsets: for the root
    /// view "the insets account for … any additional insets"): the root view's insets grow by the
    /// additional ones, a descendant's follow where it overlaps them, and the safe-area guide moves
    /// the constrained view at the next layout.
    @Test(
        "Fact 81 (Docs additionalSafeAreaInsets, safeAreaInsets): the root view's safe area grows, descendants and guides follow"
    )
    func additionalInsetsReachRootAndDescendants() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        #expect(scene.root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(scene.a1.frame.minY == 47)
        #expect(scene.a1.safeAreaInsets == .zero)

        try scene.vc.setAdditionalSafeAreaInsets(UIEdgeInsets(top: 20, left: 30, bottom: 0, right: 0))
        #expect(scene.root.safeAreaInsets == UIEdgeInsets(top: 67, left: 30, bottom: 34, right: 0))
        #expect(scene.a1.frame.minY == 47, "frames change in the layout pass, not in the setter")
        try scene.sim.runLoop.runUntilIdle()
        #expect(scene.a1.frame.minY == 67)
        // a1 starts at x = 20, so 10 of the 30 pt on the left reach it; its top now meets the safe area.
        #expect(scene.a1.safeAreaInsets == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
        #expect(
            scene.root.layoutMargins.top == 67, "the root view's margins are measured inside the safe area (fact 48)")

        try scene.vc.setAdditionalSafeAreaInsets(.zero)
        try scene.sim.runLoop.runUntilIdle()
        #expect(scene.a1.frame.minY == 47)
        #expect(scene.root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    /// Fact 81 (Docs viewSafeAreaInsetsDidChange: "UIKit updates the safe area … when you modify the
    /// additional safe area insets of your view controller"; Docs safeAreaInsetsDidChange): the views
    /// whose insets changed are told and marked for layout, then the controller; nothing else runs.
    @Test(
        "Fact 81 (Docs viewSafeAreaInsetsDidChange): the change is announced and lays out; an unchanged value does nothing"
    )
    func changeIsAnnouncedAndLaysOut() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        var controllerCalls = 0
        scene.vc.scripted = Overrides([
            .viewSafeAreaInsetsDidChange: { _, arguments, callSuper in
                controllerCalls += 1
                return try callSuper(arguments)
            }
        ])
        try scene.vc.setAdditionalSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0))
        let after = scene.sim.trace.after("start")
        #expect(
            after.calls("safeAreaInsetsDidChange", "viewSafeAreaInsetsDidChange")
                == ["vc.view.safeAreaInsetsDidChange", "vc.viewSafeAreaInsetsDidChange"])
        #expect(controllerCalls == 1)
        #expect(scene.root.layer.needsLayout())
        #expect(!scene.a1.layer.needsLayout(), "a1 is far from the bottom: its insets did not change")

        scene.sim.trace.mark("same")
        try scene.vc.setAdditionalSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0))
        #expect(scene.sim.trace.after("same").calls("safeAreaInsetsDidChange", "viewSafeAreaInsetsDidChange").isEmpty)
    }

    @Test("Fact 81 (Docs safeAreaInsets): a controller whose view is not loaded keeps the value for later")
    func unloadedControllerKeepsValue() throws {
        let sim = Simulation()
        let vc = UIViewController(sim)
        try vc.setAdditionalSafeAreaInsets(UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(!vc.isViewLoaded)
        try sim.window.setRootViewController(vc)
        #expect(try vc.view.safeAreaInsets.top == 57)
        try vc.setAdditionalSafeAreaInsets(UIEdgeInsets(top: .infinity, left: .nan, bottom: 0, right: 0))
        #expect(vc.additionalSafeAreaInsets == .zero, "non-finite insets are read as 0")
    }
}
