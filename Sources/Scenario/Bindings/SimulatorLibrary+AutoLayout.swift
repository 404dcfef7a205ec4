import Foundation
import Simulator
import TextBasics

/// Auto Layout: anchors, `NSLayoutConstraint` (with `activate`, `constant`, `priority`,
/// `isActive`), `UILayoutPriority`, `UILayoutGuide`, and the view's layout guides and
/// content-priority methods.
extension SimulatorLibrary {
    func installAutoLayout(_ registrations: BindingRegistrations) {
        for type in [constraint, guide, priority, anchor] { registrations.register(type) }
        registrations.defineGlobal("NSLayoutXAxisAnchor", .type(.native(xAnchor)))
        registrations.defineGlobal("NSLayoutYAxisAnchor", .type(.native(yAnchor)))
        registrations.defineGlobal("NSLayoutDimension", .type(.native(dimension)))
        nameable(constraint)
        func c(_ value: Value) throws -> NSLayoutConstraint {
            try Self.object(value, NSLayoutConstraint.self, "the constraint")
        }
        func a(_ value: Value) throws -> NSLayoutAnchor { try Self.object(value, NSLayoutAnchor.self, "the anchor") }
        func d(_ value: Value) throws -> NSLayoutDimension {
            try Self.object(value, NSLayoutDimension.self, "the dimension anchor")
        }
        func made(_ i: Interpreter, _ body: () throws -> NSLayoutConstraint) throws -> Value {
            try i.noteObjectCreated()
            return .host(self.constraint, try Self.uikit(body))
        }
        func constant(_ value: Value) throws -> CGFloat {
            value.isNone ? 0 : CGFloat(try Convert.double(value, "'constant'"))
        }

        // Anchors (the simulator checks that both are on the same axis, as UIKit's types do).
        anchor.method("constraint", ["equalTo", "constant"], required: 1) { i, this, args in
            try made(i) { try a(this).constraint(equalTo: try a(args[0]), constant: try constant(args[1])) }
        }
        anchor.method("constraint", ["greaterThanOrEqualTo", "constant"], required: 1) { i, this, args in
            try made(i) {
                try a(this).constraint(greaterThanOrEqualTo: try a(args[0]), constant: try constant(args[1]))
            }
        }
        anchor.method("constraint", ["lessThanOrEqualTo", "constant"], required: 1) { i, this, args in
            try made(i) { try a(this).constraint(lessThanOrEqualTo: try a(args[0]), constant: try constant(args[1])) }
        }
        dimension.method("constraint", ["equalToConstant"]) { i, this, args in
            try made(i) { try d(this).constraint(equalToConstant: try constant(args[0])) }
        }
        dimension.method("constraint", ["greaterThanOrEqualToConstant"]) { i, this, args in
            try made(i) { try d(this).constraint(greaterThanOrEqualToConstant: try constant(args[0])) }
        }
        dimension.method("constraint", ["lessThanOrEqualToConstant"]) { i, this, args in
            try made(i) { try d(this).constraint(lessThanOrEqualToConstant: try constant(args[0])) }
        }
        dimension.method("constraint", ["equalTo", "multiplier", "constant"], required: 2) { i, this, args in
            try made(i) {
                try d(this).constraint(
                    equalTo: try d(args[0]), multiplier: CGFloat(try Convert.double(args[1], "'multiplier'")),
                    constant: try constant(args[2]))
            }
        }
        // The dimension's own overloads come first; the axis ones are inherited from NSLayoutAnchor.
        dimension.methods["constraint"]? += anchor.methods["constraint"] ?? []
        anchor.property("traceName") { _, this in .string(try a(this).traceName) }
        anchor.describe = { ($0 as? NSLayoutAnchor)?.traceName ?? "NSLayoutAnchor" }

        // Constraints. Setting `isActive` or `priority` may record an exception (no common
        // ancestor): it is raised right after the assignment, at the scenario's line.
        constraint.property(
            "constant", get: { _, this in .double(Double(try c(this).constant)) },
            set: { _, this, value in try c(this).constant = try constant(value) })
        constraint.property(
            "isActive", get: { _, this in .bool(try c(this).isActive) },
            set: { _, this, value in
                try Self.uikit {
                    try c(this).setActive(try Convert.bool(value, "'isActive'"))
                    try self.simulation.raisePendingException()
                }
            })
        constraint.property(
            "priority", get: { _, this in .host(self.priority, HostValue(try c(this).priority)) },
            set: { i, this, value in
                let level = try self.layoutPriority(i, value)
                try Self.uikit {
                    try c(this).setPriority(level)
                    try self.simulation.raisePendingException()
                }
            })
        constraint.property(
            "identifier", get: { _, this in try c(this).identifier.map { .string($0) } ?? .null },
            set: { _, this, value in
                try c(this).identifier = value.isNone ? nil : try Convert.string(value, "'identifier'")
            })
        constraint.property("formula") { _, this in .string(try c(this).formula) }
        constraint.property("traceName") { _, this in .string(try c(this).traceName) }
        constraint.property("multiplier") { _, this in .double(Double(try c(this).multiplier)) }
        constraint.describe = { ($0 as? NSLayoutConstraint)?.description ?? "NSLayoutConstraint" }
        constraint.staticMethod("activate", [nil]) { i, _, args in
            let list = try i.elements(args[0], "the constraints").map { try c($0) }
            try Self.uikit {
                try NSLayoutConstraint.activate(list)
                try self.simulation.raisePendingException()
            }
            return .void
        }
        constraint.staticMethod("deactivate", [nil]) { i, _, args in
            NSLayoutConstraint.deactivate(try i.elements(args[0], "the constraints").map { try c($0) })
            return .void
        }
        let attributes = NSLayoutConstraint.Attribute.allCases.map(\.rawValue)
        let relations = Self.relations
        constraint.initializer(["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"]) {
            i, _, args in
            let item = try Self.object(args[0], UIView.self, "'item'")
            let first = try Convert.symbol(args[1], "layout attribute", in: attributes)
            let relation = try Convert.symbol(args[2], "relation", in: relations.keys.sorted())
            let toItem: (any LayoutItem)? =
                args[3].isNone ? nil : try Self.object(args[3], AnyObject.self, "'toItem'") as? any LayoutItem
            let second = try Convert.symbol(args[4], "layout attribute", in: attributes)
            return try made(i) {
                try NSLayoutConstraint(
                    item: item, attribute: NSLayoutConstraint.Attribute(rawValue: first) ?? .notAnAttribute,
                    relatedBy: relations[relation] ?? .equal, toItem: toItem,
                    attribute: NSLayoutConstraint.Attribute(rawValue: second) ?? .notAnAttribute,
                    multiplier: CGFloat(try Convert.double(args[5], "'multiplier'")),
                    constant: try constant(args[6]))
            }
        }

        // Priorities: `.required`, `.defaultHigh`, `UILayoutPriority(999)`.
        let levels: [(String, UILayoutPriority)] = [
            ("required", .required), ("defaultHigh", .defaultHigh), ("defaultLow", .defaultLow),
            ("fittingSizeLevel", .fittingSizeLevel), ("dragThatCanResizeScene", .dragThatCanResizeScene),
        ]
        for (name, level) in levels {
            priority.staticProperties[name] = { _ in .host(self.priority, HostValue(level)) }
        }
        priority.initializer([nil]) { _, _, args in
            .host(self.priority, HostValue(UILayoutPriority(Float(try Convert.double(args[0], "the priority")))))
        }
        priority.initializer(["rawValue"]) { _, _, args in
            .host(self.priority, HostValue(UILayoutPriority(Float(try Convert.double(args[0], "'rawValue'")))))
        }
        priority.property("rawValue") { _, this in
            .double(Double(try Self.hostValue(this, UILayoutPriority.self, "the priority").rawValue))
        }
        priority.describe = { ($0 as? HostValue<UILayoutPriority>)?.value.description ?? "UILayoutPriority" }
        priority.equals = { ($0 as? HostValue<UILayoutPriority>)?.value == ($1 as? HostValue<UILayoutPriority>)?.value }

        // Layout guides.
        func g(_ value: Value) throws -> UILayoutGuide {
            try Self.object(value, UILayoutGuide.self, "the layout guide")
        }
        guide.initializer([]) { i, _, _ in
            try i.noteObjectCreated()
            return .host(self.guide, UILayoutGuide())
        }
        guide.property("layoutFrame") { _, this in .rect(try g(this).layoutFrame) }
        guide.property("owningView") { i, this in self.wrap(i, try g(this).owningView) }
        guide.property(
            "identifier", get: { _, this in .string(try g(this).identifier) },
            set: { _, this, value in try g(this).identifier = try Convert.string(value, "'identifier'") })
        guide.property("traceName") { _, this in .string(try g(this).traceName) }
        guide.describe = { ($0 as? UILayoutGuide)?.traceName ?? "UILayoutGuide" }
        installAnchors(on: guide) { try g($0) }

        // The view's side of Auto Layout.
        func v(_ value: Value) throws -> UIView { try Self.object(value, UIView.self, "the view") }
        installAnchors(on: view) { try v($0) }
        view.property("constraints") { _, this in .array(try v(this).constraints.map { .host(self.constraint, $0) }) }
        view.property("safeAreaLayoutGuide") { _, this in .host(self.guide, try v(this).safeAreaLayoutGuide) }
        view.property("layoutMarginsGuide") { _, this in .host(self.guide, try v(this).layoutMarginsGuide) }
        view.property("safeAreaInsets") { _, this in .host(self.insets, HostValue(try v(this).safeAreaInsets)) }
        view.property("hasAmbiguousLayout") { _, this in .bool(try v(this).hasAmbiguousLayout) }
        view.method("addLayoutGuide", [nil]) { _, this, args in
            try v(this).addLayoutGuide(try g(args[0])); return .void
        }
        func axis(_ value: Value) throws -> UIView.Axis {
            try Convert.symbol(value, "axis", in: Self.axisNames) == "horizontal" ? .horizontal : .vertical
        }
        view.method("contentHuggingPriority", ["for"]) { _, this, args in
            .host(self.priority, HostValue(try v(this).contentHuggingPriority(for: try axis(args[0]))))
        }
        view.method("setContentHuggingPriority", [nil, "for"]) { i, this, args in
            try v(this).setContentHuggingPriority(try self.layoutPriority(i, args[0]), for: try axis(args[1]))
            return .void
        }
        view.method("contentCompressionResistancePriority", ["for"]) { _, this, args in
            .host(self.priority, HostValue(try v(this).contentCompressionResistancePriority(for: try axis(args[0]))))
        }
        view.method("setContentCompressionResistancePriority", [nil, "for"]) { i, this, args in
            try v(this).setContentCompressionResistancePriority(
                try self.layoutPriority(i, args[0]), for: try axis(args[1]))
            return .void
        }
    }

