import Testing

@testable import Simulator

/// The simulated clock: frames follow time, and no amount of simulated work can trap it.
@Suite struct SimulatedClockTests {
    @Test("Frames count VSync intervals at 60 and 120 Hz")
    func framesFollowTime() {
        var clock = SimulatedClock()
        clock.advance(16.7)
        #expect(clock.frame == 1)
        clock.refreshRate = 120
        #expect(clock.frame == 2)
    }

    @Test("1e300 ms of work leaves a clamped frame number instead of overflowing Int")
    func absurdTimeDoesNotTrap() {
        var clock = SimulatedClock()
        clock.advance(1e300)
        #expect(clock.frame == Int.max / 2)
        clock.advance(.infinity)
        #expect(clock.now == 1e300)
    }

    /// Sleeping to the next VSync always moves one frame on, for as long as a scenario runs.
    /// 63 × (1000/60) is not exact in binary floating point, and the clock used to read frame
    /// 62 at that VSync: `nextVSync` was now, and every turn after 1050 ms stood still (a
    /// million-turn run stopped at the memory limit showed one time for all of them).
    @Test("Each VSync step moves one frame on, past 1050 ms and for 10⁵ frames", arguments: [60, 120])
    func vsyncStepsNeverStall(refreshRate: Int) {
        var clock = SimulatedClock()
        clock.refreshRate = refreshRate
        for expected in 1...100_000 {
            clock.advance(to: clock.nextVSync)
            if clock.frame != expected {
                Issue.record(
                    "after \(expected) VSyncs at \(refreshRate) Hz the clock reads frame \(clock.frame) at \(clock.now) ms"
                )
                return
            }
        }
        #expect(abs(clock.now - 100_000 * clock.frameDuration) < 1e-6)
    }

    /// The run loop's turns follow the clock: `run(frames: 100)` ends 100 frames later.
    @Test func runFramesAdvancesOneFramePerTurn() throws {
        let simulation = Simulation()
        try simulation.runLoop.run(frames: 100)
        #expect(simulation.context.clock.frame == 100)
        #expect(abs(simulation.context.clock.now - 100 * 1000 / 60) < 1e-6)
    }
}
