// Views outside the passes: autoresizing, sizing, labels and image views, hierarchy order, messages.
import Foundation
import TestSupport
import Testing

@testable import Simulator

@Suite("Views")
struct ViewTests {
    @Test("Autoresizing: flexible width keeps both margins; a flexible left margin keeps the right one")
    func springsAndStruts() throws {
        let sim = Simulation()
        let parent = UIView(sim, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let stretchy = UIView(sim, frame: CGRect(x: 20, y: 10, width: 260, height: 50))
        stretchy.autoresizingMask = [.flexibleWidth]
        let pinnedRight = UIView(sim, frame: CGRect(x: 250, y: 10, width: 40, height: 40))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let fixed = UIView(sim, frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        try parent.addSubview(stretchy)
        try parent.addSubview(pinnedRight)
        try parent.addSubview(fixed)
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        #expect(stretchy.frame == CGRect(x: 20, y: 10, width: 360, height: 50))
        #expect(pinnedRight.frame == CGRect(x: 350, y: 10, width: 40, height: 40))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test("Autoresizing: several flexible parts share the change in proportion to their lengths")
    func proportionalSharing() throws {
        let sim = Simulation()
        let parent = UIView(sim, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(sim, frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        child.autoresizingMask = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        try parent.addSubview(child)
        parent.bounds = CGRect(x: 0, y: 0, width: 300, height: 600)
        #expect(child.frame == CGRect(x: 0, y: 200, width: 300, height: 200))
        #expect(
            UIView.resize(
                start: 0, length: 0, oldTotal: 0, newTotal: 90, flexibleStart: true, flexibleLength: true,
                flexibleEnd: true)
                == (30, 30))
    }

    @Test("Autoresizing: the root view follows the window; autoresizesSubviews = false stops it")
    func autoresizesSubviewsSwitch() throws {
        let sim = Simulation()
        let parent = UIView(sim, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(sim, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth]
        try parent.addSubview(child)
        parent.frame.size.width = 200
        #expect(child.frame.width == 100)
        let vc = UIViewController(sim)
        try sim.window.setRootViewController(vc)
        #expect(try vc.view.frame == sim.window.bounds)
    }

    @Test("Labels measure text with a fixed metric; wide characters take a full em; sizeThatFits wraps")
    func labelMetrics() throws {
        let sim = Simulation()
        let label = UILabel(sim, text: "Hello")
        #expect(try label.intrinsicContentSize == CGSize(width: 45, height: 21))
        label.text = "안녕"
        #expect(try label.intrinsicContentSize == CGSize(width: 34, height: 21))
        label.text = String(repeating: "a", count: 20)
        label.numberOfLines = 0
        // Five 9-pt characters fit in 50 pt: four lines, as wide as the widest (fact 49).
        #expect(try label.sizeThatFits(CGSize(width: 50, height: 0)) == CGSize(width: 45, height: 84))
        try label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 180, height: 21))
        label.text = nil
        #expect(try label.intrinsicContentSize == .zero)
    }

    @Test("Image views: the image's size is the intrinsic size; a plain view has none")
    func imageViewSize() throws {
        let sim = Simulation()
        let image = UIImageView(sim, image: UIImage(size: CGSize(width: 40, height: 30)))
        #expect(image.frame.size == CGSize(width: 40, height: 30))
        #expect(try image.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(
            try UIView(sim).intrinsicContentSize
                == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test("Scripted overrides: sizeThatFits and intrinsicContentSize overrides are used, a wrong result type raises")
    func scriptedSizing() throws {
        let sim = Simulation()
        let view = UIView(sim)
        view.traceName = "v"
        view.scripted = Overrides([
            .sizeThatFits: { _, _, _ in CGSize(width: 7, height: 8) },
            .intrinsicContentSize: { _, _, _ in "not a size" },
        ])
        try view.sizeToFit()
        #expect(view.frame.size == CGSize(width: 7, height: 8))
        #expect(
            throws: SimulatedException.badOverrideResult(
                receiver: "v", method: "intrinsicContentSize", expected: "CGSize")
        ) {
            _ = try view.intrinsicContentSize
        }
    }

    @Test("Hierarchy: insertSubview orders subviews and layers; re-adding moves a view to the front")
    func ordering() throws {
        let sim = Simulation()
        let parent = UIView(sim), a = UIView(sim), b = UIView(sim), c = UIView(sim)
        try parent.addSubview(a)
        try parent.addSubview(b)
        try parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(\.traceName) == [c, a, b].map(\.traceName))
        #expect(parent.layer.sublayers.map(\.traceName) == [c, a, b].map(\.layer.traceName))
        try parent.addSubview(c)
        #expect(parent.subviews.map(\.traceName) == [a, b, c].map(\.traceName))
        #expect(parent.layer.sublayers.map(\.traceName) == [a, b, c].map(\.layer.traceName))
    }

    @Test("Hierarchy: removeFromSuperview calls willRemoveSubview, willMove(toSuperview: nil) and the window callbacks")
    func removalCallbacks() throws {
        let scene = try Scene()
        try scene.settle()
        try scene.a2.removeFromSuperview()
        #expect(
            scene.sim.trace.after("start").calls()
                == [
                    "a1.willRemoveSubview", "a2.willMoveToSuperview", "a2.willMoveToWindow", "a2.didMoveToWindow",
                    "a2.didMoveToSuperview",
                ])
        #expect(scene.a2.window == nil)
    }

    @Test("Controllers: the view loads lazily (loadView, viewDidLoad); appearance follows the first commit")
    func controllerLifecycle() throws {
        let sim = Simulation()
        let vc = UIViewController(sim)
        vc.traceName = "vc"
        #expect(!vc.isViewLoaded)
        try sim.window.setRootViewController(vc)
        #expect(
            sim.trace.calls("loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear") == [
                "vc.loadView", "vc.viewDidLoad", "vc.viewWillAppear",
            ])
        try sim.runLoop.runOnce()
        #expect(sim.trace.calls("viewDidAppear") == ["vc.viewDidAppear"])
        let appeared = try #require(sim.trace.events("vc.viewDidAppear").first)
        #expect(sim.trace.event(appeared.parent ?? 0)?.method == "_afterCACommitHandler")
    }

