import Foundation
import TextBasics

/// Calls: argument labels, overloads of host functions, closures, methods with `self`,
/// `super` calls, and construction of scenario classes and structs.
extension Interpreter {
    /// An evaluated argument, with what matching needs to know about how it was written.
    struct CallArgument {
        var label: String?
        var labelRange: SourceRange?
        var value: Value
        var isTrailingClosure: Bool
        var range: SourceRange
        /// For `&x`: the storage the `inout` parameter shares, written back to `x` after the call.
        var inoutBox: Box? = nil
    }

    func evaluateArguments(_ arguments: [Expression.Argument], in env: Environment, callRange: SourceRange) throws
        -> [CallArgument]
    {
        var values: [CallArgument] = []
        values.reserveCapacity(arguments.count)
        for argument in arguments {
            // A closure written after the ')' (or with no parentheses) is a trailing closure.
            var trailing = false
            if case .closure = argument.value.kind,
                argument.label == nil || argument.labelRange.map({ $0.start > argument.value.range.start }) == false
            {
                trailing = argument.value.range.start >= callRange.start && isAfterParentheses(argument, callRange)
            }
            let value = try evaluate(argument.value, in: env)
            var inoutBox: Box?
            if case .inoutArgument(let target) = argument.value.kind {
                let box = Box(value, isLet: false)
                inoutBox = box
                callStack.inoutWriteBacks.append((target, box, env))
            }
            values.append(
                CallArgument(
                    label: argument.label, labelRange: argument.labelRange,
                    value: value, isTrailingClosure: trailing,
                    range: argument.value.range, inoutBox: inoutBox))
        }
        return values
    }

    @inline(never)
    static func hasInoutArgument(_ arguments: [Expression.Argument]) -> Bool {
        arguments.contains {
            if case .inoutArgument = $0.value.kind { return true }; return false
        }
    }

    /// A call with `&x` arguments: runs it, then copies each `inout` parameter's final value back
    /// to its variable, as Swift's copy-in copy-out does.
    @inline(never)
    func evaluateCallWithInout(
        _ callee: Expression, _ arguments: [Expression.Argument], in env: Environment,
        range: SourceRange
    ) throws -> Value {
        let mark = callStack.inoutWriteBacks.count
        callStack.inoutDepth += 1
        defer {
            callStack.inoutDepth -= 1
            callStack.inoutWriteBacks.removeSubrange(mark...)
        }
        let result = try evaluateCall(callee, arguments, in: env, range: range, checkedInout: true)
        for (target, box, scope) in callStack.inoutWriteBacks[mark...] { try assign(box.value, to: target, in: scope) }
        return result
    }

    /// A trailing closure is written at the call's end; either way an unlabeled closure may fill a
    /// closure parameter of any label, which is how Swift matches trailing closures.
    private func isAfterParentheses(_ argument: Expression.Argument, _ callRange: SourceRange) -> Bool {
        argument.label == nil
    }

