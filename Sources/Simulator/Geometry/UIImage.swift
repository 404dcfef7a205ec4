// An image known only by its size: what layout and memory questions need.
import Foundation

/// A bitmap image of a size in points at a scale, with no pixels.
public struct UIImage: Hashable, Sendable {
    /// Size in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// What a renderer drew, one pixel per point; nil for an image known only by its size.
    public var pixels: Bitmap?

    /// Creates an image of `size` points.
    public init(size: CGSize, scale: CGFloat = 3) {
        self.size = size
        self.scale = scale
    }
}
