import Foundation
import Simulator
import TestSupport
import Testing

@testable import Scenario

/// The render half of the simulator as scenarios reach it (docs/scenario-language.md,
/// "Rendering"): every binding runs in a real scenario and is read back with `evaluate`, as a
/// lesson's grader would. Fact numbers are those of docs/facts.md.
@Suite struct RenderBindingTests {
    func run(_ source: String, refreshRate: Int = 60, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> ScenarioRun
    {
        let run = ScenarioRun(
            source: source, options: ScenarioOptions(fileName: "render.swift", refreshRate: refreshRate))
        if case .failed(let d) = run.outcome { Issue.record("\(d.rendered())", sourceLocation: sourceLocation) }
        if case .raised(let m, let l) = run.outcome {
            Issue.record("raised \(m) at \(l)", sourceLocation: sourceLocation)
        }
        return run
    }

    func query(_ run: ScenarioRun, _ expression: String) throws -> ScenarioValue {
        try run.evaluate(expression, at: SourceLocation(file: "query", line: 1, column: 1))
    }

    /// The diagnostic of a scenario expected to fail.
    func failure(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let run = ScenarioRun(source: source, options: ScenarioOptions(fileName: "render.swift"))
        guard case .failed = run.outcome else {
            Issue.record("expected the scenario to fail, got \(run.outcome)", sourceLocation: sourceLocation)
            return ""
        }
        return run.outcomeReport ?? ""
    }

    static let slowLayout = """
        class Slow: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                work(ms: 30)
            }
        }
        let slow = Slow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(slow)
        runLoop.runUntilIdle()

        """

    /// Fact 36 (TT10855; WWDC20 10077): `work(ms: 30)` in `layoutSubviews` at 60 Hz misses the
    /// frame budget; the display counts the hitch, its time and ratio, and rates it critical.
    @Test func fact36HitchFiguresReachTheScenario() throws {
        let run = run(Self.slowLayout)
        #expect(try query(run, "display.refreshRate") == .int(60))
        #expect(try query(run, "display.frameDurationMs") == .double(1000.0 / 60))
        #expect(try query(run, "display.framesPresented") == .int(1))
        #expect(try query(run, "display.hitches") == .int(1))
        #expect(try query(run, "display.hitchTimeMs > 16") == .bool(true))
        #expect(try query(run, "display.hitchTimeRatio > 10") == .bool(true))
        #expect(try query(run, "display.hitchRating") == .symbol("critical"))
        #expect(try query(run, "display.hitchRating == .critical") == .bool(true))
        #expect(try query(run, "display.droppedFrames >= 1") == .bool(true))
        #expect(try query(run, "display.frames.last?.isHitch") == .bool(true))
        #expect(try query(run, "display.frames.last?.hitchCause") == .symbol("commit"))
        #expect(try query(run, "display.frames.last!.mainThreadMs > 30") == .bool(true))
        expectGolden(run.simulation.frameTimeline().text, "render/slow-layout-timeline.txt")
    }

    /// Fact 36 (TT10855): at 120 Hz the budget is 8.33 ms; `display.refreshRate = 120` on the
    /// first line is the same as the run option.
    @Test func fact36RefreshRateSetBeforeTheFirstCommit() throws {
        let set = run("display.refreshRate = 120\n" + Self.slowLayout)
        let option = run(Self.slowLayout, refreshRate: 120)
        for r in [set, option] {
            #expect(try query(r, "display.refreshRate") == .int(120))
            #expect(try query(r, "clock.refreshRate") == .int(120))
            #expect(try query(r, "display.frameDurationMs") == .double(1000.0 / 120))
        }
        #expect(set.simulation.frameTimeline().text == option.simulation.frameTimeline().text)
    }

    @Test func refreshRateAfterACommitOrOutOfRangeIsAnError() {
        expectGolden(
            failure("window.backgroundColor = .red\nrunLoop.runOnce()\ndisplay.refreshRate = 120\n"),
            "render/refresh-rate-after-commit.txt")
        expectGolden(failure("display.refreshRate = 90\n"), "render/refresh-rate-90.txt")
        #expect(failure("display.framesPresented = 3\n").contains("framesPresented"))
    }

    static let shadowCard = """
        let card = UIView(frame: CGRect(x: 20, y: 200, width: 200, height: 100))
        card.backgroundColor = .red
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowColor = .black
        window.addSubview(card)
        runLoop.runUntilIdle()
        let before = display.frames.last!.offscreenPasses

        """

    /// Fact 37 (TT10857): a shadow without `shadowPath` costs an offscreen pass; with
    /// `UIBezierPath(roundedRect:cornerRadius:).cgPath` as its path it does not.
    @Test func fact37ShadowPathRemovesTheOffscreenPass() throws {
        let run = run(
            Self.shadowCard + """
                card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 8).cgPath
                runLoop.runUntilIdle()
                let after = display.frames.last!.offscreenPasses
                """)
        #expect(try query(run, "before.count") == .int(1))
        #expect(try query(run, "before[0].reason") == .symbol("shadowWithoutPath"))
        #expect(try query(run, "before[0].layer") == .string("card"))
        #expect(try query(run, "before[0].pixels > 0") == .bool(true))
        #expect(try query(run, "after.count") == .int(0))
        #expect(try query(run, "card.layer.shadowOpacity") == .double(0.5))
        #expect(try query(run, "card.layer.shadowRadius") == .double(4))
        #expect(try query(run, "card.layer.shadowOffset") == .size(CGSize(width: 0, height: 2)))
        #expect(
            try query(run, "card.layer.shadowPath")
                == .object("CGPath(roundedRect: (0.0, 0.0, 200.0, 100.0), cornerRadius: 8.0)"))
        #expect(
            try query(run, "card.layer.shadowPath!.boundingBox") == .rect(CGRect(x: 0, y: 0, width: 200, height: 100)))
    }

    /// Fact 37 (TT10857): masks, rounded corners that clip a sublayer, group opacity and
    /// visual-effect blurs are offscreen passes; `cornerRadius` alone is not.
    @Test func fact37OffscreenPassesByKind() throws {
        let run = run(
            """
            let rounded = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            rounded.backgroundColor = .blue
            rounded.layer.cornerRadius = 10
            window.addSubview(rounded)
            runLoop.runUntilIdle()
            let cornersOnly = display.frames.last!.offscreenPasses.count

            let clip = UIView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
            clip.layer.cornerRadius = 10
            clip.layer.masksToBounds = true
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            inner.backgroundColor = .red
            clip.addSubview(inner)
            window.addSubview(clip)

            let group = UIView(frame: CGRect(x: 120, y: 0, width: 50, height: 50))
            group.alpha = 0.5
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            child.backgroundColor = .green
            group.addSubview(child)
            window.addSubview(group)

            let masked = UIView(frame: CGRect(x: 180, y: 0, width: 50, height: 50))
            masked.backgroundColor = .yellow
            let shape = CALayer()
            shape.frame = CGRect(x: 0, y: 0, width: 25, height: 25)
            shape.backgroundColor = .black
            masked.layer.mask = shape
            window.addSubview(masked)

            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
            blur.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
            window.addSubview(blur)
            runLoop.runUntilIdle()
            let reasons = display.frames.last!.offscreenPasses.map { $0.reason }
            """)
        #expect(try query(run, "cornersOnly") == .int(0))
        #expect(
            try query(run, "reasons")
                == .array(["roundedCornerClip", "groupOpacity", "mask", "visualEffectBlur"].map { .symbol($0) }))
        #expect(try query(run, "masked.layer.mask === shape") == .bool(true))
        #expect(try query(run, "group.layer.allowsGroupOpacity") == .bool(true))
        #expect(try query(run, "blur.blurRadius") == .double(20))
    }

    static let drawing = """
        class Dot: UIView {
            override func draw(_ rect: CGRect) {
                print("draw \\(rect)")
                UIColor.blue.setFill()
                UIRectFill(rect)
                UIColor.red.setFill()
                UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)).fill()
                UIColor.green.setStroke()
                let edge = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
                edge.lineWidth = 2
                edge.stroke()
            }
        }
        let dot = Dot(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(dot)
        let plain = UIView(frame: CGRect(x: 50, y: 0, width: 40, height: 40))
        plain.backgroundColor = .white
        window.addSubview(plain)
        runLoop.runUntilIdle()

        """

    /// Facts 29, 31 (UIKit `_subclassImplementsDrawRect`; W18-219): only the view that
    /// overrides `draw(_:)` gets a backing store, of w × h × scale² × 4 bytes; what it draws
    /// with `UIRectFill` and `UIBezierPath` is on screen.
    @Test func fact29And31DrawingPaintsABackingStore() throws {
        let run = run(Self.drawing)
        #expect(try query(run, "dot.layer.backingStoreBytes") == .int(40 * 40 * 9 * 4))
        #expect(try query(run, "plain.layer.backingStoreBytes") == .int(0))
        #expect(try query(run, "display.backingStoreBytes") == .int(40 * 40 * 9 * 4))
        #expect(try query(run, "display.color(at: CGPoint(x: 20, y: 20)) == .red") == .bool(true))
        #expect(try query(run, "display.color(at: CGPoint(x: 5, y: 5)) == .blue") == .bool(true))
        #expect(try query(run, "display.color(at: CGPoint(x: 0.5, y: 0.5)) == .green") == .bool(true))
        #expect(try query(run, "display.color(at: CGPoint(x: 70, y: 20)) == .white") == .bool(true))
        #expect(try query(run, "display.color(at: CGPoint(x: 200, y: 200)) == .black") == .bool(true))
        #expect(
            try query(run, "UIBezierPath(ovalIn: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds")
                == .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(try query(run, "trace.printed") == .array([.string("draw (0.0, 0.0, 40.0, 40.0)")]))
    }

    /// Fact 33 (Docs setNeedsDisplay(_:)): the rect reaches `draw(_:)`; fact 32 (Docs
    /// contentMode): a resize redraws only with `.redraw`.
    @Test func fact32And33DirtyRectAndContentMode() throws {
        let run = run(
            Self.drawing + """
                dot.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
                runLoop.runUntilIdle()
                trace.mark("stretch")
                dot.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
                runLoop.runUntilIdle()
                trace.mark("redraw")
                dot.contentMode = .redraw
                dot.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
                runLoop.runUntilIdle()
                """)
        #expect(
            try query(run, "trace.printed")
                == .array(
                    [
                        "draw (0.0, 0.0, 40.0, 40.0)", "draw (0.0, 0.0, 10.0, 10.0)", "draw (0.0, 0.0, 60.0, 40.0)",
                    ].map { .string($0) }))
        #expect(try query(run, "trace.between(\"stretch\", \"redraw\").count(\"dot.draw\")") == .int(0))
        #expect(try query(run, "dot.contentMode") == .symbol("redraw"))
        #expect(try query(run, "dot.layer.backingStoreBytes") == .int(60 * 40 * 9 * 4))
    }

    /// The screen is 8-bit: a pixel equal in 8 bits to a named colour reads back as that colour
    /// (`.gray` is white 0.5, stored as 128); any other reads back as its 8-bit components.
    @Test func screenColorsReadBackInEightBits() throws {
        let run = run(
            """
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            a.backgroundColor = .gray
            let b = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
            b.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            window.addSubview(a)
            window.addSubview(b)
            runLoop.runUntilIdle()
            """)
        #expect(try query(run, "display.color(at: CGPoint(x: 5, y: 5)) == .gray") == .bool(true))
        #expect(
            try query(
                run,
                "display.color(at: CGPoint(x: 15, y: 5)) == UIColor(red: 51.0 / 255, green: 102.0 / 255, blue: 153.0 / 255, alpha: 1)"
            )
                == .bool(true))
    }

    /// Facts 29, 33: drawing code written against Core Graphics paints the same backing store:
    /// `UIGraphicsGetCurrentContext()!`, `setFillColor(UIColor.red.cgColor)`, `fill(_:)`,
    /// `fillEllipse(in:)`, and strokes `setLineWidth(_:)` wide.
    @Test func coreGraphicsContextDrawing() throws {
        let run = run(
            """
            class Badge: UIView {
                override func draw(_ rect: CGRect) {
                    let context = UIGraphicsGetCurrentContext()!
                    context.setFillColor(UIColor.white.cgColor)
                    context.fill(rect)
                    context.setFillColor(UIColor.red.cgColor)
                    context.fillEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
                    context.setStrokeColor(UIColor.blue.cgColor)
                    context.setLineWidth(4)
                    context.stroke(CGRect(x: 0, y: 0, width: 40, height: 40))
                    UIGraphicsGetCurrentContext()?.strokeEllipse(in: CGRect(x: 32, y: 32, width: 6, height: 6))
                }
            }
            let badge = Badge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.addSubview(badge)
            runLoop.runUntilIdle()
            let outside = UIGraphicsGetCurrentContext()
            """)
        #expect(try query(run, "display.color(at: CGPoint(x: 20, y: 20)) == .red") == .bool(true))
        #expect(try query(run, "display.color(at: CGPoint(x: 5, y: 20)) == .white") == .bool(true))
        // A 4-point line centred on the edge: 2 points of it inside the view.
        #expect(try query(run, "display.color(at: CGPoint(x: 1.5, y: 20)) == .blue") == .bool(true))
        #expect(try query(run, "display.color(at: CGPoint(x: 2.5, y: 20)) == .white") == .bool(true))
        #expect(try query(run, "outside == nil") == .bool(true))
        #expect(try query(run, "UIColor.red.cgColor == UIColor.red.cgColor") == .bool(true))
        expectGolden(
            failure(
                """
                class Badge: UIView {
                    override func draw(_ rect: CGRect) {
                        UIGraphicsGetCurrentContext()?.setFillColor(UIColor.red)
                    }
                }
                window.addSubview(Badge(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
                runLoop.runOnce()

                """), "render/cgcontext-uicolor.txt")
    }

    /// Drawing outside `draw(_:)` has no current context and paints nothing, as in UIKit.
    @Test func drawingOutsideDrawPaintsNothing() throws {
        let run = run(
            """
            window.backgroundColor = .white
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 100))
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100)).fill()
            runLoop.runUntilIdle()
            """)
        #expect(try query(run, "display.color(at: CGPoint(x: 10, y: 10)) == .white") == .bool(true))
    }

    /// Facts 38, 39 (Core Animation Programming Guide; Docs): `UIView.animate` changes the
    /// model at once and moves the presentation frame by frame; the completion runs with
    /// `true` when it ends; the three forms take trailing closures.
    @Test func fact38And39AnimateForms() throws {
        let run = run(
            """
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.addSubview(box)
            runLoop.runUntilIdle()
            UIView.animate(withDuration: 0.5) {
                box.frame = CGRect(x: 0, y: 100, width: 40, height: 40)
            }
            let model = box.frame
            runLoop.run(frames: 10)
            let midway = box.presentationFrame.origin.y
            let midwayLayer = box.layer.presentationFrame.origin.y
            let copy = box.layer.presentation()
            let midwayCopy = box.layer.presentation()?.frame.origin.y
            runLoop.runUntilIdle()
            let end = box.presentationFrame
            var log: [String] = []
            UIView.animate(withDuration: 0.2, animations: { box.alpha = 0.5 }) { finished in log.append("plain \\(finished)") }
            UIView.animate(withDuration: 0.2, delay: 0.3, animations: { box.layer.cornerRadius = 4 }) { finished in
                log.append("delayed \\(finished)")
            }
            UIView.animate(withDuration: 0.1, delay: 0) { box.backgroundColor = .red }
            UIView.animate(withDuration: 0.1, delay: 0, options: [], animations: { box.layer.cornerRadius = 2 }, completion: nil)
            UIView.animate(withDuration: 0.1, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
                box.layer.cornerRadius = 3
            }) { _ in log.append("options") }
            runLoop.runUntilIdle()
            let opacity = box.layer.presentationOpacity
            """)
        #expect(try query(run, "model") == .rect(CGRect(x: 0, y: 100, width: 40, height: 40)))
        #expect(try query(run, "midway > 0 && midway < 100") == .bool(true))
        #expect(try query(run, "midway == midwayLayer") == .bool(true))
        #expect(try query(run, "midway == midwayCopy") == .bool(true))
        // presentation() is a copy: it keeps the values of the moment it was made.
        #expect(try query(run, "copy.frame.origin.y == midway && copy.opacity == 1") == .bool(true))
        #expect(try query(run, "copy.position.y == midway + 20") == .bool(true))
        #expect(try query(run, "box.layer.presentation().frame") == .rect(CGRect(x: 0, y: 100, width: 40, height: 40)))
        #expect(try query(run, "end") == .rect(CGRect(x: 0, y: 100, width: 40, height: 40)))
        #expect(try query(run, "log") == .array([.string("options"), .string("plain true"), .string("delayed true")]))
        #expect(try query(run, "opacity") == .double(0.5))
        #expect(try query(run, "trace.count(\"UIView.animate\")") == .int(6))
    }

    /// Fact 38 (Core Animation Programming Guide): a standalone `CALayer()` animates a change
    /// implicitly for 0.25 s; a view's layer does not.
    @Test func fact38StandaloneLayerAnimatesImplicitly() throws {
        let run = run(
            """
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            window.layer.addSublayer(dot)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            runLoop.runUntilIdle()
            dot.position = CGPoint(x: 105, y: 5)
            view.frame = CGRect(x: 100, y: 0, width: 10, height: 10)
            runLoop.run(frames: 3)
            let dotX = dot.presentationFrame.origin.x
            let viewX = view.presentationFrame.origin.x
            """)
        #expect(try query(run, "dotX > 0 && dotX < 100") == .bool(true))
        #expect(try query(run, "viewX") == .double(100))
        // addAnimation is a Core Animation-level event, which the trace queries leave out.
        #expect(run.trace.events.filter { $0.call.hasPrefix("dot.addAnimation") }.count == 1)
        #expect(run.trace.events.filter { $0.call.hasPrefix("view.addAnimation") }.isEmpty)
    }

    /// Fact 40 (Docs; iOS 18 UIUpdateActionPhase order): the closure form of `CADisplayLink`
    /// fires once per frame before the commit until `invalidate()`.
    @Test func fact40DisplayLinkFiresOncePerFrameBeforeTheCommit() throws {
        let run = run(
            """
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(box)
            runLoop.runUntilIdle()
            var fired = 0
            var frames: [Int] = []
            let link = CADisplayLink { link in
                fired += 1
                frames.append(clock.frame)
                box.alpha = 1.0 - Double(fired) / 10
                if fired == 3 { link.invalidate() }
            }
            link.add(to: runLoop)
            runLoop.run(frames: 6)
            """)
        #expect(try query(run, "fired") == .int(3))
        #expect(try query(run, "link.fireCount") == .int(3))
        #expect(try query(run, "frames == [frames[0], frames[0] + 1, frames[0] + 2]") == .bool(true))
        #expect(try query(run, "link.duration") == .double(1.0 / 60))
        #expect(try query(run, "link.isPaused") == .bool(false))
        // In each frame the callback's change is committed after it, in the same turn.
        let events = run.trace.events
        let fires = events.filter { $0.call.hasPrefix("link.displayLinkFired") }
        #expect(fires.count == 3)
        for fire in fires {
            #expect(
                events.contains {
                    $0.call.hasPrefix("CATransaction.commit") && $0.frame == fire.frame && $0.seq > fire.seq
                })
        }
    }

    /// Fact 40: a scroll advances once per frame and lays the scroll view out every frame.
    @Test func fact40ScrollViewScrollsPerFrame() throws {
        let run = run(
            """
            let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            list.contentSize = CGSize(width: 390, height: 3000)
            window.addSubview(list)
            runLoop.runUntilIdle()
            trace.mark("scroll")
            list.scroll(velocity: CGPoint(x: 0, y: 600), frames: 10)
            runLoop.run(frames: 12)
            list.contentOffset = CGPoint(x: 0, y: 5000)
            let unclamped = list.contentOffset
            """)
        #expect(try query(run, "list.contentSize") == .size(CGSize(width: 390, height: 3000)))
        #expect(try query(run, "list.isScrolling") == .bool(false))
        #expect(try query(run, "trace.after(\"scroll\").count(\"list.layoutSubviews\")") == .int(10))
        // Setting contentOffset directly is not clamped, as in UIKit.
        #expect(try query(run, "unclamped") == .point(CGPoint(x: 0, y: 5000)))
        #expect(try query(run, "list.layer.masksToBounds") == .bool(true))
    }

    /// Fact 40: a scenario subclass of `UIScrollView` has its `layoutSubviews` override run
    /// once per scrolled frame, where a table view would place its cells.
    @Test func fact40ScrollViewSubclassLaysOutEveryScrolledFrame() throws {
        let run = run(
            """
            class Feed: UIScrollView {
                var passes = 0
                override func layoutSubviews() {
                    super.layoutSubviews()
                    passes += 1
                }
            }
            let feed = Feed(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            feed.contentInsetAdjustmentBehavior = .never  // the first offset stays 0 (fact 83)
            feed.contentSize = CGSize(width: 390, height: 5000)
            window.addSubview(feed)
            runLoop.runUntilIdle()
            let before = feed.passes
            feed.scroll(velocity: CGPoint(x: 0, y: 1200), frames: 20)
            runLoop.run(frames: 25)
            """)
        #expect(try query(run, "feed.passes - before") == .int(20))
        #expect(try query(run, "feed.contentOffset") == .point(CGPoint(x: 0, y: 400)))
        #expect(try query(run, "feed.isScrolling") == .bool(false))
    }

    /// A wrong argument label gets "did you mean" with the closest form.
    @Test func wrongLabelsSuggestTheUIKitName() {
        expectGolden(failure("UIView.animate(withDuraton: 0.3, animations: { })\n"), "render/animate-wrong-label.txt")
        // With a trailing closure the call is listed against every form (the suggestion counts the closure's "_:").
        expectGolden(failure("UIView.animate(withDuraton: 0.3) { }\n"), "render/animate-wrong-label-trailing.txt")
        expectGolden(
            failure("let link = CADisplayLink { _ in }\nlink.add(too: runLoop)\n"),
            "render/display-link-wrong-label.txt")
        expectGolden(
            failure(
                "UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { }, completion: nil)\n"
            ),
            "render/animate-unmodelled-option.txt")
        expectGolden(failure("let p = UIBezierPath(roundedRect: .zero, radius: 4)\n"), "render/bezier-wrong-label.txt")
        expectGolden(
            failure("let s = UIScrollView(frame: .zero)\ns.contentOfset = .zero\n"), "render/scroll-unknown-member.txt")
        expectGolden(failure("let v = UIView()\nv.layer.shadowPath = UIColor.red\n"), "render/shadow-path-type.txt")
        #expect(failure("let l = CALayer()\nl.mask = l\n").contains("its own mask"))
        #expect(failure("let p = UIBezierPath(rect: .zero)\np.lineWidth = -1\n").contains("lineWidth"))
        // Paths far beyond any screen would overflow the rasterizer's integer pixels: refused, never a crash.
        expectGolden(
            failure("let p = UIBezierPath(ovalIn: CGRect(x: -1e30, y: 0, width: 1e31, height: 1e31))\n"),
            "render/path-too-large.txt")
        #expect(
            failure(
                "let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: Double.infinity)\n"
            )
            .contains("finite"))
        #expect(
            failure("window.backgroundColor = .red\nrunLoop.runOnce()\ndisplay.color(at: CGPoint(x: 900, y: 1))\n")
                .contains("outside the 390×844 screen"))
        #expect(
            failure("let s = UIScrollView(frame: .zero)\ns.scroll(velocity: CGPoint(x: 0, y: 1), frames: -1)\n")
                .contains("0…100000 frames"))
    }

    /// An error inside a display link's closure points into the closure; a display link keeps
    /// the app from going idle, so `runUntilIdle` ends with the run loop's limit.
    @Test func errorsInsideCallbacksPointIntoTheScenario() {
        expectGolden(
            failure("let link = CADisplayLink { l in l.nope() }\nlink.add(to: runLoop)\nrunLoop.runOnce()\n"),
            "render/display-link-closure-error.txt")
        expectGolden(
            failure("UIView.animate(withDuration: 0.3, animations: { window.frame = 3 })\n"),
            "render/animate-block-error.txt")
        let busy = ScenarioRun(
            source: "let link = CADisplayLink { _ in }\nlink.add(to: runLoop)\nrunLoop.runUntilIdle()\n")
        guard case .raised(let message, let location) = busy.outcome else {
            Issue.record("expected the run-loop limit, got \(busy.outcome)")
            return
        }
        #expect(message.contains("did not become idle"))
        #expect(location.line == 3)
    }

    /// UIKit animates nothing for a duration of 0 or less: the change is on screen at the next
    /// frame and the completion still runs with `true`.
    @Test func zeroOrNegativeDurationAppliesAtOnce() throws {
        let run = run(
            """
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(box)
            runLoop.runUntilIdle()
            var done: [Bool] = []
            UIView.animate(withDuration: -1, animations: { box.frame = CGRect(x: 50, y: 0, width: 10, height: 10) }) { done.append($0) }
            runLoop.run(frames: 3)
            let shown = box.presentationFrame
            """)
        #expect(try query(run, "shown") == .rect(CGRect(x: 50, y: 0, width: 10, height: 10)))
        #expect(try query(run, "done") == .array([.bool(true)]))
    }

    /// Objects the render bindings make are named after their variables and print as Swift would show them.
    @Test func renderObjectsPrintAndName() throws {
        let run = run(
            Self.shadowCard + """
                let list = UIScrollView(frame: .zero)
                let glass = UIVisualEffectView(effect: nil)
                let link = CADisplayLink { _ in }
                print(list, glass, link, before, before[0], display.frames.first!, display)
                print(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 2)), UIBezierPath(ovalIn: .zero).cgPath)
                """)
        #expect(
            run.printedOutput == """
                list glass link [card shadowWithoutPath 22464px] card shadowWithoutPath 22464px frame 1 display
                UIBezierPath(rect: (0.0, 0.0, 1.0, 2.0)) CGPath(ovalIn: (0.0, 0.0, 0.0, 0.0))

                """)
    }
}