    private func installAnchors(on type: NativeType, _ item: @escaping (Value) throws -> AnyObject) {
        let x = xAnchor, y = yAnchor, dim = dimension
        let anchors: [(String, NativeType, (AnyObject) -> NSLayoutAnchor?)] = [
            ("leadingAnchor", x, { ($0 as? UIView)?.leadingAnchor ?? ($0 as? UILayoutGuide)?.leadingAnchor }),
            ("trailingAnchor", x, { ($0 as? UIView)?.trailingAnchor ?? ($0 as? UILayoutGuide)?.trailingAnchor }),
            ("leftAnchor", x, { ($0 as? UIView)?.leftAnchor ?? ($0 as? UILayoutGuide)?.leftAnchor }),
            ("rightAnchor", x, { ($0 as? UIView)?.rightAnchor ?? ($0 as? UILayoutGuide)?.rightAnchor }),
            ("centerXAnchor", x, { ($0 as? UIView)?.centerXAnchor ?? ($0 as? UILayoutGuide)?.centerXAnchor }),
            ("topAnchor", y, { ($0 as? UIView)?.topAnchor ?? ($0 as? UILayoutGuide)?.topAnchor }),
            ("bottomAnchor", y, { ($0 as? UIView)?.bottomAnchor ?? ($0 as? UILayoutGuide)?.bottomAnchor }),
            ("centerYAnchor", y, { ($0 as? UIView)?.centerYAnchor ?? ($0 as? UILayoutGuide)?.centerYAnchor }),
            ("widthAnchor", dim, { ($0 as? UIView)?.widthAnchor ?? ($0 as? UILayoutGuide)?.widthAnchor }),
            ("heightAnchor", dim, { ($0 as? UIView)?.heightAnchor ?? ($0 as? UILayoutGuide)?.heightAnchor }),
        ]
        for (name, anchorType, make) in anchors {
            type.property(name) { _, this in
                guard let anchor = make(try item(this)) else {
                    throw NativeError(.type, "'\(name)' needs a view or a layout guide")
                }
                return .host(anchorType, anchor)
            }
        }
    }

