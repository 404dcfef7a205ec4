import TestSupport
import Testing

@testable import Scenario

/// Every kind of diagnostic a scenario author can meet, rendered in the compiler's style
/// (file:line:column, the source line, a caret underline, "did you mean …?"), pinned by golden files.
@Suite struct DiagnosticTests {
    /// (golden file name, expected kind, scenario source)
    static let cases: [(String, Diagnostic.Kind, String)] = [
        ("syntax-unclosed-block", .syntax, "if true {\n    print(1)\n"),
        ("syntax-unterminated-string", .syntax, "print(\"hello)\n"),
        ("syntax-consecutive-statements", .syntax, "let a = 1 let b = 2\n"),
        ("syntax-missing-expression", .syntax, "let a = \n"),
        ("syntax-bad-assignment-target", .syntax, "1 + 2 = 3\n"),
        ("unsupported-switch", .unsupported, "let x = 1\nswitch x {\ncase let y: break\n}\n"),
        ("unsupported-dictionary", .unsupported, "let d = [\"a\": 1]\n"),
        ("unsupported-sandbox", .unsupported, "let files = FileManager.default\n"),
        ("unsupported-generic", .unsupported, "func f<T>(_ x: T) {}\n"),
        ("unknown-name", .unknownName, "let count = 1\nprint(coutn)\n"),
        ("unknown-superclass", .unknownName, "class Card: UIViw {}\n"),
        ("unknown-member", .unknownMember, "let r = CGRect.zero\nprint(r.widht)\n"),
        ("unknown-method", .unknownMember, "var xs = [1]\nxs.apend(2)\n"),
        ("unknown-label-initializer", .unknownLabel, "let r = CGRect(x: 0, y: 0, widht: 10, height: 10)\n"),
        ("unknown-label-function", .unknownLabel, "func grow(by amount: Int) {}\ngrow(bye: 2)\n"),
        ("missing-argument", .unknownLabel, "func grow(by amount: Int) {}\ngrow()\n"),
        ("type-mismatch", .type, "let x = 1 + \"a\"\n"),
        ("type-condition", .type, "let n = 3\nif n { print(n) }\n"),
        ("immutable-let", .immutable, "let x = 1\nx = 2\n"),
        ("immutable-property", .immutable, "var r = CGRect.zero\nr.width = 3\n"),
        ("runtime-overflow", .runtime, "let x = Int.min\nprint(-x)\n"),
        ("limit-steps", .limit, "var i = 0\nwhile true {\n    i += 1\n}\n"),
        ("limit-call-depth", .limit, "func down(_ n: Int) -> Int {\n    return down(n + 1)\n}\nprint(down(0))\n"),
        ("limit-objects", .limit, "class Box {}\nvar boxes: [Box] = []\nwhile true { boxes.append(Box()) }\n"),
        ("limit-size", .limit, "var s = \"ab\"\nwhile true { s += s }\n"),
        (
            "limit-nesting", .limit,
            "let x = " + String(repeating: "(", count: 80) + "1" + String(repeating: ")", count: 80) + "\n"
        ),
    ]

    static let limits = ScenarioLimits(
        maximumSteps: 100_000, maximumCallDepth: 50, maximumObjects: 1_000, maximumCollectionSize: 10_000)

    @Test(arguments: cases.map(\.0))
    func rendersAsGolden(_ name: String) throws {
        let (_, kind, source) = try #require(Self.cases.first { $0.0 == name })
        let run = ScenarioRun(source: source, options: ScenarioOptions(fileName: "cards.swift", limits: Self.limits))
        guard case .failed(let diagnostic) = run.outcome else {
            Issue.record("expected a diagnostic, got \(run.outcome)")
            return
        }
        #expect(diagnostic.kind == kind)
        expectGolden(diagnostic.rendered(), "diagnostics/\(name).txt")
    }

    /// A scenario embedded in a YAML block scalar reports positions in the .yaml file, and
    /// renders the .yaml line when given the file's text.
    @Test func embeddedScenarioPointsIntoTheYAMLFile() throws {
        let yaml = """
            id: dirty-flags
            scenario: |
              let a2 = 1
              a2.layoutSubview()
            questions: []
            """
        let scenario = "let a2 = 1\na2.layoutSubview()\n"
        let run = ScenarioRun(
            source: scenario,
            options: ScenarioOptions(fileName: "lessons/03/lesson.yaml", lineOffset: 2, columnOffset: 2))
        guard case .failed(let diagnostic) = run.outcome else {
            Issue.record("expected a diagnostic")
            return
        }
        #expect(diagnostic.location.description == "lessons/03/lesson.yaml:4:6")
        #expect(diagnostic.rendered(source: yaml) == diagnostic.rendered())
        expectGolden(diagnostic.rendered(source: yaml), "diagnostics/embedded-yaml.txt")
    }

    /// A query evaluated after the run reports positions where the query's text is.
    @Test func queryDiagnosticsPointAtTheQuery() throws {
        let run = ScenarioRun(source: "let frames = [1, 2]\n")
        #expect(throws: Diagnostic.self) {
            try run.evaluate("frame.count", at: SourceLocation(file: "lesson.yaml", line: 20, column: 13))
        }
        do {
            _ = try run.evaluate("frame.count", at: SourceLocation(file: "lesson.yaml", line: 20, column: 13))
        } catch {
            #expect(error.location.description == "lesson.yaml:20:13")
            #expect(error.suggestion == "frames")
            expectGolden(error.rendered(), "diagnostics/query.txt")
        }
        #expect(
            try run.evaluate("frames.count == 2", at: SourceLocation(file: "lesson.yaml", line: 1, column: 1))
                == .bool(true))
    }

    @Test func simulatedAppRaisingIsNotADiagnostic() {
        let run = ScenarioRun(source: "let xs = [1]\nprint(\"before\")\nprint(xs[3])\n")
        #expect(
            run.outcome
                == .raised(
                    message: "Fatal error: Index out of range (index 3, count 1)",
                    location: SourceLocation(file: "scenario.swift", line: 3, column: 7)))
        #expect(run.printedOutput == "before\n")
        let fatal = ScenarioRun(source: "fatalError(\"boom\")")
        #expect(
            fatal.outcome
                == .raised(
                    message: "Fatal error: boom", location: SourceLocation(file: "scenario.swift", line: 1, column: 1)))
    }

    /// The line a diagnostic quotes is the same in a CRLF file ("\r\n" ends a line, without its
    /// "\r") and in an LF one, and a lone "\r" stays in its line.
    @Test func aCRLFScenarioQuotesItsLinesAsAnLFOne() throws {
        let lines = ["let count = 1", "let note = 2 // \r", "print(coutn)", ""]
        var rendered: [String] = []
        for ending in ["\n", "\r\n"] {
            let run = ScenarioRun(source: lines.joined(separator: ending))
            guard case .failed(let diagnostic) = run.outcome else {
                Issue.record("the misspelled name ran")
                return
            }
            rendered.append(diagnostic.rendered())
        }
        #expect(rendered[0] == rendered[1])
        #expect(rendered[0].contains("print(coutn)"), "\(rendered[0])")
        let quoted = ScenarioRun(source: lines.joined(separator: "\r\n")).interpreter.quoted.lines
        #expect(quoted == ["let count = 1", "let note = 2 // \r", "print(coutn)", ""])
    }
}
