// `layoutlab-bench render`: compositing and frame simulation throughput of the render server.
import Foundation
import Simulator

/// Composites 1k and 10k-layer trees into the 390×844 framebuffer and simulates 600 frames of a scrolling 1k-row list.
///
/// Targets: 10k layers < 16 ms; 600 frames < 1 s.
enum RenderBenchmark: Benchmark {
    static let name = "render"

    static func run(_ arguments: [String]) {
        // `layoutlab-bench render scroll` or `… render composite` runs one workload only.
        let only = arguments.first
        for count in [1_000, 10_000] where only == nil || only == "composite" {
            let tree = mixedTree(layers: count)
            let m = measure { _ = Compositor().composite(tree) }
            let cpu = cpuMeasure { _ = Compositor().composite(tree) }
            let passes = Compositor().composite(tree).offscreenPasses.count
            emitJSON([
                "benchmark": "render.composite", "layers": count, "offscreenPasses": passes,
                "minMs": m.min * 1000, "medianMs": m.median * 1000, "cpuMedianMs": cpu.median * 1000, "targetMs": 16,
            ])
        }
        guard only == nil || only == "scroll" else { return }
        // Building the 1k-row list and its first frame is set-up, not scrolling: each sample
        // times only the 600 scrolled frames (and the final composite).
        let frames = 600
        _ = scroll(rows: 1_000, frames: frames)  // warm-up
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        for _ in 0..<5 {
            let run = scroll(rows: 1_000, frames: frames)
            samples.append(run.seconds)
            cpuSamples.append(run.cpuSeconds)
        }
        let m = Measurement(samples: samples)
        let cpu = Measurement(samples: cpuSamples)
        emitJSON([
            "benchmark": "render.scroll", "rows": 1_000, "frames": frames,
            "minMs": m.min * 1000, "medianMs": m.median * 1000, "cpuMedianMs": cpu.median * 1000,
            "msPerFrame": m.median * 1000 / Double(frames), "targetMs": 1000,
        ])
    }

    /// A window holding `layers` layers: a grid of cells, most plain fills, some drawn
    /// (a contents bitmap), some rounded, some with a path shadow, some clipping a sublayer.
    static func mixedTree(layers: Int) -> RenderTree {
        var root = LayerSnapshot(id: 0, name: "window", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.backgroundColor = .white
        let cells = layers - 1
        let columns = max(1, Int((Double(cells) * 390 / 844).squareRoot()))
        let rows = (cells + columns - 1) / columns
        let w = 390 / CGFloat(columns)
        let h = 844 / CGFloat(rows)
        let drawn = Bitmap(width: 8, height: 8, color: RGBA(40, 120, 200))
        var id = 1
        while id <= cells {
            let i = id - 1
            var cell = LayerSnapshot(
                id: id, name: "cell\(id)",
                frame: CGRect(x: CGFloat(i % columns) * w, y: CGFloat(i / columns) * h, width: w - 1, height: h - 1))
            cell.backgroundColor = RGBA(UInt8(i * 37 % 256), UInt8(i * 91 % 256), 160)
            switch i % 20 {
            case 0, 1: cell.contents = drawn
            case 2, 3: cell.cornerRadius = min(w, h) / 4
            case 4:
                cell.shadowOpacity = 0.3
                cell.shadowRadius = 1
                cell.shadowPath = .rect(CGRect(x: 0, y: 0, width: w - 1, height: h - 1))
            case 5 where id < cells:
                // A rounded clip around a sublayer: one offscreen pass (fact 37).
                cell.cornerRadius = min(w, h) / 4
                cell.masksToBounds = true
                id += 1
                var inner = LayerSnapshot(
                    id: id, name: "cell\(id)", frame: CGRect(x: 0, y: 0, width: w / 2, height: h / 2))
                inner.backgroundColor = .black
                cell.sublayers = [inner]
            default: break
            }
            root.sublayers.append(cell)
            id += 1
        }
        return RenderTree(root: root)
    }

    /// A simulated app scrolling a `UIScrollView` of `rows` 44-pt rows for `frames` frames at 60 Hz: each frame the scroll step, the scroll view's `layoutSubviews`, the commit, the encode of the whole layer tree, render scheduling; the last frame is composited.
    ///
    /// Returns the display and the seconds the scrolled frames took.
    static func scroll(rows: Int, frames: Int) -> (display: Display, seconds: Double, cpuSeconds: Double) {
        let sim = Simulation(refreshRate: 60)
        let list = UIScrollView(sim, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        list.contentSize = CGSize(width: 390, height: CGFloat(rows) * 44)
        var seconds = 0.0
        var cpuSeconds = 0.0
        do {
            for r in 0..<rows {
                let row = UIView(sim, frame: CGRect(x: 0, y: CGFloat(r) * 44, width: 390, height: 43))
                row.backgroundColor = r % 2 == 0 ? UIColor(white: 0.94) : .white
                try list.addSubview(row)
            }
            try sim.window.addSubview(list)
            try sim.runLoop.runUntilIdle()
            let cpuStart = threadCPUTime()
            let elapsed = try ContinuousClock().measure {
                list.scroll(velocity: CGPoint(x: 0, y: 240), frames: frames)
                try sim.runLoop.run(frames: frames)
                sim.finishRendering()
                _ = sim.framebuffer
            }
            seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            cpuSeconds = threadCPUTime() - cpuStart
        } catch {
            print("render.scroll failed: \(error)")
        }
        return (sim.display, seconds, cpuSeconds)
    }

    /// This thread's CPU time in seconds: on a machine shared with other jobs it counts only
    /// the benchmark's own work, where wall time also counts the waits for a core.
    static func threadCPUTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Like `measure`, in thread CPU time: a warm-up, then seven samples.
    static func cpuMeasure(_ body: () -> Void) -> Measurement {
        body()
        var samples: [Double] = []
        for _ in 0..<7 {
            let start = threadCPUTime()
            body()
            samples.append(threadCPUTime() - start)
        }
        return Measurement(samples: samples)
    }
}
