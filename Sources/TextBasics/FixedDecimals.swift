import Foundation

/// `String(format: "%.Nf", value)` for N = 1, 2 or 3, without Foundation's formatter, which is
/// slow on Linux (a JUnit report formats a time per sheet, a trace listing one per event, a
/// frame timeline several per frame): the value times 10^N, rounded to the nearest integer
/// from its exact binary value, ties to even, as C's printf rounds.
public enum FixedDecimals {
    /// The value with `places` digits after the point (1, 2 or 3), as `%.<places>f` writes it.
    public static func text(_ value: Double, places: Int) -> String {
        precondition((1...3).contains(places), "FixedDecimals writes 1 to 3 places")
        let scale: UInt64 = places == 1 ? 10 : places == 2 ? 100 : 1000
        // Past 2^53 / scale the product below would not fit; printf's own text for the rare
        // rest (and for infinities and NaN).
        guard value.isFinite, value.magnitude < 9_007_199_254_740_992.0 / Double(scale) else {
            return String(format: "%.\(places)f", value)
        }
        let sign = value.sign == .minus ? "-" : ""
        let magnitude = value.magnitude
        let units: UInt64
        if magnitude == 0 {
            units = 0
        } else {
            // magnitude = significand × 2^exponent exactly, with an integer significand < 2^53.
            let significand = magnitude.significandBitPattern | (magnitude.isNormal ? 1 << 52 : 0)
            let exponent = Int(magnitude.isNormal ? magnitude.exponent : Double.leastNormalMagnitude.exponent) - 52
            let scaled = significand * scale  // < 2^63
            if exponent >= 0 {
                units = scaled << UInt64(exponent)
            } else if -exponent >= 64 {
                units = 0  // below 2^63 / 2^64: less than a half
            } else {
                let shift = UInt64(-exponent)
                let whole = scaled >> shift
                let rest = scaled & ((1 << shift) - 1)
                let half: UInt64 = 1 << (shift - 1)
                units = rest > half || (rest == half && whole & 1 == 1) ? whole + 1 : whole
            }
        }
        let fraction = String(units % scale)
        return sign + String(units / scale) + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
