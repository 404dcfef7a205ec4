// The drawing destination inside draw(_:): a backing store plus the current colours and clip.
import Foundation
import TextBasics

/// A graphics context that paints into a ``Bitmap`` — a layer's backing store during the
/// display pass.
///
/// Coordinates are the view's points; `scale` maps them to the bitmap's pixels. Drawing is
/// clipped to the rect passed to `draw(_:)`, as UIKit clips to the dirty rect, so
/// `setNeedsDisplay(_:)` with a rect repaints only that part of the old bitmap.
public final class CGContext {
    /// The pixels being painted.
    public private(set) var bitmap: Bitmap
    /// Pixels per point in `bitmap`.
    public let scale: CGFloat
    /// Extra horizontal and vertical factors on top of `scale`: below 1 when a very long layer
    /// is stored at a lower resolution along that axis.
    let axisScale: (x: CGFloat, y: CGFloat)
    /// The fill colour (`UIColor.setFill()`); opaque black by default, as in UIKit.
    public var fillColor: RGBA = .black
    /// The stroke colour (`UIColor.setStroke()`); opaque black by default.
    public var strokeColor: RGBA = .black
    /// The clip, in points; drawing outside it leaves pixels unchanged.
    public private(set) var clipRect: CGRect
    /// Pixels painted so far (for the display pass's cost model).
    public private(set) var pixelsPainted = 0

    /// A context painting into `bitmap` at `scale` pixels per point, clipped to `clip`
    /// (the whole bitmap when nil).
    public convenience init(bitmap: Bitmap, scale: CGFloat = 1, clip: CGRect? = nil) {
        self.init(bitmap: bitmap, scale: scale, axisScale: (1, 1), clip: clip)
    }

    /// A context whose horizontal and vertical pixel densities differ (`scale` × `axisScale`).
    init(bitmap: Bitmap, scale: CGFloat, axisScale: (x: CGFloat, y: CGFloat), clip: CGRect?) {
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        func valid(_ v: CGFloat) -> CGFloat { v > 0 && v.isFinite ? v : 1 }
        self.axisScale = (valid(axisScale.x), valid(axisScale.y))
        let whole = CGRect(
            x: 0, y: 0, width: CGFloat(bitmap.width) / (self.scale * self.axisScale.x),
            height: CGFloat(bitmap.height) / (self.scale * self.axisScale.y))
        self.clipRect = clip.map { $0.intersection(whole) } ?? whole
    }

    /// Narrows the clip to its intersection with `rect` (CGContext's `clip(to:)`).
    public func clip(to rect: CGRect) {
        clipRect = clipRect.intersection(rect)
    }

    /// Fills `shape` (in points) with the fill colour.
    public func fill(_ shape: PathShape) {
        var b = bitmap
        bitmap = Bitmap(width: 0, height: 0)  // hand over the storage so the fill does not copy it
        pixelsPainted += toPixels(shape).fill(&b, with: fillColor, clip: pixelClip)
        bitmap = b
    }

    /// Strokes the outline of `shape` (in points), `lineWidth` points wide, with the stroke colour.
    public func stroke(_ shape: PathShape, lineWidth: CGFloat) {
        var b = bitmap
        bitmap = Bitmap(width: 0, height: 0)
        pixelsPainted += toPixels(shape)
            .stroke(
                &b, with: strokeColor, lineWidth: lineWidth * scale * min(axisScale.x, axisScale.y), clip: pixelClip)
        bitmap = b
    }

    /// Fills a rectangle with the fill colour (`UIRectFill`, `CGContext.fill(_:)`).
    public func fill(_ rect: CGRect) {
        fill(.rect(rect))
    }

    /// Draws `text` as solid glyph boxes in the fill colour, its first line's top-left at `point`.
    ///
    /// Real glyph outlines depend on fonts the simulator does not ship; a box per character
    /// (half the font size wide, two full widths for East Asian wide characters, 0.7 × the
    /// size tall, one line every 1.2 × size) keeps text visible, measurable and deterministic.
    public func drawText(_ text: String, at point: CGPoint, fontSize: CGFloat = 17) {
        let size = fontSize > 0 && fontSize.isFinite ? fontSize : 17
        let advance = size / 2
        var x = point.x
        var y = point.y
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                x = point.x
                y += size * 1.2
                continue
            }
            let width = CJK.isWide(scalar) ? advance * 2 : advance
            if !scalar.properties.isWhitespace {
                fill(CGRect(x: x + size * 0.05, y: y + size * 0.2, width: width - size * 0.1, height: size * 0.7))
            }
            x += width
        }
    }

    /// The size `text` occupies when drawn by ``drawText(_:at:fontSize:)``.
    public static func textSize(_ text: String, fontSize: CGFloat = 17) -> CGSize {
        let advance = fontSize / 2
        var width: CGFloat = 0
        var widest: CGFloat = 0
        var lines = 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                widest = max(widest, width)
                width = 0
                lines += 1
                continue
            }
            width += CJK.isWide(scalar) ? advance * 2 : advance
        }
        return CGSize(width: max(widest, width), height: CGFloat(lines) * fontSize * 1.2)
    }

    /// `shape` in the bitmap's pixel space.
    private func toPixels(_ shape: PathShape) -> PathShape {
        shape.transformed(scaleX: scale * axisScale.x, scaleY: scale * axisScale.y)
    }

    /// The clip in whole pixels.
    private var pixelClip: PixelRect {
        PixelRect(
            covering: CGRect(
                x: clipRect.minX * scale * axisScale.x, y: clipRect.minY * scale * axisScale.y,
                width: clipRect.width * scale * axisScale.x, height: clipRect.height * scale * axisScale.y))
    }
}
