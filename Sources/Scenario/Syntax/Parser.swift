/// Builds the AST of a scenario from its tokens: statements here, expressions in
/// `Parser+Expressions.swift`, classes, structs and functions in `Parser+Declarations.swift`.
///
/// Swift features outside the subset are recognised by their keyword and reported as
/// "not supported in scenarios: …" at their position, never as a vague parse error.
struct Parser {
    /// Deepest nesting of blocks and parentheses accepted; deeper input is an error, not a crash.
    static let maximumNesting = 64

    var tokens: [Token]
    var index = 0
    let file: String
    let lineOffset: Int
    let columnOffset: Int
    /// While parsing an `if`/`while`/`for`/`guard` head, `{` starts the body, not a trailing closure.
    var allowsTrailingClosure = true
    var depth = 0
    /// Numbers names for the interpreter (shared with it, and with later queries).
    let symbols: SymbolTable

    /// Keywords that begin a Swift construct the subset leaves out, with the words for the message.
    static let unsupportedKeywords: [String: String] = [
        "switch": "'switch' statements (use 'if' / 'else if')",
        "enum": "'enum' declarations",
        "protocol": "'protocol' declarations",
        "defer": "'defer' statements",
        "do": "'do' blocks",
        "try": "error handling ('try')",
        "throw": "error handling ('throw')",
        "catch": "error handling ('catch')",
        "typealias": "'typealias' declarations",
        "subscript": "subscript declarations",
        "deinit": "'deinit'",
        "actor": "actors",
        "fallthrough": "'fallthrough'",
        "case": "'case' patterns",
        "async": "concurrency ('async')",
        "await": "concurrency ('await')",
        "associatedtype": "'associatedtype'",
        "inout": "'inout' parameters",
        "willSet": "'willSet' outside a property (write var x = 0 { willSet { … } } in a class or struct)",
        "didSet": "'didSet' outside a property (write var x = 0 { didSet { … } } in a class or struct)",
        "operator": "custom operators",
        "where": "'where' clauses",
    ]

    /// Attributes real UIKit code carries that mean nothing to the simulator.
    /// SwiftUI's property wrappers and the Observation macro: they change what a declaration means.
    static let meaningfulAttributes: Set<String> = ["State", "Binding", "Observable"]
    static let ignoredAttributes: Set<String> = [
        "objc", "MainActor", "discardableResult", "IBOutlet", "IBAction", "escaping", "nonobjc", "inlinable",
        "usableFromInline",
    ]

    init(tokens: [Token], file: String, lineOffset: Int = 0, columnOffset: Int = 0, symbols: SymbolTable) {
        self.symbols = symbols
        self.tokens = tokens
        self.file = file
        self.lineOffset = lineOffset
        self.columnOffset = columnOffset
    }

    /// Lexes and parses a whole scenario.
    static func parse(
        source: String, file: String, lineOffset: Int = 0, columnOffset: Int = 0,
        symbols: SymbolTable = SymbolTable()
    ) throws(Diagnostic) -> [Statement] {
        var lexer = Lexer(source: source, file: file, lineOffset: lineOffset, columnOffset: columnOffset)
        var parser = Parser(
            tokens: try lexer.tokenize(), file: file, lineOffset: lineOffset, columnOffset: columnOffset,
            symbols: symbols)
        return try parser.parseProgram()
    }

    /// Lexes and parses one expression (a grading query, or the code of a `\(…)`).
    static func parseExpression(
        source: String, file: String, lineOffset: Int = 0, columnOffset: Int = 0,
        startLine: Int = 1, startColumn: Int = 1, symbols: SymbolTable = SymbolTable()
    ) throws(Diagnostic) -> Expression {
        var lexer = Lexer(
            source: source, file: file, lineOffset: lineOffset, columnOffset: columnOffset,
            startLine: startLine, startColumn: startColumn)
        var parser = Parser(
            tokens: try lexer.tokenize(), file: file, lineOffset: lineOffset, columnOffset: columnOffset,
            symbols: symbols)
        let expression = try parser.parseExpression()
        guard case .end = parser.current.kind else {
            throw parser.error("unexpected '\(parser.current.display)' after the expression", at: parser.current.range)
        }
        return expression
    }

