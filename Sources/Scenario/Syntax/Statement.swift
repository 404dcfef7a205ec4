/// A statement or declaration node: its kind and the source range it covers.
struct Statement: Sendable {
    /// The kinds of statement the scenario subset has.
    indirect enum Kind: Sendable {
        case expression(Expression)
        /// `let a = 1, b = 2` or `var x: Double = 0`.
        case variable(isLet: Bool, [Binding])
        /// `target = value`, `target += value`, …; `op` is nil for `=`, else the compound's operator.
        case assignment(Expression, op: BinaryOperator?, Expression)
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
        /// `switch subject { case a, b: … default: … }` (value and range patterns).
        case `switch`(Expression, [SwitchClause])
        /// `defer { … }`: runs when the enclosing block exits.
        case `defer`([Statement])
        /// `enum Name { case a, b }`: cases without raw or associated values.
        case enumeration(EnumDecl)
    }

    /// One `case p1, p2:` (or `default:` when `patterns` is empty) of a switch.
    struct SwitchClause: Sendable {
        var patterns: [Expression]
        var body: [Statement]
        var range: SourceRange
        var isDefault: Bool { patterns.isEmpty }
    }

    /// One name bound by `let`/`var`.
    struct Binding: Sendable {
        var name: String
        var id: Int
        var nameRange: SourceRange
        var type: TypeName?
        var value: Expression?
        /// `var x: T { … }` or `{ get { … } }`: a computed property's getter (in a type body).
        var getter: [Statement]?
        /// `set { … }` / `set(name) { … }`: the setter, with its parameter (`newValue` by default).
        var setter: [Statement]? = nil
        var setterName: Name? = nil
        /// `willSet { … }` / `didSet { … }` observers of a stored property, or of an inherited one
        /// (`override var frame: CGRect { didSet { … } }`), with their parameter's name
        /// (`newValue` / `oldValue` by default).
        var willSetBody: [Statement]? = nil
        var willSetName: Name? = nil
        var didSetBody: [Statement]? = nil
        var didSetName: Name? = nil
        /// `lazy var`: the initial value is evaluated on first access, with `self` available.
        var isStatic: Bool = false
        var isOverride: Bool = false
        var isLazy = false
        /// `@State var` / `@Binding var`: SwiftUI's storage, kept by the view's identity.
        var wrapper: PropertyWrapper? = nil
        /// `let (a, b) = pair`: the names the value is split into (then `name` is only for display).
        var pattern: Pattern? = nil

        var hasObservers: Bool { willSetBody != nil || didSetBody != nil }
        /// Whether the property has storage of its own: not computed, and not an override (which
        /// only observes or replaces the inherited property's accessors).
        var isStored: Bool { getter == nil && !isStatic && !isOverride }
    }

    /// A condition of `if`/`while`/`guard`: a Bool expression or an optional binding.
    enum Condition: Sendable {
        case expression(Expression)
        /// `let name = value` (or `let name` shorthand, where value is the name itself).
        case optionalBinding(name: Name, nameRange: SourceRange, value: Expression)
    }

    /// What `for` binds each element to.
    enum Pattern: Sendable {
        case name(Name, SourceRange)
        case wildcard
        /// `(i, view)` for `enumerated()`.
        case tuple([Pattern])
    }

    var kind: Kind
    var range: SourceRange
    /// Whether this statement (anywhere inside it) creates a closure or declares a function or
    /// type: something that captures its scope, so loops must give each iteration a fresh one.
    let captures: Bool
    /// Whether the first (then/loop) body and the else body declare names or bind them in
    /// conditions: only then do they need a scope of their own.
    let bodyNeedsScope: Bool
    let elseNeedsScope: Bool

