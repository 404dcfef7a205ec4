import Foundation
import Simulator
import TextBasics

/// Alignment guides: `HorizontalAlignment`/`VerticalAlignment` values, `.alignmentGuide(_:computeValue:)`,
/// and `ViewDimensions` with its guide subscripts (`d[.leading]`, `d[HorizontalAlignment.center]`,
/// `d[explicit: .top]`).
extension SwiftUIBindings {
    func installAlignment() {
        for (name, value) in [("leading", HorizontalAlignment.leading), ("center", .center), ("trailing", .trailing)] {
            horizontalAlignmentType.staticProperties[name] = { _ in .host(self.horizontalAlignmentType, HostValue(value)) }
        }
        for (name, value) in [("top", VerticalAlignment.top), ("center", .center), ("bottom", .bottom)] {
            verticalAlignmentType.staticProperties[name] = { _ in .host(self.verticalAlignmentType, HostValue(value)) }
        }
        for name in ["firstTextBaseline", "lastTextBaseline"] {
            verticalAlignmentType.staticProperties[name] = { _ in throw Self.baselineRefusal(name) }
        }
        horizontalAlignmentType.describe = { object in
            (object as? HostValue<HorizontalAlignment>).map { "HorizontalAlignment.\($0.value.rawValue)" } ?? "HorizontalAlignment"
        }
        verticalAlignmentType.describe = { object in
            (object as? HostValue<VerticalAlignment>).map { "VerticalAlignment.\($0.value.rawValue)" } ?? "VerticalAlignment"
        }
        horizontalAlignmentType.equals = { a, b in (a as? HostValue<HorizontalAlignment>)?.value == (b as? HostValue<HorizontalAlignment>)?.value }
        verticalAlignmentType.equals = { a, b in (a as? HostValue<VerticalAlignment>)?.value == (b as? HostValue<VerticalAlignment>)?.value }

        view.method("alignmentGuide", [nil, "computeValue"]) { i, this, args in
            guard case .host(_, let object as HostValue<ViewDescription>) = this else {
                throw NativeError(.type, "expected a view, found a value of type \(this.typeName)")
            }
            let key = try self.alignmentKey(args[0], "alignmentGuide(_:computeValue:)")
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
        dimensions.method("subscript", [nil]) { _, this, args in
            .double(Double(try d(this)[try self.alignmentKey(args[0], "a ViewDimensions subscript")]))
        }
        dimensions.method("subscript", ["explicit"]) { _, this, args in
            try d(this)[explicit: try self.alignmentKey(args[0], "a ViewDimensions subscript")].map { .double(Double($0)) } ?? .null
        }
    }

    /// A guide argument: `.leading`, `.top`, `HorizontalAlignment.center`, `VerticalAlignment.center`.
    /// A bare `.center` is ambiguous, as in Swift.
    func alignmentKey(_ value: Value, _ what: String) throws -> AlignmentKey {
        switch value {
        case .host(_, let h as HostValue<HorizontalAlignment>): return .horizontal(h.value)
        case .host(_, let v as HostValue<VerticalAlignment>): return .vertical(v.value)
        case .symbol(let name):
            switch name {
            case "leading": return .horizontal(.leading)
            case "trailing": return .horizontal(.trailing)
            case "top": return .vertical(.top)
            case "bottom": return .vertical(.bottom)
            case "center":
                throw NativeError(.type, "'.center' is ambiguous in \(what): it is both a HorizontalAlignment and a VerticalAlignment",
                                  hint: "write HorizontalAlignment.center or VerticalAlignment.center")
            case "firstTextBaseline", "lastTextBaseline":
                throw Self.baselineRefusal(name)
            default:
                let names = ["leading", "trailing", "top", "bottom"]
                throw NativeError(.unknownMember, "'.\(name)' is not an alignment guide",
                                  hint: "use .leading, .trailing, .top, .bottom, HorizontalAlignment.center or VerticalAlignment.center",
                                  suggestion: EditDistance.closest(to: name, in: names).map { "." + $0 })
            }
        default:
            throw NativeError(.type, "expected an alignment guide such as .leading, found a value of type \(value.typeName)")
        }
    }

    static func baselineRefusal(_ name: String) -> NativeError {
        NativeError(.unsupported, "not supported in scenarios: .\(name) alignment (the simulator has no text baselines)",
                    hint: "align on .top, .bottom or VerticalAlignment.center")
    }
}
