// What a table's or collection view's batch update changes, and UIKit's check of its counts.
import Foundation

/// The insertions, deletions and reloads recorded while a `performBatchUpdates` block runs
/// (facts 62, 88), checked and applied the same way by a table view (rows) and a collection
/// view (items).
struct ListBatchUpdate {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []

    /// UIKit's check: each section's new count is the old one plus insertions minus deletions,
    /// else NSInternalInconsistencyException in UIKit's words (`noun`: "rows" or "items").
    func check(before: [Int], after: [Int], noun: String) throws {
        for section in 0..<max(before.count, after.count) {
            let old = section < before.count ? before[section] : 0
            let new = section < after.count ? after[section] : 0
            let inserted = inserted.filter { $0.section == section }.count
            let deleted = deleted.filter { $0.section == section }.count
            if new != old + inserted - deleted {
                throw SimulatedException.internalInconsistency(
                    "Invalid update: invalid number of \(noun) in section \(section). The number of \(noun) contained in an "
                        + "existing section after the update (\(new)) must be equal to the number of \(noun) contained in that "
                        + "section before the update (\(old)), plus or minus the number of \(noun) inserted or deleted from "
                        + "that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(noun) "
                        + "moved into or out of that section (0 moved in, 0 moved out).")
            }
        }
    }

    /// Moves what is known per item (`store`) and the items of the cells on screen (`shown`)
    /// with the change: deletions from the bottom up, then insertions. A deleted or reloaded
    /// item's cell goes to `retire`; inserted and reloaded items are not measured yet.
    func apply<Value, Cell>(
        to store: inout [[Value?]], shown: inout [(path: IndexPath, cell: Cell)],
        retire: (Cell, IndexPath) throws -> Void
    ) throws {
        func shift(section: Int, from item: Int, by offset: Int) {
            for index in shown.indices where shown[index].path.section == section && shown[index].path.row >= item {
                shown[index].path = IndexPath(row: shown[index].path.row + offset, section: section)
            }
        }
        for path in deleted.sorted(by: { ($0.section, $0.row) > ($1.section, $1.row) })
        where path.section >= 0 && path.section < store.count {
            if path.row >= 0, path.row < store[path.section].count { store[path.section].remove(at: path.row) }
            if let index = shown.firstIndex(where: { $0.path == path }) {
                try retire(shown[index].cell, path)
                shown.remove(at: index)
            }
            shift(section: path.section, from: path.row + 1, by: -1)
        }
        for path in inserted.sorted(by: { ($0.section, $0.row) < ($1.section, $1.row) })
        where path.section >= 0 && path.section < 10_000 {
            while store.count <= path.section { store.append([]) }
            shift(section: path.section, from: path.row, by: 1)
            store[path.section].insert(nil, at: max(0, min(path.row, store[path.section].count)))
        }
        for path in reloaded {
            if let index = shown.firstIndex(where: { $0.path == path }) {
                try retire(shown[index].cell, path)
                shown.remove(at: index)
            }
            if path.section >= 0, path.section < store.count, path.row >= 0, path.row < store[path.section].count {
                store[path.section][path.row] = nil
            }
        }
    }
}
