import Foundation
import Simulator

/// Core Animation's explicit animations (fact 70): `CABasicAnimation(keyPath:)`,
/// `CASpringAnimation(keyPath:)`, `CAMediaTimingFunction(name:)`, `CACurrentMediaTime()`,
/// `layer.add(_:forKey:)`, `animation(forKey:)`, `animationKeys()`, `removeAnimation(forKey:)`,
/// `removeAllAnimations()`, and `CATransaction.setCompletionBlock(_:)`.
extension SimulatorLibrary {
    static let fillModes = CAAnimation.FillMode.allCases.map(\.rawValue)
    /// CAMediaTimingFunctionName's cases and the curve each names.
    static let timingFunctionNames: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInOut),
        ("default", .easeInOut),
    ]

    func installCoreAnimation(_ registrations: BindingRegistrations) {
        for type in [caAnimation, basicAnimation, springAnimation, timingFunction, frameRateRange] {
            registrations.register(type)
        }
        registrations.defineFunction(
            "CACurrentMediaTime", [NativeFunction([]) { _, _, _ in .double(self.simulation.clock.now / 1000) }])

        func anim(_ value: Value) throws -> CABasicAnimation {
            try Self.object(value, CABasicAnimation.self, "the animation")
        }
        func spring(_ value: Value) throws -> CASpringAnimation {
            try Self.object(value, CASpringAnimation.self, "the spring animation")
        }
        func keyPath(_ value: Value) throws -> String {
            let path = try Convert.string(value, "'keyPath'")
            guard CABasicAnimation.animatableKeyPaths.contains(path) else {
                throw NativeError(
                    .unsupported, "not supported in scenarios: animating the key path \"\(path)\"",
                    hint: "the render model animates "
                        + CABasicAnimation.animatableKeyPaths.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            return path
        }
        basicAnimation.initializer(["keyPath"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(self.basicAnimation, CABasicAnimation(keyPath: try keyPath(args[0])))
        }
        springAnimation.initializer(["keyPath"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(self.springAnimation, CASpringAnimation(keyPath: try keyPath(args[0])))
        }
        basicAnimation.describe = { object in
            guard let a = object as? CABasicAnimation else { return "CABasicAnimation" }
            return "<\(a is CASpringAnimation ? "CASpringAnimation" : "CABasicAnimation"): \(a.keyPath)>"
        }
        basicAnimation.property("keyPath") { _, this in .string(try anim(this).keyPath) }
        for (name, path) in [
            ("fromValue", \CABasicAnimation.fromValue), ("toValue", \.toValue), ("byValue", \.byValue),
        ] {
            basicAnimation.property(
                name, get: { _, this in self.animationValue(try anim(this)[keyPath: path]) },
                set: { i, this, value in
                    let target = try anim(this)
                    target[keyPath: path] = try self.animationValue(i, value, for: target.keyPath, name)
                })
        }
        basicAnimation.property(
            "duration", get: { _, this in .double(try anim(this).duration) },
            set: { _, this, value in try anim(this).duration = try Self.animationSeconds(value, "'duration'") })
        basicAnimation.property(
            "beginTime", get: { _, this in .double(try anim(this).beginTime) },
            set: { _, this, value in
                let seconds = try Convert.double(value, "'beginTime'")
                guard seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
                    throw NativeError(
                        .runtime,
                        "'beginTime' is a media time in seconds (CACurrentMediaTime() + delay), not \(seconds)")
                }
                try anim(this).beginTime = seconds
            })
        basicAnimation.property(
            "fillMode", get: { _, this in .symbol(try anim(this).fillMode.rawValue) },
            set: { _, this, value in
                let name = try Convert.symbol(value, "CAMediaTimingFillMode", in: Self.fillModes)
                try anim(this).fillMode = CAAnimation.FillMode(rawValue: name) ?? .removed
            })
        basicAnimation.property(
            "isRemovedOnCompletion", get: { _, this in .bool(try anim(this).isRemovedOnCompletion) },
            set: { _, this, value in
                try anim(this).isRemovedOnCompletion = try Convert.bool(value, "'isRemovedOnCompletion'")
            })
        basicAnimation.property(
            "timingFunction",
            get: { _, this in
                try anim(this).timingFunction.map { .host(self.timingFunction, HostValue($0)) } ?? .null
            },
            set: { _, this, value in
                try anim(this).timingFunction =
                    value.isNone ? nil : try Self.hostValue(value, TimingCurve.self, "the timing function")
            })
        for (name, path) in [
            ("mass", \CASpringAnimation.mass), ("stiffness", \.stiffness), ("damping", \.damping),
            ("initialVelocity", \.initialVelocity),
        ] {
            springAnimation.property(
                name, get: { _, this in .double(try spring(this)[keyPath: path]) },
                set: { _, this, value in
                    let number = try Convert.double(value, "'\(name)'")
                    guard number.isFinite, abs(number) <= 1_000_000 else {
                        throw NativeError(
                            .runtime, "'\(name)' must be a finite number of at most 1000000, not \(number)")
                    }
                    try spring(this)[keyPath: path] = number
                })
        }
        basicAnimation.property(
            "delegate", get: { _, this in (try anim(this).delegate as? ScriptListTarget)?.value ?? .null },
            set: { i, this, value in
                // Retained, unlike UIKit's delegates (Docs CAAnimation.delegate; fact 84).
                try anim(this).delegate = try self.listTarget(
                    i, value, adopting: "CAAnimationDelegate", property: "delegate", retaining: true)
            })
        springAnimation.property("settlingDuration") { _, this in .double(try spring(this).settlingDuration) }

        let names = Self.timingFunctionNames.map(\.0)
        timingFunction.initializer(["name"]) { _, _, args in
            let name = try Convert.symbol(args[0], "CAMediaTimingFunctionName", in: names)
            let curve = Self.timingFunctionNames.first { $0.0 == name }?.1 ?? .linear
            return .host(self.timingFunction, HostValue(curve))
        }
        timingFunction.describe = { object in
            guard let curve = (object as? HostValue<TimingCurve>)?.value else { return "CAMediaTimingFunction" }
            return "CAMediaTimingFunction(\(curve == .easeInOut ? "easeInEaseOut" : curve.rawValue))"
        }
        timingFunction.equals = { ($0 as? HostValue<TimingCurve>)?.value == ($1 as? HostValue<TimingCurve>)?.value }

        func l(_ value: Value) throws -> CALayer { try Self.object(value, CALayer.self, "the layer") }
        layer.method("add", [nil, "forKey"]) { _, this, args in
            let animation = try anim(args[0])
            let key = args[1].isNone ? nil : try Convert.string(args[1], "'forKey'")
            try Self.uikit { try l(this).add(animation, forKey: key) }
            return .void
        }
        layer.method("animation", ["forKey"]) { _, this, args in
            guard let found = try l(this).animation(forKey: try Convert.string(args[0], "'forKey'")) else {
                return .null
            }
            return .host(found is CASpringAnimation ? self.springAnimation : self.basicAnimation, found)
        }
        layer.method("animationKeys", []) { _, this, _ in
            try l(this).animationKeys().map { .array($0.map { .string($0) }) } ?? .null
        }
        layer.method("removeAnimation", ["forKey"]) { _, this, args in
            try l(this).removeAnimation(forKey: try Convert.string(args[0], "'forKey'"))
            return .void
        }
        layer.method("removeAllAnimations", []) { _, this, _ in
            try l(this).removeAllAnimations()
            return .void
        }

        transaction.staticMethod("setCompletionBlock", [nil]) { i, _, args in
            if args[0].isNone {
                self.simulation.transaction.setCompletionBlock(nil)
                return .void
            }
            let closure = try Convert.closure(args[0], "the completion block")
            // Weak: the block waits in the simulation, which the interpreter owns.
            self.simulation.transaction.setCompletionBlock { [weak i] in _ = try i?.callback(closure, []) }
            return .void
        }
    }

    /// A scenario value as the animated property's value.
    func animationValue(_ interpreter: Interpreter, _ value: Value, for keyPath: String, _ what: String) throws
        -> AnimationValue?
    {
        if value.isNone { return nil }
        switch keyPath {
        case "position":
            return .point(try Convert.point(value, "'\(what)' (a CGPoint for \"position\")"))
        case "bounds":
            return .rect(try Convert.rect(value, "'\(what)' (a CGRect for \"bounds\")"))
        case "bounds.size":
            return .size(try Convert.size(value, "'\(what)' (a CGSize for \"bounds.size\")"))
        case "backgroundColor":
            guard let color = try optionalColor(interpreter, value) else { return nil }
            return .color(color.rgba)
        default:
            let number = try Convert.double(value, "'\(what)' (a number for \"\(keyPath)\")")
            guard number.isFinite, abs(number) <= 1_000_000 else {
                throw NativeError(.runtime, "'\(what)' must be a finite number of at most 1000000, not \(number)")
            }
            return .number(number)
        }
    }

    /// An animation value as the scenario sees it.
    func animationValue(_ value: AnimationValue?) -> Value {
        switch value {
        case nil: return .null
        case .number(let n): return .double(n)
        case .point(let p): return .point(p)
        case .size(let s): return .size(s)
        case .rect(let r): return .rect(r)
        case .color(let c):
            return .host(
                cgColor,
                HostValue(
                    UIColor(
                        red: Double(c.r) / 255, green: Double(c.g) / 255, blue: Double(c.b) / 255,
                        alpha: Double(c.a) / 255)))
        }
    }
}
