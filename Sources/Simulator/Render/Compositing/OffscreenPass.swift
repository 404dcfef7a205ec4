// An offscreen pass: the GPU renders part of the tree into a separate texture first, then
// switches back to compose it — the render-phase cost TT10857 teaches to avoid.

/// One offscreen pass the render server made while compositing a frame.
public struct OffscreenPass: Hashable, Sendable, CustomStringConvertible {
    /// Why an offscreen pass is needed (fact 37, TT10857).
    public enum Reason: String, Hashable, Sendable, CaseIterable {
        /// A shadow with no `shadowPath`: the layer's shape is known only after rendering it.
        case shadowWithoutPath
        /// A `mask` layer: the content is rendered, then masked.
        case mask
        /// `cornerRadius` + `masksToBounds` with contents or sublayers to clip.
        case roundedCornerClip
        /// `opacity` < 1 on a layer with sublayers, composited as a group.
        case groupOpacity
        /// A visual-effect blur: what lies behind the layer is read back, blurred and written again.
        case visualEffectBlur
        /// `shouldRasterize` with no valid cached bitmap: the subtree is rendered into a new one
        /// (a cache miss; a hit composites the cached bitmap with no pass, fact 73).
        case rasterization
    }

    /// The layer's trace name.
    public var layer: String
    /// Why the pass was needed.
    public var reason: Reason
    /// Pixels of the offscreen texture (at compositing scale 1).
    public var pixels: Int

    /// Creates a record of one pass.
    public init(layer: String, reason: Reason, pixels: Int) {
        self.layer = layer
        self.reason = reason
        self.pixels = pixels
    }

    /// `a2 shadowWithoutPath 120px`.
    public var description: String { "\(layer) \(reason.rawValue) \(pixels)px" }
}
