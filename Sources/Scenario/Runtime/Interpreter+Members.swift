import Foundation
import TextBasics

/// Reading and writing members (`a.frame`, `self.count`, `Card.shared`), and assignment to
/// any assignable expression, with value types written back through the chain as Swift does.
extension Interpreter {
    /// The element `pair.0` or `range.min` names: by position, or by its label.
    static func tupleIndex(_ name: String, count: Int, labels: [String?]?) -> Int? {
        if let index = Int(name) { return index >= 0 && index < count ? index : nil }
        return labels?.firstIndex(of: name)
    }

    /// The host binding that describes a value's members (builtins included), if any.
    func hostType(of value: Value) -> NativeType? {
        switch value {
        case .host(let type, _): return type
        case .instance(let i): return i.nativeType
        case .string: return library.stringType
        case .array: return library.arrayType
        case .int: return library.intType
        case .double: return library.doubleType
        case .bool: return library.boolType
        case .rect: return library.rectType
        case .point: return library.pointType
        case .size: return library.sizeType
        case .range: return library.rangeType
        default: return nil
        }
    }

    /// The receiver host code sees: a scenario instance's host object, or the value itself.
    func hostReceiver(_ value: Value) -> Value {
        if case .instance(let i) = value, let native = i.native, let type = i.nativeType { return .host(type, native) }
        return value
    }

    /// The value for a host object: the scenario instance it belongs to, if any.
    func wrap(_ object: AnyObject, as type: NativeType) -> Value {
        if let instance = registry.instances[ObjectIdentifier(object)] { return .instance(instance) }
        return .host(type, object)
    }

    func member(_ name: String, of value: Value, at range: SourceRange, in env: Environment) throws -> Value {
        if let result = try memberIfPresent(name, of: value, in: env, at: range) { return result }
        if value.isNone {
            throw fail(
                .type, "value of optional type has no member '\(name)' (it is nil)", at: range,
                hint: "unwrap it first: 'value?.\(name)' or 'if let'")
        }
        throw fail(
            .unknownMember, "unknown property '\(name)' on \(value.typeName)", at: range,
            suggestion: EditDistance.closest(to: name, in: memberNames(of: value)))
    }

    /// Every member name of a value, for "did you mean …?".
    func memberNames(of value: Value) -> [String] {
        switch value {
        case .instance(let i): return i.type.memberNames
        case .structValue(let s): return s.type.memberNames
        case .type(.script(let t)): return Array(t.staticFields.keys) + t.decl.methods.filter(\.isStatic).map(\.name)
        case .type(.native(let t)): return t.staticMemberNames
        case .tuple(let items, let labels): return items.indices.map(String.init) + (labels ?? []).compactMap { $0 }
        default: return hostType(of: value)?.instanceMemberNames ?? []
        }
    }