    func evaluateCall(
        _ callee: Expression, _ arguments: [Expression.Argument], in env: Environment, range: SourceRange,
        checkedInout: Bool = false
    ) throws -> Value {
        if !checkedInout, Self.hasInoutArgument(arguments) {
            return try evaluateCallWithInout(callee, arguments, in: env, range: range)
        }
        switch callee.kind {
        case .member(let baseExpression, let name, let nameRange):
            // `views.append(v)` on a variable: move the array out of its box while the method
            // mutates it, so it is uniquely referenced and Swift appends in place, not by copying.
            if let box = variableBox(baseExpression, in: env), !box.isLet, let type = hostType(of: box.value),
                let overloads = type.methods(name), overloads.allSatisfy(\.isMutating)
            {
                let (function, values) = try evaluateAndSelect(
                    overloads, arguments, in: env, name: name, isInitializer: false, range: range,
                    calleeRange: nameRange)
                var receiver = box.value
                box.value = .null
                defer { box.value = receiver }
                do { return try function.body(self, &receiver, values) } catch { throw convert(error, at: range) }
            }
            var base = try evaluate(baseExpression, in: env)
            var mutated = false
            let result: Value
            if let overloads = hostMethods(name, of: base) {
                let (function, values) = try evaluateAndSelect(
                    overloads, arguments, in: env, name: name, isInitializer: false, range: range,
                    calleeRange: nameRange)
                do { result = try function.body(self, &base, values) } catch { throw convert(error, at: range) }
                mutated = function.isMutating
            } else {
                let args = try evaluateArguments(arguments, in: env, callRange: range)
                result = try callMethod(
                    name, on: &base, args, nameRange: nameRange, range: range, in: env, mutated: &mutated)
            }
            if mutated && isValueType(base) {
                switch baseExpression.kind {
                case .identifier, .member, .subscript, .self:
                    try assign(base, to: baseExpression, in: env)
                default:
                    break
                }
            }
            return result
        case .superMember(let name, let nameRange):
            let args = try evaluateArguments(arguments, in: env, callRange: range)
            return try callSuper(name, args, in: env, nameRange: nameRange, range: range)
        case .identifier(let symbol):
            // An implicit-self method call writes a mutated struct `self` back.
            let name = symbol.text
            var scope: Environment? = env
            while let s = scope {
                if let box = s.box(symbol.id) {
                    // `UIView(frame: …)`: a host type's initializer.
                    if case .type(.native(let type)) = box.value, !type.initializers.isEmpty,
                        !Self.showsOptionals(name, box.value, arguments)
                    {
                        let (function, values) = try evaluateAndSelect(
                            type.initializers, arguments, in: env, name: type.name, isInitializer: true,
                            range: range, calleeRange: callee.range)
                        var receiver = Value.void
                        do { return try function.body(self, &receiver, values) } catch {
                            throw convert(error, at: range)
                        }
                    }
                    var args = try evaluateArguments(arguments, in: env, callRange: range)
                    if Self.showsOptionals(name, box.value, arguments) {
                        args = describingOptionals(args, arguments, in: env)
                    }
                    return try call(box.value, args, calleeRange: callee.range, range: range, name: name)
                }
                if let selfBox = s.selfValue, hasMethod(name, selfBox.value) {
                    let args = try evaluateArguments(arguments, in: env, callRange: range)
                    var receiver = selfBox.value
                    var mutated = false
                    let result = try callMethod(
                        name, on: &receiver, args, nameRange: callee.range, range: range, in: env, mutated: &mutated)
                    if mutated { selfBox.value = receiver }
                    return result
                }
                scope = s.parent
            }
            throw unknownName(name, in: env, at: callee.range)
        default:
            let value = try evaluate(callee, in: env)
            let args = try evaluateArguments(arguments, in: env, callRange: range)
            return try call(value, args, calleeRange: callee.range, range: range, name: nil)
        }
    }

    /// The box of a plain variable (not a member of `self`), for changing its value in place.
    func variableBox(_ expression: Expression, in env: Environment) -> Box? {
        guard case .identifier(let symbol) = expression.kind else { return nil }
        var scope: Environment? = env
        while let s = scope {
            if let box = s.box(symbol.id) { return box }
            if s.selfValue != nil { return nil }
            scope = s.parent
        }
        return nil
    }

    func hasMethod(_ name: String, _ value: Value) -> Bool {
        switch value {
        case .instance(let i):
            return i.type.method(name) != nil || i.fields[name] != nil || i.nativeType?.methods(name) != nil
                || i.type.superNative?.methods(name) != nil
        case .structValue(let s):
            return s.type.method(name) != nil || s.fields[name] != nil
        case .host(let type, _):
            // `self` of a method a scenario's extension adds to a host type (`extension View`).
            return type.methods(name) != nil || type.property(name) != nil
        case .type(.native(let type)):
            return type.staticMethods(name) != nil || type.staticProperty(name) != nil
        case .type(.script(let type)):
            return type.method(name, static: true) != nil
        default:
            return false
        }
    }

