// The alignment guides a view reports: SwiftUI's six standard guides, explicit or implicit.
import Foundation

/// One of SwiftUI's standard alignment guides: a horizontal one (`HorizontalAlignment`, a
/// position along x) or a vertical one (`VerticalAlignment`, a position along y).
public enum AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    /// The axis the guide's value is measured along.
    public var axis: Axis {
        if case .horizontal = self { return .horizontal }
        return .vertical
    }

    /// The implicit value's fraction of the view's length along `axis` (leading 0, center ½, trailing 1).
    var fraction: CGFloat {
        switch self {
        case .horizontal(let h): return h.fraction
        case .vertical(let v): return v.fraction
        }
    }

    /// The guide's bit in an `AlignmentGuides` set.
    var guides: AlignmentGuides {
        switch self {
        case .horizontal(.leading): return .leading
        case .horizontal(.center): return .horizontalCenter
        case .horizontal(.trailing): return .trailing
        case .vertical(.top): return .top
        case .vertical(.center): return .verticalCenter
        case .vertical(.bottom): return .bottom
        }
    }

    static let all: [AlignmentKey] = [.horizontal(.leading), .horizontal(.center), .horizontal(.trailing),
                                      .vertical(.top), .vertical(.center), .vertical(.bottom)]

    /// `leading`, `HorizontalAlignment.center`: how the trace names the guide.
    public var description: String {
        switch self {
        case .horizontal(.center): return "HorizontalAlignment.center"
        case .vertical(.center): return "VerticalAlignment.center"
        case .horizontal(let h): return h.rawValue
        case .vertical(let v): return v.rawValue
        }
    }
}

/// A set of standard guides: which guides a view (or something inside it) sets explicitly,
/// so a stack asks only views that have one (the common case, none, costs nothing).
public struct AlignmentGuides: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let leading = AlignmentGuides(rawValue: 1)
    public static let horizontalCenter = AlignmentGuides(rawValue: 2)
    public static let trailing = AlignmentGuides(rawValue: 4)
    public static let top = AlignmentGuides(rawValue: 8)
    public static let verticalCenter = AlignmentGuides(rawValue: 16)
    public static let bottom = AlignmentGuides(rawValue: 32)
    public static let horizontalGuides: AlignmentGuides = [.leading, .horizontalCenter, .trailing]
    public static let verticalGuides: AlignmentGuides = [.top, .verticalCenter, .bottom]

    /// The guides of the set, in `AlignmentKey.all` order.
    var keys: [AlignmentKey] { AlignmentKey.all.filter { contains($0.guides) } }
}
