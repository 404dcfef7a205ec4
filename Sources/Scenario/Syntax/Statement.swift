/// A statement or declaration node: its kind and the source range it covers.
struct Statement: Sendable {
    /// The kinds of statement the scenario subset has.
    indirect enum Kind: Sendable {
        case expression(Expression)
        /// `let a = 1, b = 2` or `var x: Double = 0`.
        case variable(isLet: Bool, [Binding])
        /// `target = value`, `target += value`, …; `op` is `=` or the compound operator.
        case assignment(Expression, op: String, Expression)
        case `if`([Condition], then: [Statement], else: [Statement]?)
        case `guard`([Condition], else: [Statement])
        case forIn(Pattern, Expression, body: [Statement])
        case `while`([Condition], body: [Statement])
        case `repeat`(body: [Statement], condition: Expression)
        case `break`
        case `continue`
        case `return`(Expression?)
        case function(FunctionDecl)
        case type(TypeDecl)
        /// `import UIKit`: accepted, nothing to do.
        case `import`(String)
    }

    /// One name bound by `let`/`var`.
    struct Binding: Sendable {
        var name: String
        var nameRange: SourceRange
        var type: TypeName?
        var value: Expression?
        /// `var x: T { … }`: a read-only computed property (in a type body).
        var getter: [Statement]?
        var isStatic: Bool = false
        var isOverride: Bool = false
    }

    /// A condition of `if`/`while`/`guard`: a Bool expression or an optional binding.
    enum Condition: Sendable {
        case expression(Expression)
        /// `let name = value` (or `let name` shorthand, where value is the name itself).
        case optionalBinding(name: String, nameRange: SourceRange, value: Expression)
    }

    /// What `for` binds each element to.
    enum Pattern: Sendable {
        case name(String, SourceRange)
        case wildcard
        /// `(i, view)` for `enumerated()`.
        case tuple([Pattern])
    }

    var kind: Kind
    var range: SourceRange
}

/// A written type, as in `var x: CGFloat` or `-> [UIView]`. Only the name matters to the
/// interpreter (an Int literal given to a `Double`/`CGFloat` becomes a Double).
struct TypeName: Sendable, CustomStringConvertible {
    var text: String
    var range: SourceRange
    var description: String { text }
    /// True for the floating-point types an integer value converts to.
    var isFloatingPoint: Bool {
        let base = text.hasSuffix("?") || text.hasSuffix("!") ? String(text.dropLast()) : text
        return base == "Double" || base == "CGFloat" || base == "Float" || base == "TimeInterval"
    }
}

/// `func name(label name: Type = default) -> Result { … }`.
struct FunctionDecl: Sendable {
    /// One parameter; `label` nil is written `_`.
    struct Parameter: Sendable {
        var label: String?
        var name: String
        var type: TypeName?
        var defaultValue: Expression?
        var range: SourceRange
    }
    var name: String
    var nameRange: SourceRange
    var parameters: [Parameter]
    var result: TypeName?
    var body: [Statement]
    var isOverride = false
    var isStatic = false
    var isMutating = false
    /// An `init`; `isFailable` for `init?`.
    var isInitializer = false
    var isFailable = false
    var isRequired = false
    var range: SourceRange
}

/// `class Name: Super { … }` or `struct Name { … }`.
struct TypeDecl: Sendable {
    var name: String
    var nameRange: SourceRange
    var isStruct: Bool
    var superclass: String?
    var superclassRange: SourceRange?
    /// Protocols after the superclass (`: UIView, Layout`): accepted, unchecked.
    var conformances: [String]
    var properties: [Statement.Binding]
    /// Whether each property in `properties` is a `let`.
    var propertyIsLet: [Bool]
    var initializers: [FunctionDecl]
    var methods: [FunctionDecl]
    var range: SourceRange
}
