/// Expressions: precedence climbing over Swift's operator precedence groups.
extension Parser {
    /// Swift's precedence groups for the binary operators the subset has (higher binds tighter).
    static let precedence: [String: Int] = [
        "||": 2, "&&": 3,
        "==": 4, "!=": 4, "<": 4, ">": 4, "<=": 4, ">=": 4, "===": 4, "!==": 4,
        "??": 5,
        "..<": 7, "...": 7,
        "+": 8, "-": 8, "|": 8, "^": 8,
        "*": 9, "/": 9, "%": 9, "&": 9,
        "<<": 10, ">>": 10,
    ]

    mutating func parseExpression() throws(Diagnostic) -> Expression {
        try enterNesting(current.range)
        defer { depth -= 1 }
        let condition = try parseBinary(minimum: 2)
        // Ternary `c ? a : b`: the '?' has a space before it (a postfix '?' would not).
        if isOperator("?") && current.spaceBefore {
            advance()
            let whenTrue = try parseExpression()
            try expect(":", "in the conditional expression 'condition ? a : b'")
            let whenFalse = try parseExpression()
            return try bounded(
                Expression(
                    kind: .ternary(condition, whenTrue, whenFalse), range: condition.range.extended(to: whenFalse.range)
                ))
        }
        return condition
    }

    mutating func parseBinary(minimum: Int) throws(Diagnostic) -> Expression {
        var left = try parsePrefix()
        while true {
            // Swift's CastingPrecedence sits between NilCoalescing (5) and RangeFormation (7).
            if isKeyword("as") || isKeyword("is") {
                guard Parser.castingPrecedence >= minimum else { return left }
                left = try parseCast(left)
                continue
            }
            guard case .op(let op) = current.kind else { return left }
            guard let level = Parser.precedence[op] else {
                if op == "=" || op.count == 2 && op.hasSuffix("=") { return left }
                if op == "->" || op == "?" || op == "!" { return left }
                throw unsupported("the operator '\(op)'", at: current.range)
            }
            guard level >= minimum else { return left }
            advance()
            // `??` is right-associative; the others here are left-associative.
            let right = try parseBinary(minimum: op == "??" ? level : level + 1)
            if level == 4, case .binary(let inner, _, _) = left.kind, Parser.precedence[inner.rawValue] == 4 {
                throw error(
                    "comparison operators cannot be chained", at: left.range.extended(to: right.range),
                    hint: "combine comparisons with '&&'")
            }
            guard let binaryOperator = BinaryOperator(rawValue: op) else {
                throw unsupported("the operator '\(op)'", at: left.range)
            }
            left = try bounded(
                Expression(kind: .binary(binaryOperator, left, right), range: left.range.extended(to: right.range)))
        }
    }

    /// Swift's CastingPrecedence group, for `as`, `as?`, `as!` and `is`.
    static let castingPrecedence = 6

    /// `value as! CardCell`, `value as? UILabel`, `value as CGFloat`, `value is UILabel`; `as` or `is` is current.
    mutating func parseCast(_ value: Expression) throws(Diagnostic) -> Expression {
        var kind: Expression.CastKind = isKeyword("is") ? .check : .plain
        advance()
        if kind == .plain, (isOperator("?") || isOperator("!")) && !current.spaceBefore {
            kind = isOperator("?") ? .conditional : .forced
            advance()
        }
        let type = try parseTypeName()
        return try bounded(Expression(kind: .cast(value, type, kind), range: value.range.extended(to: type.range)))
    }

    mutating func parsePrefix() throws(Diagnostic) -> Expression {
        if case .op(let op) = current.kind, op == "-" || op == "!" || op == "+" || op == "~" {
            let start = current.range
            try enterNesting(start)
            defer { depth -= 1 }
            advance()
            if op == "~" { throw unsupported("the operator '~'", at: start) }
            let operand = try parsePrefix()
            // Fold `-5` into a literal so `Int.min`-sized values and constants stay simple.
            if op == "-", case .int(let value) = operand.kind, operand.range.start == start.end {
                return Expression(kind: .int(-value), range: start.extended(to: operand.range))
            }
            if op == "-", case .double(let value) = operand.kind, operand.range.start == start.end {
                return Expression(kind: .double(-value), range: start.extended(to: operand.range))
            }
            return try bounded(Expression(kind: .prefix(op, operand), range: start.extended(to: operand.range)))
        }
        if isOperator("&") {
            // `&value` passes a variable to an `inout` parameter.
            let start = current.range
            advance()
            let operand = try parsePostfix(try parsePrimary())
            return Expression(kind: .inoutArgument(operand), range: start.extended(to: operand.range))
        }
        if case .op("..<") = current.kind { throw unsupported("one-sided ranges", at: current.range) }
        if case .op("...") = current.kind { throw unsupported("one-sided ranges", at: current.range) }
        return try parsePostfix(try parsePrimary())
    }

