import Foundation
import Testing

@testable import Scenario
@testable import Simulator

/// The scenario language runs UIKit code as Swift runs it: where the trace credits a UIKit call
/// and what an assignment reads follow Swift's rules, so explanations built from the trace
/// point at the statement a learner wrote.
@Suite struct ScenarioLanguageFidelityTests {
    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        let run = ScenarioRun(source: source)
        if case .failed(let d) = run.outcome { Issue.record("\(d.rendered())", sourceLocation: sourceLocation) }
        if case .raised(let m, let l) = run.outcome {
            Issue.record("raised \(m) at \(l)", sourceLocation: sourceLocation)
        }
        return run
    }

    /// Swift evaluates a call's arguments, then the statement goes on in the caller: the UIKit
    /// calls the rest of the statement makes (a size change, the commit it ends in) belong to
    /// the caller's line, not to the last line run inside the scenario's own function.
    @Test func statementPositionComesBackToTheCallerWhenAFunctionReturns() throws {
        let run = run(
            """
            func width() -> CGFloat {
                return 120
            }
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
            window.addSubview(a)
            runLoop.runUntilIdle()
            trace.mark("change")
            a.frame = CGRect(x: 0, y: 0, width: width(), height: 40)
            runLoop.runOnce()
            """)
        let after = run.trace.after("change").events
        let sizeChange = try #require(after.first { $0.receiver == "a.layer" && $0.method == "setNeedsLayout" })
        #expect(sizeChange.cause == .source(SourcePosition(line: 8, column: 1)))
        let commit = try #require(after.first { $0.method == "commit" })
        #expect(commit.cause == .source(SourcePosition(line: 8, column: 1)))
    }

    /// A closure run in the middle of a statement gives the position back too: the frame set
    /// after `map` returns is credited to its own line.
    @Test func statementPositionComesBackAfterAClosure() throws {
        let run = run(
            """
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
            window.addSubview(a)
            runLoop.runUntilIdle()
            trace.mark("change")
            a.frame.size.width = CGFloat([1, 2].map { v in
                v * 50
            }.count * 60)
            """)
        let sizeChange = try #require(
            run.trace.after("change").events.first {
                $0.receiver == "a.layer" && $0.method == "setNeedsLayout"
            })
        #expect(sizeChange.cause == .source(SourcePosition(line: 5, column: 1)))
    }

    /// Swift: inside a method, `view = UIView()` is `self.view = UIView()`, an assignment that
    /// never reads the property. In `loadView()`, UIKit's canonical form, reading `view` would
    /// load the view again.
    @Test func implicitSelfAssignmentInLoadViewDoesNotReadTheProperty() throws {
        let run = run(
            """
            class Root: UIViewController {
                override func loadView() {
                    view = UIView()
                }
            }
            let vc = Root()
            window.rootViewController = vc
            runLoop.runUntilIdle()
            print(vc.view.frame)
            """)
        #expect(run.printedOutput == "(0.0, 0.0, 390.0, 844.0)\n")
        #expect(run.trace.all.count("vc.loadView") == 1)
    }
}
