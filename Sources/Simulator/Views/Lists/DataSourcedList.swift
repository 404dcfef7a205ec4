// What a table view and a collection view do alike with the app's objects.
import Foundation

/// A list view fed by a data source: `UITableView` (rows) and `UICollectionView` (items) call
/// the app the same way, read its counts the same way and record a change into the open batch
/// update the same way, so both take those from here.
protocol DataSourcedList: UIScrollView {
    /// The app object that answers the counts and cells.
    var dataSource: (any ListCallbackTarget)? { get }
    /// The batch update open while a `performBatchUpdates` block runs.
    var batch: ListBatchUpdate? { get set }
    /// The trace's reason for the calls it makes to the app ("tableView", "collectionView").
    var appCallReason: String { get }
    /// UIKit's `performBatchUpdates(_:completion:)`, which opens `batch` before its block runs.
    func performBatchUpdates(_ updates: (() throws -> Void)?, completion: ((Bool) throws -> Void)?) throws
    /// The prefetching data source (facts 63, 94).
    var prefetchDataSource: (any ListCallbackTarget)? { get }
    /// Index paths given to the prefetching data source, not yet asked for or cancelled.
    var prefetchedData: [IndexPath] { get set }
}

extension DataSourcedList {
    /// Calls the app and records the call (receiver: the app object's name), for `reason`
    /// (default: `appCallReason`).
    @discardableResult
    func ask(
        _ target: any ListCallbackTarget, _ callback: ListCallback, _ arguments: [Any], text: String? = nil,
        reason: String? = nil
    ) throws -> Any {
        try context.trace.call(
            level: .uikit, receiver: target.traceName, method: callback.traceMethod, cause: context.currentCause,
            reason: reason ?? appCallReason, text: text
        ) { _ in
            try target.call(callback, arguments: arguments)
        }
    }

    /// Asks the data source for its sections and each section's count (`perSection`:
    /// `numberOfRows` or `numberOfItems`), each count bounded by `bound`, the model's limit.
    func askCounts(_ perSection: ListCallback, bound: Int) throws -> [Int] {
        guard let source = dataSource else { return [] }
        var sections = 1
        if source.implements(.numberOfSections) {
            sections = try number(from: ask(source, .numberOfSections, [self]), .numberOfSections)
        }
        var counts: [Int] = []
        for section in 0..<max(0, min(sections, 10_000)) {
            let count = try number(
                from: ask(source, perSection, [self, section], text: "section \(section)"), perSection)
            counts.append(max(0, min(count, bound)))
        }
        return counts
    }

    private func number(from value: Any, _ callback: ListCallback) throws -> Int {
        if let n = value as? Int { return n }
        throw SimulatedException.badOverrideResult(
            receiver: dataSource?.traceName ?? traceName, method: callback.rawValue, expected: "Int")
    }

    /// `insertRows`/`insertItems` and their kin: recorded into the open batch update, or in a
    /// batch update of their own when none is open (as UIKit does).
    func recordChange(_ paths: [IndexPath], _ method: String, _ apply: @escaping (inout ListBatchUpdate) -> Void)
        throws
    {
        context.trace.record(
            level: .uikit, receiver: traceName, method: method, cause: context.currentCause, reason: "explicit",
            text: paths.map(\.listText).joined(separator: " "))
        if var open = batch {
            apply(&open)
            batch = open
            return
        }
        try performBatchUpdates(
            {
                // performBatchUpdates opens `batch` before it runs the block.
                guard var open = self.batch else { return }
                apply(&open)
                self.batch = open
            }, completion: nil)
    }

    /// How far ahead of the visible part the list prefetches, for a visible length of `length`:
    /// Apple documents that it asks ahead, not how far, so this is a model choice
    /// (`ModelChoice.Kind.prefetchReach`); a run taking the other choice reaches twice as far.
    func prefetchReach(_ length: CGFloat, _ what: @autoclosure () -> String) -> CGFloat {
        let farther = context.choose(
            .prefetchReach, "`\(traceName)` \(what())",
            source: "the model's assumption; Apple documents prefetching ahead of display, not how far")
        return farther ? 2 * length : length
    }

    /// Data prefetching (facts 63, 94): first cancels the index paths given earlier that
    /// `isFar` now puts far away (when the prefetching data source implements `cancel`), then
    /// gives it, in one call, those of `ahead` (nearest first: "the order … represents the
    /// priority") it has not been given yet.
    func prefetchData(
        ahead: [IndexPath], isFar: (IndexPath) -> Bool, calls: (prefetch: ListCallback, cancel: ListCallback)
    ) throws {
        guard let prefetcher = prefetchDataSource else { return }
        let fresh = ahead.filter { !prefetchedData.contains($0) }.prefix(Self.maximumPrefetchedPaths)
        let stale = prefetchedData.filter(isFar)
        if !stale.isEmpty, prefetcher.implements(calls.cancel) {
            prefetchedData.removeAll { stale.contains($0) }
            try ask(prefetcher, calls.cancel, [self, stale], text: stale.map(\.listText).joined(separator: " "))
        }
        if !fresh.isEmpty {
            prefetchedData += fresh
            try ask(
                prefetcher, calls.prefetch, [self, Array(fresh)], text: fresh.map(\.listText).joined(separator: " "))
        }
    }

    /// Bound of the model: index paths given to a prefetching data source in one call (items of
    /// zero length could otherwise all be "within reach").
    static var maximumPrefetchedPaths: Int { 10_000 }

    /// Fits per-section slots (measured heights or sizes, nil where not yet known) to `counts`:
    /// sections and slots are added empty or dropped from the end.
    static func fit<Slot>(_ slots: inout [[Slot?]], to counts: [Int]) {
        while slots.count < counts.count { slots.append([]) }
        if slots.count > counts.count { slots.removeLast(slots.count - counts.count) }
        for section in counts.indices {
            let count = counts[section]
            if slots[section].count < count {
                slots[section] += Array(repeating: nil, count: count - slots[section].count)
            }
            if slots[section].count > count { slots[section].removeLast(slots[section].count - count) }
        }
    }
}