    /// A member's value, or nil when the value has no such member.
    func memberIfPresent(_ name: String, of value: Value, in env: Environment, at range: SourceRange) throws -> Value? {
        // `Accent.self`: the type itself, as a value (an `AlignmentID`, a `LayoutValueKey`).
        if name == "self", case .type = value { return value }
        switch value {
        case .instance(let i):
            if let field = i.fields[name] {
                if i.type.decl.isObservable { observedRead(i, name) }
                return field
            }
            if let value = try initializeLazy(name, of: i) { return value }
            if let (getter, owner) = i.type.computedProperty(name) {
                return try runGetter(getter, owner: owner, self: value, at: range)
            }
            if let (method, owner) = i.type.method(name) {
                return .function(
                    Function(
                        name: name, body: .declared(method, owner), environment: owner.environment, selfValue: value))
            }
            if let native = i.native, let type = i.nativeType {
                return try hostMember(name, type: type, receiver: .host(type, native), at: range)
            }
            return nil
        case .structValue(let s):
            if let field = s.fields[name] {
                // A `@State`/`@Binding` property reads as the value in its storage.
                if case .host(_, let box as StateBox) = field { return box.value }
                return field
            }
            if name.hasPrefix("$"), let binding = projectedValue(String(name.dropFirst()), of: s) { return binding }
            if s.type.lazyProperty(name) != nil {
                // Reached only where the struct cannot be written back (see `lazyStructMember`).
                throw fail(
                    .immutable,
                    "cannot use mutating getter on immutable value: the lazy property '\(name)' changes the struct on first access",
                    at: range, hint: "store the struct in a 'var' first")
            }
            if let (getter, owner) = s.type.computedProperty(name) {
                return try runGetter(getter, owner: owner, self: value, at: range)
            }
            if let (method, owner) = s.type.method(name) {
                return .function(
                    Function(
                        name: name, body: .declared(method, owner), environment: owner.environment, selfValue: value))
            }
            return nil
        case .type where name == "self":
            // `CardCell.self`: the type as a value (what `register(_:forCellReuseIdentifier:)` takes).
            return value
        case .type(.script(let t)):
            var type: ScriptType? = t
            while let current = type {
                if let box = current.staticFields[name] { return box.value }
                type = current.superScript
            }
            if let (property, owner) = t.staticComputedProperty(name) {
                return try runGetter(property, owner: owner, self: value, at: range)
            }
            if let (method, owner) = t.method(name, static: true) {
                return .function(
                    Function(
                        name: name, body: .declared(method, owner), environment: owner.environment, selfValue: value))
            }
            if let native = t.superNative {
                return try memberIfPresent(name, of: .type(.native(native)), in: env, at: range)
            }
            // A nested type or type alias: `FlowLayout.CacheData`.
            if t.decl.nestedTypes.contains(where: { $0.name == name })
                || t.decl.typeAliases.contains(where: { $0.name == name }),
                let nested = lookupType(name, in: t.environment)
            {
                return .type(nested)
            }
            return nil
        case .type(.native(let t)):
            if let property = t.staticProperty(name) {
                do { return try property(self) } catch { throw convert(error, at: range) }
            }
            if let overloads = t.staticMethods(name) {
                return .function(Function(name: name, body: .native(overloads), environment: nil, selfValue: value))
            }
            return nil
        case .tuple(let items, let labels):
            guard let index = Interpreter.tupleIndex(name, count: items.count, labels: labels) else { return nil }
            return items[index]
        default:
            guard let type = hostType(of: value) else { return nil }
            return try hostMember(name, type: type, receiver: value, at: range)
        }
    }

    func hostMember(_ name: String, type: NativeType, receiver: Value, at range: SourceRange) throws -> Value? {
        if let property = type.property(name) {
            do { return try property.get(self, receiver) } catch { throw convert(error, at: range) }
        }
        if let overloads = type.methods(name) {
            return .function(Function(name: name, body: .native(overloads), environment: nil, selfValue: receiver))
        }
        return nil
    }

    /// Runs a computed property's getter with `self` bound.
    func runGetter(_ property: Statement.Binding, owner: ScriptType, self value: Value, at range: SourceRange) throws
        -> Value
    {
        guard let body = property.getter else { return .null }
        let scope = Environment(parent: owner.environment, selfValue: Box(value, isLet: true), methodOwner: owner)
        let result = try runBody(body, in: scope, at: range)
        return coerce(result, to: property.type)
    }

    /// Runs a function body; a body of one expression returns its value, as in Swift.
    func runBody(_ body: [Statement], in scope: Environment, at range: SourceRange) throws -> Value {
        callStack.depth += 1
        defer { callStack.depth -= 1 }
        if callStack.depth > options.limits.maximumCallDepth {
            throw fail(
                .limit, "calls nested more than \(options.limits.maximumCallDepth) deep (call depth limit)", at: range,
                hint: "look for a function that calls itself without end")
        }
        try step(range)
        // The rest of the caller's statement (the UIKit calls its result causes, the commit it
        // ends in) is credited to the caller's line again once the body returns. A body that
        // throws keeps its own position, so a diagnostic points inside it.
        let caller = currentRange
        let result: Value
        if body.count == 1, case .expression(let expression) = body[0].kind {
            try step(body[0].range)
            currentRange = body[0].range
            output.willExecute?(body[0].range)
            result = try evaluate(expression, in: scope)
        } else {
            switch try execute(body, in: scope) {
            case .returned(let value): result = value
            case .breakLoop, .continueLoop, .normal: result = .void
            }
        }
        currentRange = caller
        output.willExecute?(caller)
        return result
    }

