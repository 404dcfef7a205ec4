// The frame rates an app allows a display link (iOS 15): minimum, maximum, preferred.
import Foundation

/// `CAFrameRateRange` (Docs; fact 75). All zero (`.default`) lets the system choose.
public struct CAFrameRateRange: Equatable, Sendable, CustomStringConvertible {
    public var minimum: Double
    public var maximum: Double
    public var preferred: Double

    public init(minimum: Double, maximum: Double, preferred: Double) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    public var description: String {
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        return "minimum \(n(minimum)), maximum \(n(maximum)), preferred \(n(preferred))"
    }

    /// The rate a display link runs at on a display refreshing at `displayRate` Hz: a factor of
    /// it (120, 60, 40, 30, 24, 20, … at 120 Hz), capped at 60 Hz unless the app opted in to
    /// higher rates; inside the range when a factor lies there, the one nearest the preferred
    /// rate (model assumption where Apple says only "the system takes into account the device's
    /// hardware capabilities and the other tasks").
    static func chosenRate(_ range: CAFrameRateRange, displayRate: Int, allowsHighRates: Bool) -> Int {
        let cap = allowsHighRates ? displayRate : min(displayRate, 60)
        let factors = (1...max(1, displayRate)).filter { displayRate % $0 == 0 }.map { displayRate / $0 }.filter {
            $0 <= cap
        }
        guard range != .default else { return cap }
        let top = range.maximum > 0 ? range.maximum : Double(cap)
        let target = range.preferred > 0 ? range.preferred : top
        let inside = factors.filter { Double($0) >= range.minimum && Double($0) <= top }
        let candidates = inside.isEmpty ? factors : inside
        // Nearest the target; between two as near, the higher.
        return candidates.min { a, b in
            let da = abs(Double(a) - target)
            let db = abs(Double(b) - target)
            return da == db ? a > b : da < db
        } ?? cap
    }
}
