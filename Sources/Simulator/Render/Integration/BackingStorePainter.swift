// Sets up a layer's backing store for one draw(_:) call and stores the result.
import Foundation

/// The backing store of one `draw(_:)` call (facts 29, 31, 33).
///
/// The store is created when the layer first draws, and again when its size changed since
/// (a `.redraw` resize); otherwise the old pixels are kept and only `dirtyRect` is cleared
/// and repainted, as `setNeedsDisplay(_:)` promises.
struct BackingStorePainter {
    /// The layer drawing.
    let layer: CALayer
    /// The context `draw(_:)` paints into, clipped to the dirty rect.
    let context: CGContext

    init(layer: CALayer, dirtyRect: CGRect) {
        self.layer = layer
        let size = layer.storedBounds.size
        // Pixels at compositing scale 1 (the byte count uses the device scale, fact 31); a layer
        // larger than the cap is drawn at a lower resolution, so no input can exhaust memory.
        func axis(_ length: CGFloat) -> CGFloat {
            !length.isFinite ? 0 : length > BackingStorePainter.maxSide ? BackingStorePainter.maxSide / length : 1
        }
        let sx = axis(size.width)
        let sy = axis(size.height)
        // An infinite or NaN side has no pixels (its scale is 0, and infinity times 0 is NaN); no
        // side has more than `maxSide`, whatever the rounding.
        func pixels(_ length: CGFloat, _ scale: CGFloat) -> Int {
            let n = (length * scale).rounded(.up)
            return n.isFinite ? min(Int(BackingStorePainter.maxSide), max(0, Int(n))) : 0
        }
        let width = pixels(size.width, sx)
        let height = pixels(size.height, sy)
        var bitmap: Bitmap
        if let old = layer.render.backingStore, old.width == width, old.height == height {
            bitmap = old
            bitmap.clear(
                PixelRect(
                    covering: CGRect(
                        x: dirtyRect.minX * sx, y: dirtyRect.minY * sy, width: dirtyRect.width * sx,
                        height: dirtyRect.height * sy)))
        } else {
            bitmap = Bitmap(width: width, height: height)
            layer.render.backingStoreSize = size
        }
        layer.render.backingStore = nil  // hand the storage to the context: no copy while drawing
        context = CGContext(bitmap: bitmap, scale: 1, axisScale: (sx, sy), clip: dirtyRect)
    }

    /// The longest side of a backing store's pixels (at compositing scale 1).
    static let maxSide: CGFloat = 2048

    /// Stores the painted pixels as the layer's backing store.
    func finish() {
        layer.render.backingStore = context.bitmap
        // Fact 80: a view's store takes the smallest format for the colors drawn, unless
        // `contentsFormat` was set; a standalone layer keeps Core Animation's default.
        if let format = layer.render.explicitContentsFormat {
            layer.render.backingStoreFormat = format
        } else if layer.delegate != nil {
            layer.render.backingStoreFormat = CALayerContentsFormat.automatic(for: context.bitmap)
        } else {
            layer.render.backingStoreFormat = .RGBA8Uint
        }
        layer.invalidateEncoding()
    }
}
