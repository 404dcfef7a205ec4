import Foundation

/// A value while a scenario runs. Optionals are not wrapped: `nil` is `.null`, a present value
/// is itself, which is all the subset's `?`, `!`, `??` and `if let` need.
enum Value {
    case void
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// Swift arrays already have value semantics (copy on write), as Swift's arrays do.
    case array([Value])
    /// `(1, 2)` or `(x: 1, y: 2)`: `labels` is nil when no element has one.
    case tuple([Value], labels: [String?]?)
    /// A half-open integer range `lower..<upper` (`a...b` is stored as `a..<b+1`).
    case range(Int, Int)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case function(Function)
    /// An instance of a scenario class (a reference).
    case instance(Instance)
    /// An instance of a scenario struct (a value: copied on assignment).
    case structValue(StructValue)
    /// An object of the host (the simulator), with the binding that describes its members.
    case host(NativeType, AnyObject)
    /// A type used as a value: `UIView` in `UIView.animate`, `Card` in `Card()`.
    case type(TypeValue)
    /// An implicit member not yet given a type: `.redraw`, `.zero`, `.required`.
    case symbol(String)

    /// The name of the value's type, as diagnostics say it.
    var typeName: String {
        switch self {
        case .void: return "Void"
        case .null: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .array: return "Array"
        case .tuple: return "tuple"
        case .range: return "Range<Int>"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .rect: return "CGRect"
        case .function: return "function"
        case .instance(let i): return i.type.name
        case .structValue(let s): return s.type.name
        case .host(let type, _): return type.name
        case .type(let t): return t.name + ".Type"
        case .symbol(let name): return "." + name
        }
    }

    var isNone: Bool {
        if case .null = self { return true }
        return false
    }
}

/// A type named in scenario code: a scenario class or struct, or a host type.
enum TypeValue {
    case script(ScriptType)
    case native(NativeType)

    var name: String {
        switch self {
        case .script(let t): return t.name
        case .native(let t): return t.name
        }
    }
}

/// A scenario struct's value: its type and stored properties.
struct StructValue {
    let type: ScriptType
    var fields: [String: Value]
}

/// A scenario class instance. When its class descends from a host class (`class Card: UIView`)
/// `native` is the host object `super.init` created; the simulator sees that object.
final class Instance {
    let type: ScriptType
    var fields: [String: Value] = [:]
    var native: AnyObject?
    var nativeType: NativeType?
    /// The id used in `Card#2`-style names of instances the host does not name.
    let serial: Int

    init(type: ScriptType, serial: Int) {
        self.type = type
        self.serial = serial
    }
}

/// Something callable: a scenario function or method, a closure, or a host function.
final class Function {
    enum Body {
        /// A `func` (or a method, with its receiver in `selfValue`).
        case declared(FunctionDecl, ScriptType?)
        case closure(Expression.Closure)
        /// A host function's overloads; `selfValue` is its receiver.
        case native([NativeFunction])
    }
    let name: String
    let body: Body
    /// Where the function was defined: what it captures.
    let environment: Environment?
    let selfValue: Value?

    init(name: String, body: Body, environment: Environment?, selfValue: Value? = nil) {
        self.name = name
        self.body = body
        self.environment = environment
        self.selfValue = selfValue
    }
}
