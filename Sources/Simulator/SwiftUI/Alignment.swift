// SwiftUI's alignments for stacks and frames.
import Foundation

/// A horizontal alignment guide: where a VStack lines up its children.
public enum HorizontalAlignment: String, Sendable, Hashable {
    case leading, center, trailing

    /// The fraction of the free width before the child (0, ½, 1).
    var fraction: CGFloat {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}

/// A vertical alignment guide: where an HStack lines up its children.
public enum VerticalAlignment: String, Sendable, Hashable {
    case top, center, bottom

    /// The fraction of the free height above the child (0, ½, 1).
    var fraction: CGFloat {
        switch self {
        case .top: return 0
        case .center: return 0.5
        case .bottom: return 1
        }
    }
}

/// A two-axis alignment: where a ZStack or a frame puts its content.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)

    /// The alignments by the names scenarios write (`.topLeading`, `.center`).
    public static let named: [String: Alignment] = [
        "center": .center, "leading": Alignment(horizontal: .leading, vertical: .center),
        "trailing": Alignment(horizontal: .trailing, vertical: .center),
        "top": Alignment(horizontal: .center, vertical: .top), "bottom": Alignment(horizontal: .center, vertical: .bottom),
        "topLeading": Alignment(horizontal: .leading, vertical: .top),
        "topTrailing": Alignment(horizontal: .trailing, vertical: .top),
        "bottomLeading": Alignment(horizontal: .leading, vertical: .bottom),
        "bottomTrailing": Alignment(horizontal: .trailing, vertical: .bottom),
    ]

    /// The origin of a `size` box aligned this way in `rect`.
    func origin(of size: CGSize, in rect: CGRect) -> CGPoint {
        CGPoint(
            x: rect.minX + (rect.width - size.width) * horizontal.fraction,
            y: rect.minY + (rect.height - size.height) * vertical.fraction)
    }

    /// `topLeading`, `center`.
    public var description: String {
        Self.named.first(where: { $0.value == self })?.key ?? "\(horizontal)/\(vertical)"
    }
}

/// Edge insets in SwiftUI's leading/trailing terms (`.padding`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// The same inset on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// Total inset along `axis`.
    func total(_ axis: Axis) -> CGFloat { axis == .horizontal ? leading + trailing : top + bottom }
}
