// A colour as the render server stores it: 8-bit sRGB with straight (unpremultiplied) alpha.

/// An 8-bit sRGB colour with straight alpha, the unit of every bitmap and framebuffer.
///
/// Straight alpha is what a person reads (`RGBA(255, 0, 0, 128)` is half-transparent red);
/// bitmaps store premultiplied values internally so compositing is one multiply-add.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…255.
    public var r: UInt8
    /// Green, 0…255.
    public var g: UInt8
    /// Blue, 0…255.
    public var b: UInt8
    /// Alpha (opacity), 0 transparent … 255 opaque.
    public var a: UInt8

    /// Creates a colour from 8-bit components.
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Creates a colour from components in 0…1 (UIColor's convention), clamping out-of-range values.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(RGBA.byte(red), RGBA.byte(green), RGBA.byte(blue), RGBA.byte(alpha))
    }

    /// Fully transparent black: the initial content of a backing store.
    public static let clear = RGBA(0, 0, 0, 0)
    /// Opaque black.
    public static let black = RGBA(0, 0, 0)
    /// Opaque white: the window's default background in the simulator.
    public static let white = RGBA(255, 255, 255)

    /// This colour with its alpha multiplied by `factor` (0…1), as layer opacity applies it.
    public func multipliedAlpha(_ factor: Double) -> RGBA {
        RGBA(r, g, b, RGBA.byte(Double(a) / 255 * factor))
    }

    /// `#rrggbbaa`, the form golden files and failure messages use.
    public var description: String {
        "#" + [r, g, b, a].map { byteHex($0) }.joined()
    }

    /// Converts a 0…1 component to a byte, rounding to nearest; NaN becomes 0.
    static func byte(_ value: Double) -> UInt8 {
        guard value.isFinite else { return value == .infinity ? 255 : 0 }
        let scaled = value * 255 + 0.5  // round half up; cheaper than rounded() on this hot path
        return scaled <= 0 ? 0 : scaled >= 255 ? 255 : UInt8(scaled)
    }
}

private func byteHex(_ value: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
}
