import Foundation
import Testing

@testable import Scenario

/// Scenarios for the facts of docs/facts.md that the simulator models, written as lesson
/// authors write them and checked through `ScenarioRun.evaluate`, the path grading uses.
/// Each test names its fact and source.
@Suite struct FidelityScenarioTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/scenarios").standardized

    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        let run = ScenarioRun(source: source)
        if case .failed(let d) = run.outcome { Issue.record("\(d.rendered())", sourceLocation: sourceLocation) }
        if case .raised(let m, let l) = run.outcome {
            Issue.record("raised \(m) at \(l)", sourceLocation: sourceLocation)
        }
        return run
    }

    func example(_ name: String) throws -> ScenarioRun {
        run(try String(contentsOf: Self.examples.appendingPathComponent(name), encoding: .utf8))
    }

    func q(_ run: ScenarioRun, _ expression: String) throws -> ScenarioValue {
        try run.evaluate(expression, at: SourceLocation(file: "lesson.yaml", line: 1, column: 1))
    }

    func names(_ calls: String...) -> ScenarioValue { .array(calls.map { .string($0) }) }

    /// Facts 5 and 6 (Docs; CA impl): repeated setNeedsLayout coalesces into one layoutSubviews
    /// of the receiver only; no ancestor's layoutSubviews runs.
    @Test func fact5and6Coalescing() throws {
        let run = try example("coalescing.swift")
        #expect(try q(run, #"trace.after("tap").calls("layoutSubviews")"#) == names("box.layoutSubviews"))
        #expect(try q(run, #"trace.after("tap").count("box.setNeedsLayout")"#) == .int(3))
        #expect(try q(run, #"trace.after("tap").contains("root.layoutSubviews")"#) == .bool(false))
        #expect(run.printedOutput == "[\"box.layoutSubviews\"] (20.0, 40.0, 100.0, 50.0)\n")
    }

    /// Facts 1 and 3 (Docs CATransaction; TT10856): a change opens an implicit transaction that
    /// commits at the end of the turn; nothing is laid out before runOnce.
    @Test func fact1ImplicitTransactionCommitsAtEndOfTurn() throws {
        let run = run(
            """
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(v)
            runLoop.runUntilIdle()
            trace.mark("change")
            v.setNeedsLayout()
            trace.mark("before turn")
            runLoop.runOnce()
            """)
        #expect(try q(run, #"trace.between("change", "before turn").calls("layoutSubviews")"#) == .array([]))
        #expect(try q(run, #"trace.after("before turn").calls("layoutSubviews")"#) == names("v.layoutSubviews"))
        #expect(try q(run, #"trace.after("before turn").commits"#) == .int(1))
    }

    /// Fact 7 (UIKit impl setFrame:): a size change marks the view and its superview for layout;
    /// a position-only change marks nothing.
    @Test func fact7SizeChangeVersusMove() throws {
        let run = run(
            """
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            parent.addSubview(child)
            window.addSubview(parent)
            runLoop.runUntilIdle()
            trace.mark("move")
            child.center = CGPoint(x: 100, y: 100)
            runLoop.runOnce()
            trace.mark("resize")
            child.frame.size.width = 80
            runLoop.runOnce()
            """)
        #expect(try q(run, #"trace.between("move", "resize").calls("layoutSubviews")"#) == .array([]))
        #expect(
            try q(run, #"trace.after("resize").calls("layoutSubviews")"#)
                == names("parent.layoutSubviews", "child.layoutSubviews"))
        #expect(try q(run, "child.frame") == .rect(CGRect(x: 75, y: 75, width: 80, height: 50)))
    }

    /// Facts 17 and 18 (W15-219; UIKit impl layoutSublayersOfLayer:): top-down; a controller's
    /// viewDidLayoutSubviews runs before its subviews' layoutSubviews.
    @Test func fact18ViewDidLayoutSubviewsBeforeSubviews() throws {
        let run = run(
            """
            class Screen: UIViewController {
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    print("did layout, child frame", child.frame)
                }
            }
            let vc = Screen()
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            vc.view.addSubview(child)
            window.rootViewController = vc
            runLoop.runUntilIdle()
            """)
        let order = try q(run, #"trace.calls("viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews")"#)
        #expect(
            order
                == names(
                    "window.layoutSubviews", "vc.viewWillLayoutSubviews", "vc.view.layoutSubviews",
                    "vc.viewDidLayoutSubviews", "child.layoutSubviews"))
        #expect(run.printedOutput == "did layout, child frame (0.0, 0.0, 10.0, 10.0)\n")
    }

    /// Fact 21 (UIKit impl layoutBelowIfNeeded): layoutIfNeeded lays out the receiver's dirty
    /// subtree now, inside the statement, not at the end of the turn.
    @Test func fact21LayoutIfNeededRunsNow() throws {
        let run = run(
            """
            let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            outer.addSubview(inner)
            window.addSubview(outer)
            runLoop.runUntilIdle()
            trace.mark("now")
            inner.setNeedsLayout()
            outer.layoutIfNeeded()
            trace.mark("after")
            runLoop.runOnce()
            """)
        #expect(try q(run, #"trace.between("now", "after").calls("layoutSubviews")"#) == names("inner.layoutSubviews"))
        #expect(try q(run, #"trace.after("after").calls("layoutSubviews")"#) == .array([]))
    }

    /// Facts 12, 29 and 32 (seed 000, UIKit impl _subclassImplementsDrawRect, Docs contentMode):
    /// only a class that overrides draw(_:) is drawn, the superview is not redrawn, and a bounds
    /// change redraws only with contentMode = .redraw.
    @Test func facts12and29and32Display() throws {
        let run = try example("display.swift")
        #expect(run.printedOutput == "[\"chart.draw\"] [\"chart.draw\"]\n")
        #expect(try q(run, #"trace.contains("panel.draw")"#) == .bool(false))
        #expect(try q(run, "chart.contentMode == .redraw") == .bool(true))
    }

    /// Fact 23 (UIKit impl _UIViewLayoutFeedbackLoopDebugger): a layout feedback loop raises;
    /// the run ends as `.raised` at the statement that ran the turn, and the trace stays queryable.
    @Test func fact23FeedbackLoopRaises() throws {
        let source = try String(
            contentsOf: Self.examples.appendingPathComponent("feedback-loop.swift"), encoding: .utf8)
        let run = ScenarioRun(source: source)
        guard case .raised(let message, let location) = run.outcome else {
            Issue.record("expected the simulated app to raise, got \(run.outcome)")
            return
        }
        #expect(message.hasPrefix("UIViewLayoutFeedbackLoopDebuggingException: Layout feedback loop"))
        #expect(location.line == 20)
        #expect(run.printedOutput == "before the first frame\n")
        #expect(try q(run, #"trace.count("child.layoutSubviews") > 10"#) == .bool(true))
    }

    /// Fact 30 (CA impl -[CALayer _display]): a zero-size layer is never drawn, even when dirty.
    @Test func fact30ZeroSizeIsNeverDrawn() throws {
        let run = run(
            """
            class Dot: UIView { override func draw(_ rect: CGRect) { work(ms: 1) } }
            let dot = Dot()
            window.addSubview(dot)
            dot.setNeedsDisplay()
            runLoop.runUntilIdle()
            dot.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            runLoop.runUntilIdle()
            """)
        #expect(try q(run, #"trace.count("dot.draw")"#) == .int(1))
        #expect(try q(run, #"trace.events("dot.draw")[0].text"#) == .string("(0, 0, 4, 4)"))
    }

    /// Overrides the simulator asks for through ScriptedOverrides: a controller's loadView /
    /// viewDidLoad, and a view's intrinsicContentSize and sizeThatFits.
    @Test func overridesReachTheSimulator() throws {
        let run = run(
            """
            class Badge: UIView {
                override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 24) }
                override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width / 2, height: 10) }
            }
            class Home: UIViewController {
                var loaded = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    loaded = true
                    view.backgroundColor = .white
                }
            }
            let home = Home()
            let badge = Badge()
            home.view.addSubview(badge)
            badge.sizeToFit()
            print(home.loaded, badge.intrinsicContentSize, badge.frame.size, home.view.backgroundColor == .white)
            """)
        #expect(run.printedOutput == "true (24.0, 24.0) (0.0, 10.0) true\n")
        #expect(
            try q(run, #"trace.calls("viewDidLoad", "sizeThatFits")"#)
                == names("home.viewDidLoad", "badge.sizeThatFits"))
    }
}