    /// `NSLayoutConstraint.Relation`'s members by name.
    static let relations: [String: NSLayoutConstraint.Relation] = [
        "equal": .equal, "lessThanOrEqual": .lessThanOrEqual,
        "greaterThanOrEqual": .greaterThanOrEqual,
    ]
    /// The two axes (`NSLayoutConstraint.Axis`, `NSLayoutConstraint.Axis` of a stack view, SwiftUI's `Axis`).
    static let axisNames = ["horizontal", "vertical"]

    /// A priority value, `.required`-style implicit member, or a plain number.
    func layoutPriority(_ interpreter: Interpreter, _ value: Value) throws -> UILayoutPriority {
        switch value {
        case .symbol(let name):
            guard let make = priority.staticProperties[name] else {
                let names = priority.staticProperties.keys.sorted()
                throw NativeError(
                    .unknownMember, "UILayoutPriority has no level '.\(name)'",
                    hint: "levels: " + names.map { "." + $0 }.joined(separator: ", "),
                    suggestion: EditDistance.closest(to: name, in: names).map { "." + $0 })
            }
            return try Self.hostValue(try make(interpreter), UILayoutPriority.self, "the priority")
        case .int, .double:
            noteShorthand(interpreter, .priorityFromNumber)
            return UILayoutPriority(Float(try Convert.double(value, "the priority")))
        default:
            return try Self.hostValue(value, UILayoutPriority.self, "the priority")
        }
    }
}
