// `layoutlab-bench simulator`: a full commit (update constraints + layout) of large view trees.
import Foundation
import Simulator

/// Times, for N constrained views (N = 1k, 10k, 100k; see `constrainedScene`): the whole scene
/// (`scene`: create, activate, first commit), the first commit alone (`constrained`: one
/// run-loop turn, i.e. update constraints, solve, layout, display, encode and send), a relayout
/// after one constant change (`window.layoutIfNeeded()`; the first section moves), and the
/// update-constraints and layout passes of the same tree made with frames. Targets at 10k
/// views: scene < 16 ms, first commit < 8 ms; time per view flat from 1k to 100k.
/// `layoutlab-bench simulator 1000 10000` picks the sizes; the words `scene`, `constrained`,
/// `relayout` and `frames` pick workloads (all four by default).
enum SimulatorBenchmark: Benchmark {
    static let name = "simulator"

    static func run(_ arguments: [String]) {
        let sizes = arguments.compactMap(Int.init).filter { $0 >= 10 && $0 <= 1_000_000 }
        let words = Set(arguments.filter { Int($0) == nil })
        func wanted(_ word: String) -> Bool { words.isEmpty || words.contains(word) }
        for count in sizes.isEmpty ? [1_000, 10_000, 100_000] : sizes {
            let samples = count >= 100_000 ? 3 : 7
            if wanted("scene") {
                reportScene(count: count, samples: samples)
            }
            if wanted("constrained") {
                report(
                    "simulator.constrained.firstCommit", count: count,
                    timings: sample(samples) {
                        try constrainedScene(count)
                    } onTimed: { scene in
                        // The whole first commit: one run-loop turn, whose CATransaction commit
                        // updates constraints, solves, lays out, displays, encodes and sends.
                        try scene.sim.runLoop.runOnce()
                    })
            }
            if wanted("relayout") {
                report(
                    "simulator.constrained.relayout", count: count,
                    timings: sample(samples) {
                        let scene = try constrainedScene(count)
                        try scene.sim.runLoop.runUntilIdle()
                        scene.topConstraint.constant += 10
                        return scene
                    } onTimed: { scene in
                        try scene.sim.window.layoutIfNeeded()
                    })
            }
            if wanted("frames") {
                report(
                    "simulator.frames.firstCommit", count: count,
                    timings: sample(samples) {
                        try frameScene(count)
                    } onTimed: { scene in
                        try scene.sim.window.layoutIfNeeded()
                    })
            }
        }
    }

    /// The whole job a screen does, timed as one: create the views, activate their
    /// constraints, and the first commit (update constraints, solve, layout, display, encode
    /// and send to the render server), i.e. `constrainedScene` + one run-loop turn. Each sample
    /// also times solving the same constraint system in the Cassowary solver alone
    /// (`ConstrainedSceneSystem`), right after the scene, and checks that it gives every view
    /// the scene's frame; `sceneOverSolver` is the ratio of the two CPU medians (target ≤ 2).
    static func reportScene(count: Int, samples: Int) {
        let clock = ContinuousClock()
        var timings: [Timing] = []
        var solverTimings: [Timing] = []
        var eventsPerSample = 0
        var bytesPerEvent = 0.0
        var internBytesPerEvent = 0.0
        for index in 0...samples {
            do {
                let cpuStart = threadCPUSeconds()
                var built: Scene?
                let elapsed = try clock.measure {
                    let scene = try constrainedScene(count)
                    try scene.sim.runLoop.runOnce()
                    built = scene
                }
                let cpu = threadCPUSeconds() - cpuStart
                let solverCPUStart = threadCPUSeconds()
                var system: ConstrainedSceneSystem?
                let solverElapsed = try clock.measure { system = try ConstrainedSceneSystem(count: count) }
                let solverCPU = threadCPUSeconds() - solverCPUStart
                if let built, let system, let root = built.sim.window.rootViewController?.viewIfLoaded,
                    let mismatch = system.mismatch(withFramesUnder: root)
                {
                    print("simulator benchmark failed: solving alone differs from the scene at \(mismatch)")
                    return
                }
                if let trace = built?.sim.trace {
                    eventsPerSample = trace.count
                    bytesPerEvent = trace.storageBytesPerEvent
                    internBytesPerEvent = trace.internBytesPerEvent
                }
                if index > 0 {
                    timings.append(Timing(wall: seconds(elapsed), cpu: cpu))
                    solverTimings.append(Timing(wall: seconds(solverElapsed), cpu: solverCPU))
                }
                built = nil
                system = nil
            } catch {
                print("simulator benchmark failed: \(error)")
                return
            }
        }
        let sceneCPU = median(timings.map(\.cpu)), solverCPU = median(solverTimings.map(\.cpu))
        report(
            "simulator.constrained.scene", count: count, timings: timings,
            extra: [
                "traceEvents": eventsPerSample, "traceBytesPerEvent": (bytesPerEvent * 10).rounded() / 10,
                "traceInternBytesPerEvent": (internBytesPerEvent * 10).rounded() / 10,
                "solverAloneCpuMedianMs": solverCPU * 1000,
                "solverAloneCpuMinMs": (solverTimings.map(\.cpu).min() ?? 0) * 1000,
                "solverAloneMedianMs": median(solverTimings.map(\.wall)) * 1000,
                "sceneOverSolver": solverCPU > 0 ? (sceneCPU / solverCPU * 100).rounded() / 100 : 0,
            ])
    }

