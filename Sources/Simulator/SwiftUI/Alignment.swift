// SwiftUI's alignments for stacks and frames.
import Foundation

/// A guide a scenario defines: `HorizontalAlignment(Accent.self)` with `enum Accent: AlignmentID`.
/// Its implicit value is the type's `defaultValue(in:)` for the view's dimensions (Apple's
/// documentation of `AlignmentID`); one object per type, so equal guides are the same object.
///
/// `@unchecked Sendable` (the alignments holding it are `Sendable` values) although
/// `defaultValue` is a scenario closure: both properties are `let`s set once, and the closure
/// is only called by the simulation whose scenario made it, on the one thread that runs that
/// simulation (as `ResourceBudget` explains), so it is never called from two threads.
public final class CustomAlignmentID: Hashable, @unchecked Sendable {
    /// The `AlignmentID` type's name (`Accent`): the guide's name in the trace.
    public let name: String
    /// `defaultValue(in:)`, the scenario's static method.
    let defaultValue: (ViewDimensions) throws -> CGFloat

    /// Creates the guide of the `AlignmentID` type `name`.
    public init(name: String, defaultValue: @escaping (ViewDimensions) throws -> CGFloat) {
        self.name = name
        self.defaultValue = defaultValue
    }

    public static func == (a: CustomAlignmentID, b: CustomAlignmentID) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A horizontal alignment guide: where a VStack lines up its children.
public enum HorizontalAlignment: Sendable, Hashable {
    case leading, center, trailing
    /// `HorizontalAlignment(Accent.self)`: a guide of the scenario's `AlignmentID` type.
    case custom(CustomAlignmentID)

    /// The standard guides by name (`leading`).
    public init?(named name: String) {
        switch name {
        case "leading": self = .leading
        case "center": self = .center
        case "trailing": self = .trailing
        default: return nil
        }
    }

    /// `leading`, `center`, `trailing`, or the `AlignmentID` type's name.
    public var name: String {
        switch self {
        case .leading: return "leading"
        case .center: return "center"
        case .trailing: return "trailing"
        case .custom(let id): return id.name
        }
    }

    /// The fraction of the free width before the child (0, ½, 1); a custom guide's implicit
    /// value is computed instead (`AlignmentKey.implicitValue`), and 0 stands for it here.
    var fraction: CGFloat {
        switch self {
        case .leading, .custom: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}

/// A vertical alignment guide: where an HStack lines up its children.
public enum VerticalAlignment: Sendable, Hashable {
    case top, center, bottom
    /// `VerticalAlignment(FirstThird.self)`: a guide of the scenario's `AlignmentID` type.
    case custom(CustomAlignmentID)

    /// The standard guides by name (`top`).
    public init?(named name: String) {
        switch name {
        case "top": self = .top
        case "center": self = .center
        case "bottom": self = .bottom
        default: return nil
        }
    }

    /// `top`, `center`, `bottom`, or the `AlignmentID` type's name.
    public var name: String {
        switch self {
        case .top: return "top"
        case .center: return "center"
        case .bottom: return "bottom"
        case .custom(let id): return id.name
        }
    }

    /// The fraction of the free height above the child (0, ½, 1); 0 for a custom guide (see
    /// `HorizontalAlignment.fraction`).
    var fraction: CGFloat {
        switch self {
        case .top, .custom: return 0
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
        "top": Alignment(horizontal: .center, vertical: .top),
        "bottom": Alignment(horizontal: .center, vertical: .bottom),
        "topLeading": Alignment(horizontal: .leading, vertical: .top),
        "topTrailing": Alignment(horizontal: .trailing, vertical: .top),
        "bottomLeading": Alignment(horizontal: .leading, vertical: .bottom),
        "bottomTrailing": Alignment(horizontal: .trailing, vertical: .bottom),
    ]

    /// Whether a part is a scenario's `AlignmentID` guide (placed by its `defaultValue`).
    var isCustom: Bool {
        if case .custom = horizontal { return true }
        if case .custom = vertical { return true }
        return false
    }

    /// The origin of a `size` box aligned this way in `rect` (standard guides).
    func origin(of size: CGSize, in rect: CGRect) -> CGPoint {
        CGPoint(
            x: rect.minX + (rect.width - size.width) * horizontal.fraction,
            y: rect.minY + (rect.height - size.height) * vertical.fraction)
    }

    /// `topLeading`, `center`.
    public var description: String {
        Self.named.first(where: { $0.value == self })?.key ?? horizontal.name + "/" + vertical.name
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
