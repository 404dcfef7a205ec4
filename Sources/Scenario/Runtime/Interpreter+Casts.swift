import TextBasics

/// Swift's type-casting operators (The Swift Programming Language, "Type Casting"): `as?` gives
/// the value as the type or nil, `as!` the value or a crash, `is` whether it is of the type, and
/// plain `as` a conversion the compiler checks (an upcast, an integer literal as a `CGFloat`).
/// The language has no static types, so each cast asks what the value is at run time.
extension Interpreter {
    @inline(never)
    func evaluateCast(
        _ base: Expression, _ type: TypeName, _ kind: Expression.CastKind, in env: Environment,
        at range: SourceRange
    ) throws -> Value {
        let value = try evaluate(base, in: env)
        let target = try castTarget(type, in: env)
        switch kind {
        case .check:
            return .bool(!value.isNone && matches(value, target))
        case .conditional:
            if value.isNone { return .null }
            return matches(value, target) ? converted(value, to: target) : .null
        case .forced:
            if value.isNone {
                throw ScenarioError.raised(
                    "Fatal error: Unexpectedly found nil while unwrapping an Optional value", range)
            }
            guard matches(value, target) else {
                // The Swift runtime's words, without the metadata addresses it prints.
                throw ScenarioError.raised(
                    "Could not cast value of type '\(value.typeName)' to '\(target.name)'.", range)
            }
            return converted(value, to: target)
        case .plain:
            if value.isNone, type.isOptional { return .null }
            if case .int = value, target.isFloatingPoint { return converted(value, to: target) }
            guard matches(value, target) else {
                throw fail(
                    .type, "'\(value.typeName)' is not convertible to '\(type.text)'", at: range,
                    hint: "use 'as?' to get nil when it is not one, or 'as!' to force the downcast")
            }
            return value
        }
    }

    /// What a cast's type names.
    indirect enum CastTarget {
        case any
        case anyObject
        case type(TypeValue)
        /// A protocol a scenario class or struct may conform to (`UITableViewDataSource`).
        case hostProtocol(String)
        case array(CastTarget)

        var name: String {
            switch self {
            case .any: return "Any"
            case .anyObject: return "AnyObject"
            case .type(let t): return t.name
            case .hostProtocol(let name): return name
            case .array(let element): return "[\(element.name)]"
            }
        }

        var isFloatingPoint: Bool {
            if case .type(.native(let t)) = self { return t.name == "Double" }
            return false
        }
    }

    func castTarget(_ type: TypeName, in env: Environment) throws -> CastTarget {
        var text = type.text
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return try castTarget(named: text, at: type.range, in: env)
    }

    private func castTarget(named text: String, at range: SourceRange, in env: Environment) throws -> CastTarget {
        if text.hasPrefix("[") && text.hasSuffix("]") {
            return .array(try castTarget(named: String(text.dropFirst().dropLast()), at: range, in: env))
        }
        switch text {
        case "Any": return .any
        case "AnyObject": return .anyObject
        default: break
        }
        if let type = lookupType(text, in: env) { return .type(type) }
        if hostBindings.protocols[text] != nil || library.knownProtocols.contains(text) { return .hostProtocol(text) }
        throw fail(
            .unknownName, "cannot find type '\(text)' in scope", at: range,
            suggestion: EditDistance.closest(
                to: text, in: env.visibleNames(symbols).filter { lookupType($0, in: env) != nil }))
    }

    /// Whether `value` is an instance of `target` (a subclass instance is one of its superclass).
    func matches(_ value: Value, _ target: CastTarget) -> Bool {
        switch target {
        case .any:
            return true
        case .anyObject:
            switch value {
            case .instance, .host: return true
            default: return false
            }
        case .array(let element):
            guard case .array(let items) = value else { return false }
            return items.allSatisfy { matches($0, element) }
        case .hostProtocol(let name):
            switch value {
            case .instance(let i): return conforms(i.type, to: name)
            case .structValue(let s): return conforms(s.type, to: name)
            case .host(let type, _):
                return name == "NSObject" || name == "AnyObject" || type.conformances.contains(name)
            default: return false
            }
        case .type(.script(let wanted)):
            switch value {
            case .instance(let i):
                var type: ScriptType? = i.type
                while let t = type {
                    if t === wanted { return true }
                    type = t.superScript
                }
                return false
            case .structValue(let s): return s.type === wanted
            default: return false
            }
        case .type(.native(let wanted)):
            switch value {
            case .instance(let i): return i.type.superNative?.isSubtype(of: wanted) ?? false
            case .host(let type, _): return type.isSubtype(of: wanted)
            case .int: return wanted === library.intType
            case .double: return wanted === library.doubleType
            case .bool: return wanted === library.boolType
            case .string: return wanted === library.stringType
            case .point: return wanted === library.pointType
            case .size: return wanted === library.sizeType
            case .rect: return wanted === library.rectType
            case .array: return wanted === library.arrayType
            case .range: return wanted === library.rangeType
            default: return false
            }
        }
    }

    /// Whether a scenario type or one of its superclasses lists the protocol.
    func conforms(_ type: ScriptType, to name: String) -> Bool {
        var current: ScriptType? = type
        while let t = current {
            if t.decl.conformances.contains(name) || t.decl.superclass == name { return true }
            current = t.superScript
        }
        if name == "NSObject" || name == "AnyObject" { return !type.isStruct }
        return type.superNative?.conformances.contains(name) ?? false
    }

    /// An `Int` cast to a floating-point type becomes a `Double`, as a literal would.
    private func converted(_ value: Value, to target: CastTarget) -> Value {
        if case .int(let i) = value, target.isFloatingPoint { return .double(Double(i)) }
        return value
    }
}
