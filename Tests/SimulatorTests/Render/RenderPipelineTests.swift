import Foundation
import TestSupport
import Testing

@testable import Simulator

@Suite("Render pipeline in the simulation: commit → render server → present")
struct RenderPipelineTests {
    @Test(
        "Fact 35 (TT10855): the commit's frame is rendered at the next VSync and presented one later; the trace links them by cause"
    )
    func pipelineInTrace() throws {
        let (sim, _) = try drawingScene { _ in }
        try sim.runLoop.runUntilIdle()
        sim.finishRendering()
        let events = sim.trace.events
        let send = try #require(events.first { $0.method == "encodeAndSend" })
        let vsync = try #require(events.first { $0.receiver == "display" && $0.method == "vsync" })
        let prepare = try #require(events.first { $0.method == "renderPrepare" })
        let execute = try #require(events.first { $0.method == "renderExecute" })
        let present = try #require(events.first { $0.method == "present" })
        #expect(vsync.cause == .event(send.seq))
        #expect(prepare.cause == .event(vsync.seq))
        #expect(execute.cause == .event(prepare.seq))
        #expect(present.cause == .event(execute.seq))
        #expect(prepare.phase == .render && present.phase == .present)
        #expect(abs(prepare.time - sim.display.frameDurationMs) < 1e-6)  // VSync 1
        #expect(present.frame == 2)
        #expect(sim.display.framesPresented == 1)
        // The app does not wait: its clock stands at VSync 1, not after the render.
        #expect(abs(sim.now - sim.display.frameDurationMs) < 1e-6)
    }

