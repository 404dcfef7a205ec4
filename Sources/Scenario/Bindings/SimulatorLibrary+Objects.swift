import Foundation
import Simulator
import TextBasics

/// `UIViewController`, `CALayer`, and the value types `UIColor`, `UIImage`, `UIEdgeInsets`,
/// `CGAffineTransform`.
extension SimulatorLibrary {
    func installController() {
        nameable(controller)
        func c(_ value: Value) throws -> UIViewController {
            try Self.object(value, UIViewController.self, "the view controller")
        }
        controller.initializer([]) { i, _, _ in
            try i.noteObjectCreated()
            return .host(self.controller, UIViewController(self.simulation))
        }
        controller.property(
            "view",
            get: { i, this in
                let controller = try c(this)
                return self.wrap(i, try Self.uikit { try controller.view })
            },
            set: { _, this, value in
                try c(this).setView(try Self.optionalObject(value, UIView.self, "'view'"))
            })
        controller.property("viewIfLoaded") { i, this in self.wrap(i, try c(this).viewIfLoaded) }
        controller.property("isViewLoaded") { _, this in .bool(try c(this).isViewLoaded) }
        controller.property("traceName") { _, this in .string(try c(this).traceName) }
        controller.method("loadViewIfNeeded", []) { _, this, _ in
            try Self.uikit { try c(this).loadViewIfNeeded() }; return .void
        }
        controller.method("updateViewConstraints", []) { _, this, _ in
            try Self.uikit { try c(this).updateViewConstraints() }; return .void
        }
        // UIViewController's own implementations of these do nothing a scenario can observe;
        // an override's `super.viewDidLoad()` called outside the simulator lands here.
        for name in [
            "viewDidLoad", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "loadView", "viewSafeAreaInsetsDidChange",
        ] {
            controller.method(name, []) { _, _, _ in .void }
        }
        for name in ["viewWillAppear", "viewDidAppear"] {
            controller.method(name, [nil]) { _, _, _ in .void }
        }
    }

    func installLayer() {
        nameable(layer)
        func l(_ value: Value) throws -> CALayer { try Self.object(value, CALayer.self, "the layer") }
        layer.initializer([]) { i, _, _ in
            try i.noteObjectCreated()
            return .host(self.layer, CALayer(self.simulation))
        }
        layer.property(
            "bounds", get: { _, this in .rect(try l(this).bounds) },
            set: { _, this, value in try l(this).bounds = try Convert.rect(value, "'bounds'") })
        layer.property(
            "position", get: { _, this in .point(try l(this).position) },
            set: { _, this, value in try l(this).position = try Convert.point(value, "'position'") })
        layer.property(
            "frame", get: { _, this in .rect(try l(this).appFrame) },
            set: { _, this, value in try l(this).appFrame = try Convert.rect(value, "'frame'") })
        layer.property(
            "cornerRadius", get: { _, this in .double(Double(try l(this).cornerRadius)) },
            set: { _, this, value in try l(this).cornerRadius = try Convert.double(value, "'cornerRadius'") })
        layer.property(
            "borderWidth", get: { _, this in .double(Double(try l(this).borderWidth)) },
            set: { _, this, value in try l(this).borderWidth = try Convert.double(value, "'borderWidth'") })
        layer.property(
            "masksToBounds", get: { _, this in .bool(try l(this).masksToBounds) },
            set: { _, this, value in try l(this).masksToBounds = try Convert.bool(value, "'masksToBounds'") })
        layer.property(
            "opacity", get: { _, this in .double(Double(try l(this).opacity)) },
            set: { _, this, value in try l(this).opacity = Float(try Convert.double(value, "'opacity'")) })
        layer.property(
            "isHidden", get: { _, this in .bool(try l(this).isHidden) },
            set: { _, this, value in try l(this).isHidden = try Convert.bool(value, "'isHidden'") })
        layer.property(
            "needsDisplayOnBoundsChange", get: { _, this in .bool(try l(this).needsDisplayOnBoundsChange) },
            set: { _, this, value in try l(this).needsDisplayOnBoundsChange = try Convert.bool(value, "the flag") })
        // CALayer's colours are CGColor? (Docs CALayer): they read back as one, so they compare with `UIColor.red.cgColor`.
        layer.property(
            "backgroundColor",
            get: { _, this in try l(this).backgroundColor.map { .host(self.cgColor, HostValue($0)) } ?? .null },
            set: { i, this, value in try l(this).backgroundColor = try self.layerColor(i, value) })
        layer.property(
            "borderColor",
            get: { _, this in try l(this).borderColor.map { .host(self.cgColor, HostValue($0)) } ?? .null },
            set: { i, this, value in try l(this).borderColor = try self.layerColor(i, value) })
        // Core Animation shows a CGImage (`image.cgImage`); a UIImage there is a shorthand.
        layer.property(
            "contents", get: { _, this in try l(this).contents.map { .host(self.image, HostValue($0)) } ?? .null },
            set: { i, this, value in
                if case .host(let type, _) = value, type === self.image { self.noteShorthand(i, .contentsFromUIImage) }
                try l(this).contents = value.isNone ? nil : try Self.hostValue(value, UIImage.self, "'contents'")
            })
        layer.property("delegate") { i, this in self.wrap(i, try l(this).delegate) }
        layer.property("superlayer") { i, this in self.wrap(i, try l(this).superlayer) }
        // `[CALayer]?`, nil until a sublayer is added (Docs CALayer.sublayers); nil again once the
        // last is removed (model assumption: UIKit does not say).
        layer.property("sublayers") { i, this in
            let sublayers = try l(this).sublayers
            return sublayers.isEmpty ? .null : .array(sublayers.map { self.wrap(i, $0) })
        }
        layer.property("traceName") { _, this in .string(try l(this).traceName) }
        layer.method("addSublayer", [nil]) { _, this, args in
            try l(this).addSublayer(try l(args[0])); return .void
        }
        layer.method("removeFromSuperlayer", []) { _, this, _ in
            try l(this).removeFromSuperlayer(); return .void
        }
        layer.method("setNeedsLayout", []) { _, this, _ in
            try l(this).setNeedsLayout(); return .void
        }
        layer.method("needsLayout", []) { _, this, _ in .bool(try l(this).needsLayout()) }
        layer.method("layoutIfNeeded", []) { _, this, _ in
            try Self.uikit { try l(this).layoutIfNeeded() }; return .void
        }
        layer.method("layoutSublayers", []) { _, this, _ in
            try Self.uikit { try l(this).layoutSublayers() }; return .void
        }
        layer.method("setNeedsDisplay", []) { _, this, _ in
            try l(this).setNeedsDisplay(); return .void
        }
        layer.method("needsDisplay", []) { _, this, _ in .bool(try l(this).needsDisplay()) }
    }

