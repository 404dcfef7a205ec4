// An image known by its size, scale and origin: what layout, memory and decoding questions need.
import Foundation

/// A `UIImage`: a size in points at a scale, and where its pixels come from (fact 3).
///
/// WWDC 2018 session 219 ("Image and Graphics Best Practices"): an image made from compressed
/// data (`UIImage(data:)`, `UIImage(named:)`, `UIImage(contentsOfFile:)`) holds that data and is
/// decoded into a bitmap the first time it is shown, in the commit's prepare phase; the decoded
/// buffer then stays with the image. An image drawn by `UIGraphicsImageRenderer` is already a
/// bitmap (a `CGImage` backed by the renderer's context) and is never decoded.
public struct UIImage: Hashable, Sendable {
    /// Where an image's pixels come from.
    public enum Origin: Hashable, Sendable {
        /// Already a bitmap (drawn by a renderer): shown as is.
        case bitmap
        /// Compressed data of `format`; `serial` identifies the image, whose decoded buffer is
        /// made once and kept with it.
        case compressed(ImageData.Format, serial: Int)
    }

    /// Bitmap or compressed data (first, so that comparing two images rarely reaches the pixels).
    public private(set) var origin: Origin = .bitmap
    /// Size in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// What a renderer drew, one pixel per point; nil for an image known only by its size.
    public var pixels: Bitmap?

    /// A bitmap image of `size` points.
    public init(size: CGSize, scale: CGFloat = 3) {
        self.size = size
        self.scale = scale
    }

    /// `UIImage(data:scale:)`: an image of the encoded data, sized `pixels / scale` points
    /// (Docs `init(data:scale:)`: "a scale factor of 1.0 results in an image whose size matches
    /// the pixel-based dimensions"; `init(data:)` uses 1). Nil for a scale that is not a positive
    /// finite number, where UIKit's result is not documented.
    public init?(_ simulation: Simulation, data: ImageData, scale: CGFloat = 1) {
        guard scale.isFinite, scale > 0 else { return nil }
        let context = simulation.context
        self.size = CGSize(width: CGFloat(data.pixelWidth) / scale, height: CGFloat(data.pixelHeight) / scale)
        self.scale = scale
        context.imageSerials += 1
        self.origin = .compressed(data.format, serial: context.imageSerials)
        // The terminal picture keeps one pixel per point, at most 2048 on the longer side.
        let longer = max(size.width, size.height)
        let k = longer > 2048 ? 2048 / longer : 1
        func side(_ v: CGFloat) -> Int { max(1, Int((v * k).rounded())) }
        // Each image of the same data has the same pixels: resized once (a table makes a
        // new image of its data for every cell it shows).
        self.pixels = context.bitmaps.resized(data.drawing, width: side(size.width), height: side(size.height))
    }

    /// Whether the image is compressed data that must be decoded before it is shown.
    public var isCompressed: Bool {
        if case .compressed = origin { return true }
        return false
    }

    /// The image's size in pixels (points × scale), what decoding and memory follow.
    public var pixelSize: (width: Int, height: Int) {
        func px(_ v: CGFloat) -> Int { (v * scale).isFinite ? Int((v * scale).rounded()) : 0 }
        return (px(size.width), px(size.height))
    }
}
