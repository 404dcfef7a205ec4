import Foundation
import Simulator

/// `UIControl`, `UIButton`, child view controllers, `systemLayoutSizeFitting`,
/// `UIGraphicsImageRenderer` and `RunLoop.main` (issue 17: the UIKit a learner types).
extension SimulatorLibrary {
    func installControls(_ registrations: BindingRegistrations) {
        for type in [control, button, imageRenderer, rendererContext, runLoopType] { registrations.register(type) }
        nameable(control)
        nameable(button)
        func ctl(_ value: Value) throws -> UIControl { try Self.object(value, UIControl.self, "the control") }
        func b(_ value: Value) throws -> UIButton { try Self.object(value, UIButton.self, "the button") }
        func v(_ value: Value) throws -> UIView { try Self.object(value, UIView.self, "the view") }
        func c(_ value: Value) throws -> UIViewController {
            try Self.object(value, UIViewController.self, "the view controller")
        }

        // UIButton(type: .system), UIButton(frame:), UIButton().
        let buttonTypes = UIButton.ButtonType.allCases.map(\.rawValue)
        button.initializer(["type"]) { i, _, args in
            try i.noteObjectCreated()
            let name = try Convert.symbol(args[0], "UIButton.ButtonType", in: buttonTypes)
            return .host(self.button, UIButton(self.simulation, type: UIButton.ButtonType(rawValue: name) ?? .custom))
        }
        button.initializer(["frame"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(self.button, UIButton(self.simulation, frame: try Convert.rect(args[0], "'frame'")))
        }
        button.initializer([]) { i, _, _ in
            try i.noteObjectCreated()
            return .host(self.button, UIButton(self.simulation))
        }
        button.property("buttonType") { _, this in .symbol(try b(this).buttonType.rawValue) }
        button.method("setTitle", [nil, "for"]) { _, this, args in
            let title = args[0].isNone ? nil : try Convert.string(args[0], "the title")
            try Self.uikit { try b(this).setTitle(title, for: try Self.controlState(args[1])) }
            return .void
        }
        button.method("title", ["for"]) { _, this, args in
            try b(this).title(for: try Self.controlState(args[0])).map { .string($0) } ?? .null
        }
        button.property("currentTitle") { _, this in try b(this).currentTitle.map { .string($0) } ?? .null }
        button.property("titleLabel") { i, this in
            let made = try b(this)
            return self.wrap(i, try Self.uikit { try made.titleLabel })
        }

        // Target-action (Docs UIControl): the target's @objc method runs with the control as its argument.
        control.method("addTarget", [nil, "action", "for"]) { i, this, args in
            let made = try ctl(this)
            guard !args[0].isNone else {
                throw NativeError(
                    .unsupported,
                    "not supported in scenarios: a nil target (UIKit sends the action up the responder chain, which the simulator does not model)",
                    hint: "pass the object whose @objc method should run, such as self")
            }
            let selector = try Convert.string(args[1], "'action' (write #selector(method))")
            let events = try Self.controlEvents(args[2])
            let (identity, resolve) = Self.weakTarget(args[0], interpreter: i)
            // Weak `self` too: the control is in the simulated view tree, which these bindings hold.
            made.addTarget(identity, targetName: i.describe(args[0]), action: selector, for: events) {
                [weak i, weak self] sender in
                guard let i, let self, let target = resolve() else { return }
                try i.perform(selector, on: target, with: [self.wrap(i, sender)])
            }
            return .void
        }
        control.method("removeTarget", [nil, "action", "for"]) { _, this, args in
            let selector = args[1].isNone ? nil : try Convert.string(args[1], "'action'")
            try ctl(this).removeTarget(
                Self.targetIdentity(args[0]), action: selector, for: try Self.controlEvents(args[2]))
            return .void
        }
        control.method("sendActions", ["for"]) { _, this, args in
            try Self.uikit { try ctl(this).sendActions(for: try Self.controlEvents(args[0])) }
            return .void
        }
        control.method("actions", ["forTarget", "forControlEvent"]) { _, this, args in
            guard
                let found = try ctl(this).actions(
                    forTarget: Self.targetIdentity(args[0]), forControlEvent: try Self.controlEvents(args[1]))
            else { return .null }
            return .array(found.map { .string($0) })
        }
        control.property(
            "isEnabled", get: { _, this in .bool(try ctl(this).isEnabled) },
            set: { _, this, value in try ctl(this).isEnabled = try Convert.bool(value, "'isEnabled'") })
        control.property(
            "isSelected", get: { _, this in .bool(try ctl(this).isSelected) },
            set: { _, this, value in try ctl(this).isSelected = try Convert.bool(value, "'isSelected'") })
        control.property(
            "isHighlighted", get: { _, this in .bool(try ctl(this).isHighlighted) },
            set: { _, this, value in try ctl(this).isHighlighted = try Convert.bool(value, "'isHighlighted'") })

        // Child view controllers (Docs UIViewController containment).
        controller.method("addChild", [nil]) { _, this, args in
            try Self.uikit { try c(this).addChild(try c(args[0])) }
            return .void
        }
        controller.method("removeFromParent", []) { _, this, _ in
            try Self.uikit { try c(this).removeFromParent() }
            return .void
        }
        controller.method("willMove", ["toParent"]) { _, this, args in
            try Self.uikit {
                try c(this).willMove(toParent: try Self.optionalObject(args[0], UIViewController.self, "'toParent'"))
            }
            return .void
        }
        controller.method("didMove", ["toParent"]) { _, this, args in
            try Self.uikit {
                try c(this).didMove(toParent: try Self.optionalObject(args[0], UIViewController.self, "'toParent'"))
            }
            return .void
        }
        controller.property("children") { i, this in .array(try c(this).children.map { self.wrap(i, $0) }) }
        controller.property("parent") { i, this in self.wrap(i, try c(this).parent) }

        // systemLayoutSizeFitting (Docs UIView, "Measuring in Auto Layout").
        view.staticProperties["layoutFittingCompressedSize"] = { _ in .size(UIView.layoutFittingCompressedSize) }
        view.staticProperties["layoutFittingExpandedSize"] = { _ in .size(UIView.layoutFittingExpandedSize) }
        view.method("systemLayoutSizeFitting", [nil]) { _, this, args in
            let target = try Self.fittingTarget(args[0])
            return .size(try Self.uikit { try v(this).systemLayoutSizeFitting(target) })
        }
        view.method("systemLayoutSizeFitting", [nil, "withHorizontalFittingPriority", "verticalFittingPriority"]) {
            i, this, args in
            let target = try Self.fittingTarget(args[0])
            let horizontal = try self.layoutPriority(i, args[1]), vertical = try self.layoutPriority(i, args[2])
            return .size(
                try Self.uikit {
                    try v(this).systemLayoutSizeFitting(
                        target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
                })
        }

        // UIGraphicsImageRenderer(size:).image { context in … } → a UIImage of that size.
        imageRenderer.initializer(["size"]) { _, _, args in
            .host(
                self.imageRenderer, UIGraphicsImageRenderer(self.simulation, size: try Convert.size(args[0], "'size'")))
        }
        imageRenderer.describe = { _ in "UIGraphicsImageRenderer" }
        imageRenderer.method("image", ["actions"]) { i, this, args in
            let renderer = try Self.object(this, UIGraphicsImageRenderer.self, "the renderer")
            let actions = try Convert.closure(args[0], "the drawing actions")
            let image = try renderer.image { context in
                _ = try i.callback(actions, [.host(self.rendererContext, context)])
            }
            return .host(self.image, HostValue(image))
        }
        rendererContext.describe = { _ in "UIGraphicsImageRendererContext" }
        func rc(_ value: Value) throws -> UIGraphicsImageRendererContext {
            try Self.object(value, UIGraphicsImageRendererContext.self, "the renderer context")
        }
        rendererContext.property("cgContext") { _, this in .host(self.cgContext, try rc(this).cgContext) }
        rendererContext.method("fill", [nil]) { _, this, args in
            try rc(this).fill(try Convert.rect(args[0], "the rectangle")); return .void
        }
        rendererContext.method("stroke", [nil]) { _, this, args in
            try rc(this).stroke(try Convert.rect(args[0], "the rectangle")); return .void
        }

        // RunLoop.main, for `link.add(to: .main, forMode: .common)`.
        runLoopType.staticProperties["main"] = { _ in .host(self.runLoop, self.simulation.runLoop) }
        runLoopType.staticProperties["current"] = { _ in .host(self.runLoop, self.simulation.runLoop) }
        displayLink.method("add", ["to", "forMode"]) { _, this, args in
            let loop: MainRunLoop
            if case .symbol(let name) = args[0] {
                guard name == "main" || name == "current" else {
                    throw NativeError(.type, "expected a RunLoop such as .main, found .\(name)")
                }
                loop = self.simulation.runLoop
            } else {
                loop = try Self.object(args[0], MainRunLoop.self, "'to'")
            }
            // The main thread has one run loop; its modes differ only while scrolling (tracking),
            // which the simulator does not model, so every mode fires each frame.
            _ = try Convert.symbol(args[1], "RunLoop.Mode", in: Self.runLoopModes)
            try Self.object(this, CADisplayLink.self, "the display link").add(to: loop)
            return .void
        }
    }

    static let controlEventNames = UIControl.Event.named.map(\.0)
    /// The run loop modes `add(to:forMode:)` takes.
    static let runLoopModes = ["common", "default", "tracking"]

    /// `.touchUpInside` or `[.touchDown, .touchUpInside]`.
    static func controlEvents(_ value: Value) throws -> UIControl.Event {
        let items: [Value]
        if case .array(let list) = value { items = list } else { items = [value] }
        var events: UIControl.Event = []
        for item in items {
            let name = try Convert.symbol(item, "UIControl.Event", in: controlEventNames)
            if let member = UIControl.Event.named.first(where: { $0.0 == name }) { events.insert(member.1) }
        }
        return events
    }

    /// `.normal`, `.highlighted`, `.disabled`, `.selected`.
    static func controlState(_ value: Value) throws -> UIControl.State {
        let items: [Value]
        if case .array(let list) = value { items = list } else { items = [value] }
        var state: UIControl.State = []
        for item in items {
            let name = try Convert.symbol(item, "UIControl.State", in: UIControl.State.named.map(\.0))
            if let member = UIControl.State.named.first(where: { $0.0 == name }) { state.insert(member.1) }
        }
        return state
    }

    /// A fitting target: a size, or `.layoutFittingCompressedSize` / `.layoutFittingExpandedSize` written as implicit members.
    static func fittingTarget(_ value: Value) throws -> CGSize {
        if case .symbol(let name) = value {
            switch name {
            case "layoutFittingCompressedSize": return UIView.layoutFittingCompressedSize
            case "layoutFittingExpandedSize": return UIView.layoutFittingExpandedSize
            default: break
            }
        }
        return try Convert.size(value, "the target size (a CGSize, or UIView.layoutFittingCompressedSize)")
    }

    /// The object a target value stands for, so the same target is found again by `removeTarget`.
    static func targetIdentity(_ value: Value) -> AnyObject? {
        switch value {
        case .instance(let instance): return instance.native ?? instance
        case .host(_, let object): return object
        default: return nil
        }
    }

    /// UIKit holds targets weakly: the control keeps only a way back to the target while it lives.
    static func weakTarget(_ value: Value, interpreter: Interpreter) -> (AnyObject?, () -> Value?) {
        switch value {
        case .instance(let instance):
            return (instance.native ?? instance, { [weak instance] in instance.map { .instance($0) } })
        case .host(let type, let object):
            return (
                object,
                { [weak object, weak type] in
                    guard let object, let type else { return nil }
                    return .host(type, object)
                }
            )
        default:
            return (nil, { value })
        }
    }
}