    /// Calls a callable value: a function, a closure, a bound method, or a type (construction).
    func call(_ callee: Value, _ args: [CallArgument], calleeRange: SourceRange, range: SourceRange, name: String?)
        throws -> Value
    {
        switch callee {
        case .function(let function):
            return try invoke(function, args, range: range, calleeRange: calleeRange)
        case .type(.script(let type)):
            // `FlowLayout { … }`: construct the layout, then call it with the content (callAsFunction).
            if let last = args.last, last.isTrailingClosure, type.isStruct, !type.decl.conformances.isEmpty {
                return try constructAndCall(type, args, range: range, calleeRange: calleeRange)
            }
            return try construct(type, args, range: range, calleeRange: calleeRange)
        case .structValue:
            return try callAsFunction(callee, args, range: range, calleeRange: calleeRange)
        case .type(.native(let type)):
            guard !type.initializers.isEmpty else {
                throw fail(
                    .type, "'\(type.name)' cannot be constructed in a scenario", at: calleeRange,
                    hint: type.staticMemberNames.isEmpty
                        ? nil : "use one of its members, such as \(type.name).\(type.staticMemberNames.sorted()[0])")
            }
            let (function, values) = try select(
                type.initializers, args, name: type.name, isInitializer: true, range: range, calleeRange: calleeRange)
            var receiver = Value.void
            do { return try function.body(self, &receiver, values) } catch { throw convert(error, at: range) }
        case .symbol(let member):
            guard let type = hostBindings.implicitMemberOwners[member], let overloads = type.staticMethods(member)
            else {
                throw fail(
                    .type, "cannot call the implicit member '.\(member)' here", at: calleeRange,
                    hint: "write the type's name before it, as in TypeName.\(member)(…)")
            }
            let (function, values) = try select(
                overloads, args, name: member, isInitializer: false, range: range, calleeRange: calleeRange)
            var receiver = Value.type(.native(type))
            do { return try function.body(self, &receiver, values) } catch { throw convert(error, at: range) }
        case .host(let type, _) where type.methods("callAsFunction") != nil:
            // `layout { … }` on a layout value: SwiftUI's `callAsFunction`.
            return try callAsFunction(callee, args, range: range, calleeRange: calleeRange)
        default:
            throw fail(
                .type, "cannot call a value of type \(callee.typeName)", at: calleeRange,
                hint: name.map { "'\($0)' is not a function" })
        }
    }

    /// `value(args)` on a value with a `callAsFunction` method (a SwiftUI layout).
    @inline(never)
    func callAsFunction(_ value: Value, _ args: [CallArgument], range: SourceRange, calleeRange: SourceRange) throws
        -> Value
    {
        var receiver = value
        var ignored = false
        return try callMethod(
            "callAsFunction", on: &receiver, args, nameRange: calleeRange, range: range, in: globals,
            mutated: &ignored)
    }

    /// `FlowLayout { … }`: a struct whose protocol (`Layout`) has `callAsFunction` is constructed
    /// from the other arguments, then called with the trailing closure.
    @inline(never)
    func constructAndCall(_ type: ScriptType, _ args: [CallArgument], range: SourceRange, calleeRange: SourceRange)
        throws -> Value
    {
        guard let last = args.last,
            type.decl.conformances.contains(where: { hostBindings.protocols[$0]?.bridge != nil }),
            !type.allStoredProperties.contains(where: { $0.0.name == last.label })
        else {
            return try construct(type, args, range: range, calleeRange: calleeRange)
        }
        let layout = try construct(type, Array(args.dropLast()), range: range, calleeRange: calleeRange)
        return try callAsFunction(layout, [last], range: range, calleeRange: calleeRange)
    }

    /// Calls a function value with evaluated arguments.
    func invoke(_ function: Function, _ args: [CallArgument], range: SourceRange, calleeRange: SourceRange) throws
        -> Value
    {
        switch function.body {
        case .native(let overloads):
            let (native, values) = try select(
                overloads, args, name: function.name, isInitializer: false, range: range, calleeRange: calleeRange)
            var receiver = function.selfValue ?? .void
            do { return try native.body(self, &receiver, values) } catch { throw convert(error, at: range) }
        case .declared(let decl, let owner):
            let selfBox = function.selfValue.map { Box($0, isLet: !decl.isMutating) }
            return try invokeDeclared(
                decl, owner: owner, environment: function.environment ?? globals, selfBox: selfBox,
                args, range: range, calleeRange: calleeRange)
        case .closure(let closure):
            return try invokeClosure(
                closure, environment: function.environment ?? globals, args.map(\.value), range: range)
        }
    }

    /// Calls a function value from host code (a closure given to `map`, `UIView.animate` …), positionally.
    func callback(_ value: Value, _ arguments: [Value]) throws -> Value {
        guard case .function(let function) = value else {
            throw NativeError(.type, "expected a closure, found a value of type \(value.typeName)")
        }
        let range = currentRange
        switch function.body {
        case .closure(let closure):
            return try invokeClosure(closure, environment: function.environment ?? globals, arguments, range: range)
        case .declared(let decl, let owner):
            let args = zip(decl.parameters, arguments).map { parameter, value in
                CallArgument(
                    label: parameter.label, labelRange: nil, value: value, isTrailingClosure: false, range: range)
            }
            let selfBox = function.selfValue.map { Box($0, isLet: !decl.isMutating) }
            return try invokeDeclared(
                decl, owner: owner, environment: function.environment ?? globals, selfBox: selfBox,
                args, range: range, calleeRange: range)
        case .native(let overloads):
            var receiver = function.selfValue ?? .void
            guard let native = overloads.first(where: { $0.labels.count == arguments.count }) ?? overloads.first else {
                return .void
            }
            return try native.body(self, &receiver, arguments)
        }
    }

