// The alignment guides a view reports: SwiftUI's six standard guides, explicit or implicit.
import Foundation

/// An alignment guide: a horizontal one (`HorizontalAlignment`, a position along x) or a
/// vertical one (`VerticalAlignment`, a position along y); SwiftUI's six standard guides or a
/// scenario's `AlignmentID`.
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

    /// The scenario's `AlignmentID` behind a custom guide.
    public var customID: CustomAlignmentID? {
        switch self {
        case .horizontal(.custom(let id)), .vertical(.custom(let id)): return id
        default: return nil
        }
    }

    /// The guide's value for a view of `dimensions` that sets none explicitly: 0, ½ or all of its
    /// length, or a custom guide's `defaultValue(in:)`.
    func implicitValue(_ dimensions: ViewDimensions) throws -> CGFloat {
        if let id = customID { return try id.defaultValue(dimensions) }
        return (axis == .horizontal ? dimensions.width : dimensions.height) * fraction
    }

    /// The guide's bit in an `AlignmentGuides` set (one bit per axis for all custom guides).
    var guides: AlignmentGuides {
        switch self {
        case .horizontal(.custom): return .horizontalCustom
        case .vertical(.custom): return .verticalCustom
        case .horizontal(.leading): return .leading
        case .horizontal(.center): return .horizontalCenter
        case .horizontal(.trailing): return .trailing
        case .vertical(.top): return .top
        case .vertical(.center): return .verticalCenter
        case .vertical(.bottom): return .bottom
        }
    }

    static let all: [AlignmentKey] = [
        .horizontal(.leading), .horizontal(.center), .horizontal(.trailing),
        .vertical(.top), .vertical(.center), .vertical(.bottom),
    ]

    /// `leading`, `HorizontalAlignment.center`: how the trace names the guide.
    public var description: String {
        switch self {
        case .horizontal(.center): return "HorizontalAlignment.center"
        case .vertical(.center): return "VerticalAlignment.center"
        case .horizontal(let h): return h.name
        case .vertical(let v): return v.name
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
    /// Some custom guide of that axis (the graph lists which: `ViewGraph.customKeys`).
    public static let horizontalCustom = AlignmentGuides(rawValue: 64)
    public static let verticalCustom = AlignmentGuides(rawValue: 128)
    public static let horizontalGuides: AlignmentGuides = [.leading, .horizontalCenter, .trailing, .horizontalCustom]
    public static let verticalGuides: AlignmentGuides = [.top, .verticalCenter, .bottom, .verticalCustom]

    /// The standard guides of the set, in `AlignmentKey.all` order, then the custom guides of
    /// `custom` whose axis is in the set.
    func keys(custom: [AlignmentKey]) -> [AlignmentKey] {
        AlignmentKey.all.filter { contains($0.guides) } + custom.filter { contains($0.guides) }
    }
}
