/// How a constraint's expression compares with zero.
public enum Relation: Sendable, CustomStringConvertible {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// The Swift operator: `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}
