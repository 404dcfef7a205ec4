import Foundation

/// `String(format: "%.3f", value)` without Foundation's formatter, which is slow on Linux (a
/// JUnit report formats a time per sheet, a trace listing one per event): the value times
/// 1000, rounded to the nearest integer from its exact binary value, ties to even, as C's
/// printf rounds.
public enum ThreeDecimals {
    /// The value with three digits after the point, as `%.3f` writes it.
    public static func text(_ value: Double) -> String {
        // Past 2^53 / 1000 the product below would not fit; printf's own text for the rare
        // rest (and for infinities and NaN).
        guard value.isFinite, value.magnitude < 9_007_199_254_740.0 else { return String(format: "%.3f", value) }
        let sign = value.sign == .minus ? "-" : ""
        let magnitude = value.magnitude
        let thousandths: UInt64
        if magnitude == 0 {
            thousandths = 0
        } else {
            // magnitude = significand × 2^exponent exactly, with an integer significand < 2^53.
            let significand = magnitude.significandBitPattern | (magnitude.isNormal ? 1 << 52 : 0)
            let exponent = Int(magnitude.isNormal ? magnitude.exponent : Double.leastNormalMagnitude.exponent) - 52
            let scaled = significand * 1000  // < 2^63
            if exponent >= 0 {
                thousandths = scaled << UInt64(exponent)
            } else if -exponent >= 64 {
                thousandths = 0  // below 2^63 / 2^64: less than a half
            } else {
                let shift = UInt64(-exponent)
                let whole = scaled >> shift
                let rest = scaled & ((1 << shift) - 1)
                let half: UInt64 = 1 << (shift - 1)
                thousandths = rest > half || (rest == half && whole & 1 == 1) ? whole + 1 : whole
            }
        }
        let fraction = String(thousandths % 1000)
        return sign + String(thousandths / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
