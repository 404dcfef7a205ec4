import Foundation
import Simulator

/// Animation control and effects: `CATransaction.setDisableActions`/`setAnimationDuration`
/// (fact 52), `UIView.performWithoutAnimation`, `UIBlurEffect` and `UIVisualEffectView(effect:)`.
extension SimulatorLibrary {
    func installEffects(_ registrations: BindingRegistrations) {
        registrations.register(blurEffect)
        transaction.staticMethod("setDisableActions", [nil]) { _, _, args in
            self.simulation.transaction.setDisableActions(try Convert.bool(args[0], "the flag"))
            return .void
        }
        transaction.staticMethod("disableActions", []) { _, _, _ in
            .bool(self.simulation.transaction.actionSettings.disableActions)
        }
        transaction.staticMethod("setAnimationDuration", [nil]) { _, _, args in
            self.simulation.transaction.setAnimationDuration(try Self.animationSeconds(args[0], "the duration"))
            return .void
        }
        transaction.staticMethod("animationDuration", []) { _, _, _ in
            .double(self.simulation.transaction.actionSettings.animationDuration)
        }

        view.staticMethod("performWithoutAnimation", [nil]) { i, _, args in
            let block = try Convert.closure(args[0], "the actions")
            try Self.uikit { try UIView.performWithoutAnimation(self.simulation) { _ = try i.callback(block, []) } }
            return .void
        }

        let styles = UIBlurEffect.Style.allCases.map(\.rawValue)
        blurEffect.initializer(["style"]) { _, _, args in
            let name = try Convert.symbol(args[0], "UIBlurEffect.Style", in: styles)
            return .host(self.blurEffect, UIBlurEffect(style: UIBlurEffect.Style(rawValue: name) ?? .systemMaterial))
        }
        blurEffect.describe = { object in "UIBlurEffect(style: .\((object as? UIBlurEffect)?.style.rawValue ?? "?"))" }
        blurEffect.equals = { a, b in (a as? UIBlurEffect) == (b as? UIBlurEffect) }

        func e(_ value: Value) throws -> UIVisualEffectView {
            try Self.object(value, UIVisualEffectView.self, "the effect view")
        }
        effectView.initializer(["effect"]) { i, _, args in
            try i.noteObjectCreated()
            let effect = try Self.optionalObject(args[0], UIBlurEffect.self, "'effect'")
            return .host(self.effectView, UIVisualEffectView(self.simulation, effect: effect))
        }
        effectView.property(
            "effect", get: { i, this in try e(this).effect.map { .host(self.blurEffect, $0) } ?? .null },
            set: { _, this, value in try e(this).effect = try Self.optionalObject(value, UIBlurEffect.self, "'effect'")
            })
        effectView.property("contentView") { i, this in self.wrap(i, try e(this).contentView) }
    }
}
