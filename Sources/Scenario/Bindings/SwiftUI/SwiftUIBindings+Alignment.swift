import Foundation
import Simulator
import TextBasics

/// Alignment guides: `HorizontalAlignment`/`VerticalAlignment` values, `.alignmentGuide(_:computeValue:)`,
/// and `ViewDimensions` with its guide subscripts (`d[.leading]`, `d[HorizontalAlignment.center]`,
/// `d[explicit: .top]`).
extension SwiftUIBindings {
    func installAlignment() {
        for (name, value) in [("leading", HorizontalAlignment.leading), ("center", .center), ("trailing", .trailing)] {
            horizontalAlignmentType.staticProperties[name] = { _ in
                .host(self.horizontalAlignmentType, HostValue(value))
            }
        }
        for (name, value) in [("top", VerticalAlignment.top), ("center", .center), ("bottom", .bottom)] {
            verticalAlignmentType.staticProperties[name] = { _ in .host(self.verticalAlignmentType, HostValue(value)) }
        }
        for name in ["firstTextBaseline", "lastTextBaseline"] {
            verticalAlignmentType.staticProperties[name] = { _ in throw Self.baselineRefusal(name) }
        }
        horizontalAlignmentType.describe = { object in
            (object as? HostValue<HorizontalAlignment>).map { "HorizontalAlignment.\($0.value.name)" }
                ?? "HorizontalAlignment"
        }
        verticalAlignmentType.describe = { object in
            (object as? HostValue<VerticalAlignment>).map { "VerticalAlignment.\($0.value.name)" }
                ?? "VerticalAlignment"
        }
        // `HorizontalAlignment(Accent.self)` with `struct Accent: AlignmentID` (or a caseless enum).
        horizontalAlignmentType.initializer([nil]) { i, _, args in
            .host(
                self.horizontalAlignmentType,
                HostValue(HorizontalAlignment.custom(try self.customAlignmentID(i, args[0]))))
        }
        verticalAlignmentType.initializer([nil]) { i, _, args in
            .host(
                self.verticalAlignmentType, HostValue(VerticalAlignment.custom(try self.customAlignmentID(i, args[0]))))
        }
        horizontalAlignmentType.equals = { a, b in
            (a as? HostValue<HorizontalAlignment>)?.value == (b as? HostValue<HorizontalAlignment>)?.value
        }
        verticalAlignmentType.equals = { a, b in
            (a as? HostValue<VerticalAlignment>)?.value == (b as? HostValue<VerticalAlignment>)?.value
        }

        view.method("alignmentGuide", [nil, "computeValue"]) { i, this, args in
            guard case .host(_, let object as HostValue<ViewDescription>) = this else {
                throw NativeError(.type, "expected a view, found a value of type \(this.typeName)")
            }
            let key = try self.alignmentKey(i, args[0], "alignmentGuide(_:computeValue:)")
            let closure = try Convert.closure(args[1], "'computeValue'")
            let dimensionsType = self.dimensions
            // Weak: the view graph outlives nothing of the run, but must not keep the interpreter alive.
            let compute: (ViewDimensions) throws -> CGFloat = { [weak i] dimensions in
                guard let i else { throw NativeError(.runtime, "the scenario has ended") }
                let result = try i.callback(closure, [.host(dimensionsType, HostValue(dimensions))])
                let value = CGFloat(try Convert.double(result, "the result of 'computeValue'"))
                guard value.isFinite else {
                    throw NativeError(.runtime, "an alignment guide must be a finite number, not \(value)")
                }
                return value
            }
            return self.wrap(.modified(object.value, .alignmentGuide(key, computeValue: compute)))
        }

        func d(_ value: Value) throws -> ViewDimensions {
            guard case .host(_, let object as HostValue<ViewDimensions>) = value else {
                throw NativeError(.type, "expected ViewDimensions, found a value of type \(value.typeName)")
            }
            return object.value
        }
        dimensions.method("subscript", [nil]) { i, this, args in
            .double(Double(try d(this).value(of: try self.alignmentKey(i, args[0], "a ViewDimensions subscript"))))
        }
        dimensions.method("subscript", ["explicit"]) { i, this, args in
            try d(this).explicit[try self.alignmentKey(i, args[0], "a ViewDimensions subscript")].map {
                .double(Double($0))
            } ?? .null
        }
    }

