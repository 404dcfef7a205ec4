// `layoutlab-bench scenario`: the scenario language's speed targets (issue 5).
import Foundation
import Scenario

/// Parse + run of a typical lesson scenario (target < 5 ms), a loop of 10⁶ arithmetic steps
/// (target < 1 s), and how fast the sandbox stops an infinite loop (target < 2 s).
enum ScenarioBenchmark: Benchmark {
    static let name = "scenario"

    /// A lesson-sized scenario: a class with overrides, a view tree, run-loop turns, a mark.
    static let lesson = """
        class Card: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                subviews[0].frame = CGRect(x: 0, y: 0, width: bounds.width, height: 44)
            }
            override func draw(_ rect: CGRect) { work(ms: 3) }
        }
        let vc = UIViewController()
        let a1 = Card(), a2 = UIView(), a3 = UIView()
        vc.view.addSubview(a1); a1.addSubview(a2); vc.view.addSubview(a3)
        window.rootViewController = vc
        runLoop.runUntilIdle()
        trace.mark("tap")
        a2.setNeedsLayout()
        runLoop.runOnce()
        """

    /// The same amount of pure language work, for when the simulator bindings are absent.
    static let languageOnly = """
        struct Item { var width = 0.0; var height = 44.0 }
        func layout(_ items: [Item], in width: Double) -> [Double] {
            var y = 0.0
            var origins: [Double] = []
            for item in items { origins.append(y); y += item.height }
            return origins.map { $0 + width * 0 }
        }
        var items: [Item] = []
        for i in 0..<20 { items.append(Item(width: Double(i) * 10)) }
        let origins = layout(items, in: 390)
        print(origins.count, origins.last ?? 0)
        """

    static let arithmetic = """
        var total = 0
        for i in 0..<1_000_000 {
            total += i % 7
        }
        """

    /// Creates views until the sandbox's object limit stops the scenario.
    static let manyViews = """
        var views: [UIView] = []
        for i in 0..<200_000 {
            views.append(UIView(frame: CGRect(x: 0, y: i, width: 10, height: 10)))
        }
        """

    /// Peak resident memory of this process so far, in MB.
    static func peakResidentMB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    static func run(_ arguments: [String]) {
        // `layoutlab-bench scenario loop`: one run of the arithmetic loop, for a profiler.
        if arguments.first == "loop" {
            let run = ScenarioRun(source: arithmetic)
            emitJSON(["benchmark": "scenario.arithmetic-1e6", "steps": run.steps])
            return
        }
        // `layoutlab-bench scenario views`: 100,000 views (the object limit), run first so the
        // peak memory figure is this workload's.
        if arguments.first == nil || arguments.first == "views" {
            let before = peakResidentMB()
            var message = ""
            let time = measure(samples: 3) {
                let run = ScenarioRun(source: manyViews)
                if case .failed(let d) = run.outcome { message = d.message }
            }
            emitJSON([
                "benchmark": "scenario.views-100k", "message": message, "min_ms": time.min * 1000,
                "median_ms": time.median * 1000, "target_ms": 300,
                "peak_rss_mb": (peakResidentMB() * 10).rounded() / 10, "rss_before_mb": (before * 10).rounded() / 10,
                "target_mb": 100,
            ])
            if arguments.first == "views" { return }
        }
        let usesSimulator = ScenarioRun(source: lesson).outcome == .completed
        let typical = usesSimulator ? lesson : languageOnly
        let lessonTime = measure(samples: 21) { _ = ScenarioRun(source: typical) }
        emitJSON([
            "benchmark": "scenario.lesson", "simulator": usesSimulator, "min_ms": lessonTime.min * 1000,
            "median_ms": lessonTime.median * 1000, "target_ms": 5,
        ])

        var steps = 0
        let loopTime = measure(samples: 5) { steps = ScenarioRun(source: arithmetic).steps }
        emitJSON([
            "benchmark": "scenario.arithmetic-1e6", "steps": steps, "min_ms": loopTime.min * 1000,
            "median_ms": loopTime.median * 1000, "target_ms": 1000,
        ])

        var message = ""
        let runawayTime = measure(samples: 3) {
            let run = ScenarioRun(source: "var i = 0\nwhile true { i += 1 }\n")
            if case .failed(let d) = run.outcome { message = d.message }
        }
        emitJSON([
            "benchmark": "scenario.infinite-loop-stopped", "message": message, "min_ms": runawayTime.min * 1000,
            "median_ms": runawayTime.median * 1000, "target_ms": 2000,
        ])
    }
}
