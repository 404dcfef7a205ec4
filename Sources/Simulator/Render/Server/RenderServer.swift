// The render server: a separate process in simulated time. The app hands it a committed
// layer tree and carries on; it renders at the next VSync and the display shows the result.
import Foundation

/// Receives committed layer trees, schedules render prepare and render execute on the VSync
/// grid, and presents frames on the ``Display`` (facts 35, 36, 37).
///
/// The app never waits: ``submit(_:commit:appStartMs:commitEndMs:cause:)`` returns the
/// frame's schedule at once, because simulated time is deterministic. Pixels are composited
/// only when someone looks (``framebuffer``); the cost model prices the frame from a
/// pixel-free ``RenderLoad``, so long simulations stay fast.
public final class RenderServer {
    /// The screen the frames go to.
    public let display: Display
    /// Charges a presented frame against the run's budget (the render system sets it).
    var chargeFrame: () -> Void = {}
    /// The run's budget, which compositing is held to (the render system sets it).
    var budget: () -> ResourceBudget? = { nil }
    /// Prices render prepare and execute.
    public var costModel = RenderCostModel()
    /// What the cost model's prices are multiplied by (the render system sets it: 2 in a run that
    /// takes the other choice at cost figures, `ModelChoice.Kind.costFigure`).
    var costFactor: () -> Double = { 1 }
    /// The tree of the most recent frame (nil before the first commit).
    public private(set) var presentedTree: RenderTree?
    private var cachedFramebuffer: Framebuffer?
    /// Bitmaps of rasterized layers kept between frames (fact 73).
    public let rasterCache = RasterCache()

    /// A render server presenting on `display`.
    public init(display: Display) {
        self.display = display
    }

    /// The pixels of the most recent frame, composited on first access (nil before any frame).
    ///
    /// Compositing is held to the compositor's work limit and the run's time limit; past
    /// either, the budget records the limit (the scenario's next check reports it where the
    /// picture was asked for) and the incomplete picture is returned.
    public var framebuffer: Framebuffer? {
        if let cachedFramebuffer { return cachedFramebuffer }
        guard let presentedTree else { return nil }
        let budget = budget()
        let result = Compositor(budget: budget).composite(presentedTree)
        // Stopped by the time limit or Ctrl-C: `check()` records that; else it was the work limit.
        if result.stoppedAtWorkLimit, let budget, (try? budget.check()) != nil {
            budget.stop(
                SimulationLimit(
                    "compositing one frame needs more than \(Compositor.defaultMaximumWork / 1_000_000) million pixels of work (compositor work limit)",
                    hint:
                        "nested shadows without a shadowPath render their layers again for each shadow: set shadowPath, or nest fewer"
                ))
        }
        cachedFramebuffer = result.framebuffer
        return result.framebuffer
    }

    /// Takes the tree of commit `commit`, whose main-thread work began at `appStartMs` and
    /// whose commit finished at `commitEndMs`, and schedules its frame.
    ///
    /// Commits that reach the server before the same VSync are rendered as one frame (the
    /// latest tree wins), as Core Animation does. Returns the frame's record.
    @discardableResult
    public func submit(_ tree: RenderTree, commit: Int, appStartMs: Double, commitEndMs: Double, cause: Int? = nil)
        -> FrameRecord
    {
        presentedTree = tree
        cachedFramebuffer = nil
        let startVSync = display.vsync(atOrAfter: commitEndMs)
        var commits = [commit]
        var appStart = appStartMs
        if let last = display.frames.last, !last.commits.isEmpty,
            startVSync <= display.vsync(atOrAfter: last.renderStartMs)
        {
            // Not yet picked up: this commit joins that frame.
            display.frames.removeLast()
            commits = last.commits + [commit]
            appStart = min(appStart, last.appStartMs)
        }
        let record = schedule(
            tree, commits: commits, appStartMs: appStart, commitEndMs: commitEndMs, cause: cause)
        display.frames.append(record)
        chargeFrame()
        return record
    }

    /// Renders a frame the app did not commit — an animation step the render server
    /// interpolates itself — starting at VSync `vsync`.
    @discardableResult
    public func renderAnimationFrame(_ tree: RenderTree, atVSync vsync: Int, cause: Int? = nil) -> FrameRecord {
        presentedTree = tree
        cachedFramebuffer = nil
        let start = display.vsyncTime(vsync)
        // The app had nothing to do: the frame counts as begun one VSync before rendering.
        let record = schedule(
            tree, commits: [], appStartMs: start - display.frameDurationMs, commitEndMs: start, cause: cause)
        display.frames.append(record)
        chargeFrame()
        return record
    }

    /// The timing of one frame, given the server's previous work.
    private func schedule(_ tree: RenderTree, commits: [Int], appStartMs: Double, commitEndMs: Double, cause: Int?)
        -> FrameRecord
    {
        let buffering = display.nextBuffering()
        var startVSync = display.vsync(atOrAfter: commitEndMs)
        var gpuFree = 0.0
        if let last = display.frames.last {
            // Prepare runs on the render server's CPU, execute on the GPU: each does one frame
            // at a time, but frame n + 1 can prepare while frame n executes.
            startVSync = max(startVSync, display.vsync(atOrAfter: last.renderStartMs + last.renderPrepareMs))
            gpuFree = last.renderEndMs
        }
        let renderStart = display.vsyncTime(startVSync)
        let load = RenderLoad(measuring: tree, rasterCache: rasterCache, at: renderStart)
        let factor = costFactor()
        let prepare = costModel.prepareMs(load) * factor
        let execute = costModel.executeMs(load) * factor
        let executeStart = max(renderStart + prepare, gpuFree)
        let renderEnd = executeStart + execute
        let latency = buffering == .triple ? 2 : 1
        var presentVSync = max(display.vsync(atOrAfter: renderEnd), startVSync + latency)
        if let last = display.frames.last { presentVSync = max(presentVSync, last.presentVSync + 1) }
        let beganVSync = display.vsync(atOrBefore: appStartMs)
        let expected = display.vsyncTime(beganVSync + latency + 1)
        let present = display.vsyncTime(presentVSync)
        var hitchCause: FrameRecord.HitchCause = .none
        if present - expected > 1e-6 {
            hitchCause = commitEndMs > display.vsyncTime(beganVSync + 1) + 1e-6 ? .commit : .render
        }
        return FrameRecord(
            number: display.frames.count + 1, commits: commits, cause: cause, appStartMs: appStartMs,
            commitEndMs: commitEndMs, renderStartMs: renderStart, renderPrepareMs: prepare, renderExecuteMs: execute,
            renderEndMs: renderEnd,
            presentVSync: presentVSync, presentMs: present, expectedPresentMs: expected, buffering: buffering,
            layers: load.layers, offscreenPasses: load.offscreenPasses, hitchCause: hitchCause,
            blendedPixels: load.blendedPixels, blendedLayers: load.blendedLayers, rasterCacheHits: load.rasterCacheHits,
            rasterCacheMisses: load.rasterCacheMisses)
    }
}
