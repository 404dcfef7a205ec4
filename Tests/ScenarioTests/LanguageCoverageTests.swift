import Testing

@testable import Scenario

/// Real UIKit code pastes unchanged where the subset covers it: the constructs
/// docs/scenario-language.md promises, in one scenario each.
@Suite struct LanguageCoverageTests {
    @Test func uikitBoilerplatePastesUnchanged() {
        let source = """
            import UIKit

            @MainActor
            final class TitleView: UIView {
                private let title = UILabel()
                private(set) var taps = 0
                weak var owner: UIViewController?
                override class var requiresConstraintBasedLayout: Bool { false }

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                }

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

                @objc func tap() { taps += 1 }

                override func layoutSubviews() {
                    super.layoutSubviews()
                    title.frame = bounds.insetBy(dx: 8, dy: 4)
                }
            }
            let header = TitleView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            header.tap(); header.tap()
            window.addSubview(header)
            runLoop.runUntilIdle()
            print(header.taps, header.subviews[0].frame, header.subviews[0].traceName)
            """
        #expect(output(source) == "2 (8.0, 4.0, 184.0, 32.0) header.title\n")
    }

    @Test func optionalAssignmentClosuresAndCaptureLists() {
        let source = """
            var maybe: UIView? = nil
            maybe?.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
            maybe = UIView()
            maybe?.frame.size.width = 5
            var log: [String] = []
            let record = { [weak maybe] (text: String) -> Void in log.append(text) }
            record("a"); record("b")
            let add: (Int, Int) -> Int = { a, b in a + b }
            var n = 10
            n %= 4
            print(maybe?.frame.width ?? -1, log, add(2, 3), n, [3, 1, 2].sorted(by: { $0 > $1 }))
            """
        #expect(output(source) == "5.0 [\"a\", \"b\"] 5 2 [3, 2, 1]\n")
    }

    @Test func structsForSwiftUILayout() {
        let source = """
            struct Flow {
                var spacing: CGFloat = 8
                func width(of sizes: [CGSize]) -> CGFloat {
                    sizes.reduce(0) { $0 + $1.width } + spacing * Double(max(0, sizes.count - 1))
                }
            }
            let flow = Flow()
            var wide = flow
            wide.spacing = 20
            let sizes = [CGSize(width: 10, height: 10), CGSize(width: 30, height: 10)]
            print(flow.width(of: sizes), wide.width(of: sizes), flow.spacing)
            """
        #expect(output(source) == "48.0 60.0 8.0\n")
    }

    @Test func unsupportedFeaturesAreNamedAtTheirPosition() throws {
        let cases: [(String, String, String)] = [
            ("enum Mode: Int { case a }", "not supported in scenarios: enums with raw values ('Int')", "1:12"),
            ("extension UIView where Self: UIView {}", "not supported in scenarios: 'where' clauses", "1:18"),
            ("func f() async {}", "not supported in scenarios: concurrency ('async')", "1:10"),
            ("let s = \"\"\"\nx\n\"\"\"", "not supported in scenarios: multi-line string literals", "1:9"),
            (
                "var x = 0 { didSet { } }", "not supported in scenarios: property observers outside a class or struct",
                "1:11"
            ),
            ("func f() { lazy var x = 1 }", "not supported in scenarios: 'lazy' local variables", "1:12"),
            ("var x: Int { 1 }", "not supported in scenarios: computed variables outside a class or struct", "1:12"),
        ]
        expectRefusals(cases, unsupported: true)
    }
}
