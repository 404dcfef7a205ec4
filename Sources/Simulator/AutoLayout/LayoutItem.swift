// What a constraint can be attached to: a view or a layout guide.
import Cassowary
import Foundation

/// A view or a layout guide: anything with a rectangle the Auto Layout engine solves.
public protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item belongs to (the view itself, or a guide's owning view).
    var owningView: UIView? { get }
    /// The name logs and traces use.
    var traceName: String { get }
}

/// The anchors a view and a layout guide share: UIKit declares the same twelve on both, and
/// each is only the item plus the attribute, so one extension serves every item.
extension LayoutItem {
    /// Leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// Trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// Left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// Right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// Top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// Bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// Width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// Height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// Horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// Vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

/// The four engine variables of an item, in window coordinates (the engine host's space).
/// They have no names: the solver never reads them, and making four a view (`a.minX`) was a
/// twentieth of activating a screen's constraints. The one message that shows them, the
/// solver's about a non-finite constant, gets them from `name(of:)`.
final class LayoutVariables {
    let minX = Variable(), minY = Variable(), width = Variable(), height = Variable()
    /// The item's trace name when its variables were made.
    let itemName: String

    /// The solved rectangle in window coordinates, cached for one engine solution (`stamp`).
    var solved: (minX: Double, minY: Double, width: Double, height: Double) = (0, 0, 0, 0)
    var stamp = -1

    /// The four variables, in frame order: minX, minY, width, height.
    var all: [Variable] { [minX, minY, width, height] }

    init(name: String) {
        itemName = name
    }

    /// The name `variable` stands for (`a.minX`), if it is one of these four.
    func name(of variable: Variable) -> String? {
        if variable === minX { return itemName + ".minX" }
        if variable === minY { return itemName + ".minY" }
        if variable === width { return itemName + ".width" }
        if variable === height { return itemName + ".height" }
        return nil
    }

    /// Appends the terms of `attribute` (left = minX, right = minX + width, centerX = minX +
    /// width/2, …), each coefficient times `factor`, in that order; `notAnAttribute` has none.
    /// The engine writes a constraint's terms straight into one array: building each side as
    /// an `Expression` and combining them made four arrays a constraint.
    func appendTerms(of attribute: NSLayoutConstraint.Attribute, times factor: Double, to terms: inout [Term]) {
        switch attribute {
        case .left, .leading: terms.append(Term(minX, coefficient: factor))
        case .right, .trailing:
            terms.append(Term(minX, coefficient: factor))
            terms.append(Term(width, coefficient: factor))
        case .centerX:
            terms.append(Term(minX, coefficient: factor))
            terms.append(Term(width, coefficient: 0.5 * factor))
        case .width: terms.append(Term(width, coefficient: factor))
        case .top: terms.append(Term(minY, coefficient: factor))
        case .bottom:
            terms.append(Term(minY, coefficient: factor))
            terms.append(Term(height, coefficient: factor))
        case .centerY:
            terms.append(Term(minY, coefficient: factor))
            terms.append(Term(height, coefficient: 0.5 * factor))
        case .height: terms.append(Term(height, coefficient: factor))
        case .notAnAttribute: break
        }
    }
}
