// `layoutlab-bench solver`: the Cassowary workloads of issue 2, one JSON line each.
// Figures and targets are recorded in docs/performance/solver.md.
import BenchWorkloads
import Cassowary
import Foundation

/// Builds and solves kiwi's enaml-like system and layout-shaped systems of growing size.
enum SolverBenchmark: Benchmark {
    static let name = "solver"

    /// `layoutlab-bench solver [enaml|chain|independent|grid [N]]`; no argument runs them all,
    /// N picks one size.
    static func run(_ arguments: [String]) {
        let only = arguments.first
        if only == "export-enaml" { return exportEnaml() }
        let size = arguments.count > 1 ? Int(arguments[1]) : nil
        if only == nil || only == "enaml" { enaml() }
        let sizes: [(String, [Int], (Int) -> LayoutWorkload.Shape)] = [
            ("chain", [1000, 2000, 4000], { .chain(count: $0) }),
            ("independent", [1000, 8000, 16000], { .independent(count: $0) }),
            ("grid", [30, 100], { .grid(side: $0) }),
        ]
        for (label, defaults, shape) in sizes where only == nil || only == label {
            for n in size.map({ [$0] }) ?? defaults { layout(label, shape(n)) }
        }
    }

    /// Wall-clock and CPU-time samples of `body` after a warm-up.
    ///
    /// The machine is shared, so
    /// wall time includes waiting for a core; process CPU time does not.
    /// `prepare` runs untimed before each sample (to free the previous sample's solver).
    static func timed(
        samples count: Int, prepare: () -> Void = {}, _ body: () -> Void
    ) -> (wall: Measurement, cpu: Measurement) {
        body()
        var wall: [Double] = []
        var cpu: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<count {
            prepare()
            let cpuStart = cpuSeconds()
            let elapsed = clock.measure(body)
            cpu.append(cpuSeconds() - cpuStart)
            wall.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return (Measurement(samples: wall), Measurement(samples: cpu))
    }

    /// CPU time this process has used, in seconds.
    static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// Microseconds from seconds.
    static func micro(_ seconds: Double) -> Double { (seconds * 1e7).rounded() / 10 }

    /// Milliseconds from seconds.
    static func milli(_ seconds: Double) -> Double { (seconds * 1e5).rounded() / 100 }

    /// Build time, and suggest(width) + suggest(height) + update, both as kiwi times it
    /// (the same size every iteration) and alternating between kiwi's six sizes.
    static func enaml() {
        var kept: EnamlWorkload?
        let build = timed(samples: 31, prepare: { kept = nil }) { kept = EnamlWorkload() }
        let workload = kept ?? EnamlWorkload()
        let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        let iterations = 20_000
        let repeated = timed(samples: 9) {
            for _ in 0..<iterations { workload.resize(width: 400, height: 600) }
        }
        let alternating = timed(samples: 9) {
            for index in 0..<iterations {
                let size = sizes[index % sizes.count]
                workload.resize(width: size.0, height: size.1)
            }
        }
        // The honest case, as kiwi's benchmark does it: every call re-solves, then every
        // variable is read back.
        var sink = 0.0
        let alternatingRead = timed(samples: 9) {
            for index in 0..<iterations {
                let size = sizes[index % sizes.count]
                workload.resize(width: size.0, height: size.1)
                for variable in workload.variables { sink += workload.solver.value(of: variable) }
            }
        }
        if sink.isNaN { print("unreachable: NaN in the solution") }
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
            "build_ms_median": milli(build.wall.median), "build_ms_min": milli(build.wall.min),
            "build_cpu_ms_median": milli(build.cpu.median),
            "suggest_update_us_median": micro(repeated.wall.median / Double(iterations)),
            "suggest_update_us_min": micro(repeated.wall.min / Double(iterations)),
            "suggest_update_cpu_us_median": micro(repeated.cpu.median / Double(iterations)),
            "suggest_update_alternating_us_median": micro(alternating.wall.median / Double(iterations)),
            "suggest_update_alternating_cpu_us_median": micro(alternating.cpu.median / Double(iterations)),
            "suggest_update_alternating_read_us_median": micro(alternatingRead.wall.median / Double(iterations)),
            "suggest_update_alternating_read_cpu_us_median": micro(alternatingRead.cpu.median / Double(iterations)),
            "values_at_400x600": values, "values_match_kiwi": correct,
        ])
    }

    /// Prints the enaml-like system as JSON for `benchmarks/kiwi_compare.py`.
    static func exportEnaml() {
        let rows: [[String: Any]] = EnamlWorkload.constraintTable.map { row in
            [
                "terms": row.terms.map { [$0.0, $0.1] as [Any] }, "constant": row.constant,
                "relation": row.relation, "strength": row.strength,
            ]
        }
        emitJSON(["names": EnamlWorkload.variableNames, "rows": rows])
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
        let build = timed(samples: samples, prepare: { kept = nil }) { kept = LayoutWorkload(shape) }
        let workload = kept ?? LayoutWorkload(shape)
        emitJSON([
            "workload": label, "n": size, "views": workload.frames.count, "constraints": workload.constraintCount,
            "build_ms_median": milli(build.wall.median), "build_ms_min": milli(build.wall.min),
            "build_cpu_ms_median": milli(build.cpu.median),
            "per_constraint_us": micro(build.wall.median / Double(workload.constraintCount)),
            "per_constraint_cpu_us": micro(build.cpu.median / Double(workload.constraintCount)),
            "solved_correctly": workload.isSolvedCorrectly(),
        ])
    }
}