    // MARK: Token access

    var current: Token { tokens[index] }
    var previous: Token { tokens[max(0, index - 1)] }

    func peek(_ offset: Int) -> Token {
        let i = index + offset
        return i < tokens.count ? tokens[i] : tokens[tokens.count - 1]
    }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func isPunctuation(_ c: Character, _ token: Token? = nil) -> Bool {
        if case .punctuation(c) = (token ?? current).kind { return true }
        return false
    }

    func isOperator(_ op: String, _ token: Token? = nil) -> Bool {
        if case .op(op) = (token ?? current).kind { return true }
        return false
    }

    func isKeyword(_ word: String, _ token: Token? = nil) -> Bool {
        if case .keyword(word) = (token ?? current).kind { return true }
        return false
    }

    func error(_ message: String, at range: SourceRange, hint: String? = nil) -> Diagnostic {
        Diagnostic(kind: .syntax, message: message, range: range, hint: hint)
    }

    func unsupported(_ what: String, at range: SourceRange, hint: String? = nil) -> Diagnostic {
        Diagnostic(kind: .unsupported, message: "not supported in scenarios: \(what)", range: range, hint: hint)
    }

    /// Consumes punctuation `c` or reports what was expected and where.
    mutating func expect(_ c: Character, _ context: String) throws(Diagnostic) {
        guard isPunctuation(c) else {
            throw error("expected '\(c)' \(context), found '\(current.display)'", at: current.range)
        }
        advance()
    }

    mutating func expectIdentifier(_ context: String) throws(Diagnostic) -> (String, SourceRange) {
        if case .identifier(let name) = current.kind {
            let range = current.range
            advance()
            return (name, range)
        }
        if case .keyword(let word) = current.kind, let what = Parser.unsupportedKeywords[word] {
            throw unsupported(what, at: current.range)
        }
        throw error("expected \(context), found '\(current.display)'", at: current.range)
    }

    mutating func enterNesting(_ range: SourceRange) throws(Diagnostic) {
        depth += 1
        if depth > Parser.maximumNesting {
            throw Diagnostic(
                kind: .limit, message: "code is nested more than \(Parser.maximumNesting) levels deep",
                range: range, hint: "split the code into functions")
        }
    }

    /// Deepest expression tree accepted, counted with the nesting around it: a chain such as
    /// `1 + 1 + …`, `a.b.c…`, `f()()…` or `x!!!…` is one level per operator, and every walk of
    /// the tree (evaluation, dumps, teardown) recurses once per level.
    static let maximumExpressionDepth = 256

    /// `expression`, unless it makes the tree deeper than `maximumExpressionDepth`.
    func bounded(_ expression: Expression) throws(Diagnostic) -> Expression {
        if depth + expression.height > Parser.maximumExpressionDepth {
            throw Diagnostic(
                kind: .limit,
                message: "the expression is nested more than \(Parser.maximumExpressionDepth) operators deep",
                range: expression.range,
                hint: "split it into several statements with intermediate 'let' constants")
        }
        return expression
    }

    // MARK: Statements

    mutating func parseProgram() throws(Diagnostic) -> [Statement] {
        var statements: [Statement] = []
        while true {
            while isPunctuation(";") { advance() }
            if case .end = current.kind { return statements }
            if isPunctuation("}") { throw error("unexpected '}' with no '{' to close", at: current.range) }
            statements.append(try parseStatement())
        }
    }

    /// `{ statements }`.
    mutating func parseBlock(_ context: String) throws(Diagnostic) -> [Statement] {
        let open = current.range
        try expect("{", context)
        try enterNesting(open)
        defer { depth -= 1 }
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var statements: [Statement] = []
        while true {
            while isPunctuation(";") { advance() }
            if isPunctuation("}") {
                advance()
                return statements
            }
            if case .end = current.kind {
                throw error("expected '}' to close the block opened here", at: open, hint: "add the missing '}'")
            }
            statements.append(try parseStatement())
        }
    }

