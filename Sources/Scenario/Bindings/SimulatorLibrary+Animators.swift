import Foundation
import Simulator

/// `UIViewPropertyAnimator` (fact 68): `init(duration:curve:animations:)`,
/// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`, start, pause,
/// stop and finish, `fractionComplete`, `isReversed`, `addAnimations`, `addCompletion`.
extension SimulatorLibrary {
    /// UIView.AnimationCurve's cases, as the scenario writes them.
    static let animationCurves = TimingCurve.allCases.map(\.rawValue)

    func installAnimators(_ registrations: BindingRegistrations) {
        registrations.register(propertyAnimator)
        propertyAnimator.nameObject = { _, object, name in (object as? UIViewPropertyAnimator)?.traceName = name }
        propertyAnimator.describe = { ($0 as? UIViewPropertyAnimator)?.traceName ?? "UIViewPropertyAnimator" }
        func a(_ value: Value) throws -> UIViewPropertyAnimator {
            try Self.object(value, UIViewPropertyAnimator.self, "the animator")
        }
        // The closures wait in the simulation, which the interpreter owns: they hold it weakly.
        func block(_ i: Interpreter, _ value: Value, _ what: String) throws -> () throws -> Void {
            let closure = try Convert.closure(value, what)
            return { [weak i] in _ = try i?.callback(closure, []) }
        }
        func completion(_ i: Interpreter, _ value: Value) throws -> (UIViewPropertyAnimator.Position) throws -> Void {
            let closure = try Convert.closure(value, "the completion")
            return { [weak i] position in _ = try i?.callback(closure, [.symbol(position.rawValue)]) }
        }
        func make(_ i: Interpreter, duration: Value, curve: Value, animations: Value) throws -> UIViewPropertyAnimator {
            try i.noteObjectCreated()
            let seconds = try Self.animationSeconds(duration, "'duration'")
            let name = try Convert.symbol(curve, "UIView.AnimationCurve", in: Self.animationCurves)
            let held = animations.isNone ? nil : try block(i, animations, "'animations'")
            return UIViewPropertyAnimator(
                self.simulation, duration: seconds, curve: TimingCurve(rawValue: name) ?? .easeInOut, animations: held)
        }
        propertyAnimator.initializer(["duration", "curve", "animations"], required: 2) { i, _, args in
            .host(self.propertyAnimator, try make(i, duration: args[0], curve: args[1], animations: args[2]))
        }
        propertyAnimator.staticMethod(
            "runningPropertyAnimator", ["withDuration", "delay", "options", "animations", "completion"], required: 4
        ) { i, _, args in
            try Self.checkAnimationOptions(args[2])
            let made = try make(i, duration: args[0], curve: .symbol("easeInOut"), animations: args[3])
            if !args[4].isNone { made.addCompletion(try completion(i, args[4])) }
            let delay = try Self.animationSeconds(args[1], "'delay'")
            try Self.uikit { try delay > 0 ? made.startAnimation(afterDelay: delay) : made.startAnimation() }
            return .host(self.propertyAnimator, made)
        }
        propertyAnimator.method("startAnimation", []) { _, this, _ in
            try Self.uikit { try a(this).startAnimation() }
            return .void
        }
        propertyAnimator.method("startAnimation", ["afterDelay"]) { _, this, args in
            let delay = try Self.animationSeconds(args[0], "'afterDelay'")
            try Self.uikit { try a(this).startAnimation(afterDelay: delay) }
            return .void
        }
        propertyAnimator.method("pauseAnimation", []) { _, this, _ in
            try Self.uikit { try a(this).pauseAnimation() }
            return .void
        }
        propertyAnimator.method("stopAnimation", [nil]) { _, this, args in
            try a(this).stopAnimation(try Convert.bool(args[0], "'withoutFinishing'"))
            return .void
        }
        propertyAnimator.method("finishAnimation", ["at"]) { _, this, args in
            let name = try Convert.symbol(
                args[0], "UIViewAnimatingPosition", in: UIViewPropertyAnimator.Position.allCases.map(\.rawValue))
            try Self.uikit { try a(this).finishAnimation(at: UIViewPropertyAnimator.Position(rawValue: name) ?? .end) }
            return .void
        }
        propertyAnimator.method("addAnimations", [nil]) { i, this, args in
            let held = try block(i, args[0], "the animations")
            try Self.uikit { try a(this).addAnimations(held) }
            return .void
        }
        propertyAnimator.method("addCompletion", [nil]) { i, this, args in
            try a(this).addCompletion(try completion(i, args[0]))
            return .void
        }
        propertyAnimator.property("state") { _, this in .symbol(try a(this).state.rawValue) }
        propertyAnimator.property("isRunning") { _, this in .bool(try a(this).isRunning) }
        propertyAnimator.property("duration") { _, this in .double(try a(this).duration) }
        propertyAnimator.property(
            "isReversed", get: { _, this in .bool(try a(this).isReversed) },
            set: { _, this, value in try a(this).setReversed(try Convert.bool(value, "'isReversed'")) })
        propertyAnimator.property(
            "fractionComplete", get: { _, this in .double(try a(this).fractionComplete) },
            set: { _, this, value in
                let fraction = try Convert.double(value, "'fractionComplete'")
                try Self.uikit { try a(this).setFractionComplete(fraction) }
            })
        propertyAnimator.property(
            "scrubsLinearly", get: { _, this in .bool(try a(this).scrubsLinearly) },
            set: { _, this, value in try a(this).scrubsLinearly = try Convert.bool(value, "'scrubsLinearly'") })
    }
}

