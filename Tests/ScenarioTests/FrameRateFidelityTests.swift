import Foundation
import Testing

@testable import Scenario

/// Frame rate on a 120 Hz display (fact 75): `CADisplayLink.preferredFrameRateRange` and the
/// `CADisableMinimumFrameDurationOnPhone` Info.plist key.
@Suite struct FrameRateFidelityTests: ScenarioChecking {
    static func ticker(optIn: Bool, range: String?) -> String {
        """
        display.refreshRate = 120
        display.disablesMinimumFrameDurationOnPhone = \(optIn)
        class Ticker {
            var intervals: [Double] = []
            @objc func step(_ link: CADisplayLink) {
                intervals.append(((link.targetTimestamp - link.timestamp) * 1000).rounded())
            }
        }
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: #selector(Ticker.step(_:)))
        \(range.map { "link.preferredFrameRateRange = \($0)" } ?? "")
        link.add(to: .main, forMode: .common)
        runLoop.run(frames: 24)
        link.invalidate()
        let fired = link.fireCount
        let interval = ticker.intervals.last ?? 0
        """
    }

    /// Fact 75 (Docs `CADisplayLink.preferredFrameRateRange`: "The system typically provides a
    /// consistent frame rate by choosing one that's a factor of the display's maximum refresh
    /// rate"; Info.plist `CADisableMinimumFrameDurationOnPhone`: "If you set this key to NO, frame
    /// rates higher than the system default are unavailable"): on a 120 Hz display an iPhone
    /// app's link runs at 60 Hz until it opts in; then it runs at 120 Hz, or at the factor its
    /// range asks for (48 preferred, 40–60 allowed: 40 Hz, every third VSync).
    @Test(arguments: [
        (false, nil as String?, 12, 17.0), (true, nil, 24, 8.0),
        (true, "CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)", 24, 8.0),
        (false, "CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)", 12, 17.0),
        (true, "CAFrameRateRange(minimum: 40, maximum: 60, preferred: 48)", 8, 25.0),
        (true, "CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30)", 6, 33.0),
    ])
    func fact75DisplayLinkRunsAtAFactorOfTheDisplayRate(optIn: Bool, range: String?, fired: Int, interval: Double)
        throws
    {
        let run = run(Self.ticker(optIn: optIn, range: range))
        #expect(try q(run, "fired") == .int(fired))
        #expect(try q(run, "interval") == .double(interval))
    }
}

extension FrameRateFidelityTests {
    /// Fact 77 (Docs UIUpdateActionPhase: the standard phases "run in the following order";
    /// UIUpdateLink `requiresContinuousUpdates`): an enabled link that does not ask for updates
    /// runs no action while nothing changes; a change makes an update whose phases run in order,
    /// around the display link's callback and the commit; asking for continuous updates runs
    /// them every frame.
    @Test func fact77UpdateLinkPhasesRunInOrderAroundTheCommit() throws {
        let run = run(
            """
            let box = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            window.addSubview(box)
            runLoop.runUntilIdle()
            var order: [String] = []
            let link = UIUpdateLink(view: box)
            link.addAction(to: .afterUpdateComplete) { _, _ in order.append("complete") }
            link.addAction(to: .afterCATransactionCommit) { _, _ in order.append("afterCommit") }
            link.addAction(to: .beforeCATransactionCommit) { _, _ in order.append("beforeCommit") }
            link.addAction(to: .afterCADisplayLinkDispatch) { _, _ in order.append("afterLinks") }
            link.addAction(to: .beforeCADisplayLinkDispatch) { _, _ in order.append("beforeLinks") }
            link.addAction(to: .afterEventDispatch) { _, _ in order.append("afterEvents") }
            link.isEnabled = true
            runLoop.run(frames: 3)
            let idle = order
            trace.mark("change")
            box.backgroundColor = .red
            runLoop.runOnce()
            let oneUpdate = order
            trace.mark("continuous")
            order = []
            link.requiresContinuousUpdates = true
            runLoop.run(frames: 3)
            let continuous = order.filter { $0 == "complete" }.count
            """)
        #expect(try q(run, "idle") == .array([]))
        #expect(
            try q(run, "oneUpdate")
                == .array(
                    ["afterEvents", "beforeLinks", "afterLinks", "beforeCommit", "afterCommit", "complete"].map {
                        .string($0)
                    }))
        #expect(try q(run, "continuous") == .int(3))
        // The commit falls between the two commit phases.
        let events = run.trace.between("change", "continuous").events.filter {
            $0.method == "action" || $0.method == "commit"
        }
        #expect(
            events.map { $0.method == "commit" ? "commit" : $0.reason }
                == [
                    "afterEventDispatch", "beforeCADisplayLinkDispatch", "afterCADisplayLinkDispatch",
                    "beforeCATransactionCommit",
                    "commit", "afterCATransactionCommit", "afterUpdateComplete",
                ])
    }

    /// Fact 77 (Docs UIUpdateLink `requiresContinuousUpdates`: a passive link's actions run
    /// only "while producing a UI update in response to some kind of event, such as a gesture or
    /// layer change"; fact 58: the render server plays a `UIView.animate` animation with no
    /// main-thread work per frame): a passive link runs in the update that starts a 0.5 s
    /// animation and not in the 30 frames it plays; its completion handler changing a layer makes
    /// one more update.
    @Test func fact77PassiveLinkSleepsThroughARenderServerAnimation() throws {
        let run = run(
            """
            let box = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            window.addSubview(box)
            runLoop.runUntilIdle()
            var updates = 0
            let link = UIUpdateLink(view: box)
            link.addAction(to: .afterUpdateComplete) { _, _ in updates += 1 }
            link.isEnabled = true
            runLoop.run(frames: 2)
            UIView.animate(withDuration: 0.5, animations: {
                box.center = CGPoint(x: 200, y: 400)
            }, completion: { _ in
                box.backgroundColor = .red
            })
            runLoop.run(frames: 10)
            let whilePlaying = updates
            runLoop.run(frames: 40)
            let afterCompletion = updates
            """)
        #expect(try q(run, "whilePlaying") == .int(1))
        #expect(try q(run, "afterCompletion") == .int(2))
    }

    /// Fact 77 (Docs UIUpdateActionPhase `beforeCADisplayLinkDispatch`: "runs before
    /// CADisplayLink callbacks run"): a display link's callback runs between the two display-link
    /// phases of the same update.
    @Test func fact77DisplayLinkCallbackBetweenItsPhases() throws {
        let run = run(
            """
            let box = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            window.addSubview(box)
            runLoop.runUntilIdle()
            var order: [String] = []
            class Ticker {
                var log: () -> Void = {}
                @objc func step(_ link: CADisplayLink) { log() }
            }
            let ticker = Ticker()
            ticker.log = { order.append("displayLink") }
            let link = UIUpdateLink(view: box)
            link.addAction(to: .beforeCADisplayLinkDispatch) { _, _ in order.append("before") }
            link.addAction(to: .afterCADisplayLinkDispatch) { _, _ in order.append("after") }
            link.isEnabled = true
            let ticks = CADisplayLink(target: ticker, selector: #selector(Ticker.step(_:)))
            ticks.add(to: .main, forMode: .common)
            runLoop.runOnce()
            ticks.invalidate()
            """)
        #expect(try q(run, "order") == .array([.string("before"), .string("displayLink"), .string("after")]))
    }
}
