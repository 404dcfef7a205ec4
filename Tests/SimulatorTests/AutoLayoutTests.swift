// Facts 9–11, 19, 21 and 24–28: the Auto Layout engine and how it drives the passes.
import Foundation
import TestSupport
import Testing

@testable import Simulator

@Suite("Auto Layout")
struct AutoLayoutTests {
    @Test("Auto Layout: the first commit solves and applies frames, safe area included")
    func firstLayout() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        #expect(scene.a1.frame == CGRect(x: 20, y: 47, width: 350, height: 100))
        #expect(scene.a2.frame == CGRect(x: 10, y: 10, width: 330, height: 80))
        #expect(!scene.a1.hasAmbiguousLayout)
    }

    @Test(
        "Fact 9 (W15-219, UIKit impl nsis_valueOfVariable:didChangeInEngine:): an engine change calls setNeedsLayout on the view's superview"
    )
    func engineChangeMarksSuperview() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        scene.height.constant = 150
        let after = scene.sim.trace.after("start")
        let mark = try #require(after.events("vc.view.setNeedsLayout").first)
        #expect(mark.reason == "engineValueChanged")
        #expect(scene.sim.trace.causeChain(of: mark).first?.call == "h.setConstant")
        #expect(
            after.events("a1.setNeedsLayout").first?.reason == "engineValueChanged",
            "a1 is a2's superview, and a2 changed too")
        #expect(!after.contains("a2.setNeedsLayout"), "the changed views themselves are not sent setNeedsLayout")
        #expect(scene.a1.frame.height == 100, "frames are applied later, in the superview's layoutSubviews")
        try scene.sim.runLoop.runOnce()
        #expect(scene.a1.frame.height == 150)
        #expect(
            scene.sim.trace.after("start").calls("layoutSubviews") == [
                "vc.view.layoutSubviews", "a1.layoutSubviews", "a2.layoutSubviews",
            ])
    }

    @Test("Fact 10 (W15-219, W18-220): a constant change marks layout, never update-constraints")
    func constantChangeDoesNotUpdateConstraints() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        scene.height.constant = 120
        try scene.height.setPriority(.required)
        try scene.sim.runLoop.runOnce()
        let after = scene.sim.trace.after("start")
        #expect(after.count("updateConstraints") == 0)
        #expect(after.count("updateViewConstraints") == 0)
        #expect(after.contains("vc.view.layoutSubviews"))
    }

    @Test("Fact 10 (W15-219): isActive changes also mark layout without update-constraints")
    func activationDoesNotUpdateConstraints() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        let wide = try scene.a2.widthAnchor.constraint(equalToConstant: 50)
        wide.priority = UILayoutPriority(900)
        wide.isActive = true
        try scene.sim.runLoop.runOnce()
        #expect(scene.sim.trace.after("start").count("updateConstraints") == 0)
        #expect(scene.a2.frame.width == 330, "priority 900 loses to the required edge constraints")
    }

    @Test(
        "Fact 11 (Docs invalidateIntrinsicContentSize): a label's new text updates its content-size constraints, then lays out"
    )
    func intrinsicSizeInvalidation() throws {
        let scene = try ConstrainedScene()
        let label = UILabel(scene.sim, text: "Hi")
        label.traceName = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        try scene.root.addSubview(label)
        try NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            label.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 300),
        ])
        try scene.settle()
        #expect(label.frame.size == CGSize(width: 18, height: 21))
        label.text = "Hello"
        try scene.sim.runLoop.runOnce()
        let after = scene.sim.trace.after("start")
        #expect(
            after.calls("invalidateIntrinsicContentSize", "updateConstraints", "layoutSubviews")
                == [
                    "label.invalidateIntrinsicContentSize", "label.updateConstraints", "vc.view.layoutSubviews",
                    "label.layoutSubviews",
                ])
        #expect(label.frame.width == 45)
    }

    @Test("Fact 19 (UIKit impl): super.layoutSubviews copies engine frames into direct subviews only")
    func superLayoutSubviewsAppliesFramesToDirectSubviews() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        var seenInRoot: CGRect?
        var a2InRoot: CGRect?
        scene.root.scripted = Overrides([
            .layoutSubviews: { _, arguments, callSuper in
                let result = try callSuper(arguments)
                seenInRoot = scene.a1.frame
                a2InRoot = scene.a2.frame
                return result
            }
        ])
        scene.height.constant = 200
        try scene.sim.runLoop.runOnce()
        #expect(seenInRoot?.height == 200)
        #expect(a2InRoot?.height == 80, "a2's frame is applied by a1's layoutSubviews, later in the pass")
        #expect(scene.a2.frame.height == 180)
    }

    @Test(
        "Fact 21 (UIKit impl, Docs animation pattern): constant change then superview.layoutIfNeeded applies frames now"
    )
    func layoutIfNeededAppliesNow() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        scene.height.constant = 60
        try scene.root.layoutIfNeeded()
        #expect(scene.a1.frame.height == 60)
        #expect(scene.a2.frame.height == 40)
        #expect(scene.sim.trace.after("start").commits == 0)
    }

    @Test(
        "Fact 21 (UIKit impl layoutBelowIfNeeded): a1.layoutIfNeeded lays out a1's subviews but does not move a1 itself"
    )
    func layoutIfNeededDoesNotMoveReceiver() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        scene.height.constant = 60
        try scene.a1.layoutIfNeeded()
        #expect(scene.a1.frame.height == 100, "a1's frame is applied by its superview's layoutSubviews")
        #expect(scene.a2.frame.height == 40, "a1's own layoutSubviews applied a2's new frame")
        #expect(scene.root.layer.needsLayout())
        try scene.sim.runLoop.runOnce()
        #expect(scene.a1.frame.height == 60)
    }

    @Test(
        "Fact 24 (Docs UILayoutPriority, ALG): a higher priority wins; required = 1000, defaultHigh = 750, defaultLow = 250, fittingSizeLevel = 50"
    )
    func priorities() throws {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        let scene = try ConstrainedScene()
        let box = UIView(scene.sim)
        box.traceName = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        try scene.root.addSubview(box)
        let low = try box.widthAnchor.constraint(equalToConstant: 200)
        low.priority = .defaultLow
        let high = try box.widthAnchor.constraint(equalToConstant: 100)
        high.priority = .defaultHigh
        try NSLayoutConstraint.activate([
            low, high, box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor),
        ])
        try scene.settle()
        #expect(box.frame.width == 100)
        try high.setPriority(UILayoutPriority(200))
        try scene.sim.runLoop.runOnce()
        #expect(box.frame.width == 200)
        #expect(throws: SimulatedException.self) { try high.setPriority(.required) }
    }

    @Test("Fact 25 (objc.io 3, Docs): intrinsic size becomes hugging (250) and compression resistance (750)")
    func huggingAndCompression() throws {
        let scene = try ConstrainedScene()
        let label = UILabel(scene.sim, text: "Hello")
        label.traceName = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        try scene.root.addSubview(label)
        let stretch = try label.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor)
        stretch.priority = UILayoutPriority(500)
        let squeeze = try label.widthAnchor.constraint(lessThanOrEqualToConstant: 20)
        squeeze.priority = UILayoutPriority(700)
        try NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            label.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 300),
            stretch,
        ])
        try scene.settle()
        #expect(label.frame.width == 390, "500 beats hugging 250: the label stretches")
        label.setContentHuggingPriority(UILayoutPriority(600), for: .horizontal)
        try scene.sim.runLoop.runOnce()
        #expect(label.frame.width == 45, "hugging 600 beats 500: the label hugs its text")
        squeeze.isActive = true
        try scene.sim.runLoop.runOnce()
        #expect(label.frame.width == 45, "700 loses to compression resistance 750")
        label.setContentCompressionResistancePriority(UILayoutPriority(650), for: .horizontal)
        try scene.sim.runLoop.runOnce()
        #expect(label.frame.width == 20, "compression 650 loses to 700")
    }

    @Test(
        "Fact 26 (ALG Unsatisfiable Layouts): conflicting required constraints log UIKit's message and the app continues"
    )
    func unsatisfiable() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        let conflict = try scene.a1.heightAnchor.constraint(equalToConstant: 300)
        conflict.traceName = "tall"
        conflict.isActive = true
        try scene.sim.runLoop.runOnce()
        let log = try #require(scene.sim.trace.after("start").logs.first)
        #expect(log.contains("Unable to simultaneously satisfy constraints"))
        #expect(log.contains("Will attempt to recover by breaking constraint"))
        #expect(log.contains("a1.height == 100"))
        #expect(log.contains("tall: a1.height == 300"))
        #expect(scene.a1.frame.height == 100)
        expectGolden(log + "\n", "unsatisfiable-log.txt")
    }

    @Test("A non-finite constant is refused with the solver's words, which name the engine's variables")
    func nonFiniteConstantNamesVariables() throws {
        let scene = try ConstrainedScene()
        let box = UIView(scene.sim)
        box.traceName = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        try scene.root.addSubview(box)
        let wide = try box.widthAnchor.constraint(equalToConstant: 100)
        wide.traceName = "wide"
        let offset = try box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10)
        offset.traceName = "offset"
        try NSLayoutConstraint.activate([wide, offset])
        try scene.settle()
        wide.constant = .nan
        offset.constant = -.infinity
        let logs = scene.sim.trace.after("start").logs
        // The engine's variables have no names of their own (`LayoutVariables`): the message is
        // the solver's, with the names the variables stand for.
        #expect(
            logs == [
                "[LayoutConstraints] Ignoring \(wide): constant -nan of box.width - 100.0 == 0. "
                    + "Constants and multipliers must be finite numbers.",
                "[LayoutConstraints] Ignoring \(offset): constant inf of box.minX - vc.view.minX - 10.0 == 0. "
                    + "Constants and multipliers must be finite numbers.",
            ])
    }

    @Test("Fact 27 (ALG): ambiguous layout is silent at runtime; hasAmbiguousLayout reports it")
    func ambiguity() throws {
        let scene = try ConstrainedScene()
        let loose = UIView(scene.sim)
        loose.traceName = "loose"
        loose.translatesAutoresizingMaskIntoConstraints = false
        try scene.root.addSubview(loose)
        try NSLayoutConstraint.activate([loose.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor)])
        try scene.settle()
        #expect(loose.hasAmbiguousLayout)
        #expect(!scene.a1.hasAmbiguousLayout)
        #expect(!scene.a2.hasAmbiguousLayout)
        #expect(scene.sim.trace.logs.isEmpty)
        #expect(!scene.a1.hasAmbiguousLayout, "asking does not move anything")
        #expect(scene.a1.frame == CGRect(x: 20, y: 47, width: 350, height: 100))
    }

    @Test("Fact 28 (W18-220): changing a constant costs less simulated time than activating or deactivating")
    func costs() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        let t0 = scene.sim.now
        scene.height.constant = 101
        let constantCost = scene.sim.now - t0
        let t1 = scene.sim.now
        scene.height.isActive = false
        scene.height.isActive = true
        let churnCost = scene.sim.now - t1
        #expect(constantCost < churnCost / 2)
    }

    @Test("Auto Layout: activating constraints between views with no common ancestor raises")
    func noCommonAncestor() throws {
        let sim = Simulation()
        let a = UIView(sim), b = UIView(sim)
        let constraint = try a.widthAnchor.constraint(equalTo: b.widthAnchor)
        #expect(throws: SimulatedException.self) { try constraint.setActive(true) }
        constraint.isActive = true
        #expect(throws: SimulatedException.self) { try sim.raisePendingException() }
        #expect(throws: SimulatedException.self) { try a.widthAnchor.constraint(equalTo: b.leadingAnchor) }
    }

    @Test("Auto Layout: removing a view deactivates its constraints to the outside")
    func removalDeactivates() throws {
        let scene = try ConstrainedScene()
        try scene.settle()
        try scene.a2.removeFromSuperview()
        #expect(scene.a1.constraints.allSatisfy { !$0.references(scene.a2) })
        try scene.sim.runLoop.runOnce()
        #expect(scene.a1.frame.height == 100)
    }
}

@Suite("Auto Layout across turns")
struct AutoLayoutAcrossTurnsTests {
    @Test("Fact 9 (W15-219): a constraint changed in draw(_:) (after layout) is laid out in the next turn, not lost")
    func constraintChangedDuringDisplay() throws {
        let scene = try ConstrainedScene()
        var changed = false
        scene.a2.scripted = Overrides([
            .draw: { _, _, _ in
                if !changed {
                    changed = true
                    scene.height.constant = 70
                }
                return ()
            }
        ])
        try scene.sim.runLoop.runUntilIdle()
        #expect(changed)
        #expect(scene.a1.frame.height == 70)
        #expect(scene.sim.trace.commits == 2, "the second commit lays out what the draw changed; no empty third one")
    }
}
