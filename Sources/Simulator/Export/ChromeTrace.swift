// A run as Chrome's Trace Event Format (JSON object form), the format Perfetto's UI and
// chrome://tracing read: the open counterpart of Instruments' timeline tracks.
import Foundation
import TextBasics

/// Chrome Trace Event JSON of one simulation:
/// - the **main thread** (tid 1): every call except the render server's, as nested `B`/`E`
///   slices from `TraceEvent.time` to `TraceEvent.end`; marks as global instants, prints as
///   thread instants;
/// - the **render server** (tid 2: render prepare, tid 3: render execute on the GPU, which
///   may overlap the next frame's prepare) and the **display** (tid 4: an instant per VSync,
///   idle ones included, and a slice per frame while it is on screen);
/// - **frames** as async slices from the app's start to the present, and **hitches** as async
///   slices from the expected to the actual present, named after their cause;
/// - **cause links** as flow arrows: a pass callback from the call that dirtied it, a frame's
///   render from the commit that caused it, its present from its render.
///
/// Timestamps are µs with 3 decimals (1 ns) and strictly increasing in file order: Perfetto's
/// importer does not keep file order among equal timestamps, and a run's set-up happens at
/// one instant, so each event that would tie the one before it is moved 1 ns later. Every
/// slice carries its exact simulated `startMs`/`endMs` in `args`.
public struct ChromeTrace {
    /// The value of `otherData.schema`: this mapping of a run onto the format.
    public static let schema = "layoutlab.chrome-trace/1"

    /// Thread ids of the tracks.
    public enum Track: Int, CaseIterable {
        case mainThread = 1, renderPrepare, renderExecute, display
    }

    private struct Entry {
        var timeNs: Int64
        /// Sorting key among equal times: the position of the entry it belongs with, then its own.
        var anchor: Int
        var sub: Int
        /// Every field but `ts`, without the braces.
        var fields: String
    }

    private var entries: [Entry] = []
    private var flowID = 0

    /// The JSON of `simulation`'s trace from seq `firstSeq` on (earlier events are left out,
    /// as `run --trace-limit` leaves them out of the listing) and of all its frames.
    public static func json(of simulation: Simulation, fromSeq firstSeq: Int = 1) -> String {
        var chrome = ChromeTrace()
        chrome.build(simulation, firstSeq: max(1, firstSeq))
        return chrome.render(simulation)
    }

    // MARK: Building

