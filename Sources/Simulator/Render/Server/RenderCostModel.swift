// Simulated GPU time: how long the render server's two phases take for a given load.

/// Prices a frame's ``RenderLoad`` in simulated milliseconds for render prepare and render
/// execute (TT10855's two render-server phases).
///
/// The figures are the model's assumption, chosen so a typical screen renders in 1–3 ms, a
/// full-screen overdraw costs about 1 ms, and each offscreen pass about 1 ms (the pass
/// switches render targets and stalls the GPU, TT10857) — so a few shadowed cells without
/// `shadowPath` miss an 8.33 ms budget at 120 Hz, as in Apple's examples.
public struct RenderCostModel: Hashable, Sendable {
    /// Fixed cost of render prepare per frame (decoding the transaction).
    public var prepareBaseMs = 0.2
    /// Render prepare per visible layer (building the render tree).
    public var preparePerLayerMs = 0.002
    /// Render prepare per offscreen pass (scheduling the extra render target).
    public var preparePerOffscreenPassMs = 0.1
    /// Fixed cost of render execute per frame.
    public var executeBaseMs = 0.3
    /// Render execute per covered pixel at compositing scale 1 (≈ 1 ms per full-screen layer).
    public var executePerPixelMs = 0.000003
    /// Render execute per offscreen pass (the render-target switch), on top of its pixels.
    public var executePerOffscreenPassMs = 1.0
    /// Render execute per blended pixel, on top of its write: the GPU reads what lies below
    /// (fact 74; WWDC 2014-419: blending costs more than drawing opaque pixels). A third of a
    /// write is the model's assumption.
    public var executePerBlendedPixelMs = 0.000001

    /// The default model.
    public init() {}

    /// Render-prepare time for `load`.
    public func prepareMs(_ load: RenderLoad) -> Double {
        prepareBaseMs + Double(load.layers) * preparePerLayerMs
            + Double(load.offscreenPasses.count) * preparePerOffscreenPassMs
    }

    /// Render-execute time for `load`.
    public func executeMs(_ load: RenderLoad) -> Double {
        executeBaseMs + Double(load.pixels) * executePerPixelMs
            + Double(load.blendedPixels) * executePerBlendedPixelMs
            + Double(load.offscreenPasses.count) * executePerOffscreenPassMs
    }
}
