// One property animation the render server runs: from, to, when, how long, which curve.
import Foundation

/// An animation of one layer's properties, run by the render server (the app's model value
/// is already the final one; only the presentation moves).
struct LayerAnimation {
    /// The animated layer's serial.
    var layer: Int
    /// The layer's trace name.
    var name: String
    var from: AnimatedValues
    var to: AnimatedValues
    /// When the animation starts (ms): set when the commit carrying it is rendered.
    var beginTime: Double?
    /// Delay after the begin time (ms).
    var delay: Double
    /// Duration (ms).
    var duration: Double
    /// The timing curve.
    var curve: TimingCurve
    /// Index of the `UIView.animate` group that made it (nil: implicit).
    var group: Int?
    /// Trace seq of the `addAnimation` event, the cause of the frames the animation needs.
    var seq: Int?

    /// When the animation ends (ms), once begun.
    var endTime: Double? { beginTime.map { $0 + delay + duration } }

    /// The presentation values at `time` (nil before it begins or when not yet committed).
    func values(at time: Double) -> AnimatedValues? {
        guard let begin = beginTime else { return nil }
        let start = begin + delay
        guard duration > 0 else { return time >= start ? to : from }
        let progress = max(0, min(1, (time - start) / duration))
        return AnimatedValues.interpolate(from, to, curve.value(at: progress))
    }
}

/// The pacing of an animation (CAMediaTimingFunction).
enum TimingCurve {
    /// Constant speed.
    case linear
    /// Slow start and end: cubic Bézier (0.42, 0, 0.58, 1), UIView.animate's default.
    case easeInOut

    /// The fraction of the change done at `progress` (0…1) of the time.
    func value(at progress: Double) -> Double {
        switch self {
        case .linear:
            return progress
        case .easeInOut:
            // Solve x(s) = progress for the Bézier parameter s by bisection (x is monotonic), then y(s).
            func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
                let u = 1 - s
                return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
            }
            var lo = 0.0
            var hi = 1.0
            for _ in 0..<40 {
                let mid = (lo + hi) / 2
                if bezier(mid, 0.42, 0.58) < progress { lo = mid } else { hi = mid }
            }
            return bezier((lo + hi) / 2, 0, 1)
        }
    }
}
