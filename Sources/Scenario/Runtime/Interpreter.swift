import Foundation
import Simulator
import TextBasics

/// Runs a parsed scenario: a tree-walking interpreter with lexical scopes, classes, structs and
/// closures, under the sandbox limits. Expressions are in `Interpreter+Expressions.swift`, calls
/// and construction in `Interpreter+Calls.swift`, members in `Interpreter+Members.swift`.
final class Interpreter {
    let options: ScenarioOptions
    /// The text diagnostics quote: the scenario, or a query while `evaluate` runs one.
    var quoted: QuotedSource
    let globals = Environment(parent: nil)
    /// Numbers for every name the scenario, its queries and the bindings use.
    let symbols = SymbolTable()
    /// Symbol numbers of `$0` … `$9`.
    private(set) lazy var anonymousIDs: [Int] = (0..<10).map { symbols.id("$\($0)") }
    /// Steps, objects and the memory and time budget used so far.
    var sandbox: Sandbox
    /// The calls running now: their depth, `super` implementations, `&` write-backs, observers.
    var callStack = CallStack()
    /// The statement running now: the location causes and raised exceptions point to.
    var currentRange: SourceRange
    /// What `print` wrote, and the hooks that follow statements and prints.
    var output = RunOutput()
    /// Instances, the objects already named, and their names.
    var registry = InstanceRegistry()
    /// The standard library's types: the run's library owns them, and gives their globals.
    let library: StandardLibrary
    /// The simulation's bindings, the host protocols and the owners of bare member calls.
    var hostBindings = HostBindings()
    /// The captured scopes, instances and types `tearDown` empties (the cycles they form).
    var cycles = CycleBreaker()

    init(options: ScenarioOptions, library: StandardLibrary) {
        self.options = options
        self.library = library
        self.sandbox = Sandbox(maximumSteps: options.limits.maximumSteps)
        self.quoted = QuotedSource(
            file: options.fileName, lineOffset: options.lineOffset, columnOffset: options.columnOffset)
        self.currentRange = SourceRange(
            start: SourceLocation(
                file: options.fileName, line: 1 + options.lineOffset,
                column: 1 + options.columnOffset),
            end: SourceLocation(
                file: options.fileName, line: 1 + options.lineOffset,
                column: 2 + options.columnOffset))
    }

    /// Breaks the reference cycles a run leaves (functions, closures and types hold the scopes
    /// they were declared in, which hold them; bindings' closures capture their types), so a
    /// finished run frees its memory, syntax tree included.
    func tearDown() {
        cycles.breakCycles()
        globals.removeAll()
        registry.instances.removeAll()
        registry.names.removeAll()
        callStack.superCalls.removeAll()
        for members in hostBindings.extendedTypes.reversed() { members.restore() }
        hostBindings.extendedTypes = []
        hostBindings.simulatorLibrary = nil
        output.willExecute = nil
        output.didPrint = nil
    }