    mutating func parsePostfix(_ primary: Expression) throws(Diagnostic) -> Expression {
        var expression = primary
        var chained = false
        while true {
            if isPunctuation(".") {
                advance()
                let nameToken = current
                var name: String
                switch nameToken.kind {
                case .identifier(let n): name = n
                case .keyword(let k): name = k
                case .int(let n) where n >= 0: name = String(n)
                case .double(let d)
                where d >= 0 && d < 1e9 && String(d).split(separator: ".").count == 2 && !String(d).contains("e"):
                    // `pair.0.1`: the lexer read `0.1` as a number; it is two tuple indices.
                    let parts = String(d).split(separator: ".")
                    expression = Expression(
                        kind: .member(expression, name: String(parts[0]), nameRange: nameToken.range),
                        range: expression.range.extended(to: nameToken.range))
                    name = String(parts[1])
                default:
                    throw error("expected a member name after '.', found '\(nameToken.display)'", at: nameToken.range)
                }
                if name == "self" { name = "self" }
                advance()
                expression = Expression(
                    kind: .member(expression, name: name, nameRange: nameToken.range),
                    range: expression.range.extended(to: nameToken.range))
            } else if isPunctuation("(") && !current.newlineBefore {
                let arguments = try parseArguments(close: ")")
                var all = arguments
                all += try parseTrailingClosures()
                expression = Expression(
                    kind: .call(expression, all), range: expression.range.extended(to: previous.range))
            } else if isPunctuation("[") && !current.newlineBefore {
                let arguments = try parseArguments(close: "]")
                expression = Expression(
                    kind: .subscript(expression, arguments), range: expression.range.extended(to: previous.range))
            } else if isOperator("?") && !current.spaceBefore {
                advance()
                chained = true
                expression = Expression(
                    kind: .optionalBind(expression), range: expression.range.extended(to: previous.range))
            } else if isOperator("!") && !current.spaceBefore {
                advance()
                expression = Expression(
                    kind: .forceUnwrap(expression), range: expression.range.extended(to: previous.range))
            } else if isPunctuation("{") && allowsTrailingClosure && !current.newlineBefore && !startsObservers() {
                let closures = try parseTrailingClosures()
                expression = Expression(
                    kind: .call(expression, closures), range: expression.range.extended(to: previous.range))
            } else {
                break
            }
            expression = try bounded(expression)
        }
        if chained {
            expression = Expression(kind: .optionalChain(expression), range: expression.range)
        }
        return expression
    }

    /// `{ … }` and `label: { … }` after a call.
    mutating func parseTrailingClosures() throws(Diagnostic) -> [Expression.Argument] {
        guard allowsTrailingClosure, isPunctuation("{"), !current.newlineBefore else { return [] }
        var arguments = [Expression.Argument(label: nil, labelRange: nil, value: try parseClosure())]
        while case .identifier(let label) = current.kind, isPunctuation(":", peek(1)), isPunctuation("{", peek(2)) {
            let labelRange = current.range
            advance()
            advance()
            arguments.append(Expression.Argument(label: label, labelRange: labelRange, value: try parseClosure()))
        }
        return arguments
    }

    /// `(label: value, value)` or `[index]`; the opening bracket is current.
    mutating func parseArguments(close: Character) throws(Diagnostic) -> [Expression.Argument] {
        let open = current.range
        advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var arguments: [Expression.Argument] = []
        while !isPunctuation(close) {
            if case .end = current.kind {
                throw error("expected '\(close)' to close the argument list opened here", at: open)
            }
            var label: String?
            var labelRange: SourceRange?
            if isPunctuation(":", peek(1)) {
                switch current.kind {
                case .identifier(let name), .keyword(let name):
                    label = name
                    labelRange = current.range
                    advance()
                    advance()
                default:
                    break
                }
            }
            arguments.append(Expression.Argument(label: label, labelRange: labelRange, value: try parseExpression()))
            if isPunctuation(",") {
                advance()
            } else if !isPunctuation(close) {
                throw error(
                    "expected ',' or '\(close)' in the argument list, found '\(current.display)'", at: current.range)
            }
        }
        advance()
        return arguments
    }

