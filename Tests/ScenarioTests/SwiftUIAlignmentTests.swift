import Foundation
import Simulator
import Testing

@testable import Scenario

/// Alignment guides (issue 10), as SwiftUI's documentation describes them:
/// `View.alignmentGuide(_:computeValue:)` ("Sets the view's horizontal alignment … the value
/// you return positions the view's guide"), `ViewDimensions` (`width`, `height`, the guide
/// subscripts and `subscript(explicit:)`), `Layout.explicitAlignment(of:in:proposal:subviews:cache:)`
/// ("Returns the position of the specified alignment guide … Return nil to indicate that the
/// guide doesn't have an explicit value"; the documentation's example indents a BasicVStack's
/// leading guide by 10 points) and `LayoutSubview.dimensions(in:)` ("Asks the subview for its
/// dimensions and alignment guides"). Text is 9 pt per character and 21 pt a line; frames are
/// worked out by hand in the comments.
@Suite struct SwiftUIAlignmentTests {
    /// The layout tests' helpers: run a scenario, read a frame, host a body.
    let support = SwiftUILayoutTests()

    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        support.run(source, sourceLocation: sourceLocation)
    }

    func frame(_ run: ScenarioRun, _ name: String) throws -> CGRect? { try support.frame(run, name) }

    func hosting(_ body: String, extra: String = "") -> String { support.hosting(body, extra: extra) }

    /// Fact 115 (Docs View.alignmentGuide(_:computeValue:), whose example this is): a VStack
    /// centres its children on their center guides; the row's guide is set to 50, so the row's
    /// x 50 sits under the title's centre.
    /// Title 135 wide: its centre guide 67.5; row 9 + 8 + 180 + 8 + 9 = 214 wide, guide 50.
    /// Span: before max(67.5, 50) = 67.5, after max(67.5, 164) = 164 → 231.5 wide, centred in
    /// 390 at x 79.25: title at 79.25, row at 79.25 + 17.5 = 96.75.
    @Test func fact115AlignmentGuideMovesAViewInAVStackDocsAlignmentGuide() throws {
        let run = run(
            hosting(
                """
                VStack {
                            Text("Today's Weather")
                            HStack {
                                Text("R")
                                Text("Rain & Thunderstorms")
                                Text("T")
                            }
                            .alignmentGuide(HorizontalAlignment.center) { _ in 50 }
                        }
                """))
        #expect(try frame(run, "Today's Weather")?.minX == 79.25)
        #expect(try frame(run, "R")?.minX == 96.75)
        #expect(try frame(run, "HStack")?.width == 214)
        #expect(try frame(run, "VStack")?.width == 231.5)
        // The closure ran once per layout pass: while the stack sized itself (its placement reuses that).
        let events = run.trace.events("HStack.alignmentGuide.computeValue")
        #expect(events.count == 1)
        #expect(events.first?.text == "HorizontalAlignment.center of 214×21 → 50")
    }

    /// Fact 115 (Docs View.alignmentGuide(_:computeValue:), ViewDimensions): a view's explicit
    /// leading value of -20 lines up with the others' 0, so it starts 20 pt right of them; the
    /// stack widens to hold it (72 + 20 = 101 for the 81 pt Text) and the root centres it.
    @Test func fact115ANegativeLeadingValueIndentsAViewDocsAlignmentGuide() throws {
        let run = run(
            hosting(
                """
                VStack(alignment: .leading) {
                            Text("Reminder")
                            Text("Call Mina").alignmentGuide(.leading) { d in -20 }
                            Text("Buy milk")
                        }
                """))
        let reminder = try #require(try frame(run, "Reminder"))
        let call = try #require(try frame(run, "Call Mina"))
        #expect(call.minX - reminder.minX == 20)
        #expect(try frame(run, "VStack")?.width == 101)
    }

    /// `VStack(alignment: .leading)`: `moved` puts its leading guide at its middle
    /// (`d[.trailing] / 2` = 22.5), so it starts 22.5 left of `first`; a guide the stack does
    /// not align on (`.trailing` here) changes nothing. Span 22.5 + 45 = 67.5, at x 161.25.
    @Test func leadingGuideFromViewDimensions() throws {
        let run = run(
            hosting(
                """
                VStack(alignment: .leading, spacing: 0) {
                            Text("first")
                            Text("moved").alignmentGuide(.leading) { d in d[.trailing] / 2 }
                            Text("other").alignmentGuide(.trailing) { d in 0 }
                        }
                """))
        #expect(try frame(run, "first") == CGRect(x: 183.75, y: 390.5, width: 45, height: 21))
        #expect(try frame(run, "moved") == CGRect(x: 161.25, y: 411.5, width: 45, height: 21))
        #expect(try frame(run, "other")?.minX == 183.75)
        #expect(run.trace.count("Text(\"other\").alignmentGuide.computeValue") == 0)
    }

    /// `HStack(alignment: .top)`: `up`'s top guide is its bottom, so its bottom lines up with the
    /// others' tops and the row is 42 tall: `a` at y 21 of the row, `up` at 0.
    @Test func topGuideInAnHStackGrowsTheRow() throws {
        let run = run(
            hosting(
                """
                HStack(alignment: .top, spacing: 0) {
                            Text("a")
                            Text("up").alignmentGuide(.top) { d in d[.bottom] }
                        }
                """))
        let row = try #require(try frame(run, "HStack"))
        #expect(row.size == CGSize(width: 27, height: 42))
        #expect(try frame(run, "a")?.minY == row.minY + 21)
        #expect(try frame(run, "up")?.minY == row.minY)
    }

    /// ZStack and frame alignment use the children's guides too: in a `.topLeading` ZStack a view
    /// whose leading guide is -10 starts 10 right of the others; a `.leading` frame puts its
    /// content's leading guide (here 5) on its leading edge.
    @Test func zStackAndFrameAlignOnGuides() throws {
        let run = run(
            hosting(
                """
                VStack(spacing: 0) {
                            ZStack(alignment: .topLeading) {
                                Text("base")
                                Text("x").alignmentGuide(.leading) { _ in -10 }
                            }
                            Text("boxed").alignmentGuide(.leading) { _ in 5 }.frame(width: 100, alignment: .leading)
                        }
                """))
        let base = try #require(try frame(run, "base"))
        #expect(try frame(run, "x")?.origin == CGPoint(x: base.minX + 10, y: base.minY))
        #expect(try frame(run, "ZStack")?.size == CGSize(width: 36, height: 21))
        let box = try #require(try frame(run, "Text(\"boxed\").alignmentGuide.frame"))
        #expect(try frame(run, "boxed")?.minX == box.minX - 5)
    }

    /// The documentation's `BasicVStack` (a layout stacking its subviews at the leading edge),
    /// with `members` added to its body.
    static func basicVStack(_ members: String = "") -> String {
        """
        struct BasicVStack: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                return CGSize(width: sizes.map(\\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var y = bounds.minY
                for subview in subviews {
                    subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
                    y += subview.sizeThatFits(.unspecified).height
                }
            }
        \(members)
        }
        """
    }

    /// Fact 115 (Docs Layout.explicitAlignment(of:in:proposal:subviews:cache:)), the
    /// documentation's explicitAlignment example: a layout indents its leading guide by
    /// 10 (`bounds.minX + 10`) and returns nil for the others. In a `.leading` VStack its
    /// content starts 10 left of the other child; in a `.trailing` VStack the nil answer leaves
    /// the implicit trailing guide. Each answer is a traced call with its guide and result.
    @Test func explicitAlignmentOfANestedLayoutIsUsedByTheStack() throws {
        let layout = Self.basicVStack(
            """
                func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                       subviews: Subviews, cache: inout ()) -> CGFloat? {
                    if guide == .leading { return bounds.minX + 10 }
                    return nil
                }
            """)
        let leading = run(
            hosting(
                """
                VStack(alignment: .leading, spacing: 0) {
                            Text("first")
                            BasicVStack { Text("inner") }
                        }
                """, extra: layout))
        let first = try #require(try frame(leading, "first"))
        #expect(try frame(leading, "inner")?.minX == first.minX - 10)
        #expect(leading.trace.events("BasicVStack.explicitAlignment").map(\.text) == ["leading in (0, 0, 45, 21) → 10"])
        let trailing = run(
            hosting(
                """
                VStack(alignment: .trailing, spacing: 0) {
                            Text("first")
                            BasicVStack { Text("inner") }
                        }
                """, extra: layout))
        #expect(try frame(trailing, "inner")?.minX == frame(trailing, "first")?.minX)
        #expect(
            trailing.trace.events("BasicVStack.explicitAlignment").map(\.text) == ["trailing in (0, 0, 45, 21) → nil"])
        // A vertical guide is not asked of a layout that implements only the horizontal requirement.
        let row = run(hosting("HStack(alignment: .top) { Text(\"a\"); BasicVStack { Text(\"b\") } }", extra: layout))
        #expect(row.trace.count("BasicVStack.explicitAlignment") == 0)
    }

    /// Fact 115, Apple's documentation of `Layout.explicitAlignment(of:in:proposal:subviews:cache:)`: "If you
    /// don't implement the method, the protocol's default implementation merges the subviews'
    /// guides." A layout without the method, holding a subview whose leading guide is explicit
    /// (10), reports that guide where it places the subview: in a `.leading` VStack its content
    /// starts 10 left of the sibling, and a subview without an explicit guide takes no part. The
    /// placement the merge needs is a traced `placeSubviews` (reason `defaultExplicitAlignment`);
    /// without explicit guides in the subviews nothing is merged and no such call is made.
    @Test func defaultExplicitAlignmentMergesTheSubviewsGuides() throws {
        let layout = Self.basicVStack()
        let merged = run(
            hosting(
                """
                VStack(alignment: .leading, spacing: 0) {
                            Text("first")
                            BasicVStack {
                                Text("inner").alignmentGuide(.leading) { _ in 10 }
                                Text("plain")
                            }
                        }
                """, extra: layout))
        let first = try #require(try frame(merged, "first"))
        #expect(try frame(merged, "inner")?.minX == first.minX - 10)
        #expect(try frame(merged, "plain")?.minX == first.minX - 10)
        let measuring = merged.trace.events("BasicVStack.placeSubviews").filter {
            $0.reason == "defaultExplicitAlignment"
        }
        #expect(measuring.count == 1)
        let plain = run(
            hosting(
                """
                VStack(alignment: .leading, spacing: 0) {
                            Text("first")
                            BasicVStack { Text("inner") }
                        }
                """, extra: layout))
        #expect(try frame(plain, "inner")?.minX == frame(plain, "first")?.minX)
        #expect(plain.trace.events("BasicVStack.placeSubviews").allSatisfy { $0.reason != "defaultExplicitAlignment" })
    }

    /// `LayoutSubview.dimensions(in:)` reports a subview's guides: `d[.leading]` is the explicit
    /// value where one is set and the implicit one elsewhere; `d[explicit: .leading]` is nil
    /// without one. A layout can align its subviews on them.
    @Test func dimensionsInReportTheSubviewsGuides() throws {
        let source = hosting(
            """
            LeadingColumn {
                        Text("plain")
                        Text("shifted").alignmentGuide(.leading) { d in d.width / 7 }
                    }
            """,
            extra: """
                struct LeadingColumn: Layout {
                    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                        CGSize(width: 200, height: 42)
                    }
                    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                        for (index, subview) in subviews.enumerated() {
                            let d = subview.dimensions(in: .unspecified)
                            print(d.width, d[.leading], d[explicit: .leading] ?? -1, d[HorizontalAlignment.center], d[.bottom], d[explicit: .top] ?? -1)
                            subview.place(at: CGPoint(x: bounds.minX + 50 - d[.leading], y: bounds.minY + CGFloat(index) * 21),
                                          anchor: .topLeading, proposal: .unspecified)
                        }
                    }
                }
                """)
        let run = run(source)
        #expect(run.printedOutput == "45.0 0.0 -1 22.5 21.0 -1\n63.0 9.0 9.0 31.5 21.0 -1\n")
        let plain = try #require(try frame(run, "plain"))
        #expect(try frame(run, "shifted")?.minX == plain.minX - 9)
        #expect(
            run.trace.events("Text(\"shifted\").alignmentGuide.computeValue").allSatisfy { $0.reason == "alignment" })
    }

    @Test func guideMistakesSayWhatToWrite() throws {
        let cases: [(String, String, String?)] = [
            (
                "Text(\"a\").alignmentGuide(.center) { d in 0 }",
                "'.center' is ambiguous in alignmentGuide(_:computeValue:): it is both a HorizontalAlignment and a VerticalAlignment",
                "write HorizontalAlignment.center or VerticalAlignment.center"
            ),
            (
                "Text(\"a\").alignmentGuide(.firstTextBaseline) { d in 0 }",
                "not supported in scenarios: .firstTextBaseline alignment (the simulator has no text baselines)",
                "align on .top, .bottom or VerticalAlignment.center"
            ),
            (
                "HStack(alignment: .lastTextBaseline) { Text(\"a\") }",
                "not supported in scenarios: .lastTextBaseline alignment (the simulator has no text baselines)",
                "align on .top, .bottom or VerticalAlignment.center"
            ),
            (
                "Text(\"a\").alignmentGuide(.leadng) { d in 0 }", "'.leadng' is not an alignment guide",
                "use .leading, .trailing, .top, .bottom, HorizontalAlignment.center or VerticalAlignment.center"
            ),
            (
                "VStack(alignment: .leading) { Text(\"a\").alignmentGuide(.leading) { d in d[.center] } }",
                "'.center' is ambiguous in a ViewDimensions subscript: it is both a HorizontalAlignment and a VerticalAlignment",
                "write HorizontalAlignment.center or VerticalAlignment.center"
            ),
            (
                "VStack(alignment: .leading) { Text(\"a\").alignmentGuide(.leading) { d in \"x\" } }",
                "expected a number for the result of 'computeValue', found a value of type String", nil
            ),
        ]
        for (view, message, hint) in cases {
            let run = ScenarioRun(source: hosting(view))
            guard case .failed(let d) = run.outcome else {
                Issue.record("\(view): expected a diagnostic, got \(run.outcome)")
                continue
            }
            #expect(d.message == message, "\(view)")
            #expect(d.hint == hint, "\(view)")
        }
    }
}

