import Foundation
import TextBasics

/// Swift's property semantics beyond plain storage: `lazy var` (initialised on first access),
/// computed setters (`set(v) { … }`), and `willSet`/`didSet` observers, also on an inherited
/// property (`override var frame: CGRect { didSet { … } }`).
extension Interpreter {
    /// Runs an accessor body (`set`, `willSet`, `didSet`) with `self` and its parameter bound.
    func runAccessor(
        _ body: [Statement], parameter: Name?, defaultName: String, value: Value, owner: ScriptType,
        selfBox: Box, type: TypeName?, at range: SourceRange
    ) throws {
        let scope = Environment(parent: owner.environment, selfValue: selfBox, methodOwner: owner)
        let name = parameter ?? symbols.name(defaultName)
        scope.set(name.id, Box(coerce(value, to: type), isLet: true, isFloatingPoint: type?.isFloatingPoint ?? false))
        _ = try runBody(body, in: scope, at: range)
    }

    /// Evaluates a `lazy var`'s initial value, with `self` available as Swift allows there.
    func lazyValue(_ property: Statement.Binding, owner: ScriptType, self value: Value) throws -> Value {
        guard let initial = property.value else { return .null }
        let scope = Environment(parent: owner.environment, selfValue: Box(value, isLet: true), methodOwner: owner)
        return coerce(try evaluate(initial, in: scope), to: property.type)
    }

    /// A class instance's `lazy var` on first access: evaluated now, stored, and named after its owner.
    @inline(never)
    func initializeLazy(_ name: String, of instance: Instance) throws -> Value? {
        guard let (property, owner) = instance.type.lazyProperty(name) else { return nil }
        let value = try lazyValue(property, owner: owner, self: .instance(instance))
        // The initializer may have read the property itself (a cycle Swift would also run twice): keep the first.
        if let stored = instance.fields[name] { return stored }
        instance.fields[name] = value
        if let ownerName = registry.names[ObjectIdentifier(instance)] { self.name(value, ownerName + "." + name) }
        return value
    }

    /// `s.lazyProperty` on a struct: the first access changes the struct, so it is written back
    /// to `base`, which must be a variable (Swift: "cannot use mutating getter on immutable value").
    @inline(never)
    func lazyStructMember(_ name: String, of value: Value, base: Expression, in env: Environment, at range: SourceRange)
        throws -> Value?
    {
        guard case .structValue(var s) = value, s.fields[name] == nil, let (property, owner) = s.type.lazyProperty(name)
        else { return nil }
        if case .self = base.kind, env.enclosingSelf?.isLet ?? true {
            throw fail(
                .immutable, "cannot use mutating getter on immutable value: 'self' is immutable", at: range,
                hint: "the first access to a lazy property changes the struct: mark the method 'mutating'")
        }
        let result = try lazyValue(property, owner: owner, self: value)
        s.fields[name] = result
        do {
            try assign(.structValue(s), to: base, in: env)
        } catch ScenarioError.diagnostic(let d) where d.kind == .immutable || d.kind == .syntax {
            throw fail(
                .immutable,
                "cannot use mutating getter on immutable value: the lazy property '\(name)' changes the struct on first access",
                at: range, hint: "store the struct in a 'var' first")
        }
        return result
    }

    /// An implicit-`self` read of a struct's pending `lazy var` inside a method.
    @inline(never)
    func lazySelfMember(_ name: String, selfBox: Box, at range: SourceRange) throws -> Value? {
        guard case .structValue(var s) = selfBox.value, s.fields[name] == nil,
            let (property, owner) = s.type.lazyProperty(name)
        else {
            return nil
        }
        if selfBox.isLet {
            throw fail(
                .immutable, "cannot use mutating getter on immutable value: 'self' is immutable", at: range,
                hint: "the first access to a lazy property changes the struct: mark the method 'mutating'")
        }
        let result = try lazyValue(property, owner: owner, self: selfBox.value)
        s.fields[name] = result
        selfBox.value = .structValue(s)
        return result
    }

    /// Whether `name` can be assigned on `value` (checked without running getters or lazy initializers).
    func hasAssignableMember(_ name: String, of value: Value, in env: Environment, at range: SourceRange) throws -> Bool
    {
        switch value {
        case .instance(let i) where i.fields[name] != nil || i.type.declaresProperty(name): return true
        case .structValue(let s) where s.fields[name] != nil || s.type.declaresProperty(name): return true
        // A host property is found by its name, never by reading it: `view = UIView()` inside
        // `loadView()` must not run the `view` getter, which would load the view again.
        case .instance(let i) where i.nativeType?.property(name) != nil: return true
        case .host(let type, _) where type.property(name) != nil: return true
        default: return try memberIfPresent(name, of: value, in: env, at: range) != nil
        }
    }

