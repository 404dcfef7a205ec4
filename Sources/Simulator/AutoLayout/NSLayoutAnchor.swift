// Anchors: the typed way to build constraints (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor)`).
import Foundation

/// One attribute of a view or guide, from which constraints are made. The subclasses
/// `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and `NSLayoutDimension` only combine with their
/// own kind, as in UIKit; an anchor made from another kind raises when the constraint is made.
public class NSLayoutAnchor {
    /// The view or guide.
    public let item: any LayoutItem
    /// The attribute.
    public let attribute: NSLayoutConstraint.Attribute

    init(item: any LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `a1.leading`.
    public var traceName: String { item.traceName + "." + attribute.rawValue }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor, constant: CGFloat = 0) throws -> NSLayoutConstraint {
        try make(.equal, anchor, multiplier: 1, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor, constant: CGFloat = 0) throws
        -> NSLayoutConstraint
    {
        try make(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor, constant: CGFloat = 0) throws -> NSLayoutConstraint
    {
        try make(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor?, multiplier: CGFloat, constant: CGFloat
    ) throws -> NSLayoutConstraint {
        if let anchor {
            guard attribute.axisKind == anchor.attribute.axisKind else {
                throw SimulatedException.invalidConstraint(
                    "A constraint cannot be made between \(traceName) and \(anchor.traceName): "
                        + "their attributes are not of the same kind (x axis, y axis or dimension).")
            }
            guard
                attribute.isDirectional == anchor.attribute.isDirectional || attribute.axisKind != .xAxis
                    || [attribute, anchor.attribute].contains(.centerX)
            else {
                throw SimulatedException.invalidConstraint(
                    "A constraint cannot be made between a leading/trailing attribute and a right/left attribute "
                        + "(\(traceName), \(anchor.traceName)). Use leading/trailing for both or neither.")
            }
        }
        guard let context = item.owningView?.context else {
            throw SimulatedException.invalidConstraint(
                "\(traceName) belongs to a layout guide that was not added to a view.")
        }
        return NSLayoutConstraint(
            context: context, firstItem: item, firstAttribute: attribute, relation: relation, secondItem: anchor?.item,
            secondAttribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position anchor (leading, trailing, left, right, centerX).
public final class NSLayoutXAxisAnchor: NSLayoutAnchor {}

/// A vertical position anchor (top, bottom, centerY).
public final class NSLayoutYAxisAnchor: NSLayoutAnchor {}

/// A size anchor (width, height): can also be constrained to a constant or with a multiplier.
public final class NSLayoutDimension: NSLayoutAnchor {
    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) throws -> NSLayoutConstraint {
        try make(.equal, nil, multiplier: 1, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) throws -> NSLayoutConstraint {
        try make(.greaterThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) throws -> NSLayoutConstraint {
        try make(.lessThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self == anchor × multiplier + constant`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) throws
        -> NSLayoutConstraint
    {
        try make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor × multiplier + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
    ) throws -> NSLayoutConstraint {
        try make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor × multiplier + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
    ) throws -> NSLayoutConstraint {
        try make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
