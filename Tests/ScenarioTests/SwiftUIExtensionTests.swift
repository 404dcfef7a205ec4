import Foundation
import Simulator
import Testing

@testable import Scenario

/// `extension` declarations, custom alignments (`AlignmentID`), layout values
/// (`LayoutValueKey`) and `ViewThatFits`, as Apple documents them:
/// `HorizontalAlignment.init(_:)`/`VerticalAlignment.init(_:)` ("Define an AlignmentID type, and
/// then use that type to create a new static property on HorizontalAlignment"), `AlignmentID`
/// ("defaultValue(in:) … the value of this guide for a view that doesn't set it explicitly"),
/// `LayoutValueKey` ("Any view that you don't explicitly set a value for uses the default
/// value"; the convenience modifier "in an extension of the View protocol"),
/// `LayoutSubview.subscript(_:)`, and `ViewThatFits` ("evaluates its child views in the order
/// you provide them … selects the first child whose ideal size on the constrained axes fits
/// within the proposed size"; `init(in:content:)`: "If axes is an empty set, ViewThatFits uses
/// the first child view"). Text is 9 pt per character and 21 pt a line.
@Suite struct SwiftUIExtensionTests {
    let support = SwiftUILayoutTests()

    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        support.run(source, sourceLocation: sourceLocation)
    }

    func frame(_ run: ScenarioRun, _ name: String) throws -> CGRect? { try support.frame(run, name) }

    func hosting(_ body: String, extra: String = "") -> String { support.hosting(body, extra: extra) }

    func failure(_ source: String) -> String? {
        if case .failed(let diagnostic) = ScenarioRun(source: source).outcome { return diagnostic.message }
        return nil
    }

    static func example(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../examples/scenarios/\(name)").standardized
        return try String(contentsOf: url, encoding: .utf8)
    }

    // MARK: extension declarations

    @Test func extensionAddsStaticAndInstanceMembersToAScenarioType() throws {
        let run = run(
            """
            struct Point2 { var x: Int }
            extension Point2 {
                static let origin = Point2(x: 0)
                static func at(_ x: Int) -> Point2 { Point2(x: x) }
                var doubled: Int { x * 2 }
                func moved(by d: Int) -> Point2 { Point2(x: x + d) }
            }
            print(Point2.origin.x, Point2.at(4).doubled, Point2(x: 1).moved(by: 2).x)
            """)
        #expect(run.printedOutput == "0 8 3\n")
    }

    @Test func extensionOfViewGivesEveryViewAModifier() throws {
        // Text("a") is 9×21; `card()` pads it by 8 on every edge: 25×37.
        let run = run(
            hosting(
                "Text(\"a\").card()",
                extra: """
                    extension View {
                        func card() -> some View {
                            padding(8)
                        }
                    }
                    """))
        #expect(try frame(run, "Text(\"a\").padding")?.size == CGSize(width: 25, height: 37))
    }

    @Test func extensionsAreCheckedAsSwiftChecksThem() {
        #expect(failure("struct A {}\nextension A { var x = 1 }") == "extensions must not contain stored properties")
        #expect(failure("func f() {\n  extension Int {}\n}\nf()") == "declaration is only valid at file scope")
        #expect(failure("extension Nowhere { static let a = 1 }") == "cannot find type 'Nowhere' in scope")
        #expect(failure("struct A { func f() {} }\nextension A { func f() {} }") == "invalid redeclaration of 'f'")
        #expect(failure("extension Layout { func f() {} }") == "not supported in scenarios: extensions of 'Layout'")
        #expect(failure("enum Key { static let a = 1 }\nlet k = Key()")?.contains("no accessible initializers") == true)
    }

    // MARK: AlignmentID

    /// Apple's `AlignmentID` example: stripes 150 tall lined up on their first third (50), the
    /// middle one's guide set to two thirds (100). Span 100 above the line + 100 below = 200,
    /// centred in 844 at y 322: the outer ones at 372, the middle one at 322; 3 × 100 + 2 = 302
    /// wide, at x 44.
    /// Fact 67.
    @Test func customVerticalAlignmentUsesItsDefaultValueAndExplicitGuides() throws {
        let run = run(
            hosting(
                """
                HStack(alignment: .firstThird, spacing: 1) {
                            Rectangle().frame(width: 100, height: 150)
                            Color.green.frame(width: 100, height: 150)
                                .alignmentGuide(.firstThird) { context in 2 * context.height / 3 }
                            Color.blue.frame(width: 100, height: 150)
                        }
                """,
                extra: """
                    private struct FirstThirdAlignment: AlignmentID {
                        static func defaultValue(in context: ViewDimensions) -> CGFloat {
                            context.height / 3
                        }
                    }
                    extension VerticalAlignment {
                        static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
                    }
                    """))
        #expect(try frame(run, "Rectangle.frame") == CGRect(x: 44, y: 372, width: 100, height: 150))
        #expect(try frame(run, "Color.frame.alignmentGuide") == CGRect(x: 145, y: 322, width: 100, height: 150))
        #expect(try frame(run, "HStack")?.height == 200)
        // Each default is a traced call of the AlignmentID, with the view and its size.
        let defaults = run.trace.events("FirstThirdAlignment.defaultValue")
        #expect(defaults.contains { $0.text == "Rectangle.frame of 100×150 → 50" })
    }

    /// The issue's example (examples/scenarios/swiftui-custom-alignment.swift): the VStack lines
    /// up "Name"'s leading edge (its Accent default, `d[.leading]`) with the field's explicit
    /// Accent guide inside the row: "Email" 45 + 8 = 53 into the row. Row 179 wide, so the
    /// VStack spans 53 + 126 = 179 and sits at x 105.5: both texts start at 158.5.
    @Test func customHorizontalAlignmentExampleRunsAsWritten() throws {
        let run = ScenarioRun(source: try Self.example("swiftui-custom-alignment.swift"))
        guard case .completed = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(run.printedOutput == "(158.5, 397.0, 36.0, 21.0)\n(158.5, 426.0, 126.0, 21.0)\n")
    }

    @Test func customAlignmentErrorsNameTheFix() {
        #expect(failure("struct A: AlignmentID {}")?.contains("missing static defaultValue(in:)") == true)
        #expect(
            failure("struct A {}\nlet h = HorizontalAlignment(A.self)")?.contains("expected the type of an AlignmentID")
                == true)
    }

    // MARK: LayoutValueKey

    /// The issue's example (examples/scenarios/swiftui-layout-value.swift): the layout sorts its
    /// subviews by `subview[Rank.self]`; "Unranked" sets none and reads the default, 0.
    /// Fact 67.
    @Test func layoutValueIsReadBySubscriptWithTheKeysDefault() throws {
        let run = ScenarioRun(source: try Self.example("swiftui-layout-value.swift"))
        guard case .completed = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(run.printedOutput.hasPrefix("rank 0\nrank 1\nrank 2\nrank 3\n"))
        #expect(try frame(run, "Unranked")?.minY == 380)
        #expect(try frame(run, "Gold")?.minY == 401)
        #expect(try frame(run, "Bronze")?.minY == 443)
    }

    @Test func layoutValueKeyNeedsItsDefault() {
        #expect(failure("struct Rank: LayoutValueKey {}")?.contains("missing static property 'defaultValue'") == true)
    }

    // MARK: ViewThatFits

    /// The issue's example (examples/scenarios/swiftui-view-that-fits.swift): at 390 the first
    /// text's ideal width (396) does not fit and the second's (117) does; at 60 only "3/10" (36).
    /// Fact 66.
    @Test func viewThatFitsShowsTheFirstChildWhoseIdealSizeFits() throws {
        let run = ScenarioRun(source: try Self.example("swiftui-view-that-fits.swift"))
        guard case .completed = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(run.printedOutput == "(136.5, 411.5, 117.0, 21.0)\n(12.0, 411.5, 36.0, 21.0)\n(0.0, 0.0, 0.0, 0.0)\n")
        let chosen = run.trace.events("ViewThatFits.choose").map(\.text)
        #expect(chosen == ["Text(\"3 of 10 files\") (child 2 of 3)", "Text(\"3/10\") (child 3 of 3)"])
        // Each child was asked for its ideal width (nil), with the height as proposed.
        #expect(
            run.trace.events("Text(\"3 of 10 files\").sizeThatFits").contains { $0.text?.hasPrefix("nil×844") == true })
    }

    /// Fact 66, the model's assumption (Apple documents no case where nothing fits): the last
    /// child is shown.
    @Test func viewThatFitsShowsTheLastChildWhenNoneFits() throws {
        let run = run(
            hosting(
                """
                ViewThatFits(in: .horizontal) {
                            Text("a very long first choice that is too wide")
                            Text("a second choice that is also far too wide")
                        }
                        .frame(width: 50)
                """))
        #expect(run.trace.events("ViewThatFits.choose").map(\.reason) == ["noneFits"])
        #expect(try frame(run, "a second choice that is also far too wide")?.width ?? 0 > 0)
        #expect(try frame(run, "a very long first choice that is too wide") == .zero)
    }

    /// `in: []` constrains no axis: the first child, unmeasured for fit. By default both axes are
    /// constrained: 40 pt tall fits one line (21) but not two (42).
    @Test func viewThatFitsAxes() throws {
        let none = run(
            hosting(
                """
                ViewThatFits(in: []) {
                            Text("first, however wide it is")
                            Text("second")
                        }
                        .frame(width: 50)
                """))
        #expect(
            none.trace.events("ViewThatFits.choose").map(\.text) == [
                "Text(\"first, however wide it is\") (child 1 of 2)"
            ])
        let both = run(
            hosting(
                """
                ViewThatFits {
                            VStack(spacing: 0) { Text("one"); Text("two") }
                            Text("one two")
                        }
                        .frame(width: 200, height: 40)
                """))
        #expect(both.trace.events("ViewThatFits.choose").map(\.text) == ["Text(\"one two\") (child 2 of 2)"])
    }
}
