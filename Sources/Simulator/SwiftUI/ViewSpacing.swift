// SwiftUI's spacing preferences of a view, and the dimensions a subview reports.
import Foundation

/// The spacing preferences of a view (SwiftUI's `ViewSpacing`). The model gives every view the
/// same preference on every edge, so the distance between any two views is 8 pt — a model
/// assumption: SwiftUI's real values depend on the kinds of view and the platform.
public struct ViewSpacing: Hashable, Sendable {
    /// The preferred distance to a neighbour, in points.
    public var preferred: CGFloat

    /// Creates the default spacing.
    public init(preferred: CGFloat = ViewSpacing.defaultDistance) {
        self.preferred = preferred
    }

    /// The model's distance between two adjacent views (8 pt).
    public static let defaultDistance: CGFloat = 8
    /// No preference at all (`ViewSpacing.zero`).
    public static let zero = ViewSpacing(preferred: 0)

    /// The distance between this view and `next` along `axis`: the larger preference.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        max(preferred, next.preferred)
    }

    /// Merges a neighbour's preferences into this one (`formUnion`).
    public mutating func formUnion(_ other: ViewSpacing) {
        preferred = max(preferred, other.preferred)
    }
}

/// The size a subview reports for a proposal (`LayoutSubview.dimensions(in:)`).
public struct ViewDimensions: Hashable, Sendable {
    /// The width.
    public var width: CGFloat
    /// The height.
    public var height: CGFloat

    /// Creates dimensions.
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// The value of a horizontal alignment guide (its default: 0, ½ or all of the width).
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }

    /// The value of a vertical alignment guide (its default: 0, ½ or all of the height).
    public subscript(guide: VerticalAlignment) -> CGFloat { height * guide.fraction }
}