    func invokeClosure(
        _ closure: Expression.Closure, environment: Environment, _ arguments: [Value], range: SourceRange
    ) throws -> Value {
        let scope = Environment(parent: environment)
        if closure.parameters.isEmpty {
            for (i, value) in arguments.enumerated() { scope.set(anonymousID(i), Box(value, isLet: true)) }
        } else {
            if closure.parameters.count != arguments.count
                && !(closure.parameters.count == 1 && closure.parameters[0].text == "_")
            {
                throw fail(
                    .type,
                    "the closure takes \(closure.parameters.count) parameter(s) but is called with \(arguments.count)",
                    at: range)
            }
            for (name, value) in zip(closure.parameters, arguments) where name.text != "_" {
                scope.set(name.id, Box(value, isLet: true))
            }
        }
        return try runBody(closure.body, in: scope, at: range)
    }

    /// Binds arguments to a declared function's parameters by label (with defaults) and runs it.
    func invokeDeclared(
        _ decl: FunctionDecl, owner: ScriptType?, environment: Environment, selfBox: Box?, _ args: [CallArgument],
        range: SourceRange, calleeRange: SourceRange, isInitializer: Bool = false
    ) throws -> Value {
        let scope = Environment(parent: environment, selfValue: selfBox, methodOwner: owner)
        scope.isInitializer = isInitializer
        let values = try match(decl, args, range: range, calleeRange: calleeRange)
        var index = -1
        for (parameter, value) in zip(decl.parameters, values) {
            index += 1
            if parameter.isInout {
                try bindInout(parameter, index, decl, args, in: scope, range: range)
                continue
            }
            var bound: Value
            if let value {
                bound = value
            } else if let defaultValue = parameter.defaultValue {
                bound = try evaluate(defaultValue, in: environment)
            } else {
                bound = .null
            }
            bound = coerce(bound, to: parameter.type)
            scope.set(
                parameter.id,
                Box(
                    bound, isLet: true, isFloatingPoint: parameter.type?.isFloatingPoint ?? false,
                    isOptional: parameter.type?.isOptional ?? false))
        }
        let result = try runBody(decl.body, in: scope, at: range)
        if decl.result == nil
            && !(decl.body.count == 1
                && {
                    if case .expression = decl.body[0].kind { return true }; return false
                }())
        {
            return .void
        }
        return coerce(result, to: decl.result)
    }

    /// Binds an `inout` parameter to the caller's `&x` storage; it is copied back after the call.
    @inline(never)
    func bindInout(
        _ parameter: FunctionDecl.Parameter, _ index: Int, _ decl: FunctionDecl, _ args: [CallArgument],
        in scope: Environment, range: SourceRange
    ) throws {
        guard let box = inoutBox(for: index, decl, args) else {
            throw fail(
                .type, "passing a value to the inout parameter '\(parameter.name)' requires '&'", at: range,
                hint: "write '&' before the variable: \(parameter.label.map { "\($0): " } ?? "")&\(parameter.name)")
        }
        scope.set(parameter.id, box)
    }

    /// The `&x` storage of the argument matched to parameter `index` (matching is by position,
    /// parameters with defaults skipped when their label is absent).
    func inoutBox(for index: Int, _ decl: FunctionDecl, _ args: [CallArgument]) -> Box? {
        var next = 0
        for (i, parameter) in decl.parameters.enumerated() {
            if next < args.count,
                args[next].label == parameter.label || (args[next].isTrailingClosure && args[next].label == nil)
            {
                if i == index { return args[next].inoutBox }
                next += 1
            } else if i == index {
                return nil
            }
        }
        return nil
    }

