// UIKit's path object, limited to the closed shapes lessons draw inside draw(_:).
import Foundation

/// A path to fill or stroke inside `draw(_:)`: a rectangle, a rounded rectangle or an oval.
///
/// Like UIKit's, `fill()` and `stroke()` paint into the current graphics context with its
/// fill and stroke colours (set by `UIColor.setFill()` / `setStroke()`); outside a drawing
/// context they do nothing, as UIKit's do (it only logs).
public final class UIBezierPath {
    /// The shape the path outlines.
    public let shape: PathShape
    /// The stroke width in points (UIKit's default is 1).
    public var lineWidth: CGFloat = 1

    /// A rectangular path.
    public init(rect: CGRect) {
        shape = .rect(rect)
    }

    /// A rectangle with rounded corners of `cornerRadius` points.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        shape = .roundedRect(rect, radius: cornerRadius)
    }

    /// The ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) {
        shape = .oval(rect)
    }

    /// The smallest rectangle holding the path.
    public var bounds: CGRect { shape.bounds }

    /// Paints the inside of the path with the current context's fill colour.
    public func fill() {
        UIGraphicsGetCurrentContext()?.fill(shape)
    }

    /// Paints the outline of the path, `lineWidth` wide, with the current context's stroke colour.
    public func stroke() {
        UIGraphicsGetCurrentContext()?.stroke(shape, lineWidth: lineWidth)
    }
}
