/// Declarations: type names, functions, initializers, classes and structs.
extension Parser {
    /// A type as written: `CGFloat`, `[UIView]`, `UIView?`, `(Int) -> Void`, `some Layout`.
    mutating func parseTypeName() throws(Diagnostic) -> TypeName {
        let start = current.range
        try enterNesting(start)
        defer { depth -= 1 }
        var text = ""
        var tupleLabels: [String?]?
        if isKeyword("some") || isKeyword("any") {
            text = current.display + " "
            advance()
        }
        while isPunctuation("@") {
            advance()
            _ = try expectIdentifier("an attribute name")
        }
        if isKeyword("inout") { throw unsupported("'inout' parameters", at: current.range) }
        if isPunctuation("[") {
            advance()
            let element = try parseTypeName()
            if isPunctuation(":") {
                throw unsupported("dictionaries", at: current.range)
            }
            try expect("]", "to close the array type")
            text += "[\(element.text)]"
        } else if isPunctuation("(") {
            advance()
            var parts: [String] = []
            var labels: [String?] = []
            while !isPunctuation(")") {
                var label: String?
                if case .identifier(let name) = current.kind, isPunctuation(":", peek(1)) {
                    label = name
                    advance(); advance()
                }
                if case .identifier("_") = current.kind { advance() }
                labels.append(label)
                parts.append(try parseTypeName().text)
                if isPunctuation(",") {
                    advance()
                } else if !isPunctuation(")") {
                    throw error("expected ',' or ')' in the type, found '\(current.display)'", at: current.range)
                }
            }
            advance()
            text += "(" + parts.joined(separator: ", ") + ")"
            if parts.count > 1, labels.contains(where: { $0 != nil }), !isOperator("->") {
                tupleLabels = labels
            }
            if isKeyword("throws") || isKeyword("async") {
                throw unsupported(Parser.unsupportedKeywords[current.display] ?? "'throws'", at: current.range)
            }
        } else {
            var (name, _) = try expectIdentifier("a type name")
            while isPunctuation("."), case .identifier(let member) = peek(1).kind {
                advance()
                advance()
                name += "." + member
            }
            if isOperator("<") && !current.spaceBefore {
                throw unsupported("generic types", at: current.range, hint: "use an array type such as [UIView]")
            }
            text += name
        }
        while (isOperator("?") || isOperator("!")) && !current.spaceBefore {
            text += current.display
            advance()
        }
        if isOperator("->") {
            advance()
            text += " -> " + (try parseTypeName()).text
        }
        var type = TypeName(text: text, range: start.extended(to: previous.range))
        type.tupleLabels = tupleLabels
        return type
    }

    /// `func name(params) -> Result { body }`; `func` is current.
    mutating func parseFunction(modifiers: Set<String>) throws(Diagnostic) -> FunctionDecl {
        let start = current.range
        advance()
        let nameToken = current
        let name: String
        switch nameToken.kind {
        case .identifier(let n): name = n
        case .op: throw unsupported("operator functions", at: nameToken.range)
        default: throw error("expected a function name after 'func', found '\(nameToken.display)'", at: nameToken.range)
        }
        advance()
        if isOperator("<") { throw unsupported("generic functions", at: current.range) }
        let parameters = try parseParameters()
        if isKeyword("throws") || isKeyword("rethrows") || isKeyword("async") {
            throw unsupported(
                Parser.unsupportedKeywords[current.display] ?? "error handling ('throws')", at: current.range)
        }
        var result: TypeName?
        if isOperator("->") {
            advance()
            result = try parseTypeName()
        }
        if isKeyword("where") { throw unsupported("'where' clauses", at: current.range) }
        let body = try parseBlock("to start the body of '\(name)'")
        return FunctionDecl(
            name: name, nameRange: nameToken.range, parameters: parameters, result: result, body: body,
            isOverride: modifiers.contains("override"), isStatic: modifiers.contains("static"),
            isMutating: modifiers.contains("mutating"), range: start.extended(to: previous.range))
    }

    /// `(label name: Type = default, …)`.
    mutating func parseParameters() throws(Diagnostic) -> [FunctionDecl.Parameter] {
        try expect("(", "to start the parameter list")
        var parameters: [FunctionDecl.Parameter] = []
        while !isPunctuation(")") {
            let start = current.range
            var first: String
            switch current.kind {
            case .identifier(let n): first = n
            case .keyword(let k) where !["inout", "let", "var"].contains(k): first = k
            case .keyword(let k):
                throw unsupported(k == "inout" ? "'inout' parameters" : "'\(k)' parameters", at: current.range)
            default: throw error("expected a parameter name, found '\(current.display)'", at: current.range)
            }
            advance()
            var label: String? = first == "_" ? nil : first
            var name = first
            if case .identifier(let second) = current.kind {
                name = second
                advance()
            } else if case .keyword(let second) = current.kind, second != "in" {
                name = second
                advance()
            }
            if name == "_" { label = label ?? nil }
            try expect(":", "and a type after the parameter name '\(name)'")
            var isInout = false
            if isKeyword("inout") {
                isInout = true
                advance()
            }
            let type = try parseTypeName()
            if isOperator("...") { throw unsupported("variadic parameters", at: current.range) }
            var defaultValue: Expression?
            if isOperator("=") {
                advance()
                defaultValue = try parseExpression()
            }
            parameters.append(
                FunctionDecl.Parameter(
                    label: label, name: name, id: symbols.id(name), type: type, defaultValue: defaultValue,
                    range: start.extended(to: previous.range), isInout: isInout))
            if isPunctuation(",") {
                advance()
            } else if !isPunctuation(")") {
                throw error("expected ',' or ')' in the parameter list, found '\(current.display)'", at: current.range)
            }
        }
        advance()
        return parameters
    }