    private mutating func build(_ simulation: Simulation, firstSeq: Int) {
        let trace = simulation.trace
        let display = simulation.display
        /// Main-thread slices open, innermost last. A slice ends no earlier than anything inside
        /// it (a call cut short by a sandbox limit was never closed, so its end is its start).
        var open: [(depth: Int, end: Double)] = []
        /// The entry index of each main-thread slice's `B`, by seq (for flow arrows).
        var beginEntry: [Int: Int] = [:]
        func closeSlices(downTo depth: Int, in chrome: inout ChromeTrace) {
            while let last = open.last, last.depth >= depth {
                open.removeLast()
                chrome.add(last.end, "\"ph\":\"E\",\"pid\":1,\"tid\":1")
                if !open.isEmpty { open[open.count - 1].end = max(open[open.count - 1].end, last.end) }
            }
        }
        if firstSeq <= trace.count {
            for seq in firstSeq...trace.count {
                guard let event = trace.event(seq), event.level != .render else { continue }
                closeSlices(downTo: event.depth, in: &self)
                if event.receiver == "trace" && event.method == "mark" {
                    add(
                        event.time,
                        "\"ph\":\"i\",\"s\":\"g\",\"pid\":1,\"tid\":1,\"cat\":\"mark\",\"name\":"
                            + TraceJSON.string(event.label ?? "") + ",\"args\":{\"seq\":\(seq)}")
                    continue
                }
                if event.receiver == "trace" && event.method == "print" {
                    add(
                        event.time,
                        "\"ph\":\"i\",\"s\":\"t\",\"pid\":1,\"tid\":1,\"cat\":\"print\",\"name\":\"print\",\"args\":{\"seq\":\(seq),\"text\":"
                            + TraceJSON.string(event.text ?? "") + "}")
                    continue
                }
                var args = "\"seq\":\(seq),\"phase\":" + TraceJSON.string(event.phase.rawValue)
                args += ",\"reason\":" + TraceJSON.string(event.reason) + ",\"cause\":" + TraceJSON.cause(event.cause)
                args += ",\"startMs\":" + DisplayJSON.ms(event.time) + ",\"endMs\":" + DisplayJSON.ms(event.end)
                if let text = event.text { args += ",\"text\":" + TraceJSON.string(text) }
                let begin = add(
                    event.time,
                    "\"ph\":\"B\",\"pid\":1,\"tid\":1,\"cat\":" + TraceJSON.string(event.level.rawValue)
                        + ",\"name\":" + TraceJSON.string(event.call) + ",\"args\":{" + args + "}")
                beginEntry[seq] = begin
                // Why it ran, when that is not simply its caller: the call that dirtied it.
                if case .event(let source) = event.cause, source != event.parent, let from = beginEntry[source],
                    let cause = trace.event(source)
                {
                    flow(from: from, at: cause.time, tid: 1, to: begin, at: event.time, tid: 1, name: "cause")
                }
                if let parent = open.indices.last { open[parent].end = max(open[parent].end, event.time) }
                open.append((event.depth, max(event.end, event.time)))
            }
        }
        closeSlices(downTo: 0, in: &self)

        var previousOnScreen: (entry: Int, frame: FrameRecord)?
        for f in display.frames {
            let frameArgs =
                "\"number\":\(f.number),\"commits\":[" + f.commits.map(String.init).joined(separator: ",")
                + "],\"appStartMs\":" + DisplayJSON.ms(f.appStartMs) + ",\"commitEndMs\":"
                + DisplayJSON.ms(f.commitEndMs)
                + ",\"presentMs\":" + DisplayJSON.ms(f.presentMs) + ",\"expectedPresentMs\":"
                + DisplayJSON.ms(f.expectedPresentMs)
                + ",\"hitchMs\":" + DisplayJSON.ms(f.hitchMs) + ",\"hitchCause\":"
                + TraceJSON.string(f.hitchCause.rawValue)
                + ",\"buffering\":" + TraceJSON.string(f.buffering.rawValue)
            // One name for every frame, so Perfetto draws them on one track (overlapping frames
            // stacked), each found by its number in args; ids are local to the process.
            add(
                f.appStartMs,
                "\"ph\":\"b\",\"pid\":1,\"tid\":1,\"cat\":\"frame\",\"id2\":{\"local\":\(f.number)},\"name\":\"frame\",\"args\":{\(frameArgs)}"
            )
            add(
                f.presentMs,
                "\"ph\":\"e\",\"pid\":1,\"tid\":1,\"cat\":\"frame\",\"id2\":{\"local\":\(f.number)},\"name\":\"frame\"")

            let executeStart = f.renderEndMs - f.renderExecuteMs
            let layers = "\"frame\":\(f.number),\"layers\":\(f.layers),\"offscreenPasses\":\(f.offscreenPasses.count)"
            let prepare = add(
                f.renderStartMs,
                "\"ph\":\"B\",\"pid\":1,\"tid\":2,\"cat\":\"render\",\"name\":\"renderPrepare\",\"args\":{"
                    + layers + ",\"startMs\":" + DisplayJSON.ms(f.renderStartMs) + ",\"endMs\":"
                    + DisplayJSON.ms(f.renderStartMs + f.renderPrepareMs) + "}")
            add(f.renderStartMs + f.renderPrepareMs, "\"ph\":\"E\",\"pid\":1,\"tid\":2")
            let execute = add(
                executeStart,
                "\"ph\":\"B\",\"pid\":1,\"tid\":3,\"cat\":\"render\",\"name\":\"renderExecute\",\"args\":{"
                    + layers + ",\"startMs\":" + DisplayJSON.ms(executeStart) + ",\"endMs\":"
                    + DisplayJSON.ms(f.renderEndMs) + "}")
            add(f.renderEndMs, "\"ph\":\"E\",\"pid\":1,\"tid\":3")
            flow(from: prepare, at: f.renderStartMs, tid: 2, to: execute, at: executeStart, tid: 3, name: "render")

            if let previous = previousOnScreen {
                add(f.presentMs, "\"ph\":\"E\",\"pid\":1,\"tid\":4", anchor: previous.entry)
            }
            let onScreen = add(
                f.presentMs,
                "\"ph\":\"B\",\"pid\":1,\"tid\":4,\"cat\":\"present\",\"name\":"
                    + TraceJSON.string("frame \(f.number) on screen")
                    + ",\"args\":{\"frame\":\(f.number),\"vsync\":\(f.presentVSync),\"startMs\":"
                    + DisplayJSON.ms(f.presentMs) + "}")
            previousOnScreen = (onScreen, f)
            flow(from: execute, at: executeStart, tid: 3, to: onScreen, at: f.presentMs, tid: 4, name: "present")
            if let cause = f.cause, let from = beginEntry[cause], let event = trace.event(cause) {
                flow(from: from, at: event.time, tid: 1, to: prepare, at: f.renderStartMs, tid: 2, name: "commit")
            }

            if f.isHitch {
                let what: String
                switch f.hitchCause {
                case .commit:
                    what =
                        "commit ended at \(FrameTimeline.ms(f.commitEndMs)) ms, after the VSync at "
                        + FrameTimeline.ms(display.vsyncTime(display.vsync(atOrBefore: f.appStartMs) + 1)) + " ms"
                        + (Simulation.longestCall(in: trace, from: f.appStartMs, to: f.commitEndMs).map { "; " + $0 }
                            ?? "")
                case .render, .none:
                    what =
                        "render took \(FrameTimeline.ms(f.renderMs)) ms with \(f.buffering.rawValue) buffering"
                        + (f.offscreenPasses.isEmpty ? "" : ", \(f.offscreenPasses.count) offscreen passes")
                }
                // Named by cause (one track per cause); the frame and its lateness are in args.
                let hitch = TraceJSON.string("\(f.hitchCause.rawValue) hitch")
                add(
                    f.expectedPresentMs,
                    "\"ph\":\"b\",\"pid\":1,\"tid\":4,\"cat\":\"hitch\",\"id2\":{\"local\":\(f.number)},\"name\":\(hitch),\"args\":{\"frame\":\(f.number),\"cause\":"
                        + TraceJSON.string(f.hitchCause.rawValue) + ",\"hitchMs\":" + DisplayJSON.ms(f.hitchMs)
                        + ",\"why\":" + TraceJSON.string(what) + "}")
                add(
                    f.presentMs,
                    "\"ph\":\"e\",\"pid\":1,\"tid\":4,\"cat\":\"hitch\",\"id2\":{\"local\":\(f.number)},\"name\":\(hitch)"
                )
            }
        }
        let lastVSync = DisplayJSON.lastVSync(of: simulation)
        if let previous = previousOnScreen {
            let end = max(previous.frame.presentMs, display.vsyncTime(lastVSync))
            add(end, "\"ph\":\"E\",\"pid\":1,\"tid\":4")
        }
        for k in 0..<min(lastVSync + 1, DisplayJSON.maximumVSyncs) {
            add(
                display.vsyncTime(k),
                "\"ph\":\"i\",\"s\":\"t\",\"pid\":1,\"tid\":4,\"cat\":\"vsync\",\"name\":\"VSync\",\"args\":{\"index\":\(k)}"
            )
        }
    }

