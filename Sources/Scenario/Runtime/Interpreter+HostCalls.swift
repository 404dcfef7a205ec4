/// Calls of host functions (`UIView(frame:)`, `CGRect(x:y:width:height:)`, `views.append(v)`)
/// whose arguments are plain values: no closure, which could be trailing, and no `&x`. Such a
/// call matches the written labels and takes the evaluated values as they are, without the
/// `CallArgument`s (each with its label and two source ranges) that `select` reads; those are
/// made only to explain a mismatch. This is the path of most calls a scenario makes in a loop.
extension Interpreter {
    /// Whether every argument is a plain value: not a closure and not `&x`.
    static func hasOnlyPlainArguments(_ arguments: [Expression.Argument]) -> Bool {
        for index in arguments.indices {
            switch arguments[index].value.kind {
            case .closure, .inoutArgument: return false
            default: continue
            }
        }
        return true
    }

    /// Evaluates a call's arguments and picks the overload of host `overloads` they match, as
    /// `select` does (the same overload, the same values, the same error).
    func evaluateAndSelect(
        _ overloads: [NativeFunction], _ arguments: [Expression.Argument], in env: Environment, name: String,
        isInitializer: Bool, range: SourceRange, calleeRange: SourceRange
    ) throws -> (NativeFunction, [Value]) {
        guard Self.hasOnlyPlainArguments(arguments) else {
            let args = try evaluateArguments(arguments, in: env, callRange: range)
            return try select(
                overloads, args, name: name, isInitializer: isInitializer, range: range, calleeRange: calleeRange)
        }
        var values: [Value] = []
        values.reserveCapacity(arguments.count)
        for index in arguments.indices { values.append(try evaluate(arguments[index].value, in: env)) }
        for function in overloads {
            if let matched = matchNative(function, written: arguments, values: values) { return (function, matched) }
        }
        let args = zip(arguments, values).map { argument, value in
            CallArgument(
                label: argument.label, labelRange: argument.labelRange, value: value, isTrailingClosure: false,
                range: argument.value.range)
        }
        return try select(
            overloads, args, name: name, isInitializer: isInitializer, range: range, calleeRange: calleeRange)
    }

    /// `matchNative` for plain arguments, by their written labels. When every parameter gets
    /// its own argument, the values are the parameters' values and no array is made.
    private func matchNative(_ function: NativeFunction, written arguments: [Expression.Argument], values: [Value])
        -> [Value]?
    {
        if function.variadicIndex == nil, function.labels.count == values.count,
            arguments.indices.allSatisfy({ arguments[$0].label == function.labels[$0] })
        {
            return values
        }
        return matchNative(
            function, count: values.count, label: { arguments[$0].label }, value: { values[$0] },
            fillsAnyLabel: { _ in false })
    }

    /// The host methods `callMethod` runs for `receiver.name(…)`: those of a host object or a
    /// built-in value (an array, a string, a rectangle); nil for scenario instances, structs,
    /// types and tuples, whose own members come first.
    func hostMethods(_ name: String, of receiver: Value) -> [NativeFunction]? {
        switch receiver {
        case .instance, .structValue, .type, .tuple: return nil
        default: return hostType(of: receiver)?.methods(name)
        }
    }
}
