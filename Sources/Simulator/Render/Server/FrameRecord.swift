// One presented frame: when the app worked on it, when the render server rendered it, when
// it reached the screen, and whether it was late.

/// The record of one frame the display presented (facts 35, 36).
public struct FrameRecord: Hashable, Sendable {
    /// Why a frame was late.
    public enum HitchCause: String, Hashable, Sendable, CaseIterable {
        /// The frame was on time.
        case none
        /// Commit hitch: the app's main thread committed after the frame's commit deadline
        /// (the VSync after the frame began), so the render server started late (TT10856).
        case commit
        /// Render hitch: render prepare + execute took longer than the buffering allows (TT10857).
        case render
    }

    /// 1-based number among presented frames.
    public var number: Int
    /// The commits this frame shows (several commits before one VSync are rendered together);
    /// empty for a frame the render server made on its own (an animation step).
    public var commits: [Int]
    /// Trace seq of the event that caused the frame (its last commit, or the animation), if traced.
    public var cause: Int?
    /// When the main thread began the work for this frame (ms).
    public var appStartMs: Double
    /// When the main thread finished the commit (ms).
    public var commitEndMs: Double
    /// When the render server started render prepare: the first VSync after the commit.
    public var renderStartMs: Double
    /// Render prepare time (ms).
    public var renderPrepareMs: Double
    /// Render execute time (ms).
    public var renderExecuteMs: Double
    /// When render execute finished (ms); later than start + prepare + execute when the GPU
    /// was still busy with the previous frame.
    public var renderEndMs: Double
    /// Number of the VSync that presented the frame (VSync k is at k × frame duration).
    public var presentVSync: Int
    /// When the frame reached the screen (ms).
    public var presentMs: Double
    /// When it would have reached the screen had every phase met its deadline (ms).
    public var expectedPresentMs: Double
    /// The buffering in effect for this frame.
    public var buffering: Buffering
    /// Layers the render server composited.
    public var layers: Int
    /// Offscreen passes the frame needed (fact 37).
    public var offscreenPasses: [OffscreenPass]

    /// Main-thread time spent on the frame (ms).
    public var mainThreadMs: Double { commitEndMs - appStartMs }
    /// Render-server time (prepare + execute) for the frame (ms).
    public var renderMs: Double { renderPrepareMs + renderExecuteMs }
    /// How late the frame was (ms); 0 when on time.
    public var hitchMs: Double { max(0, ((presentMs - expectedPresentMs) * 1000).rounded() / 1000) }
    /// True when the frame was late.
    public var isHitch: Bool { hitchMs > 0 }
    /// Which phase made the frame late (`.none` when on time).
    public var hitchCause: HitchCause
    /// Pixels blended with what lies below, and the layers that blended (fact 74).
    public var blendedPixels = 0
    public var blendedLayers: [String] = []
    /// Rasterized layers whose cached bitmap was reused, and those rendered again (fact 73).
    public var rasterCacheHits: [String] = []
    public var rasterCacheMisses: [String] = []
}

/// How many frame buffers the display cycles through (fact 36).
public enum Buffering: String, Hashable, Sendable, CaseIterable {
    /// Two buffers: the render server has one frame to render (the default).
    case double
    /// Three buffers: the render server gets one more frame, at one more frame of latency.
    case triple
}
