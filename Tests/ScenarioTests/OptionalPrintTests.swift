import Foundation
import Testing

@testable import Scenario

/// The Swift Programming Language, "Optionals", and `Optional`'s CustomDebugStringConvertible
/// conformance: a value of optional type prints as `Optional(3)`, `Optional("a")` or `nil`, in
/// `print`, `String(describing:)` and string interpolation alike; unwrapped values print bare.
@Suite struct OptionalPrintTests {
    func printed(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let run = ScenarioRun(source: source)
        if case .failed(let d) = run.outcome { Issue.record("\(d.rendered())", sourceLocation: sourceLocation) }
        return run.printedOutput
    }

    @Test func declaredAndInferredOptionals() {
        #expect(
            printed(
                """
                var n: Int? = 3
                var s: String? = "a"
                var none: Int?
                let copy = n
                let parsed = Int("4")
                let bad = Int("x")
                print(n)
                print(s)
                print(none)
                print(copy, parsed, bad)
                print(n!, s ?? "", parsed ?? 0)
                print("n is \\(n), s is \\(s), none is \\(none), unwrapped \\(n!)")
                print(String(describing: n), String(describing: 5))
                """) == """
                    Optional(3)
                    Optional("a")
                    nil
                    Optional(3) Optional(4) nil
                    3 a 4
                    n is Optional(3), s is Optional("a"), none is nil, unwrapped 3
                    Optional(3) 5

                    """)
    }

    @Test func optionalChainsMembersAndFunctions() {
        #expect(
            printed(
                """
                struct Box { var size: Int?; var name = "b" }
                func find(_ x: Int) -> Int? { x > 0 ? x : nil }
                let box = Box(size: 2)
                let xs = [3, 1, 2]
                let label = UILabel()
                label.text = "Hi"
                let v = UIView()
                print(box.size, box.name)
                print(find(1), find(-1))
                print(xs.first, xs.max(), xs.first!, Int.max > 0)
                print(label.text, v.superview)
                print(v.superview?.frame, xs.last ?? 0)
                if let first = xs.first { print(first) }
                """) == """
                    Optional(2) b
                    Optional(1) nil
                    Optional(3) Optional(3) 3 true
                    Optional("Hi") nil
                    nil 2
                    3

                    """)
    }
}
