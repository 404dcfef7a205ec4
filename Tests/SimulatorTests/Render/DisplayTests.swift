import Foundation
import TestSupport
import Testing

@testable import Simulator

@Suite("Render server and display: VSync, buffering, hitches")
struct DisplayTests {
    /// A small tree whose render fits easily in a frame.
    static func lightTree() -> RenderTree {
        var root = testLayer(1, "window", CGRect(x: 0, y: 0, width: 390, height: 844), .white)
        root.sublayers = [testLayer(2, "a", CGRect(x: 0, y: 0, width: 100, height: 100), .black)]
        return RenderTree(root: root)
    }

    /// A tree with `n` shadowed layers without `shadowPath`: `n` offscreen passes.
    static func shadowTree(_ n: Int) -> RenderTree {
        var root = testLayer(1, "window", CGRect(x: 0, y: 0, width: 390, height: 844), .white)
        for i in 0..<n {
            var cell = testLayer(
                10 + i, "cell\(i)", CGRect(x: 10, y: 10 + 60 * CGFloat(i), width: 370, height: 50), .white)
            cell.shadowOpacity = 0.3
            root.sublayers.append(cell)
        }
        return RenderTree(root: root)
    }

    @Test("Fact 36 (TT10855): the frame budget is 16.67 ms at 60 Hz and 8.33 ms at 120 Hz")
    func budgets() {
        #expect((Display(refreshRate: 60).frameDurationMs * 100).rounded() / 100 == 16.67)
        #expect((Display(refreshRate: 120).frameDurationMs * 100).rounded() / 100 == 8.33)
        #expect(Display(refreshRate: 0).refreshRate == 60)
    }

    @Test(
        "Fact 35 (TT10855): the app does not wait; the render server renders at the next VSync and the frame shows one VSync later"
    )
    func pipeline() {
        let display = Display()
        let server = RenderServer(display: display)
        let frame = server.submit(Self.lightTree(), commit: 1, appStartMs: 0, commitEndMs: 4)
        #expect(frame.renderStartMs == display.vsyncTime(1))
        #expect(frame.presentVSync == 2)
        #expect(!frame.isHitch)
        #expect(frame.mainThreadMs == 4)
        #expect(frame.renderPrepareMs > 0 && frame.renderExecuteMs > 0)
        // The next commit at 10 ms is accepted while the first frame is still in flight.
        let next = server.submit(Self.lightTree(), commit: 2, appStartMs: 16.67, commitEndMs: 20)
        #expect(next.presentVSync == 3)
        #expect(display.framesPresented == 2)
    }

    @Test("Fact 36 (TT10855): a 30 ms layoutSubviews at 60 Hz is a commit hitch of one frame (16.67 ms)")
    func commitHitch() {
        let display = Display(refreshRate: 60)
        let server = RenderServer(display: display)
        let frame = server.submit(Self.lightTree(), commit: 1, appStartMs: 0, commitEndMs: 30.5)
        #expect(frame.isHitch)
        #expect(frame.hitchCause == .commit)
        #expect(frame.presentVSync == 3)
        #expect((frame.hitchMs * 100).rounded() / 100 == 16.67)
        #expect(display.hitches == 1)
        // 16.67 ms of hitch over the 50 ms from VSync 0 to presentation: 333 ms/s, critical.
        #expect((display.hitchTimeRatio).rounded() == 333)
        #expect(display.hitchRating == .critical)
    }

    @Test("Fact 36 (TT10855): at 120 Hz the same frame misses more VSyncs")
    func commitHitch120() {
        let display = Display(refreshRate: 120)
        let server = RenderServer(display: display)
        let frame = server.submit(Self.lightTree(), commit: 1, appStartMs: 0, commitEndMs: 30.5)
        #expect(frame.hitchCause == .commit)
        #expect(frame.presentVSync == 5)  // render at VSync 4 (33.3 ms), shown at 5; expected 2
        #expect((frame.hitchMs * 100).rounded() / 100 == 25)
    }

    @Test(
        "Fact 37 (TT10857): nine shadows without shadowPath push render execute past the 120 Hz budget: a render hitch")
    func renderHitch() {
        let display = Display(refreshRate: 120)
        let server = RenderServer(display: display)
        let frame = server.submit(Self.shadowTree(9), commit: 1, appStartMs: 0, commitEndMs: 2)
        #expect(frame.offscreenPasses.count == 9)
        #expect(frame.renderMs > display.frameDurationMs)
        #expect(frame.hitchCause == .render)
        // The same cells with a shadowPath need no offscreen pass and fit the budget.
        var fixed = Self.shadowTree(9)
        for i in fixed.root.sublayers.indices {
            fixed.root.sublayers[i].shadowPath = .rect(CGRect(x: 0, y: 0, width: 370, height: 50))
        }
        let display2 = Display(refreshRate: 120)
        let quick = RenderServer(display: display2).submit(fixed, commit: 1, appStartMs: 0, commitEndMs: 2)
        #expect(quick.offscreenPasses.isEmpty)
        #expect(!quick.isHitch)
    }

