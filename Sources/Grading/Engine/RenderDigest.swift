/// What the render server and the display recorded, as explanations need it: the frames with
/// their deadlines and hitches, each frame's offscreen passes, and the layers' backing stores.
/// A plain value, like `TraceDigest`, so grading's tests can build one by hand.
public struct RenderDigest: Sendable, Equatable {
    /// One presented frame.
    public struct Frame: Sendable, Equatable {
        /// 1-based number among presented frames.
        public var number: Int
        /// The VSync that presented it, and the one it was due at.
        public var presentVSync: Int, expectedVSync: Int
        /// How late it was (ms); 0 when on time.
        public var hitchMs: Double
        /// `commit` (the main thread overran) or `render` (the render server did), or `none`.
        public var cause: String
        /// Main-thread time (ms) and render-server time (ms) spent on it.
        public var mainThreadMs: Double, renderMs: Double
        /// The call that ran longest on the main thread for this frame, and for how long (ms).
        public var longestCall: String?, longestCallMs: Double?
        /// The frame's offscreen passes.
        public var offscreen: [Offscreen]

        /// Creates a frame.
        public init(
            number: Int, presentVSync: Int, expectedVSync: Int, hitchMs: Double, cause: String, mainThreadMs: Double,
            renderMs: Double,
            longestCall: String? = nil, longestCallMs: Double? = nil, offscreen: [Offscreen] = []
        ) {
            self.number = number
            self.presentVSync = presentVSync
            self.expectedVSync = expectedVSync
            self.hitchMs = hitchMs
            self.cause = cause
            self.mainThreadMs = mainThreadMs
            self.renderMs = renderMs
            self.longestCall = longestCall
            self.longestCallMs = longestCallMs
            self.offscreen = offscreen
        }
    }

    /// One offscreen pass: the layer and why (`shadowWithoutPath`, `mask`, `roundedCornerClip`,
    /// `groupOpacity`, `visualEffectBlur`).
    public struct Offscreen: Sendable, Equatable, Hashable {
        /// The layer's trace name.
        public var layer: String
        /// The reason's raw name.
        public var reason: String

        /// Creates a pass.
        public init(layer: String, reason: String) {
            self.layer = layer
            self.reason = reason
        }
    }

    /// One layer's backing store, with the figures that make its size.
    public struct BackingStore: Sendable, Equatable {
        /// The layer's owner as the scenario names it (`a2`, or `dot` for a standalone layer).
        public var name: String
        /// Size in points, scale, bytes per pixel, and the product in bytes.
        public var width: Double, height: Double, scale: Double, bytesPerPixel: Int, bytes: Int
        /// Whether the layer ever drew (no bitmap otherwise).
        public var drew: Bool

        /// Creates a backing-store record.
        public init(
            name: String, width: Double, height: Double, scale: Double, bytesPerPixel: Int, bytes: Int, drew: Bool
        ) {
            self.name = name
            self.width = width
            self.height = height
            self.scale = scale
            self.bytesPerPixel = bytesPerPixel
            self.bytes = bytes
            self.drew = drew
        }
    }

    /// The display's refresh rate (Hz) and frame budget (ms).
    public var refreshRate: Int
    /// The frame budget at that rate (ms).
    public var frameBudgetMs: Double
    /// Presented frames, in order.
    public var frames: [Frame]
    /// Backing stores by the scenario's name for the view or layer.
    public var backingStores: [String: BackingStore]

    /// Creates a digest.
    public init(refreshRate: Int, frameBudgetMs: Double, frames: [Frame], backingStores: [String: BackingStore] = [:]) {
        self.refreshRate = refreshRate
        self.frameBudgetMs = frameBudgetMs
        self.frames = frames
        self.backingStores = backingStores
    }
}
