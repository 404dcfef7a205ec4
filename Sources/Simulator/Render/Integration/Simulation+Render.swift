// The render model as a scenario and the tutor see it: display figures, pictures, timeline.
import Foundation

extension Simulation {
    /// The display: refresh rate, frames presented, hitches, hitch time and ratio (fact 36).
    public var display: Display { context.render.display }

    /// The render server that composites this simulation's commits.
    public var renderServer: RenderServer { context.render.server }

    /// The window's pixels as of the latest commit (composited on demand), nil before the first commit.
    ///
    /// `framebuffer?.pngData()` is what `layoutlab run FILE --png` writes.
    public var framebuffer: Framebuffer? { context.render.server.framebuffer }

    /// Bytes of all backing stores in the window (fact 31), the app's drawing memory.
    public var backingStoreBytes: Int {
        var total = 0
        var stack = context.liveWindows.map(\.layer)
        while let layer = stack.popLast() {
            total += layer.backingStoreBytes
            stack.append(contentsOf: layer.sublayers)
        }
        return total
    }

    /// Bytes of the image buffers decoded so far: by commits (fact 3) and by preparing images
    /// (fact 76), 4 per pixel.
    public var decodedImageBytes: Int { context.decodedImageBytes }

    /// Writes the events of frames still ahead in simulated time into the trace (the run
    /// loop writes each frame's events when its render starts; call this at the end of a run
    /// so the last frame's render and present events are in the trace too).
    public func finishRendering() {
        context.render.flushTrace()
    }

    /// The frame timeline, each commit hitch annotated with the longest main-thread call of
    /// that frame found in the trace. With `listedFrom`, the trace is printed beside it from
    /// that event on (`Int.max`: not at all), and a commit before it is not named by its number.
    public func frameTimeline(listedFrom: Int = 1) -> FrameTimeline {
        FrameTimeline(
            display,
            annotate: { [trace] frame in
                guard frame.hitchCause == .commit else { return nil }
                return Simulation.longestCall(in: trace, from: frame.appStartMs, to: frame.commitEndMs)
            }, listed: { $0 >= listedFrom })
    }

    /// "longest call: a1.layoutSubviews 30.00 ms" for the UIKit-level call started between
    /// `start` and `end` that ran longest: its duration is the simulator's own, from the call's
    /// start to its return (`TraceEvent.end`), so time spent after it returned (the commit's
    /// own work, waiting for the next event) is not counted to it. Ties go to the first.
    static func longestCall(in trace: Trace, from start: Double, to end: Double) -> String? {
        var best: (TraceEvent, Double)?
        for event in trace.events where event.level == .uikit && event.time >= start - 1e-9 && event.time <= end {
            let duration = event.duration
            if duration > (best?.1 ?? 0) { best = (event, duration) }
        }
        guard let (event, duration) = best else { return nil }
        return "longest call: \(event.receiver).\(event.method) \(FrameTimeline.ms(duration)) ms"
    }
}
