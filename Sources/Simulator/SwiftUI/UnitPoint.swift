// SwiftUI's normalized point: the anchor of `place(at:anchor:proposal:)`.
import Foundation

/// A point in a view's unit square: (0, 0) is its top leading corner, (1, 1) its bottom trailing
/// one. The model is left to right, so leading is left.
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    /// 0 at the leading edge, 1 at the trailing edge.
    public var x: CGFloat
    /// 0 at the top, 1 at the bottom.
    public var y: CGFloat

    /// Creates a unit point.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The named unit points, by the names scenarios write (`.topLeading`).
    public static let named: [String: UnitPoint] = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
        "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    /// The names in the order `description` prefers them (`topLeading` over `zero`).
    static let order = [
        "topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom",
        "bottomTrailing",
    ]

    /// `topLeading`, or `(0.25, 0.5)` for an unnamed point.
    public var description: String {
        if let name = Self.order.first(where: { Self.named[$0] == self }) { return name }
        return "(\(UIView.format(x)), \(UIView.format(y)))"
    }
}
