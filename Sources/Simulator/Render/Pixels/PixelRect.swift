// Integer pixel rectangles: where a fill, a copy or a clip lands in a bitmap.
import Foundation

/// A half-open rectangle of whole pixels (`minX ..< maxX`, `minY ..< maxY`).
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// First column inside the rectangle.
    public var minX: Int
    /// First row inside the rectangle.
    public var minY: Int
    /// First column past the rectangle.
    public var maxX: Int
    /// First row past the rectangle.
    public var maxY: Int

    /// Creates a rectangle from its corners; an inverted rectangle is empty.
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = max(minX, maxX)
        self.maxY = max(minY, maxY)
    }

    /// The pixels whose centres lie inside `rect` (pixel (x, y) has its centre at x + 0.5, y + 0.5).
    ///
    /// Centre sampling makes adjacent rectangles tile without gaps or double coverage.
    public init(covering rect: CGRect) {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else {
            self.init(minX: 0, minY: 0, maxX: 0, maxY: 0)
            return
        }
        self.init(
            minX: PixelRect.clampedInt((r.minX - 0.5).rounded(.up)),
            minY: PixelRect.clampedInt((r.minY - 0.5).rounded(.up)),
            maxX: PixelRect.clampedInt((r.maxX - 0.5).rounded(.up)),
            maxY: PixelRect.clampedInt((r.maxY - 0.5).rounded(.up)))
    }

    /// Width in pixels.
    public var width: Int { maxX - minX }
    /// Height in pixels.
    public var height: Int { maxY - minY }
    /// Number of pixels covered.
    public var area: Int { width * height }
    /// True when no pixel is covered.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels in both rectangles.
    public func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(
            minX: max(minX, other.minX), minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    /// The smallest rectangle holding both; an empty operand is ignored.
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(
            minX: min(minX, other.minX), minY: min(minY, other.minY),
            maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// This rectangle grown by `amount` pixels on every side (shrunk when negative).
    public func expanded(by amount: Int) -> PixelRect {
        PixelRect(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
    }

    /// This rectangle moved by whole pixels.
    public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// `x,y wxh`, the form failure messages use.
    public var description: String { "\(minX),\(minY) \(width)x\(height)" }

    /// Converts a coordinate to Int, clamping values far outside any bitmap so huge frames cannot trap.
    static func clampedInt(_ value: CGFloat) -> Int {
        // NaN compares false both ways, so `min`/`max` alone would pass it as a bound.
        value.isNaN ? 0 : Int(max(-1_000_000, min(1_000_000, value)))
    }
}
