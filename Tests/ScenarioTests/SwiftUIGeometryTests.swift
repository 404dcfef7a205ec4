import Foundation
import Simulator
import Testing

@testable import Scenario

/// GeometryReader, Divider, alignments with a custom part, computed static defaults, and the
/// hosting view's sizing options. Text is 9 pt per character and 21 pt a line; the window 390×844.
@Suite struct SwiftUIGeometryTests {
    let support = SwiftUILayoutTests()

    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        support.run(source, sourceLocation: sourceLocation)
    }

    func frame(_ run: ScenarioRun, _ name: String) throws -> CGRect? { try support.frame(run, name) }

    func hosting(_ body: String, extra: String = "") -> String { support.hosting(body, extra: extra) }

    static func example(_ name: String) throws -> String { try SwiftUIExtensionTests.example(name) }

    /// Fact 95 (Docs GeometryReader: "returns a flexible preferred size to its parent layout";
    /// the content is placed at the reader's top-leading corner): the reader takes the whole
    /// proposal (390×844 at the root), its content closure runs at layout with that size, and a
    /// 90×21 Text sits at (0, 0), not centred.
    @Test func fact95GeometryReaderTakesTheProposalAndPlacesContentTopLeading() throws {
        let run = run(
            hosting(
                """
                GeometryReader { proxy in
                            Text("\\(Int(proxy.size.width)) by \\(Int(proxy.size.height))")
                        }
                """))
        #expect(try frame(run, "GeometryReader") == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(try frame(run, "390 by 844") == CGRect(x: 0, y: 0, width: 90, height: 21))
        let content = try #require(run.trace.events("GeometryReader.content").first)
        #expect(content.reason == "layout" && content.text == "size 390×844")
    }

    /// Fact 95: in a stack the reader is flexible and takes what the others leave; a new size
    /// runs its content again (its nodes keep their identity). The model's 10 pt for an
    /// unspecified dimension (`replacingUnspecifiedDimensions`) is its ideal size.
    @Test func fact95GeometryReaderInAStackAndAtItsIdealSize() throws {
        let run = run(
            hosting(
                """
                VStack(spacing: 0) {
                            Text("top")
                            GeometryReader { proxy in Color.blue.frame(width: proxy.size.width / 2, height: 20) }
                        }
                        .frame(width: 200, height: 100)
                """) + """

                    trace.mark("resize")
                    host.view.frame.size.height = 500
                    runLoop.runUntilIdle()
                    """)
        // After the resize the frame (200×100) is centred in 390×500 at (95, 200); "top" takes 21,
        // the reader the other 79, and its content sits at its top-leading corner.
        #expect(try frame(run, "GeometryReader") == CGRect(x: 95, y: 221, width: 200, height: 79))
        #expect(try frame(run, "Color.frame") == CGRect(x: 95, y: 221, width: 100, height: 20))
        #expect(run.trace.after("resize").count("GeometryReader.content") == 1)
        let ideal = self.run(hosting("GeometryReader { _ in Text(\"x\") }.fixedSize()"))
        #expect(try frame(ideal, "GeometryReader")?.size == CGSize(width: 10, height: 10))
    }

    /// Fact 96 (Docs Divider: "When contained in a stack, the divider extends across the minor
    /// axis of the stack, or horizontally when not in a stack"); its thickness, one pixel
    /// (⅓ pt at 3×), is the model's.
    @Test func fact96DividerSpansTheStacksMinorAxis() throws {
        let run = run(
            hosting(
                """
                VStack(spacing: 0) {
                            Text("a")
                            Divider()
                            HStack(spacing: 0) { Text("b"); Divider(); Text("c") }.frame(height: 30)
                        }
                        .frame(width: 100)
                """))
        let horizontal = try #require(
            try run.evaluate("host.frames(of: \"VStack\")[1]", at: SourceLocation(file: "q", line: 1, column: 1))
                .rectValue)
        #expect(horizontal.width == 100 && abs(horizontal.height - 1.0 / 3) < 1e-9)
        let row = try #require(
            try run.evaluate("host.frames(of: \"HStack\")[1]", at: SourceLocation(file: "q", line: 1, column: 1))
                .rectValue)
        #expect(row.height == 30 && abs(row.width - 1.0 / 3) < 1e-9)
    }

    /// Fact 105 (Docs Alignment.init(horizontal:vertical:)): a frame aligns its content on an
    /// alignment made of a custom horizontal guide and a standard vertical one. The guide's
    /// default is a computed value: 10 pt from the leading edge.
    @Test func fact105AlignmentWithACustomPart() throws {
        let run = run(
            hosting(
                """
                Text("a").frame(width: 100, height: 100, alignment: Alignment(horizontal: .inset, vertical: .top))
                """,
                extra: """
                    enum Inset: AlignmentID {
                        static var offset: CGFloat { 10 }
                        static func defaultValue(in context: ViewDimensions) -> CGFloat { offset }
                    }
                    extension HorizontalAlignment { static let inset = HorizontalAlignment(Inset.self) }
                    extension Alignment { static let insetTop = Alignment(horizontal: .inset, vertical: .top) }
                    """))
        // The frame (100×100) sits at (145, 372); the content's guide (10) lies on the frame's (10):
        // the 9×21 Text starts at the frame's leading edge, at its top.
        #expect(try frame(run, "a") == CGRect(x: 145, y: 372, width: 9, height: 21))
        let named = self.run(
            hosting(
                "Text(\"a\").frame(width: 100, height: 100, alignment: .insetTop)",
                extra: """
                    enum Inset: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 } }
                    extension HorizontalAlignment { static let inset = HorizontalAlignment(Inset.self) }
                    extension Alignment { static let insetTop = Alignment(horizontal: .inset, vertical: .top) }
                    """))
        // Half of each width on one line: the Text's centre on the frame's centre, at the top.
        #expect(try frame(named, "a") == CGRect(x: 190.5, y: 372, width: 9, height: 21))
    }

    /// A `LayoutValueKey`'s `defaultValue` may be a computed static property (Docs
    /// LayoutValueKey.defaultValue is a `static var { get }` requirement).
    @Test func computedStaticDefaultValueOfALayoutValueKey() throws {
        let run = run(
            """
            struct Rank: LayoutValueKey { static var defaultValue: Int { 7 } }
            struct Probe: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    for subview in subviews { print(subview[Rank.self]) }
                    return .zero
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            struct Screen: View { var body: some View { Probe { Text("a"); Text("b").layoutValue(key: Rank.self, value: 1) } } }
            let host = UIHostingController(rootView: Screen())
            window.rootViewController = host
            runLoop.runUntilIdle()
            print(Rank.defaultValue)
            """)
        #expect(run.printedOutput.hasPrefix("7\n1\n"))
        #expect(run.printedOutput.hasSuffix("7\n"))
    }

    static let banner = """
        struct Banner: View {
            let message: String
            var body: some View { Text(message).padding() }
        }
        let host = UIHostingController(rootView: Banner(message: "Saved"))
        """

    /// examples/scenarios/swiftui-hosting-sizing.swift with other sizing options.
    static func pinned(_ options: String) throws -> String {
        try example("swiftui-hosting-sizing.swift").replacingOccurrences(
            of: "host.sizingOptions = .intrinsicContentSize", with: options)
    }

    /// Fact 104 (Docs UIHostingControllerSizingOptions.intrinsicContentSize: "The hosting
    /// controller's view automatically invalidate its intrinsic content size when its ideal size
    /// changes"): pinned by its top and leading edges only, the hosting view takes its content's
    /// ideal size ("Saved" 45 + 32 padding = 77×53), and new content resizes it (189 + 32 = 221).
    /// Without the option the size is not invalidated: the view keeps its first size.
    @Test func fact104SizingOptionsIntrinsicContentSize() throws {
        let tracked = run(try Self.pinned("host.sizingOptions = .intrinsicContentSize"))
        #expect(tracked.printedOutput == "(20.0, 100.0, 77.0, 53.0)\n(20.0, 100.0, 221.0, 53.0)\n(95.0, 95.0)\n")
        #expect(tracked.trace.events("host.view.invalidateIntrinsicContentSize").count >= 1)
        let untracked = run(try Self.pinned(""))
        #expect(untracked.printedOutput == "(20.0, 100.0, 77.0, 53.0)\n(20.0, 100.0, 77.0, 53.0)\n(95.0, 95.0)\n")
    }

    /// Fact 104 (Docs UIHostingControllerSizingOptions.preferredContentSize; UIHostingController
    /// sizeThatFits(in:)): the controller's preferred size follows the ideal size, and the view's
    /// `sizeThatFits(_:)` asks the content: at 100 wide the text wraps to 63 (3 lines, 63 tall).
    @Test func fact104PreferredContentSizeAndSizeThatFits() throws {
        let run = run(
            Self.banner + """

                host.sizingOptions = [.preferredContentSize]
                window.rootViewController = host
                runLoop.runUntilIdle()
                print(host.preferredContentSize)
                host.rootView = Banner(message: "Saved to your library")
                runLoop.runUntilIdle()
                print(host.preferredContentSize)
                print(host.view.sizeThatFits(CGSize(width: 100, height: 500)))
                """)
        #expect(run.printedOutput == "(77.0, 53.0)\n(221.0, 53.0)\n(95.0, 95.0)\n")
    }

    /// `Spacer(minLength:)` keeps its minimum when the space is short: two 40 pt frames and a
    /// 30 pt minimum need 110 pt in a 100 pt frame, so the row overflows, centred (starts at 140).
    @Test func spacerKeepsItsMinimumLength() throws {
        let run = run(
            hosting(
                """
                HStack(spacing: 0) {
                            Color.red.frame(width: 40)
                            Spacer(minLength: 30)
                            Color.blue.frame(width: 40)
                        }
                        .frame(width: 100, height: 10)
                """))
        #expect(try frame(run, "Spacer")?.width == 30)
        #expect(try frame(run, "HStack")?.minX == 140)
    }

    /// Fact 114 (Docs frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:):
    /// "If both constraints are specified in a dimension, the frame unconditionally adopts the
    /// size proposed for it, clamped to the constraints"; an unspecified proposal takes the
    /// ideal): with a proposal the frame clamps it to its bounds (390 → 200), whatever its
    /// content's size; with none (fixedSize) it takes its ideal width.
    @Test func fact114FlexibleFramesClampTheProposalOrTakeTheIdealDocsFrame() throws {
        let run = run(
            hosting(
                """
                VStack(spacing: 0) {
                            Text("a").frame(minWidth: 50, maxWidth: 200)
                            Color.red.frame(idealWidth: 80, maxWidth: 200).fixedSize()
                        }
                """))
        #expect(try frame(run, "Text(\"a\").frame")?.width == 200)
        #expect(try frame(run, "Color.frame.fixedSize")?.width == 80)
    }

    /// Fact 114 (Docs frame(minWidth:…alignment:): with only a maximum, "if the size proposed
    /// for the frame by the parent is greater than the size of this view, the proposed size,
    /// clamped to that maximum"; the content is placed by `alignment`): `maxWidth: .infinity`
    /// takes the whole 390 pt proposal and puts the 45 pt Text at its leading edge; with
    /// neither bound on the vertical axis the frame is as tall as the Text, centred by the root.
    @Test func fact114AMaximumFrameTakesALargerProposalAndAlignsItsContentDocsFrame() throws {
        let run = run(hosting("Text(\"Inbox\").frame(maxWidth: .infinity, alignment: .leading)"))
        #expect(try frame(run, "Inbox") == CGRect(x: 0, y: 411.5, width: 45, height: 21))
        #expect(try frame(run, "Text(\"Inbox\").frame")?.width == 390)
    }

    /// The example runs as written (examples/scenarios/swiftui-geometry-reader.swift).
    @Test func geometryReaderExampleRuns() throws {
        let run = ScenarioRun(source: try Self.example("swiftui-geometry-reader.swift"))
        guard case .completed = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(!run.printedOutput.isEmpty)
    }
}
