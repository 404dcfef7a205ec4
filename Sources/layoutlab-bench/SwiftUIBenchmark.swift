// `layoutlab-bench swiftui`: the SwiftUI pass of a hosting view over 1,000 Texts in nested stacks.
import Foundation
import Simulator

/// Times the SwiftUI layout of a `UIHostingController` whose root is a VStack of 10 HStacks of
/// 10 VStacks of 10 `Text`s (1,000 Texts, three levels of stacks, each child probed three
/// times per sizing: docs/swiftui.md), traced as in a scenario. Workloads: `firstLayout` (the
/// first layout pass: body update, reconciliation, sizing, placement) and `relayout` (the
/// hosting view narrowed: sizing and placement again, same nodes). Target: < 5 ms each.
/// `layoutlab-bench swiftui 10` changes the fan-out (10 → 10³ Texts).
enum SwiftUIBenchmark: Benchmark {
    static let name = "swiftui"

    static func run(_ arguments: [String]) {
        let fanOut = arguments.compactMap(Int.init).first.map { max(2, min(20, $0)) } ?? 10
        let texts = fanOut * fanOut * fanOut
        for workload in ["firstLayout", "relayout"] {
            var timings: [Double] = []
            var cpu: [Double] = []
            var events = 0
            for index in 0...7 {
                let sim = Simulation()
                let host = UIHostingController(sim, rootView: tree(fanOut))
                do {
                    try sim.window.setRootViewController(host)
                    if workload == "relayout" {
                        try sim.window.layoutIfNeeded()
                        try host.view.frame.size.width = 300
                    }
                    let before = sim.trace.count
                    let clock = ContinuousClock()
                    let cpuStart = SimulatorBenchmark.threadCPUSeconds()
                    let elapsed = try clock.measure { try sim.window.layoutIfNeeded() }
                    let cpuTime = SimulatorBenchmark.threadCPUSeconds() - cpuStart
                    events = sim.trace.count - before
                    if index > 0 {
                        timings.append(
                            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
                        cpu.append(cpuTime)
                    }
                } catch {
                    print("layoutlab-bench swiftui: \(error)")
                    return
                }
            }
            let sorted = timings.sorted(), cpuSorted = cpu.sorted()
            emitJSON([
                "benchmark": "swiftui.\(workload)", "texts": texts, "minMs": sorted[0] * 1000,
                "medianMs": sorted[sorted.count / 2] * 1000, "cpuMinMs": cpuSorted[0] * 1000,
                "cpuMedianMs": cpuSorted[cpuSorted.count / 2] * 1000, "targetMs": 5, "traceEvents": events,
                "usPerTraceEvent": cpuSorted[cpuSorted.count / 2] * 1e6 / Double(max(1, events)),
            ])
        }
    }

    /// VStack { HStack { VStack { Text … } … } … }: `fanOut`³ Texts.
    static func tree(_ fanOut: Int) -> ViewDescription {
        .layout(
            .vStack(alignment: .leading, spacing: nil), isAnyLayout: false,
            [
                .forEach(
                    (0..<fanOut).map { row in
                        (
                            id: "\(row)",
                            view: .layout(
                                .hStack(alignment: .top, spacing: 4), isAnyLayout: false,
                                [
                                    .forEach(
                                        (0..<fanOut).map { column in
                                            (
                                                id: "\(column)",
                                                view: .layout(
                                                    .vStack(alignment: .center, spacing: 0), isAnyLayout: false,
                                                    [
                                                        .forEach(
                                                            (0..<fanOut).map { item in
                                                                (
                                                                    id: "\(item)",
                                                                    view: .text(
                                                                        "\(row).\(column).\(item)", fontSize: 11)
                                                                )
                                                            })
                                                    ])
                                            )
                                        })
                                ])
                        )
                    })
            ])
    }
}
