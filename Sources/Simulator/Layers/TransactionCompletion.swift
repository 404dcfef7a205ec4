// A CATransaction completion block waiting for the animations its transaction added.
import Foundation

/// `CATransaction.setCompletionBlock` (fact 72): the block runs once every animation added in
/// the transaction after the block was set has finished (or been removed). CATransaction.h: "If
/// no animations are committed before the end of the transaction …, the block will be invoked
/// immediately" — here, as that commit ends.
final class TransactionCompletion {
    let block: () throws -> Void
    /// Seq of the `setCompletionBlock` event.
    let seq: Int
    /// The numbers of the animations it waits for.
    var members: [Int] = []
    /// The latest end among them (ms), once known.
    var end: Double?

    init(block: @escaping () throws -> Void, seq: Int) {
        self.block = block
        self.seq = seq
    }
}