/// Auto Layout through the bindings: anchors, activate, constant changes.
@Suite struct AutoLayoutScenarioTests {
    /// Facts 9 and 10 (W15-219, W18-220): the engine's frames are applied in the superview's
    /// layoutSubviews; changing a constant marks layout, not update constraints.
    @Test func fact10ConstantChangeMarksLayoutNotUpdateConstraints() throws {
        let run = ScenarioRun(
            source: """
                let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(box)
                window.addSubview(container)
                let width = box.widthAnchor.constraint(equalToConstant: 100)
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                    box.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
                    width,
                    box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
                ])
                runLoop.runUntilIdle()
                trace.mark("grow")
                width.constant = 200
                runLoop.runOnce()
                print(box.frame, width.priority == .required)
                """)
        if case .failed(let d) = run.outcome { Issue.record("\(d.rendered())") }
        #expect(run.outcome == .completed)
        #expect(run.printedOutput == "(20.0, 10.0, 200.0, 100.0) true\n")
        let after = try run.evaluate(
            #"trace.after("grow").contains("box.updateConstraints")"#, at: SourceLocation(file: "q", line: 1, column: 1)
        )
        #expect(after == .bool(false))
        let layouts = try run.evaluate(
            #"trace.after("grow").calls("layoutSubviews")"#, at: SourceLocation(file: "q", line: 1, column: 1))
        #expect(layouts.arrayValue?.contains(.string("container.layoutSubviews")) == true)
    }
}
