import Foundation
import Simulator

/// The simulator's hook into a scenario class: when UIKit reaches an overridable entry point of
/// an object made from `class Card: UIView { override func layoutSubviews() … }`, the simulator
/// asks this object whether the class overrides it and runs the override through the interpreter,
/// with `super.layoutSubviews()` bound to UIKit's own implementation.
final class ScriptOverrides: ScriptedOverrides {
    /// Weak: the interpreter owns the instance and the host object, not the other way round.
    private weak var interpreter: Interpreter?
    private weak var instance: Instance?

    init(interpreter: Interpreter, instance: Instance) {
        self.interpreter = interpreter
        self.instance = instance
    }

    /// The scenario's name for a method: `layoutSublayers(of:)` → `layoutSublayers`. Looked up,
    /// not cut from the raw value: the simulator asks `overrides(_:)` of every view it passes.
    static func scenarioName(_ method: OverridableMethod) -> String {
        scenarioNames[method] ?? method.rawValue
    }

    /// Each method's scenario name, cut once.
    private static let scenarioNames: [OverridableMethod: String] = Dictionary(
        uniqueKeysWithValues: OverridableMethod.allCases.map { method in
            (method, String(method.rawValue.split(separator: "(").first ?? Substring(method.rawValue)))
        })

    var className: String? { instance?.type.name }

    func overrides(_ method: OverridableMethod) -> Bool {
        guard let type = instance?.type else { return false }
        let name = Self.scenarioName(method)
        if type.method(name) != nil || type.computedProperty(name) != nil { return true }
        return type.staticComputedProperty(name) != nil
    }

    func invoke(
        _ method: OverridableMethod, on receiver: AnyObject, arguments: [Any],
        callSuper: ([Any]) throws -> Any
    ) throws -> Any {
        guard let interpreter, let instance else { return try callSuper(arguments) }
        let name = Self.scenarioName(method)
        let values = arguments.map { interpreter.hostValue($0) }
        return try withoutActuallyEscaping(callSuper) { callSuper in
            interpreter.callStack.superCalls.append(
                (
                    object: ObjectIdentifier(receiver), method: name,
                    call: { args in
                        let result = try callSuper(args.map { interpreter.anyValue($0) })
                        return interpreter.hostValue(result)
                    }
                ))
            let range = interpreter.currentRange
            defer {
                interpreter.callStack.superCalls.removeLast()
                // Later events of the simulator call that ran the override are caused by the
                // statement that made that call, not by the override's last line.
                interpreter.currentRange = range
                interpreter.output.willExecute?(range)
            }
            let selfValue = Value.instance(instance)
            let result: Value
            if let (decl, owner) = instance.type.method(name) {
                let args = zip(decl.parameters, values).map { parameter, value in
                    Interpreter.CallArgument(
                        label: parameter.label, labelRange: nil, value: value, isTrailingClosure: false, range: range)
                }
                result = try interpreter.invokeDeclared(
                    decl, owner: owner, environment: owner.environment,
                    selfBox: Box(selfValue, isLet: true), args, range: range, calleeRange: range)
            } else if let (property, owner) = instance.type.computedProperty(name)
                ?? instance.type.staticComputedProperty(name)
            {
                result = try interpreter.runGetter(property, owner: owner, self: selfValue, at: range)
            } else {
                return try callSuper(arguments)
            }
            return try interpreter.anyResult(result, for: method)
        }
    }
}

extension ScriptType {
    /// A `class var` / `static var` computed property (`override class var requiresConstraintBasedLayout`).
    func staticComputedProperty(_ name: String) -> (Statement.Binding, ScriptType)? {
        var type: ScriptType? = self
        while let t = type {
            if let p = t.decl.properties.first(where: { $0.name == name && $0.getter != nil && $0.isStatic }) {
                return (p, t)
            }
            type = t.superScript
        }
        return nil
    }
}