    /// `super.name` as a value (a property or a method to call).
    func superMember(_ name: String, in env: Environment, at range: SourceRange) throws -> Value {
        guard let selfBox = env.enclosingSelf, let owner = env.enclosingOwner else {
            throw fail(.unknownName, "'super' is only available inside a class's methods", at: range)
        }
        if let parent = owner.superScript {
            if let (getter, declaring) = parent.computedProperty(name) {
                return try runGetter(getter, owner: declaring, self: selfBox.value, at: range)
            }
            if let (method, declaring) = parent.method(name) {
                return .function(
                    Function(
                        name: name, body: .declared(method, declaring), environment: declaring.environment,
                        selfValue: selfBox.value))
            }
        }
        if case .instance(let i) = selfBox.value, let type = i.nativeType ?? owner.superNative {
            let receiver: Value = i.native.map { .host(type, $0) } ?? .void
            if let value = try hostMember(name, type: type, receiver: receiver, at: range) { return value }
        }
        throw fail(
            .unknownMember, "'super' has no member '\(name)'", at: range,
            suggestion: EditDistance.closest(
                to: name, in: owner.superScript?.memberNames ?? owner.superNative?.instanceMemberNames ?? []))
    }

    // MARK: Writing

    /// Sets member `name` of `base`; a value-type `base` is changed in place (the caller writes it back).
    func setMember(_ name: String, of base: inout Value, to newValue: Value, at range: SourceRange, in env: Environment)
        throws
    {
        switch base {
        case .instance(let i):
            if i.type.declaresProperty(name) {
                try setScriptProperty(name, on: &base, level: i.type, to: newValue, at: range, in: env)
                return
            }
            if let native = i.native, let type = i.nativeType, type.property(name) != nil {
                var receiver: Value = .host(type, native)
                try setHostProperty(name, type: type, of: &receiver, to: newValue, at: range)
                return
            }
        case .structValue(let s):
            if case .host(_, let box as StateBox)? = s.fields[name] {
                // `count += 1` on a `@State` or `@Binding`: the storage changes, not the struct
                // (allowed where `self` is immutable, as State's nonmutating setter is).
                try writeState(box, newValue, at: range)
                return
            }
            if s.type.declaresProperty(name) {
                try setScriptProperty(name, on: &base, level: s.type, to: newValue, at: range, in: env)
                return
            }
        case .type(.script(let t)):
            var type: ScriptType? = t
            while let current = type {
                if let box = current.staticFields[name] {
                    if box.isLet {
                        throw fail(.immutable, "cannot assign to property: '\(name)' is a 'let' constant", at: range)
                    }
                    box.value =
                        box.isFloatingPoint ? coerce(newValue, to: TypeName(text: "Double", range: range)) : newValue
                    return
                }
                type = current.superScript
            }
        case .tuple(var items, let labels):
            if let index = Interpreter.tupleIndex(name, count: items.count, labels: labels) {
                items[index] = newValue
                base = .tuple(items, labels: labels)
                return
            }
        default:
            if let type = hostType(of: base), type.property(name) != nil {
                try setHostProperty(name, type: type, of: &base, to: newValue, at: range)
                return
            }
        }
        if base.isNone {
            throw fail(.type, "cannot set '\(name)' on nil", at: range, hint: "unwrap the optional first")
        }
        throw fail(
            .unknownMember, "unknown property '\(name)' on \(base.typeName)", at: range,
            suggestion: EditDistance.closest(to: name, in: memberNames(of: base)))
    }

    func setHostProperty(
        _ name: String, type: NativeType, of receiver: inout Value, to newValue: Value, at range: SourceRange
    ) throws {
        guard let property = type.property(name) else { return }
        guard let setter = property.set else {
            throw fail(.immutable, "cannot assign to property: '\(name)' is a get-only property", at: range)
        }
        do { try setter(self, &receiver, newValue) } catch { throw convert(error, at: range) }
    }

    /// Whether changing a member of this value changes a copy (so the copy must be written back).
    func isValueType(_ value: Value) -> Bool {
        switch value {
        case .instance, .host, .type, .function: return false
        default: return true
        }
    }

