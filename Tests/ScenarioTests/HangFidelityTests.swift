import Foundation
import Testing

@testable import Scenario

/// Hangs (fact 113): what counts is how long the main thread stays away from its run loop in
/// one stretch, not how much work it does in all.
@Suite struct HangFidelityTests: ScenarioChecking {
    /// Fact 113 (Apple documentation "Understanding hangs in your app": event delivery, the
    /// app's code and the Core Animation commit all run on the main thread, and while the run
    /// loop is busy it cannot handle the next event; WWDC23 10248 "Analyze hangs with
    /// Instruments": hangs are reported from 250 ms): a handler, a `layoutSubviews` and a
    /// `draw(_:)` of under 250 ms each, in one turn, keep the main thread for their sum; the same
    /// kind of work in a display link's callback, one turn per frame, never does.
    @Test func fact113OneTurnsWorkAddsUpAndSeparateTurnsDoNot() throws {
        let oneTurn = run(
            """
            class Feed: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    work(ms: 80)
                }
            }
            class Chart: UIView {
                override func draw(_ rect: CGRect) {
                    work(ms: 100)
                }
            }
            let feed = Feed(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
            let chart = Chart(frame: CGRect(x: 0, y: 520, width: 390, height: 200))
            window.addSubview(feed)
            window.addSubview(chart)
            runLoop.runUntilIdle()
            work(ms: 90)
            feed.setNeedsLayout()
            chart.setNeedsDisplay()
            runLoop.runOnce()
            runLoop.run(frames: 3)
            let busyMs = display.frames.last!.mainThreadMs
            """)
        let busy = try q(oneTurn, "busyMs")
        guard case .double(let ms) = busy else {
            Issue.record("busyMs is \(busy)")
            return
        }
        #expect(ms >= 270 && ms < 280, "one turn: 90 + 80 + 100 ms and the commit")

        let manyTurns = run(
            """
            let dot = UIView(frame: CGRect(x: 20, y: 200, width: 20, height: 20))
            window.addSubview(dot)
            runLoop.runUntilIdle()
            class Ticker {
                var ticks = 0
                @objc func step(_ link: CADisplayLink) {
                    work(ms: 40)
                    dot.center.x += 5
                    ticks += 1
                    if ticks == 12 { link.invalidate() }
                }
            }
            let ticker = Ticker()
            let link = CADisplayLink(target: ticker, selector: #selector(Ticker.step(_:)))
            let before = display.frames.count
            link.add(to: .main, forMode: .common)
            runLoop.runUntilIdle()
            let frames = display.frames.dropFirst(before)
            let longest = frames.reduce(0.0) { max($0, $1.mainThreadMs) }
            let total = frames.reduce(0.0) { $0 + $1.mainThreadMs }
            """)
        guard case .double(let longest) = try q(manyTurns, "longest"),
            case .double(let total) = try q(manyTurns, "total")
        else {
            Issue.record("longest or total is not a number")
            return
        }
        #expect(total >= 480, "twelve callbacks of 40 ms")
        #expect(longest < 250, "each callback is a turn of its own")
    }
}
