/// A failure in library or host code; the interpreter adds the source range of the call.
struct NativeError: Error {
    var kind: Diagnostic.Kind
    var message: String
    var hint: String?
    var suggestion: String?

    init(_ kind: Diagnostic.Kind, _ message: String, hint: String? = nil, suggestion: String? = nil) {
        self.kind = kind
        self.message = message
        self.hint = hint
        self.suggestion = suggestion
    }
}

/// The simulated app raised an exception (UIKit would crash the app): the run stops with
/// outcome `.raised`, and the trace up to here is still valid.
struct AppRaised: Error {
    var message: String
}

/// A host function, method or initializer, with the argument labels it takes.
struct NativeFunction {
    /// The body: the interpreter, the receiver (mutable, for mutating methods of value types;
    /// `.void` for free functions and initializers), and the arguments in parameter order.
    /// Omitted optional arguments arrive as `.null`.
    typealias Body = (Interpreter, inout Value, [Value]) throws -> Value

    /// The parameters' labels (nil for an unlabeled parameter).
    let labels: [String?]
    /// Parameters from this index on may be omitted (trailing defaults).
    let requiredCount: Int
    /// The receiver changes (array `append`): the interpreter writes it back.
    let isMutating: Bool
    /// The parameter at this index takes any number of arguments with its label (`print(a, b)`,
    /// `String(format: f, a, b)`), passed as an array.
    let variadicIndex: Int?
    var isVariadic: Bool { variadicIndex != nil }
    /// No parameter takes a closure (`contains(_:)`, `firstIndex(of:)`): a trailing closure never
    /// fills one, so `array.contains { … }` picks `contains(where:)`, as Swift's type checker does.
    let takesNoClosure: Bool
    let body: Body

    init(
        _ labels: [String?], required: Int? = nil, mutating: Bool = false, variadic: Bool = false,
        variadicAt: Int? = nil,
        noClosure: Bool = false, _ body: @escaping Body
    ) {
        self.labels = labels
        self.requiredCount = required ?? labels.count
        self.isMutating = mutating
        self.variadicIndex = variadicAt ?? (variadic ? 0 : nil)
        self.takesNoClosure = noClosure
        self.body = body
    }

    /// `name(a:b:)`, the form Swift documentation names a function by.
    func signature(_ name: String) -> String {
        name + "("
            + labels.enumerated().map { ($0.element ?? "_") + ($0.offset == variadicIndex ? ":..." : ":") }.joined()
            + ")"
    }
}

/// A host property: a getter and, if assignable, a setter (which may change a value-type receiver).
struct NativeProperty {
    typealias Getter = (Interpreter, Value) throws -> Value
    typealias Setter = (Interpreter, inout Value, Value) throws -> Void
    let get: Getter
    let set: Setter?

    init(get: @escaping Getter, set: Setter? = nil) {
        self.get = get
        self.set = set
    }
}

/// The binding of one host type into the language: its initializers, properties, methods and
/// static members. Binding the simulator means adding these, not changing the interpreter.
final class NativeType {
    let name: String
    let superType: NativeType?
    var initializers: [NativeFunction] = []
    var properties: [String: NativeProperty] = [:]
    var methods: [String: [NativeFunction]] = [:]
    var staticProperties: [String: (Interpreter) throws -> Value] = [:]
    var staticMethods: [String: [NativeFunction]] = [:]
    /// What an unknown method is called in errors: "modifier" for SwiftUI views.
    var memberNoun = "method"
    /// Called when a scenario binds the object to a name (`let a2 = UIView()` → "a2").
    var nameObject: ((Interpreter, AnyObject, String) -> Void)?
    /// How `print` shows the object.
    var describe: ((AnyObject) -> String)?
    /// `==` for host value types (colors, events); without it objects compare by identity.
    var equals: ((AnyObject, AnyObject) -> Bool)?
    /// The protocols the host class adopts (`UITableViewController`: `UITableViewDataSource`), for `is`/`as?`.
    var conformances: Set<String> = []
    /// Called when a scenario class instance gets its host object from `super.init`, so the
    /// host can route overridden methods back into the scenario.
    var adoptSubclassInstance: ((Interpreter, Instance, AnyObject) -> Void)?

    init(name: String, superType: NativeType? = nil) {
        self.name = name
        self.superType = superType
    }

