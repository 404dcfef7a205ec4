import Foundation
import Simulator

/// `UIView`, `UILabel`, `UIImageView`, `UIWindow`.
extension SimulatorLibrary {
    func installViews() {
        nameable(view)
        func v(_ value: Value) throws -> UIView { try Self.object(value, UIView.self, "the view") }
        view.initializer([]) { i, _, _ in
            try i.noteObjectCreated()
            return .host(self.view, UIView(self.simulation))
        }
        view.initializer(["frame"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(self.view, UIView(self.simulation, frame: try Convert.rect(args[0], "'frame'")))
        }
        label.initializer([]) { i, _, _ in
            try i.noteObjectCreated()
            return .host(self.label, UILabel(self.simulation))
        }
        label.initializer(["text"]) { i, _, args in
            try i.noteObjectCreated()
            self.noteShorthand(i, .labelText)
            let text = args[0].isNone ? nil : try Convert.string(args[0], "'text'")
            return .host(self.label, UILabel(self.simulation, text: text))
        }
        label.initializer(["frame"]) { i, _, args in
            try i.noteObjectCreated()
            let made = UILabel(self.simulation)
            made.frame = try Convert.rect(args[0], "'frame'")
            return .host(self.label, made)
        }
        imageView.initializer(["image"], required: 0) { i, _, args in
            try i.noteObjectCreated()
            let picture = try args[0].isNone ? nil : Self.hostValue(args[0], UIImage.self, "'image'")
            return .host(self.imageView, UIImageView(self.simulation, image: picture))
        }
        imageView.initializer(["frame"]) { i, _, args in
            try i.noteObjectCreated()
            let made = UIImageView(self.simulation)
            made.frame = try Convert.rect(args[0], "'frame'")
            return .host(self.imageView, made)
        }

        // Geometry (fact 7) and appearance.
        view.property(
            "frame", get: { _, this in .rect(try v(this).appFrame) },
            set: { _, this, value in try v(this).appFrame = try Convert.rect(value, "'frame'") })
        view.property(
            "bounds", get: { _, this in .rect(try v(this).bounds) },
            set: { _, this, value in try v(this).bounds = try Convert.rect(value, "'bounds'") })
        view.property(
            "center", get: { _, this in .point(try v(this).center) },
            set: { _, this, value in try v(this).center = try Convert.point(value, "'center'") })
        view.property(
            "transform", get: { _, this in .host(self.transform, HostValue(try v(this).transform)) },
            set: { i, this, value in try v(this).transform = try self.affine(i, value) })
        view.property(
            "alpha", get: { _, this in .double(Double(try v(this).alpha)) },
            set: { _, this, value in try v(this).alpha = try Convert.double(value, "'alpha'") })
        view.property(
            "isHidden", get: { _, this in .bool(try v(this).isHidden) },
            set: { _, this, value in try v(this).isHidden = try Convert.bool(value, "'isHidden'") })
        view.property(
            "clipsToBounds", get: { _, this in .bool(try v(this).clipsToBounds) },
            set: { _, this, value in try v(this).clipsToBounds = try Convert.bool(value, "'clipsToBounds'") })
        view.property(
            "tag", get: { _, this in .int(try v(this).tag) },
            set: { _, this, value in try v(this).tag = try Convert.int(value, "'tag'") })
        view.property(
            "backgroundColor",
            get: { _, this in try v(this).backgroundColor.map { .host(self.color, HostValue($0)) } ?? .null },
            set: { i, this, value in try v(this).backgroundColor = try self.optionalColor(i, value) })
        let modes = UIView.ContentMode.allCases.map(\.rawValue)
        view.property(
            "contentMode", get: { _, this in .symbol(try v(this).contentMode.rawValue) },
            set: { _, this, value in
                let name = try Convert.symbol(value, "content mode", in: modes)
                try v(this).contentMode = UIView.ContentMode(rawValue: name) ?? .scaleToFill
            })
        view.property(
            "translatesAutoresizingMaskIntoConstraints",
            get: { _, this in .bool(try v(this).translatesAutoresizingMaskIntoConstraints) },
            set: { _, this, value in
                try v(this).translatesAutoresizingMaskIntoConstraints = try Convert.bool(value, "the flag")
            })
        // Springs and struts (fact 45): an OptionSet is written `[.flexibleWidth, .flexibleHeight]`,
        // `.flexibleWidth` or `[]`, and reads back as the array of its members.
        view.property(
            "autoresizingMask",
            get: { _, this in
                let mask = try v(this).autoresizingMask
                return .array(Self.autoresizingMembers.filter { mask.contains($0.1) }.map { .symbol($0.0) })
            },
            set: { _, this, value in try v(this).autoresizingMask = try Self.autoresizingMask(value) })
        view.property(
            "autoresizesSubviews", get: { _, this in .bool(try v(this).autoresizesSubviews) },
            set: { _, this, value in try v(this).autoresizesSubviews = try Convert.bool(value, "the flag") })
        view.property("layer") { i, this in self.wrap(i, try v(this).layer) }
        view.property("superview") { i, this in self.wrap(i, try v(this).superview) }
        view.property("subviews") { i, this in .array(try v(this).subviews.map { self.wrap(i, $0) }) }
        view.property("window") { i, this in self.wrap(i, try v(this).window) }
        view.property("traceName") { _, this in .string(try v(this).traceName) }
        view.property("intrinsicContentSize") { _, this in .size(try v(this).intrinsicContentSize) }
        view.staticProperties["noIntrinsicMetric"] = { _ in .double(Double(UIView.noIntrinsicMetric)) }

        // Hierarchy (fact 8).
        view.method("addSubview", [nil]) { _, this, args in
            try Self.uikit { try v(this).addSubview(try v(args[0])) }
            return .void
        }
        view.method("insertSubview", [nil, "at"]) { _, this, args in
            let index = try Convert.int(args[1], "'at'")
            let parent = try v(this)
            guard index >= 0 && index <= parent.subviews.count else {
                throw AppRaised(
                    message: "NSRangeException: index \(index) beyond bounds [0 .. \(parent.subviews.count)]")
            }
            try Self.uikit { try parent.insertSubview(try v(args[0]), at: index) }
            return .void
        }
        view.method("removeFromSuperview", []) { _, this, _ in
            try Self.uikit { try v(this).removeFromSuperview() }
            return .void
        }
        view.method("isDescendant", ["of"]) { _, this, args in .bool(try v(this).isDescendant(of: try v(args[0]))) }

        // The three dirty flags and their passes (facts 5–33).
        view.method("setNeedsLayout", []) { _, this, _ in
            try v(this).setNeedsLayout(); return .void
        }
        view.method("layoutIfNeeded", []) { _, this, _ in
            try Self.uikit { try v(this).layoutIfNeeded() }; return .void
        }
        view.method("layoutSubviews", []) { _, this, _ in
            try Self.uikit { try v(this).layoutSubviews() }; return .void
        }
        view.method("sizeThatFits", [nil]) { _, this, args in
            .size(try Self.uikit { try v(this).sizeThatFits(try Convert.size(args[0], "the size")) })
        }
        view.method("sizeToFit", []) { _, this, _ in
            try Self.uikit { try v(this).sizeToFit() }; return .void
        }
        view.method("invalidateIntrinsicContentSize", []) { _, this, _ in
            try v(this).invalidateIntrinsicContentSize(); return .void
        }
        view.method("setNeedsUpdateConstraints", []) { _, this, _ in
            try v(this).setNeedsUpdateConstraints(); return .void
        }
        view.method("needsUpdateConstraints", []) { _, this, _ in .bool(try v(this).needsUpdateConstraints()) }
        view.method("updateConstraintsIfNeeded", []) { _, this, _ in
            try Self.uikit { try v(this).updateConstraintsIfNeeded() }; return .void
        }
        view.method("updateConstraints", []) { _, this, _ in
            try Self.uikit { try v(this).updateConstraints() }; return .void
        }
        view.method("setNeedsDisplay", []) { _, this, _ in
            try v(this).setNeedsDisplay(); return .void
        }
        view.method("setNeedsDisplay", [nil]) { _, this, args in
            try v(this).setNeedsDisplay(try Convert.rect(args[0], "the rectangle"))
            return .void
        }
        // UIView's own draw(_:) does nothing; `super.draw(rect)` in an override is allowed.
        view.method("draw", [nil]) { _, _, _ in .void }

        func l(_ value: Value) throws -> UILabel { try Self.object(value, UILabel.self, "the label") }
        label.property(
            "text", get: { _, this in try l(this).text.map { .string($0) } ?? .null },
            set: { _, this, value in try l(this).text = value.isNone ? nil : try Convert.string(value, "'text'") })
        // The model's text has one face: a font is its point size (`UIFont.systemFont(ofSize: 20)`).
        label.property(
            "font", get: { _, this in .host(self.font, HostValue(try l(this).fontSize)) },
            set: { _, this, value in
                let size = try Self.hostValue(value, CGFloat.self, "'font' (write UIFont.systemFont(ofSize: 20))")
                try l(this).fontSize = size
            })
        font.staticMethod("systemFont", ["ofSize"]) { _, _, args in
            let size = try Convert.double(args[0], "'ofSize'")
            guard size.isFinite, size > 0, size <= 1000 else {
                throw NativeError(.runtime, "a font size must be more than 0 and at most 1000 points, not \(size)")
            }
            return .host(self.font, HostValue(CGFloat(size)))
        }
        font.property("pointSize") { _, this in .double(Double(try Self.hostValue(this, CGFloat.self, "the font"))) }
        font.describe = { object in "UIFont(font-size: \(Double((object as? HostValue<CGFloat>)?.value ?? 0))pt)" }
        font.equals = { ($0 as? HostValue<CGFloat>)?.value == ($1 as? HostValue<CGFloat>)?.value }
        label.property(
            "numberOfLines", get: { _, this in .int(try l(this).numberOfLines) },
            set: { _, this, value in try l(this).numberOfLines = try Convert.int(value, "'numberOfLines'") })
        label.property(
            "preferredMaxLayoutWidth", get: { _, this in .double(Double(try l(this).preferredMaxLayoutWidth)) },
            set: { _, this, value in
                let width = try Convert.double(value, "'preferredMaxLayoutWidth'")
                guard width.isFinite, width >= 0, width <= 1_000_000 else {
                    throw NativeError(.runtime, "preferredMaxLayoutWidth must be 0…1000000 points, not \(width)")
                }
                try l(this).preferredMaxLayoutWidth = CGFloat(width)
            })
        func iv(_ value: Value) throws -> UIImageView { try Self.object(value, UIImageView.self, "the image view") }
        imageView.property(
            "image", get: { _, this in try iv(this).image.map { .host(self.image, HostValue($0)) } ?? .null },
            set: { _, this, value in
                try iv(this).image = value.isNone ? nil : try Self.hostValue(value, UIImage.self, "'image'")
            })

        func w(_ value: Value) throws -> UIWindow { try Self.object(value, UIWindow.self, "the window") }
        windowType.property(
            "rootViewController", get: { i, this in self.wrap(i, try w(this).rootViewController) },
            set: { _, this, value in
                let controller = try Self.optionalObject(value, UIViewController.self, "'rootViewController'")
                try Self.uikit { try w(this).setRootViewController(controller) }
            })
        windowType.property("safeAreaInsets") { _, this in .host(self.insets, HostValue(try w(this).safeAreaInsets)) }
        // UIWindow has no `scale`: UIKit code reads the screen's (Docs UIScreen.scale).
        windowType.property("screen") { _, this in .host(self.screen, try w(this)) }
        screen.property("scale") { _, this in .double(Double(try w(this).scale)) }
        screen.property("bounds") { _, this in .rect(try w(this).bounds) }
        screen.describe = { _ in "UIScreen" }
        windowType.property("isUsingAutoLayout") { _, this in .bool(try w(this).isUsingAutoLayout) }
    }
}

extension SimulatorLibrary {
    /// `UIView.AutoresizingMask`'s members, in UIKit's bit order.
    static let autoresizingMembers: [(String, UIView.AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// An option set value: one member, or an array literal of members.
    static func autoresizingMask(_ value: Value) throws -> UIView.AutoresizingMask {
        let items: [Value]
        if case .array(let list) = value { items = list } else { items = [value] }
        var mask: UIView.AutoresizingMask = []
        let names = autoresizingMembers.map(\.0)
        for item in items {
            let name = try Convert.symbol(item, "UIView.AutoresizingMask member", in: names)
            if let member = autoresizingMembers.first(where: { $0.0 == name }) { mask.insert(member.1) }
        }
        return mask
    }
}
