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
final class LayoutVariables {
    let minX: Variable, minY: Variable, width: Variable, height: Variable

    /// The solved rectangle in window coordinates, cached for one engine solution (`stamp`).
    var solved: (minX: Double, minY: Double, width: Double, height: Double) = (0, 0, 0, 0)
    var stamp = -1

    /// The four variables, in frame order: minX, minY, width, height.
    var all: [Variable] { [minX, minY, width, height] }

    init(name: String) {
        minX = Variable(name + ".minX")
        minY = Variable(name + ".minY")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }

    /// The expression of `attribute` (left = minX, right = minX + width, centerX = minX + width/2, …).
    func expression(for attribute: NSLayoutConstraint.Attribute) -> Cassowary.Expression {
        switch attribute {
        case .left, .leading: return Cassowary.Expression(minX)
        case .right, .trailing: return minX + width
        case .centerX: return minX + 0.5 * width
        case .width: return Cassowary.Expression(width)
        case .top: return Cassowary.Expression(minY)
        case .bottom: return minY + height
        case .centerY: return minY + 0.5 * height
        case .height: return Cassowary.Expression(height)
        case .notAnAttribute: return Cassowary.Expression(constant: 0)
        }
    }
}