    /// Adds an entry at `ms`, sorted after the entries of `anchor` (its own position when nil).
    @discardableResult
    private mutating func add(_ ms: Double, _ fields: String, anchor: Int? = nil) -> Int {
        let index = entries.count
        entries.append(
            Entry(
                timeNs: Self.nanoseconds(ms), anchor: anchor ?? index, sub: anchor == nil ? 0 : index + 1,
                fields: fields))
        return index
    }

    /// A flow arrow from the slice whose `B` is entry `source` to the one whose `B` is
    /// `target`: its `s` and `f` sit right after those `B`s, so each binds to its slice.
    private mutating func flow(
        from source: Int, at sourceMs: Double, tid sourceTid: Int, to target: Int, at targetMs: Double,
        tid targetTid: Int, name: String
    ) {
        flowID += 1
        add(
            sourceMs,
            "\"ph\":\"s\",\"pid\":1,\"tid\":\(sourceTid),\"cat\":\"cause\",\"name\":\"\(name)\",\"id\":\(flowID)",
            anchor: source)
        add(
            targetMs,
            "\"ph\":\"f\",\"bp\":\"e\",\"pid\":1,\"tid\":\(targetTid),\"cat\":\"cause\",\"name\":\"\(name)\",\"id\":\(flowID)",
            anchor: target)
    }

    /// Whole nanoseconds of simulated time (clamped: `work(ms:)` can push the clock anywhere).
    static func nanoseconds(_ ms: Double) -> Int64 {
        let ns = (ms * 1_000_000).rounded()
        guard ns.isFinite else { return ns > 0 ? Int64.max / 4 : 0 }
        return Int64(max(0, min(Double(Int64.max / 4), ns)))
    }

    // MARK: Writing

    private func render(_ simulation: Simulation) -> String {
        let sorted = entries.sorted {
            ($0.timeNs, $0.anchor, $0.sub) < ($1.timeNs, $1.anchor, $1.sub)
        }
        var out =
            "{\"displayTimeUnit\":\"ms\",\"otherData\":{\"schema\":" + TraceJSON.string(Self.schema)
            + ",\"generator\":\"layoutlab\",\"refreshRate\":\(simulation.display.refreshRate),\"frameDurationMs\":"
            + DisplayJSON.ms(simulation.display.frameDurationMs) + "},\"traceEvents\":[\n"
        out +=
            "{\"ph\":\"M\",\"pid\":1,\"tid\":1,\"name\":\"process_name\",\"args\":{\"name\":\"LayoutLab simulation\"}}"
        let names: [(Track, String)] = [
            (.mainThread, "Main thread"), (.renderPrepare, "Render server: prepare"),
            (.renderExecute, "Render server: execute (GPU)"), (.display, "Display"),
        ]
        for (track, name) in names {
            out +=
                ",\n{\"ph\":\"M\",\"pid\":1,\"tid\":\(track.rawValue),\"name\":\"thread_name\",\"args\":{\"name\":\"\(name)\"}}"
            out +=
                ",\n{\"ph\":\"M\",\"pid\":1,\"tid\":\(track.rawValue),\"name\":\"thread_sort_index\",\"args\":{\"sort_index\":\(track.rawValue)}}"
        }
        var previous: Int64 = -1
        for entry in sorted {
            let ts = max(entry.timeNs, previous + 1)
            previous = ts
            out += ",\n{" + entry.fields + ",\"ts\":" + Self.microseconds(ts) + "}"
        }
        return out + "\n]}\n"
    }

    /// `ns` as µs with exactly 3 decimals, from the integer (no rounding on the way).
    static func microseconds(_ ns: Int64) -> String {
        let fraction = String(ns % 1000)
        return "\(ns / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