    func installValues() {
        // UIColor: the named colors are static members, so `.red` works where a color is expected.
        let named: [(String, UIColor)] = [
            ("clear", .clear), ("black", .black), ("white", .white), ("gray", .gray), ("red", .red),
            ("green", .green), ("blue", .blue), ("yellow", .yellow), ("orange", .orange),
            ("purple", .purple), ("systemBackground", .systemBackground),
        ]
        for (name, value) in named {
            color.staticProperties[name] = { _ in .host(self.color, HostValue(value)) }
        }
        // UIKit's initializers take `alpha:` always (Docs UIColor): there is no `UIColor(red:green:blue:)`.
        color.initializer(["red", "green", "blue", "alpha"]) { _, _, args in
            .host(
                self.color,
                HostValue(
                    UIColor(
                        red: try Convert.double(args[0], "'red'"), green: try Convert.double(args[1], "'green'"),
                        blue: try Convert.double(args[2], "'blue'"), alpha: try Convert.double(args[3], "'alpha'"))))
        }
        color.initializer(["white", "alpha"]) { _, _, args in
            .host(
                self.color,
                HostValue(
                    UIColor(
                        white: try Convert.double(args[0], "'white'"), alpha: try Convert.double(args[1], "'alpha'"))))
        }
        color.describe = { ($0 as? HostValue<UIColor>)?.value.description ?? "UIColor" }
        color.equals = { ($0 as? HostValue<UIColor>)?.value == ($1 as? HostValue<UIColor>)?.value }

        image.initializer(["size"]) { i, _, args in
            self.noteShorthand(i, .imageSize)
            return .host(self.image, HostValue(UIImage(size: try Convert.size(args[0], "'size'"))))
        }
        image.property("size") { _, this in .size(try Self.hostValue(this, UIImage.self, "the image").size) }
        // The same bitmap as Core Graphics sees it: what `layer.contents` takes.
        image.property("cgImage") { _, this in
            .host(self.cgImage, HostValue(try Self.hostValue(this, UIImage.self, "the image")))
        }
        cgImage.describe = { _ in "CGImage" }
        image.equals = { ($0 as? HostValue<UIImage>)?.value == ($1 as? HostValue<UIImage>)?.value }

        insets.initializer(["top", "left", "bottom", "right"]) { _, _, args in
            .host(
                self.insets,
                HostValue(
                    UIEdgeInsets(
                        top: try Convert.double(args[0], "'top'"), left: try Convert.double(args[1], "'left'"),
                        bottom: try Convert.double(args[2], "'bottom'"), right: try Convert.double(args[3], "'right'")))
            )
        }
        insets.staticProperties["zero"] = { _ in .host(self.insets, HostValue(UIEdgeInsets.zero)) }
        for (name, path) in [("top", \UIEdgeInsets.top), ("left", \.left), ("bottom", \.bottom), ("right", \.right)] {
            insets.property(name) { _, this in
                .double(Double(try Self.hostValue(this, UIEdgeInsets.self, "the insets")[keyPath: path]))
            }
        }
        insets.equals = { ($0 as? HostValue<UIEdgeInsets>)?.value == ($1 as? HostValue<UIEdgeInsets>)?.value }
        insets.describe = { object in
            guard let i = (object as? HostValue<UIEdgeInsets>)?.value else { return "UIEdgeInsets" }
            return
                "UIEdgeInsets(top: \(Double(i.top)), left: \(Double(i.left)), bottom: \(Double(i.bottom)), right: \(Double(i.right)))"
        }

        transform.staticProperties["identity"] = { _ in .host(self.transform, HostValue(CGAffineTransform.identity)) }
        transform.initializer(["scaleX", "y"]) { _, _, args in
            .host(
                self.transform,
                HostValue(
                    CGAffineTransform(
                        scaleX: try Convert.double(args[0], "'scaleX'"), y: try Convert.double(args[1], "'y'"))))
        }
        transform.initializer(["translationX", "y"]) { _, _, args in
            .host(
                self.transform,
                HostValue(
                    CGAffineTransform(
                        translationX: try Convert.double(args[0], "'translationX'"),
                        y: try Convert.double(args[1], "'y'"))))
        }
        transform.initializer(["rotationAngle"]) { _, _, args in
            .host(
                self.transform,
                HostValue(CGAffineTransform(rotationAngle: try Convert.double(args[0], "'rotationAngle'"))))
        }
        transform.property("isIdentity") { _, this in
            .bool(try Self.hostValue(this, CGAffineTransform.self, "the transform").isIdentity)
        }
        transform.method("concatenating", [nil]) { i, this, args in
            let t = try Self.hostValue(this, CGAffineTransform.self, "the transform")
            return .host(self.transform, HostValue(t.concatenating(try self.affine(i, args[0]))))
        }
        transform.equals = {
            ($0 as? HostValue<CGAffineTransform>)?.value == ($1 as? HostValue<CGAffineTransform>)?.value
        }

        // CATransaction's class methods act on the run's transaction.
        transaction.staticMethod("begin", []) { _, _, _ in
            self.simulation.transaction.begin(); return .void
        }
        transaction.staticMethod("commit", []) { _, _, _ in
            try Self.uikit { try self.simulation.transaction.commit() }; return .void
        }
        transaction.staticMethod("flush", []) { _, _, _ in
            try Self.uikit { try self.simulation.transaction.flush() }; return .void
        }
    }

