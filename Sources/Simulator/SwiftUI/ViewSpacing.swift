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

/// The size a view reports for a proposal, with its alignment guides (SwiftUI's
/// `ViewDimensions`: what `LayoutSubview.dimensions(in:)` returns and `.alignmentGuide`'s
/// closure gets).
public struct ViewDimensions: Hashable, Sendable {
    /// The width.
    public var width: CGFloat
    /// The height.
    public var height: CGFloat
    /// The guides set explicitly in the view (`.alignmentGuide`, a layout's `explicitAlignment`).
    public var explicit: [AlignmentKey: CGFloat] = [:]

    /// Creates dimensions.
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// The value of a horizontal alignment guide: its explicit value, else its default (0, ½ or all of the width).
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[.horizontal(guide)] }

    /// The value of a vertical alignment guide: its explicit value, else its default (0, ½ or all of the height).
    public subscript(guide: VerticalAlignment) -> CGFloat { self[.vertical(guide)] }

    /// The explicit value of a horizontal guide, nil if nothing set one (`d[explicit: .leading]`).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit[.horizontal(guide)] }

    /// The explicit value of a vertical guide, nil if nothing set one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit[.vertical(guide)] }

    /// A standard guide's value, explicit or default (a custom guide's default needs
    /// `value(of:)`, which may run scenario code; here it is 0 if that fails).
    public subscript(key: AlignmentKey) -> CGFloat {
        explicit[key] ?? ((try? key.implicitValue(self)) ?? 0)
    }

    /// A guide's value, explicit or default; a custom guide's default is its `AlignmentID`'s
    /// `defaultValue(in:)` for these dimensions.
    public func value(of key: AlignmentKey) throws -> CGFloat {
        try explicit[key] ?? key.implicitValue(self)
    }

    /// A guide's explicit value.
    public subscript(explicit key: AlignmentKey) -> CGFloat? { explicit[key] }
}