    /// The median of `values` (the upper one of an even count), 0 for none.
    static func median(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.sorted()[values.count / 2]
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// A built scene: the simulation and the constraint at the top of the container chain.
    struct Scene {
        let sim: Simulation
        let topConstraint: NSLayoutConstraint
    }

    /// `count` views in sections of 100: a section pinned to the root's sides at a fixed offset
    /// from its top, holding 9 containers stacked down it, each holding 10 leaves stacked inside it
    /// with 8 pt side insets. Every view has 4 constraints. Sections are independent groups
    /// (fact 28): a stack chain is never longer than one section.
    static func constrainedScene(_ count: Int) throws -> Scene {
        let sim = Simulation()
        let vc = UIViewController(sim)
        let root = try vc.view
        try sim.window.setRootViewController(vc)
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(count * 4)
        var top: NSLayoutConstraint?
        for index in 0..<max(1, count / 100) {
            let section = UIView(sim)
            section.translatesAutoresizingMaskIntoConstraints = false
            try root.addSubview(section)
            let sectionTop = try section.topAnchor.constraint(
                equalTo: root.topAnchor, constant: CGFloat(index) * 9 * 200)
            if top == nil { top = sectionTop }
            constraints += [
                sectionTop,
                try section.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                try section.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                try section.heightAnchor.constraint(equalToConstant: 9 * 200),
            ]
            var previous: UIView?
            for _ in 0..<9 {
                let container = UIView(sim)
                container.translatesAutoresizingMaskIntoConstraints = false
                try section.addSubview(container)
                constraints += [
                    try container.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? section.topAnchor),
                    try container.leadingAnchor.constraint(equalTo: section.leadingAnchor),
                    try container.trailingAnchor.constraint(equalTo: section.trailingAnchor),
                    try container.heightAnchor.constraint(equalToConstant: 200),
                ]
                var above: UIView?
                for _ in 0..<10 {
                    let leaf = UIView(sim)
                    leaf.translatesAutoresizingMaskIntoConstraints = false
                    try container.addSubview(leaf)
                    constraints += [
                        try leaf.topAnchor.constraint(equalTo: above?.bottomAnchor ?? container.topAnchor),
                        try leaf.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
                        try leaf.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
                        try leaf.heightAnchor.constraint(equalToConstant: 20),
                    ]
                    above = leaf
                }
                previous = container
            }
        }
        try NSLayoutConstraint.activate(constraints)
        guard let top else { throw SimulatedException.invalidConstraint("benchmark scene needs at least 100 views") }
        return Scene(sim: sim, topConstraint: top)
    }

    /// `count` frame-based views in the same shape, positioned by frames.
    static func frameScene(_ count: Int) throws -> Scene {
        let sim = Simulation()
        let vc = UIViewController(sim)
        let root = try vc.view
        try sim.window.setRootViewController(vc)
        for index in 0..<max(1, count / 100) {
            let section = UIView(sim, frame: CGRect(x: 0, y: CGFloat(index) * 1800, width: 390, height: 1800))
            section.autoresizingMask = [.flexibleWidth]
            try root.addSubview(section)
            for row in 0..<9 {
                let container = UIView(sim, frame: CGRect(x: 0, y: CGFloat(row) * 200, width: 390, height: 200))
                container.autoresizingMask = [.flexibleWidth]
                try section.addSubview(container)
                for line in 0..<10 {
                    let leaf = UIView(sim, frame: CGRect(x: 8, y: CGFloat(line) * 20, width: 374, height: 20))
                    leaf.autoresizingMask = [.flexibleWidth]
                    try container.addSubview(leaf)
                }
            }
        }
        let marker = try root.widthAnchor.constraint(equalToConstant: 390)
        return Scene(sim: sim, topConstraint: marker)
    }

    /// One timed sample: wall-clock seconds and this thread's CPU seconds. On a machine shared by
    /// several builds the wall clock includes waiting for a core; CPU time does not.
    struct Timing {
        var wall: Double
        var cpu: Double
    }

    /// Builds a fresh scene per sample (untimed) and times `onTimed` on it; one warm-up first.
    static func sample(_ count: Int, build: () throws -> Scene, onTimed: (Scene) throws -> Void) -> [Timing] {
        let clock = ContinuousClock()
        var timings: [Timing] = []
        for index in 0...count {
            do {
                let scene = try build()
                let cpuStart = threadCPUSeconds()
                let elapsed = try clock.measure { try onTimed(scene) }
                let cpu = threadCPUSeconds() - cpuStart
                if index > 0 {
                    let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
                    timings.append(Timing(wall: wall, cpu: cpu))
                }
            } catch {
                print("simulator benchmark failed: \(error)")
                return []
            }
        }
        return timings
    }

    /// CPU time consumed by the calling thread, in seconds.
    static func threadCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    static func report(_ name: String, count: Int, timings: [Timing], extra: [String: Any] = [:]) {
        guard !timings.isEmpty else { return }
        let wall = timings.map(\.wall).sorted(), cpu = timings.map(\.cpu).sorted()
        let cpuMedian = cpu[cpu.count / 2]
        var fields: [String: Any] = [
            "benchmark": name, "views": count, "minMs": (wall.first ?? 0) * 1000,
            "medianMs": wall[wall.count / 2] * 1000,
            "cpuMinMs": (cpu.first ?? 0) * 1000, "cpuMedianMs": cpuMedian * 1000,
            "cpuUsPerView": cpuMedian * 1e6 / Double(count), "targetMs": name.hasSuffix(".firstCommit") ? 8 : 16,
        ]
        fields.merge(extra) { _, new in new }
        emitJSON(fields)
    }
}