    @Test(
        "Fact 36 (TT10855): after a render misses a frame the display switches to triple buffering, giving the render server one more frame"
    )
    func tripleBuffering() {
        let display = Display(refreshRate: 60)
        let server = RenderServer(display: display)
        // Prepare 7 ms + execute 12 ms: each fits a frame (they overlap across frames), together they do not.
        server.costModel.prepareBaseMs = 7
        server.costModel.executeBaseMs = 12
        var records: [FrameRecord] = []
        for k in 0..<8 {
            let start = display.vsyncTime(k)
            records.append(server.submit(Self.lightTree(), commit: k + 1, appStartMs: start, commitEndMs: start + 2))
        }
        #expect(records[0].buffering == .double)
        #expect(records[0].hitchCause == .render)
        #expect(records[1].buffering == .triple)
        #expect(records.dropFirst().allSatisfy { !$0.isHitch })
        #expect(display.hitches == 1)
        #expect(display.framesPresented == 8)
        #expect(zip(records, records.dropFirst()).allSatisfy { $1.presentVSync == $0.presentVSync + 1 })
    }

    @Test("Fact 36 (TT10855): with triple buffering disallowed, every slow render is a hitch")
    func doubleOnly() {
        let display = Display(refreshRate: 120)
        display.allowsTripleBuffering = false
        let server = RenderServer(display: display)
        for k in 0..<4 {
            let start = display.vsyncTime(2 * k)
            server.submit(Self.shadowTree(9), commit: k + 1, appStartMs: start, commitEndMs: start + 2)
        }
        #expect(display.frames.allSatisfy { $0.buffering == .double })
        #expect(display.hitches == 4)
    }

    @Test("Two commits before the same VSync are rendered as one frame")
    func coalescing() {
        let display = Display()
        let server = RenderServer(display: display)
        server.submit(Self.lightTree(), commit: 1, appStartMs: 0, commitEndMs: 2)
        server.submit(Self.lightTree(), commit: 2, appStartMs: 3, commitEndMs: 5)
        #expect(display.framesPresented == 1)
        #expect(display.frames.first?.commits == [1, 2])
    }

    @Test("Fact 36 (WWDC20 10077): hitch time ratio ratings use the good < 5 / warning 5–10 / critical > 10 ms/s set")
    func ratings() {
        #expect(HitchRating(hitchTimeRatio: 0) == .good)
        #expect(HitchRating(hitchTimeRatio: 4.99) == .good)
        #expect(HitchRating(hitchTimeRatio: 5) == .warning)
        #expect(HitchRating(hitchTimeRatio: 10) == .warning)
        #expect(HitchRating(hitchTimeRatio: 10.01) == .critical)
        #expect(HitchRating.thresholdSet.hasPrefix("WWDC20 10077"))
    }

    @Test("The render server composites the presented tree on demand")
    func framebufferOnDemand() {
        let server = RenderServer(display: Display())
        #expect(server.framebuffer == nil)
        server.submit(Self.lightTree(), commit: 1, appStartMs: 0, commitEndMs: 1)
        #expect(server.framebuffer?.color(at: CGPoint(x: 50, y: 50)) == .black)
        #expect(server.framebuffer?.color(at: CGPoint(x: 200, y: 50)) == .white)
    }
}

@Suite("Frame timeline listing")
struct FrameTimelineTests {
    @Test("Fact 36 (TT10855): the timeline of a 30 ms layout at 60 Hz shows the commit hitch and its cause (golden)")
    func commitHitchTimeline() {
        let display = Display(refreshRate: 60)
        let server = RenderServer(display: display)
        server.submit(DisplayTests.lightTree(), commit: 1, appStartMs: 0, commitEndMs: 2)
        server.submit(DisplayTests.lightTree(), commit: 2, appStartMs: 16.67, commitEndMs: 47.5)
        server.submit(DisplayTests.lightTree(), commit: 3, appStartMs: 50, commitEndMs: 52)
        let timeline = FrameTimeline(display) { $0.commits == [2] ? "longest: a1.layoutSubviews 30.00 ms" : nil }
        expectGolden(timeline.text, "render/timeline-commit-hitch.txt")
    }
}

@Suite("Dropped frames")
struct DroppedFrameTests {
    @Test("Fact 36 (TT10855): a frame one VSync late drops one frame; at 120 Hz the same 30 ms drops three")
    func droppedFrames() {
        for (rate, dropped) in [(60, 1), (120, 3)] {
            let display = Display(refreshRate: rate)
            RenderServer(display: display).submit(DisplayTests.lightTree(), commit: 1, appStartMs: 0, commitEndMs: 30.5)
            #expect(display.droppedFrames == dropped, "\(rate) Hz")
        }
    }
}
