// UIKit's layout priority: 1…1000, required = 1000 (fact 24).
import Cassowary
import Foundation

/// A constraint priority. Higher priorities are satisfied before lower ones; `required` must hold.
public struct UILayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The value, 1…1000 (clamped).
    public let rawValue: Float

    /// Creates a priority; values are clamped to 1…1000.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue.isFinite ? min(1000, max(1, rawValue)) : 1
    }

    /// Creates a priority from its raw value.
    public init(rawValue: Float) { self.init(rawValue) }

    /// 1000: must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level `systemLayoutSizeFitting` uses.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 510: a drag that can resize the scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)

    /// Whether this is `required`.
    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver's priority.
    var solverPriority: Priority { Priority(Double(rawValue)) }

    /// Orders by raw value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `1000`, `750`, `999.5`.
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
