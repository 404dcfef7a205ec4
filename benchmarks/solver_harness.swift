// The solver-only harness of `benchmarks/solver_instructions.sh`: links just `Cassowary` and
// the enaml workload, so a callgrind count holds the solver's work and nothing else.
//
// Usage: solver_harness build N     (builds kiwi's enaml-like system N times)
//        solver_harness resize N    (builds it once, then N alternating resizes, each followed
//                                    by a read of every variable)
//        solver_harness chain|independent|grid N   (builds that layout workload once and checks it)
import BenchWorkloads
import Cassowary

let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : ""
let count = arguments.count > 2 ? Int(arguments[2]) ?? 0 : 0
let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
var sink = 0.0
switch mode {
case "build":
    for _ in 0..<count {
        let workload = EnamlWorkload()
        sink += workload.solver.value(of: workload.width)
    }
case "resize":
    let workload = EnamlWorkload()
    for index in 0..<count {
        let size = sizes[index % sizes.count]
        workload.resize(width: size.0, height: size.1)
        for variable in workload.variables { sink += workload.solver.value(of: variable) }
    }
case "chain", "independent", "grid":
    let shape: LayoutWorkload.Shape =
        mode == "chain" ? .chain(count: count) : mode == "independent" ? .independent(count: count) : .grid(side: count)
    let workload = LayoutWorkload(shape)
    sink += workload.isSolvedCorrectly() ? 1 : 0
default:
    print("usage: solver_harness build|resize|chain|independent|grid N")
}
// Printed so that the optimizer keeps the work.
print(sink)
