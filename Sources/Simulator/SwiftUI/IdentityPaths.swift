// SwiftUI identity paths as numbers: what the graph matches view values to nodes by.
import Foundation

/// Every identity path the graph has seen, each a number: a path is its parent path's number
/// and one step (`3`, `id:7`, `if1`, `Chips`, `content`, `implicit`), interned, so equal paths
/// get equal numbers and an update matches a view to its old node by number. The path as text
/// (`root/0/id:3`, `ViewNode.identity`) is made only when read: an update no longer builds a
/// string per node and hashes it twice (they were most of a first layout's view-graph update).
/// A class: nodes keep the table their number is from, so a node the graph dropped still
/// names its path after the graph moved to a compacted table.
final class IdentityPaths {
    /// One step below a parent path; the trace text of each is `text`.
    enum Step: Hashable {
        /// The child's position in a container's content or a group.
        case index(Int)
        /// A `ForEach` element's id.
        case id(String)
        /// An `if`'s branch (0 for `if`, 1 for `else`).
        case branch(Int)
        /// The body of the custom view with this name.
        case custom(String)
        /// A modifier's content.
        case content
        /// The implicit VStack of several views where one is expected.
        case implicit
        /// The id `.id(_:)` gives a view.
        case explicitID(String)

        var text: String {
            switch self {
            case .index(let i): return String(i)
            case .id(let id): return "id:" + id
            case .branch(let b): return "if" + String(b)
            case .custom(let name): return name
            case .content: return "content"
            case .implicit: return "implicit"
            case .explicitID(let id): return "id=" + id
            }
        }
    }

    private struct Key: Hashable {
        var parent: Int32
        var step: Step
    }

    /// The root path, `root`.
    static let root: Int32 = 0
    /// Each path's parent and last step (the root's entry is a placeholder).
    private var entries: [(parent: Int32, step: Step)] = [(-1, .implicit)]
    private var numbers: [Key: Int32] = [:]
    /// Paths from this number on were made in the current update. A path made under such a
    /// parent is not put in `numbers` until the next update begins (`beginUpdate`): no path
    /// below a new parent existed before, and an update asks for each path once (a repeated
    /// `ForEach` id is found by `children(of:ids:)`), so a first update hashes nothing.
    private var freshFrom: Int32 = 1
    /// Per path, the stamp of the last `ForEach` that used it (a repeated id there is a duplicate).
    private var forEachStamps: [UInt32] = [0]
    private var stamp: UInt32 = 0

    /// How many paths the table holds.
    var count: Int { entries.count }

    /// Starts an update: the paths the last one made under its new parents go into `numbers`.
    func beginUpdate() {
        for number in Int(freshFrom)..<entries.count where entries[number].parent >= freshFrom {
            numbers[Key(parent: entries[number].parent, step: entries[number].step)] = Int32(number)
        }
        freshFrom = Int32(entries.count)
    }

    /// The number of `parent`'s child path `step`, made if new.
    func child(_ parent: Int32, _ step: Step) -> Int32 {
        if parent >= freshFrom { return append(parent, step) }
        // One hash lookup whether the path is known or not (`subscript(_:default:)` inserts).
        let next = Int32(entries.count)
        let number = Self.claimNumber(&numbers[Key(parent: parent, step: step), default: -1], next)
        if number == next { _ = append(parent, step) }
        return number
    }

    private func append(_ parent: Int32, _ step: Step) -> Int32 {
        entries.append((parent, step))
        forEachStamps.append(0)
        return Int32(entries.count - 1)
    }

    /// The paths of a `ForEach`'s elements under `parent`, nil for an id repeated from an
    /// earlier element (SwiftUI warns and the views share identity; the model keeps the first).
    func children(of parent: Int32, ids: [String]) -> [Int32?] {
        guard parent >= freshFrom else {
            beginForEach()
            return ids.map { id in
                let path = child(parent, .id(id))
                return claim(path) ? path : nil
            }
        }
        // A new parent: repeats found without hashing. A few ids are each compared with the
        // ones before them (sorting them was a seventh of a first update); more are sorted
        // (equal ids end up next to each other, the first written first).
        var firstOf = Array(ids.indices)
        if ids.count <= 16 {
            for k in ids.indices.dropFirst() {
                if let first = ids[..<k].firstIndex(of: ids[k]) { firstOf[k] = first }
            }
        } else {
            let order = ids.indices.sorted { ids[$0] != ids[$1] ? ids[$0] < ids[$1] : $0 < $1 }
            for k in 1..<order.count where ids[order[k]] == ids[order[k - 1]] {
                firstOf[order[k]] = firstOf[order[k - 1]]
            }
        }
        return ids.indices.map { firstOf[$0] == $0 ? append(parent, .id(ids[$0])) : nil }
    }

    private static func claimNumber(_ slot: inout Int32, _ next: Int32) -> Int32 {
        if slot < 0 { slot = next }
        return slot
    }

    /// Starts a `ForEach`: `claim` then tells whether a path was already used by its elements.
    private func beginForEach() {
        stamp &+= 1
        if stamp == 0 {
            // After 2³² ForEach runs the stamps wrap: forget the old ones.
            for i in forEachStamps.indices { forEachStamps[i] = 0 }
            stamp = 1
        }
    }

    /// Whether `path` is claimed for the first time in the current `ForEach`.
    private func claim(_ path: Int32) -> Bool {
        guard forEachStamps[Int(path)] != stamp else { return false }
        forEachStamps[Int(path)] = stamp
        return true
    }

    /// `root/0/id:3`: the path as text.
    func string(_ path: Int32) -> String {
        var steps: [String] = []
        var current = path
        while current > Self.root, Int(current) < entries.count {
            steps.append(entries[Int(current)].step.text)
            current = entries[Int(current)].parent
        }
        return (["root"] + steps.reversed()).joined(separator: "/")
    }

    /// A table with only the paths of `live` and their ancestors, and the numbers `live` have
    /// in it (same order): paths of views gone for good are dropped, so a scenario whose
    /// `ForEach` ids change on every update does not grow the table without end.
    func compacted(keeping live: [Int32]) -> (IdentityPaths, [Int32]) {
        let fresh = IdentityPaths()
        var renumbered = [Int32](repeating: -1, count: entries.count)
        renumbered[Int(Self.root)] = Self.root
        func number(_ path: Int32) -> Int32 {
            // Ancestors first, iteratively (deep trees must not overflow the stack).
            var chain: [Int32] = []
            var current = path
            while renumbered[Int(current)] < 0 {
                chain.append(current)
                current = entries[Int(current)].parent
            }
            for old in chain.reversed() {
                renumbered[Int(old)] = fresh.child(renumbered[Int(entries[Int(old)].parent)], entries[Int(old)].step)
            }
            return renumbered[Int(path)]
        }
        return (fresh, live.map(number))
    }
}