    /// Sets property `name` as the scenario type `level` (or its ancestors) declares it: a computed
    /// property's setter, a stored property with its observers, or an observing override around the
    /// inherited property (its willSet first, then the inherited setter, then its didSet, as Swift
    /// orders them). Without a declaration the host (UIKit) property is set.
    func setScriptProperty(
        _ name: String, on base: inout Value, level: ScriptType?, to newValue: Value, at range: SourceRange,
        in env: Environment
    ) throws {
        var type = level
        while let t = type {
            guard let property = t.ownProperty(name) else {
                type = t.superScript
                continue
            }
            let box = Box(base, isLet: false)
            defer { if isValueType(base) { base = box.value } }
            if property.getter != nil {
                guard let setter = property.setter else {
                    throw fail(
                        .immutable, "cannot assign to property: '\(name)' is a get-only property", at: range,
                        hint: "add a setter: var \(name): \(property.type?.text ?? "T") { get { … } set { … } }")
                }
                try runAccessor(
                    setter, parameter: property.setterName, defaultName: "newValue", value: newValue, owner: t,
                    selfBox: box, type: property.type, at: range)
                return
            }
            let key = observerKey(base, name, t)
            let observes =
                property.hasObservers && !callStack.activeObservers.contains(key)
                && !isInitializingOwnProperty(property, of: t, base, env)
            var oldValue = Value.null
            if observes, property.didSetBody != nil {
                oldValue = try readProperty(name, of: base, from: property.isStored ? t : t.superScript, at: range)
            }
            if observes { callStack.activeObservers.insert(key) }
            defer { if observes { callStack.activeObservers.remove(key) } }
            if observes, let willSet = property.willSetBody {
                try runAccessor(
                    willSet, parameter: property.willSetName, defaultName: "newValue", value: newValue, owner: t,
                    selfBox: box, type: property.type, at: range)
            }
            if property.isStored {
                try store(property, of: t, name, in: box, newValue, at: range, in: env)
            } else {
                var inner = box.value
                try setScriptProperty(name, on: &inner, level: t.superScript, to: newValue, at: range, in: env)
                box.value = inner
            }
            if observes, let didSet = property.didSetBody {
                try runAccessor(
                    didSet, parameter: property.didSetName, defaultName: "oldValue", value: oldValue, owner: t,
                    selfBox: box, type: property.type, at: range)
            }
            return
        }
        // No scenario declaration: UIKit's own property.
        if case .instance(let i) = base, let native = i.native, let nativeType = i.nativeType,
            nativeType.property(name) != nil
        {
            var receiver: Value = .host(nativeType, native)
            try setHostProperty(name, type: nativeType, of: &receiver, to: newValue, at: range)
            return
        }
        throw fail(
            .unknownMember, "unknown property '\(name)' on \(base.typeName)", at: range,
            suggestion: EditDistance.closest(to: name, in: memberNames(of: base)))
    }

    /// Stores a stored property, enforcing `let` outside the initializer.
    private func store(
        _ property: Statement.Binding, of owner: ScriptType, _ name: String, in box: Box, _ newValue: Value,
        at range: SourceRange, in env: Environment
    ) throws {
        let isLet = owner.decl.propertyIsLet[owner.decl.properties.firstIndex { $0.name == name && !$0.isStatic } ?? 0]
        switch box.value {
        case .instance(let i):
            if isLet && !(env.isInInitializer && identity(env.enclosingSelf?.value ?? .void) == identity(box.value)) {
                throw fail(
                    .immutable, "cannot assign to property: '\(name)' is a 'let' constant", at: range,
                    hint: "declare it with 'var' to change it after initialization")
            }
            i.fields[name] = coerce(newValue, to: property.type)
            if i.type.decl.isObservable { try observedWrite(i, name, at: range) }
        case .structValue(var s):
            if isLet && !env.isInInitializer {
                throw fail(.immutable, "cannot assign to property: '\(name)' is a 'let' constant", at: range)
            }
            s.fields[name] = coerce(newValue, to: property.type)
            box.value = .structValue(s)
        default:
            break
        }
    }

    /// The current value of `name` as seen from `level` up (for `oldValue`), without lazy initialization.
    private func readProperty(_ name: String, of value: Value, from level: ScriptType?, at range: SourceRange) throws
        -> Value
    {
        var type = level
        while let t = type {
            if let property = t.ownProperty(name) {
                if property.getter != nil { return try runGetter(property, owner: t, self: value, at: range) }
                if property.isStored {
                    switch value {
                    case .instance(let i): return i.fields[name] ?? .null
                    case .structValue(let s): return s.fields[name] ?? .null
                    default: return .null
                    }
                }
            }
            type = t.superScript
        }
        if case .instance(let i) = value, let native = i.native, let nativeType = i.nativeType {
            return try hostMember(name, type: nativeType, receiver: .host(nativeType, native), at: range) ?? .null
        }
        return .null
    }

    /// Swift does not call a type's observers while its own initializer sets its own properties.
    private func isInitializingOwnProperty(
        _ property: Statement.Binding, of owner: ScriptType, _ base: Value, _ env: Environment
    ) -> Bool {
        guard property.isStored, env.isInInitializer, env.enclosingOwner === owner else { return false }
        if case .structValue = base { return true }
        return identity(env.enclosingSelf?.value ?? .void) == identity(base)
    }

    /// An observer setting its own property does not call the observers again (as in Swift).
    private func observerKey(_ base: Value, _ name: String, _ owner: ScriptType) -> String {
        let object = identity(base).map { String(describing: $0) } ?? owner.name
        return object + "." + owner.name + "." + name
    }
}
