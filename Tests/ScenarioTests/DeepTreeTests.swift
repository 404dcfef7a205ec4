import Testing

@testable import Scenario

/// Issue 15: a view tree a few thousand deep crashed the render encoder. Trees are bounded at
/// insertion (256 levels, a located limit diagnostic), so every walk of them stays shallow.
@Suite struct DeepTreeTests {
    @Test func deepViewChainIsALimitAtTheAddSubviewLine() throws {
        let source = """
            var parent: UIView = window
            for _ in 0..<5_000 {
                let child = UIView(frame: CGRect(x: 1, y: 1, width: 10, height: 10))
                parent.addSubview(child)
                parent = child
            }
            runLoop.runOnce()
            """
        let run = ScenarioRun(source: source)
        guard case .failed(let d) = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(d.kind == .limit)
        #expect(d.message.contains("more than 256 levels deep"))
        #expect(d.location.line == 4)
    }

    @Test func deepLayerChainIsALimitToo() throws {
        let source = """
            var parent: CALayer = window.layer
            for _ in 0..<5_000 {
                let child = CALayer()
                parent.addSublayer(child)
                parent = child
            }
            """
        let run = ScenarioRun(source: source)
        guard case .failed(let d) = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(d.kind == .limit && d.location.line == 4)
    }

    @Test func movingADeepSubtreeUnderAnotherIsCaught() throws {
        // Two chains of 200 each fit alone; one under the other does not.
        let source = """
            func chain(_ n: Int) -> UIView {
                let root = UIView()
                var last = root
                for _ in 0..<n { let v = UIView(); last.addSubview(v); last = v }
                return root
            }
            let a = chain(200)
            let b = chain(200)
            window.addSubview(a)
            var tip = a
            while let next = tip.subviews.first { tip = next }
            tip.addSubview(b)
            """
        let run = ScenarioRun(source: source)
        guard case .failed(let d) = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(d.kind == .limit && d.location.line == 12)
    }

    @Test func theDeepestAllowedTreeRendersAndLaysOut() throws {
        let source = """
            var parent: UIView = window
            for i in 0..<250 {
                let child = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
                child.backgroundColor = i % 2 == 0 ? .red : .blue
                child.layer.cornerRadius = 2
                parent.addSubview(child)
                parent = child
            }
            parent.setNeedsLayout()
            runLoop.run(frames: 3)
            """
        let run = ScenarioRun(source: source)
        guard case .completed = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(!run.trace.listing().isEmpty)
    }

    /// Issue 15, "the compositor has no work limit": 250 nested shadows without a shadowPath
    /// render the innermost layer 2²⁵⁰ times (each shadow renders its subtree again for its
    /// shape); it took more than 10 minutes. Compositing now stops at its work limit, and the run
    /// ends with a located limit error at the call that asked for the picture.
    @Test func nestedShadowsEndAtTheCompositorWorkLimit() throws {
        let source = """
            var parent: UIView = window
            for _ in 0..<250 {
                let child = UIView(frame: CGRect(x: 1, y: 1, width: 40, height: 40))
                child.backgroundColor = .red
                child.layer.shadowOpacity = 0.5
                child.layer.shadowRadius = 4
                parent.addSubview(child)
                parent = child
            }
            runLoop.run(frames: 1)
            let c = display.color(at: CGPoint(x: 5, y: 5))
            """
        let start = ContinuousClock.now
        let run = ScenarioRun(source: source)
        guard case .failed(let d) = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(d.kind == .limit && d.location.line == 11, "\(d.message)")
        #expect(d.message.contains("compositor work limit") || d.message.contains("time limit"), "\(d.message)")
        #expect(ContinuousClock.now - start < .seconds(ScenarioLimits.defaultSeconds + 10))
        // The frame's cost model (fact 37's offscreen passes) is linear and still counts every shadow.
        #expect(run.simulation.display.frames.last?.offscreenPasses.count == 250)
    }

    /// A few nested shadows stay well inside the limit and composite completely.
    @Test func fewNestedShadowsComposite() throws {
        let source = """
            var parent: UIView = window
            for _ in 0..<4 {
                let child = UIView(frame: CGRect(x: 1, y: 1, width: 40, height: 40))
                child.backgroundColor = .red
                child.layer.shadowOpacity = 0.5
                parent.addSubview(child)
                parent = child
            }
            runLoop.run(frames: 1)
            let c = display.color(at: CGPoint(x: 5, y: 5))
            """
        let run = ScenarioRun(source: source)
        guard case .completed = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(run.simulation.budget.exceeded == nil)
    }
}
