// Facts 1–4: implicit transactions, run-loop observers, the commit's phase order.
import Foundation
import Testing

@testable import Simulator

@Suite("Run loop and transactions")
struct RunLoopTests {
    @Test("Fact 1 (Docs CATransaction): a change opens an implicit transaction, committed at the end of the turn")
    func implicitTransactionCommitsAtBeforeWaiting() throws {
        let scene = try Scene()
        try scene.settle()
        #expect(!scene.sim.transaction.isOpen)
        scene.a2.setNeedsLayout()
        #expect(scene.sim.transaction.isOpen)
        #expect(!scene.sim.trace.after("start").contains("a2.layoutSubviews"), "nothing runs before the turn ends")
        try scene.sim.runLoop.runOnce()
        #expect(scene.sim.trace.after("start").commits == 1)
        #expect(scene.sim.trace.after("start").contains("a2.layoutSubviews"))
        #expect(!scene.sim.transaction.isOpen)
    }

    @Test("Fact 1 (Docs CATransaction): an idle turn commits nothing")
    func idleTurnDoesNotCommit() throws {
        let scene = try Scene()
        try scene.settle()
        try scene.sim.runLoop.run(frames: 3)
        #expect(scene.sim.trace.after("start").commits == 0)
    }

    @Test("Fact 2 (CA impl): BeforeWaiting observers run in order 1999000, 2000000, 2001000")
    func observerOrder() throws {
        let scene = try Scene()
        try scene.sim.runLoop.runOnce()
        let names = scene.sim.trace.events.filter { $0.level == .runloop && $0.depth == 2 }.map(\.method)
        #expect(names == ["_beforeCACommitHandler", "CA::Transaction::observer_callback", "_afterCACommitHandler"])
        #expect(scene.sim.runLoop.observers.map(\.order) == [1_999_000, 2_000_000, 2_001_000])
    }

    @Test("Fact 3 (TT10856): the commit runs update constraints, layout, display, prepare, then encodes")
    func commitPhaseOrder() throws {
        let sim = Simulation()
        // A compressed image, so the prepare phase has one to decode (a renderer's bitmap has none).
        let data = UIGraphicsImageRenderer(sim, size: CGSize(width: 10, height: 10)).jpegData(
            withCompressionQuality: 0.8
        ) { _ in }
        let view = UIImageView(sim, image: UIImage(sim, data: data))
        view.traceName = "img"
        let label = UILabel(sim, text: "Hi")
        label.traceName = "label"
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        sim.window.requiresConstraintBasedLayoutSeen = true
        try sim.window.addSubview(view)
        try sim.window.addSubview(label)
        try sim.runLoop.runOnce()
        let commit = try #require(sim.trace.commitEvents.first)
        let phases = sim.trace.events.filter { $0.parent != nil && $0.seq > commit.seq }.map(\.phase)
        var order: [Phase] = []
        for phase in phases where order.last != phase { order.append(phase) }
        #expect(order == [.updateConstraints, .layout, .display, .prepare, .commit])
    }

    @Test(
        "Fact 4 (objc.io 3): each pass first satisfies the earlier one — layout runs after constraints, display after layout"
    )
    func passesSatisfyEarlierOnes() throws {
        let sim = Simulation()
        let card = UIView(sim, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        card.traceName = "card"
        card.scripted = Overrides([
            .draw: { _, _, _ in () },
            .updateConstraints: Overrides.callingSuper(),
        ])
        sim.window.requiresConstraintBasedLayoutSeen = true
        try sim.window.addSubview(card)
        try sim.runLoop.runOnce()
        #expect(
            sim.trace.calls("updateConstraints", "layoutSubviews", "draw").filter { $0.hasPrefix("card.") }
                == ["card.updateConstraints", "card.layoutSubviews", "card.draw"])
    }

    @Test("Fact 1 (Docs CATransaction): an explicit outermost transaction commits at commit(), a nested one does not")
    func explicitTransaction() throws {
        let scene = try Scene()
        try scene.settle()
        scene.sim.transaction.begin()
        scene.a1.setNeedsLayout()
        scene.sim.transaction.begin()
        try scene.sim.transaction.commit()
        #expect(scene.sim.trace.after("start").commits == 0)
        try scene.sim.transaction.commit()
        #expect(scene.sim.trace.after("start").commits == 1)
        #expect(scene.sim.trace.after("start").contains("a1.layoutSubviews"))
    }

    @Test("Run loop: queued blocks run in the next turn, before the commit")
    func performRunsBlocksBeforeCommit() throws {
        let scene = try Scene()
        try scene.settle()
        scene.sim.runLoop.perform { scene.a3.setNeedsLayout() }
        #expect(!scene.sim.runLoop.isIdle)
        try scene.sim.runLoop.runOnce()
        #expect(scene.sim.trace.after("start").calls() == ["a3.setNeedsLayout", "a3.layoutSubviews"])
    }

    @Test("Run loop: each turn sleeps to the next VSync; 120 Hz halves the frame")
    func turnsAdvanceToVSync() throws {
        let sim60 = Simulation()
        try sim60.runLoop.run(frames: 2)
        #expect(sim60.frame == 2)
        #expect(abs(sim60.now - 33.333) < 0.001)
        let sim120 = Simulation(refreshRate: 120)
        try sim120.runLoop.run(frames: 2)
        #expect(abs(sim120.now - 16.667) < 0.001)
        #expect(sim120.clock.frameDuration < 8.34)
    }

    @Test("Run loop: work(ms:) spends simulated time and runUntilIdle stops when nothing is pending")
    func workAndIdle() throws {
        let scene = try Scene()
        let turns = try scene.sim.runLoop.runUntilIdle()
        #expect(turns >= 1)
        #expect(scene.sim.runLoop.isIdle)
        let before = scene.sim.now
        scene.sim.work(ms: 5)
        #expect(scene.sim.now == before + 5)
    }

    @Test("Run loop: a block that keeps re-queuing itself ends runUntilIdle with an exception, not a hang")
    func neverIdle() throws {
        let sim = Simulation()
        sim.runLoop.idleTurnLimit = 20
        func again() { sim.runLoop.perform { again() } }
        again()
        #expect(throws: SimulatedException.neverIdle(turns: 20)) { try sim.runLoop.runUntilIdle() }
    }
}
