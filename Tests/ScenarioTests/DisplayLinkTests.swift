import Foundation
import Testing

@testable import Scenario

/// CADisplayLink added to the main run loop.
@Suite struct DisplayLinkTests: ScenarioChecks {
    /// Docs CADisplayLink add(to:forMode:): UIKit's form `add(to: .main, forMode: .common)` schedules the link.
    @Test func displayLinkOnTheMainRunLoop() throws {
        let run = run(
            """
            class Ticker: UIView {
                var ticks = 0
                @objc func step(_ link: CADisplayLink) { ticks += 1 }
            }
            let ticker = Ticker()
            let link = CADisplayLink(target: ticker, selector: #selector(Ticker.step))
            link.add(to: .main, forMode: .common)
            runLoop.run(frames: 3)
            let other = CADisplayLink(target: ticker, selector: #selector(Ticker.step))
            other.add(to: RunLoop.main, forMode: .default)
            """)
        #expect(try q(run, "ticker.ticks") == .int(3))
    }
}
