// The stacks' offer order: least flexible first, ties in the order written, exactly as the
// standard library's sort orders it (the model's probing strategy, docs/swiftui.md).
import Foundation
import Testing

@testable import Simulator

@Suite("StackLayout")
struct StackLayoutTests {
    /// `sortByFlexibility` orders child indices as `Array.sort(by:)` with the same rule does, for
    /// every count up to past the standard library's 64-element insertion-sort limit, with ties,
    /// signed zeros, infinities and NaN (where the rule is inconsistent and only the algorithm
    /// decides the order).
    @Test func offerOrderIsTheStandardSortsOrder() {
        let values: [CGFloat] = [0, -0.0, 1, 1, 2.5, -3, .infinity, -.infinity, .nan, 7, 0.5]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for count in 0...70 {
            for _ in 0..<4 {
                var flexibility = (0..<count).map { _ in values[next() % values.count] }
                var expected = Array(0..<count)
                expected.sort { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
                var order = Array(0..<count)
                order.withUnsafeMutableBufferPointer { order in
                    flexibility.withUnsafeMutableBufferPointer { StackLayout.sortByFlexibility(order, $0) }
                }
                #expect(order == expected, "\(count) children: \(flexibility)")
            }
        }
    }
}
