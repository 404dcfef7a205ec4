import Testing

@testable import Scenario

/// Issue 17 "Runs as written": Swift constructs UIKit code uses every day, with Swift's own
/// semantics (The Swift Programming Language: Properties, "Lazy Stored Properties", "Computed
/// Properties", "Property Observers"; "The Basics", Tuples; Foundation `String(format:)`).
@Suite struct SwiftConstructsTests {
    // MARK: lazy var

    @Test func lazyVarIsInitialisedOnFirstAccessNotEagerly() {
        let source = """
            func makeLabel() -> UILabel { print("init title"); return UILabel() }
            class Card: UIView {
                lazy var title: UILabel = makeLabel()
                lazy var doubleWidth: CGFloat = self.bounds.width * 2
            }
            let card = Card(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
            print("created")
            card.title.text = "hi"
            print(card.title.text ?? "-")
            card.frame.size.width = 80
            print(card.doubleWidth, card.doubleWidth)
            """
        // The initialiser runs once, after "created", at the first access; `self` is available in it.
        #expect(output(source) == "created\ninit title\nhi\n160.0 160.0\n")
    }

    @Test func lazyVarClosureIsNamedAfterItsOwnerInTheTrace() {
        let source = """
            class Card: UIView {
                lazy var title = UILabel()
                lazy var subtitle: UILabel = {
                    let label = UILabel()
                    label.text = "Sub"
                    return label
                }()
            }
            let card = Card()
            window.addSubview(card)
            card.addSubview(card.title)
            card.addSubview(card.subtitle)
            print(card.title.traceName, card.subtitle.traceName, card.subtitle.text ?? "")
            """
        // A view made on first access is named after its owner, unless a `let` inside the closure named it first.
        #expect(output(source) == "card.title label Sub\n")
    }

