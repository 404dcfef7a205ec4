import Testing

@testable import Scenario

/// Values that reach 60,000+ levels deep (a linked list of scenario objects, nested arrays,
/// nested structs, closures that each capture the one before) are freed at the end of the run
/// without one native call per level: the test thread's small stack would overflow otherwise.
/// Printing and comparing them stop at a depth limit.
@Suite struct LongChainTeardownTests {
    @Test(arguments: [
        "class Node { var next: Node? = nil }\nvar head: Node? = Node()\nfor _ in 0..<60000 { let n = Node(); n.next = head; head = n }",
        "var a: [Any] = []\nfor _ in 0..<200000 { a = [a] }",
        "struct S { var n: [S] }\nvar s = S(n: [])\nfor _ in 0..<100000 { s = S(n: [s]) }",
        "var f: () -> Int = { 0 }\nfor _ in 0..<90000 { let g = f; f = { g() } }",
        "var t: (Int, [Any]) = (0, [])\nfor i in 0..<100000 { t = (i, [t]) }",
    ])
    func longChainsAreFreedOnASmallStack(_ source: String) {
        var run: ScenarioRun? = ScenarioRun(source: source)
        #expect(run?.outcome == .completed)
        run = nil  // the teardown runs here, on the test's thread
        #expect(run == nil)
    }

    @Test func deeplyNestedValuesPrintCutAndCompareAsALimit() {
        let printed = ScenarioRun(source: "var a: [Any] = []\nfor _ in 0..<100000 { a = [a] }\nprint(a)")
        #expect(printed.outcome == .completed)
        #expect(printed.printedOutput.hasPrefix(String(repeating: "[", count: 200)))
        #expect(printed.printedOutput.contains("…"))
        #expect(printed.printedOutput.utf8.count < 2_000)

        let compared = ScenarioRun(source: "var a: [Any] = []\nfor _ in 0..<100000 { a = [a] }\nlet same = a == a")
        guard case .failed(let d) = compared.outcome else { Issue.record("\(compared.outcome)"); return }
        #expect(d.kind == .limit && d.message.contains("nested more than 256 levels"))
        #expect(d.location.line == 3)
    }
}