    @Test(
        "Fact 36 (TT10855): work(ms: 30) in layoutSubviews at 60 Hz: one commit hitch of 16.67 ms, and the timeline names the cause (golden)"
    )
    func layoutHitchTimeline() throws {
        let sim = Simulation(refreshRate: 60)
        let card = UIView(sim, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.traceName = "a1"
        card.backgroundColor = .red
        try sim.window.addSubview(card)
        try sim.runLoop.runUntilIdle()  // first frame, on time
        card.scripted = Overrides([.layoutSubviews: Overrides.callingSuper { sim.work(ms: 30) }])
        // The slow turn changes what is shown (a commit that changes nothing renders no
        // frame, fact 58); the next one is on time again.
        card.backgroundColor = .blue
        card.setNeedsLayout()
        try sim.runLoop.runOnce()
        card.backgroundColor = .green
        try sim.runLoop.runOnce()
        sim.finishRendering()
        #expect(sim.display.framesPresented == 3)
        #expect(sim.display.hitches == 1)
        let hitch = try #require(sim.display.frames.first { $0.isHitch })
        #expect(hitch.hitchCause == .commit)
        #expect((hitch.hitchMs * 100).rounded() / 100 == 16.67)
        #expect(sim.trace.events.contains { $0.method == "present" && $0.reason == "hitch" })
        expectGolden(sim.frameTimeline().text, "render/timeline-layout-work-30ms.txt")
    }

    @Test(
        "Fact 36 (TT10855): a hitch's longest call is timed from its start to its return (TraceEvent.end), not to the next event"
    )
    func longestCallIsTimedByItsOwnEnd() throws {
        let sim = Simulation(refreshRate: 60)
        let card = UIView(sim, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.traceName = "a1"
        card.backgroundColor = .red
        try sim.window.addSubview(card)
        try sim.runLoop.runUntilIdle()
        card.scripted = Overrides([.layoutSubviews: Overrides.callingSuper { sim.work(ms: 10) }])
        card.backgroundColor = .blue
        card.setNeedsLayout()
        try card.layoutIfNeeded()  // 10 ms inside the call
        sim.work(ms: 20)  // 20 ms after it returned, with no event until the turn: not the call's
        try sim.runLoop.runOnce()
        sim.finishRendering()
        let layout = try #require(sim.trace.events.first { $0.call == "a1.layoutIfNeeded" })
        #expect(abs(layout.duration - 10) < 0.5, "\(layout.duration)")
        let hitch = try #require(sim.display.frames.first { $0.isHitch })
        #expect(hitch.hitchCause == .commit)
        let longest = try #require(Simulation.longestCall(in: sim.trace, from: hitch.appStartMs, to: hitch.commitEndMs))
        #expect(longest == "longest call: a1.layoutIfNeeded \(FrameTimeline.ms(layout.duration)) ms", "\(longest)")
        #expect(sim.frameTimeline().text.contains(longest))
    }

    @Test("Fact 36 (TT10855): work done in event handling before the turn's commit counts toward the frame's deadline")
    func eventHandlingWorkCounts() throws {
        let (sim, card) = try drawingScene()
        try sim.runLoop.runUntilIdle()
        card.backgroundColor = .red
        sim.work(ms: 20)  // e.g. a slow tap handler
        try sim.runLoop.runOnce()
        let frame = try #require(sim.display.frames.last)
        #expect(frame.hitchCause == .commit)
        #expect(frame.mainThreadMs > 20)
    }

    @Test(
        "Fact 37 (TT10857): a shadow without shadowPath is an offscreen pass in the frame and in the trace; a shadowPath removes it"
    )
    func offscreenInTrace() throws {
        let (sim, card) = try drawingScene()
        card.backgroundColor = .white
        card.layer.shadowOpacity = 0.5
        try sim.runLoop.runUntilIdle()
        sim.finishRendering()
        #expect(sim.display.frames.last?.offscreenPasses.map(\.reason) == [.shadowWithoutPath])
        #expect(
            sim.trace.events.contains {
                $0.method == "renderExecute" && ($0.text ?? "").contains("card shadowWithoutPath")
            })
        card.layer.shadowPath = UIBezierPath(rect: card.bounds)
        try sim.runLoop.runUntilIdle()
        #expect(sim.display.frames.last?.offscreenPasses.isEmpty == true)
    }

    @Test("Fact 37 (TT10857): a UIVisualEffectView costs an offscreen pass in every frame it is on screen")
    func visualEffectView() throws {
        let (sim, card) = try drawingScene()
        card.backgroundColor = .red
        let blur = UIVisualEffectView(sim, frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        blur.traceName = "bar"
        try sim.window.addSubview(blur)
        try sim.runLoop.runUntilIdle()
        #expect(
            sim.display.frames.last?.offscreenPasses.map { "\($0.layer) \($0.reason.rawValue)" } == [
                "bar visualEffectBlur"
            ])
    }

    @Test("Encoding only what changed never shows a stale picture: property changes, removal, a mask's change")
    func incrementalEncoding() throws {
        let (sim, card) = try drawingScene()
        card.backgroundColor = .red
        let child = UIView(sim, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .blue
        try card.addSubview(child)
        try sim.runLoop.runUntilIdle()
        #expect(sim.framebuffer?.color(at: CGPoint(x: 5, y: 5)) == RGBA(0, 0, 255))
        child.backgroundColor = .green
        try sim.runLoop.runUntilIdle()
        #expect(sim.framebuffer?.color(at: CGPoint(x: 5, y: 5)) == RGBA(0, 255, 0))
        try child.removeFromSuperview()
        try sim.runLoop.runUntilIdle()
        #expect(sim.framebuffer?.color(at: CGPoint(x: 5, y: 5)) == RGBA(255, 0, 0))
        let mask = CALayer(sim)
        mask.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        mask.backgroundColor = .black
        card.layer.mask = mask
        try sim.runLoop.runUntilIdle()
        #expect(sim.framebuffer?.color(at: CGPoint(x: 75, y: 25)) != RGBA(255, 0, 0))
        mask.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        try sim.runLoop.runUntilIdle()
        #expect(sim.framebuffer?.color(at: CGPoint(x: 75, y: 25)) == RGBA(255, 0, 0))
    }

    @Test("The framebuffer PNG of a simulated scene has the window's size and its pixels")
    func scenePNG() throws {
        let (sim, card) = try drawingScene { _ in
            UIColor.orange.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50)).fill()
        }
        card.backgroundColor = .white
        try sim.runLoop.runUntilIdle()
        let fb = try #require(sim.framebuffer)
        #expect(fb.bitmap.width == 390 && fb.bitmap.height == 844)
        #expect(fb.color(at: CGPoint(x: 50, y: 25)) == RGBA(255, 128, 0))
        #expect(fb.color(at: CGPoint(x: 1, y: 1)) == .white)  // outside the oval: the view's background
        let image = try PNGImage(Array(fb.pngData()))
        #expect(image.width == 390 && image.height == 844)
        #expect(image.pixel(x: 50, y: 25) == [255, 128, 0, 255])
        #expect(image.pixel(x: 1, y: 1) == [255, 255, 255, 255])
    }
}