    /// Matches call arguments to parameters; nil entries take the parameter's default.
    func match(_ decl: FunctionDecl, _ args: [CallArgument], range: SourceRange, calleeRange: SourceRange) throws
        -> [Value?]
    {
        var result: [Value?] = []
        var next = 0
        let name = decl.isInitializer ? "init" : decl.name
        let signature = name + "(" + decl.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        for parameter in decl.parameters {
            if next < args.count {
                let arg = args[next]
                if arg.label == parameter.label || (arg.isTrailingClosure && arg.label == nil) {
                    result.append(arg.value)
                    next += 1
                    continue
                }
            }
            if parameter.defaultValue != nil {
                result.append(nil)
                continue
            }
            if next < args.count {
                let arg = args[next]
                throw fail(
                    .unknownLabel, labelMessage(arg.label, expected: parameter.label, in: signature),
                    at: arg.labelRange ?? arg.range, suggestion: parameter.label.map { "\($0):" })
            }
            throw fail(
                .unknownLabel,
                "missing argument for parameter '\(parameter.label ?? parameter.name)' in call to \(signature)",
                at: range, hint: "call it as \(signature)")
        }
        if next < args.count {
            throw fail(
                .unknownLabel, "extra argument\(args[next].label.map { " '\($0):'" } ?? "") in call to \(signature)",
                at: args[next].labelRange ?? args[next].range)
        }
        return result
    }

    private func labelMessage(_ given: String?, expected: String?, in signature: String) -> String {
        switch (given, expected) {
        case (let g?, let e?): return "incorrect argument label '\(g):' in call to \(signature), expected '\(e):'"
        case (let g?, nil): return "extraneous argument label '\(g):' in call to \(signature)"
        case (nil, let e?): return "missing argument label '\(e):' in call to \(signature)"
        case (nil, nil): return "argument mismatch in call to \(signature)"
        }
    }

    /// Picks the host overload whose labels match the call, or explains the closest one.
    func select(
        _ overloads: [NativeFunction], _ args: [CallArgument], name: String, isInitializer: Bool,
        range: SourceRange, calleeRange: SourceRange
    ) throws -> (NativeFunction, [Value]) {
        for function in overloads {
            if let values = matchNative(function, args) { return (function, values) }
        }
        let given = (isInitializer ? "init" : name) + "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
        let signatures = overloads.map { $0.signature(isInitializer ? "init" : name) }
        let suggestion =
            EditDistance.closest(to: given, in: signatures) ?? (signatures.count == 1 ? signatures[0] : nil)
        let what = isInitializer ? "no initializer of \(name) takes" : "no form of '\(name)' takes"
        // Point at the first label that differs from the closest overload's.
        var at = calleeRange
        if let best = suggestion.flatMap({ signatures.firstIndex(of: $0) }).map({ overloads[$0] }) {
            for (i, arg) in args.enumerated() where i >= best.labels.count || arg.label != best.labels[i] {
                at = arg.labelRange ?? arg.range
                break
            }
        }
        throw fail(
            .unknownLabel, "\(what) the arguments \(given.dropFirst(isInitializer ? 4 : name.count))", at: at,
            hint: signatures.count > 1 ? "available: " + signatures.joined(separator: ", ") : nil,
            suggestion: suggestion)
    }

    func matchNative(_ function: NativeFunction, _ args: [CallArgument]) -> [Value]? {
        if function.takesNoClosure, args.contains(where: { $0.isTrailingClosure }) { return nil }
        return matchNative(
            function, count: args.count, label: { args[$0].label }, value: { args[$0].value },
            fillsAnyLabel: { args[$0].isTrailingClosure && args[$0].label == nil && self.isClosure(args[$0].value) })
    }

    /// Matches `count` arguments to a host function's parameters by label, in order: a variadic
    /// parameter takes every following argument with its label, an omitted trailing optional
    /// parameter gets `.null`, and an argument for which `fillsAnyLabel` holds (an unlabeled
    /// trailing closure) fills the next parameter whatever its label. Nil when they do not match.
    @inline(__always)
    func matchNative(
        _ function: NativeFunction, count: Int, label: (Int) -> String?, value: (Int) -> Value,
        fillsAnyLabel: (Int) -> Bool
    ) -> [Value]? {
        var values: [Value] = []
        values.reserveCapacity(function.labels.count)
        var next = 0
        for (i, expected) in function.labels.enumerated() {
            if i == function.variadicIndex {
                var items: [Value] = []
                while next < count, label(next) == expected {
                    items.append(value(next))
                    next += 1
                }
                values.append(.array(items))
                continue
            }
            if next < count, label(next) == expected || fillsAnyLabel(next) {
                values.append(value(next))
                next += 1
            } else if i >= function.requiredCount {
                values.append(.null)
            } else {
                return nil
            }
        }
        return next == count ? values : nil
    }

    private func isClosure(_ value: Value) -> Bool {
        if case .function = value { return true }
        return false
    }

