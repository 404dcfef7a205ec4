import Foundation
import Simulator

/// The `Layout` protocol's values: `ProposedViewSize`, `UnitPoint`, `ViewSpacing`,
/// `ViewDimensions`, the proxies in `Subviews`, the built-in layouts and `AnyLayout`.
extension SwiftUIBindings {
    func installLayoutValues() {
        // ProposedViewSize (fact 42).
        proposal.initializer(["width", "height"]) { _, _, args in
            .host(
                self.proposal,
                HostValue(
                    ProposedViewSize(
                        width: try Self.optionalCGFloat(args[0], "'width'"),
                        height: try Self.optionalCGFloat(args[1], "'height'"))))
        }
        proposal.initializer([nil]) { _, _, args in
            .host(self.proposal, HostValue(ProposedViewSize(try Convert.size(args[0], "the size"))))
        }
        for (name, value) in [("zero", ProposedViewSize.zero), ("infinity", .infinity), ("unspecified", .unspecified)] {
            proposal.staticProperties[name] = { _ in .host(self.proposal, HostValue(value)) }
        }
        func p(_ value: Value) throws -> ProposedViewSize { try self.proposedSize(value) }
        proposal.property("width") { _, this in try p(this).width.map { .double(Double($0)) } ?? .null }
        proposal.property("height") { _, this in try p(this).height.map { .double(Double($0)) } ?? .null }
        proposal.method("replacingUnspecifiedDimensions", ["by"], required: 0) { _, this, args in
            let size = args[0].isNone ? CGSize(width: 10, height: 10) : try Convert.size(args[0], "'by'")
            return .size(try p(this).replacingUnspecifiedDimensions(by: size))
        }
        proposal.equals = { a, b in
            (a as? HostValue<ProposedViewSize>)?.value == (b as? HostValue<ProposedViewSize>)?.value
        }
        proposal.describe = { object in
            guard let size = (object as? HostValue<ProposedViewSize>)?.value else { return "ProposedViewSize" }
            func part(_ v: CGFloat?) -> String { v.map { "Optional(\(Double($0)))" } ?? "nil" }
            return "ProposedViewSize(width: \(part(size.width)), height: \(part(size.height)))"
        }

        // UnitPoint: the anchor of place(at:anchor:proposal:).
        unitPoint.initializer(["x", "y"]) { _, _, args in
            .host(
                self.unitPoint,
                HostValue(UnitPoint(x: try Self.cgFloat(args[0], "'x'"), y: try Self.cgFloat(args[1], "'y'"))))
        }
        for (name, value) in UnitPoint.named {
            unitPoint.staticProperties[name] = { _ in .host(self.unitPoint, HostValue(value)) }
        }
        unitPoint.property("x") { _, this in .double(Double(try self.unit(this).x)) }
        unitPoint.property("y") { _, this in .double(Double(try self.unit(this).y)) }
        unitPoint.describe = { object in (object as? HostValue<UnitPoint>).map { "\($0.value)" } ?? "UnitPoint" }
        unitPoint.equals = { a, b in (a as? HostValue<UnitPoint>)?.value == (b as? HostValue<UnitPoint>)?.value }

        // ViewSpacing and ViewDimensions.
        spacing.initializer([]) { _, _, _ in .host(self.spacing, HostValue(ViewSpacing())) }
        spacing.staticProperties["zero"] = { _ in .host(self.spacing, HostValue(ViewSpacing.zero)) }
        spacing.method("distance", ["to", "along"]) { _, this, args in
            guard case .host(_, let a as HostValue<ViewSpacing>) = this,
                case .host(_, let b as HostValue<ViewSpacing>) = args[0]
            else {
                throw NativeError(.type, "distance(to:along:) takes another ViewSpacing")
            }
            let axis = try Convert.symbol(args[1], "axis", in: SimulatorLibrary.axisNames)
            return .double(Double(a.value.distance(to: b.value, along: axis == "horizontal" ? .horizontal : .vertical)))
        }
        spacing.method("formUnion", [nil], mutating: true) { _, this, args in
            guard case .host(_, let a as HostValue<ViewSpacing>) = this,
                case .host(_, let b as HostValue<ViewSpacing>) = args[0]
            else {
                throw NativeError(.type, "formUnion(_:) takes another ViewSpacing")
            }
            var merged = a.value
            merged.formUnion(b.value)
            this = .host(self.spacing, HostValue(merged))
            return .void
        }
        func d(_ value: Value) throws -> ViewDimensions {
            guard case .host(_, let object as HostValue<ViewDimensions>) = value else {
                throw NativeError(.type, "expected ViewDimensions, found a value of type \(value.typeName)")
            }
            return object.value
        }
        dimensions.property("width") { _, this in .double(Double(try d(this).width)) }
        dimensions.property("height") { _, this in .double(Double(try d(this).height)) }
        dimensions.describe = { object in
            guard let value = (object as? HostValue<ViewDimensions>)?.value else { return "ViewDimensions" }
            return "ViewDimensions(width: \(Double(value.width)), height: \(Double(value.height)))"
        }

        // Built-in layouts as values (for AnyLayout), and AnyLayout itself.
        hStackLayout.initializer(["alignment", "spacing"], required: 0) { i, _, args in
            .host(
                self.hStackLayout,
                HostValue(
                    LayoutKind.hStack(
                        alignment: try self.verticalAlignment(i, args[0]),
                        spacing: try Self.length(args[1], "'spacing'"))))
        }
        vStackLayout.initializer(["alignment", "spacing"], required: 0) { i, _, args in
            .host(
                self.vStackLayout,
                HostValue(
                    LayoutKind.vStack(
                        alignment: try self.horizontalAlignment(i, args[0]),
                        spacing: try Self.length(args[1], "'spacing'"))))
        }
        zStackLayout.initializer(["alignment"], required: 0) { i, _, args in
            .host(self.zStackLayout, HostValue(LayoutKind.zStack(alignment: try self.alignment(i, args[0]))))
        }
        anyLayout.initializer([nil]) { i, _, args in
            .host(self.anyLayout, HostValue(try self.layoutKind(i, args[0])))
        }
        for type in [hStackLayout, vStackLayout, zStackLayout, anyLayout, layoutView] {
            let isAny = type === anyLayout
            type.method("callAsFunction", ["content"]) { i, this, args in
                self.wrap(.layout(try self.layoutKind(i, this), isAnyLayout: isAny, [try self.content(i, args[0])]))
            }
            type.describe = { object in
                guard let kind = (object as? HostValue<LayoutKind>)?.value else { return type.name }
                return isAny ? "AnyLayout(\(kind.name))" : kind.name
            }
        }
    }

