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
}
