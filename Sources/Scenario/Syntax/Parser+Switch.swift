/// `switch` statements and simple `enum` declarations.
extension Parser {
    /// `switch subject { case p1, p2: statements … default: statements }`. Patterns are values
    /// (`.horizontal`, `1`, `"a"`) or ranges (`1...3`); binding patterns are refused by name.
    mutating func parseSwitch() throws(Diagnostic) -> Statement {
        let start = current.range
        advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        let subject = try parseExpression()
        allowsTrailingClosure = saved
        let open = current.range
        try expect("{", "after the 'switch' subject")
        try enterNesting(open)
        defer { depth -= 1 }
        var clauses: [Statement.SwitchClause] = []
        while !isPunctuation("}") {
            if case .end = current.kind {
                throw error("expected '}' to close the 'switch' opened here", at: open, hint: "add the missing '}'")
            }
            let clauseStart = current.range
            var patterns: [Expression] = []
            if isKeyword("default") {
                advance()
            } else if isKeyword("case") {
                advance()
                repeat {
                    if isPunctuation(",") { advance() }
                    if isKeyword("let") || isKeyword("var") || isKeyword("is") {
                        throw unsupported(
                            "binding and type patterns in 'case' (match values or ranges)", at: current.range)
                    }
                    patterns.append(try parseExpression())
                    if isKeyword("where") { throw unsupported("'where' clauses in 'case'", at: current.range) }
                } while isPunctuation(",")
            } else {
                throw error(
                    "expected 'case' or 'default' in the 'switch', found '\(current.display)'", at: current.range)
            }
            try expect(":", "after the 'case' patterns")
            var body: [Statement] = []
            while !(isKeyword("case") || isKeyword("default") || isPunctuation("}")) {
                while isPunctuation(";") { advance() }
                if case .end = current.kind { break }
                if isKeyword("fallthrough") { throw unsupported("'fallthrough'", at: current.range) }
                body.append(try parseStatement())
            }
            if body.isEmpty {
                throw error(
                    "'\(patterns.isEmpty ? "default" : "case")' label in a 'switch' must have at least one executable statement",
                    at: clauseStart, hint: "add 'break' to do nothing")
            }
            if patterns.isEmpty, clauses.contains(where: \.isDefault) {
                throw error(
                    "additional 'default' blocks cannot appear after the first 'default' block", at: clauseStart)
            }
            clauses.append(Statement.SwitchClause(patterns: patterns, body: body, range: clauseStart))
        }
        advance()
        if clauses.isEmpty {
            throw error("'switch' statement body must have at least one 'case' or 'default' block", at: start)
        }
        return Statement(kind: .switch(subject, clauses), range: start.extended(to: previous.range))
    }

    /// `enum Name: CaseIterable { case a, b \n case c }`: plain cases only.
    mutating func parseEnum() throws(Diagnostic) -> Statement {
        let start = current.range
        let startIndex = index
        advance()
        let (name, nameRange) = try expectIdentifier("an enum name")
        if isOperator("<") { throw unsupported("generic enums", at: current.range) }
        if isPunctuation(":") {
            advance()
            repeat {
                if isPunctuation(",") { advance() }
                let (conformance, range) = try expectIdentifier("a protocol name")
                if ["Int", "String", "Double", "CGFloat", "Character", "UInt"].contains(conformance) {
                    throw unsupported(
                        "enums with raw values ('\(conformance)')", at: range,
                        hint: "write the cases without a raw type; switch over them to map them to values")
                }
            } while isPunctuation(",")
        }
        let open = current.range
        try expect("{", "to start the enum body")
        var first = index
        while isPunctuation(";", tokens[first]) && first < tokens.count - 1 { first += 1 }
        if !isKeyword("case", tokens[first]) && !isPunctuation("}", tokens[first]) {
            // No cases, only static members (`enum Accent: AlignmentID { static func … }`): a
            // namespace, declared as a type that has no instances.
            index = startIndex
            let decl = try parseTypeDeclaration()
            return Statement(kind: .type(decl), range: decl.range)
        }
        try enterNesting(open)
        defer { depth -= 1 }
        var cases: [String] = []
        while !isPunctuation("}") {
            while isPunctuation(";") { advance() }
            if isPunctuation("}") { break }
            if case .end = current.kind {
                throw error("expected '}' to close the enum opened here", at: open, hint: "add the missing '}'")
            }
            guard isKeyword("case") else {
                throw unsupported(
                    "members in enums other than 'case' (put the logic in a function that switches over the value)",
                    at: current.range)
            }
            advance()
            repeat {
                if isPunctuation(",") { advance() }
                let (caseName, caseRange) = try expectIdentifier("a case name")
                if isPunctuation("(") { throw unsupported("enum cases with associated values", at: current.range) }
                if isOperator("=") { throw unsupported("enum raw values", at: current.range) }
                if cases.contains(caseName) { throw error("invalid redeclaration of '\(caseName)'", at: caseRange) }
                cases.append(caseName)
            } while isPunctuation(",")
        }
        advance()
        let decl = EnumDecl(name: name, nameRange: nameRange, cases: cases, range: start.extended(to: previous.range))
        return Statement(kind: .enumeration(decl), range: decl.range)
    }
}

extension Parser {
    /// `#selector(tap)`, `#selector(tap(_:))`, `#selector(self.step)`, `#selector(Card.step(_:))`:
    /// evaluates to the method's name (a selector names a method; the target is given apart).
    mutating func parseSelector() throws(Diagnostic) -> Expression {
        let start = current.range
        advance()
        try expect("(", "after '#selector'")
        if case .identifier(let word) = current.kind, word == "getter" || word == "setter" {
            throw unsupported("'#selector(\(word):)'", at: current.range)
        }
        var name = ""
        var nameRange = current.range
        repeat {
            if isPunctuation(".") { advance() }
            if isKeyword("self") { advance(); continue }
            let (part, range) = try expectIdentifier("a method name in '#selector'")
            (name, nameRange) = (part, range)
        } while isPunctuation(".")
        if isPunctuation("(") {
            // The argument labels: `tap(_:)`, `move(to:animated:)`; the method is found by its name.
            advance()
            while !isPunctuation(")") {
                if case .end = current.kind {
                    throw error("expected ')' to close the selector's labels", at: current.range)
                }
                advance()
            }
            advance()
        }
        guard !name.isEmpty else { throw error("expected a method name in '#selector'", at: nameRange) }
        try expect(")", "to close '#selector'")
        return Expression(kind: .string([.text(name)]), range: start.extended(to: previous.range))
    }
}
