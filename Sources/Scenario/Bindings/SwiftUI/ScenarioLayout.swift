import Foundation
import Simulator

/// A scenario `struct L: Layout` as the simulator sees it. Each requirement runs the struct's
/// method with `self` the layout value and the cache passed `inout` (a scenario value the
/// simulator keeps between calls).
struct ScenarioLayout: CustomLayout {
    unowned let interpreter: Interpreter
    let value: StructValue

    var name: String { value.type.name }

    /// The layout's stored properties as `print` shows them: a change runs `updateCache` (fact 41).
    var properties: String { interpreter.describe(.structValue(value)) }

    var implemented: Set<LayoutRequirement> {
        var result: Set<LayoutRequirement> = []
        if method("makeCache", ["subviews"]) != nil { result.insert(.makeCache) }
        if method("updateCache", [nil, "subviews"]) != nil { result.insert(.updateCache) }
        if method("spacing", ["subviews", "cache"]) != nil { result.insert(.spacing) }
        if explicitAlignmentMethod(.horizontal) != nil { result.insert(.explicitHorizontalAlignment) }
        if explicitAlignmentMethod(.vertical) != nil { result.insert(.explicitVerticalAlignment) }
        return result
    }

    static let explicitAlignmentLabels: [String?] = ["of", "in", "proposal", "subviews", "cache"]

    /// `explicitAlignment(of:in:proposal:subviews:cache:)` for one axis: the two requirements
    /// share their labels and differ in the guide's type, as in SwiftUI.
    private func explicitAlignmentMethod(_ axis: Axis) -> FunctionDecl? {
        let guideType = axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
        return value.type.decl.methods.first { method in
            method.name == "explicitAlignment" && !method.isStatic
                && method.parameters.map(\.label) == Self.explicitAlignmentLabels
                && method.parameters.first?.type?.text == guideType
        }
    }

    private func method(_ name: String, _ labels: [String?]) -> (FunctionDecl, ScriptType)? {
        guard let (decl, owner) = value.type.method(name), decl.parameters.map(\.label) == labels else { return nil }
        return (decl, owner)
    }

    private var bindings: SwiftUIBindings {
        get throws {
            guard let bindings = interpreter.hostBindings.simulatorLibrary?.swiftUI else {
                throw NativeError(.runtime, "SwiftUI is not available after the run ended")
            }
            return bindings
        }
    }

    private func subviewsValue(_ subviews: [LayoutSubview]) throws -> Value {
        let type = try bindings.subview
        return .array(subviews.map { .host(type, $0) })
    }

    /// Runs requirement `name` with `arguments` (label, value; the cache last, inout).
    private func call(_ name: String, _ labels: [String?], _ arguments: [Value], cache: inout Any) throws -> Value {
        guard let (decl, owner) = method(name, labels) else {
            throw NativeError(.type, "'\(self.name)' has no \(name)")
        }
        return try call(decl, owner: owner, labels, arguments, cache: &cache)
    }

    private func call(
        _ decl: FunctionDecl, owner: ScriptType, _ labels: [String?], _ arguments: [Value], cache: inout Any
    ) throws -> Value {
        let name = decl.name
        let range = decl.nameRange
        var args: [Interpreter.CallArgument] = []
        let cacheBox = Box(cache as? Value ?? .void, isLet: false)
        for (i, label) in labels.enumerated() {
            let isCache = label == "cache" || (name == "updateCache" && i == 0)
            args.append(
                Interpreter.CallArgument(
                    label: label, labelRange: nil, value: isCache ? cacheBox.value : arguments[i],
                    isTrailingClosure: false, range: range, inoutBox: isCache ? cacheBox : nil))
        }
        let result = try interpreter.invokeDeclared(
            decl, owner: owner, environment: owner.environment,
            selfBox: Box(.structValue(value), isLet: true), args, range: range,
            calleeRange: range)
        cache = cacheBox.value
        return result
    }

    func makeCache(subviews: [LayoutSubview]) throws -> Any {
        guard let (decl, owner) = method("makeCache", ["subviews"]) else { return Value.void }
        let range = decl.nameRange
        let args = [
            Interpreter.CallArgument(
                label: "subviews", labelRange: nil, value: try subviewsValue(subviews),
                isTrailingClosure: false, range: range)
        ]
        return try interpreter.invokeDeclared(
            decl, owner: owner, environment: owner.environment,
            selfBox: Box(.structValue(value), isLet: true), args, range: range, calleeRange: range)
    }

    func updateCache(_ cache: inout Any, subviews: [LayoutSubview]) throws {
        _ = try call("updateCache", [nil, "subviews"], [.void, try subviewsValue(subviews)], cache: &cache)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview], cache: inout Any) throws -> CGSize {
        let result = try call(
            "sizeThatFits", ["proposal", "subviews", "cache"],
            [.host(try bindings.proposal, HostValue(proposal)), try subviewsValue(subviews), .void], cache: &cache)
        switch result {
        case .size(let size): return size
        case .symbol("zero"): return .zero
        default:
            throw NativeError(
                .type, "\(name).sizeThatFits must return a CGSize, not a value of type \(result.typeName)")
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview], cache: inout Any)
        throws
    {
        _ = try call(
            "placeSubviews", ["in", "proposal", "subviews", "cache"],
            [.rect(bounds), .host(try bindings.proposal, HostValue(proposal)), try subviewsValue(subviews), .void],
            cache: &cache)
    }

    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
        cache: inout Any
    ) throws -> CGFloat? {
        guard let decl = explicitAlignmentMethod(guide.axis) else { return nil }
        let bindings = try self.bindings
        let guideValue: Value
        switch guide {
        case .horizontal(let h): guideValue = .host(bindings.horizontalAlignmentType, HostValue(h))
        case .vertical(let v): guideValue = .host(bindings.verticalAlignmentType, HostValue(v))
        }
        let result = try call(
            decl, owner: value.type, Self.explicitAlignmentLabels,
            [
                guideValue, .rect(bounds), .host(bindings.proposal, HostValue(proposal)), try subviewsValue(subviews),
                .void,
            ],
            cache: &cache)
        switch result {
        case .null: return nil
        case .int, .double:
            let position = CGFloat(try Convert.double(result, "the guide"))
            guard position.isFinite else {
                throw NativeError(
                    .runtime, "\(name).explicitAlignment must return a finite position or nil, not \(position)")
            }
            return position
        default:
            throw NativeError(
                .type,
                "\(name).explicitAlignment must return a CGFloat? (a position or nil), not a value of type \(result.typeName)"
            )
        }
    }

    func spacing(subviews: [LayoutSubview], cache: inout Any) throws -> ViewSpacing {
        let result = try call("spacing", ["subviews", "cache"], [try subviewsValue(subviews), .void], cache: &cache)
        guard case .host(_, let object as HostValue<ViewSpacing>) = result else {
            throw NativeError(
                .type, "\(name).spacing must return a ViewSpacing, not a value of type \(result.typeName)")
        }
        return object.value
    }
}
