/// A readable tree of the AST with source ranges, in the manner of swift-markdown's debug dump:
/// ```
/// Program
/// └─ Variable let @1:1-1:18
///    └─ Binding a2 @1:5-1:7
///       └─ Call @1:10-1:18
///          └─ Identifier UIView @1:10-1:16
/// ```
/// Tests compare it with golden files, so the parser's structure and ranges are pinned.
struct ASTDump {
    private var lines: [String] = []

    static func dump(_ program: [Statement]) -> String {
        var dumper = ASTDump()
        dumper.lines.append("Program")
        dumper.children(program.map { .statement($0) }, prefix: "")
        return dumper.lines.joined(separator: "\n") + "\n"
    }

    static func dump(_ expression: Expression) -> String {
        var dumper = ASTDump()
        dumper.node(.expression(expression), prefix: "", childPrefix: "")
        return dumper.lines.joined(separator: "\n") + "\n"
    }

    private indirect enum Node {
        case statement(Statement)
        case expression(Expression)
        case label(String, [Node])
    }

    private mutating func children(_ nodes: [Node], prefix: String) {
        for (i, child) in nodes.enumerated() {
            let last = i == nodes.count - 1
            node(child, prefix: prefix + (last ? "└─ " : "├─ "), childPrefix: prefix + (last ? "   " : "│  "))
        }
    }

    private mutating func node(_ node: Node, prefix: String, childPrefix: String) {
        let (title, kids) = describe(node)
        lines.append(prefix + title)
        children(kids, prefix: childPrefix)
    }

    private func describe(_ node: Node) -> (String, [Node]) {
        switch node {
        case .label(let text, let kids):
            return (text, kids)
        case .statement(let s):
            let at = " @\(s.range)"
            switch s.kind {
            case .expression(let e):
                return ("ExpressionStatement" + at, [.expression(e)])
            case .variable(let isLet, let bindings):
                return ("Variable \(isLet ? "let" : "var")" + at, bindings.map(binding))
            case .assignment(let target, let op, let value):
                return (
                    "Assignment \(op.map { $0.rawValue + "=" } ?? "=")" + at, [.expression(target), .expression(value)]
                )
            case .if(let conditions, let then, let otherwise):
                var kids = conditions.map(condition)
                kids.append(.label("Then", then.map { .statement($0) }))
                if let otherwise { kids.append(.label("Else", otherwise.map { .statement($0) })) }
                return ("If" + at, kids)
            case .guard(let conditions, let body):
                return ("Guard" + at, conditions.map(condition) + [.label("Else", body.map { .statement($0) })])
            case .forIn(let p, let sequence, let body):
                return (
                    "ForIn \(pattern(p))" + at, [.expression(sequence), .label("Body", body.map { .statement($0) })]
                )
            case .while(let conditions, let body):
                return ("While" + at, conditions.map(condition) + [.label("Body", body.map { .statement($0) })])
            case .repeat(let body, let c):
                return ("Repeat" + at, [.label("Body", body.map { .statement($0) }), .expression(c)])
            case .break: return ("Break" + at, [])
            case .continue: return ("Continue" + at, [])
            case .return(let e): return ("Return" + at, e.map { [.expression($0)] } ?? [])
            case .function(let f): return function(f)
            case .type(let t):
                var kids: [Node] = []
                for (i, p) in t.properties.enumerated() {
                    kids.append(binding(p, isLet: t.propertyIsLet[i]))
                }
                kids += t.initializers.map { .label(function($0).0, function($0).1) }
                kids += t.methods.map { .label(function($0).0, function($0).1) }
                kids += t.typeAliases.map { .label("TypeAlias \($0.name) = \($0.type.text)", []) }
                kids += t.nestedTypes.map { .statement(Statement(kind: .type($0), range: $0.range)) }
                let inherits = ([t.superclass].compactMap { $0 } + t.conformances).joined(separator: ", ")
                return (
                    "\(t.isStruct ? "Struct" : "Class") \(t.name)\(inherits.isEmpty ? "" : ": " + inherits)" + at, kids
                )
            case .import(let name): return ("Import \(name)" + at, [])
            case .switch(let subject, let clauses):
                return (
                    "Switch" + at,
                    [.expression(subject)]
                        + clauses.map { clause in
                            .label(
                                clause.isDefault ? "Default" : "Case",
                                clause.patterns.map { .expression($0) } + [
                                    .label("Body", clause.body.map { .statement($0) })
                                ])
                        }
                )
            case .defer(let body): return ("Defer" + at, body.map { .statement($0) })
            case .enumeration(let decl): return ("Enum \(decl.name): " + decl.cases.joined(separator: ", ") + at, [])
            }
        case .expression(let e):
            let at = " @\(e.range)"
            switch e.kind {
            case .int(let v): return ("IntLiteral \(v)" + at, [])
            case .double(let v): return ("DoubleLiteral \(v)" + at, [])
            case .bool(let v): return ("BoolLiteral \(v)" + at, [])
            case .nil: return ("NilLiteral" + at, [])
            case .string(let parts):
                return (
                    "StringLiteral" + at,
                    parts.map { part in
                        switch part {
                        case .text(let t): return .label("Text \(ScenarioValue.string(t).debugDescription)", [])
                        case .interpolation(let e): return .label("Interpolation", [.expression(e)])
                        }
                    }
                )
            case .identifier(let name): return ("Identifier \(name.text)" + at, [])
            case .anonymousParameter(let n): return ("AnonymousParameter $\(n)" + at, [])
            case .self: return ("Self" + at, [])
            case .implicitMember(let name): return ("ImplicitMember .\(name)" + at, [])
            case .array(let items): return ("ArrayLiteral" + at, items.map { .expression($0) })
            case .tuple(let items, let labels):
                return (
                    "Tuple" + at,
                    zip(items, labels).map { item, label in
                        label.map { .label("Element \($0):", [.expression(item)]) } ?? .expression(item)
                    }
                )
            case .keyPath(let names):
                return ("KeyPath \\." + (names.isEmpty ? "self" : names.joined(separator: ".")) + at, [])
            case .inoutArgument(let base): return ("InoutArgument" + at, [.expression(base)])
            case .cast(let base, let type, let kind):
                return ("Cast \(kind.rawValue) \(type.text)" + at, [.expression(base)])
            case .member(let base, let name, _): return ("Member .\(name)" + at, [.expression(base)])
            case .superMember(let name, _): return ("SuperMember .\(name)" + at, [])
            case .call(let callee, let args): return ("Call" + at, [.expression(callee)] + args.map(argument))
            case .subscript(let base, let args): return ("Subscript" + at, [.expression(base)] + args.map(argument))
            case .optionalBind(let base): return ("OptionalBind" + at, [.expression(base)])
            case .optionalChain(let inner): return ("OptionalChain" + at, [.expression(inner)])
            case .forceUnwrap(let base): return ("ForceUnwrap" + at, [.expression(base)])
            case .prefix(let op, let operand): return ("Prefix \(op)" + at, [.expression(operand)])
            case .binary(let op, let l, let r): return ("Binary \(op.rawValue)" + at, [.expression(l), .expression(r)])
            case .ternary(let c, let a, let b):
                return ("Ternary" + at, [.expression(c), .expression(a), .expression(b)])
            case .closure(let c):
                let params = c.parameters.isEmpty ? "" : " (" + c.parameters.map(\.text).joined(separator: ", ") + ")"
                return (
                    "Closure\(params)\(c.isSingleExpression ? " single-expression" : "")" + at,
                    c.body.map { .statement($0) }
                )
            }
        }
    }

