// The trace: queries, causes, dirty sets, and its two printed forms (golden).
import Foundation
import TestSupport
import Testing

@testable import Simulator

@Suite("Trace")
struct TraceTests {
    /// The golden scenario: a card whose layout sizes its first subview, then a tap that dirties a2.
    static func goldenScene() throws -> Simulation {
        let sim = Simulation()
        sim.sourceLocation = SourcePosition(line: 1, column: 1)
        let vc = UIViewController(sim)
        vc.traceName = "vc"
        let a1 = UIView(sim, frame: CGRect(x: 0, y: 100, width: 390, height: 120))
        a1.traceName = "a1"
        let a2 = UIView(sim)
        a2.traceName = "a2"
        let a3 = UILabel(sim, text: "Hello")
        a3.traceName = "a3"
        a1.scripted = Overrides([
            .layoutSubviews: Overrides.callingSuper {
                a2.frame = CGRect(x: 0, y: 0, width: a1.bounds.width, height: 44)
            },
            .draw: { _, _, _ in
                sim.work(ms: 3)
                return ()
            },
        ])
        sim.sourceLocation = SourcePosition(line: 9, column: 1)
        try vc.view.addSubview(a1)
        try a1.addSubview(a2)
        try vc.view.addSubview(a3)
        sim.sourceLocation = SourcePosition(line: 10, column: 1)
        try sim.window.setRootViewController(vc)
        sim.sourceLocation = SourcePosition(line: 11, column: 1)
        try sim.runLoop.runUntilIdle()
        sim.sourceLocation = SourcePosition(line: 12, column: 1)
        sim.trace.mark("tap")
        sim.sourceLocation = SourcePosition(line: 13, column: 1)
        a1.frame.size.width = 200
        sim.sourceLocation = SourcePosition(line: 14, column: 1)
        a3.setNeedsLayout()
        sim.trace.print("done")
        sim.sourceLocation = SourcePosition(line: 15, column: 1)
        try sim.runLoop.runOnce()
        return sim
    }

    @Test("Trace listing (golden): nested calls indented under their caller, causes and dirty sets shown")
    func listingGolden() throws {
        expectGolden(try Self.goldenScene().trace.after("tap").listing(), "trace-listing.txt")
    }

    @Test("Trace JSON Lines (golden): fixed keys and number format")
    func jsonGolden() throws {
        expectGolden(try Self.goldenScene().trace.jsonLines(), "trace.jsonl")
    }

    @Test("Trace: the same scenario gives byte-identical listing and JSON")
    func deterministic() throws {
        let first = try Self.goldenScene().trace
        let second = try Self.goldenScene().trace
        #expect(first.listing() == second.listing())
        #expect(first.jsonLines() == second.jsonLines())
    }

    @Test("Trace: every JSON line parses and has the contract's keys")
    func jsonParses() throws {
        let sim = try Self.goldenScene()
        for line in sim.trace.jsonLines().split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            for key in ["seq", "time", "frame", "phase", "level", "receiver", "method", "cause", "reason"] {
                #expect(object[key] != nil, "missing \(key) in \(line)")
            }
        }
    }

    @Test("Trace queries: after/before/between, calls, count, contains, commits")
    func queries() throws {
        let sim = try Self.goldenScene()
        let trace = sim.trace
        #expect(
            trace.after("tap").calls("layoutSubviews") == [
                "vc.view.layoutSubviews", "a1.layoutSubviews", "a2.layoutSubviews", "a3.layoutSubviews",
            ])
        #expect(trace.before("tap").count("viewDidAppear") == 1)
        #expect(trace.after("tap").commits == 1)
        #expect(trace.count("a1.layoutSubviews") == 2)
        #expect(trace.contains("vc.viewDidLoad"))
        #expect(!trace.after("tap").contains("a2.layoutSubviews") == false)
        trace.mark("end")
        #expect(trace.between("tap", "end").commits == 1)
        #expect(trace.between("tap", "end").after("tap").isEmptyQuery, "a slice without the mark is empty")
        #expect(trace.after("missing").calls().isEmpty)
        #expect(trace.printed == ["done"])
    }

    @Test("Trace causes: layoutSubviews ← the mark that dirtied it ← the scenario line; commit ← the first change")
    func causeChains() throws {
        let sim = try Self.goldenScene()
        let trace = sim.trace
        let layout = try #require(trace.after("tap").events("a3.layoutSubviews").first)
        let chain = trace.causeChain(of: layout)
        #expect(chain.first?.call == "a3.setNeedsLayout")
        #expect(trace.rootCause(of: layout) == SourcePosition(line: 14, column: 1))
        let commit = try #require(trace.after("tap").commitEvents.first)
        #expect(trace.rootCause(of: commit) == SourcePosition(line: 13, column: 1))
        #expect(trace.enclosingCommit(of: layout)?.seq == commit.seq)
    }

    @Test("Trace dirty sets: each commit records what was dirty, so 'why was X not called' has an answer")
    func dirtySets() throws {
        let sim = try Self.goldenScene()
        let dirty = try #require(sim.trace.after("tap").dirtySets.first)
        #expect(dirty.needsLayout == ["vc.view", "a1", "a3"])
        #expect(!dirty.needsLayout.contains("a2"))
        let why = try #require(sim.trace.whyNot("a2", "layoutSubviews", in: sim.trace.after("tap")))
        #expect(why.first?.hasPrefix("a2 was not dirty (needsLayout) at commit #") == true)
    }

    @Test("Trace names: unnamed objects are Class#n, a controller's view is vc.view, a view's layer is name.layer")
    func names() throws {
        let sim = Simulation()
        let first = UIView(sim), second = UIView(sim), label = UILabel(sim)
        #expect(first.traceName == "UIView#1" && second.traceName == "UIView#2" && label.traceName == "UILabel#1")
        let vc = UIViewController(sim)
        vc.traceName = "vc"
        #expect(try vc.view.traceName == "vc.view")
        #expect(first.layer.traceName == "UIView#1.layer")
    }
}

extension TraceSlice {
    var isEmptyQuery: Bool { events.isEmpty }
}
