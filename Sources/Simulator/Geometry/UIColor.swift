// A simple RGBA colour: enough for backgrounds, borders and the framebuffer.
import Foundation
import TextBasics

/// An sRGB colour with alpha, components in 0…1.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    /// Components in 0…1.
    public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// Creates a colour; components are clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(1, max(0, v)) : 0 }
        (self.red, self.green, self.blue, self.alpha) = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
    }

    /// A grey.
    public init(white: CGFloat, alpha: CGFloat = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// Named colours, as in UIKit.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Black.
    public static let black = UIColor(white: 0)
    /// White.
    public static let white = UIColor(white: 1)
    /// Grey.
    public static let gray = UIColor(white: 0.5)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5)
    /// The default window background.
    public static let systemBackground = UIColor.white

    /// `rgba(r, g, b, a)` with 0…255 channels and alpha to two decimals.
    public var description: String {
        func byte(_ v: CGFloat) -> Int { Int((v * 255).rounded()) }
        return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(FixedDecimals.text(Double(alpha), places: 2)))"
    }
}
