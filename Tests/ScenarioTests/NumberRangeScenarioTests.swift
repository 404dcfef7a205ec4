import Testing

@testable import Scenario

/// Issue 15, "integer overflow anywhere a file supplies a number": sizes, counts, frame numbers,
/// refresh rates and durations written in a scenario (or reached by its arithmetic) end in a
/// located diagnostic or a correct run, never a trap. Each case names the line the error is at.
@Suite struct NumberRangeScenarioTests {
    /// A run with a short time limit, so a case that ran away would fail here rather than hang.
    func run(_ source: String) -> ScenarioRun {
        ScenarioRun(source: source, options: ScenarioOptions(limits: ScenarioLimits(maximumSeconds: 20)))
    }

    /// Each line is its own scenario after a one-line prelude; the error, if any, is on line 2.
    static let failing: [(code: String, message: String)] = [
        ("let x = Int.max + 1", "overflow"),
        ("let x = Int.min - 1", "overflow"),
        ("let x = Int.max * 2", "overflow"),
        ("let x = Int.min / -1", "overflow"),
        ("let x = Int.min % -1", "overflow"),
        ("let x = 9223372036854775808", "overflows Int"),
        ("let x = 0...Int.max", "overflow"),
        ("let x = Int(1e300)", "cannot be converted to Int"),
        ("let x = Int(0.0 / 0.0)", "cannot be converted to Int"),
        ("runLoop.run(frames: Int.max)", "limited to 100000 frames"),
        ("var a = [0]; for _ in 0..<Int.max { a += a }", "limit"),
        ("var s = \"a\"; while true { s += s }", "limit"),
        ("for _ in 0..<Int.max { }", "step limit"),
        ("let f = display.frames[Int.max]", "out of range"),
        ("display.refreshRate = Int.max", "60 or 120 Hz, not 9223372036854775807"),
        ("display.refreshRate = -1", "60 or 120 Hz, not -1"),
        // The render server renders every frame of an animation, after the last statement too:
        // 1e308 s rendered frames until the machine ran out of memory (found by this test).
        ("UIView.animate(withDuration: 1e308) { v.alpha = 0 }", "takes at most 600 s"),
        (
            "UIView.animate(withDuration: 0.3, delay: 1e308, options: [], animations: { v.alpha = 0 }, completion: nil)",
            "takes at most 600 s"
        ),
        ("CATransaction.setAnimationDuration(1e308)", "takes at most 600 s"),
    ]

    @Test(arguments: failing.indices)
    func outOfRangeNumbersAreLocatedErrors(index: Int) {
        let (code, message) = Self.failing[index]
        let run = run("let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))\n" + code + "\n")
        switch run.outcome {
        case .failed(let diagnostic):
            #expect(diagnostic.location.line == 2, "\(code): \(diagnostic.message)")
            #expect(diagnostic.message.contains(message), "\(code): \(diagnostic.message)")
        case .raised(let raised, let location):
            #expect(location.line == 2, "\(code): \(raised)")
            #expect(raised.contains(message), "\(code): \(raised)")
        case .completed:
            Issue.record("\(code) completed")
        }
    }

    /// Values the simulator clamps as UIKit would (or stores and keeps finite): the run completes.
    static let clamped: [String] = [
        "v.frame = CGRect(x: 0, y: 0, width: 1e308, height: 1e308)",
        "v.frame = CGRect(x: -1e308, y: 1e308, width: -1e308, height: .infinity)",
        "v.layer.shadowOpacity = 1; v.layer.shadowRadius = 1e308; v.layer.shadowOffset = CGSize(width: 1e308, height: -1e308)",
        "v.layer.cornerRadius = 1e308; v.layer.borderWidth = 1e308; v.layer.masksToBounds = true",
        "work(ms: 1e308)",
        "work(ms: -1e308)",
        "runLoop.run(frames: -9223372036854775807)",
        "let x = 1 << 64",
        "let x = Int.max >> 70",
        "let x = Double(Int.max) * 1e308",
        "let x = [1, 2, 3].prefix(Int.max).count + [1].dropFirst(Int.max).count",
        "UIView.animate(withDuration: 60, delay: 0, options: [], animations: { v.alpha = 0 }, completion: nil)",
        "UIView.animate(withDuration: -1e308) { v.alpha = 0 }",
    ]

    @Test(arguments: clamped.indices)
    func hugeSizesAndDurationsRunAndComposite(index: Int) {
        let code = Self.clamped[index]
        let source = """
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.backgroundColor = .red
            window.addSubview(v)
            \(code)
            runLoop.run(frames: 3)
            let c = display.color(at: CGPoint(x: 1, y: 1))
            """
        let run = run(source)
        switch run.outcome {
        case .completed:
            #expect(!run.trace.listing().isEmpty)
        case .failed(let diagnostic):
            // A located limit or runtime error is as good as a result; a crash is not.
            #expect(diagnostic.location.line >= 4, "\(code): \(diagnostic.message)")
        case .raised(let raised, let location):
            #expect(location.line >= 4, "\(code): \(raised)")
        }
        _ = run.trace.jsonLines()
    }
}
