import Foundation
import Grading
import Simulator
import Testing

/// The tap scenario driven directly on the simulator (no scenario language): a1 holds a2,
/// a3 is a sibling; after the first frame, `a2.setNeedsLayout()` and one run-loop turn.
private func tapSimulation() throws -> Simulation {
    let simulation = Simulation()
    let vc = UIViewController(simulation)
    vc.traceName = "vc"
    let a1 = UIView(simulation, frame: CGRect(x: 0, y: 100, width: 390, height: 120))
    a1.traceName = "a1"
    let a2 = UIView(simulation, frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    a2.traceName = "a2"
    let a3 = UIView(simulation, frame: CGRect(x: 0, y: 240, width: 390, height: 60))
    a3.traceName = "a3"
    try vc.view.addSubview(a1)
    try a1.addSubview(a2)
    try vc.view.addSubview(a3)
    try simulation.window.setRootViewController(vc)
    _ = try simulation.runLoop.runUntilIdle()
    simulation.sourceLocation = SourcePosition(line: 17, column: 7)
    simulation.trace.mark("tap")
    simulation.sourceLocation = SourcePosition(line: 18, column: 7)
    a2.setNeedsLayout()
    simulation.sourceLocation = SourcePosition(line: 19, column: 7)
    try simulation.runLoop.runOnce()
    return simulation
}

/// On the real simulator's trace, a missed `a2.layoutSubviews` is traced back through its commit to
/// `a2.setNeedsLayout()` (fact 5: setNeeds… marks the receiver; the pass runs at the commit;
/// source: Docs, TT10856), and a named `a1.layoutSubviews` is explained by a1 not being dirty at that
/// commit (fact 6: ancestors are not marked; source: CA impl, seed 000).
@Test func explanationsFromTheRealTrace() throws {
    let simulation = try tapSimulation()
    let digest = TraceDigest(simulation.trace)
    #expect(digest.events.count == simulation.trace.events.count)
    #expect(!digest.commits.isEmpty)
    let query = "trace.after(\"tap\").calls(\"layoutSubviews\")"
    let expected = simulation.trace.after("tap").calls("layoutSubviews")
    #expect(expected == ["a2.layoutSubviews"])
    let builder = ExplanationBuilder(
        trace: digest, query: query, window: simulation.trace.after("tap").queryWindow)
    let result = builder.compare(expected: expected, answered: ["a1.layoutSubviews"], ordered: true)
    guard case .missed(let call, let chain)? = result.findings.first else {
        Issue.record("no missed finding: \(result.findings)")
        return
    }
    #expect(call == "a2.layoutSubviews")
    let text = ExplanationRenderer.chainText(chain, .en)
    #expect(text.hasPrefix("a2.layoutSubviews ← commit "), "\(text)")
    #expect(!text.contains("#"), "\(text)")
    #expect(text.hasSuffix("a2.setNeedsLayout() at line 18"), "\(text)")
    guard case .extra(_, .notDirty(let receiver, let flag, _))? = result.findings.dropFirst().first else {
        Issue.record("no extra finding: \(result.findings)")
        return
    }
    #expect(receiver == "a1" && flag == "needsLayout")
}

/// The digest numbers commits from 1, keeps their dirty sets, and records the commit each pass call ran in.
@Test func digestOfTheRealTrace() throws {
    let simulation = try tapSimulation()
    let digest = TraceDigest(simulation.trace)
    let layout = try #require(digest.events.last { $0.call == "a2.layoutSubviews" })
    let commitSeq = try #require(layout.insideCommit)
    let commit = try #require(digest.commits.first { $0.seq == commitSeq })
    #expect(commit.number == digest.commits.count)
    #expect(commit.dirty["needsLayout"]?.contains("a2") == true)
    #expect(commit.dirty["needsLayout"]?.contains("a1") == false)
    #expect(digest.events.contains { $0.mark == "tap" })
}