    /// `receiver.name(args)`: a scenario method, a host method, or a stored closure.
    func callMethod(
        _ name: String, on receiver: inout Value, _ args: [CallArgument], nameRange: SourceRange, range: SourceRange,
        in env: Environment, mutated: inout Bool
    ) throws -> Value {
        switch receiver {
        case .instance(let i):
            if let (method, owner) = i.type.method(name) {
                return try invokeDeclared(
                    method, owner: owner, environment: owner.environment, selfBox: Box(receiver, isLet: true),
                    args, range: range, calleeRange: nameRange)
            }
            if let field = i.fields[name] {
                return try call(field, args, calleeRange: nameRange, range: range, name: name)
            }
            if let native = i.native, let type = i.nativeType, let overloads = type.methods(name) {
                var host: Value = .host(type, native)
                return try callNative(overloads, on: &host, args, name: name, nameRange: nameRange, range: range)
            }
        case .structValue(let s):
            if let (method, owner) = s.type.method(name) {
                let box = Box(receiver, isLet: !method.isMutating)
                let result = try invokeDeclared(
                    method, owner: owner, environment: owner.environment, selfBox: box,
                    args, range: range, calleeRange: nameRange)
                if method.isMutating {
                    receiver = box.value
                    mutated = true
                }
                return result
            }
            if let field = s.fields[name] {
                return try call(field, args, calleeRange: nameRange, range: range, name: name)
            }
            // A protocol extension's member (`.padding()` on a `View`, `callAsFunction` on a `Layout`).
            for var converted in try bridged(receiver) where memberNames(of: converted).contains(name) {
                var ignored = false
                return try callMethod(
                    name, on: &converted, args, nameRange: nameRange, range: range, in: env, mutated: &ignored)
            }
        case .type(.script(let t)):
            if let (method, owner) = t.method(name, static: true) {
                return try invokeDeclared(
                    method, owner: owner, environment: owner.environment, selfBox: nil,
                    args, range: range, calleeRange: nameRange)
            }
            if let value = try memberIfPresent(name, of: receiver, in: env, at: nameRange) {
                return try call(value, args, calleeRange: nameRange, range: range, name: name)
            }
        case .type(.native(let t)):
            if let overloads = t.staticMethods(name) {
                var host = receiver
                return try callNative(overloads, on: &host, args, name: name, nameRange: nameRange, range: range)
            }
            if let property = t.staticProperty(name) {
                let value: Value
                do { value = try property(self) } catch { throw convert(error, at: nameRange) }
                return try call(value, args, calleeRange: nameRange, range: range, name: name)
            }
        case .tuple:
            break
        default:
            if let type = hostType(of: receiver), let overloads = type.methods(name) {
                let function = try select(
                    overloads, args, name: name, isInitializer: false, range: range, calleeRange: nameRange)
                do {
                    let result = try function.0.body(self, &receiver, function.1)
                    if function.0.isMutating { mutated = true }
                    return result
                } catch {
                    throw convert(error, at: range)
                }
            }
        }
        if let value = try memberIfPresent(name, of: receiver, in: env, at: nameRange) {
            return try call(value, args, calleeRange: nameRange, range: range, name: name)
        }
        if receiver.isNone {
            throw fail(
                .type, "cannot call '\(name)' on nil", at: nameRange, hint: "use optional chaining: 'value?.\(name)()'")
        }
        let names = memberNames(of: receiver) + ((try? bridged(receiver))?.flatMap { memberNames(of: $0) } ?? [])
        let noun =
            hostType(of: receiver)?.memberNoun
            ?? ((try? bridged(receiver))?.first.flatMap { hostType(of: $0)?.memberNoun } ?? "method")
        throw fail(
            .unknownMember, "unknown \(noun) '\(name)' on \(receiver.typeName)", at: nameRange,
            suggestion: EditDistance.closest(to: name, in: names))
    }

    func callNative(
        _ overloads: [NativeFunction], on receiver: inout Value, _ args: [CallArgument], name: String,
        nameRange: SourceRange, range: SourceRange
    ) throws -> Value {
        let (function, values) = try select(
            overloads, args, name: name, isInitializer: false, range: range, calleeRange: nameRange)
        do { return try function.body(self, &receiver, values) } catch { throw convert(error, at: range) }
    }