    /// A guide argument: `.leading`, `.top`, `HorizontalAlignment.center`, `VerticalAlignment.center`.
    /// A bare `.center` is ambiguous, as in Swift.
    func alignmentKey(_ interpreter: Interpreter, _ value: Value, _ what: String) throws -> AlignmentKey {
        switch value {
        case .host(_, let h as HostValue<HorizontalAlignment>): return .horizontal(h.value)
        case .host(_, let v as HostValue<VerticalAlignment>): return .vertical(v.value)
        case .symbol(let name):
            // A guide a scenario's extension declares (`.accent`): on one of the two types only, or ambiguous.
            let horizontal = horizontalAlignmentType.staticProperties[name],
                vertical = verticalAlignmentType.staticProperties[name]
            if HorizontalAlignment(named: name) == nil && VerticalAlignment(named: name) == nil,
                horizontal != nil || vertical != nil
            {
                if horizontal != nil && vertical != nil {
                    throw NativeError(
                        .type,
                        "'.\(name)' is ambiguous in \(what): both HorizontalAlignment and VerticalAlignment declare it",
                        hint: "write HorizontalAlignment.\(name) or VerticalAlignment.\(name)")
                }
                if let declared = horizontal ?? vertical {
                    return try alignmentKey(interpreter, try declared(interpreter), what)
                }
            }
            switch name {
            case "leading": return .horizontal(.leading)
            case "trailing": return .horizontal(.trailing)
            case "top": return .vertical(.top)
            case "bottom": return .vertical(.bottom)
            case "center":
                throw NativeError(
                    .type,
                    "'.center' is ambiguous in \(what): it is both a HorizontalAlignment and a VerticalAlignment",
                    hint: "write HorizontalAlignment.center or VerticalAlignment.center")
            case "firstTextBaseline", "lastTextBaseline":
                throw Self.baselineRefusal(name)
            default:
                let names = ["leading", "trailing", "top", "bottom"]
                throw NativeError(
                    .unknownMember, "'.\(name)' is not an alignment guide",
                    hint:
                        "use .leading, .trailing, .top, .bottom, HorizontalAlignment.center or VerticalAlignment.center",
                    suggestion: EditDistance.closest(to: name, in: names).map { "." + $0 })
            }
        default:
            throw NativeError(
                .type, "expected an alignment guide such as .leading, found a value of type \(value.typeName)")
        }
    }

    /// The guide of a scenario's `AlignmentID` type (`Accent.self`), one per type: equal guides
    /// are one object. Its default value runs the type's `static func defaultValue(in:)`.
    func customAlignmentID(_ interpreter: Interpreter, _ value: Value) throws -> CustomAlignmentID {
        guard case .type(.script(let type)) = value, type.decl.conformances.contains("AlignmentID") else {
            throw NativeError(
                .type,
                "expected the type of an AlignmentID, such as Accent.self, found a value of type \(value.typeName)",
                hint:
                    "declare 'enum Accent: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { … } }'"
            )
        }
        if let known = customAlignments[ObjectIdentifier(type)] { return known }
        let dimensionsType = dimensions
        let id = CustomAlignmentID(name: type.name) { [weak interpreter, weak type] d in
            guard let interpreter, let type else { throw NativeError(.runtime, "the scenario has ended") }
            let result = try interpreter.callStatic(
                type, "defaultValue", labels: ["in"], [.host(dimensionsType, HostValue(d))])
            let value = CGFloat(try Convert.double(result, "the result of '\(type.name).defaultValue(in:)'"))
            guard value.isFinite else {
                throw NativeError(.runtime, "an alignment guide must be a finite number, not \(value)")
            }
            return value
        }
        customAlignments[ObjectIdentifier(type)] = id
        return id
    }

    static func baselineRefusal(_ name: String) -> NativeError {
        NativeError(
            .unsupported, "not supported in scenarios: .\(name) alignment (the simulator has no text baselines)",
            hint: "align on .top, .bottom or VerticalAlignment.center")
    }
}
