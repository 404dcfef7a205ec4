// What compositing one frame produced, and what it cost the GPU model.

/// The framebuffer of one composited frame and the work it took.
public struct CompositeResult: Hashable, Sendable {
    /// The window's pixels.
    public var framebuffer: Framebuffer
    /// Layers visited (hidden subtrees are not visited).
    public var layersComposited = 0
    /// Pixels written into the framebuffer and offscreen textures: the render-execute load.
    public var pixelsWritten = 0
    /// The offscreen passes, in the order they were made.
    public var offscreenPasses: [OffscreenPass] = []
    /// Whether the compositor stopped early, at its work limit or the run's time limit: the
    /// picture is incomplete.
    public var stoppedAtWorkLimit = false

    /// A result holding `framebuffer` and no work yet.
    public init(framebuffer: Framebuffer) {
        self.framebuffer = framebuffer
    }
}