    @Test func lazyVarInAStructNeedsAVariable() throws {
        let source = """
            struct Totals {
                var values: [Int]
                lazy var sum: Int = { print("summing"); return values.reduce(0, +) }()
            }
            """
        // `reduce(0, +)` is an operator passed as a function: refused with its replacement.
        let refused = ScenarioRun(source: source + "\nvar t = Totals(values: [1, 2])\nprint(t.sum)")
        guard case .failed = refused.outcome else { Issue.record("expected a diagnostic"); return }
        let fine = """
            struct Totals {
                var values: [Int]
                lazy var sum: Int = { print("summing"); return values.reduce(0) { $0 + $1 } }()
            }
            var t = Totals(values: [1, 2])
            print("made")
            print(t.sum, t.sum)
            var copy = Totals(values: [5])
            print(copy.sum)
            """
        #expect(output(fine) == "made\nsumming\n3 3\nsumming\n5\n")
        let immutable = ScenarioRun(
            source: """
                struct Totals {
                    lazy var sum: Int = 1
                }
                let t = Totals()
                print(t.sum)
                """)
        guard case .failed(let d) = immutable.outcome else { Issue.record("\(immutable.outcome)"); return }
        #expect(
            d.message
                == "cannot use mutating getter on immutable value: the lazy property 'sum' changes the struct on first access"
        )
        #expect(d.hint == "store the struct in a 'var' first")
        #expect("\(d.location.line):\(d.location.column)" == "5:9")
    }

    // MARK: computed properties and observers

    @Test func computedPropertyWithGetterAndSetter() {
        let source = """
            struct Temperature {
                var celsius: Double = 0
                var fahrenheit: Double {
                    get { celsius * 9 / 5 + 32 }
                    set(f) { celsius = (f - 32) * 5 / 9 }
                }
                var kelvin: Double {
                    get { celsius + 273 }
                    set { celsius = newValue - 273 }
                }
            }
            var t = Temperature()
            t.fahrenheit = 212
            print(t.celsius, t.fahrenheit)
            t.kelvin += 10
            print(t.celsius)
            class Box: UIView {
                var side: CGFloat {
                    get { bounds.width }
                    set { bounds = CGRect(x: 0, y: 0, width: newValue, height: newValue) }
                }
            }
            let b = Box()
            b.side = 30
            print(b.bounds)
            """
        #expect(output(source) == "100.0 212.0\n110.0\n(0.0, 0.0, 30.0, 30.0)\n")
    }

    @Test func willSetAndDidSetObservers() {
        let source = """
            class Counter {
                var count = 0 {
                    willSet { print("will", count, "->", newValue) }
                    didSet(previous) {
                        print("did", previous, "->", count)
                        if count > 10 { count = 10 }   // does not call the observers again
                    }
                }
                init() { count = 1 }                  // an initializer's own assignment calls no observer
            }
            let c = Counter()
            c.count = 3
            c.count += 20
            print(c.count)
            struct Tags {
                var items: [String] = [] { didSet { print("tags", oldValue.count, "->", items.count) } }
            }
            var tags = Tags()
            tags.items.append("a")
            tags.items = ["x", "y"]
            """
        #expect(output(source) == "will 1 -> 3\ndid 1 -> 3\nwill 3 -> 23\ndid 3 -> 23\n10\ntags 0 -> 1\ntags 1 -> 2\n")
    }

    @Test func observersOnOverriddenUIKitProperties() {
        let source = """
            class Card: UIView {
                override var frame: CGRect {
                    willSet { print("frame will be", newValue.width) }
                    didSet { print("frame was", oldValue.width, "is", frame.width) }
                }
                override var bounds: CGRect {
                    get { super.bounds }
                    set { print("bounds set", newValue.width); super.bounds = newValue }
                }
            }
            let card = Card(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
            card.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
            card.frame.size.width += 5
            card.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            print(card.frame)
            """
        #expect(
            output(source) == """
                frame will be 60.0
                frame was 50.0 is 60.0
                frame will be 65.0
                frame was 60.0 is 65.0
                bounds set 10.0
                (27.5, 5.0, 10.0, 10.0)

                """)
    }

    @Test func propertyRefusalsSayWhatToWrite() throws {
        let cases: [(String, String, String)] = [
            ("class A { lazy let x = 1 }", "'lazy' cannot be used on a let", "1:16"),
            ("class A { lazy var x: Int }", "lazy properties must have an initializer", "1:20"),
            (
                "class A { lazy var x = 1 { didSet { } } }",
                "not supported in scenarios: observers on a 'lazy' property", "1:20"
            ),
            (
                "class A { var x: Int { get { 1 } didSet { } } }",
                "'willSet' and 'didSet' cannot be provided together with a getter or setter", "1:22"
            ),
            ("class A { var x: Int { set { } } }", "a property with a setter must also have a getter", "1:22"),
            ("class A { let x = 1 { didSet { } } }", "'let' declarations cannot be observing properties", "1:21"),
            ("class A { var x: Int { 1 } }\nA().x = 2", "cannot assign to property: 'x' is a get-only property", "2:5"),
            ("lazy var x = 1", "not supported in scenarios: 'lazy' local variables", "1:1"),
            ("var x: Int { 1 }", "not supported in scenarios: computed variables outside a class or struct", "1:12"),
        ]
        expectRefusals(cases)
    }

    // MARK: tuples

    @Test func tupleLiteralsLabelsDestructuringAndComparison() {
        let source = """
            let pair = (1, "one")
            print(pair.0, pair.1, pair)
            let point = (x: 3, y: 4)
            print(point.x, point.1, point)
            let (a, b) = pair
            var (width, _) = (10.0, 20.0)
            width += 1
            print(a, b, width)
            func minMax(_ values: [Int]) -> (min: Int, max: Int) {
                (values.min() ?? 0, values.max() ?? 0)
            }
            let range = minMax([3, 9, 1])
            print(range.min, range.max, range)
            var first = 1, second = 2
            (first, second) = (second, first)
            print(first, second)
            print((1, 2) < (1, 3), (2, "a") > (1, "z"), (1, 2) == (1, 2), (3, 4) <= (3, 4), (1, 2) != (1, 2))
            let nested = ((1, 2), 3)
            print(nested.0.1)
            for (i, name) in ["a", "b"].enumerated() where true { print(i, name) }
            """
        let refused = ScenarioRun(source: source)
        guard case .failed(let d) = refused.outcome else { Issue.record("expected 'where' to be refused"); return }
        #expect(d.message.hasPrefix("not supported in scenarios: 'where' clauses"))
        let fine = source.replacingOccurrences(of: " where true", with: "") + "\nprint([\"z\"].enumerated().map { $0 })"
        #expect(
            output(fine) == """
                1 one (1, "one")
                3 4 (x: 3, y: 4)
                1 one 11.0
                1 9 (min: 1, max: 9)
                2 1
                true true true true false
                2
                0 a
                1 b
                [(offset: 0, element: "z")]

                """)
    }

    @Test func tupleErrorsSayWhatToWrite() throws {
        let cases: [(String, String, String)] = [
            ("let (a, b) = (1, 2, 3)", "cannot split a tuple into 2 names", "1:14"),
            ("let t = (x: 1)", "cannot create a single-element tuple with an element label", "1:10"),
            ("var a = 1, b = 2\n(a, b) += (1, 1)", "cannot apply '+=' to a tuple", "2:8"),
            ("print((1, 2) < (1, 2, 3))", "binary operator '<' cannot compare tuples of 2 and 3 elements", "1:7"),
            ("struct S { let (a, b) = (1, 2) }", "not supported in scenarios: tuple patterns in properties", "1:16"),
        ]
        expectRefusals(cases)
    }

    // MARK: String(format:)

    @Test func stringFormatConversions() {
        let source = """
            print(String(format: "%d|%i|%5d|%-5d|%05d|%x|%X|%o|%%", 42, 7, 3, 3, 42, 255, 255, 8))
            print(String(format: "%f|%.2f|%8.3f|%-8.1f|%e|%g", 3.14159, 3.14159, 2.5, 2.5, 1234.5, 0.0001))
            print(String(format: "%@ has %ld views, %s", "card", 3, "ok"))
            print(String(format: "%2$@ before %1$@", "a", "b"))
            print(String(format: "%5@|%-4s|", "ab", "c"))
            print(String(format: "%d", 5_000_000_000), String(format: "%ld", 5_000_000_000))
            print(String(format: "%.1f pt", 12.0))
            let w: CGFloat = 3.25
            print("width \\(String(format: "%.1f", w)) pt")
            print(String(format: "no arguments"), String(format: "%c", 65))
            """
        // `%d` reads 32 bits without a length modifier, as Foundation on Apple platforms does.
        #expect(
            output(source) == """
                42|7|    3|3    |00042|ff|FF|10|%
                3.141590|3.14|   2.500|2.5     |1.234500e+03|0.0001
                card has 3 views, ok
                b before a
                   ab|c   |
                705032704 5000000000
                12.0 pt
                width 3.2 pt
                no arguments A

                """)
    }

    @Test func stringFormatMistakesAreLocatedWithTheFix() throws {
        let cases: [(String, String, String?)] = [
            (
                "let s = String(format: \"%d\", 2.5)", "'%d' formats an Int, but the argument is a Double",
                "write %f (or %.2f) for a Double, or convert it with Int(…)"
            ),
            (
                "let s = String(format: \"%d\", \"x\")", "'%d' formats an Int, but the argument is a String",
                "write %@ for a String"
            ),
            (
                "let s = String(format: \"%.1f\", 12)", "'%.1f' formats a Double, but the argument is an Int",
                "write %d for an Int, or convert it with Double(…)"
            ),
            (
                "let s = String(format: \"%d %d\", 1)",
                "the format has more conversions than arguments: '%d' has no argument 2",
                "pass one argument per conversion, or write %% for a percent sign"
            ),
            (
                "let s = String(format: \"%q\", 1)", "the format ends in an incomplete conversion '%q'",
                "write %% for a percent sign"
            ),
            (
                "let s = String(format: \"%k\", 1)", "unknown conversion '%k' in String(format:)",
                "use %d %i %u %x %X %o %c for Int, %f %e %g for Double, %@ or %s for any value, %% for a percent sign"
            ),
            (
                "let s = String(format: \"%n\", 1)",
                "not supported in scenarios: '%n' in String(format:) (it reads memory)",
                "format numbers with %d or %f and other values with %@"
            ),
            (
                "let s = String(format: \"%99999d\", 1)", "a width or precision in String(format:) is larger than 1000",
                nil
            ),
        ]
        for (source, message, hint) in cases {
            let run = ScenarioRun(source: source)
            guard case .failed(let d) = run.outcome else {
                Issue.record("\(source): expected a diagnostic, got \(run.outcome)")
                continue
            }
            #expect(d.message == message, "\(source)")
            #expect(d.hint == hint, "\(source)")
            #expect("\(d.location.line):\(d.location.column)" == "1:9", "\(source)")
        }
        // SwiftUI's `Text("\\(x, specifier: "%.1f")")` form is a LocalizedStringKey, not a String.
        let run = ScenarioRun(source: "let s = \"\\(2.5, specifier: \"%.1f\")\"")
        guard case .failed(let d) = run.outcome else { Issue.record("\(run.outcome)"); return }
        #expect(d.message == "a String interpolation takes one value")
        #expect(d.hint == "format the value first: \\(String(format: \"%.2f\", value))")
        #expect("\(d.location.line):\(d.location.column)" == "1:15")
    }

    // MARK: trailing closures pick the closure overload

    @Test func trailingClosuresPickTheClosureOverload() {
        let source = """
            let values = [3, 1, 4, 1, 5]
            print(values.contains { $0 > 4 }, values.contains(4), values.contains({ $0 > 9 }))
            print(values.first { $0 > 3 } ?? -1, values.firstIndex { $0 == 1 } ?? -1, values.firstIndex(of: 4) ?? -1)
            print(values.filter { $0 > 1 }, values.allSatisfy { $0 > 0 }, values.sorted { $0 > $1 })
            print(values.min { $0 < $1 } ?? -1, values.max { $0 < $1 } ?? -1, values.max(by: { $0 > $1 }) ?? -1)
            print(values.last { $0 < 4 } ?? -1, values.lastIndex { $0 == 1 } ?? -1)
            print((0..<10).contains { $0 * $0 == 49 }, (0..<10).contains(3), "abc".contains { $0 == "b" }, "abc".contains("bc"))
            """
        #expect(
            output(source) == """
                true true false
                4 1 2
                [3, 4, 5] true [5, 4, 3, 1, 1]
                1 5 1
                1 3
                true true true true

                """)
    }
}
