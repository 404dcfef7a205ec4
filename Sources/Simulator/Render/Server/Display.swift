// The screen: VSync at a fixed rate, double or triple buffering, and the hitch bookkeeping
// of every presented frame (facts 35, 36).
import Foundation

/// The simulated display: VSync every 1/refreshRate s, the frames presented and their hitches.
///
/// VSync k happens at `k × frameDurationMs` (VSync 0 at time 0). Expected presentation of a
/// frame is the VSync that began it plus the pipeline latency: 2 frames with double
/// buffering (commit in frame 1, render in frame 2, shown at the VSync after), 3 with triple.
/// Hitch time is how much later the frame was shown (TT10855).
public final class Display {
    /// VSyncs per second: 60 (default) or 120 (ProMotion).
    public internal(set) var refreshRate: Int
    /// Whether the display may switch to triple buffering when the render server falls behind.
    /// The app's Info.plist key `CADisableMinimumFrameDurationOnPhone` (fact 75): without it an
    /// iPhone app's display links run at no more than 60 Hz on a 120 Hz display.
    public var disablesMinimumFrameDurationOnPhone = false
    public var allowsTripleBuffering = true
    /// Every presented frame, in order.
    public internal(set) var frames: [FrameRecord] = []

    /// A display refreshing `refreshRate` times per second; rates outside 1…240 become 60.
    public init(refreshRate: Int = 60) {
        self.refreshRate = (1...240).contains(refreshRate) ? refreshRate : 60
    }

    /// The frame budget in ms: 16.67 at 60 Hz, 8.33 at 120 Hz (exact, not rounded).
    public var frameDurationMs: Double { 1000 / Double(refreshRate) }

    /// Frames presented so far.
    public var framesPresented: Int { frames.count }
    /// Presented frames that were late.
    public var hitches: Int { frames.filter(\.isHitch).count }
    /// VSyncs on which a late frame should have appeared: each hitch's lateness in whole frames.
    public var droppedFrames: Int {
        frames.reduce(0) { $0 + Display.index(($1.hitchMs / frameDurationMs).rounded()) }
    }
    /// Total lateness of all frames (ms).
    public var hitchTimeMs: Double { frames.reduce(0) { $0 + $1.hitchMs } }
    /// Hitch time per second of frames (ms/s): hitch time divided by the time from the VSync that began the first frame to the last presentation.
    ///
    /// 0 before any frame.
    public var hitchTimeRatio: Double {
        guard let first = frames.first, let last = frames.last else { return 0 }
        let seconds = (last.presentMs - vsyncTime(atOrBefore: first.appStartMs)) / 1000
        return seconds > 0 ? hitchTimeMs / seconds : 0
    }
    /// The hitch time ratio's verdict (WWDC20 10077 thresholds, see ``HitchRating``).
    public var hitchRating: HitchRating { HitchRating(hitchTimeRatio: hitchTimeRatio) }
    /// The buffering the next frame will use.
    public var buffering: Buffering { nextBuffering() }

    /// Time of VSync `k` (ms).
    public func vsyncTime(_ k: Int) -> Double { Double(k) * frameDurationMs }

    /// Number of the first VSync at or after `time`.
    public func vsync(atOrAfter time: Double) -> Int {
        Display.index(((time / frameDurationMs) - 1e-9).rounded(.up))
    }

    /// Number of the last VSync at or before `time`.
    public func vsync(atOrBefore time: Double) -> Int {
        Display.index(((time / frameDurationMs) + 1e-9).rounded(.down))
    }

    /// A VSync number from a count of frame durations; a scenario's `work(ms:)` may push time
    /// anywhere, so values beyond any real run (or not finite) are clamped, never trapped on.
    static func index(_ frames: Double) -> Int {
        guard frames.isFinite else { return frames > 0 ? 1_000_000_000_000 : 0 }
        return Int(max(-1_000_000_000_000, min(1_000_000_000_000, frames)))
    }

    /// Time of the last VSync at or before `time` (ms).
    public func vsyncTime(atOrBefore time: Double) -> Double { vsyncTime(vsync(atOrBefore: time)) }

    /// Buffering for the next frame: the display switches to triple buffering after a render
    /// that did not fit one frame, and back to double after three renders in a row that did.
    func nextBuffering() -> Buffering {
        guard allowsTripleBuffering, let last = frames.last else { return .double }
        let budget = frameDurationMs + 1e-9
        switch last.buffering {
        case .double:
            return last.renderMs > budget ? .triple : .double
        case .triple:
            let recent = frames.suffix(3)
            return recent.count == 3 && recent.allSatisfy({ $0.renderMs <= budget }) ? .double : .triple
        }
    }
}
