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

    /// A display link in `simulation` calling `callback` each frame once added to the run loop.
    public init(_ simulation: Simulation, _ callback: @escaping (CADisplayLink) throws -> Void) {
        context = simulation.context
        self.callback = callback
        traceName = context.defaultName(for: "CADisplayLink")
    }

    /// The time between frames (ms).
    public var duration: Double { context.clock.frameDuration }

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
        timestamp = Double(frameStart) * context.clock.frameDuration
        targetTimestamp = timestamp + context.clock.frameDuration
        fireCount += 1
        try context.trace.call(
            level: .calayer, receiver: traceName, method: "displayLinkFired", cause: cause, reason: "vsync"
        ) { _ in
            try callback(self)
        }
    }
}
