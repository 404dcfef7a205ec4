import Foundation
import Testing

@testable import Scenario

/// The Swift a SwiftUI scenario needs (issue 10): nested types, `inout`, key paths, protocol
/// conformance checks, view builders; each through a scenario run as a learner writes it.
@Suite struct SwiftUILanguageTests {
    func diagnostic(_ source: String) -> Diagnostic? {
        if case .failed(let d) = ScenarioRun(source: source).outcome { return d }
        return nil
    }

    @Test func inoutParametersCopyBack() {
        let source = """
            func grow(_ value: inout Int, by step: Int) { value += step }
            struct Box { var items: [Int] = [] }
            func fill(_ box: inout Box) { box.items.append(1); box.items.append(2) }
            var n = 1
            grow(&n, by: 4)
            var b = Box()
            fill(&b)
            let copy = b
            fill(&b)
            print(n, b.items, copy.items)
            """
        #expect(output(source) == "5 [1, 2, 1, 2] [1, 2]\n")
    }

    @Test func inoutNeedsAmpersand() throws {
        let d = try #require(diagnostic("func grow(_ value: inout Int) { value += 1 }\nvar n = 1\ngrow(n)\n"))
        #expect(d.message == "passing a value to the inout parameter 'value' requires '&'")
        #expect(d.range.start.line == 3)
        let stray = try #require(diagnostic("var n = 1\nlet m = &n\n"))
        #expect(stray.message == "'&' may only be used to pass an argument to an 'inout' parameter")
    }

    @Test func nestedTypesAndTypeAliases() {
        let source = """
            struct Flow {
                struct CacheData { var sizes: [CGSize] = [] }
                typealias Cache = CacheData
                func make() -> Cache { CacheData(sizes: [CGSize(width: 1, height: 2)]) }
                mutating func reset(_ cache: inout CacheData) { cache = CacheData() }
            }
            var flow = Flow()
            var cache = flow.make()
            let outside = Flow.CacheData(sizes: [])
            print(cache.sizes.count, outside.sizes.count)
            flow.reset(&cache)
            print(cache.sizes.count)
            """
        #expect(output(source) == "1 0\n0\n")
    }

    @Test func keyPathsAsFunctions() {
        let source = """
            let sizes = [CGSize(width: 10, height: 30), CGSize(width: 20, height: 40)]
            print(sizes.map(\\.height).max() ?? 0, sizes.map(\\.width).reduce(0) { $0 + $1 }, [3, 1].map(\\.self))
            """
        #expect(output(source) == "40.0 30.0 [3, 1]\n")
    }

    @Test func layoutConformanceIsChecked() throws {
        let d = try #require(
            diagnostic(
                """
                struct FlowLayout: Layout {
                    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                }
                """))
        #expect(
            d.message
                == "type 'FlowLayout' does not conform to protocol 'Layout': missing placeSubviews(in:proposal:subviews:cache:)"
        )
        #expect(d.range.start.line == 1 && d.range.start.column == 8)
        let labels = try #require(
            diagnostic(
                """
                struct Flow: Layout {
                    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews) -> CGSize { .zero }
                    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
                }
                """))
        #expect(
            labels.message.hasPrefix(
                "type 'Flow' does not conform to protocol 'Layout': missing sizeThatFits(proposal:subviews:cache:)"))
        #expect(labels.range.start.line == 2)
        let view = try #require(diagnostic("struct Card: View { var title = \"a\" }\n"))
        #expect(view.message == "type 'Card' does not conform to protocol 'View': missing property 'body'")
        let typo = try #require(diagnostic("struct Card: Veiw { var body: some View { Text(\"a\") } }\n"))
        #expect(typo.message == "cannot find type 'Veiw' in scope")
        #expect(typo.suggestion == "View")
    }

    @Test func unknownModifierSuggestsTheClosest() throws {
        let d = try #require(diagnostic("let t = Text(\"a\").paddin(8)\n"))
        #expect(d.message == "unknown modifier 'paddin' on Text")
        #expect(d.suggestion == "padding")
        let custom = try #require(
            diagnostic(
                """
                struct Card: View { var body: some View { Text("a") } }
                let c = Card().fram(width: 10)
                """))
        #expect(custom.message == "unknown modifier 'fram' on Card")
        #expect(custom.suggestion == "frame")
    }

    @Test func viewBuildersRejectLoopsAndVoid() throws {
        let loop = try #require(
            diagnostic(
                """
                struct List: View {
                    var body: some View {
                        VStack { for i in 0..<3 { Text("\\(i)") } }
                    }
                }
                let host = UIHostingController(rootView: List())
                window.rootViewController = host
                runLoop.runOnce()
                """))
        #expect(
            loop.message
                == "closure containing a control flow statement cannot be used with result builder 'ViewBuilder'")
        #expect(loop.range.start.line == 3)
        let void = try #require(
            diagnostic(
                """
                struct Card: View { var body: some View { VStack { print("x"); Text("a") } } }
                let host = UIHostingController(rootView: Card())
                window.rootViewController = host
                runLoop.runOnce()
                """))
        #expect(void.message == "this statement returns Void, which is not a View")
    }
}