    /// A statement must end at a line break, ';' or '}'.
    mutating func endStatement() throws(Diagnostic) {
        if isPunctuation(";") { advance(); return }
        if isPunctuation("}") || current.newlineBefore { return }
        if case .end = current.kind { return }
        if isOperator("?") || isOperator("!") {
            throw error(
                "unexpected '\(current.display)'", at: current.range,
                hint:
                    "write postfix '\(current.display)' directly after the value, and an infix operator with spaces on both sides"
            )
        }
        throw error("consecutive statements on a line must be separated by ';'", at: current.range)
    }

    /// Declaration modifiers Swift reserves only in context: elsewhere they are names
    /// (`var open = false`, `let weak = 1`).
    static let contextualModifiers: Set<String> = [
        "open", "final", "weak", "unowned", "lazy", "convenience", "required", "nonisolated",
    ]

    /// The current token as a declaration modifier: a keyword, or a contextual modifier that a
    /// declaration or another modifier follows (`weak var`, `final class`, `unowned(unsafe) let`).
    private var modifierWord: String? {
        switch current.kind {
        case .keyword(let word): return word
        case .identifier(let word) where Parser.contextualModifiers.contains(word):
            let next = peek(1)
            switch next.kind {
            case .keyword(let following):
                return Parser.declarationStarts.contains(following) ? word : nil
            case .identifier(let following):
                return Parser.contextualModifiers.contains(following) ? word : nil
            case .punctuation("(") where word == "unowned" && !next.spaceBefore:
                return word
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Keywords a declaration starts with, after its modifiers.
    static let declarationStarts: Set<String> = [
        "let", "var", "func", "class", "struct", "enum", "init", "deinit", "subscript", "static", "override",
        "mutating", "private", "fileprivate", "public", "internal", "extension", "protocol", "typealias", "actor",
    ]

    /// Modifiers and attributes before a declaration; returns the ones that matter.
    mutating func parseModifiers() throws(Diagnostic) -> Set<String> {
        var modifiers: Set<String> = []
        while true {
            if isPunctuation("@") {
                let start = current.range
                advance()
                let (name, range) = try expectIdentifier("an attribute name after '@'")
                if Parser.meaningfulAttributes.contains(name) {
                    // `@State`, `@Binding` (property wrappers) and `@Observable` (a macro): kept.
                    modifiers.insert("@" + name)
                    continue
                }
                guard Parser.ignoredAttributes.contains(name) else {
                    throw unsupported("the attribute '@\(name)'", at: start.extended(to: range))
                }
                if isPunctuation("(") && !current.spaceBefore {
                    // `@objc(name)`: skip the parenthesised name.
                    advance()
                    while !isPunctuation(")") {
                        if case .end = current.kind { throw error("expected ')'", at: current.range) }
                        advance()
                    }
                    advance()
                }
                continue
            }
            if let word = modifierWord {
                switch word {
                case "private", "fileprivate", "public", "internal", "open", "final", "weak", "unowned",
                    "nonisolated", "convenience":
                    advance()
                    // `private(set)`: the access level of a setter; ignored like the rest.
                    if isPunctuation("(") && !current.spaceBefore {
                        advance(); advance()
                        try expect(")", "after the access level")
                    }
                    continue
                case "static", "override", "mutating", "required", "lazy":
                    modifiers.insert(word)
                    advance()
                    continue
                case "class" where isKeyword("func", peek(1)) || isKeyword("var", peek(1)) || isKeyword("let", peek(1)):
                    modifiers.insert("static")
                    advance()
                    continue
                default:
                    break
                }
            }
            return modifiers
        }
    }

    mutating func parseStatement() throws(Diagnostic) -> Statement {
        let start = current.range
        try enterNesting(start)
        defer { depth -= 1 }
        let modifiers = try parseModifiers()
        if case .keyword(let word) = current.kind {
            switch word {
            case "let", "var":
                if modifiers.contains("lazy") {
                    throw unsupported(
                        "'lazy' local variables", at: start,
                        hint: "declare it as a 'lazy var' property of a class or struct")
                }
                if let wrapper = modifiers.first(where: { $0.hasPrefix("@") }) {
                    throw unsupported(
                        "'\(wrapper)' outside a type", at: start,
                        hint: "declare it as a property of a struct that conforms to View")
                }
                let statement = try parseVariable(isStatic: modifiers.contains("static"))
                try endStatement()
                return statement
            case "func":
                let decl = try parseFunction(modifiers: modifiers)
                return Statement(kind: .function(decl), range: decl.range)
            case "class", "struct", "extension":
                let isClass = word == "class"
                var decl = try parseTypeDeclaration()
                if modifiers.contains("@Observable") {
                    guard isClass else {
                        throw error(
                            "'@Observable' cannot be applied to \(word) type '\(decl.name)'", at: start,
                            hint: "make '\(decl.name)' a class")
                    }
                    decl.isObservable = true
                }
                if let wrapper = modifiers.first(where: { $0 == "@State" || $0 == "@Binding" }) {
                    throw error(
                        "'\(wrapper)' cannot be applied to a type", at: start, hint: "apply it to a 'var' property")
                }
                return Statement(kind: .type(decl), range: decl.range)
            case "init":
                throw error("'init' can only be declared inside a class or struct", at: current.range)
            case "if":
                return try parseIf()
            case "guard":
                advance()
                let conditions = try parseConditions()
                guard isKeyword("else") else {
                    throw error("expected 'else' after the 'guard' condition", at: current.range)
                }
                advance()
                let body = try parseBlock("after 'guard … else'")
                return Statement(kind: .guard(conditions, else: body), range: start.extended(to: previous.range))
            case "for":
                return try parseFor()
            case "while":
                advance()
                let conditions = try parseConditions()
                let body = try parseBlock("after the 'while' condition")
                return Statement(kind: .while(conditions, body: body), range: start.extended(to: previous.range))
            case "repeat":
                advance()
                let body = try parseBlock("after 'repeat'")
                guard isKeyword("while") else {
                    throw error("expected 'while' after the 'repeat' block", at: current.range)
                }
                advance()
                let condition = try parseExpression()
                try endStatement()
                return Statement(
                    kind: .repeat(body: body, condition: condition), range: start.extended(to: previous.range))
            case "break", "continue":
                advance()
                if case .identifier = current.kind, !current.newlineBefore {
                    throw unsupported("labeled '\(word)'", at: current.range)
                }
                try endStatement()
                return Statement(kind: word == "break" ? .break : .continue, range: start)
            case "return":
                advance()
                var value: Expression?
                if !(isPunctuation("}") || isPunctuation(";") || current.newlineBefore) {
                    value = try parseExpression()
                }
                try endStatement()
                return Statement(kind: .return(value), range: start.extended(to: previous.range))
            case "switch":
                return try parseSwitch()
            case "defer":
                advance()
                let body = try parseBlock("after 'defer'")
                return Statement(kind: .defer(body), range: start.extended(to: previous.range))
            case "enum":
                return try parseEnum()
            case "import":
                advance()
                let (name, range) = try expectIdentifier("a module name after 'import'")
                try endStatement()
                return Statement(kind: .import(name), range: start.extended(to: range))
            default:
                if let what = Parser.unsupportedKeywords[word] {
                    throw unsupported(what, at: current.range)
                }
            }
        }
        if !modifiers.isEmpty {
            throw error(
                "expected a declaration after '\(modifiers.sorted().joined(separator: " "))'", at: current.range)
        }
        if case .identifier = current.kind, isPunctuation(":", peek(1)),
            isKeyword("for", peek(2)) || isKeyword("while", peek(2)) || isKeyword("repeat", peek(2))
        {
            throw unsupported("labeled statements", at: current.range)
        }
        // `_ = value`: evaluate and discard, as Swift does to silence an unused result.
        if case .identifier("_") = current.kind, isOperator("=", peek(1)) {
            advance()
            advance()
            let value = try parseExpression()
            try endStatement()
            return Statement(kind: .expression(value), range: start.extended(to: value.range))
        }
        let expression = try parseExpression()
        if case .op(let op) = current.kind, ["=", "+=", "-=", "*=", "/=", "%="].contains(op) {
            let opRange = current.range
            try checkAssignable(expression, op: op, at: opRange)
            advance()
            let value = try parseExpression()
            try endStatement()
            let compound = op == "=" ? nil : BinaryOperator(rawValue: String(op.dropLast()))
            return Statement(
                kind: .assignment(expression, op: compound, value), range: expression.range.extended(to: value.range))
        }
        try endStatement()
        return Statement(kind: .expression(expression), range: expression.range)
    }

    func checkAssignable(_ target: Expression, op: String, at opRange: SourceRange) throws(Diagnostic) {
        switch target.kind {
        case .identifier, .member, .subscript, .superMember, .optionalChain:
            return
        case .tuple(let elements, _):
            // `(a, b) = (b, a)`: each element must be assignable itself (or `_`).
            for element in elements {
                if case .identifier(let name) = element.kind, name.text == "_" { continue }
                try checkAssignable(element, op: op, at: opRange)
            }
            if op != "=" {
                throw error("cannot apply '\(op)' to a tuple", at: opRange, hint: "assign the elements one by one")
            }
        default:
            throw error(
                "cannot assign to this expression with '\(op)'", at: target.range,
                hint: "the left side of '\(op)' must be a variable, a property or a subscript")
        }
    }

    /// `let a = 1, b: Double = 2` (one or more bindings).
    mutating func parseVariable(isStatic: Bool, isOverride: Bool = false, inType: Bool = false, isLazy: Bool = false)
        throws(Diagnostic) -> Statement
    {
        let start = current.range
        let isLet = isKeyword("let")
        if isLazy && isLet { throw error("'lazy' cannot be used on a let", at: start, hint: "write 'lazy var'") }
        advance()
        if isPunctuation("(") {
            // `let (a, b) = pair`, `var (x, _) = f()`: one binding that splits the value.
            let patternStart = current.range
            let pattern = try parsePattern()
            if inType {
                throw unsupported(
                    "tuple patterns in properties", at: patternStart, hint: "declare one property per element")
            }
            var binding = Statement.Binding(
                name: ASTDump.patternText(pattern), id: symbols.id("_"),
                nameRange: patternStart.extended(to: previous.range),
                type: nil, value: nil, isStatic: isStatic, isOverride: isOverride, pattern: pattern)
            if isPunctuation(":") {
                advance()
                binding.type = try parseTypeName()
            }
            guard isOperator("=") else {
                throw error(
                    "a tuple pattern needs a value", at: current.range,
                    hint: "write '\(isLet ? "let" : "var") \(binding.name) = value'")
            }
            advance()
            binding.value = try parseExpression()
            return Statement(kind: .variable(isLet: isLet, [binding]), range: start.extended(to: previous.range))
        }
        var bindings: [Statement.Binding] = []
        repeat {
            if isPunctuation(",") { advance() }
            let (name, nameRange) = try expectIdentifier("a name after '\(isLet ? "let" : "var")'")
            var binding = Statement.Binding(
                name: name, id: symbols.id(name), nameRange: nameRange, type: nil, value: nil, isStatic: isStatic,
                isOverride: isOverride)
            binding.isLazy = isLazy
            if isPunctuation(":") {
                advance()
                binding.type = try parseTypeName()
            }
            if isOperator("=") {
                advance()
                binding.value = try parseExpression()
                if isPunctuation("{") && !current.newlineBefore && startsObservers() {
                    try parseAccessors(into: &binding, inType: inType, isLet: isLet)
                }
            } else if isPunctuation("{") && !isLet && binding.type != nil {
                try parseAccessors(into: &binding, inType: inType, isLet: isLet)
            } else if binding.type == nil {
                throw error(
                    "'\(name)' needs a type annotation or an initial value", at: nameRange,
                    hint: "write '\(isLet ? "let" : "var") \(name) = value' or '\(isLet ? "let" : "var") \(name): Type'"
                )
            }
            if isLazy && binding.value == nil {
                throw error(
                    "lazy properties must have an initializer", at: nameRange, hint: "write 'lazy var \(name) = value'")
            }
            if isLazy && binding.hasObservers {
                throw unsupported(
                    "observers on a 'lazy' property", at: nameRange, hint: "drop 'lazy', or observe another property")
            }
            bindings.append(binding)
        } while isPunctuation(",")
        return Statement(kind: .variable(isLet: isLet, bindings), range: start.extended(to: previous.range))
    }

    /// Whether the `{` at the current token opens `willSet`/`didSet` observers (not a trailing closure).
    func startsObservers() -> Bool {
        isPunctuation("{") && (isKeyword("willSet", peek(1)) || isKeyword("didSet", peek(1)))
    }

    /// The braces after a property: a getter body, `{ get { } set(v) { } }`, or
    /// `{ willSet(v) { } didSet(old) { } }`; the `{` is current.
    mutating func parseAccessors(into binding: inout Statement.Binding, inType: Bool, isLet: Bool) throws(Diagnostic) {
        let open = current.range
        let isAccessorList: Bool
        switch peek(1).kind {
        case .identifier("get"), .identifier("set"), .keyword("willSet"), .keyword("didSet"),
            .keyword("mutating") where isAccessorWord(peek(2)),
            .identifier("nonmutating") where isAccessorWord(peek(2)):
            isAccessorList = true
        default:
            isAccessorList = false
        }
        guard isAccessorList else {
            if !inType {
                throw unsupported(
                    "computed variables outside a class or struct", at: open,
                    hint: "make it a property of a class or struct, or a function")
            }
            binding.getter = try parseBlock("to start the computed property")
            return
        }
        advance()
        try enterNesting(open)
        defer { depth -= 1 }
        var seen: Set<String> = []
        while !isPunctuation("}") {
            if case .end = current.kind { throw error("expected '}' to close the property's accessors", at: open) }
            if isKeyword("mutating") || (current.kind == .identifier("nonmutating")) { advance() }
            let wordRange = current.range
            let word: String
            switch current.kind {
            case .identifier(let w) where w == "get" || w == "set": word = w
            case .keyword(let w) where w == "willSet" || w == "didSet": word = w
            default:
                throw error(
                    "expected 'get', 'set', 'willSet' or 'didSet' in the property's braces, found '\(current.display)'",
                    at: current.range)
            }
            guard seen.insert(word).inserted else {
                throw error("'\(word)' is written twice for '\(binding.name)'", at: wordRange)
            }
            advance()
            var parameter: Name?
            if isPunctuation("(") && word != "get" {
                advance()
                let (name, _) = try expectIdentifier("a parameter name for '\(word)'")
                parameter = symbols.name(name)
                try expect(")", "after the '\(word)' parameter")
            }
            let body = try parseBlock("after '\(word)'")
            switch word {
            case "get": binding.getter = body
            case "set": (binding.setter, binding.setterName) = (body, parameter)
            case "willSet": (binding.willSetBody, binding.willSetName) = (body, parameter)
            default: (binding.didSetBody, binding.didSetName) = (body, parameter)
            }
            while isPunctuation(";") { advance() }
        }
        advance()
        let observes = seen.contains("willSet") || seen.contains("didSet")
        if observes && (seen.contains("get") || seen.contains("set")) {
            throw error(
                "'willSet' and 'didSet' cannot be provided together with a getter or setter", at: open,
                hint: "observe a stored property, or put the code in the setter")
        }
        if seen.contains("set") && !seen.contains("get") {
            throw error("a property with a setter must also have a getter", at: open, hint: "add get { … }")
        }
        if !inType {
            throw unsupported(
                observes
                    ? "property observers outside a class or struct" : "computed variables outside a class or struct",
                at: open, hint: "make it a property of a class or struct")
        }
        if observes && isLet {
            throw error("'let' declarations cannot be observing properties", at: open, hint: "write 'var'")
        }
        if observes && binding.value == nil && binding.type == nil {
            throw error("'\(binding.name)' needs a type annotation or an initial value", at: binding.nameRange)
        }
        if binding.getter == nil && !observes { binding.getter = [] }
    }

    private func isAccessorWord(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier("get"), .identifier("set"), .keyword("willSet"), .keyword("didSet"): return true
        default: return false
        }
    }

    mutating func parseIf() throws(Diagnostic) -> Statement {
        let start = current.range
        advance()
        let conditions = try parseConditions()
        let body = try parseBlock("after the 'if' condition")
        var elseBody: [Statement]?
        if isKeyword("else") {
            advance()
            if isKeyword("if") {
                // Each `else if` nests one level deeper in the tree (and in the interpreter).
                try enterNesting(current.range)
                defer { depth -= 1 }
                elseBody = [try parseIf()]
            } else {
                elseBody = try parseBlock("after 'else'")
            }
        }
        return Statement(kind: .if(conditions, then: body, else: elseBody), range: start.extended(to: previous.range))
    }

    /// `cond, let x = y, let z` before a `{` body.
    mutating func parseConditions() throws(Diagnostic) -> [Statement.Condition] {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        var conditions: [Statement.Condition] = []
        repeat {
            if isPunctuation(",") { advance() }
            if isKeyword("case") { throw unsupported("'case' patterns in conditions", at: current.range) }
            if isKeyword("let") || isKeyword("var") {
                advance()
                let (name, nameRange) = try expectIdentifier("a name to bind")
                var value = Expression(kind: .identifier(symbols.name(name)), range: nameRange)
                if isPunctuation(":") {
                    advance()
                    _ = try parseTypeName()
                }
                if isOperator("=") {
                    advance()
                    value = try parseExpression()
                }
                conditions.append(.optionalBinding(name: symbols.name(name), nameRange: nameRange, value: value))
            } else {
                conditions.append(.expression(try parseExpression()))
            }
        } while isPunctuation(",")
        return conditions
    }

    mutating func parseFor() throws(Diagnostic) -> Statement {
        let start = current.range
        advance()
        if isKeyword("case") || isKeyword("await") || isKeyword("try") {
            throw unsupported("'for \(current.display)'", at: current.range)
        }
        let pattern = try parsePattern()
        guard isKeyword("in") else {
            throw error("expected 'in' after the loop variable", at: current.range)
        }
        advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        let sequence = try parseExpression()
        allowsTrailingClosure = saved
        if isKeyword("where") { throw unsupported("'where' clauses (put an 'if' in the body)", at: current.range) }
        let body = try parseBlock("after the 'for' sequence")
        return Statement(kind: .forIn(pattern, sequence, body: body), range: start.extended(to: previous.range))
    }

    mutating func parsePattern() throws(Diagnostic) -> Statement.Pattern {
        if isPunctuation("(") {
            advance()
            var parts: [Statement.Pattern] = []
            while !isPunctuation(")") {
                parts.append(try parsePattern())
                if isPunctuation(",") { advance() } else { break }
            }
            try expect(")", "to close the pattern")
            return .tuple(parts)
        }
        if case .identifier("_") = current.kind {
            advance()
            return .wildcard
        }
        if isKeyword("let") || isKeyword("var") { advance() }
        let (name, range) = try expectIdentifier("a loop variable name")
        return .name(symbols.name(name), range)
    }
}