/// Issue 10's example scenario runs as written (examples/scenarios/swiftui-chips.swift), and
/// the APIs the issue lists exist: the `spacing` requirement, `dimensions(in:)`,
/// `replacingUnspecifiedDimensions(by:)`, nil dimensions of `ProposedViewSize`, `UnitPoint`
/// anchors, `reduce`/`max`/`enumerated`.
@Suite struct SwiftUIIssueExampleTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/scenarios/swiftui-chips.swift").standardized

    func q(_ run: ScenarioRun, _ expression: String) throws -> ScenarioValue {
        try run.evaluate(expression, at: SourceLocation(file: "q", line: 1, column: 1))
    }

    @Test func chipsExampleRunsAsWritten() throws {
        let run = ScenarioRun(source: try String(contentsOf: Self.example, encoding: .utf8))
        guard case .completed = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(run.printedOutput == "makeCache 3\nmakeCache 4\n")
        // A new proposal alone runs no updateCache; new subviews do (fact 41).
        #expect(try q(run, #"trace.between("narrow", "insert").count("FlowLayout.updateCache")"#) == .int(0))
        #expect(try q(run, #"trace.after("insert").count("FlowLayout.updateCache")"#) == .int(1))
        #expect(try q(run, #"trace.after("narrow").count("FlowLayout.sizeThatFits")"#).intValue ?? 0 > 0)
        // 200 pt wide: three 54 pt chips with 8 pt gaps fit a row (178 pt), the fourth wraps.
        #expect(
            try q(run, #"host.frames(of: "FlowLayout")"#).arrayValue?.compactMap(\.rectValue) == [
                CGRect(x: 0, y: 401, width: 54, height: 21), CGRect(x: 62, y: 401, width: 54, height: 21),
                CGRect(x: 124, y: 401, width: 54, height: 21), CGRect(x: 0, y: 422, width: 54, height: 21),
            ])
    }

    @Test func theListedLayoutAPIsExist() throws {
        let source = """
            struct Gapped: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    print("proposal", proposal.width ?? -1, proposal.height ?? -1)
                    return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 40, height: 30))
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let widths = subviews.map { $0.dimensions(in: .unspecified).width }
                    print("widest", widths.max() ?? 0, "total", widths.reduce(0, { $0 + $1 }))
                    for (index, subview) in subviews.enumerated() {
                        subview.place(at: CGPoint(x: bounds.midX, y: bounds.minY + CGFloat(index) * 21), anchor: .top, proposal: .unspecified)
                    }
                }
                func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
            }
            struct Screen: View {
                var body: some View {
                    HStack { Text("x"); Gapped { Text("ab"); Text("abcd") } }.fixedSize()
                }
            }
            let host = UIHostingController(rootView: Screen())
            window.rootViewController = host
            runLoop.runUntilIdle()
            print(ProposedViewSize(width: nil, height: 5).width == nil, ProposedViewSize(width: 3, height: nil).replacingUnspecifiedDimensions())
            """
        let run = ScenarioRun(source: source)
        guard case .completed = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(run.printedOutput.contains("widest 36.0 total 54.0\n"))
        #expect(run.printedOutput.hasSuffix("true (3.0, 10.0)\n"))
        #expect(run.printedOutput.contains("proposal -1 -1\n"))  // fixedSize: the ideal probe, nil dimensions
        #expect(try q(run, #"trace.count("Gapped.spacing")"#).intValue ?? 0 >= 1)
        // Anchor .top: each subview's top centre at the bounds' midX.
        let ab = try #require(try q(run, #"host.frame(of: "ab")"#).rectValue)
        let abcd = try #require(try q(run, #"host.frame(of: "abcd")"#).rectValue)
        #expect(ab.midX == abcd.midX)
        #expect(abcd.minY - ab.minY == 21)
    }
}
