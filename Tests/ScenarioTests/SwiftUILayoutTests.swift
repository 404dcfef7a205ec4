import Foundation
import Simulator
import Testing

@testable import Scenario

/// The built-in views' sizing as docs/swiftui.md describes it: stacks share space by layout
/// priority then flexibility, frames, padding, spacers, Text wrapping, ZStack, AnyLayout, and
/// identity across updates. Expected frames are worked out by hand in the comments.
@Suite struct SwiftUILayoutTests {
    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        let run = ScenarioRun(source: source)
        if case .failed(let d) = run.outcome { Issue.record("\(d.rendered())", sourceLocation: sourceLocation) }
        if case .raised(let m, let l) = run.outcome {
            Issue.record("raised \(m) at \(l)", sourceLocation: sourceLocation)
        }
        return run
    }

    func frame(_ run: ScenarioRun, _ name: String) throws -> CGRect? {
        // A trace name may hold quotes (`Text("a").frame`): escaped for the query.
        try run.evaluate(
            "host.frame(of: \"\(name.replacingOccurrences(of: "\"", with: "\\\""))\")",
            at: SourceLocation(file: "q", line: 1, column: 1)
        ).rectValue
    }

    func hosting(_ body: String, extra: String = "") -> String {
        """
        \(extra)
        struct Screen: View {
            var body: some View {
                \(body)
            }
        }
        let host = UIHostingController(rootView: Screen())
        window.rootViewController = host
        runLoop.runUntilIdle()
        """
    }

    /// An HStack of 300 pt: 30 pt of spacing; `bb` (priority 1) is offered what the others'
    /// minimums leave and takes its 18 pt; then the least flexible first: the 50 pt colour,
    /// `aaaa` (36 pt), and the Spacer takes the remaining 166 pt. The padded frame (310×110)
    /// is centred in 390×844: the frame starts at (45, 372), the 30 pt tall row at y 407.
    @Test func hStackSharesByPriorityThenFlexibility() throws {
        let run = run(
            hosting(
                """
                HStack(spacing: 10) {
                            Text("aaaa")
                            Color.red.frame(width: 50, height: 30)
                            Spacer()
                            Text("bb").layoutPriority(1)
                        }
                        .frame(width: 300, height: 100)
                        .padding(5)
                """))
        #expect(try frame(run, "aaaa") == CGRect(x: 45, y: 411.5, width: 36, height: 21))
        #expect(try frame(run, "Color.frame") == CGRect(x: 91, y: 407, width: 50, height: 30))
        #expect(try frame(run, "Spacer") == CGRect(x: 151, y: 422, width: 166, height: 0))
        #expect(try frame(run, "bb") == CGRect(x: 327, y: 411.5, width: 18, height: 21))
        // Each child of a stack with a proposed width is asked three times (fact 42's probing).
        #expect(run.trace.events("Text(\"aaaa\").sizeThatFits").map(\.reason) == ["minimum", "maximum", "offer"])
    }

    /// Text wraps at spaces within the width offered (`hello world` is 99 pt), then a line is
    /// 21 pt; a flexible frame fills the width offered up to its maximum.
    @Test func textWrapsAndFlexibleFramesFill() throws {
        let run = run(
            hosting(
                """
                VStack(alignment: .leading, spacing: 0) {
                            Text("hello world again").frame(width: 100)
                            Color.blue.frame(maxWidth: .infinity, maxHeight: 40)
                            Text("tail").frame(minWidth: 200, alignment: .trailing)
                        }
                """))
        let text = try #require(try frame(run, "hello world again"))
        #expect(text.size == CGSize(width: 99, height: 42))
        let color = try #require(try frame(run, "Color.frame"))
        #expect(color.width == 390 && color.height == 40 && color.minX == 0)
        let tail = try #require(try frame(run, "tail"))
        #expect(tail.maxX == 200 && tail.width == 36)
    }

    /// A ZStack is as large as its largest child and aligns the others in it.
    @Test func zStackAligns() throws {
        let run = run(
            hosting(
                """
                ZStack(alignment: .topLeading) {
                            Color.blue.frame(width: 100, height: 100)
                            Text("x")
                        }
                """))
        #expect(try frame(run, "Color.frame") == CGRect(x: 145, y: 372, width: 100, height: 100))
        #expect(try frame(run, "x") == CGRect(x: 145, y: 372, width: 9, height: 21))
    }

    /// AnyLayout switches between an HStack and a VStack; the body's `let` runs in the builder.
    @Test func anyLayoutSwitchesLayout() throws {
        let source = """
            struct Pair: View {
                var wide: Bool
                var body: some View {
                    let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
                    layout { Text("a"); Text("b") }
                }
            }
            let host = UIHostingController(rootView: Pair(wide: true))
            window.rootViewController = host
            runLoop.runUntilIdle()
            let wide = host.frames(of: "HStack")
            host.rootView = Pair(wide: false)
            runLoop.runOnce()
            print(wide, host.frames(of: "VStack"))
            """
        let run = run(source)
        #expect(
            run.printedOutput
                == "[(186.0, 411.5, 9.0, 21.0), (195.0, 411.5, 9.0, 21.0)] [(190.5, 401.0, 9.0, 21.0), (190.5, 422.0, 9.0, 21.0)]\n"
        )
    }

    /// Structural identity: the two branches of an `if` are different views, so switching
    /// branches changes the subviews (updateCache) even when they look the same.
    @Test func ifBranchesHaveTheirOwnIdentity() throws {
        let run = run(
            """
            struct Count: Layout {
                func makeCache(subviews: Subviews) -> Int { subviews.count }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize { CGSize(width: 10, height: 10) }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
            }
            struct Screen: View {
                var flag: Bool
                var body: some View { Count { if flag { Text("same") } else { Text("same") } } }
            }
            let host = UIHostingController(rootView: Screen(flag: true))
            window.rootViewController = host
            runLoop.runUntilIdle()
            trace.mark("again")
            host.rootView = Screen(flag: true)
            runLoop.runOnce()
            trace.mark("flip")
            host.rootView = Screen(flag: false)
            runLoop.runOnce()
            """)
        #expect(run.trace.between("again", "flip").events("Count.updateCache").isEmpty)
        #expect(run.trace.after("flip").events("Count.updateCache").map(\.reason) == ["subviewsChanged"])
    }

    /// A stack without `spacing:` asks a scenario layout child for its `spacing(subviews:cache:)`;
    /// with `spacing:` it does not.
    @Test func stacksAskLayoutsForSpacing() throws {
        let layout = """
            struct Tight: Layout {
                func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing.zero }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 10, height: 10) }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """
        let asked = run(hosting("VStack { Text(\"a\"); Tight { Text(\"b\") } }", extra: layout))
        #expect(
            run(hosting("VStack(spacing: 2) { Text(\"a\"); Tight { Text(\"b\") } }", extra: layout)).trace.count(
                "Tight.spacing") == 0)
        #expect(asked.trace.count("Tight.spacing") >= 1)
        #expect(asked.trace.events("Tight.spacing").allSatisfy { $0.reason == "stackSpacing" })
    }

    /// `place` outside `placeSubviews` is refused with an explanation.
    @Test func placeOutsidePlaceSubviewsIsAnError() throws {
        let source = """
            struct Bad: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    subviews[0].place(at: .zero, proposal: .unspecified)
                    return .zero
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            struct Screen: View { var body: some View { Bad { Text("a") } } }
            let host = UIHostingController(rootView: Screen())
            window.rootViewController = host
            runLoop.runOnce()
            """
        guard case .failed(let d) = ScenarioRun(source: source).outcome else {
            Issue.record("expected a diagnostic")
            return
        }
        #expect(
            d.message.hasPrefix("place(at:anchor:proposal:) was called on a subview of Bad outside its placeSubviews"))
        #expect(d.range.start.line == 3)
    }

    /// A child's layout that lays the hosting view out again sizes its stack inside the stack's
    /// own sizing: that inner sizing gets arrays of its own (the outer one holds the stack's as
    /// buffers; debug builds trapped on the simultaneous access), and the run ends as UIKit's
    /// feedback-loop exception.
    @Test func aStackSizedInsideItsOwnSizingEndsAsAFeedbackLoop() {
        let run = ScenarioRun(
            source: """
                import SwiftUI
                var hostView: UIView? = nil
                struct Probe: Layout {
                    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                        hostView?.setNeedsLayout()
                        hostView?.layoutIfNeeded()
                        return CGSize(width: 10, height: 10)
                    }
                    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
                }
                struct Root: View {
                    var body: some View { HStack(spacing: 4) { Probe { Text("a") }; Text("b"); Probe { Text("c") } } }
                }
                let host = UIHostingController(rootView: Root())
                hostView = host.view
                window.rootViewController = host
                runLoop.runUntilIdle()
                """)
        guard case .raised(let message, _) = run.outcome else {
            Issue.record("expected the feedback-loop exception, got \(run.outcome)")
            return
        }
        #expect(message.hasPrefix("UIViewLayoutFeedbackLoopDebuggingException: Layout feedback loop"))
    }
}