/// iOS 18's `UIUpdateLink` (fact 77): actions in the phases of a UI update.
extension SimulatorLibrary {
    static let updatePhases = UIUpdateLink.Phase.allCases.map(\.rawValue)
    /// UIUpdateActionPhase's phases the simulator does not run, with the reason.
    static let unmodelledUpdatePhases = [
        "afterUpdateScheduled", "beforeEventDispatch", "beforeLowLatencyEventDispatch", "afterLowLatencyEventDispatch",
        "beforeLowLatencyCATransactionCommit", "afterLowLatencyCATransactionCommit",
    ]

    func installUpdateLink(_ registrations: BindingRegistrations) {
        registrations.register(updateLink)
        updateLink.nameObject = { _, object, name in (object as? UIUpdateLink)?.traceName = name }
        updateLink.describe = { ($0 as? UIUpdateLink)?.traceName ?? "UIUpdateLink" }
        func u(_ value: Value) throws -> UIUpdateLink { try Self.object(value, UIUpdateLink.self, "the update link") }
        func phase(_ value: Value) throws -> UIUpdateLink.Phase {
            if case .symbol(let name) = value, Self.unmodelledUpdatePhases.contains(name) {
                throw NativeError(
                    .unsupported, "not supported in scenarios: the UIUpdateActionPhase .\(name)",
                    hint: "the scenario's statements are the update's event dispatch; the simulator runs "
                        + Self.updatePhases.map { "." + $0 }.joined(separator: ", "))
            }
            let name = try Convert.symbol(value, "UIUpdateActionPhase", in: Self.updatePhases)
            return UIUpdateLink.Phase(rawValue: name) ?? .beforeCATransactionCommit
        }
        updateLink.initializer(["view"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(
                self.updateLink, UIUpdateLink(self.simulation, view: try Self.object(args[0], UIView.self, "'view'")))
        }
        updateLink.method("addAction", ["to", "handler"]) { i, this, args in
            let link = try u(this)
            let where_ = try phase(args[0])
            let closure = try Convert.closure(args[1], "the action")
            link.addAction(to: where_) { [weak i, weak self] link, info in
                guard let i, let self else { return }
                _ = try i.callback(
                    closure, [i.wrap(link, as: self.updateLink), .host(self.updateInfo, HostValue(info))])
            }
            return .void
        }
        updateLink.property(
            "isEnabled", get: { _, this in .bool(try u(this).isEnabled) },
            set: { _, this, value in try u(this).isEnabled = try Convert.bool(value, "'isEnabled'") })
        updateLink.property(
            "requiresContinuousUpdates", get: { _, this in .bool(try u(this).requiresContinuousUpdates) },
            set: { _, this, value in
                try u(this).requiresContinuousUpdates = try Convert.bool(value, "'requiresContinuousUpdates'")
            })
        updateLink.property("isActive") { _, this in .bool(try u(this).isActive) }
        updateLink.property(
            "preferredFrameRateRange",
            get: { _, this in
                .host(self.frameRateRange, HostValue(try u(this).preferredFrameRateRange))
            },
            set: { _, this, value in
                try u(this).preferredFrameRateRange = try Self.hostValue(
                    value, CAFrameRateRange.self, "the frame rate range")
            })
        func info(_ value: Value) throws -> UIUpdateLink.Info {
            try Self.hostValue(value, UIUpdateLink.Info.self, "the update info")
        }
        updateInfo.property("modelTime") { _, this in .double(try info(this).modelTime) }
        updateInfo.property("completionDeadlineTime") { _, this in .double(try info(this).completionDeadlineTime) }
        updateInfo.property("estimatedPresentationTime") { _, this in .double(try info(this).estimatedPresentationTime)
        }
        updateInfo.describe = { _ in "UIUpdateInfo" }
    }
}
