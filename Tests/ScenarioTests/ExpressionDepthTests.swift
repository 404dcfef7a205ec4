import Testing

@testable import Scenario

/// Issue 15: long operator chains on one line ended in a stack overflow, because the nesting
/// limit counted brackets only. The parser now bounds the expression tree's depth, for
/// scenarios and for `expect:` queries alike.
@Suite struct ExpressionDepthTests {
    func failure(_ source: String) -> Diagnostic? {
        if case .failed(let d) = ScenarioRun(source: source).outcome { return d }
        return nil
    }

    static let chains: [(String, String)] = [
        ("sum", "let x = 1" + String(repeating: " + 1", count: 2_000)),
        ("and", "let x = true" + String(repeating: " && true", count: 2_000)),
        ("coalesce", "let x: Int? = nil\nlet y = x" + String(repeating: " ?? x", count: 2_000) + " ?? 1"),
        ("subscript", "let a = [[1]]\nlet x = a" + String(repeating: "[0]", count: 2_000)),
        ("member", "let v = UIView()\nlet x = v" + String(repeating: ".superview!", count: 2_000)),
        ("call", "func f() -> Int { 1 }\nlet x = f" + String(repeating: "()", count: 2_000)),
        ("unwrap", "let v: Int? = 1\nlet x = v" + String(repeating: "!", count: 2_000)),
        ("ternary", "let x = " + String(repeating: "true ? 1 : ", count: 2_000) + "0"),
        ("else-if", "var n = 0\nif false { n = 1 }" + String(repeating: " else if false { n = 1 }", count: 2_000)),
    ]

    @Test(arguments: chains)
    func longChainsAreALimitDiagnostic(name: String, source: String) throws {
        let d = try #require(failure(source), "\(name)")
        #expect(d.kind == .limit, "\(name): \(d)")
        #expect(d.message.contains("nested more than"), "\(name): \(d.message)")
        #expect(d.location.line >= 1)
    }

    @Test func chainsWithinTheLimitRun() throws {
        let run = ScenarioRun(source: "let x = 1" + String(repeating: " + 1", count: 200) + "\nprint(x)")
        guard case .completed = run.outcome else { Issue.record("\(run.outcome)"); return }
    }

    @Test func queriesAreBoundedToo() throws {
        let run = ScenarioRun(source: "let x = 1")
        let query = "trace.count" + String(repeating: " + 1", count: 2_000)
        #expect(throws: Diagnostic.self) {
            _ = try run.evaluate(query, at: SourceLocation(file: "quiz.yaml", line: 3, column: 5))
        }
        do {
            _ = try run.evaluate(query, at: SourceLocation(file: "quiz.yaml", line: 3, column: 5))
        } catch {
            #expect(error.kind == .limit)
            #expect(error.location.file == "quiz.yaml" && error.location.line == 3)
        }
    }
}
