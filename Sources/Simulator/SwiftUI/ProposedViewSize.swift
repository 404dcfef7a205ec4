// SwiftUI's size proposal: what a parent offers a child, one optional dimension per axis.
import Foundation

/// A proposal for the size of a view (SwiftUI's `ProposedViewSize`). A nil dimension asks for
/// the view's ideal size on that axis; 0 asks for its minimum, `.infinity` for its maximum
/// (fact 42).
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or nil for "your ideal width".
    public var width: CGFloat?
    /// The proposed height, or nil for "your ideal height".
    public var height: CGFloat?

    /// Creates a proposal.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// `(0, 0)`: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Infinite on both axes: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Nil on both axes: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with nil dimensions replaced by `size`'s (10×10 by default, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// `200×nil`, `∞×∞`: how the trace shows a proposal.
    public var description: String { traceText }

    /// A proposal dimension as the trace writes it: up to two decimals, no trailing zeros
    /// (`UIView.format`'s output, without its formatter: the SwiftUI pass records many).
    static func format(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        if value == .infinity { return "∞" }
        guard value.isFinite, abs(value) < 1e12 else { return UIView.format(value) }
        let hundredths = Int((Double(value) * 100).rounded())
        let whole = hundredths / 100, fraction = abs(hundredths % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if fraction == 0 { return sign + String(whole) }
        let decimals = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(whole) + "." + decimals
    }

    /// `200×nil`, written without interpolation (hot in the trace).
    var traceText: String { Self.format(width) + "×" + Self.format(height) }
}

/// A layout axis.
public enum Axis: String, Sendable, Hashable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size from lengths along `axis` and across it.
    init(along axis: Axis, _ main: CGFloat, across cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}