    /// A layout value: a built-in layout, an AnyLayout, or a scenario struct conforming to `Layout`.
    func layoutKind(_ interpreter: Interpreter, _ value: Value) throws -> LayoutKind {
        switch value {
        case .host(_, let object as HostValue<LayoutKind>):
            return object.value
        case .structValue(let s) where s.type.decl.conformances.contains("Layout"):
            return .custom(ScenarioLayout(interpreter: interpreter, value: s))
        default:
            throw NativeError(
                .type, "expected a Layout, found a value of type \(value.typeName)",
                hint: "pass a layout such as HStackLayout() or a struct that conforms to Layout")
        }
    }

    /// A ProposedViewSize argument, also written as `.zero`, `.infinity`, `.unspecified`.
    func proposedSize(_ value: Value) throws -> ProposedViewSize {
        switch value {
        case .host(_, let object as HostValue<ProposedViewSize>): return object.value
        case .symbol:
            let name = try Convert.symbol(value, "proposal", in: ["unspecified", "zero", "infinity"])
            return name == "zero" ? .zero : name == "infinity" ? .infinity : .unspecified
        case .size(let size): return ProposedViewSize(size)
        default:
            throw NativeError(
                .type, "expected a ProposedViewSize, found a value of type \(value.typeName)",
                hint: "write .unspecified, .zero, .infinity or ProposedViewSize(width: 100, height: nil)")
        }
    }

    /// A UnitPoint argument, also written as `.topLeading`, `.center`, ….
    func unit(_ value: Value) throws -> UnitPoint {
        switch value {
        case .host(_, let object as HostValue<UnitPoint>): return object.value
        case .symbol:
            return UnitPoint.named[try Convert.symbol(value, "unit point", in: UnitPoint.named.keys.sorted())]
                ?? .center
        default:
            throw NativeError(
                .type, "expected a UnitPoint, found a value of type \(value.typeName)",
                hint: "write an anchor such as .topLeading or UnitPoint(x: 0.5, y: 0)")
        }
    }

    /// `LayoutSubview`: measured, placed, with its priority and spacing (facts 42, 43).
    func installSubviews() {
        func s(_ value: Value) throws -> LayoutSubview {
            guard case .host(_, let object as LayoutSubview) = value else {
                throw NativeError(.type, "expected a LayoutSubview, found a value of type \(value.typeName)")
            }
            return object
        }
        subview.method("sizeThatFits", [nil]) { _, this, args in
            .size(try s(this).sizeThatFits(try self.proposedSize(args[0])))
        }
        subview.method("dimensions", ["in"]) { _, this, args in
            .host(self.dimensions, HostValue(try s(this).dimensions(in: try self.proposedSize(args[0]))))
        }
        subview.method("place", ["at", "anchor", "proposal"], required: 1) { _, this, args in
            guard !args[2].isNone else {
                throw NativeError(
                    .unknownLabel, "missing argument for parameter 'proposal:' in call to place(at:anchor:proposal:)",
                    hint: "pass the size to offer the subview, e.g. proposal: .unspecified")
            }
            let anchor = args[1].isNone ? UnitPoint.topLeading : try self.unit(args[1])
            try s(this).place(
                at: try Convert.point(args[0], "'at'"), anchor: anchor, proposal: try self.proposedSize(args[2]))
            return .void
        }
        subview.property("priority") { _, this in .double(try s(this).priority) }
        // `subview[Rank.self]`: the value `.layoutValue(key: Rank.self, value:)` set, else `Rank.defaultValue`.
        subview.method("subscript", [nil]) { i, this, args in
            let key = try Self.layoutValueKey(args[0])
            if let value = try s(this).layoutValue(ObjectIdentifier(key)) as? Value { return value }
            // A stored `static let defaultValue` or a computed `static var defaultValue: Int { … }`.
            return try i.memberIfPresent("defaultValue", of: .type(.script(key)), in: i.globals, at: i.currentRange)
                ?? .null
        }
        subview.property("spacing") { _, this in .host(self.spacing, HostValue(try s(this).spacing)) }
        subview.describe = { object in (object as? LayoutSubview)?.name ?? "LayoutSubview" }
    }
}