    mutating func parsePrimary() throws(Diagnostic) -> Expression {
        let token = current
        let range = token.range
        switch token.kind {
        case .int(let value):
            advance()
            return Expression(kind: .int(value), range: range)
        case .double(let value):
            advance()
            return Expression(kind: .double(value), range: range)
        case .string(let segments):
            advance()
            var parts: [Expression.StringPart] = []
            for segment in segments {
                switch segment {
                case .text(let text):
                    parts.append(.text(text))
                case .code(let code, let start):
                    if code.allSatisfy(\.isWhitespace) {
                        throw error("empty string interpolation", at: range)
                    }
                    var lexer = Lexer(
                        source: code, file: file, lineOffset: lineOffset, columnOffset: columnOffset,
                        startLine: start.line, startColumn: start.column)
                    var inner = Parser(
                        tokens: try lexer.tokenize(), file: file, lineOffset: lineOffset, columnOffset: columnOffset,
                        symbols: symbols)
                    inner.depth = depth
                    let expression = try inner.parseExpression()
                    if inner.isPunctuation(",") {
                        // `"\(x, specifier: "%.2f")"` is SwiftUI's LocalizedStringKey, not a String.
                        throw inner.error(
                            "a String interpolation takes one value", at: inner.current.range,
                            hint: "format the value first: \\(String(format: \"%.2f\", value))")
                    }
                    guard case .end = inner.current.kind else {
                        throw inner.error(
                            "unexpected '\(inner.current.display)' in the interpolation", at: inner.current.range)
                    }
                    parts.append(.interpolation(expression))
                }
            }
            return Expression(kind: .string(parts), range: range)
        case .identifier(let name):
            advance()
            return Expression(kind: .identifier(symbols.name(name)), range: range)
        case .anonymousParameter(let n):
            advance()
            return Expression(kind: .anonymousParameter(n), range: range)
        case .keyword(let word):
            switch word {
            case "true", "false":
                advance()
                return Expression(kind: .bool(word == "true"), range: range)
            case "nil":
                advance()
                return Expression(kind: .nil, range: range)
            case "self":
                advance()
                return Expression(kind: .self, range: range)
            case "super":
                advance()
                guard isPunctuation(".") else {
                    throw error("expected '.' after 'super'", at: current.range, hint: "write 'super.method()'")
                }
                advance()
                let nameToken = current
                let name: String
                switch nameToken.kind {
                case .identifier(let n): name = n
                case .keyword("init"): name = "init"
                default: throw error("expected a member name after 'super.'", at: nameToken.range)
                }
                advance()
                return Expression(
                    kind: .superMember(name: name, nameRange: nameToken.range),
                    range: range.extended(to: nameToken.range))
            case "#selector":
                return try parseSelector()
            case "if":
                throw unsupported("'if' expressions (use a ternary 'c ? a : b')", at: range)
            default:
                if let what = Parser.unsupportedKeywords[word] { throw unsupported(what, at: range) }
                throw error("expected an expression, found '\(word)'", at: range)
            }
        case .punctuation("."):
            advance()
            // Keywords are member names after '.', as in `.required` and `.default`.
            let name: String
            switch current.kind {
            case .identifier(let n), .keyword(let n): name = n
            default: throw error("expected a member name after '.'", at: current.range)
            }
            let nameRange = current.range
            advance()
            return Expression(kind: .implicitMember(name), range: range.extended(to: nameRange))
        case .punctuation("["):
            let elements = try parseArrayLiteral()
            return Expression(kind: .array(elements), range: range.extended(to: previous.range))
        case .punctuation("("):
            try enterNesting(range)
            defer { depth -= 1 }
            advance()
            let saved = allowsTrailingClosure
            allowsTrailingClosure = true
            defer { allowsTrailingClosure = saved }
            var elements: [Expression] = []
            var labels: [String?] = []
            var firstLabelRange: SourceRange?
            while !isPunctuation(")") {
                // `(x: 1, y: 2)`: a labeled element.
                if case .identifier(let label) = current.kind, isPunctuation(":", peek(1)) {
                    firstLabelRange = firstLabelRange ?? current.range
                    labels.append(label)
                    advance()
                    advance()
                } else {
                    labels.append(nil)
                }
                elements.append(try parseExpression())
                if isPunctuation(",") {
                    advance()
                } else if !isPunctuation(")") {
                    throw error("expected ')' to close the parenthesis opened here", at: range)
                }
            }
            advance()
            if elements.count == 1 {
                if let firstLabelRange {
                    throw error(
                        "cannot create a single-element tuple with an element label", at: firstLabelRange,
                        hint: "remove the label, or add a second element")
                }
                return Expression(kind: elements[0].kind, range: range.extended(to: previous.range))
            }
            return Expression(kind: .tuple(elements, labels: labels), range: range.extended(to: previous.range))
        case .punctuation("{"):
            return try parseClosure()
        case .punctuation("\\"):
            return try parseKeyPath()
        case .end:
            throw error("expected an expression, found the end of the file", at: range)
        default:
            throw error("expected an expression, found '\(token.display)'", at: range)
        }
    }

