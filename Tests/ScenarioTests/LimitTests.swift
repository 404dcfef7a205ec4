import Testing

@testable import Scenario

/// The sandbox with its default limits: runaway scenarios end with a diagnostic naming the
/// limit and the line, and never crash the process (no stack overflow, no unbounded memory).
@Suite struct LimitTests {
    func failure(_ source: String) -> Diagnostic? {
        if case .failed(let d) = ScenarioRun(source: source).outcome { return d }
        return nil
    }

    @Test func unboundedRecursionStopsAtTheDefaultCallDepth() throws {
        let d = try #require(failure("func down(_ n: Int) -> Int {\n    return down(n + 1) + 1\n}\nprint(down(0))\n"))
        #expect(d.kind == .limit)
        #expect(d.message == "calls nested more than 200 deep (call depth limit)")
        #expect(d.location.line == 2)
    }

    @Test func recursionThroughMethodsAndClosuresStops() throws {
        let d = try #require(
            failure(
                """
                class Node: UIView {
                    override func layoutSubviews() { layoutSubviews() }
                }
                let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                window.addSubview(node)
                runLoop.runOnce()
                """))
        #expect(d.kind == .limit)
        let closure = try #require(failure("var f: (Int) -> Int = { $0 }\nf = { f($0 + 1) }\nprint(f(0))\n"))
        #expect(closure.kind == .limit)
    }

    /// 10⁸ views: the object limit stops the loop long before memory or time run out.
    @Test func hundredMillionViewsStopAtTheObjectLimit() throws {
        let d = try #require(
            failure("var views: [UIView] = []\nfor _ in 0..<100_000_000 {\n    views.append(UIView())\n}\n"))
        #expect(d.kind == .limit)
        #expect(d.message == "the scenario created more than 100000 objects (object limit)")
        #expect(d.location.line == 3)
    }

    @Test func exponentialGrowthStopsAtTheSizeLimit() throws {
        let d = try #require(failure("var xs = [0]\nwhile true { xs += xs }\n"))
        #expect(d.kind == .limit)
        #expect(d.location.line == 2)
    }

    @Test func deepNestingIsADiagnosticNotAStackOverflow() throws {
        for (open, close) in [("(", ")"), ("[", "]"), ("{ ", " }"), ("if true { ", " }")] {
            let source =
                "let x = " + String(repeating: open, count: 5_000) + "1" + String(repeating: close, count: 5_000)
            let d = try #require(failure(source), "\(open)")
            #expect(d.kind == .limit || d.kind == .syntax || d.kind == .unsupported, "\(open)")
        }
        let unary = try #require(failure("let x = " + String(repeating: "-", count: 5_000) + "1"))
        #expect(unary.kind == .limit || unary.kind == .syntax)
    }

    @Test func arithmeticTrapsAreRaisedNotCrashes() {
        for source in [
            "print(Int.max + 1)", "print(1 / 0)", "print(Int.min / -1)", "print(Int.min % -1)", "print([1][5])",
            "let x: Int? = nil\nprint(x!)", "print(5..<1)", "print(Int(Double.infinity))", "print(abs(Int.min))",
        ] {
            let run = ScenarioRun(source: source)
            guard case .raised = run.outcome else {
                Issue.record("\(source): expected the app to raise, got \(run.outcome)")
                continue
            }
        }
    }
}
