// Insets by writing direction: leading and trailing instead of left and right.
import Foundation

/// `NSDirectionalEdgeInsets`, as `directionalLayoutMargins` uses. The simulator runs in a
/// left-to-right language, so leading is left and trailing is right.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// Inset from each edge, in points.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same insets by left and right (left to right).
    public var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// `insets` by leading and trailing (left to right).
    public init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