@Suite("Animations, display links and scrolling")
struct AnimationTests {
    @Test(
        "Fact 38 (Core Animation Programming Guide; objc.io 12): a standalone layer animates a change implicitly for 0.25 s"
    )
    func standaloneLayerImplicit() throws {
        let sim = Simulation()
        let layer = CALayer(sim)
        layer.traceName = "dot"
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = .red
        try sim.window.layer.addSublayer(layer)
        try sim.runLoop.runUntilIdle()
        layer.frame = CGRect(x: 100, y: 0, width: 10, height: 10)
        try sim.runLoop.runOnce()  // commit; the animation begins at the next VSync
        #expect(layer.frame.minX == 100)  // the model value is final at once
        try sim.runLoop.run(frames: 7)  // ~0.12 s into the 0.25 s animation
        let x = layer.presentationFrame.minX
        #expect(x > 10 && x < 90)
        #expect(
            sim.trace.events.contains { $0.receiver == "dot" && $0.method == "addAnimation" && $0.reason == "implicit" }
        )
        try sim.runLoop.run(frames: 10)
        #expect(layer.presentationFrame.minX == 100)
        // The render server rendered frames for the animation without commits, caused by it.
        #expect(sim.display.frames.contains { $0.commits.isEmpty })
        let added = try #require(sim.trace.events.first { $0.method == "addAnimation" })
        #expect(
            sim.trace.events.contains {
                $0.method == "vsync" && $0.reason == "animation" && $0.cause == .event(added.seq)
            })
    }

    @Test(
        "Fact 38 (Core Animation Programming Guide; objc.io 12): a view's own layer does not animate outside an animation block"
    )
    func viewLayerNoImplicit() throws {
        let (sim, card) = try drawingScene()
        card.backgroundColor = .red
        try sim.runLoop.runUntilIdle()
        card.frame = CGRect(x: 100, y: 0, width: 100, height: 50)
        try sim.runLoop.runOnce()
        try sim.runLoop.run(frames: 2)
        #expect(card.presentationFrame.minX == 100)
        #expect(!sim.trace.events.contains { $0.method == "addAnimation" })
        sim.finishRendering()
        #expect(sim.framebuffer?.color(at: CGPoint(x: 150, y: 25)) == RGBA(255, 0, 0))
    }

    @Test(
        "Fact 39 (Docs; seed 000): frames set by layoutIfNeeded() inside UIView.animate are animated by the render server; completion runs at the end"
    )
    func animateCapturesLayout() throws {
        let sim = Simulation()
        let container = UIView(sim, frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let box = UIView(sim, frame: .zero)
        container.traceName = "container"
        box.traceName = "box"
        box.backgroundColor = .blue
        var expanded = false
        // Frame-based layout stands in for Auto Layout here: the state a constraint would hold.
        container.scripted = Overrides([
            .layoutSubviews: Overrides.callingSuper {
                box.frame = CGRect(x: 0, y: 0, width: expanded ? 300 : 100, height: 50)
            }
        ])
        try container.addSubview(box)
        try sim.window.addSubview(container)
        try sim.runLoop.runUntilIdle()
        #expect(box.frame.width == 100)
        var finished: [Bool] = []
        expanded = true
        container.setNeedsLayout()
        try UIView.animate(
            sim, withDuration: 0.3, animations: { try container.layoutIfNeeded() }, completion: { finished.append($0) })
        #expect(box.frame.width == 300)  // model: final at once
        try sim.runLoop.runOnce()
        try sim.runLoop.run(frames: 8)
        let width = box.presentationFrame.width
        #expect(width > 100 && width < 300)
        #expect(finished.isEmpty)
        try sim.runLoop.runUntilIdle()
        #expect(finished == [true])
        #expect(box.presentationFrame.width == 300)
        let completion = try #require(sim.trace.events.first { $0.method == "animationCompletion" })
        #expect(completion.time >= 300)
    }

    @Test(
        "Fact 39 (Docs; seed 000): change a constraint, then superview.layoutIfNeeded() inside UIView.animate: the render server animates the new frame; a frame set directly is undone by the next layout"
    )
    func constraintAnimation() throws {
        let sim = Simulation()
        let container = UIView(sim, frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        container.traceName = "container"
        let box = UIView(sim)
        box.traceName = "box"
        box.backgroundColor = .blue
        box.translatesAutoresizingMaskIntoConstraints = false
        try container.addSubview(box)
        try sim.window.addSubview(container)
        let width = try box.widthAnchor.constraint(equalToConstant: 100)
        try NSLayoutConstraint.activate([
            width, try box.heightAnchor.constraint(equalToConstant: 50),
            try box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            try box.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        try sim.runLoop.runUntilIdle()
        #expect(box.frame.width == 100)
        width.constant = 300
        try UIView.animate(sim, withDuration: 0.3, animations: { try container.layoutIfNeeded() })
        #expect(box.frame.width == 300)  // the model is final at once
        try sim.runLoop.runOnce()
        try sim.runLoop.run(frames: 8)
        let shown = box.presentationFrame.width
        #expect(shown > 100 && shown < 300)
        try sim.runLoop.runUntilIdle()
        #expect(box.presentationFrame.width == 300)
        // Setting the frame of a constrained view directly lasts only until the next layout pass.
        box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        try sim.runLoop.runUntilIdle()
        #expect(box.frame.width == 300)
    }

    @Test("Fact 40 (Docs; iOS 18 UIUpdateActionPhase order): CADisplayLink fires once per frame, before the commit")
    func displayLinkOncePerFrameBeforeCommit() throws {
        let (sim, card) = try drawingScene()
        var widths: [CGFloat] = []
        let link = CADisplayLink(sim) { _ in
            widths.append(card.frame.width)
            card.frame.size.width += 1
        }
        link.traceName = "link"
        link.add(to: sim.runLoop)
        try sim.runLoop.run(frames: 5)
        #expect(link.fireCount == 5)
        #expect(widths == [100, 101, 102, 103, 104])
        // In each turn the callback precedes the commit that shows its change.
        let turns = sim.trace.events.filter { $0.method == "turn" }
        for turn in turns {
            let inTurn = sim.trace.events.filter { $0.seq > turn.seq && $0.frame == turn.frame && $0.level != .render }
            let fired = inTurn.firstIndex { $0.method == "displayLinkFired" }
            let commit = inTurn.firstIndex { $0.method == "commit" }
            if let fired, let commit { #expect(fired < commit) }
        }
        link.invalidate()
        try sim.runLoop.run(frames: 2)
        #expect(link.fireCount == 5)
    }

    @Test("UIScrollView: a scroll advances contentOffset every frame and runs layoutSubviews every frame")
    func scrollingPerFrame() throws {
        let sim = Simulation()
        let scroll = UIScrollView(sim, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.traceName = "list"
        scroll.contentInsetAdjustmentBehavior = .never  // the first offset stays 0 (fact 83)
        scroll.contentSize = CGSize(width: 390, height: 44 * 100)
        for row in 0..<100 {
            let cell = UIView(sim, frame: CGRect(x: 0, y: CGFloat(row) * 44, width: 390, height: 44))
            cell.backgroundColor = row % 2 == 0 ? .red : .blue
            try scroll.addSubview(cell)
        }
        try sim.window.addSubview(scroll)
        try sim.runLoop.runUntilIdle()
        sim.trace.mark("scroll")
        scroll.scroll(velocity: CGPoint(x: 0, y: 660), frames: 10)  // 11 pt per frame at 60 Hz
        try sim.runLoop.run(frames: 10)
        #expect(abs(scroll.contentOffset.y - 110) < 1e-6)
        #expect(sim.trace.after("scroll").count("list.layoutSubviews") == 10)
        sim.finishRendering()
        // Row 2 (red) starts at content y 88, now at screen y -22 … 22; row 3 (blue) follows.
        #expect(sim.framebuffer?.color(at: CGPoint(x: 10, y: 10)) == RGBA(255, 0, 0))
        #expect(sim.framebuffer?.color(at: CGPoint(x: 10, y: 30)) == RGBA(0, 0, 255))
    }
}
