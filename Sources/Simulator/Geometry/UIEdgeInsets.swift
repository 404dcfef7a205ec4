// Insets for layout margins and the safe area.
import Foundation

/// Edge insets, as in UIKit (`layoutMargins`, `safeAreaInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    /// Inset from each edge, in points.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// `rect` shrunk by the insets.
    public func inset(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX + left, y: rect.minY + top,
            width: max(0, rect.width - left - right), height: max(0, rect.height - top - bottom))
    }
}