    /// `super.name(args)`: the superclass's implementation, with the same `self`.
    func callSuper(
        _ name: String, _ args: [CallArgument], in env: Environment, nameRange: SourceRange, range: SourceRange
    ) throws -> Value {
        guard let selfBox = env.enclosingSelf, let owner = env.enclosingOwner else {
            throw fail(.unknownName, "'super' is only available inside a class's methods", at: nameRange)
        }
        guard case .instance(let instance) = selfBox.value else {
            throw fail(.type, "'super' is only available in a class (a struct has no superclass)", at: nameRange)
        }
        if name == "init" {
            return try superInit(instance, owner: owner, args, selfBox: selfBox, nameRange: nameRange, range: range)
        }
        if let parent = owner.superScript, let (method, declaring) = parent.method(name) {
            return try invokeDeclared(
                method, owner: declaring, environment: declaring.environment, selfBox: selfBox,
                args, range: range, calleeRange: nameRange)
        }
        guard let native = instance.native, let type = instance.nativeType else {
            throw fail(
                .type, "'super.\(name)' used before 'super.init'", at: nameRange, hint: "call super.init(…) first")
        }
        // Inside an override the simulator called, `super` is UIKit's own implementation.
        let id = ObjectIdentifier(native)
        if let entry = callStack.superCalls.last(where: { $0.object == id && $0.method == name }) {
            do { return try entry.call(args.map(\.value)) } catch { throw convert(error, at: range) }
        }
        guard let overloads = type.methods(name) else {
            throw fail(
                .unknownMember, "'super' has no method '\(name)'", at: nameRange,
                suggestion: EditDistance.closest(to: name, in: type.instanceMemberNames))
        }
        var host: Value = .host(type, native)
        return try callNative(overloads, on: &host, args, name: name, nameRange: nameRange, range: range)
    }

    func superInit(
        _ instance: Instance, owner: ScriptType, _ args: [CallArgument], selfBox: Box, nameRange: SourceRange,
        range: SourceRange
    ) throws -> Value {
        if let parent = owner.superScript {
            try runInitializer(
                of: parent, instance: instance, selfBox: selfBox, args, range: range, calleeRange: nameRange)
            return .void
        }
        guard let native = owner.superNative else {
            throw fail(.type, "'\(owner.name)' has no superclass to initialize", at: nameRange)
        }
        guard instance.native == nil else {
            throw fail(.type, "'super.init' called twice", at: nameRange)
        }
        let (function, values) = try select(
            native.initializers, args, name: native.name, isInitializer: true,
            range: range, calleeRange: nameRange)
        var receiver = Value.void
        let created: Value
        do { created = try function.body(self, &receiver, values) } catch { throw convert(error, at: range) }
        guard case .host(let type, let object) = created else { return .void }
        adopt(object, type: type, into: instance)
        return .void
    }

    /// Makes `object` the host part of a scenario instance, so the simulator routes overrides to it.
    func adopt(_ object: AnyObject, type: NativeType, into instance: Instance) {
        instance.native = object
        instance.nativeType = type
        registry.instances[ObjectIdentifier(object)] = instance
        type.hookOwner?.adoptSubclassInstance?(self, instance, object)
    }

    /// `Card(…)` or `Point(x: 1, y: 2)`.
    func construct(_ type: ScriptType, _ args: [CallArgument], range: SourceRange, calleeRange: SourceRange) throws
        -> Value
    {
        if type.decl.isCaselessEnum {
            throw fail(
                .type, "'\(type.name)' cannot be constructed because it has no accessible initializers",
                at: calleeRange,
                hint: "an enum without cases only holds static members: write \(type.name).member")
        }
        if type.isStruct {
            var value = StructValue(type: type, fields: [:])
            for (property, _, owner) in type.allStoredProperties where !property.isLazy {
                value.fields[property.name] =
                    try property.value.map { coerce(try evaluate($0, in: owner.environment), to: property.type) }
                    ?? .null
            }
            let userInits = type.decl.initializers
            if userInits.isEmpty {
                return .structValue(try memberwise(type, value, args, range: range, calleeRange: calleeRange))
            }
            let box = Box(.structValue(value), isLet: false)
            let initializer = try pickInitializer(userInits, args, type: type, range: range, calleeRange: calleeRange)
            _ = try invokeDeclared(
                initializer, owner: type, environment: type.environment, selfBox: box, args, range: range,
                calleeRange: calleeRange, isInitializer: true)
            return box.value
        }
        do { try noteObjectCreated() } catch { throw convert(error, at: range) }
        registry.serial += 1
        let instance = Instance(type: type, serial: registry.serial)
        cycles.noteCreated(instance)
        for (property, _, owner) in type.allStoredProperties where !property.isLazy {
            instance.fields[property.name] =
                try property.value.map { coerce(try evaluate($0, in: owner.environment), to: property.type) } ?? .null
        }
        let selfBox = Box(.instance(instance), isLet: true)
        try runInitializer(of: type, instance: instance, selfBox: selfBox, args, range: range, calleeRange: calleeRange)
        return .instance(instance)
    }

