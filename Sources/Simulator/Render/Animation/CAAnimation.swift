// Core Animation's explicit animations: CABasicAnimation and CASpringAnimation, added to a
// layer with add(_:forKey:). The model value is untouched; only the presentation moves.
import Foundation

/// A value a property animation interpolates: a number, a point, a size, a rectangle or a colour.
public enum AnimationValue: Equatable, Sendable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(RGBA)
}

/// `CAAnimation`'s timing (CAMediaTiming.h, CAAnimation.h; fact 70).
public class CAAnimation {
    /// CAMediaTiming `fillMode`: what shows outside the active duration.
    public enum FillMode: String, CaseIterable, Sendable {
        case removed, forwards, backwards, both
    }

    /// Seconds; 0 or less takes the transaction's animation duration (0.25 s) when added.
    public var duration = 0.0
    /// Media time (seconds, `CACurrentMediaTime()`) the animation starts at; 0 = the VSync after the commit.
    public var beginTime = 0.0
    /// Default `.removed`.
    public var fillMode: FillMode = .removed
    /// Default true: removed from the layer once its active duration has passed.
    public var isRemovedOnCompletion = true
    /// Nil means linear pacing (CAAnimation.h `timingFunction`).
    public var timingFunction: TimingCurve?
    /// The `CAAnimationDelegate` that hears `animationDidStart(_:)` and
    /// `animationDidStop(_:finished:)` (fact 84). Unlike UIKit's delegates it is held strongly:
    /// "The delegate object is retained by the receiver" (Docs CAAnimation.delegate).
    public var delegate: (any ListCallbackTarget)?

    public init() {}

    /// A copy: Core Animation copies an animation when it is added (CALayer.h `addAnimation:forKey:`).
    public func copy() -> CAAnimation {
        let made = CAAnimation()
        copyTiming(to: made)
        return made
    }

    func copyTiming(to other: CAAnimation) {
        other.duration = duration
        other.beginTime = beginTime
        other.fillMode = fillMode
        other.isRemovedOnCompletion = isRemovedOnCompletion
        other.timingFunction = timingFunction
        other.delegate = delegate
    }
}

/// `CABasicAnimation(keyPath:)`: one property from `fromValue` to `toValue` (or by `byValue`).
public class CABasicAnimation: CAAnimation {
    /// The layer property animated.
    public let keyPath: String
    public var fromValue: AnimationValue?
    public var toValue: AnimationValue?
    public var byValue: AnimationValue?

    /// The key paths the render model animates.
    public static let animatableKeyPaths = [
        "opacity", "position", "position.x", "position.y", "bounds", "bounds.size", "bounds.size.width",
        "bounds.size.height", "cornerRadius", "backgroundColor",
    ]

    public init(keyPath: String) {
        self.keyPath = keyPath
    }

    public override func copy() -> CAAnimation {
        let made = CABasicAnimation(keyPath: keyPath)
        copyBasic(to: made)
        return made
    }

    func copyBasic(to other: CABasicAnimation) {
        copyTiming(to: other)
        other.fromValue = fromValue
        other.toValue = toValue
        other.byValue = byValue
    }
}

/// `CASpringAnimation`: a damped spring from `fromValue` to `toValue` (CAAnimation.h).
public final class CASpringAnimation: CABasicAnimation {
    /// Defaults 1, 100, 10, 0 (CAAnimation.h).
    public var mass = 1.0
    public var stiffness = 100.0
    public var damping = 10.0
    public var initialVelocity = 0.0

    public override func copy() -> CAAnimation {
        let made = CASpringAnimation(keyPath: keyPath)
        copyBasic(to: made)
        made.mass = mass
        made.stiffness = stiffness
        made.damping = damping
        made.initialVelocity = initialVelocity
        return made
    }

    var spring: SpringMotion {
        SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// "The estimated duration required for the spring system to be considered at rest"
    /// (CAAnimation.h): model assumption, the time after which the spring stays within 0.1 %
    /// of the distance from its target.
    public var settlingDuration: Double { spring.settlingTime }
}

/// A damped harmonic oscillator carrying a value from 0 to 1 (CASpringAnimation's motion).
struct SpringMotion: Equatable {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var initialVelocity: Double

    /// The fraction of the change done `t` seconds after the start (may overshoot 1).
    func value(at t: Double) -> Double {
        let m = max(mass, 1e-6)
        let k = max(stiffness, 1e-6)
        let omega = (k / m).squareRoot()
        let zeta = max(0, damping) / (2 * (k * m).squareRoot())
        let v0 = initialVelocity
        // y = 1 − x: distance from the target, y(0) = 1, y'(0) = −v0.
        let y: Double
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            y = exp(-zeta * omega * t) * (cos(wd * t) + (zeta * omega - v0) / wd * sin(wd * t))
        } else if zeta == 1 {
            y = exp(-omega * t) * (1 + (omega - v0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            // y = A e^{r1 t} + B e^{r2 t}, A + B = 1, r1 A + r2 B = −v0.
            let b = (-v0 - r1) / (r2 - r1)
            y = (1 - b) * exp(r1 * t) + b * exp(r2 * t)
        }
        return 1 - y
    }

    /// Seconds until the motion stays within 0.1 % of its target (sampled every millisecond,
    /// at most 60 s).
    var settlingTime: Double {
        var last = 0.0
        var t = 0.0
        while t <= 60 {
            if abs(1 - value(at: t)) > 0.001 { last = t }
            t += 0.001
        }
        return (last * 1000).rounded() / 1000
    }
}