    /// Whether `self` is `other` or descends from it.
    func isSubtype(of other: NativeType) -> Bool {
        var type: NativeType? = self
        while let t = type {
            if t === other { return true }
            type = t.superType
        }
        return false
    }

    func property(_ member: String) -> NativeProperty? {
        var type: NativeType? = self
        while let t = type {
            if let p = t.properties[member] { return p }
            type = t.superType
        }
        return nil
    }

    func methods(_ member: String) -> [NativeFunction]? {
        var type: NativeType? = self
        while let t = type {
            if let m = t.methods[member] { return m }
            type = t.superType
        }
        return nil
    }

    func staticProperty(_ member: String) -> ((Interpreter) throws -> Value)? {
        var type: NativeType? = self
        while let t = type {
            if let p = t.staticProperties[member] { return p }
            type = t.superType
        }
        return nil
    }

    func staticMethods(_ member: String) -> [NativeFunction]? {
        var type: NativeType? = self
        while let t = type {
            if let m = t.staticMethods[member] { return m }
            type = t.superType
        }
        return nil
    }

    var hookOwner: NativeType? {
        var type: NativeType? = self
        while let t = type {
            if t.adoptSubclassInstance != nil { return t }
            type = t.superType
        }
        return nil
    }

    /// Every instance member name, for "did you mean …?".
    var instanceMemberNames: [String] {
        var names: [String] = []
        var type: NativeType? = self
        while let t = type {
            names += t.properties.keys
            names += t.methods.keys
            type = t.superType
        }
        return names
    }

    var staticMemberNames: [String] {
        var names: [String] = []
        var type: NativeType? = self
        while let t = type {
            names += t.staticProperties.keys
            names += t.staticMethods.keys
            type = t.superType
        }
        return names
    }

    /// A type's members at one moment, to put back when a run whose extensions grew the type
    /// ends (the dictionaries are copied on write, so keeping them copies nothing).
    struct Members {
        let type: NativeType
        let properties: [String: NativeProperty]
        let methods: [String: [NativeFunction]]
        let staticProperties: [String: (Interpreter) throws -> Value]
        let staticMethods: [String: [NativeFunction]]

        init(of type: NativeType) {
            self.type = type
            properties = type.properties
            methods = type.methods
            staticProperties = type.staticProperties
            staticMethods = type.staticMethods
        }

        /// Gives the type these members again.
        func restore() {
            type.properties = properties
            type.methods = methods
            type.staticProperties = staticProperties
            type.staticMethods = staticMethods
        }
    }

    /// Drops every member: bindings' closures refer to their types, so a library no longer
    /// kept breaks those cycles explicitly instead of leaking them.
    func removeAllMembers() {
        initializers = []
        properties = [:]
        methods = [:]
        staticProperties = [:]
        staticMethods = [:]
        nameObject = nil
        describe = nil
        equals = nil
        adoptSubclassInstance = nil
    }

    /// Adds a read-only property.
    func property(_ name: String, _ get: @escaping NativeProperty.Getter) {
        properties[name] = NativeProperty(get: get)
    }

    /// Adds a read-write property.
    func property(_ name: String, get: @escaping NativeProperty.Getter, set: @escaping NativeProperty.Setter) {
        properties[name] = NativeProperty(get: get, set: set)
    }

    /// Adds one overload of a method.
    func method(
        _ name: String, _ labels: [String?], required: Int? = nil, mutating: Bool = false, noClosure: Bool = false,
        _ body: @escaping NativeFunction.Body
    ) {
        methods[name, default: []].append(
            NativeFunction(labels, required: required, mutating: mutating, noClosure: noClosure, body))
    }

    /// Adds one overload of a static method.
    func staticMethod(_ name: String, _ labels: [String?], required: Int? = nil, _ body: @escaping NativeFunction.Body)
    {
        staticMethods[name, default: []].append(NativeFunction(labels, required: required, body))
    }

    /// Adds an initializer (`UIView(frame:)`).
    func initializer(
        _ labels: [String?], required: Int? = nil, variadicAt: Int? = nil, _ body: @escaping NativeFunction.Body
    ) {
        initializers.append(NativeFunction(labels, required: required, variadicAt: variadicAt, body))
    }
}
