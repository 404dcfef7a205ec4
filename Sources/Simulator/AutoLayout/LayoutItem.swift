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

/// The four engine variables of an item, in window coordinates (the engine host's space).
final class LayoutVariables {
    let minX: Variable, minY: Variable, width: Variable, height: Variable

    /// The solved rectangle in window coordinates, cached for one engine solution (`stamp`).
    var solved: (minX: Double, minY: Double, width: Double, height: Double) = (0, 0, 0, 0)
    var stamp = -1

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
