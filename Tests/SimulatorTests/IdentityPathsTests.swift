// SwiftUI identity paths kept as numbers: the same identities, nodes reused by them, and a
// table that does not grow without end when ForEach ids keep changing.
import Foundation
import Testing

@testable import Simulator

@Suite("IdentityPaths")
struct IdentityPathsTests {
    /// `VStack { ForEach(["a", "b", "a"]) { Text($0) }; if true { Text("c") } }`.
    func screen(_ ids: [String], extra: String = "c") -> ViewDescription {
        .layout(
            .vStack(alignment: .center, spacing: nil), isAnyLayout: false,
            [
                .forEach(ids.map { (id: $0, view: .text($0, fontSize: 17)) }),
                .conditional(
                    branch: 0,
                    .modified(
                        .text(extra, fontSize: 17), .padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)))),
            ])
    }

    /// The paths read as the strings they were before they were numbers: structural position,
    /// `id:` for a ForEach element, `if` and the branch, `content` inside a modifier; a repeated
    /// ForEach id keeps its first view only.
    @Test func identitiesReadAsPaths() throws {
        let sim = Simulation()
        let host = UIHostingController(sim, rootView: screen(["a", "b", "a"]))
        try sim.window.setRootViewController(host)
        try sim.window.layoutIfNeeded()
        #expect(
            host.graph.nodes.map(\.identity) == [
                "root", "root/0/id:a", "root/0/id:b", "root/1/if0", "root/1/if0/content",
            ])
        #expect(
            host.graph.nodes.map(\.name) == [
                "VStack", "Text(\"a\")", "Text(\"b\")", "Text(\"c\").padding", "Text(\"c\")",
            ])
    }

    /// A repeated ForEach id keeps its first view, in a ForEach new in this update (its paths
    /// are not in the table yet) and in one that was there before; nodes are reused by id.
    @Test func repeatedIdsKeepTheFirstView() throws {
        let sim = Simulation()
        let host = UIHostingController(sim, rootView: screen(["a", "b", "a", "b", "c"]))
        try sim.window.setRootViewController(host)
        try sim.window.layoutIfNeeded()
        func elements() -> [String] { host.graph.nodes.map(\.identity).filter { $0.contains("id:") } }
        #expect(elements() == ["root/0/id:a", "root/0/id:b", "root/0/id:c"])
        let b = try #require(host.graph.node(named: "b"))
        host.setRootView(screen(["c", "b", "c", "a", "b"]))
        try sim.runLoop.runOnce()
        #expect(elements() == ["root/0/id:c", "root/0/id:b", "root/0/id:a"])
        #expect(host.graph.node(named: "b") === b)
    }

    /// A node keeps its identity across updates (the same object, its name's trace id kept when
    /// its text is the same), while a ForEach whose ids change on every update makes new paths:
    /// the table is compacted, so it stays bounded, and the kept node still names its path.
    @Test func changingIdsDoNotGrowTheTableWithoutEnd() throws {
        let sim = Simulation()
        let host = UIHostingController(sim, rootView: screen(["keep", "x0"]))
        try sim.window.setRootViewController(host)
        try sim.window.layoutIfNeeded()
        let kept = try #require(host.graph.node(named: "keep"))
        let padded = try #require(host.graph.node(named: "Text(\"c\").padding"))
        let keptName = kept.traceNameID
        for update in 1...2_500 {
            host.setRootView(screen(["keep", "x\(update)", "y\(update)"], extra: update.isMultiple(of: 2) ? "c" : "d"))
            try sim.runLoop.runOnce()  // a turn each: layouts of one turn count towards fact 23's loop
        }
        #expect(host.graph.node(named: "keep") === kept)
        #expect(kept.traceNameID == keptName && keptName != nil)
        #expect(host.graph.nodes.contains { $0 === padded })
        #expect(host.graph.paths.count < 4_200)  // 5,000 new paths were made: some were dropped
        #expect(kept.identity == "root/0/id:keep")
        #expect(
            host.graph.nodes.map(\.identity) == [
                "root", "root/0/id:keep", "root/0/id:x2500", "root/0/id:y2500", "root/1/if0", "root/1/if0/content",
            ])
        #expect(host.graph.nodes.map(\.name).last == "Text(\"c\")")
    }
}