    /// `class Name: Super, Protocol { members }`, `struct Name: Protocol { members }`,
    /// `extension Name: Protocol { members }`, or (from `parseEnum`) a caseless `enum Name { static … }`.
    mutating func parseTypeDeclaration() throws(Diagnostic) -> TypeDecl {
        let start = current.range
        let keyword = current.display
        let isExtension = keyword == "extension"
        let isStruct = keyword != "class"
        advance()
        let (name, nameRange) = try expectIdentifier("a type name after '\(keyword)'")
        if isOperator("<") { throw unsupported("generic types", at: current.range) }
        if isPunctuation("."), case .identifier = peek(1).kind {
            throw unsupported(
                "extensions of nested types", at: current.range, hint: "extend the type where it is declared")
        }
        var inherited: [(String, SourceRange)] = []
        if isPunctuation(":") {
            repeat {
                advance()
                let (parent, parentRange) = try expectIdentifier("a superclass or protocol name")
                inherited.append((parent, parentRange))
            } while isPunctuation(",")
        }
        if isKeyword("where") { throw unsupported("'where' clauses", at: current.range) }
        var decl = TypeDecl(
            name: name, nameRange: nameRange, isStruct: isStruct, superclass: nil, superclassRange: nil,
            conformances: [], properties: [], propertyIsLet: [], initializers: [], methods: [], range: start)
        decl.isExtension = isExtension
        decl.isCaselessEnum = keyword == "enum"
        // A class's first inherited name is its superclass; the interpreter checks it exists.
        if !isStruct, let first = inherited.first {
            decl.superclass = first.0
            decl.superclassRange = first.1
            decl.conformances = inherited.dropFirst().map(\.0)
        } else {
            decl.conformances = inherited.map(\.0)
        }
        let open = current.range
        try expect("{", "to start the body of '\(name)'")
        try enterNesting(open)
        defer { depth -= 1 }
        while !isPunctuation("}") {
            while isPunctuation(";") { advance() }
            if isPunctuation("}") { break }
            if case .end = current.kind { throw error("expected '}' to close '\(name)'", at: open) }
            let modifiers = try parseModifiers()
            switch current.kind {
            case .keyword("let"), .keyword("var"):
                let isLet = isKeyword("let")
                let statement = try parseVariable(
                    isStatic: modifiers.contains("static"), isOverride: modifiers.contains("override"),
                    inType: true, isLazy: modifiers.contains("lazy"))
                try endStatement()
                if case .variable(_, var bindings) = statement.kind {
                    if let wrapper = modifiers.first(where: { $0 == "@State" || $0 == "@Binding" }) {
                        if isLet {
                            throw error(
                                "property wrapper can only be applied to a 'var'", at: statement.range,
                                hint: "write '\(wrapper) var'")
                        }
                        guard isStruct, !isExtension, !decl.isCaselessEnum else {
                            throw error(
                                "'\(wrapper)' is a property of a View: declare it in a struct", at: statement.range)
                        }
                        for i in bindings.indices {
                            guard bindings[i].isStored else {
                                throw error(
                                    "property wrapper cannot be applied to a computed property",
                                    at: bindings[i].nameRange)
                            }
                            bindings[i].wrapper = wrapper == "@State" ? .state : .binding
                        }
                    }
                    if isExtension || decl.isCaselessEnum,
                        let stored = bindings.first(where: { $0.isStored && !$0.isStatic })
                    {
                        throw error(
                            isExtension
                                ? "extensions must not contain stored properties"
                                : "enums must not contain stored properties",
                            at: stored.nameRange,
                            hint: "make it 'static', or a computed property: var \(stored.name): Type { … }")
                    }
                    decl.properties += bindings
                    decl.propertyIsLet += bindings.map { _ in isLet }
                }
            case .keyword("func"):
                decl.methods.append(try parseFunction(modifiers: modifiers))
            case .keyword("init"):
                let initStart = current.range
                advance()
                var failable = false
                if (isOperator("?") || isOperator("!")) && !current.spaceBefore {
                    failable = true
                    advance()
                }
                let parameters = try parseParameters()
                if isKeyword("throws") || isKeyword("async") {
                    throw unsupported(Parser.unsupportedKeywords[current.display] ?? "'throws'", at: current.range)
                }
                let body = try parseBlock("to start the initializer's body")
                decl.initializers.append(
                    FunctionDecl(
                        name: "init", nameRange: initStart, parameters: parameters, result: nil,
                        body: body, isOverride: modifiers.contains("override"),
                        isInitializer: true, isFailable: failable,
                        isRequired: modifiers.contains("required"),
                        range: initStart.extended(to: previous.range)))
            case .keyword("class"), .keyword("struct"):
                decl.nestedTypes.append(try parseTypeDeclaration())
            case .keyword("typealias"):
                advance()
                let (alias, _) = try expectIdentifier("a type alias name after 'typealias'")
                guard isOperator("=") else {
                    throw error(
                        "expected '=' after 'typealias \(alias)'", at: current.range,
                        hint: "write typealias \(alias) = SomeType")
                }
                advance()
                decl.typeAliases.append((alias, try parseTypeName()))
                try endStatement()
            case .keyword(let word):
                if let what = Parser.unsupportedKeywords[word] { throw unsupported(what, at: current.range) }
                throw error(
                    "expected a property, method or initializer in '\(name)', found '\(word)'", at: current.range)
            default:
                throw error(
                    "expected a property, method or initializer in '\(name)', found '\(current.display)'",
                    at: current.range)
            }
        }
        advance()
        decl.range = start.extended(to: previous.range)
        return decl
    }
}
