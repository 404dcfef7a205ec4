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
    /// The property animator whose timeline drives this animation (nil: its own begin time and
    /// duration drive it). Such an animation runs from `animatorStart` of the animator's
    /// fraction to its end and stays until the animator removes it.
    var animator: UIViewPropertyAnimator?
    /// The animator's fraction when this animation was added (0 for its first block; later for
    /// `addAnimations`, which run for the remaining time: Docs UIViewPropertyAnimator.duration).
    var animatorStart = 0.0
    /// Added with `layer.add(_:forKey:)` (fact 70) rather than made by UIKit or an implicit action.
    var explicit = false
    /// An explicit `beginTime` (render time, ms); nil: the VSync after the commit.
    var requestedBegin: Double?
    /// CAMediaTiming `fillMode`: shows `from` before the start / `to` after the end. UIKit's
    /// animations fill both ways (their model value is `to` anyway).
    var fillsBackwards = true
    var fillsForwards = true
    /// `isRemovedOnCompletion` false: stays on the layer after its end until removed.
    var persists = false
    /// A CASpringAnimation's motion, in place of the curve.
    var spring: SpringMotion?
    /// Its number in the render system, in the order animations were added (0 until added).
    var number = 0
    /// The layer an explicit animation is attached to (its `animation(forKey:)` list).
    weak var target: CALayer?

    /// When the animation ends (ms), once begun; nil for an animator's (its animator ends it).
    var endTime: Double? {
        guard animator == nil, !persists else { return nil }
        return beginTime.map { $0 + delay + duration }
    }

    /// When the animation's active duration ends (ms), once begun, whether or not it persists.
    var activeEnd: Double? {
        guard animator == nil else { return movingSpan?.end }
        return beginTime.map { $0 + delay + duration }
    }

    /// The span of render time in which the animation moves the screen: from its begin to its
    /// end, or the animator's running segment (nil while it is paused or not yet committed).
    var movingSpan: (start: Double, end: Double)? {
        guard let begin = beginTime else { return nil }
        if let animator {
            guard let start = animator.segmentStart, let end = animator.segmentEnd else { return nil }
            return (max(start, begin), end)
        }
        return (begin, begin + delay + duration)
    }

    /// The presentation values at `time` (nil before it begins or when not yet committed).
    func values(at time: Double) -> AnimatedValues? {
        guard let begin = beginTime else { return nil }
        if let animator {
            let progress = animator.progress(at: time, from: animatorStart)
            return AnimatedValues.interpolate(from, to, progress)
        }
        let start = begin + delay
        if time < start { return fillsBackwards ? from : nil }
        if time >= start + duration { return fillsForwards ? to : nil }
        if let spring { return AnimatedValues.interpolate(from, to, spring.value(at: (time - start) / 1000)) }
        let progress = max(0, min(1, (time - start) / duration))
        return AnimatedValues.interpolate(from, to, curve.value(at: progress))
    }
}

/// The pacing of an animation (CAMediaTimingFunction, UIView.AnimationCurve).
public enum TimingCurve: String, CaseIterable, Sendable {
    /// Slow start and end: cubic Bézier (0.42, 0, 0.58, 1), UIView.animate's default.
    case easeInOut
    /// Slow start: (0.42, 0, 1, 1).
    case easeIn
    /// Slow end: (0, 0, 0.58, 1).
    case easeOut
    /// Constant speed.
    case linear

    /// The Bézier control points (x1, y1, x2, y2) of the named CAMediaTimingFunctions.
    private var controlPoints: (Double, Double, Double, Double) {
        switch self {
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .linear: return (0, 0, 1, 1)
        }
    }

    /// The fraction of the change done at `progress` (0…1) of the time.
    func value(at progress: Double) -> Double {
        if self == .linear { return progress }
        let (x1, y1, x2, y2) = controlPoints
        // Solve x(s) = progress for the Bézier parameter s by bisection (x is monotonic), then y(s).
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if bezier(mid, x1, x2) < progress { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, y1, y2)
    }
}