    /// Runs the initializer of `type` that matches the arguments; a class without its own
    /// initializers inherits its superclass's, as Swift's initializer inheritance does.
    func runInitializer(
        of type: ScriptType, instance: Instance, selfBox: Box, _ args: [CallArgument], range: SourceRange,
        calleeRange: SourceRange
    ) throws {
        let own = type.decl.initializers.filter { !$0.isRequired || !$0.isFailable }
        if own.isEmpty {
            if let parent = type.superScript {
                try runInitializer(
                    of: parent, instance: instance, selfBox: selfBox, args, range: range, calleeRange: calleeRange)
            } else if let native = type.superNative {
                let (function, values) = try select(
                    native.initializers, args, name: type.name, isInitializer: true,
                    range: range, calleeRange: calleeRange)
                var receiver = Value.void
                let created: Value
                do { created = try function.body(self, &receiver, values) } catch { throw convert(error, at: range) }
                if case .host(let hostType, let object) = created { adopt(object, type: hostType, into: instance) }
            } else if !args.isEmpty {
                throw fail(
                    .unknownLabel, "'\(type.name)' has no initializer that takes arguments",
                    at: args[0].labelRange ?? args[0].range,
                    hint: "declare an init(…) in '\(type.name)'")
            }
            return
        }
        let initializer = try pickInitializer(own, args, type: type, range: range, calleeRange: calleeRange)
        _ = try invokeDeclared(
            initializer, owner: type, environment: type.environment, selfBox: selfBox, args, range: range,
            calleeRange: calleeRange, isInitializer: true)
        // Swift inserts an implicit `super.init()` at the end of an initializer that did not call one.
        if instance.native == nil, let native = type.superNative, type.superScript == nil {
            if let function = native.initializers.first(where: { $0.requiredCount == 0 }) {
                var receiver = Value.void
                let created: Value
                do { created = try function.body(self, &receiver, []) } catch { throw convert(error, at: range) }
                if case .host(let hostType, let object) = created { adopt(object, type: hostType, into: instance) }
            }
        }
    }

    func pickInitializer(
        _ initializers: [FunctionDecl], _ args: [CallArgument], type: ScriptType, range: SourceRange,
        calleeRange: SourceRange
    ) throws -> FunctionDecl {
        for initializer in initializers
        where (try? match(initializer, args, range: range, calleeRange: calleeRange)) != nil {
            return initializer
        }
        if initializers.count == 1 {
            _ = try match(initializers[0], args, range: range, calleeRange: calleeRange)
        }
        let signatures = initializers.map { "init(" + $0.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
        let given = "init(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
        throw fail(
            .unknownLabel, "no initializer of \(type.name) takes the arguments \(given.dropFirst(4))",
            at: args.first?.labelRange ?? calleeRange, hint: "available: " + signatures.joined(separator: ", "),
            suggestion: EditDistance.closest(to: given, in: signatures))
    }

    /// A struct's memberwise initializer: stored properties in order, those with defaults optional.
    func memberwise(
        _ type: ScriptType, _ initial: StructValue, _ args: [CallArgument], range: SourceRange,
        calleeRange: SourceRange
    ) throws -> StructValue {
        var value = initial
        var next = 0
        let properties = type.allStoredProperties.filter { !$0.0.isLazy }
        let signature = "init(" + properties.map { $0.0.name + ":" }.joined() + ")"
        for (property, _, _) in properties {
            if next < args.count, args[next].label == property.name {
                value.fields[property.name] = coerce(args[next].value, to: property.type)
                next += 1
            } else if property.value == nil && !(property.type?.text.hasSuffix("?") ?? false) {
                let at = next < args.count ? (args[next].labelRange ?? args[next].range) : range
                throw fail(
                    .unknownLabel,
                    "missing argument for parameter '\(property.name):' in call to \(type.name).\(signature)", at: at,
                    suggestion: next < args.count ? property.name + ":" : nil)
            }
        }
        if next < args.count {
            throw fail(
                .unknownLabel,
                "extra argument\(args[next].label.map { " '\($0):'" } ?? "") in call to \(type.name).\(signature)",
                at: args[next].labelRange ?? args[next].range,
                suggestion: args[next].label.flatMap { EditDistance.closest(to: $0, in: properties.map(\.0.name)) })
        }
        return value
    }
}