    /// Remembers the source so diagnostics can quote their line.
    func setSource(_ source: String) {
        // Split over the UTF-8 bytes: splitting into Characters was a hundredth of `layoutlab
        // check`. A "\n" byte always ends a Character, and a CRLF file's "\r\n" (one Character)
        // ends a line too, without its "\r".
        var lines: [Substring] = []
        let bytes = source.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\n") {
                var end = index
                if end != start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") {
                    end = bytes.index(before: end)
                }
                lines.append(source[start..<end])
                start = bytes.index(after: index)
            }
            bytes.formIndex(after: &index)
        }
        lines.append(source[start..<bytes.endIndex])
        quoted.lines = lines
    }

    /// Registers a host type under its name in the global scope.
    func register(_ type: NativeType) {
        defineGlobal(type.name, .type(.native(type)))
    }

    /// Defines a global constant (a type, a function, a host object such as `window`).
    func defineGlobal(_ name: String, _ value: Value) {
        defineGlobal(number: symbols.id(name), value)
    }

    /// Defines the global constant whose name `symbols` numbered `number`.
    func defineGlobal(number: Int, _ value: Value) {
        globals.set(number, Box(value, isLet: true))
    }

    /// The symbol number of `$n`.
    func anonymousID(_ n: Int) -> Int {
        n < 10 ? anonymousIDs[n] : symbols.id("$\(n)")
    }

    /// Defines a global function (several overloads share a name).
    func defineFunction(_ name: String, _ overloads: [NativeFunction]) {
        defineGlobal(name, .function(Function(name: name, body: .native(overloads), environment: nil)))
    }

    // MARK: Diagnostics

    /// A diagnostic at `range`, with the scenario line it points into.
    func diagnostic(
        _ kind: Diagnostic.Kind, _ message: String, at range: SourceRange, hint: String? = nil,
        suggestion: String? = nil
    ) -> Diagnostic {
        var d = Diagnostic(kind: kind, message: message, range: range, hint: hint, suggestion: suggestion)
        attachSourceLine(&d)
        return d
    }

    func attachSourceLine(_ d: inout Diagnostic) {
        guard d.sourceLine == nil, d.range.start.file == quoted.file else { return }
        let index = d.range.start.line - quoted.lineOffset - 1
        if index >= 0 && index < quoted.lines.count {
            d.sourceLine = String(quoted.lines[index])
            d.columnOffset = index == 0 || quoted.columnOffset == options.columnOffset ? quoted.columnOffset : 0
        }
    }

    func fail(
        _ kind: Diagnostic.Kind, _ message: String, at range: SourceRange, hint: String? = nil,
        suggestion: String? = nil
    ) -> ScenarioError {
        .diagnostic(diagnostic(kind, message, at: range, hint: hint, suggestion: suggestion))
    }

    // MARK: Limits

    @inline(__always) func step(_ range: SourceRange) throws {
        sandbox.steps &+= 1
        // Memory, time and Ctrl-C: every 64 steps (a clock read is not free), and at once after
        // a charge passed the budget.
        if sandbox.steps & 63 == 0, let budget = sandbox.budget {
            do { try budget.check() } catch let limit as SimulationLimit {
                throw fail(.limit, limit.message, at: range, hint: limit.hint)
            }
        }
        if sandbox.steps > sandbox.maximumSteps {
            throw fail(
                .limit, "the scenario ran more than \(options.limits.maximumSteps) steps (step limit)", at: range,
                hint: "look for a loop that never ends; scenarios must finish quickly")
        }
    }

    /// Counts a new object against the object limit.
    func noteObjectCreated() throws {
        sandbox.objectCount += 1
        if sandbox.objectCount > options.limits.maximumObjects {
            throw NativeError(
                .limit, "the scenario created more than \(options.limits.maximumObjects) objects (object limit)",
                hint: "scenarios model a screen; create fewer views")
        }
    }

    /// What one array element costs: a `Value` in the array's buffer (strings are charged the same
    /// per byte, an overestimate that errs on the safe side).
    static let bytesPerElement = max(16, MemoryLayout<Value>.stride)

    /// Checks an array or string size against the collection limit, and charges what it adds
    /// (`growth` elements, or the whole `count` for a new value) to the memory budget, at
    /// `bytesPerElement` each.
    func checkSize(_ count: Int, growth: Int? = nil) throws {
        if let budget = sandbox.budget {
            budget.charge(max(0, min(growth ?? count, 1 << 40)) * Interpreter.bytesPerElement)
            do { try budget.check() } catch let limit as SimulationLimit {
                throw NativeError(.limit, limit.message, hint: limit.hint)
            }
        }
        if count > options.limits.maximumCollectionSize {
            throw NativeError(
                .limit, "an array or string grew past \(options.limits.maximumCollectionSize) elements (size limit)",
                hint: "look for a loop that keeps appending")
        }
    }

    /// The number of elements of `lower..<upper`; a count past `Int.max` traps in Swift
    /// (`(-1..<Int.max).count`), so it is the simulated app's exception here, not the host's.
    static func rangeCount(_ lower: Int, _ upper: Int) throws -> Int {
        let (count, overflow) = upper.subtractingReportingOverflow(lower)
        if overflow {
            throw AppRaised(message: "Fatal error: the range \(lower)..<\(upper) has more elements than Int can count")
        }
        return count
    }

    /// An array, or a range's elements as one: the range is checked against the size and memory
    /// limits before a single element is made (`append(contentsOf: 0..<Int.max)`).
    func elements(_ value: Value, _ what: String) throws -> [Value] {
        if case .range(let lower, let upper) = value { try checkSize(try Interpreter.rangeCount(lower, upper)) }
        return try Convert.array(value, what)
    }

    /// Runs `change` on `list` and charges the copy Swift made if the array shared its buffer
    /// with another value (copy on write: `var b = a; b[0] = 1` copies all of `a`). Swift gives
    /// no reliable way to ask before the change, so the copy is recognised by its new buffer
    /// (one that is not a growth) and charged at once: the memory limit is overshot by at most
    /// one array's copy (`maximumCollectionSize` elements) before the run stops.
    func changing<R>(_ list: inout [Value], _ change: (inout [Value]) throws -> R) throws -> R {
        // Safe: the addresses are only compared, never dereferenced.
        let before = list.withUnsafeBufferPointer { $0.baseAddress }
        let capacity = list.capacity
        let result = try change(&list)
        if let before, list.withUnsafeBufferPointer({ $0.baseAddress }) != before, list.count <= capacity {
            try checkSize(list.count)
        }
        return result
    }

    // MARK: Statements

    /// Runs a whole program in the global scope.
    func run(_ program: [Statement]) throws {
        _ = try execute(program, in: globals)
    }

    /// Runs a block; `declares` is false for blocks known to declare nothing (no hoisting pass).
    func execute(_ statements: [Statement], in env: Environment, declares: Bool = true) throws -> Flow {
        if declares { try hoist(statements, in: env) }
        if declares,
            statements.contains(where: {
                if case .defer = $0.kind { return true }; return false
            })
        {
            return try executeDeferring(statements, in: env)
        }
        for i in statements.indices {
            let flow = try execute(statements[i], in: env)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// Functions and types are visible in their whole block, as in a Swift file: declare them first.
    func hoist(_ statements: [Statement], in env: Environment) throws {
        var pending: [TypeDecl] = []
        var extensions: [TypeDecl] = []
        for statement in statements {
            switch statement.kind {
            case .function(let decl):
                cycles.noteCaptured(env)
                env.set(
                    symbols.id(decl.name),
                    Box(.function(Function(name: decl.name, body: .declared(decl, nil), environment: env)), isLet: true)
                )
            case .type(let decl) where decl.isExtension:
                extensions.append(decl)
            case .type(let decl):
                pending.append(decl)
            case .enumeration(let decl):
                env.set(symbols.id(decl.name), Box(.type(.native(enumType(decl))), isLet: true))
            default:
                continue
            }
        }
        // A superclass declared further down the block is declared first.
        while !pending.isEmpty {
            var progressed = false
            for (i, decl) in pending.enumerated().reversed() {
                if let parent = decl.superclass, pending.contains(where: { $0.name == parent && $0.name != decl.name })
                {
                    continue
                }
                try declareType(decl, in: env)
                pending.remove(at: i)
                progressed = true
            }
            if !progressed, let decl = pending.first {
                throw fail(.type, "'\(decl.name)' inherits from itself through its superclasses", at: decl.nameRange)
            }
        }
        for decl in extensions { try applyExtension(decl, in: env) }
    }

    func declareType(_ decl: TypeDecl, in env: Environment) throws {
        var superScript: ScriptType?
        var superNative: NativeType?
        if let parent = decl.superclass, let parentRange = decl.superclassRange {
            switch lookupType(parent, in: env) {
            case .script(let t)?:
                if t.isStruct {
                    throw fail(.type, "'\(decl.name)' cannot inherit from the struct '\(parent)'", at: parentRange)
                }
                superScript = t
            case .native(let t)?:
                superNative = t
            case nil:
                if library.knownProtocols.contains(parent) || hostBindings.protocols[parent] != nil { break }
                let candidates = env.visibleNames(symbols).filter { name in
                    if lookupType(name, in: env) != nil { return true }
                    return false
                }
                throw fail(
                    .unknownName, "unknown superclass '\(parent)'", at: parentRange,
                    suggestion: EditDistance.closest(to: parent, in: candidates))
            }
        }
        // Nested types and type aliases live in a scope of the type's own, which its methods see.
        var typeEnv = env
        if !decl.nestedTypes.isEmpty || !decl.typeAliases.isEmpty {
            typeEnv = Environment(parent: env)
            try hoist(decl.nestedTypes.map { Statement(kind: .type($0), range: $0.range) }, in: typeEnv)
            for alias in decl.typeAliases {
                if let target = lookupType(alias.type.text, in: typeEnv) {
                    typeEnv.set(symbols.id(alias.name), Box(.type(target), isLet: true))
                }
            }
        }
        try checkConformances(
            decl, objectiveC: descendsFromNSObject(decl, superScript: superScript, superNative: superNative))
        let type = ScriptType(decl: decl, superScript: superScript, superNative: superNative, environment: typeEnv)
        cycles.noteCaptured(typeEnv)
        cycles.noteDeclared(type)
        // A computed static property (`static var defaultValue: Int { 2 }`) runs its getter when read.
        for (i, property) in decl.properties.enumerated() where property.isStatic && property.getter == nil {
            let value = try property.value.map { try evaluate($0, in: typeEnv) } ?? .null
            type.staticFields[property.name] = Box(
                coerce(value, to: property.type), isLet: decl.propertyIsLet[i],
                isFloatingPoint: property.type?.isFloatingPoint ?? false)
        }
        env.set(symbols.id(decl.name), Box(.type(.script(type)), isLet: true))
    }

    /// Checks that a type implements what its host protocols require (`Layout`'s
    /// `sizeThatFits` and `placeSubviews`, `View`'s `body`), as the Swift compiler does.
    func checkConformances(_ decl: TypeDecl, objectiveC: Bool) throws {
        let known = library.knownProtocols.union(hostBindings.protocols.keys)
        for conformance in decl.isStruct ? decl.conformances : [] where !known.contains(conformance) {
            throw fail(
                .unknownName, "cannot find type '\(conformance)' in scope", at: decl.nameRange,
                hint: "'\(decl.name)' conforms to it",
                suggestion: EditDistance.closest(to: conformance, in: Array(known)))
        }
        // A class may name a protocol where its superclass goes (`class Source: UITableViewDataSource`).
        let listed = (decl.superclass.map { hostBindings.protocols[$0] != nil ? [$0] : [] } ?? []) + decl.conformances
        // Every method some listed protocol names: such a method is no near miss of another one.
        let named = listed.compactMap { hostBindings.protocols[$0] }.flatMap { $0.requiredMethods + $0.optionalMethods }
        for conformance in listed {
            guard let requirements = hostBindings.protocols[conformance] else { continue }
            if requirements.isObjectiveC {
                if decl.isStruct {
                    throw fail(
                        .type, "non-class type '\(decl.name)' cannot conform to class protocol '\(conformance)'",
                        at: decl.nameRange,
                        hint: "make '\(decl.name)' a class that inherits from NSObject")
                }
                if !objectiveC {
                    throw fail(
                        .type, "type '\(decl.name)' does not conform to protocol 'NSObjectProtocol'",
                        at: decl.nameRange,
                        hint:
                            "'\(conformance)' is an Objective-C protocol: write class \(decl.name): NSObject, \(conformance)"
                    )
                }
            }
            for property in requirements.requiredProperties
            where !decl.properties.contains(where: { $0.name == property }) {
                throw fail(
                    .type,
                    "type '\(decl.name)' does not conform to protocol '\(conformance)': missing property '\(property)'",
                    at: decl.nameRange, hint: conformance == "View" ? "add 'var body: some View { … }'" : nil)
            }
            for method in requirements.requiredStaticMethods
            where !decl.methods.contains(where: {
                $0.name == method.name && $0.isStatic && $0.parameters.map(\.label) == method.labels
            }) {
                throw fail(
                    .type,
                    "type '\(decl.name)' does not conform to protocol '\(conformance)': missing static \(method.signature)",
                    at: decl.nameRange, hint: "implement static func \(method.signature)")
            }
            for property in requirements.requiredStaticProperties
            where !decl.properties.contains(where: { $0.name == property && $0.isStatic }) {
                throw fail(
                    .type,
                    "type '\(decl.name)' does not conform to protocol '\(conformance)': missing static property '\(property)'",
                    at: decl.nameRange, hint: "add 'static let \(property) = …'")
            }
            for method in requirements.requiredMethods {
                let candidates = decl.methods.filter { $0.name == method.name && !$0.isStatic }
                if candidates.contains(where: { $0.parameters.map(\.label) == method.labels }) { continue }
                // Several requirements may share a base name (`tableView`): the near miss is the
                // written method that meets no requirement and is closest to this one.
                func signature(_ m: FunctionDecl) -> String {
                    m.name + "(" + m.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
                }
                let unmatched = candidates.filter { m in
                    !named.contains { $0.name == m.name && $0.labels == m.parameters.map(\.label) }
                }
                let nearest = unmatched.min { a, b in
                    EditDistance.distance(signature(a), method.signature)
                        < EditDistance.distance(signature(b), method.signature)
                }
                let written = nearest.map(signature)
                throw fail(
                    .type,
                    "type '\(decl.name)' does not conform to protocol '\(conformance)': missing \(method.signature)"
                        + (written.map { " ('\($0)' has different argument labels)" } ?? ""),
                    at: nearest?.nameRange ?? decl.nameRange, hint: "implement func \(method.signature)",
                    suggestion: written == nil ? nil : method.signature)
            }
        }
    }

    /// Whether a class descends from `NSObject` (any UIKit class does).
    func descendsFromNSObject(_ decl: TypeDecl, superScript: ScriptType?, superNative: NativeType?) -> Bool {
        if decl.superclass == "NSObject" || superNative != nil { return true }
        guard let parent = superScript else { return false }
        return descendsFromNSObject(parent.decl, superScript: parent.superScript, superNative: nil)
    }

    /// The host values a scenario value bridges to through its protocols' extensions.
    func bridged(_ value: Value) throws -> [Value] {
        let conformances: [String]
        switch value {
        case .structValue(let s): conformances = s.type.decl.conformances
        case .instance(let i): conformances = i.type.decl.conformances
        default: return []
        }
        var result: [Value] = []
        for name in conformances {
            if let bridge = hostBindings.protocols[name]?.bridge, let converted = try bridge(self, value) {
                result.append(converted)
            }
        }
        return result
    }

    func lookupType(_ name: String, in env: Environment) -> TypeValue? {
        let id = symbols.id(name)
        var scope: Environment? = env
        while let s = scope {
            if let box = s.box(id) {
                if case .type(let t) = box.value { return t }
                return nil
            }
            scope = s.parent
        }
        return nil
    }

    func execute(_ statement: Statement, in env: Environment) throws -> Flow {
        try step(statement.range)
        currentRange = statement.range
        output.willExecute?(statement.range)
        switch statement.kind {
        case .expression(let expression):
            _ = try evaluate(expression, in: env)
            return .normal
        case .variable(let isLet, let bindings):
            for binding in bindings {
                if let pattern = binding.pattern, let initial = binding.value {
                    let value = coerce(try evaluate(initial, in: env), to: binding.type)
                    try bind(pattern, value, in: env, at: initial.range, isLet: isLet)
                    continue
                }
                var value: Value
                if let initial = binding.value {
                    value = coerce(try evaluate(initial, in: env), to: binding.type)
                } else {
                    value = .null
                }
                if case .void = value, let initial = binding.value {
                    throw fail(
                        .type, "'\(binding.name)' would hold no value: the expression returns Void", at: initial.range)
                }
                let isOptional =
                    binding.type.map(\.isOptional) ?? binding.value.map { isOptionalTyped($0, in: env) } ?? false
                env.set(
                    binding.id,
                    Box(
                        value, isLet: isLet && binding.value != nil,
                        isFloatingPoint: binding.type?.isFloatingPoint ?? false, isOptional: isOptional))
                name(value, binding.name)
            }
            return .normal
        case .assignment(let target, let op, let valueExpression):
            var value = try evaluate(valueExpression, in: env)
            // `list += [x]` and `text += "x"` on a variable append in place (amortised O(1), as in Swift).
            if op == .add, let box = variableBox(target, in: env), !box.isLet {
                switch (box.value, value) {
                case (.array(var items), .array(let more)):
                    try check(items.count + more.count, at: statement.range)
                    box.value = .null
                    items += more
                    box.value = .array(items)
                    return .normal
                case (.string(var text), .string(let more)):
                    try check(text.utf8.count + more.utf8.count, at: statement.range)
                    box.value = .null
                    text += more
                    box.value = .string(text)
                    return .normal
                default:
                    break
                }
            }
            if let op {
                let current = try evaluate(target, in: env)
                value = try binary(op, current, value, at: statement.range)
            }
            try assign(value, to: target, in: env)
            return .normal
        case .if(let conditions, let body, let elseBody):
            // A block that declares nothing runs in the enclosing scope: no allocation per pass.
            let scope = statement.bodyNeedsScope ? Environment(parent: env) : env
            if try test(conditions, in: scope) {
                return try execute(body, in: scope, declares: statement.bodyNeedsScope)
            } else if let elseBody {
                return try execute(
                    elseBody, in: statement.elseNeedsScope ? Environment(parent: env) : env,
                    declares: statement.elseNeedsScope)
            }
            return .normal
        case .guard(let conditions, let elseBody):
            // Names a guard binds stay visible after it, in the enclosing scope.
            if try test(conditions, in: env) { return .normal }
            let flow = try execute(elseBody, in: statement.elseNeedsScope ? Environment(parent: env) : env)
            if case .normal = flow {
                throw fail(
                    .syntax, "the 'guard' body must not fall through", at: statement.range,
                    hint: "end the 'else' block with 'return', 'break' or 'continue'")
            }
            return flow
        case .forIn(let pattern, let sequenceExpression, let body):
            return try executeFor(
                pattern, sequenceExpression, body, in: env, range: statement.range, freshScopes: statement.captures)
        case .while(let conditions, let body):
            // Iterations share one scope unless a closure could capture a per-iteration name.
            let shared = statement.bodyNeedsScope ? Environment(parent: env) : env
            while true {
                try step(statement.range)
                let scope = statement.bodyNeedsScope && statement.captures ? Environment(parent: env) : shared
                guard try test(conditions, in: scope) else { break }
                let flow = try execute(body, in: scope, declares: statement.bodyNeedsScope)
                switch flow {
                case .breakLoop: return .normal
                case .returned: return flow
                default: continue
                }
            }
            return .normal
        case .repeat(let body, let condition):
            let shared = statement.bodyNeedsScope ? Environment(parent: env) : env
            while true {
                try step(statement.range)
                let scope = statement.bodyNeedsScope && statement.captures ? Environment(parent: env) : shared
                let flow = try execute(body, in: scope, declares: statement.bodyNeedsScope)
                switch flow {
                case .breakLoop: return .normal
                case .returned: return flow
                default: break
                }
                guard try truth(try evaluate(condition, in: scope), at: condition.range) else { break }
            }
            return .normal
        case .break:
            return .breakLoop
        case .continue:
            return .continueLoop
        case .return(let expression):
            guard let expression else { return .returned(.void) }
            return .returned(try evaluate(expression, in: env))
        case .function, .type, .import, .enumeration:
            return .normal
        case .switch(let subject, let clauses):
            return try executeSwitch(subject, clauses, in: env, statement: statement)
        case .defer:
            // Registered by the enclosing block's `execute` (see `executeDeferring`).
            return .normal
        }
    }

    func executeFor(
        _ pattern: Statement.Pattern, _ sequenceExpression: Expression, _ body: [Statement],
        in env: Environment, range: SourceRange, freshScopes: Bool
    ) throws -> Flow {
        let sequence = try evaluate(sequenceExpression, in: env)
        // Without closures in the body nothing can capture an iteration's names: reuse one scope.
        let shared = Environment(parent: env)
        var loopBox: Box?
        func iteration(_ element: Value) throws -> Flow? {
            try step(range)
            let scope: Environment
            if freshScopes {
                scope = Environment(parent: env)
                try bind(pattern, element, in: scope, at: sequenceExpression.range)
            } else {
                scope = shared
                if let box = loopBox {
                    box.value = element
                } else if case .name(let name, _) = pattern {
                    let box = Box(element, isLet: true)
                    scope.set(name.id, box)
                    loopBox = box
                } else {
                    try bind(pattern, element, in: scope, at: sequenceExpression.range)
                }
            }
            let flow = try execute(body, in: scope)
            switch flow {
            case .breakLoop: return .normal
            case .returned: return flow
            default: return nil
            }
        }
        switch sequence {
        case .range(let lower, let upper):
            var i = lower
            while i < upper {
                if let flow = try iteration(.int(i)) { return flow }
                i += 1
            }
        case .array(let elements):
            for element in elements {
                if let flow = try iteration(element) { return flow }
            }
        case .string(let text):
            for c in text {
                if let flow = try iteration(.string(String(c))) { return flow }
            }
        default:
            throw fail(
                .type, "cannot loop over a value of type \(sequence.typeName)", at: sequenceExpression.range,
                hint: "loop over a range (0..<n), an array, or array.enumerated()")
        }
        return .normal
    }

    /// Binds a `for` pattern (`isLet` nil) or a `let (a, b)`/`var (a, b)` pattern to a value.
    func bind(
        _ pattern: Statement.Pattern, _ value: Value, in env: Environment, at range: SourceRange, isLet: Bool? = nil
    ) throws {
        switch pattern {
        case .wildcard:
            return
        case .name(let name, _):
            env.set(name.id, Box(value, isLet: isLet ?? true))
            if isLet != nil { self.name(value, name.text) }
        case .tuple(let parts):
            guard case .tuple(let values, _) = value, values.count == parts.count else {
                let what = isLet == nil ? "loop variables" : "names"
                throw fail(
                    .type, "cannot split a \(value.typeName) into \(parts.count) \(what)", at: range,
                    hint: isLet == nil
                        ? "use enumerated() to get (index, element) pairs"
                        : "the value must be a tuple of \(parts.count) elements")
            }
            for (part, element) in zip(parts, values) { try bind(part, element, in: env, at: range, isLet: isLet) }
        }
    }

    /// Evaluates `if`/`while`/`guard` conditions left to right; optional bindings define names in `env`.
    func test(_ conditions: [Statement.Condition], in env: Environment) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                if try !truth(try evaluate(expression, in: env), at: expression.range) { return false }
            case .optionalBinding(let name, _, let expression):
                let value = try evaluate(expression, in: env)
                if value.isNone { return false }
                env.set(name.id, Box(value, isLet: true))
            }
        }
        return true
    }

    func truth(_ value: Value, at range: SourceRange) throws -> Bool {
        if case .bool(let b) = value { return b }
        throw fail(
            .type, "expected a Bool condition, found a value of type \(value.typeName)", at: range,
            hint: value.isNone || value.typeName.first?.isUppercase == true
                ? "to test an optional, write 'if let x = value' or 'value != nil'" : nil)
    }

    /// Converts an Int to Double where the declared type is floating point (`var w: CGFloat = 10`).
    /// `.pi`, `.zero` given to such a variable become that number (`let a: CGFloat = .pi`).
    func coerce(_ value: Value, to type: TypeName?) -> Value {
        // `-> (min: Int, max: Int)` returning `(1, 2)`: the tuple takes the type's labels.
        if let labels = type?.tupleLabels, case .tuple(let items, _) = value, items.count == labels.count {
            return .tuple(items, labels: labels)
        }
        guard let type, type.isFloatingPoint else { return value }
        switch value {
        case .int(let i): return .double(Double(i))
        case .symbol(let name): return Convert.numericMember(name).map(Value.double) ?? value
        default: return value
        }
    }

    /// Gives a host object (or a scenario class instance) the name a `let`/`var` binds it to,
    /// the first time it is bound; its stored objects become `name.property`.
    func name(_ value: Value, _ name: String) {
        switch value {
        case .host(let type, let object):
            guard registry.namedObjects.insert(ObjectIdentifier(object)).inserted else { return }
            type.hookOwnerForNaming?.nameObject?(self, object, name)
        case .instance(let instance):
            if let native = instance.native, let type = instance.nativeType {
                guard registry.namedObjects.insert(ObjectIdentifier(native)).inserted else { return }
                type.hookOwnerForNaming?.nameObject?(self, native, name)
            } else {
                guard registry.namedObjects.insert(ObjectIdentifier(instance)).inserted else { return }
            }
            registry.names[ObjectIdentifier(instance)] = name
            for (field, fieldValue) in instance.fields.sorted(by: { $0.key < $1.key }) {
                self.name(fieldValue, name + "." + field)
            }
        default:
            return
        }
    }
}

extension NativeType {
    /// The nearest type (self or an ancestor) that knows how to name its objects.
    var hookOwnerForNaming: NativeType? {
        var type: NativeType? = self
        while let t = type {
            if t.nameObject != nil { return t }
            type = t.superType
        }
        return nil
    }
}
