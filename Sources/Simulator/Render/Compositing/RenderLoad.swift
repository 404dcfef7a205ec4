// The GPU work a layer tree asks for, counted without painting: what the render server's
// cost model prices each frame with.
import Foundation

/// Layers, covered pixels and offscreen passes of one frame.
public struct RenderLoad: Hashable, Sendable {
    /// Visible layers (hidden subtrees and fully transparent layers are skipped).
    public var layers = 0
    /// Pixels the layers' backgrounds, contents and borders cover inside their clips, at compositing scale 1.
    ///
    /// Overdraw counts: two layers over one pixel count twice.
    public var pixels = 0
    /// The offscreen passes fact 37 says the frame needs.
    public var offscreenPasses: [OffscreenPass] = []
    /// Pixels composited with blending (counted in `pixels` too): each also reads what lies
    /// below (fact 74).
    public var blendedPixels = 0
    /// The layers whose own pixels were blended, in tree order (Color Blended Layers' red).
    public var blendedLayers: [String] = []
    /// Rasterized layers whose cached bitmap was reused (Color Hits Green) or had to be
    /// rendered again (Misses Red), fact 73.
    public var rasterCacheHits: [String] = []
    public var rasterCacheMisses: [String] = []

    /// An empty load.
    public init() {}

    /// Measures `tree` in O(layers): the same visibility, clipping and fact-37 rules as
    /// ``Compositor/composite(_:)``, without touching pixels. With a `rasterCache`, rasterized
    /// layers reuse or refresh their bitmaps as of render time `time` (ms).
    public init(measuring tree: RenderTree, rasterCache: RasterCache? = nil, at time: Double = 0) {
        let window = PixelRect(covering: CGRect(origin: .zero, size: tree.windowSize))
        rasterCache?.beginFrame(at: time, screenPixels: window.area * 9)
        visit(tree.root, x: 0, y: 0, clip: window, opacity: 1, cache: rasterCache)
    }

    private mutating func visit(
        _ layer: LayerSnapshot, x: CGFloat, y: CGFloat, clip: PixelRect, opacity inherited: Double, cache: RasterCache?
    ) {
        guard !layer.isHidden, layer.opacity > 0, !clip.isEmpty else { return }
        let rect = layer.frame.standardized.offsetBy(dx: x, dy: y)
        let covered = PixelRect(covering: rect)
        let visible = covered.intersection(clip)
        // Layers entirely outside the clip still cost a little to cull; pixels only where drawn.
        layers += 1
        if layer.shouldRasterize, let cache {
            if cache.reuse(layer) {
                // The cached bitmap holds the subtree, its shadows and clips: one composite.
                rasterCacheHits.append(layer.name)
                pixels += visible.area
                if inherited * layer.opacity < 1 {
                    blendedPixels += visible.area
                    blendedLayers.append(layer.name)
                }
                return
            }
            rasterCacheMisses.append(layer.name)
            offscreenPasses.append(OffscreenPass(layer: layer.name, reason: .rasterization, pixels: visible.area))
            pixels += visible.area  // the new bitmap is written, then composited
        }
        if layer.backgroundColor != nil || layer.contents != nil || layer.borderWidth > 0 {
            pixels += visible.area
            if layer.drawsPixels, layer.blends(inheritedOpacity: inherited), visible.area > 0 {
                blendedPixels += visible.area
                blendedLayers.append(layer.name)
            }
        }
        for reason in layer.offscreenReasons {
            let region: PixelRect
            if reason == .shadowWithoutPath {
                region = visible.expanded(by: Compositor.shadowBlurRadius(layer.shadowRadius))
            } else {
                region = visible
            }
            offscreenPasses.append(OffscreenPass(layer: layer.name, reason: reason, pixels: region.area))
            pixels += region.area  // the texture is written, then read back onto the frame
        }
        if layer.shadowOpacity > 0, layer.shadowPath != nil { pixels += visible.area }
        let subClip = layer.masksToBounds ? visible : clip
        for sublayer in layer.sublayers {
            visit(
                sublayer, x: rect.minX - layer.boundsOrigin.x, y: rect.minY - layer.boundsOrigin.y, clip: subClip,
                opacity: inherited * layer.opacity, cache: cache)
        }
    }
}
