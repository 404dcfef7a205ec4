import Foundation
import Simulator

/// Size and trait changes (fact 85): `window.rotate(to:)` (a prelude helper), the transition
/// coordinator handed to `viewWillTransition(to:with:)`, and `traitCollection` with its size classes.
extension SimulatorLibrary {
    func installTransitions(_ registrations: BindingRegistrations) {
        for type in [traitCollection, transitionCoordinator] { registrations.register(type) }
        func w(_ value: Value) throws -> UIWindow { try Self.object(value, UIWindow.self, "the window") }
        windowType.method("rotate", ["to"]) { _, this, args in
            let size = try Convert.size(args[0], "'to'")
            try Self.uikit { try w(this).rotate(to: size) }
            return .void
        }
        func traits(_ value: Value) throws -> UITraitCollection {
            try Self.hostValue(value, UITraitCollection.self, "the trait collection")
        }
        traitCollection.property("horizontalSizeClass") { _, this in
            .symbol(try traits(this).horizontalSizeClass.rawValue)
        }
        traitCollection.property("verticalSizeClass") { _, this in .symbol(try traits(this).verticalSizeClass.rawValue)
        }
        traitCollection.describe = { object in
            guard let t = (object as? HostValue<UITraitCollection>)?.value else { return "UITraitCollection" }
            return "<UITraitCollection: horizontalSizeClass = \(t.horizontalSizeClass.rawValue), "
                + "verticalSizeClass = \(t.verticalSizeClass.rawValue)>"
        }
        traitCollection.equals = {
            ($0 as? HostValue<UITraitCollection>)?.value == ($1 as? HostValue<UITraitCollection>)?.value
        }
        view.property("traitCollection") { _, this in
            .host(self.traitCollection, HostValue(try Self.object(this, UIView.self, "the view").traitCollection))
        }
        controller.property("traitCollection") { _, this in
            .host(
                self.traitCollection,
                HostValue(try Self.object(this, UIViewController.self, "the view controller").traitCollection))
        }

        func c(_ value: Value) throws -> UIViewControllerTransitionCoordinator {
            try Self.object(value, UIViewControllerTransitionCoordinator.self, "the transition coordinator")
        }
        transitionCoordinator.property("transitionDuration") { _, this in .double(try c(this).transitionDuration) }
        transitionCoordinator.method("animate", ["alongsideTransition", "completion"], required: 1) { i, this, args in
            let alongside = args[0].isNone ? nil : try Convert.closure(args[0], "'alongsideTransition'")
            let completion = args[1].isNone ? nil : try Convert.closure(args[1], "'completion'")
            // Weak: the blocks wait in the simulation, which the interpreter owns. Each gets the
            // coordinator's context, which the model does not expose (nil).
            let accepted = try c(this).animate(
                alongside: alongside.map { block in { [weak i] in _ = try i?.callback(block, [.null]) } },
                completion: completion.map { block in { [weak i] in _ = try i?.callback(block, [.null]) } })
            return .bool(accepted)
        }
        transitionCoordinator.describe = { _ in "UIViewControllerTransitionCoordinator" }
    }
}