    /// `target = value` for any assignable target.
    func assign(_ value: Value, to target: Expression, in env: Environment) throws {
        switch target.kind {
        case .identifier(let symbol):
            let name = symbol.text
            var scope: Environment? = env
            while let s = scope {
                if let box = s.box(symbol.id) {
                    if box.isLet {
                        throw fail(
                            .immutable, "cannot assign to value: '\(name)' is a 'let' constant", at: target.range,
                            hint: "declare it with 'var' to change it")
                    }
                    if case .function = box.value, case .function = value {
                    } else if case .function = box.value {
                        throw fail(.immutable, "cannot assign to '\(name)': it is a function", at: target.range)
                    }
                    if case .type = box.value {
                        throw fail(.immutable, "cannot assign to '\(name)': it is a type", at: target.range)
                    }
                    box.value =
                        box.isFloatingPoint ? coerce(value, to: TypeName(text: "Double", range: target.range)) : value
                    return
                }
                if let selfBox = s.selfValue,
                    try hasAssignableMember(name, of: selfBox.value, in: env, at: target.range)
                {
                    var receiver = selfBox.value
                    try setMember(name, of: &receiver, to: value, at: target.range, in: env)
                    if isValueType(receiver) { selfBox.value = receiver }
                    return
                }
                scope = s.parent
            }
            throw unknownName(name, in: env, at: target.range)
        case .member(let baseExpression, let name, let nameRange):
            var base = try evaluate(baseExpression, in: env)
            try setMember(name, of: &base, to: value, at: nameRange, in: env)
            if isValueType(base) { try assign(base, to: baseExpression, in: env) }
        case .superMember(let name, let nameRange):
            guard let selfBox = env.enclosingSelf else {
                throw fail(.unknownName, "'super' is only available inside a class's methods", at: nameRange)
            }
            var receiver = selfBox.value
            // `super.frame = v` inside an override: the superclass's accessors, not this class's again.
            if let owner = env.enclosingOwner {
                try setScriptProperty(name, on: &receiver, level: owner.superScript, to: value, at: nameRange, in: env)
            } else {
                try setMember(name, of: &receiver, to: value, at: nameRange, in: env)
            }
        case .subscript(let baseExpression, let arguments):
            let index = try subscriptIndex(arguments, in: env, range: target.range)
            // `xs[i] = v` on a variable: change the array in its box without copying it.
            if let box = variableBox(baseExpression, in: env), !box.isLet, case .array(var items) = box.value,
                case .int(let i) = index,
                i >= 0 && i < items.count
            {
                box.value = .null
                defer { box.value = .array(items) }
                do { try changing(&items) { $0[i] = value } } catch { throw convert(error, at: target.range) }
                return
            }
            var base = try evaluate(baseExpression, in: env)
            guard case .array(var items) = base, case .int(let i) = index else {
                throw fail(.type, "cannot assign through a subscript of \(base.typeName)", at: target.range)
            }
            guard i >= 0 && i < items.count else {
                throw ScenarioError.raised(
                    "Fatal error: Index out of range (index \(i), count \(items.count))", target.range)
            }
            base = .null
            do { try changing(&items) { $0[i] = value } } catch { throw convert(error, at: target.range) }
            base = .array(items)
            try assign(base, to: baseExpression, in: env)
        case .optionalChain(let inner):
            do { try assign(value, to: inner, in: env) } catch ScenarioError.shortCircuit {}
        case .optionalBind(let inner), .forceUnwrap(let inner):
            let current = try evaluate(inner, in: env)
            if current.isNone {
                if case .optionalBind = target.kind { throw ScenarioError.shortCircuit }
                throw ScenarioError.raised(
                    "Fatal error: Unexpectedly found nil while unwrapping an Optional value", target.range)
            }
            try assign(value, to: inner, in: env)
        case .tuple(let targets, _):
            // `(a, b) = (b, a)`: the right side is evaluated first, then each element assigned.
            guard case .tuple(let values, _) = value, values.count == targets.count else {
                throw fail(
                    .type, "cannot assign a value of type \(value.typeName) to a tuple of \(targets.count) elements",
                    at: target.range)
            }
            for (element, item) in zip(targets, values) {
                if case .identifier(let name) = element.kind, name.text == "_" { continue }
                try assign(item, to: element, in: env)
            }
        case .self:
            guard let selfBox = env.enclosingSelf, case .structValue = selfBox.value else {
                throw fail(.immutable, "cannot assign to 'self' in a class", at: target.range)
            }
            selfBox.value = value
        default:
            throw fail(.syntax, "cannot assign to this expression", at: target.range)
        }
    }
}
