import Foundation
import Simulator
import TextBasics

/// Expression evaluation and Swift's operators.
extension Interpreter {
    func evaluate(_ expression: Expression, in env: Environment) throws -> Value {
        switch expression.kind {
        case .int(let value): return .int(value)
        case .double(let value): return .double(value)
        case .bool(let value): return .bool(value)
        case .nil: return .null
        case .string(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .text(let t): text += t
                case .interpolation(let e):
                    let value = try evaluate(e, in: env)
                    text += isOptionalTyped(e, in: env) ? describeOptional(value) : describe(value)
                }
            }
            try check(text.utf8.count, at: expression.range)
            return .string(text)
        case .identifier(let name):
            return try lookup(name, in: env, at: expression.range)
        case .anonymousParameter(let n):
            return try lookup(Name(text: "$\(n)", id: anonymousID(n)), in: env, at: expression.range)
        case .self:
            guard let box = env.enclosingSelf else {
                throw fail(.unknownName, "'self' is only available inside a class or struct", at: expression.range)
            }
            return box.value
        case .implicitMember(let name):
            return .symbol(name)
        case .array(let elements):
            var values: [Value] = []
            values.reserveCapacity(elements.count)
            for element in elements { values.append(try evaluate(element, in: env)) }
            return .array(values)
        case .tuple(let elements, let labels):
            var values: [Value] = []
            for element in elements { values.append(try evaluate(element, in: env)) }
            return .tuple(values, labels: labels.contains { $0 != nil } ? labels : nil)
        case .member(let base, let name, let nameRange):
            let value = try evaluate(base, in: env)
            if case .structValue = value,
                let lazy = try lazyStructMember(name, of: value, base: base, in: env, at: nameRange)
            {
                return lazy
            }
            return try member(name, of: value, at: nameRange, in: env)
        case .superMember(let name, let nameRange):
            return try superMember(name, in: env, at: nameRange)
        case .call(let callee, let arguments):
            return try evaluateCall(callee, arguments, in: env, range: expression.range)
        case .subscript(let base, let arguments):
            let value = try evaluate(base, in: env)
            if arguments.count == 1, let label = arguments[0].label {
                return try labeledSubscript(value, label, arguments[0], in: env, range: expression.range)
            }
            let index = try subscriptIndex(arguments, in: env, range: expression.range)
            return try element(of: value, at: index, range: expression.range)
        case .optionalBind(let base):
            let value = try evaluate(base, in: env)
            if value.isNone { throw ScenarioError.shortCircuit }
            return value
        case .optionalChain(let inner):
            do {
                return try evaluate(inner, in: env)
            } catch ScenarioError.shortCircuit {
                return .null
            }
        case .forceUnwrap(let base):
            let value = try evaluate(base, in: env)
            if value.isNone {
                throw ScenarioError.raised(
                    "Fatal error: Unexpectedly found nil while unwrapping an Optional value", expression.range)
            }
            return value
        case .prefix(let op, let operand):
            let value = try evaluate(operand, in: env)
            switch (op, value) {
            case ("-", .int(let i)):
                guard i != Int.min else { throw fail(.runtime, "arithmetic overflow in '-'", at: expression.range) }
                return .int(-i)
            case ("-", .double(let d)): return .double(-d)
            case ("-", .symbol(let name)) where Convert.numericMember(name) != nil:
                return .double(-(Convert.numericMember(name) ?? 0))
            case ("+", .int), ("+", .double): return value
            case ("!", .bool(let b)): return .bool(!b)
            default:
                throw fail(
                    .type, "unary operator '\(op)' cannot be applied to a value of type \(value.typeName)",
                    at: expression.range)
            }
        case .binary(let op, let lhs, let rhs):
            switch op {
            case .and:
                guard try truth(try evaluate(lhs, in: env), at: lhs.range) else { return .bool(false) }
                return .bool(try truth(try evaluate(rhs, in: env), at: rhs.range))
            case .or:
                if try truth(try evaluate(lhs, in: env), at: lhs.range) { return .bool(true) }
                return .bool(try truth(try evaluate(rhs, in: env), at: rhs.range))
            case .nilCoalescing:
                let left = try evaluate(lhs, in: env)
                return left.isNone ? try evaluate(rhs, in: env) : left
            default:
                let left = try evaluate(lhs, in: env)
                let right = try evaluate(rhs, in: env)
                return try binary(op, left, right, at: expression.range)
            }
        case .ternary(let condition, let whenTrue, let whenFalse):
            return try truth(try evaluate(condition, in: env), at: condition.range)
                ? try evaluate(whenTrue, in: env) : try evaluate(whenFalse, in: env)
        case .closure(let closure):
            cycles.noteCaptured(env)
            return .function(Function(name: "closure", body: .closure(closure), environment: env))
        case .keyPath(let names):
            return keyPathFunction(names, at: expression.range)
        case .inoutArgument(let target):
            return try evaluateInoutArgument(target, in: env, at: expression.range)
        case .cast(let base, let type, let kind):
            return try evaluateCast(base, type, kind, in: env, at: expression.range)
        }
    }

    /// `&x` (kept out of `evaluate` so its frame stays small: deep scenario recursion runs through it).
    @inline(never)
    func evaluateInoutArgument(_ target: Expression, in env: Environment, at range: SourceRange) throws -> Value {
        guard callStack.inoutDepth > 0 else {
            throw fail(.syntax, "'&' may only be used to pass an argument to an 'inout' parameter", at: range)
        }
        return try evaluate(target, in: env)
    }

    /// A key path as the function it stands for where Swift takes one (`map(\.height)`,
    /// `ForEach(…, id: \.self)`): it reads the names one after another.
    @inline(never)
    func keyPathFunction(_ names: [String], at range: SourceRange) -> Value {
        let text = "\\." + (names.isEmpty ? "self" : names.joined(separator: "."))
        return .function(
            Function(
                name: text,
                body: .native([
                    NativeFunction([nil]) { interpreter, _, args in
                        var value = args[0]
                        for name in names {
                            value = try interpreter.member(name, of: value, at: range, in: interpreter.globals)
                        }
                        return value
                    }
                ]), environment: nil))
    }

    func check(_ size: Int, at range: SourceRange) throws {
        do { try checkSize(size) } catch let e as NativeError { throw fail(e.kind, e.message, at: range, hint: e.hint) }
    }

    /// A name: a local, then (inside a method) a member of `self`, then outer scopes and globals.
    func lookup(_ name: Name, in env: Environment, at range: SourceRange) throws -> Value {
        var scope: Environment? = env
        while let s = scope {
            if let box = s.box(name.id) { return box.value }
            if let selfBox = s.selfValue, case .structValue = selfBox.value,
                let lazy = try lazySelfMember(name.text, selfBox: selfBox, at: range)
            {
                return lazy
            }
            if let selfBox = s.selfValue,
                let value = try memberIfPresent(name.text, of: selfBox.value, in: env, at: range)
            {
                return value
            }
            scope = s.parent
        }
        throw unknownName(name.text, in: env, at: range)
    }

    func unknownName(_ name: String, in env: Environment, at range: SourceRange) -> ScenarioError {
        var candidates = env.visibleNames(symbols)
        if let selfBox = env.enclosingSelf { candidates.formUnion(memberNames(of: selfBox.value)) }
        if let what = library.sandboxed[name] {
            return fail(
                .unsupported, "not supported in scenarios: \(what)", at: range,
                hint: "scenarios run in a sandbox without files, network, processes or the environment")
        }
        if name.hasPrefix("$") {
            return fail(
                .unknownName, "anonymous closure argument '\(name)' is only available inside a closure", at: range)
        }
        return fail(
            .unknownName, "cannot find '\(name)' in scope", at: range,
            suggestion: EditDistance.closest(to: name, in: candidates.filter { !$0.hasPrefix("$") }))
    }

    func subscriptIndex(_ arguments: [Expression.Argument], in env: Environment, range: SourceRange) throws -> Value {
        guard arguments.count == 1, arguments[0].label == nil else {
            throw fail(.type, "a subscript takes one index, as in array[0]", at: range)
        }
        return try evaluate(arguments[0].value, in: env)
    }

    /// `d[explicit: .leading]`: a host type's subscript with an argument label.
    @inline(never)
    func labeledSubscript(
        _ value: Value, _ label: String, _ argument: Expression.Argument, in env: Environment,
        range: SourceRange
    ) throws -> Value {
        guard let type = hostType(of: value),
            let sub = type.methods("subscript")?.first(where: { $0.labels == [label] })
        else {
            throw fail(
                .type, "a subscript of \(value.typeName) takes no label '\(label):'", at: argument.labelRange ?? range,
                hint: "write the index alone, as in array[0]")
        }
        let index = try evaluate(argument.value, in: env)
        var receiver = hostReceiver(value)
        do { return try sub.body(self, &receiver, [index]) } catch { throw convert(error, at: range) }
    }

    func element(of value: Value, at index: Value, range: SourceRange) throws -> Value {
        switch (value, index) {
        case (.array(let items), .int(let i)):
            guard i >= 0 && i < items.count else {
                throw ScenarioError.raised("Fatal error: Index out of range (index \(i), count \(items.count))", range)
            }
            return items[i]
        case (.array(let items), .range(let lower, let upper)):
            guard lower >= 0 && upper <= items.count else {
                throw ScenarioError.raised(
                    "Fatal error: Array index is out of range (\(lower)..<\(upper), count \(items.count))", range)
            }
            return .array(Array(items[lower..<upper]))
        default:
            if let type = hostType(of: value),
                let sub = type.methods("subscript")?.first(where: { $0.labels == [nil] })
                    ?? type.methods("subscript")?.first
            {
                var receiver = hostReceiver(value)
                do { return try sub.body(self, &receiver, [index]) } catch { throw convert(error, at: range) }
            }
            throw fail(.type, "cannot subscript a value of type \(value.typeName) with \(index.typeName)", at: range)
        }
    }

    /// Turns errors of host code into scenario errors located at `range`.
    func convert(_ error: any Error, at range: SourceRange) -> ScenarioError {
        switch error {
        case let e as ScenarioError: return e
        case let e as NativeError: return fail(e.kind, e.message, at: range, hint: e.hint, suggestion: e.suggestion)
        case let e as AppRaised: return .raised(e.message, range)
        case let e as SimulationLimit: return fail(.limit, e.message, at: range, hint: e.hint)
        default: return fail(.runtime, String(describing: error), at: range)
        }
    }

    /// Binary operators on the subset's values. Int arithmetic traps on overflow in Swift; here
    /// it is an error at the operator instead of a crash.
    /// `binary` by the operator's spelling, for library code (`sorted()`, `max()`).
    func binary(_ spelling: String, _ left: Value, _ right: Value, at range: SourceRange) throws -> Value {
        guard let op = BinaryOperator(rawValue: spelling) else {
            throw fail(.unsupported, "not supported in scenarios: the operator '\(spelling)'", at: range)
        }
        return try binary(op, left, right, at: range)
    }

    func binary(_ op: BinaryOperator, _ left: Value, _ right: Value, at range: SourceRange) throws -> Value {
        // `.pi / 2`: an implicit member of CGFloat/Double in arithmetic takes the other side's
        // numeric type, as Swift infers it (`CGAffineTransform(rotationAngle: .pi / 2)`).
        if case .symbol(let name) = left, let value = Convert.numericMember(name),
            isNumber(right) || isNumericSymbol(right)
        {
            return try binary(op, .double(value), right, at: range)
        }
        if case .symbol(let name) = right, let value = Convert.numericMember(name), isNumber(left) {
            return try binary(op, left, .double(value), at: range)
        }
        switch (left, right) {
        case (.int(let a), .int(let b)):
            switch op {
            case .add: return try overflowChecked(a.addingReportingOverflow(b), op, range)
            case .subtract: return try overflowChecked(a.subtractingReportingOverflow(b), op, range)
            case .multiply: return try overflowChecked(a.multipliedReportingOverflow(by: b), op, range)
            case .divide, .remainder:
                guard b != 0 else { throw ScenarioError.raised("Fatal error: Division by zero", range) }
                let result =
                    op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
                return try overflowChecked(result, op, range)
            case .less: return .bool(a < b)
            case .greater: return .bool(a > b)
            case .lessEqual: return .bool(a <= b)
            case .greaterEqual: return .bool(a >= b)
            case .equal: return .bool(a == b)
            case .notEqual: return .bool(a != b)
            case .halfOpenRange:
                guard a <= b else {
                    throw ScenarioError.raised(
                        "Fatal error: Range requires lowerBound <= upperBound (\(a)..<\(b))", range)
                }
                return .range(a, b)
            case .closedRange:
                guard a <= b else {
                    throw ScenarioError.raised(
                        "Fatal error: Range requires lowerBound <= upperBound (\(a)...\(b))", range)
                }
                guard b < Int.max else { throw fail(.runtime, "arithmetic overflow in '...'", at: range) }
                return .range(a, b + 1)
            case .bitAnd: return .int(a & b)
            case .bitOr: return .int(a | b)
            case .bitXor: return .int(a ^ b)
            case .shiftLeft, .shiftRight:
                guard b >= 0 && b < 64 else { return .int(op == .shiftRight && a < 0 ? -1 : 0) }
                return .int(op == .shiftLeft ? a << b : a >> b)
            default: break
            }
        case (.double, .double), (.int, .double), (.double, .int):
            // Swift would need a conversion between Int and Double variables; scenarios allow the
            // mix (as literals already do) so lesson code stays short.
            let a = number(left), b = number(right)
            switch op {
            case .add: return .double(a + b)
            case .subtract: return .double(a - b)
            case .multiply: return .double(a * b)
            case .divide: return .double(a / b)
            case .remainder: return .double(a.truncatingRemainder(dividingBy: b))
            case .less: return .bool(a < b)
            case .greater: return .bool(a > b)
            case .lessEqual: return .bool(a <= b)
            case .greaterEqual: return .bool(a >= b)
            case .equal: return .bool(a == b)
            case .notEqual: return .bool(a != b)
            default: break
            }
        case (.string(let a), .string(let b)):
            switch op {
            case .add:
                try check(a.utf8.count + b.utf8.count, at: range)
                return .string(a + b)
            case .less: return .bool(a < b)
            case .greater: return .bool(a > b)
            case .lessEqual: return .bool(a <= b)
            case .greaterEqual: return .bool(a >= b)
            default: break
            }
        case (.array(let a), .array(let b)) where op == .add:
            try check(a.count + b.count, at: range)
            return .array(a + b)
        case (.tuple(let a, _), .tuple(let b, _)) where [.less, .greater, .lessEqual, .greaterEqual].contains(op):
            return try compareTuples(op, a, b, at: range)
        default:
            break
        }
        switch op {
        case .equal: return .bool(try equals(left, right, at: range))
        case .notEqual: return .bool(!(try equals(left, right, at: range)))
        case .identical, .notIdentical:
            guard let a = identity(left), let b = identity(right) else {
                throw fail(
                    .type, "'\(op.rawValue)' compares objects; \(left.typeName) and \(right.typeName) are not objects",
                    at: range)
            }
            return .bool((a == b) == (op == .identical))
        default:
            throw fail(
                .type, "binary operator '\(op.rawValue)' cannot be applied to \(left.typeName) and \(right.typeName)",
                at: range)
        }
    }

    /// Swift's tuple comparison: lexicographic, element by element, for tuples of equal length.
    @inline(never)
    func compareTuples(_ op: BinaryOperator, _ a: [Value], _ b: [Value], at range: SourceRange) throws -> Value {
        guard a.count == b.count else {
            throw fail(
                .type, "binary operator '\(op.rawValue)' cannot compare tuples of \(a.count) and \(b.count) elements",
                at: range)
        }
        for (x, y) in zip(a, b) where !(try equals(x, y, at: range)) {
            return try binary(op == .less || op == .lessEqual ? .less : .greater, x, y, at: range)
        }
        return .bool(op == .lessEqual || op == .greaterEqual)
    }

    private func overflowChecked(
        _ result: (partialValue: Int, overflow: Bool), _ op: BinaryOperator, _ range: SourceRange
    ) throws -> Value {
        if result.overflow {
            throw ScenarioError.raised("Fatal error: arithmetic overflow in '\(op.rawValue)'", range)
        }
        return .int(result.partialValue)
    }

    func isNumber(_ value: Value) -> Bool {
        switch value {
        case .int, .double: return true
        default: return false
        }
    }

    func isNumericSymbol(_ value: Value) -> Bool {
        if case .symbol(let name) = value { return Convert.numericMember(name) != nil }
        return false
    }

    func number(_ value: Value) -> Double {
        switch value {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return .nan
        }
    }

    func identity(_ value: Value) -> ObjectIdentifier? {
        switch value {
        case .host(_, let o): return ObjectIdentifier(o)
        case .instance(let i): return i.native.map(ObjectIdentifier.init) ?? ObjectIdentifier(i)
        default: return nil
        }
    }

    /// How deep nested arrays, tuples and structs are compared, printed and graded: a loop such as
    /// `a = [a]` builds values 100,000 levels deep, and every walk of one recurses per level.
    static let maximumValueDepth = 256

    /// Swift's `==` for the subset's types; nil compares equal only to nil.
    func equals(_ left: Value, _ right: Value, at range: SourceRange, depth: Int = 0) throws -> Bool {
        guard depth <= Interpreter.maximumValueDepth else {
            throw fail(
                .limit, "the values compared are nested more than \(Interpreter.maximumValueDepth) levels deep",
                at: range,
                hint: "compare the parts you need, such as their counts")
        }
        switch (left, right) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.int, .int), (.int, .double), (.double, .int), (.double, .double): return number(left) == number(right)
        case (.string(let a), .string(let b)): return a == b
        case (.point(let a), .point(let b)): return a == b
        case (.size(let a), .size(let b)): return a == b
        case (.rect(let a), .rect(let b)): return a == b
        case (.point, .symbol("zero")), (.size, .symbol("zero")), (.rect, .symbol("zero")),
            (.symbol("zero"), .point), (.symbol("zero"), .size), (.symbol("zero"), .rect):
            return try equals(
                try resolveSymbol(left, like: right, at: range), try resolveSymbol(right, like: left, at: range),
                at: range)
        case (.symbol(let a), .symbol(let b)): return a == b
        case (.range(let a, let b), .range(let c, let d)): return a == c && b == d
        case (.array(let a), .array(let b)), (.tuple(let a, _), .tuple(let b, _)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where try !equals(x, y, at: range, depth: depth + 1) { return false }
            return true
        case (.structValue(let a), .structValue(let b)) where a.type === b.type:
            for (key, value) in a.fields {
                guard let other = b.fields[key], try equals(value, other, at: range, depth: depth + 1) else {
                    return false
                }
            }
            return true
        case (.host(let type, let a), .host(let otherType, let b)) where type === otherType && type.equals != nil:
            return type.equals?(a, b) ?? false
        case (.host(let type, _), .symbol(let name)), (.symbol(let name), .host(let type, _)):
            // `view.backgroundColor == .red`: the symbol names a static member of the value's type.
            guard let make = type.staticProperty(name) else { return false }
            let resolved: Value
            do { resolved = try make(self) } catch { throw convert(error, at: range) }
            if case .host = resolved, case .host = left { return try equals(left, resolved, at: range) }
            return try equals(resolved, right, at: range)
        default:
            if let a = identity(left), let b = identity(right) { return a == b }
            throw fail(.type, "cannot compare \(left.typeName) with \(right.typeName) using '=='", at: range)
        }
    }

    /// `.zero` compared with or assigned to a geometry value takes that value's type.
    func resolveSymbol(_ value: Value, like other: Value, at range: SourceRange) throws -> Value {
        guard case .symbol("zero") = value else { return value }
        switch other {
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        default: return value
        }
    }

    /// How `print` and string interpolation show a value.
    func describe(_ value: Value) -> String {
        snapshot(value).description
    }

    /// A detached copy of a value for grading and printing; what is nested deeper than
    /// `maximumValueDepth` is shown as `…`.
    func snapshot(_ value: Value, depth: Int = 0) -> ScenarioValue {
        guard depth <= Interpreter.maximumValueDepth else { return .object("…") }
        let snapshot = { (value: Value) in self.snapshot(value, depth: depth + 1) }
        switch value {
        case .void: return .void
        case .null: return .nil
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.map(snapshot))
        case .tuple(let items, let labels?): return .labeledTuple(labels, items.map(snapshot))
        case .tuple(let items, nil): return .tuple(items.map(snapshot))
        case .range(let a, let b): return .object("\(a)..<\(b)")
        case .point(let p): return .point(p)
        case .size(let s): return .size(s)
        case .rect(let r): return .rect(r)
        case .function(let f): return .object("(Function \(f.name))")
        case .instance(let i):
            if let native = i.native, let type = i.nativeType {
                return .object(type.describeOwner?.describe?(native) ?? i.type.name)
            }
            return .object(i.type.name)
        case .structValue(let s):
            let fields = s.type.decl.properties.filter(\.isStored).map { property in
                "\(property.name): \(s.fields[property.name].map { snapshot($0).debugDescription } ?? "nil")"
            }
            return .object("\(s.type.name)(\(fields.joined(separator: ", ")))")
        case .host(let type, let object):
            return .object(type.describeOwner?.describe?(object) ?? type.name)
        case .type(let t): return .object(t.name)
        case .symbol(let name): return .symbol(name)
        }
    }
}

extension NativeType {
    /// The nearest type (self or an ancestor) that knows how to describe its objects.
    var describeOwner: NativeType? {
        var type: NativeType? = self
        while let t = type {
            if t.describe != nil { return t }
            type = t.superType
        }
        return nil
    }
}
