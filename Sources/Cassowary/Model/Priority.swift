/// A constraint's priority with UIKit's meaning (`UILayoutPriority`).
///
/// `required` (1000) must hold; optional priorities (below 1000, fractions allowed) are
/// satisfied as well as possible, and a higher priority strictly dominates any number of
/// violations at lower priorities: the solver's objective is lexicographic, not a weighted sum.
public struct Priority: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The raw value, clamped to 0…1000 (NaN becomes 0).
    public let rawValue: Double

    /// Creates a priority; values outside 0…1000 are clamped, as UIKit clamps them.
    public init(_ rawValue: Double) {
        self.rawValue = rawValue.isNaN ? 0 : min(max(rawValue, 0), 1000)
    }

    /// Creates a priority from a floating-point literal, such as `749.5`.
    public init(floatLiteral value: Double) {
        self.init(value)
    }

    /// Creates a priority from an integer literal, such as `750`.
    public init(integerLiteral value: Int) {
        self.init(Double(value))
    }

    /// 1000: the constraint must hold.
    public static let required = Priority(1000)
    /// 750: UIKit's default compression resistance.
    public static let defaultHigh = Priority(750)
    /// 250: UIKit's default content hugging.
    public static let defaultLow = Priority(250)
    /// 50: the priority `systemLayoutSizeFitting` uses to pull a view to its fitting size.
    public static let fittingSizeLevel = Priority(50)

    /// Whether this is `required`.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Orders by raw value.
    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Prints like UIKit's logs: `1000`, `750`, `749.5`.
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
