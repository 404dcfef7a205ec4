// A timer tied to the display: fires once per frame on the main run loop, before the commit.
import Foundation

/// Core Animation's display link (fact 40).
///
/// Added to the run loop, it calls its callback once per frame, before the frame's commit, until invalidated
/// or paused.
public final class CADisplayLink {
    private let context: SimulationContext
    private let callback: (CADisplayLink) throws -> Void
    /// Whether the callback is suspended.
    public var isPaused = false
    /// The name the trace uses.
    public var traceName: String
    /// The VSync time of the frame now being prepared (ms), as of the latest callback.
    public private(set) var timestamp: Double = 0
    /// The VSync the frame is due at (ms): `timestamp` + one frame.
    public private(set) var targetTimestamp: Double = 0
    /// Times the callback ran.
    public private(set) var fireCount = 0
    /// The range of rates the app allows (fact 75); `.default` lets the system choose.
    public var preferredFrameRateRange = CAFrameRateRange.default {
        didSet {
            context.trace.record(
                level: .calayer, receiver: traceName, method: "setPreferredFrameRateRange", cause: context.currentCause,
                reason: "explicit", text: preferredFrameRateRange.description)
        }
    }
    /// The first VSync (frame number) at which the callback is due again.
    private var nextFireFrame = 0

    /// A display link in `simulation` calling `callback` each frame once added to the run loop.
    public init(_ simulation: Simulation, _ callback: @escaping (CADisplayLink) throws -> Void) {
        context = simulation.context
        self.callback = callback
        traceName = context.defaultName(for: "CADisplayLink")
    }

    /// The time between the display's refreshes (ms), whatever the link's own rate.
    public var duration: Double { context.clock.frameDuration }

    /// The rate the callback runs at (Hz), as the system chooses it from `preferredFrameRateRange`
    /// (fact 75; Docs `preferredFrameRateRange`: "a frame rate that's a factor of the display's
    /// maximum refresh rate"). Without `CADisableMinimumFrameDurationOnPhone` an iPhone app gets
    /// no more than 60 Hz.
    public var frameRate: Int {
        CAFrameRateRange.chosenRate(
            preferredFrameRateRange, displayRate: context.clock.refreshRate,
            allowsHighRates: context.render.display.disablesMinimumFrameDurationOnPhone)
    }

    /// VSyncs between two callbacks.
    var interval: Int { max(1, context.clock.refreshRate / max(1, frameRate)) }

    /// Whether the callback is due in frame `frame`.
    func isDue(frame: Int) -> Bool { frame >= nextFireFrame }

    /// Schedules the link on the main run loop (adding it twice has no further effect).
    public func add(to runLoop: MainRunLoop) {
        guard !context.render.displayLinks.contains(where: { $0 === self }) else { return }
        context.trace.record(
            level: .calayer, receiver: traceName, method: "add", cause: context.currentCause, reason: "explicit")
        context.render.displayLinks.append(self)
        context.render.needFrameWork()
    }

    /// Removes the link from the run loop for good.
    public func invalidate() {
        context.trace.record(
            level: .calayer, receiver: traceName, method: "invalidate", cause: context.currentCause, reason: "explicit")
        context.render.displayLinks.removeAll { $0 === self }
    }

    /// Runs the callback for the current frame.
    func fire(cause: Cause) throws {
        let frameStart = context.clock.frame
        let step = interval
        nextFireFrame = (frameStart / step + 1) * step
        timestamp = Double(frameStart) * context.clock.frameDuration
        targetTimestamp = timestamp + Double(step) * context.clock.frameDuration
        fireCount += 1
        try context.trace.call(
            level: .calayer, receiver: traceName, method: "displayLinkFired", cause: cause, reason: "vsync"
        ) { _ in
            try callback(self)
        }
    }
}
