// Simulated time: advanced by per-call costs and `work(ms:)`, never read from the wall clock.
import Foundation

/// The simulation's clock in milliseconds, and the VSync frame it is in.
public struct SimulatedClock: Sendable {
    /// Milliseconds since the simulation started.
    public private(set) var now: Double = 0
    /// Display refresh rate in Hz (60 or 120).
    public var refreshRate: Int = 60

    /// Milliseconds between VSyncs (16.67 at 60 Hz, 8.33 at 120 Hz).
    public var frameDuration: Double { 1000 / Double(refreshRate) }

    /// The VSync frame number `now` falls in (frame 0 starts at time 0).
    public var frame: Int {
        // A VSync time is k × (1000/60), which binary floating point cannot hold exactly: at
        // k = 63 the quotient is 62.999…, so the clock read frame 62 at its own VSync, the next
        // VSync was "now" and every later turn stood still at 1050 ms. A time within a
        // nanosecond-scale tolerance of a VSync is on it.
        // Clamped so that absurd simulated times (work(ms: 1e300) through the API) cannot trap.
        let index = (now / frameDuration + 1e-9).rounded(.down)
        return index.isFinite && index < Double(Int.max / 2) ? Int(max(0, index)) : Int.max / 2
    }

    /// The time of the next VSync after `now`.
    public var nextVSync: Double { Double(frame + 1) * frameDuration }

    /// Moves time forward by `ms` (negative amounts are ignored: time never runs back).
    public mutating func advance(_ ms: Double) {
        if ms > 0 && ms.isFinite { now += ms }
    }

    /// Moves time forward to `time` if it is later than now.
    public mutating func advance(to time: Double) {
        if time > now { now = time }
    }
}