    private func binding(_ b: Statement.Binding) -> Node { binding(b, isLet: nil) }

    private func binding(_ b: Statement.Binding, isLet: Bool?) -> Node {
        var title = isLet.map { $0 ? "Property let " : "Property var " } ?? "Binding "
        if b.isStatic { title = "static " + title }
        if b.isOverride { title = "override " + title }
        if b.isLazy { title = "lazy " + title }
        title += b.name
        if let type = b.type { title += ": \(type)" }
        title += " @\(b.nameRange)"
        var kids: [Node] = []
        if let value = b.value { kids.append(.expression(value)) }
        if let getter = b.getter { kids.append(.label("Getter", getter.map { .statement($0) })) }
        let accessors: [(String, [Statement]?, Name?)] = [
            ("Setter", b.setter, b.setterName), ("WillSet", b.willSetBody, b.willSetName),
            ("DidSet", b.didSetBody, b.didSetName),
        ]
        for (title, body, parameter) in accessors {
            if let body {
                kids.append(.label(title + (parameter.map { "(\($0.text))" } ?? ""), body.map { .statement($0) }))
            }
        }
        return .label(title, kids)
    }

    private func condition(_ c: Statement.Condition) -> Node {
        switch c {
        case .expression(let e): return .label("Condition", [.expression(e)])
        case .optionalBinding(let name, let range, let value):
            return .label("OptionalBinding \(name.text) @\(range)", [.expression(value)])
        }
    }

    private func pattern(_ p: Statement.Pattern) -> String { ASTDump.patternText(p) }

    /// A pattern as written: `(i, _)`.
    static func patternText(_ p: Statement.Pattern) -> String {
        switch p {
        case .name(let name, _): return name.text
        case .wildcard: return "_"
        case .tuple(let parts): return "(" + parts.map(patternText).joined(separator: ", ") + ")"
        }
    }

    private func argument(_ a: Expression.Argument) -> Node {
        .label("Argument" + (a.label.map { " \($0):" } ?? ""), [.expression(a.value)])
    }

    private func function(_ f: FunctionDecl) -> (String, [Node]) {
        var title = f.isOverride ? "override " : ""
        if f.isStatic { title += "static " }
        if f.isMutating { title += "mutating " }
        if f.isRequired { title += "required " }
        title += f.isInitializer ? "Init\(f.isFailable ? "?" : "")" : "Function \(f.name)"
        title +=
            "("
            + f.parameters.map { p in
                (p.label == p.name ? p.name : "\(p.label ?? "_") \(p.name)") + ": " + (p.type?.text ?? "?")
            }.joined(separator: ", ") + ")"
        if let result = f.result { title += " -> \(result)" }
        title += " @\(f.range)"
        var kids: [Node] = f.parameters.compactMap { p in
            p.defaultValue.map { .label("Default \(p.name)", [.expression($0)]) }
        }
        kids += f.body.map { .statement($0) }
        return (title, kids)
    }
}
