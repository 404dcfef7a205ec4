import Foundation
import Testing

@testable import Scenario

/// `trace.layerCalls(…)`: Core Animation-level calls, which `calls(…)` leaves out.
@Suite struct LayerCallQueryTests {
    static let moveBoth = """
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
        let dot = CALayer()
        dot.frame = CGRect(x: 8, y: 8, width: 12, height: 12)
        card.layer.addSublayer(dot)
        window.addSubview(card)
        runLoop.runUntilIdle()
        trace.mark("move")
        card.center = CGPoint(x: 200, y: 300)
        dot.position = CGPoint(x: 100, y: 60)
        runLoop.runOnce()
        """

    func evaluate(_ expression: String) throws -> ScenarioValue {
        let run = ScenarioRun(source: Self.moveBoth, options: ScenarioOptions(fileName: "move.swift"))
        #expect(run.outcome == .completed)
        return try run.evaluate(expression, at: SourceLocation(file: "query", line: 1, column: 1))
    }

    /// Fact 38 (Core Animation Programming Guide; objc.io 12): only the standalone layer gets an
    /// implicit animation; `layerCalls` sees it, `calls` (UIKit level) does not.
    @Test("Fact 38 (Core Animation Programming Guide): layerCalls shows the standalone layer's implicit animation")
    func implicitAnimationIsALayerCall() throws {
        #expect(
            try evaluate(#"trace.after("move").layerCalls("addAnimation")"#) == .array([.string("dot.addAnimation")]))
        #expect(try evaluate(#"trace.after("move").calls("addAnimation")"#) == .array([]))
    }

    /// With no method names, every Core Animation-level call of the slice, in order.
    @Test func layerCallsWithoutNamesListsEveryLayerCall() throws {
        let value = try evaluate(#"trace.after("move").layerCalls()"#)
        guard case .array(let calls) = value else {
            Issue.record("expected an array, got \(value)")
            return
        }
        #expect(calls.first == .string("CATransaction.commit"))
        #expect(calls.contains(.string("dot.addAnimation")))
    }
}
