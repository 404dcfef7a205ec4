import Foundation

/// How `print`, `String(describing:)` and string interpolation show an Optional: Swift writes a
/// value of optional type as `Optional(3)`, `Optional("a")` or `nil` (The Swift Programming
/// Language, "Optionals"; `Optional`'s `CustomDebugStringConvertible`). The scenario language
/// keeps no static types, so optionality is read from the expression: a variable or property
/// declared `T?`/`T!` or initialised from an optional expression, an optional chain (`a?.b`), a
/// script function declared `-> T?`, and the library calls whose Swift result is optional. A
/// value reached any other way prints unwrapped (the model's limit, docs/scenario-language.md).
extension Interpreter {
    /// Members whose UIKit/Swift type is optional whatever their receiver.
    static let optionalMembers: Set<String> = [
        "first", "last", "superview", "superlayer", "viewIfLoaded", "parent", "presentation",
        "popLast", "randomElement", "firstIndex", "lastIndex", "rootViewController", "animationKeys",
    ]
    /// Methods whose result is optional when called (`xs.max()`; `Int.max` is not).
    static let optionalMethods: Set<String> = optionalMembers.union([
        "min", "max", "animation", "preparingThumbnail", "byPreparingForDisplay",
    ])
    /// Members optional on one host type only (`text` is `String?` on a label, `String` elsewhere).
    static let optionalHostMembers: [String: Set<String>] = [
        "UILabel": ["text"], "UIImageView": ["image"], "UIButton": ["currentTitle", "titleLabel"],
    ]

    /// Whether `expression`'s Swift type is Optional. Reads names only, never evaluates.
    func isOptionalTyped(_ expression: Expression, in env: Environment) -> Bool {
        switch expression.kind {
        case .optionalChain, .nil:
            return true
        case .cast(let base, let type, let kind):
            switch kind {
            case .conditional: return true
            case .plain: return type.isOptional || isOptionalTyped(base, in: env)
            case .forced, .check: return false
            }
        case .identifier(let name):
            var scope: Environment? = env
            while let s = scope {
                if let box = s.box(name.id) { return box.isOptional }
                if let selfBox = s.selfValue, let declared = declaredOptional(name.text, of: selfBox.value) {
                    return declared
                }
                scope = s.parent
            }
            return false
        case .member(let base, let name, _):
            if Self.optionalMembers.contains(name) { return true }
            guard let receiver = peek(base, in: env) else { return false }
            if let declared = declaredOptional(name, of: receiver) { return declared }
            var host: NativeType?
            if case .host(let type, _) = receiver { host = type }
            if case .instance(let i) = receiver { host = i.nativeType }
            if let type = host {
                var t: NativeType? = type
                while let current = t {
                    if Self.optionalHostMembers[current.name]?.contains(name) == true { return true }
                    t = current.superType
                }
            }
            return false
        case .call(let callee, let arguments):
            switch callee.kind {
            case .member(_, let name, _):
                return Self.optionalMethods.contains(name)
            case .identifier(let name):
                // Int("4"), Double(text): the String initialisers fail with nil.
                if ["Int", "Double", "Float", "CGFloat"].contains(name.text), arguments.count == 1,
                    arguments[0].label == nil
                {
                    if case .string = arguments[0].value.kind { return true }
                    if let value = peek(arguments[0].value, in: env), case .string = value { return true }
                    return false
                }
                if name.text == "UIImage", arguments.first?.label == "data" { return true }
                if name.text == "UIGraphicsGetCurrentContext" { return true }
                if let value = peek(callee, in: env), case .function(let f) = value,
                    case .declared(let decl, _) = f.body
                {
                    return decl.result?.isOptional ?? false
                }
                return false
            default:
                return false
            }
        case .binary(let op, _, let rhs) where op == .nilCoalescing:
            return isOptionalTyped(rhs, in: env)
        case .ternary(_, let a, let b):
            return isOptionalTyped(a, in: env) || isOptionalTyped(b, in: env)
        default:
            return false
        }
    }

    /// A declared property's optionality on a scenario instance or struct; nil when `value` has no such property.
    private func declaredOptional(_ name: String, of value: Value) -> Bool? {
        var type: ScriptType?
        switch value {
        case .instance(let i): type = i.type
        case .structValue(let s): type = s.type
        default: return nil
        }
        while let t = type {
            if let property = t.decl.properties.first(where: { $0.name == name }) {
                return property.type?.isOptional ?? false
            }
            type = t.superScript
        }
        return nil
    }

    /// The current value of a plain name or `self`, without running anything.
    private func peek(_ expression: Expression, in env: Environment) -> Value? {
        switch expression.kind {
        case .identifier(let name):
            var scope: Environment? = env
            while let s = scope {
                if let box = s.box(name.id) { return box.value }
                scope = s.parent
            }
            return nil
        case .self:
            return env.enclosingSelf?.value
        default:
            return nil
        }
    }

    /// How Swift shows `value` of an optional-typed expression: `Optional(…)` around the
    /// wrapped value's debug form, or `nil`.
    func describeOptional(_ value: Value) -> String {
        if value.isNone { return "nil" }
        return "Optional(\(snapshot(value).debugDescription))"
    }

    /// Whether a call of `name` (bound to `callee`) is Swift's `print` or `String(describing:)`.
    static func showsOptionals(_ name: String, _ callee: Value, _ arguments: [Expression.Argument]) -> Bool {
        switch (name, callee) {
        case ("print", .function(let f)):
            if case .native = f.body { return true }
            return false
        case ("String", .type):
            return arguments.count == 1 && arguments[0].label == "describing"
        default:
            return false
        }
    }

    /// `print(…)` and `String(describing:)`: arguments of optional type are shown as Swift shows them.
    func describingOptionals(_ args: [CallArgument], _ arguments: [Expression.Argument], in env: Environment)
        -> [CallArgument]
    {
        var args = args
        for (index, argument) in arguments.enumerated() where index < args.count {
            guard argument.label == nil || argument.label == "describing", isOptionalTyped(argument.value, in: env)
            else { continue }
            args[index].value = .string(describeOptional(args[index].value))
        }
        return args
    }
}
