import Foundation
import Simulator
import TestSupport
import Testing

@testable import Scenario

/// Facts 41–44 of docs/facts.md (SwiftUI's `Layout` and its cache), each through the
/// example scenario a lesson runs (examples/scenarios/swiftui-flow-cache.swift) or a small one.
@Suite struct SwiftUIFidelityTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/scenarios/swiftui-flow-cache.swift").standardized

    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        let run = ScenarioRun(source: source)
        if case .failed(let d) = run.outcome { Issue.record("\(d.rendered())", sourceLocation: sourceLocation) }
        if case .raised(let m, let l) = run.outcome {
            Issue.record("raised \(m) at \(l)", sourceLocation: sourceLocation)
        }
        return run
    }

    func exampleRun() throws -> ScenarioRun {
        run(try String(contentsOf: Self.example, encoding: .utf8))
    }

    func q(_ run: ScenarioRun, _ expression: String) throws -> ScenarioValue {
        try run.evaluate(expression, at: SourceLocation(file: "lesson.yaml", line: 1, column: 1))
    }

    /// What `layoutlab run` shows of the example: the SwiftUI pass nested in the UIKit commit.
    @Test func exampleTraceListing() throws {
        let run = try exampleRun()
        expectGolden(run.trace.listing(), "traces/swiftui-flow-cache.txt")
        expectGolden(run.printedOutput, "traces/swiftui-flow-cache.printed.txt")
    }

    /// Fact 41 (Docs Layout: makeCache, updateCache): makeCache runs before the first layout;
    /// a new proposal alone runs no updateCache; new subviews do.
    @Test func fact41CacheLifecycle() throws {
        let run = try exampleRun()
        #expect(try q(run, #"trace.before("narrow").count("makeCache")"#) == .int(2))
        #expect(try q(run, #"trace.between("narrow", "insert").count("updateCache")"#) == .int(0))
        #expect(try q(run, #"trace.between("narrow", "insert").count("makeCache")"#) == .int(0))
        #expect(try q(run, #"trace.after("insert").count("RowCacheFlow.updateCache")"#) == .int(1))
        #expect(try q(run, #"trace.after("insert").count("FlowLayout.updateCache")"#) == .int(1))
        let update = try #require(run.trace.after("insert").events("FlowLayout.updateCache").first)
        #expect(update.reason == "subviewsChanged")
        // Its cause is the rootView assignment, not the layout pass it ran in.
        #expect(run.trace.event(update.cause.seq ?? 0)?.method == "setRootView")
    }

    /// Fact 41 (Docs Layout: updateCache's default calls makeCache; the layout's own
    /// properties changing also updates the cache; the same subviews and properties do not).
    @Test func fact41DefaultUpdateCacheAndPropertyChanges() throws {
        let run = run(
            """
            struct Row: Layout {
                var gap: CGFloat
                func makeCache(subviews: Subviews) -> Int { subviews.count }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize { CGSize(width: 10, height: 10) }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
            }
            struct Screen: View {
                var gap: CGFloat
                var names: [String]
                var body: some View { Row(gap: gap) { ForEach(names, id: \\.self) { Text($0) } } }
            }
            let host = UIHostingController(rootView: Screen(gap: 4, names: ["a", "b"]))
            window.rootViewController = host
            runLoop.runUntilIdle()
            trace.mark("same")
            host.rootView = Screen(gap: 4, names: ["a", "b"])
            runLoop.runOnce()
            trace.mark("gap")
            host.rootView = Screen(gap: 8, names: ["a", "b"])
            runLoop.runOnce()
            trace.mark("reorder")
            host.rootView = Screen(gap: 8, names: ["b", "a"])
            runLoop.runOnce()
            """)
        #expect(try q(run, #"trace.between("same", "gap").contains("Screen.body")"#) == .bool(true))
        #expect(try q(run, #"trace.between("same", "gap").count("updateCache")"#) == .int(0))
        let changed = try #require(run.trace.between("gap", "reorder").events("Row.updateCache").first)
        #expect(changed.reason == "layoutChanged")
        // The default updateCache calls makeCache, nested inside it.
        let made = try #require(run.trace.between("gap", "reorder").events("Row.makeCache").first)
        #expect(made.parent == changed.seq && made.reason == "defaultUpdateCache")
        // ForEach ids are the identity: the same ids in another order are different subviews.
        #expect(run.trace.after("reorder").events("Row.updateCache").map(\.reason) == ["subviewsChanged"])
    }

    /// Fact 42 (Docs Layout.sizeThatFits, ProposedViewSize): a container may call sizeThatFits
    /// several times per pass with different proposals — here the VStack's minimum, maximum and
    /// offer, one axis at a time (the model's probing strategy, docs/swiftui.md).
    @Test func fact42SeveralProposalsPerPass() throws {
        let run = try exampleRun()
        let calls = run.trace.between("narrow", "insert").events("FlowLayout.sizeThatFits")
        #expect(calls.map(\.reason) == ["minimum", "maximum", "offer"])
        #expect(calls.map { $0.text?.components(separatedBy: " → ").first } == ["200×0", "200×∞", "200×271"])
        #expect(Set(calls.compactMap { run.trace.enclosingCommit(of: $0)?.seq }).count == 1)
    }

    /// Fact 42 (Docs ProposedViewSize): `.zero`, `.infinity`, `.unspecified`, nil means ideal,
    /// `replacingUnspecifiedDimensions()` defaults to 10×10; `.fixedSize()` proposes nil.
    @Test func fact42ProposedViewSize() throws {
        let run = run(
            """
            let p = ProposedViewSize(width: 200, height: nil)
            print(p.width, p.height, p.replacingUnspecifiedDimensions(), ProposedViewSize.unspecified.replacingUnspecifiedDimensions())
            print(ProposedViewSize.zero, ProposedViewSize.infinity.width, p.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)))
            struct Card: View { var body: some View { Text("a long caption").fixedSize().frame(width: 40) } }
            let host = UIHostingController(rootView: Card())
            window.rootViewController = host
            runLoop.runUntilIdle()
            print(host.frame(of: "a long caption")!)
            """)
        #expect(
            run.printedOutput == """
                200.0 nil (200.0, 10.0) (10.0, 10.0)
                ProposedViewSize(width: Optional(0.0), height: Optional(0.0)) inf (200.0, 2.0)
                (132.0, 411.5, 126.0, 21.0)

                """)
        let ideal = run.trace.events("Text(\"a long caption\").sizeThatFits").map { $0.text ?? "" }
        #expect(ideal.allSatisfy { $0.hasPrefix("nil×nil") })
    }

    /// Fact 43 (Docs Layout.placeSubviews, LayoutSubview.place): the bounds are in the parent's
    /// space with a non-zero origin and the size the layout returned; the last `place` of a
    /// subview wins; a subview the layout does not place is centred in the bounds.
    @Test func fact43Placement() throws {
        let example = try exampleRun()
        #expect(example.printedOutput.contains("FlowLayout.placeSubviews in (11.0, 139.5, 178.0, 50.0)"))
        #expect(
            try q(example, #"fixed.frames(of: "FlowLayout")[0]"#)
                == .rect(CGRect(x: 11, y: 139.5, width: 54, height: 21)))
        // chip 5 is not in RowCacheFlow's stale rows: never placed, so centred in its bounds (-51…251).
        #expect(try q(example, #"buggy.frame(of: "chip 5")!"#) == .rect(CGRect(x: 73, y: 154, width: 54, height: 21)))
        let run = run(
            """
            struct Twice: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 50) }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    subviews[0].place(at: bounds.origin, proposal: .unspecified)
                    subviews[0].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
                }
            }
            struct Card: View { var body: some View { Twice { Text("one"); Text("two") } } }
            let host = UIHostingController(rootView: Card())
            window.rootViewController = host
            runLoop.runUntilIdle()
            print(host.frames(of: "Twice"))
            """)
        #expect(run.printedOutput == "[(218.0, 426.0, 27.0, 21.0), (181.5, 411.5, 27.0, 21.0)]\n")
        #expect(run.trace.events("Text(\"one\").place").map(\.reason) == ["placeSubviews", "replacesEarlierPlace"])
    }

    /// Fact 44 (seed 004; Docs Layout): caching proposal-dependent results (row breaks) gives a
    /// wrong layout once the proposal changes; caching only ideal sizes stays right.
    @Test func fact44RowBreaksInTheCache() throws {
        let run = try exampleRun()
        guard case .array(let buggy) = try q(run, #"buggy.frames(of: "RowCacheFlow")"#),
            case .array(let fixed) = try q(run, #"fixed.frames(of: "FlowLayout")"#)
        else {
            Issue.record("frames are not arrays")
            return
        }
        let inside = CGRect(x: 0, y: 0, width: 200, height: 300)
        // The stale single row of 302 pt overflows the 200 pt wide hosting view on both sides.
        #expect(buggy.compactMap(\.rectValue).contains { !inside.contains($0) })
        #expect(buggy.compactMap(\.rectValue).map(\.minY).allSatisfy { $0 == 154 })
        // The fix wraps: every chip inside, on two rows after narrowing, three after the insert.
        #expect(fixed.compactMap(\.rectValue).allSatisfy { inside.contains($0) })
        #expect(Set(fixed.compactMap(\.rectValue).map(\.minY)).count == 2)
        #expect(run.printedOutput.contains("cached rows: [(-51.0, 154.0, 54.0, 21.0)"))
    }
}

extension Cause {
    /// The seq of the causing event, if the cause is one.
    var seq: Int? {
        if case .event(let seq) = self { return seq }
        return nil
    }
}