    /// A host value of type `T` (a color, image, inset, transform, trace event …).
    static func hostValue<T>(_ value: Value, _ type: T.Type, _ what: String) throws -> T {
        if case .host(_, let object) = value, let boxed = object as? HostValue<T> { return boxed.value }
        throw NativeError(.type, "expected a \(T.self) for \(what), found a value of type \(value.typeName)")
    }

    /// A color, `nil`, or an implicit member such as `.red`.
    func optionalColor(_ interpreter: Interpreter, _ value: Value) throws -> UIColor? {
        if value.isNone { return nil }
        if case .symbol(let name) = value {
            guard let make = color.staticProperties[name] else {
                let names = color.staticProperties.keys.sorted()
                throw NativeError(
                    .unknownMember, "UIColor has no color '.\(name)'",
                    hint: "named colors: " + names.map { "." + $0 }.joined(separator: ", "),
                    suggestion: EditDistance.closest(to: name, in: names).map { "." + $0 })
            }
            return try Self.hostValue(try make(interpreter), UIColor.self, "the color")
        }
        return try Self.hostValue(value, UIColor.self, "the color")
    }

    /// A layer's colour: UIKit code gives a `CGColor` (`UIColor.red.cgColor`); a `UIColor` or `.red`
    /// runs as the same colour but is a shorthand (CALayer's colours are `CGColor?`).
    func layerColor(_ interpreter: Interpreter, _ value: Value) throws -> UIColor? {
        switch value {
        case .symbol: noteShorthand(interpreter, .layerColorFromUIColor)
        case .host(let type, _) where type === color: noteShorthand(interpreter, .layerColorFromUIColor)
        default: break
        }
        return try optionalColor(interpreter, value)
    }

    func affine(_ interpreter: Interpreter, _ value: Value) throws -> CGAffineTransform {
        if case .symbol("identity") = value { return .identity }
        return try Self.hostValue(value, CGAffineTransform.self, "the transform")
    }
}
