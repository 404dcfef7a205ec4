// UIColor as drawing code uses it: the current context's fill and stroke colours.
import Foundation

extension UIColor {
    /// The colour as 8-bit sRGB with straight alpha.
    public var rgba: RGBA {
        RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// Makes this the fill colour of the current graphics context (inside `draw(_:)`).
    public func setFill() {
        UIGraphicsGetCurrentContext()?.fillColor = rgba
    }

    /// Makes this the stroke colour of the current graphics context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.strokeColor = rgba
    }

    /// Makes this both the fill and the stroke colour (UIKit's `set()`).
    public func set() {
        setFill()
        setStroke()
    }
}
