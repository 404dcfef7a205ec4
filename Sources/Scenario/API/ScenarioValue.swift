import Foundation

/// A value a scenario or a query produced, detached from the interpreter: what grading compares.
///
/// Prints as Swift prints values: `CGRect` as `(20.0, 40.0, 100.0, 50.0)`, arrays of strings as
/// `["a1.layoutSubviews", "a2.layoutSubviews"]`, `nil` as `nil`.
public enum ScenarioValue: Equatable, Sendable, CustomStringConvertible {
    /// The result of a statement or function with no value.
    case void
    case `nil`
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([ScenarioValue])
    case tuple([ScenarioValue])
    /// A tuple with element labels, `(min: 1, max: 4)` (nil for an unlabeled element).
    case labeledTuple([String?], [ScenarioValue])
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// A simulated object (view, controller, trace event …), by its description (its trace name for views).
    case object(String)
    /// A case of an option or enum such as `.redraw`.
    case symbol(String)

    /// How Swift's `print` shows the value.
    public var description: String {
        switch self {
        case .void: return "()"
        case .nil: return "nil"
        case .bool(let b): return String(b)
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s): return s
        case .array(let items): return "[" + items.map(\.debugDescription).joined(separator: ", ") + "]"
        case .tuple(let items): return "(" + items.map(\.debugDescription).joined(separator: ", ") + ")"
        case .labeledTuple(let labels, let items):
            return "("
                + zip(labels, items).map { ($0.map { $0 + ": " } ?? "") + $1.debugDescription }.joined(separator: ", ")
                + ")"
        case .point(let p): return "(\(Double(p.x)), \(Double(p.y)))"
        case .size(let s): return "(\(Double(s.width)), \(Double(s.height)))"
        case .rect(let r):
            return "(\(Double(r.origin.x)), \(Double(r.origin.y)), \(Double(r.size.width)), \(Double(r.size.height)))"
        case .object(let name): return name
        case .symbol(let name): return name
        }
    }

    /// How Swift shows the value inside a collection: strings quoted and escaped.
    public var debugDescription: String {
        if case .string(let s) = self {
            var escaped = "\""
            for c in s.unicodeScalars {
                switch c {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\n": escaped += "\\n"
                case "\t": escaped += "\\t"
                case "\r": escaped += "\\r"
                default: escaped.unicodeScalars.append(c)
                }
            }
            return escaped + "\""
        }
        if case .symbol(let name) = self { return "." + name }
        return description
    }

    /// The value as a Bool, if it is one.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The value as an Int, if it is an integer (a Double with no fraction counts).
    public var intValue: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d) where d.rounded() == d && abs(d) < 9e15: return Int(d)
        default: return nil
        }
    }

    /// The value as a Double, if it is a number.
    public var doubleValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    /// The value as a String: a string's text, or an object's or symbol's name.
    public var stringValue: String? {
        switch self {
        case .string(let s), .object(let s), .symbol(let s): return s
        default: return nil
        }
    }

    /// The elements of an array or tuple.
    public var arrayValue: [ScenarioValue]? {
        switch self {
        case .array(let items), .tuple(let items), .labeledTuple(_, let items): return items
        default: return nil
        }
    }

    /// The value as a rectangle, if it is one.
    public var rectValue: CGRect? {
        if case .rect(let r) = self { return r }
        return nil
    }

    /// True for `nil`.
    public var isNil: Bool {
        if case .nil = self { return true }
        return false
    }
}
