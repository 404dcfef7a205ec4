import Foundation
import TextBasics

/// `extension Name { … }` declarations: members added to a scenario type, to a host type
/// (`extension HorizontalAlignment { static let accent = … }`) or to a host protocol whose
/// extensions every conforming value gets (`extension View { func card() -> some View { … } }`).
/// Applied after the block's types are declared, as Swift sees a file's extensions everywhere.
extension Interpreter {
    func applyExtension(_ decl: TypeDecl, in env: Environment) throws {
        guard env === globals else {
            throw fail(
                .syntax, "declaration is only valid at file scope", at: decl.nameRange,
                hint: "move the extension to the top level")
        }
        if !decl.nestedTypes.isEmpty || !decl.typeAliases.isEmpty {
            throw fail(
                .unsupported, "not supported in scenarios: types and type aliases in extensions", at: decl.nameRange,
                hint: "declare them at the top level")
        }
        if let initializer = decl.initializers.first {
            throw fail(
                .unsupported, "not supported in scenarios: initializers in extensions", at: initializer.nameRange,
                hint: "declare the initializer in the type itself")
        }
        switch lookupType(decl.name, in: env) {
        case .script(let type)?:
            try extend(type, with: decl, in: env)
        case .native(let type)?:
            try extend(type, with: decl, in: env)
        case nil:
            if let type = hostBindings.protocols[decl.name]?.extensionType {
                try extend(type, with: decl, in: env)
                return
            }
            if library.knownProtocols.contains(decl.name) || hostBindings.protocols[decl.name] != nil {
                throw fail(
                    .unsupported, "not supported in scenarios: extensions of '\(decl.name)'", at: decl.nameRange,
                    hint: "write the members in the types that conform to it")
            }
            let candidates =
                env.visibleNames(symbols).filter { lookupType($0, in: env) != nil } + Array(hostBindings.protocols.keys)
            throw fail(
                .unknownName, "cannot find type '\(decl.name)' in scope", at: decl.nameRange,
                suggestion: EditDistance.closest(to: decl.name, in: candidates))
        }
    }

    /// Adds an extension's members to a scenario type (its declaration grows, so every value of
    /// the type sees them), evaluating its static properties now, as a type's own are.
    private func extend(_ type: ScriptType, with decl: TypeDecl, in env: Environment) throws {
        for method in decl.methods
        where type.decl.methods.contains(where: {
            $0.name == method.name && $0.isStatic == method.isStatic
                && $0.parameters.map(\.label) == method.parameters.map(\.label)
        }) {
            throw fail(.type, "invalid redeclaration of '\(method.name)'", at: method.nameRange)
        }
        for property in decl.properties where type.decl.properties.contains(where: { $0.name == property.name }) {
            throw fail(.type, "invalid redeclaration of '\(property.name)'", at: property.nameRange)
        }
        type.addExtension(decl)
        try checkConformances(
            type.decl,
            objectiveC: descendsFromNSObject(type.decl, superScript: type.superScript, superNative: type.superNative))
        for (i, property) in decl.properties.enumerated() where property.isStatic && property.getter == nil {
            let value = try property.value.map { try evaluate($0, in: type.environment) } ?? .null
            type.staticFields[property.name] = Box(
                coerce(value, to: property.type), isLet: decl.propertyIsLet[i],
                isFloatingPoint: property.type?.isFloatingPoint ?? false)
        }
    }

    /// Adds an extension's members to a host type. A static stored property is evaluated on
    /// first use and kept (as Swift initialises a static lazily, once); methods and computed
    /// properties run the scenario's code with `self` the host value. Captures are weak: the
    /// types outlive nothing of the run, and must not keep it alive.
    private func extend(_ type: NativeType, with decl: TypeDecl, in env: Environment) throws {
        let existing = Set(type.instanceMemberNames + type.staticMemberNames)
        for name in decl.methods.map(\.name) + decl.properties.map(\.name) where existing.contains(name) {
            let range =
                decl.methods.first { $0.name == name }?.nameRange
                ?? decl.properties.first { $0.name == name }?.nameRange
            throw fail(
                .type, "invalid redeclaration of '\(name)': \(type.name) already has it", at: range ?? decl.nameRange)
        }
        if !hostBindings.extendedTypes.contains(where: { $0.type === type }) {
            hostBindings.extendedTypes.append(NativeType.Members(of: type))
        }
        cycles.noteCaptured(env)
        let typeValue = Value.type(.native(type))
        for (i, property) in decl.properties.enumerated() {
            if property.isStatic {
                if !decl.propertyIsLet[i] && property.getter == nil {
                    throw fail(
                        .unsupported, "not supported in scenarios: 'static var' in an extension of \(type.name)",
                        at: property.nameRange, hint: "write 'static let'")
                }
                var cached: Value?
                type.staticProperties[property.name] = { [weak self, weak env] _ in
                    if let cached { return cached }
                    guard let self, let env else { throw NativeError(.runtime, "the scenario has ended") }
                    let value: Value
                    if let getter = property.getter {
                        value = try self.runBody(
                            getter, in: Environment(parent: env, selfValue: Box(typeValue, isLet: true)),
                            at: property.nameRange)
                        return value
                    }
                    value = self.coerce(
                        try property.value.map { try self.evaluate($0, in: env) } ?? .null, to: property.type)
                    cached = value
                    return value
                }
            } else if let getter = property.getter {
                type.properties[property.name] = NativeProperty(get: { [weak self, weak env] _, this in
                    guard let self, let env else { throw NativeError(.runtime, "the scenario has ended") }
                    return try self.runBody(
                        getter, in: Environment(parent: env, selfValue: Box(this, isLet: true)), at: property.nameRange)
                })
            }
        }
        for method in decl.methods {
            // A method is a property whose value is the method bound to the receiver: calling it
            // matches the arguments as for any declared function (labels, defaults).
            let bind: (Value) -> Value = { [weak env] receiver in
                .function(
                    Function(name: method.name, body: .declared(method, nil), environment: env, selfValue: receiver))
            }
            if method.isStatic {
                type.staticProperties[method.name] = { _ in bind(typeValue) }
            } else {
                type.properties[method.name] = NativeProperty(get: { _, this in bind(this) })
            }
        }
    }

    /// Calls the scenario type's static method `name` with `arguments` (labelled `labels`): how
    /// the simulator asks an `AlignmentID` for its `defaultValue(in:)`.
    func callStatic(_ type: ScriptType, _ name: String, labels: [String?], _ arguments: [Value]) throws -> Value {
        guard let (decl, owner) = type.method(name, static: true), decl.parameters.map(\.label) == labels else {
            throw NativeError(
                .type, "'\(type.name)' has no static method \(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")")
        }
        let range = currentRange
        let args = zip(labels, arguments).map {
            CallArgument(label: $0, labelRange: nil, value: $1, isTrailingClosure: false, range: range)
        }
        return try invokeDeclared(
            decl, owner: owner, environment: owner.environment, selfBox: Box(.type(.script(type)), isLet: true),
            args, range: range, calleeRange: range)
    }
}