    /// `\.height`, `\CGSize.width`, `\.self`; the backslash is current.
    mutating func parseKeyPath() throws(Diagnostic) -> Expression {
        let start = current.range
        advance()
        if case .identifier = current.kind, !current.spaceBefore, isPunctuation(".", peek(1)) {
            advance()  // The root type (`\CGSize.width`): the value it is applied to decides.
        }
        guard isPunctuation("."), !current.spaceBefore else {
            throw error(
                "expected '.' after '\\' in a key path", at: current.range,
                hint: "write a key path as \\.height or \\.self")
        }
        var names: [String] = []
        while isPunctuation("."), !current.spaceBefore {
            advance()
            switch current.kind {
            case .identifier(let name): names.append(name)
            case .keyword("self"): break
            case .keyword(let word): names.append(word)
            default:
                throw error("expected a property name in the key path, found '\(current.display)'", at: current.range)
            }
            advance()
        }
        return Expression(kind: .keyPath(names), range: start.extended(to: previous.range))
    }

    mutating func parseArrayLiteral() throws(Diagnostic) -> [Expression] {
        let open = current.range
        advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        if isPunctuation(":") { throw unsupported("dictionaries", at: open.extended(to: current.range)) }
        var elements: [Expression] = []
        while !isPunctuation("]") {
            if case .end = current.kind { throw error("expected ']' to close the array opened here", at: open) }
            elements.append(try parseExpression())
            if isPunctuation(":") { throw unsupported("dictionaries", at: open.extended(to: current.range)) }
            if isPunctuation(",") {
                advance()
            } else if !isPunctuation("]") {
                throw error("expected ',' or ']' in the array, found '\(current.display)'", at: current.range)
            }
        }
        advance()
        return elements
    }

    /// `{ params in body }`; the signature is optional.
    mutating func parseClosure() throws(Diagnostic) -> Expression {
        let open = current.range
        try enterNesting(open)
        defer { depth -= 1 }
        advance()
        var parameters: [Name] = []
        let mark = index
        if let signature = parseClosureSignature() {
            parameters = signature.map { symbols.name($0) }
        } else {
            index = mark
        }
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var body: [Statement] = []
        while true {
            while isPunctuation(";") { advance() }
            if isPunctuation("}") { advance(); break }
            if case .end = current.kind { throw error("expected '}' to close the closure opened here", at: open) }
            body.append(try parseStatement())
        }
        var single = false
        if body.count == 1, case .expression = body[0].kind { single = true }
        return Expression(
            kind: .closure(Expression.Closure(parameters: parameters, body: body, isSingleExpression: single)),
            range: open.extended(to: previous.range))
    }

    /// Tries `[weak self] (a: T, b) -> R in` / `a, b in`; nil when the closure has no signature.
    mutating func parseClosureSignature() -> [String]? {
        if isPunctuation("[") {
            // A capture list: the subset has no reference cycles to break, so it is skipped.
            var level = 0
            repeat {
                if isPunctuation("[") { level += 1 }
                if isPunctuation("]") { level -= 1 }
                if case .end = current.kind { return nil }
                advance()
            } while level > 0
        }
        var names: [String] = []
        if isPunctuation("(") {
            advance()
            while !isPunctuation(")") {
                guard case .identifier(let name) = current.kind else { return nil }
                advance()
                if isPunctuation(":") {
                    advance()
                    guard (try? parseTypeName()) != nil else { return nil }
                }
                names.append(name)
                if isPunctuation(",") { advance() } else if !isPunctuation(")") { return nil }
            }
            advance()
        } else {
            while case .identifier(let name) = current.kind {
                names.append(name)
                advance()
                if isPunctuation(",") { advance() } else { break }
            }
            if names.isEmpty && !isKeyword("in") { return nil }
        }
        if isOperator("->") {
            advance()
            guard (try? parseTypeName()) != nil else { return nil }
        }
        guard isKeyword("in") else { return nil }
        advance()
        return names
    }
}
