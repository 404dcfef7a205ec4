// The per-view size cache of one layout pass: the last three answers a view gave.
import Foundation

/// The last `capacity` (three) sizes a view gave in the current layout pass, kept inline (no
/// array per view, nothing allocated per call): a built-in container asking again with the same
/// proposal is answered from here, as SwiftUI's per-view size cache does (docs/swiftui.md).
/// The newest answer is always `first`: a lookup is three straight comparisons, newest first
/// (it runs on every sizing call of a pass, hits and misses alike).
struct RecentSizes {
    static let capacity = 3

    /// A proposal as its two numbers and which of them are nil (stored as 0), compared with `==`
    /// on the numbers: it matches exactly when the proposals are equal (a NaN matches nothing,
    /// -0 matches 0), in three comparisons without unwrapping optionals, and is 8 bytes smaller.
    private struct Key {
        var width: CGFloat
        var height: CGFloat
        var nils: UInt8

        @inline(__always)
        init(_ proposal: ProposedViewSize) {
            width = proposal.width ?? 0
            height = proposal.height ?? 0
            nils = (proposal.width == nil ? 1 : 0) | (proposal.height == nil ? 2 : 0)
        }

        @inline(__always)
        func matches(_ other: Key) -> Bool { nils == other.nils && width == other.width && height == other.height }
    }

    private typealias Entry = (key: Key, size: CGSize)
    private var first: Entry = (Key(.unspecified), .zero)
    private var second: Entry = (Key(.unspecified), .zero)
    private var third: Entry = (Key(.unspecified), .zero)
    /// How many entries hold answers (0…3).
    private(set) var count = 0
    /// The layout pass the answers are from (`ViewGraph.pass`).
    private var pass = -1

    /// Empties the cache if its answers are from a pass before `pass`.
    @inline(__always)
    mutating func enter(pass: Int) {
        if self.pass != pass {
            self.pass = pass
            count = 0
        }
    }

    /// The newest answer given in `pass` for `proposal`, if one of the last three was for it
    /// (an earlier pass's answers are forgotten first). Mutating, and inlined, so that a call on
    /// a node's stored cache reads it in place: a non-mutating call copied the whole cache
    /// (150 bytes) first, on every sizing call of a pass.
    @inline(__always)
    mutating func size(for proposal: ProposedViewSize, inPass pass: Int) -> CGSize? {
        enter(pass: pass)
        let key = Key(proposal)
        if count > 0 && first.key.matches(key) { return first.size }
        if count > 1 && second.key.matches(key) { return second.size }
        if count > 2 && third.key.matches(key) { return third.size }
        return nil
    }

    /// Remembers an answer, forgetting the oldest of three.
    @inline(__always)
    mutating func insert(_ proposal: ProposedViewSize, _ size: CGSize) {
        third = second
        second = first
        first = (Key(proposal), size)
        count = min(count + 1, Self.capacity)
    }
}
