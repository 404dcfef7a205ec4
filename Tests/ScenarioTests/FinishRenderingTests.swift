import Foundation
import Testing

@testable import Scenario

/// Fact 35 (TT10855): the render server goes on after the app's last statement, so a scenario
/// that ends with `runLoop.runOnce()` still shows its last commit presented on a VSync.
@Test("Fact 35 (TT10855): the last commit of a completed scenario is presented in its trace")
func lastCommitIsPresented() throws {
    let source = """
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(a)
        runLoop.runOnce()
        """
    let run = ScenarioRun(source: source, options: ScenarioOptions(fileName: "last.swift"))
    #expect(run.outcome == .completed)
    let last = try #require(run.trace.events.last)
    #expect(last.receiver == "display" && last.method == "present")
    let commits = run.trace.events.filter { $0.method == "encodeAndSend" }.count
    #expect(run.trace.events.filter { $0.method == "present" }.count == commits)
}
