import Testing

@testable import Scenario

/// Runs a scenario and returns what it printed; records the failure if it did not complete.
func output(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    let run = ScenarioRun(source: source)
    if case .failed(let d) = run.outcome { Issue.record("\(d.rendered())", sourceLocation: sourceLocation) }
    if case .raised(let m, let l) = run.outcome { Issue.record("raised \(m) at \(l)", sourceLocation: sourceLocation) }
    return run.printedOutput
}

@Suite struct InterpreterTests {
    @Test func arithmeticAndPrecedence() {
        #expect(output("print(1 + 2 * 3, (1 + 2) * 3, 7 / 2, 7 % 3, 7.0 / 2, -3 + 1)") == "7 9 3 1 3.5 -2\n")
    }

    @Test func variablesAndCompoundAssignment() {
        #expect(
            output("var x = 1\nx += 4\nx *= 3\nx -= 1\nlet y: Double = 2\nvar w: CGFloat = 10\nw += 1\nprint(x, y, w)")
                == "14 2.0 11.0\n")
    }

    @Test func stringInterpolationPrintsAsSwift() {
        #expect(
            output(#"let r = CGRect(x: 20, y: 40, width: 100, height: 50); print("r = \(r), \(r.width)")"#)
                == "r = (20.0, 40.0, 100.0, 50.0), 100.0\n")
        #expect(
            output(
                #"print(["a1.layoutSubviews", "b"], [1, 2], nil, true, CGPoint(x: 1, y: 2), CGSize(width: 3, height: 4))"#
            )
                == "[\"a1.layoutSubviews\", \"b\"] [1, 2] nil true (1.0, 2.0) (3.0, 4.0)\n")
    }

    @Test func controlFlow() {
        let source = """
            var total = 0
            for i in 0..<10 {
                if i == 2 { continue }
                if i == 6 { break }
                total += i
            }
            var n = 0
            while n < 5 { n += 2 }
            repeat { n -= 1 } while n > 3
            for (i, s) in ["a", "b"].enumerated() { print(i, s) }
            for _ in 1...2 { total += 100 }
            if total > 1000 { print("big") } else if total > 100 { print("medium", total) } else { print("small") }
            print(n)
            """
        #expect(output(source) == "0 a\n1 b\nmedium 213\n3\n")
    }

    @Test func optionals() {
        let source = """
            var a: Int? = nil
            print(a ?? 5)
            a = 3
            if let b = a, b > 2 { print("b", b) }
            func f(_ x: Int?) -> Int {
                guard let x else { return -1 }
                return x * 2
            }
            print(f(nil), f(4), a!)
            let xs: [Int] = []
            print(xs.first ?? 0, xs.first?.description ?? "none")
            """
        #expect(output(source) == "5\nb 3\n-1 8 3\n0 none\n")
    }

    @Test func functionsLabelsDefaultsAndRecursion() {
        let source = """
            func greet(_ name: String, times: Int = 1, loud: Bool = false) -> String {
                var s = ""
                for _ in 0..<times { s += loud ? name.uppercased() : name }
                return s
            }
            func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
            print(greet("a"), greet("b", times: 3), greet("c", times: 2, loud: true), fib(15))
            """
        #expect(output(source) == "a bbb CC 610\n")
    }

    @Test func closuresCapturesAndTrailingSyntax() {
        let source = """
            var count = 0
            let increment = { count += 1 }
            increment(); increment()
            let xs = [3, 1, 2]
            print(count, xs.map { $0 * 2 }, xs.filter { x in x > 1 }, xs.reduce(0) { $0 + $1 }, xs.sorted(), xs.max() ?? 0)
            func apply(_ f: (Int) -> Int, to x: Int) -> Int { f(x) }
            print(apply({ $0 + 10 }, to: 5), xs.sorted(by: { $0 > $1 }), min(4, 2, 8), max(1.5, 2), abs(-3))
            """
        #expect(output(source) == "2 [6, 2, 4] [3, 2] 6 [1, 2, 3] 3\n15 [3, 2, 1] 2 2.0 3\n")
    }

    @Test func classesWithInheritanceAndOverrides() {
        let source = """
            class Animal {
                var name: String
                var legs = 4
                init(name: String) { self.name = name }
                func describe() -> String { "\\(name) has \\(legs) legs" }
            }
            class Bird: Animal {
                override init(name: String) {
                    super.init(name: name)
                    legs = 2
                }
                override func describe() -> String { "bird: " + super.describe() }
            }
            let b = Bird(name: "tweety")
            let a = b
            a.name = "polly"
            print(b.describe(), a === b)
            """
        #expect(output(source) == "bird: polly has 2 legs true\n")
    }

    @Test func structsHaveValueSemanticsAndMutatingMethods() {
        let source = """
            struct Counter {
                var value = 0
                var step: Int
                mutating func bump() { value += step }
                var doubled: Int { value * 2 }
            }
            var c = Counter(step: 3)
            var d = c
            c.bump(); c.bump()
            d.value = 100
            var list = [c]
            list[0].value = 7
            print(c.value, d.value, c.doubled, list[0].value, c)
            """
        #expect(output(source) == "6 100 12 7 Counter(value: 6, step: 3)\n")
    }

    @Test func geometryMembersWriteBack() {
        let source = """
            var r = CGRect(x: 0, y: 0, width: 10, height: 10)
            r.size.width = 30
            r.origin.x += 5
            print(r, r.maxX, r.midY, r == CGRect(x: 5, y: 0, width: 30, height: 10), CGRect.zero == .zero)
            """
        #expect(output(source) == "(5.0, 0.0, 30.0, 10.0) 35.0 5.0 true true\n")
    }

    @Test func arrays() {
        let source = """
            var xs = [1, 2, 3]
            xs.append(4)
            xs.insert(0, at: 0)
            let removed = xs.remove(at: 1)
            xs += [9]
            print(xs, removed, xs.count, xs.contains(9), xs.firstIndex(of: 3) ?? -1, xs[1...2], xs.isEmpty)
            print(stride(from: 0, to: 10, by: 3), Array(arrayLiteral: 1).count)
            """
        let run = ScenarioRun(source: source)
        #expect(run.printedOutput == "[0, 2, 3, 4, 9] 1 5 true 2 [2, 3] false\n")
        guard case .failed(let d) = run.outcome else {
            Issue.record("expected an error for Array(arrayLiteral:)"); return
        }
        #expect(d.message.contains("Array"))
    }
}
