// A collection view asking ahead of display: cells (isPrefetchingEnabled) and data (prefetchDataSource).
import Foundation

/// Prefetching (facts 93, 94), done at the end of each layout, once the visible items have
/// their cells. Apple documents that cells are requested "in advance of when they will be
/// displayed, spreading the rendering over multiple layout passes", and that the prefetching
/// data source hears of items "it's likely to display in the near future" but not of "cells it
/// requires immediately"; it documents neither how far ahead nor in which pass.
///
/// Model assumptions: data is prefetched for the items starting within one screen length past
/// the edge the content moves toward (the end, until a scroll goes back), as a table does (fact
/// 63), and cancelled beyond two; cells are asked for only in a layout that follows a scroll
/// (public observation: the first layout asks for the visible cells only), for the items
/// starting within half a screen length ahead, nearest first; a prefetched cell stays off the
/// collection view until its item comes into view, where it is placed and sized with no second
/// `cellForItemAt`, and goes back to the reuse queue (no delegate call) once its item is more
/// than a screen length away, or at `reloadData()` or a batch update. How far is a model
/// choice (`ModelChoice.Kind.prefetchReach`).
extension UICollectionView {
    /// Bound of the model: cells asked for ahead in one layout (items of zero height could
    /// otherwise all be "within reach").
    static let maximumPrefetchedCellsPerLayout = 64

    /// Prefetches after a layout whose visible part runs from `top` to `bottom` along the
    /// scrolling axis (from the left edge to the right one in a horizontal layout, fact 106).
    func prefetchAhead(_ stretch: (low: CGFloat, high: CGFloat)) throws {
        let top = stretch.low, bottom = stretch.high
        let across = placement.scrollsHorizontally
        let moved = laidOutOffset.map { across ? contentOffset.x - $0.x : contentOffset.y - $0.y } ?? 0
        laidOutOffset = contentOffset
        if moved != 0 { scrollsTowardEnd = moved > 0 }
        let length = viewLength
        guard isPrefetchingEnabled, length > 0, dataSource != nil else {
            giveBackPrefetchedCells()
            return
        }
        let visible = Set(indexPathsForVisibleItems)
        func hasPrefetchedCell(_ path: IndexPath) -> Bool { prefetchedCells.contains { $0.path == path } }

        if prefetchDataSource != nil {
            let reach = prefetchReach(
                length, "gives its prefetching data source the items within one screen length ahead")
            try prefetchData(
                ahead: items(within: reach, top: top, bottom: bottom, excluding: visible).filter {
                    !hasPrefetchedCell($0)
                },
                isFar: { path in self.distance(of: path, top: top, bottom: bottom).map { $0 > 2 * reach } ?? true },
                calls: (.prefetchItems, .cancelPrefetchingItems))
        }

        guard moved != 0 || !prefetchedCells.isEmpty else { return }
        let reach = prefetchReach(length / 2, "asks for the cells of the items within half a screen length ahead")
        if moved != 0 {
            var asked = 0
            for path in items(within: reach, top: top, bottom: bottom, excluding: visible)
            where !hasPrefetchedCell(path) {
                guard asked < Self.maximumPrefetchedCellsPerLayout else { break }
                asked += 1
                let cell = try requestCell(path, prefetching: true)
                prefetchedCells.append((path, cell))
            }
        }
        // Cells whose items moved away again, or are gone, wait in the queue instead.
        let far = prefetchedCells.filter { entry in
            distance(of: entry.path, top: top, bottom: bottom).map { $0 > 2 * reach } ?? true
        }
        if !far.isEmpty {
            prefetchedCells.removeAll { entry in far.contains { $0.cell === entry.cell } }
            for entry in far { reuse.enqueue(entry.cell, identifier: entry.cell.reuseIdentifier) }
        }
    }

    /// The cell asked for ahead for `path`, taken off the prefetched cells; nil if there is none.
    func takePrefetchedCell(_ path: IndexPath) -> UICollectionViewCell? {
        guard let index = prefetchedCells.firstIndex(where: { $0.path == path }) else { return nil }
        return prefetchedCells.remove(at: index).cell
    }

    /// Every prefetched cell goes back to the reuse queue, never displayed.
    func giveBackPrefetchedCells() {
        let cells = prefetchedCells
        prefetchedCells = []
        for entry in cells { reuse.enqueue(entry.cell, identifier: entry.cell.reuseIdentifier) }
    }

    /// The items not in `visible` that start within `reach` past the edge the content moves
    /// toward, nearest first (items equally near in item order).
    private func items(within reach: CGFloat, top: CGFloat, bottom: CGFloat, excluding visible: Set<IndexPath>)
        -> [IndexPath]
    {
        var found: [(distance: CGFloat, path: IndexPath)] = []
        for (section, frames) in placement.frames.enumerated() {
            for (item, frame) in frames.enumerated() {
                let (start, end) = extent(frame)
                let distance = scrollsTowardEnd ? start - bottom : top - end
                guard distance >= 0, distance < reach, isWithinRowView(frame, section: section) else { continue }
                let path = IndexPath(item: item, section: section)
                if !visible.contains(path) { found.append((distance, path)) }
            }
        }
        return found.sorted {
            ($0.distance, $0.path.section, $0.path.item) < ($1.distance, $1.path.section, $1.path.item)
        }
        .map(\.path)
    }

    /// How far the item lies outside the visible part (0 inside it); nil for an item the
    /// collection view no longer has.
    private func distance(of path: IndexPath, top: CGFloat, bottom: CGFloat) -> CGFloat? {
        let frames = placement.frames
        guard path.section >= 0, path.section < frames.count, path.item >= 0, path.item < frames[path.section].count
        else { return nil }
        let (start, end) = extent(frames[path.section][path.item])
        if start >= bottom { return start - bottom }
        if end <= top { return top - end }
        return 0
    }

    /// Where a frame starts and ends along the scrolling axis.
    private func extent(_ frame: CGRect) -> (start: CGFloat, end: CGFloat) {
        placement.scrollsHorizontally ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
    }

    /// Whether an item of an orthogonal row lies within the row's visible width (fact 111: the
    /// items further along the row are not ahead of the collection view's scroll); any other
    /// item is.
    private func isWithinRowView(_ frame: CGRect, section: Int) -> Bool {
        guard orthogonalRow(section) != nil else { return true }
        let x = frame.minX - rowOffset(section)
        return x < bounds.width && x + frame.width > 0
    }
}
