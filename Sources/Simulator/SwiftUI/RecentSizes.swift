// The per-view size cache of one layout pass: the last three answers a view gave.
import Foundation

/// The last `capacity` (three) sizes a view gave in the current layout pass, kept inline (no
/// array per view, nothing allocated per call): a built-in container asking again with the same
/// proposal is answered from here, as SwiftUI's per-view size cache does (docs/swiftui.md).
struct RecentSizes {
    static let capacity = 3

    private typealias Entry = (proposal: ProposedViewSize, size: CGSize)
    private var entries: (Entry, Entry, Entry) = ((.unspecified, .zero), (.unspecified, .zero), (.unspecified, .zero))
    /// How many entries hold answers (0…3).
    private(set) var count = 0
    /// The slot written last.
    private var newest = 0

    /// The newest answer given for `proposal`, if one of the last three was for it. Inlined:
    /// called on a node's stored cache, a call would copy the whole cache first.
    @inline(__always)
    func size(for proposal: ProposedViewSize) -> CGSize? {
        var slot = newest
        for _ in 0..<count {
            let entry = self[slot]
            if entry.proposal == proposal { return entry.size }
            slot = slot == 0 ? Self.capacity - 1 : slot - 1
        }
        return nil
    }

    /// Remembers an answer, forgetting the oldest of three.
    @inline(__always)
    mutating func insert(_ proposal: ProposedViewSize, _ size: CGSize) {
        newest = count == 0 ? 0 : (newest + 1) % Self.capacity
        self[newest] = (proposal, size)
        count = min(count + 1, Self.capacity)
    }

    /// Forgets every answer (a new pass).
    mutating func removeAll() { count = 0 }

    @inline(__always)
    private subscript(slot: Int) -> Entry {
        get {
            switch slot {
            case 0: return entries.0
            case 1: return entries.1
            default: return entries.2
            }
        }
        set {
            switch slot {
            case 0: entries.0 = newValue
            case 1: entries.1 = newValue
            default: entries.2 = newValue
            }
        }
    }
}