    init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
        func declares(_ body: [Statement]) -> Bool {
            body.contains { statement in
                switch statement.kind {
                // A `defer` needs the block's own run (Interpreter.executeDeferring).
                case .variable, .function, .type, .defer, .enumeration: return true
                default: return false
                }
            }
        }
        func binds(_ conditions: [Condition]) -> Bool {
            conditions.contains {
                if case .optionalBinding = $0 { return true }; return false
            }
        }
        func conditionsCapture(_ conditions: [Condition]) -> Bool {
            conditions.contains { condition in
                switch condition {
                case .expression(let e), .optionalBinding(_, _, let e): return e.containsClosure
                }
            }
        }
        let anyCaptures: ([Statement]) -> Bool = { $0.contains(where: \.captures) }
        switch kind {
        case .expression(let e):
            captures = e.containsClosure
            (bodyNeedsScope, elseNeedsScope) = (false, false)
        case .variable(_, let bindings):
            captures = bindings.contains { ($0.value?.containsClosure ?? false) || $0.getter != nil || $0.hasObservers }
            (bodyNeedsScope, elseNeedsScope) = (false, false)
        case .assignment(let target, _, let value):
            captures = target.containsClosure || value.containsClosure
            (bodyNeedsScope, elseNeedsScope) = (false, false)
        case .if(let conditions, let then, let otherwise):
            captures = conditionsCapture(conditions) || anyCaptures(then) || anyCaptures(otherwise ?? [])
            bodyNeedsScope = binds(conditions) || declares(then)
            elseNeedsScope = declares(otherwise ?? [])
        case .guard(let conditions, let body):
            captures = conditionsCapture(conditions) || anyCaptures(body)
            (bodyNeedsScope, elseNeedsScope) = (false, declares(body))
        case .forIn(_, let sequence, let body):
            captures = sequence.containsClosure || anyCaptures(body)
            (bodyNeedsScope, elseNeedsScope) = (true, false)
        case .while(let conditions, let body):
            captures = conditionsCapture(conditions) || anyCaptures(body)
            (bodyNeedsScope, elseNeedsScope) = (binds(conditions) || declares(body), false)
        case .repeat(let body, let condition):
            captures = condition.containsClosure || anyCaptures(body)
            (bodyNeedsScope, elseNeedsScope) = (declares(body), false)
        case .return(let e):
            captures = e?.containsClosure ?? false
            (bodyNeedsScope, elseNeedsScope) = (false, false)
        case .function, .type:
            captures = true
            (bodyNeedsScope, elseNeedsScope) = (false, false)
        case .break, .continue, .import, .enumeration:
            captures = false
            (bodyNeedsScope, elseNeedsScope) = (false, false)
        case .switch(let subject, let clauses):
            captures =
                subject.containsClosure
                || clauses.contains { clause in
                    anyCaptures(clause.body) || clause.patterns.contains(where: \.containsClosure)
                }
            (bodyNeedsScope, elseNeedsScope) = (clauses.contains { declares($0.body) }, false)
        case .defer(let body):
            captures = anyCaptures(body)
            (bodyNeedsScope, elseNeedsScope) = (declares(body), false)
        }
    }
}

/// A written type, as in `var x: CGFloat` or `-> [UIView]`. Only the name matters to the
/// interpreter (an Int literal given to a `Double`/`CGFloat` becomes a Double).
struct TypeName: Sendable, CustomStringConvertible {
    var text: String
    var range: SourceRange
    /// `(min: Int, max: Int)`: the element labels a tuple of this type carries (nil entries for
    /// unlabeled elements); Swift gives them to an unlabeled tuple converted to the type.
    var tupleLabels: [String?]? = nil
    var description: String { text }
    /// True for the floating-point types an integer value converts to.
    /// `T?` or `T!`: a value of this type prints as `Optional(…)`.
    var isOptional: Bool { text.hasSuffix("?") || text.hasSuffix("!") }
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
        var id: Int
        var type: TypeName?
        var defaultValue: Expression?
        var range: SourceRange
        /// `_ cache: inout Cache`: the argument (written `&x`) is copied in and back out.
        var isInout = false
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

/// `enum Name: CaseIterable { case a, b }`.
struct EnumDecl: Sendable {
    var name: String
    var nameRange: SourceRange
    var cases: [String]
    var range: SourceRange
}

/// `class Name: Super { … }` or `struct Name { … }`.
/// The SwiftUI property wrappers a stored property may have.
enum PropertyWrapper: Sendable {
    /// `@State`: storage SwiftUI keeps while the view's identity lives.
    case state
    /// `@Binding`: a reference to storage another view owns (`$count`).
    case binding
}

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
    /// Types declared inside this one (`struct CacheData` inside a layout).
    var nestedTypes: [TypeDecl] = []
    /// `typealias Cache = CacheData` inside the type: name, aliased type.
    var typeAliases: [(name: String, type: TypeName)] = []
    /// `extension Name: Protocol { members }`: members added to the type `name` (a scenario
    /// type, a host type or the `View` protocol), not a new type.
    var isExtension = false
    /// `enum Name: AlignmentID { static … }` without cases: a namespace for static members.
    var isCaselessEnum = false
    /// `@Observable class`: reads of its properties in a view's body are tracked, writes update
    /// the views that read them.
    var isObservable = false
}
