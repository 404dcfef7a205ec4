// What the render model keeps per CALayer: its fill, border, contents, backing store, shadow,
// mask and identity.
import Foundation

/// Render-side state of one `CALayer`, kept by the layer out of line and made at its first
/// write (`layer.render`): most layers are never styled, encoded, drawn, masked or animated (a
/// scenario's views until a commit sends them), and the state is about 450 bytes. A class, so
/// that reading a field reads it in place (a struct behind an accessor was copied whole).
final class LayerRenderState {
    /// The layer's fill, corners, border, image contents and rasterization (CALayer's
    /// properties of these names; the layer reads and writes them here).
    var backgroundColor: UIColor?
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: UIColor?
    var contents: UIImage?
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    /// The layer's identity in encoded trees (0 until first encoded), for animations.
    var serial = 0
    /// Whether a commit has sent the layer to the render server (in a window's tree): until
    /// then it has no presentation layer (CALayer.h `presentationLayer`: "Returns nil if the
    /// layer has not yet been committed").
    var committed = false
    /// The frame and opacity the last commit sent. Until the next commit, what the screen shows
    /// without an animation: CALayer.h, `presentationLayer`, "a copy of the layer containing all
    /// properties as they were at the start of the current transaction".
    var committedFrame: CGRect = .zero
    var committedOpacity: Float = 1
    /// The bitmap `draw(_:)` painted (at compositing scale 1), nil for a layer that never drew.
    var backingStore: Bitmap?
    /// The bounds size when the backing store was last (re)created: its byte size follows it.
    var backingStoreSize: CGSize = .zero
    /// The format set with `contentsFormat`, nil while UIKit picks it (fact 80).
    var explicitContentsFormat: CALayerContentsFormat?
    /// The format of the last backing store drawn (fact 80).
    var backingStoreFormat: CALayerContentsFormat = .RGBA8Uint
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
    /// Blur of what lies behind the layer (a visual-effect view), in points.
    var backgroundBlurRadius: CGFloat = 0
    /// The layer's encoded subtree from the last commit, until something in it changes: a
    /// commit encodes only what changed, as Core Animation's does.
    var encoded: EncodedSubtree?
    /// The layer this one is the mask of (a mask is not a sublayer, so its changes reach the
    /// host through this).
    weak var maskHost: CALayer?
    /// Group opacity (iOS's default is on).
    var allowsGroupOpacity = true
    /// The transaction's action settings when a standalone layer last changed (fact 52):
    /// whether implicit animations were disabled, and their duration in seconds.
    var actionSettings: CATransaction.ActionSettings?
    /// Explicit animations attached with `add(_:forKey:)`, as the app sees them (fact 70).
    var attached: [AttachedAnimation] = []

    /// What a layer that has no state of its own reads (`CALayer.renderForReading`).
    // Safe: never written (a layer writes only the state it made, `CALayer.render`), and a
    // read only copies values and retains objects, which is atomic.
    nonisolated(unsafe) static let unrendered = LayerRenderState()
}

/// An encoded layer subtree kept between commits, with the standalone layers inside it.
final class EncodedSubtree {
    let snapshot: LayerSnapshot
    /// Weak: a standalone layer's own cache lists the layer itself.
    private let standaloneBoxes: [WeakBox<CALayer>]

    init(snapshot: LayerSnapshot, standalone: [CALayer]) {
        self.snapshot = snapshot
        self.standaloneBoxes = standalone.map { WeakBox(value: $0) }
    }

    /// The standalone layers of the subtree that are still alive.
    var standalone: [CALayer] { standaloneBoxes.compactMap(\.value) }

    /// Whether the subtree held any standalone layer when it was encoded.
    var hasStandalone: Bool { !standaloneBoxes.isEmpty }
}
