/// `switch`, `defer` and simple enums.
extension Interpreter {
    /// Runs the first clause whose pattern matches: a range contains the value, any other pattern
    /// equals it (`.horizontal`, `1`, `"a"`). `break` leaves the switch. No clause matching is a
    /// runtime error: Swift would have rejected the non-exhaustive switch.
    func executeSwitch(
        _ subjectExpression: Expression, _ clauses: [Statement.SwitchClause], in env: Environment,
        statement: Statement
    ) throws -> Flow {
        let subject = try evaluate(subjectExpression, in: env)
        for clause in clauses {
            var matched = clause.isDefault
            for pattern in clause.patterns where !matched {
                let value = try evaluate(pattern, in: env)
                switch (value, subject) {
                case (.range(let lower, let upper), .int(let n)): matched = lower <= n && n < upper
                default: matched = try equals(subject, value, at: pattern.range)
                }
            }
            guard matched else { continue }
            let scope = statement.bodyNeedsScope ? Environment(parent: env) : env
            let flow = try execute(clause.body, in: scope, declares: statement.bodyNeedsScope)
            if case .breakLoop = flow { return .normal }
            return flow
        }
        throw fail(
            .runtime, "switch must be exhaustive: no case matches \(describe(subject))", at: subjectExpression.range,
            hint: "add a 'default:' case")
    }

    /// A block with `defer` statements: each registers its body, which runs when the block exits
    /// by any path, the last registered first (as in Swift).
    func executeDeferring(_ statements: [Statement], in env: Environment) throws -> Flow {
        var deferred: [[Statement]] = []
        func runDeferred() throws {
            for body in deferred.reversed() { _ = try execute(body, in: Environment(parent: env)) }
            deferred = []
        }
        do {
            for statement in statements {
                if case .defer(let body) = statement.kind {
                    try step(statement.range)
                    deferred.append(body)
                    continue
                }
                let flow = try execute(statement, in: env)
                if case .normal = flow { continue }
                try runDeferred()
                return flow
            }
        } catch {
            // The deferred code still runs when the block is left by an error; the error wins.
            try? runDeferred()
            throw error
        }
        try runDeferred()
        return .normal
    }

    /// A simple enum as a type: each case is `Name.case` (the implicit member `.case`), and
    /// `Name.allCases` lists them in order.
    func enumType(_ decl: EnumDecl) -> NativeType {
        let type = NativeType(name: decl.name)
        for name in decl.cases { type.staticProperties[name] = { _ in .symbol(name) } }
        let all = decl.cases.map { Value.symbol($0) }
        type.staticProperties["allCases"] = { _ in .array(all) }
        return type
    }
}

extension Interpreter {
    /// Sends `selector` (a `#selector` method name) to `target` with up to `arguments.count`
    /// arguments (as many as the method takes), as target-action and display links do. A target
    /// without the method raises UIKit's "unrecognized selector".
    func perform(_ selector: String, on target: Value, with arguments: [Value]) throws {
        let method = try memberIfPresent(selector, of: target, in: globals, at: currentRange)
        guard let method, case .function(let function) = method else {
            throw AppRaised(
                message:
                    "NSInvalidArgumentException: -[\(target.typeName) \(selector)]: unrecognized selector sent to instance \(describe(target))"
            )
        }
        var count = arguments.count
        if case .declared(let decl, _) = function.body { count = min(count, decl.parameters.count) }
        _ = try callback(method, Array(arguments.prefix(count)))
    }
}
