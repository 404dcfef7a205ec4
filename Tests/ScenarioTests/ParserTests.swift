import TestSupport
import Testing

@testable import Scenario

func parse(_ source: String) throws -> [Statement] {
    try Parser.parse(source: source, file: "test.swift")
}

/// The AST with source ranges, dumped as a tree in the swift-markdown style and pinned by golden files.
@Suite struct ParserTests {
    /// The example scenario of examples/scenarios/design-example.swift.
    static let designExample = """
        class Card: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                subviews[0].frame = CGRect(x: 0, y: 0, width: bounds.width, height: 44)
            }
            override func draw(_ rect: CGRect) { work(ms: 3) }
        }
        let vc = UIViewController()
        let a1 = Card(), a2 = UIView(), a3 = UIView()
        vc.view.addSubview(a1); a1.addSubview(a2); vc.view.addSubview(a3)
        window.rootViewController = vc
        runLoop.runUntilIdle()          // first frame on screen
        trace.mark("tap")
        a2.setNeedsLayout()
        runLoop.runOnce()

        """

    @Test func designExampleAST() throws {
        expectGolden(ASTDump.dump(try parse(Self.designExample)), "ast/design-example.txt")
    }

    @Test func expressionsAST() throws {
        let source = """
            let x = -a + b * c >= d ?? 0 && !flag || e..<f
            let y = view?.superview?.frame.width ?? 0
            let s = "w = \\(r.width + 1)!"
            let z = cond ? [1, 2] : []
            let m = xs.map { $0 * 2 }.filter { v in v > 1 }
            UIView.animate(withDuration: 0.3) { a.alpha = 0 } completion: { _ in print("done") }
            """
        expectGolden(ASTDump.dump(try parse(source)), "ast/expressions.txt")
    }

    @Test func declarationsAST() throws {
        let source = """
            import UIKit
            @MainActor final class Badge: UILabel {
                private var count: Int = 0
                static let shared = 1
                override var intrinsicContentSize: CGSize { CGSize(width: 20, height: 20) }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                @objc func bump(by amount: Int = 1) -> Int { count += amount; return count }
            }
            struct Point { var x = 0.0; mutating func move(_ dx: Double) { x += dx } }
            for (i, v) in views.enumerated() where true {}
            """
        #expect(throws: Diagnostic.self) { try parse(source) }
        expectGolden(
            ASTDump.dump(try parse(source.replacingOccurrences(of: " where true", with: ""))), "ast/declarations.txt")
    }

    @Test func statementsAST() throws {
        let source = """
            var total = 0
            if let v = maybe, v > 1 { total += v } else if total == 0 { total = 1 } else { }
            guard let w = other else { return }
            while total < 10 { total += 1; if total == 5 { break } else { continue } }
            repeat { total -= 1 } while total > 0
            for _ in 0...3 { }
            xs[0] = 1
            """
        expectGolden(ASTDump.dump(try parse(source)), "ast/statements.txt")
    }

    @Test func postfixAndInfixOperatorsAreToldApartByWhitespace() throws {
        // `a ? b : c` is a ternary; `a?.b` is optional chaining; `a!` force-unwraps; `a != b` compares.
        let dump = ASTDump.dump(try parse("let t = a ? b : c\nlet o = a?.b\nlet f = a!\nlet n = a != b\n"))
        #expect(dump.contains("Ternary"))
        #expect(dump.contains("OptionalChain"))
        #expect(dump.contains("ForceUnwrap"))
        #expect(dump.contains("Binary !="))
    }

    @Test func conditionsDoNotTakeTrailingClosures() throws {
        let dump = ASTDump.dump(try parse("if ready { go() }\nfor x in xs { use(x) }\n"))
        #expect(!dump.contains("Closure"))
    }

    /// Swift reserves `open`, `final`, `lazy`, `weak`, `unowned`, `required`, `convenience` and
    /// `nonisolated` only before a declaration: `var open = false` compiles, so a scenario may name
    /// a variable so, and the same words still modify the declarations they precede.
    @Test func contextualModifiersAreNamesOutsideDeclarations() throws {
        let names = ASTDump.dump(
            try parse("var open = false\nopen = !open\nlet weak = 1, final = weak + 1\nprint(open, final)\n"))
        #expect(names.contains("open"))
        #expect(names.contains("final"))
        let declarations = ASTDump.dump(
            try parse(
                """
                final class Box: UIView {
                    weak var peer: UIView?
                    unowned(unsafe) let owner: UIView
                    lazy var open = false
                    required init(owner: UIView) { self.owner = owner; super.init(frame: .zero) }
                    convenience init() { self.init(owner: UIView()) }
                }
                open class Shelf: UIView {}

                """))
        #expect(declarations.contains("Box"))
        #expect(declarations.contains("Shelf"))
        #expect(declarations.contains("lazy"))
    }

    @Test func lexerPositionsIncludeOffsets() throws {
        var lexer = Lexer(source: "let a2 = 1\n  a2 += 1", file: "l.yaml", lineOffset: 10, columnOffset: 4)
        let tokens = try lexer.tokenize()
        #expect(tokens[0].range.start.description == "l.yaml:11:5")
        #expect(tokens[4].range.description == "12:7-12:9")
        #expect(tokens[4].newlineBefore)
    }

    @Test func commentsAndNumbers() throws {
        var lexer = Lexer(
            source: "/* a /* nested */ b */ 1_000 0x1F 2.5e3 // end", file: "t", lineOffset: 0, columnOffset: 0)
        let kinds = try lexer.tokenize().map(\.kind)
        #expect(kinds == [.int(1000), .int(31), .double(2500), .end])
    }
}
