import Foundation
import Testing

@testable import TextBasics

/// `FixedDecimals.text` writes what `String(format: "%.1f"`, `"%.2f"` and `"%.3f", …)` write, on values built to find
/// a difference: exact ties (k/16, k/2000 where representable), the neighbours of every
/// rounding boundary, subnormals, negatives and zero, and pseudo-random values of every size.
@Suite struct FixedDecimalsTests {
    static func values() -> [Double] {
        var values: [Double] = [0, -0.0, 1, -1, 0.0005, 0.0015, 0.0625, 0.1875, 2.5, 1e-300, -1e-300]
        values += [.leastNonzeroMagnitude, .leastNormalMagnitude, 9_007_199_254_739.999, 9_007_199_254_741, 1e20]
        values += [90_071_992_547_409.9, 90_071_992_547_410, 900_719_925_474_099.9, 900_719_925_474_100]
        for k in 0..<4000 {
            let tie = Double(k) / 16
            values += [tie, -tie, Double(k) / 2000, Double(k) / 200, Double(k) / 20]
            for scale in [10.0, 100, 1000] {
                let boundary = (Double(k) + 0.5) / scale
                values += [boundary, boundary.nextUp, boundary.nextDown]
            }
        }
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<20000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let bits = state
            let random = Double(bitPattern: bits)
            if random.isFinite { values.append(random) }
            values.append(Double(bits >> 11) / Double(1 << 40))  // 0 ..< 8192, 40 fraction bits
        }
        return values
    }

    @Test func writesWhatPrintfWrites() {
        for value in Self.values() + [.infinity, -.infinity, .nan] {
            for places in 1...3 {
                #expect(
                    FixedDecimals.text(value, places: places) == String(format: "%.\(places)f", value),
                    "\(value) \(places)")
            }
        }
    }
}
