// `layoutlab-bench solver`: the Cassowary workloads of issue 2, one JSON line each.
// Figures and targets are recorded in docs/performance/solver.md.
import Cassowary
import Foundation

/// Builds and solves kiwi's enaml-like system and layout-shaped systems of growing size.
enum SolverBenchmark: Benchmark {
    static let name = "solver"

    /// `layoutlab-bench solver [enaml|chain|independent|grid]`; no argument runs them all.
    static func run(_ arguments: [String]) {
        let only = arguments.first
        if only == nil || only == "enaml" { enaml() }
        for (label, shapes) in [
            ("chain", [1000, 2000, 4000].map { LayoutWorkload.Shape.chain(count: $0) }),
            ("independent", [1000, 8000, 16000].map { LayoutWorkload.Shape.independent(count: $0) }),
            ("grid", [30, 100].map { LayoutWorkload.Shape.grid(side: $0) }),
        ] where only == nil || only == label {
            for shape in shapes { layout(label, shape) }
        }
    }

    /// Microseconds from seconds.
    static func micro(_ seconds: Double) -> Double { (seconds * 1e7).rounded() / 10 }

    /// Milliseconds from seconds.
    static func milli(_ seconds: Double) -> Double { (seconds * 1e5).rounded() / 100 }

    /// Build time, and suggest(width) + suggest(height) + update, both as kiwi times it
    /// (the same size every iteration) and alternating between kiwi's six sizes.
    static func enaml() {
        var kept: EnamlWorkload?
        let build = measure(samples: 31) { kept = EnamlWorkload() }
        let workload = kept ?? EnamlWorkload()
        let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        let iterations = 20_000
        let repeated = measure(samples: 9) {
            for _ in 0..<iterations { workload.resize(width: 400, height: 600) }
        }
        let alternating = measure(samples: 9) {
            for index in 0..<iterations {
                let size = sizes[index % sizes.count]
                workload.resize(width: size.0, height: size.1)
            }
        }
        workload.resize(width: 400, height: 600)
        var values: [String: Double] = [:]
        var correct = true
        for (name, expected) in EnamlWorkload.expectedAt400x600 {
            let value = workload.variable(named: name).map { workload.solver.value(of: $0) } ?? .nan
            values[name] = (value * 1000).rounded() / 1000
            correct = correct && abs(value - expected) < 1e-6
        }
        emitJSON([
            "workload": "enaml", "variables": 37, "constraints": 111,
            "build_ms_median": milli(build.median), "build_ms_min": milli(build.min),
            "suggest_update_us_median": micro(repeated.median / Double(iterations)),
            "suggest_update_us_min": micro(repeated.min / Double(iterations)),
            "suggest_update_alternating_us_median": micro(alternating.median / Double(iterations)),
            "values_at_400x600": values, "values_match_kiwi": correct,
        ])
    }

    /// Build time of one layout workload, and the time per constraint.
    static func layout(_ label: String, _ shape: LayoutWorkload.Shape) {
        let size: Int
        switch shape {
        case .chain(let count), .independent(let count): size = count
        case .grid(let side): size = side
        }
        var kept: LayoutWorkload?
        let samples = size >= 4000 ? 3 : 5
        let build = measure(samples: samples) { kept = LayoutWorkload(shape) }
        let workload = kept ?? LayoutWorkload(shape)
        emitJSON([
            "workload": label, "n": size, "views": workload.frames.count, "constraints": workload.constraintCount,
            "build_ms_median": milli(build.median), "build_ms_min": milli(build.min),
            "per_constraint_us": micro(build.median / Double(workload.constraintCount)),
            "solved_correctly": workload.isSolvedCorrectly(),
        ])
    }
}
