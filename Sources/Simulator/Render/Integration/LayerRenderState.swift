// What the render model keeps per CALayer: its backing store, shadow, mask and identity.
import Foundation

/// Render-side state of one `CALayer`, stored on the layer (`layer.render`).
struct LayerRenderState {
    /// The layer's identity in encoded trees (0 until first encoded), for animations.
    var serial = 0
    /// The bitmap `draw(_:)` painted (at compositing scale 1), nil for a layer that never drew.
    var backingStore: Bitmap?
    /// The bounds size when the backing store was last (re)created: its byte size follows it.
    var backingStoreSize: CGSize = .zero
    /// The decoded pixels of `contents` (an image), made by the prepare phase.
    var decodedImage: Bitmap?
    /// The image `decodedImage` was decoded from.
    var decodedFrom: UIImage?
    /// Shadow properties (CALayer's defaults).
    var shadowColor: UIColor? = .black
    var shadowOpacity: Float = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowPath: UIBezierPath?
    /// The mask layer, whose alpha clips this layer.
    var mask: CALayer?
    /// Group opacity (iOS's default is on).
    var allowsGroupOpacity = true
}
