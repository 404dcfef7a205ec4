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
        let width = PixelRect.clampedInt(size.width.rounded(.up))
        let height = PixelRect.clampedInt(size.height.rounded(.up))
        var bitmap: Bitmap
        if let old = layer.render.backingStore, old.width == width, old.height == height {
            bitmap = old
            bitmap.clear(PixelRect(covering: dirtyRect))
        } else {
            // Pixels at compositing scale 1 (the byte count uses the device scale, fact 31).
            bitmap = Bitmap(width: min(width, 4096), height: min(height, 4096))
            layer.render.backingStoreSize = size
        }
        layer.render.backingStore = nil  // hand the storage to the context: no copy while drawing
        context = CGContext(bitmap: bitmap, scale: 1, clip: dirtyRect)
    }

    /// Stores the painted pixels as the layer's backing store.
    func finish() {
        layer.render.backingStore = context.bitmap
    }
}
