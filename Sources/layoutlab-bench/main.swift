// layoutlab-bench: release-build benchmarks. Each prints one JSON line per workload.
// Build with `swift build -c release --product layoutlab-bench`; see docs/performance.md.
import Foundation

/// A named group of workloads: `layoutlab-bench solver`, `… simulator`, …
protocol Benchmark {
    /// The word on the command line.
    static var name: String { get }
    /// Runs the workloads; `arguments` are what follows the name (e.g. a size).
    static func run(_ arguments: [String])
}

/// Every benchmark group. Add new ones here, one file each.
let benchmarks: [any Benchmark.Type] = [
    SolverBenchmark.self,
    RenderBenchmark.self,
    ScenarioBenchmark.self,
    GradingBenchmark.self,
    SheetsBenchmark.self,
    SheetKeysBenchmark.self,
    SimulatorBenchmark.self,
    TutorBenchmark.self,
    SwiftUIBenchmark.self,
]

let arguments = Array(CommandLine.arguments.dropFirst())
let names = benchmarks.map { $0.name }
guard let first = arguments.first else {
    print("usage: layoutlab-bench all|" + names.joined(separator: "|") + " [ARGS]")
    exit(2)
}
if first == "all" {
    for benchmark in benchmarks { benchmark.run([]) }
} else if let benchmark = benchmarks.first(where: { $0.name == first }) {
    benchmark.run(Array(arguments.dropFirst()))
} else {
    print("layoutlab-bench: unknown benchmark '\(first)'; choose all|" + names.joined(separator: "|"))
    exit(2)
}
