import Foundation
import Simulator

/// SwiftUI's `@ViewBuilder`: a `body` or a container's content closure, where each expression
/// statement is a view, `if`/`else` picks one branch (its identity is the branch), and `let`
/// declarations run as usual. Loops are not allowed (use `ForEach`), as in Swift.
extension Interpreter {
    /// Builds the views of a closure given to a SwiftUI container, with its arguments.
    func buildViews(closure value: Value, _ arguments: [Value], at range: SourceRange) throws -> ViewDescription {
        guard let bindings = hostBindings.simulatorLibrary?.swiftUI else { return .empty }
        guard case .function(let function) = value else {
            throw NativeError(.type, "expected a view builder closure { … }, found a value of type \(value.typeName)")
        }
        guard case .closure(let closure) = function.body else {
            return try bindings.view(self, try callback(value, arguments), "the content")
        }
        let scope = Environment(parent: function.environment ?? globals)
        if closure.parameters.isEmpty {
            for (i, argument) in arguments.enumerated() { scope.set(anonymousID(i), Box(argument, isLet: true)) }
        } else {
            guard closure.parameters.count == arguments.count else {
                throw NativeError(
                    .type,
                    "the content closure takes \(closure.parameters.count) parameter(s) but is given \(arguments.count)"
                )
            }
            for (name, argument) in zip(closure.parameters, arguments) where name.text != "_" {
                scope.set(name.id, Box(argument, isLet: true))
            }
        }
        return try buildViews(closure.body, in: scope, at: range)
    }

    /// Runs `statements` as a view builder in `scope`.
    func buildViews(_ statements: [Statement], in scope: Environment, at range: SourceRange) throws -> ViewDescription {
        callStack.depth += 1
        defer { callStack.depth -= 1 }
        if callStack.depth > options.limits.maximumCallDepth {
            throw fail(
                .limit, "calls nested more than \(options.limits.maximumCallDepth) deep (call depth limit)", at: range,
                hint: "look for a view whose body contains itself")
        }
        guard let bindings = hostBindings.simulatorLibrary?.swiftUI else { return .empty }
        // An explicit `return` turns the builder off, as in Swift: the block is an ordinary body.
        if statements.contains(where: {
            if case .return = $0.kind { return true }; return false
        }) {
            let result = try runBody(statements, in: scope, at: range)
            return try bindings.view(self, result, "the body")
        }
        try hoist(statements, in: scope)
        var views: [ViewDescription] = []
        for statement in statements {
            try step(statement.range)
            currentRange = statement.range
            output.willExecute?(statement.range)
            switch statement.kind {
            case .expression(let expression):
                let value = try evaluate(expression, in: scope)
                do {
                    views.append(try bindings.view(self, value, "this statement"))
                } catch {
                    throw convert(error, at: expression.range)
                }
            case .if(let conditions, let then, let otherwise):
                let branchScope = Environment(parent: scope)
                if try test(conditions, in: branchScope) {
                    views.append(.conditional(branch: 0, try buildViews(then, in: branchScope, at: statement.range)))
                } else if let otherwise {
                    views.append(
                        .conditional(
                            branch: 1, try buildViews(otherwise, in: Environment(parent: scope), at: statement.range)))
                } else {
                    views.append(.empty)
                }
            case .variable, .function, .type, .import:
                _ = try execute(statement, in: scope)
            default:
                throw fail(
                    .type,
                    "closure containing a control flow statement cannot be used with result builder 'ViewBuilder'",
                    at: statement.range, hint: "repeat views with ForEach(items, id: \\.self) { item in … }")
            }
        }
        return views.count == 1 ? views[0] : .group(views)
    }
}
