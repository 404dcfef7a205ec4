/// An expression node: its kind and the source range it covers.
struct Expression: Sendable {
    /// The kinds of expression the scenario subset has.
    indirect enum Kind: Sendable {
        case int(Int)
        case double(Double)
        case bool(Bool)
        case string([StringPart])
        case `nil`
        /// A name: a variable, function, type, or an implicit `self.` member.
        case identifier(Name)
        /// `$0`, `$1` inside a closure.
        case anonymousParameter(Int)
        case `self`
        /// `.redraw`, `.zero`: a member of the type the context expects.
        case implicitMember(String)
        case array([Expression])
        /// `base.name`.
        case member(Expression, name: String, nameRange: SourceRange)
        /// `super.name`, only inside a class.
        case superMember(name: String, nameRange: SourceRange)
        /// `callee(label: value, …)`, trailing closures included as arguments.
        case call(Expression, [Argument])
        /// `base[index]`.
        case `subscript`(Expression, [Argument])
        /// `base?`: the start of optional chaining; nil skips the rest of the chain.
        case optionalBind(Expression)
        /// The whole chain containing `?`: evaluates to nil when a bound value was nil.
        case optionalChain(Expression)
        /// `base!`.
        case forceUnwrap(Expression)
        case prefix(String, Expression)
        case binary(BinaryOperator, Expression, Expression)
        case ternary(Expression, Expression, Expression)
        /// `{ (a, b) in … }`, `{ $0 * 2 }`.
        case closure(Closure)
        /// `(a, b)`, `(x: 1, y: 2)`: one label per element, nil where there is none.
        case tuple([Expression], labels: [String?])
        /// `\.height`, `\.size.width`, `\.self` (no names): a key path, used as a function.
        case keyPath([String])
        /// `&cache`: an argument passed to an `inout` parameter.
        case inoutArgument(Expression)
        /// `cell as! CardCell`, `view as? UILabel`, `x as CGFloat`, `view is UILabel`.
        case cast(Expression, TypeName, CastKind)
    }

    /// Which of Swift's type-casting operators a `.cast` is.
    enum CastKind: String, Sendable {
        /// `as`: a conversion the compiler checks (an upcast, a literal's type).
        case plain = "as"
        /// `as?`: the value as the type, or nil.
        case conditional = "as?"
        /// `as!`: the value as the type, or a crash.
        case forced = "as!"
        /// `is`: whether the value is of the type.
        case check = "is"
    }

    /// A part of a string literal.
    enum StringPart: Sendable {
        case text(String)
        case interpolation(Expression)
    }

    /// One argument of a call: its label (nil for none) and value.
    struct Argument: Sendable {
        var label: String?
        var labelRange: SourceRange?
        var value: Expression
    }

    /// A closure literal.
    struct Closure: Sendable {
        var parameters: [Name]
        var body: [Statement]
        /// The closure is one expression, whose value it returns.
        var isSingleExpression: Bool
    }

    var kind: Kind
    var range: SourceRange
    /// Whether a closure literal occurs anywhere in the expression (it would capture the scope).
    let containsClosure: Bool
    /// Levels of the tree under and including this node (a closure's body counts as one: its
    /// statements are bounded by the parser's nesting limit). The parser bounds it.
    let height: Int

    init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
        switch kind {
        case .int, .double, .bool, .nil, .identifier, .anonymousParameter, .self, .implicitMember, .superMember,
            .keyPath:
            containsClosure = false
        case .closure:
            containsClosure = true
        case .string(let parts):
            containsClosure = parts.contains {
                if case .interpolation(let e) = $0 { return e.containsClosure }; return false
            }
        case .array(let items), .tuple(let items, _):
            containsClosure = items.contains(where: \.containsClosure)
        case .member(let base, _, _), .inoutArgument(let base), .optionalBind(let base), .optionalChain(let base),
            .forceUnwrap(let base), .prefix(_, let base),
            .cast(let base, _, _):
            containsClosure = base.containsClosure
        case .call(let base, let args), .subscript(let base, let args):
            containsClosure = base.containsClosure || args.contains { $0.value.containsClosure }
        case .binary(_, let l, let r):
            containsClosure = l.containsClosure || r.containsClosure
        case .ternary(let c, let a, let b):
            containsClosure = c.containsClosure || a.containsClosure || b.containsClosure
        }
        switch kind {
        case .int, .double, .bool, .nil, .identifier, .anonymousParameter, .self, .implicitMember, .superMember,
            .closure, .keyPath:
            height = 1
        case .string(let parts):
            height =
                1
                + parts.reduce(0) {
                    if case .interpolation(let e) = $1 { return max($0, e.height) }; return $0
                }
        case .array(let items), .tuple(let items, _):
            height = 1 + (items.map(\.height).max() ?? 0)
        case .member(let base, _, _), .inoutArgument(let base), .optionalBind(let base), .optionalChain(let base),
            .forceUnwrap(let base),
            .prefix(_, let base), .cast(let base, _, _):
            height = 1 + base.height
        case .call(let base, let args), .subscript(let base, let args):
            height = 1 + max(base.height, args.map(\.value.height).max() ?? 0)
        case .binary(_, let l, let r):
            height = 1 + max(l.height, r.height)
        case .ternary(let c, let a, let b):
            height = 1 + max(c.height, a.height, b.height)
        }
    }
}