    @Test("Controllers: a loadView override sets the view; its name is vc.view")
    func loadViewOverride() throws {
        let sim = Simulation()
        let vc = UIViewController(sim)
        vc.traceName = "vc"
        let custom = UILabel(sim, text: "root")
        vc.scripted = Overrides([
            .loadView: { _, _, _ in
                vc.setView(custom); return ()
            }
        ])
        #expect(try vc.view === custom)
        #expect(custom.traceName == "vc.view")
    }

    @Test("Exceptions: the messages a learner reads (golden)")
    func exceptionMessages() throws {
        let messages: [SimulatedException] = [
            .layoutFeedbackLoop(views: ["a1", "a2"], threshold: 100),
            .updateConstraintsDidNotCallSuper(receiver: "card", method: "updateConstraints"),
            .noCommonAncestor(first: "<NSLayoutDimension \"a1.width\">", second: "<NSLayoutDimension \"b.width\">"),
            .subviewCycle(view: "a1", superview: "a2"),
            .neverIdle(turns: 1000),
            .badOverrideResult(receiver: "v", method: "sizeThatFits", expected: "CGSize"),
            .invalidConstraint("A constraint cannot be made between a1.width and a2.leading."),
        ]
        expectGolden(messages.map { "\($0.name): \($0)" }.joined(separator: "\n") + "\n", "exception-messages.txt")
    }
}

@Suite("Robustness")
struct RobustnessTests {
    @Test("No input crashes: NaN and infinite geometry, a zero-width wrap, a NaN constant, a huge frame count")
    func hostileInput() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        scene.a1.frame = CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: .nan)
        let label = UILabel(scene.sim, text: "wrap me")
        label.numberOfLines = 0
        _ = try label.sizeThatFits(CGSize(width: 1e-300, height: 0))
        scene.height.constant = .nan
        let wild = try scene.a2.widthAnchor.constraint(equalToConstant: .infinity)
        wild.isActive = true
        #expect(scene.sim.trace.logs.contains { $0.contains("must be finite") })
        do { try scene.sim.runLoop.runOnce() } catch is SimulatedException {}
        #expect(throws: SimulatedException.self) { try scene.sim.runLoop.run(frames: Int.max) }
        #expect(UIView.format(.nan) == "nan" && UIView.format(.infinity) == "inf")
    }
}

@Suite("Memory")
struct MemoryTests {
    /// Builds a constrained scene and lets go of it, returning weak references to its window and views.
    static func abandonedScene() throws -> (window: WeakBox<UIWindow>, view: WeakBox<UIView>) {
        let scene = try ConstrainedScene()
        try scene.sim.runLoop.runUntilIdle()
        _ = scene.a1.hasAmbiguousLayout
        return (WeakBox(value: scene.sim.window), WeakBox(value: scene.a2))
    }

    @Test("Memory: a simulation with constraints is freed when the scenario lets go of it (no reference cycles)")
    func simulationIsFreed() throws {
        let references = try Self.abandonedScene()
        #expect(references.window.value == nil)
        #expect(references.view.value == nil)
    }
}
