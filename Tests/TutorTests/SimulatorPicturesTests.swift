import Foundation
import Scenario
import Simulator
import Testing

@testable import Tutor

private let scenario = """
    let vc = UIViewController()
    let a1 = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 120))
    let a2 = UIView(frame: CGRect(x: 16, y: 8, width: 100.5, height: 44))
    vc.view.addSubview(a1)
    a1.addSubview(a2)
    window.rootViewController = vc
    runLoop.runUntilIdle()
    trace.mark("tap")
    a2.setNeedsLayout()
    runLoop.runOnce()
    """

/// The view tree of a real simulation, drawn with frames (fractions kept to one place).
@Test func viewTreeOfASimulation() {
    let run = ScenarioRun(source: scenario)
    #expect(run.outcome == .completed)
    #expect(
        SimulatorPictures.viewTree(of: run.simulation.window).render() == """
            window (0, 0, 390, 844)
            └─ vc.view (0, 0, 390, 844)
               └─ a1 (0, 100, 390, 120)
                  └─ a2 (16, 8, 100.5, 44)

            """)
}

/// Trace rows keep the simulator's nesting and number commits: after the tap, a2's
/// layoutSubviews runs inside its layer's layout, in the second commit's layout pass
/// (facts 5 and 6: only the receiver is marked, found by traversal).
@Test func traceRowsOfASimulation() throws {
    let run = ScenarioRun(source: scenario)
    let rows = SimulatorPictures.rows(of: run.trace)
    let tapped = try #require(rows.lastIndex { $0.call == "a2.setNeedsLayout()" })
    #expect(rows[tapped].phase == "eventHandling")
    #expect(rows[tapped].sourceLine == 9)
    let after = rows[tapped...]
    let layout = after.filter { $0.phase == "layout" }
    let layer = try #require(layout.first { $0.call == "a2.layoutSublayersOfLayer()" })
    let view = try #require(layout.first { $0.call == "a2.layoutSubviews()" })
    #expect(view.depth == layer.depth + 1)
    #expect(view.commit == 2)
    #expect(!layout.contains { $0.call == "a1.layoutSubviews()" })
    #expect(!rows.contains { $0.call.hasPrefix("trace.") })
}

/// Phase names, commit headings and line references are in the learner's language
/// ("line 59" → "59행" / "第 59 行").
@Test func traceDiagramSpeaksTheLearnersLanguage() {
    let rows = [
        TraceRow(commit: 1, phase: "commit", depth: 0, call: "CATransaction.commit()"),
        TraceRow(commit: 1, phase: "updateConstraints", depth: 0, call: "a.updateConstraints()", sourceLine: 59),
        TraceRow(commit: 1, phase: "layout", depth: 0, call: "a.layoutSubviews()", note: "needsLayout"),
    ]
    let style = TextStyle(colored: false)
    let en = TraceDiagram(rows: rows).render(style: style, language: .en)
    #expect(en.contains("commit 1") && en.contains("update constraints") && en.contains("← line 59"))
    let ko = TraceDiagram(rows: rows).render(style: style, language: .ko)
    #expect(ko.contains("커밋 1") && ko.contains("제약 업데이트") && ko.contains("← 59행") && ko.contains("레이아웃"))
    let zh = TraceDiagram(rows: rows).render(style: style, language: .zh)
    #expect(zh.contains("第 1 次提交") && zh.contains("约束更新") && zh.contains("← 第 59 行") && zh.contains("布局"))
}
