/// A value the simulator computed for a query, as grading sees it.
///
/// Kept apart from the scenario language's own value type so grading can be tested on its
/// own; `ScenarioLanguageEngine` converts between the two.
public indirect enum SimulatedValue: Equatable, Sendable, CustomStringConvertible {
    /// `true` / `false`.
    case bool(Bool)
    /// A whole number (counts, frames, bytes).
    case int(Int)
    /// A decimal number (ms, points).
    case double(Double)
    /// A string (a call `a2.layoutSubviews`, a view name).
    case string(String)
    /// A list (the calls a trace query found).
    case list([SimulatedValue])
    /// A rectangle in points.
    case rect(GradingRect)
    /// A value no question kind can use (`nil`, a point, an object), as the scenario printed it.
    case other(String)

    /// Printed as Swift would print it, for messages.
    public var description: String {
        switch self {
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .double(let value): return NumberText.format(value)
        case .string(let value): return "\"\(value)\""
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .rect(let rect): return rect.description
        case .other(let text): return text
        }
    }

    /// What kind of value this is, for type errors ("a list", "a number").
    public var typeName: String {
        switch self {
        case .bool: return "a Bool"
        case .int: return "an Int"
        case .double: return "a Double"
        case .string: return "a String"
        case .list: return "a list"
        case .rect: return "a CGRect"
        case .other: return "a value no question kind uses"
        }
    }
}
