// A collection view: items placed by a layout object, cells for the visible items only, reused.
import Foundation

/// UIKit's collection view (facts 88–94). In its `layoutSubviews` — which runs on every
/// content-offset change, as for any scroll view — it asks the data source for the counts
/// (once, until `reloadData()`), has its layout place every item (items not yet measured at
/// their estimates), asks the data source for the cells of the visible items
/// (`cellForItemAt`, where the app dequeues), has each visible self-sizing item's cell measure
/// it through `preferredLayoutAttributesFitting(_:)` and places the items again with those
/// sizes, then takes the cells of items that left the view into a reuse queue, from which
/// `dequeueReusableCell(withReuseIdentifier:for:)` hands them out again after
/// `prepareForReuse()` — the table view's machinery (fact 61). Last, it prefetches cells and
/// data for the items ahead (`UICollectionView+Prefetching.swift`, facts 93–94).
///
/// Model assumptions (UIKit documents none of them): a cell joins the collection view when it
/// is placed, after it was sized; cells off screen leave it; a self-sizing item keeps its
/// measured size until `reloadData()`, a batch update that reaches it while visible, or a
/// change of the collection view's width; items whose cells were measured but that end up out
/// of view give their cells straight back to the queue.
public final class UICollectionView: UIScrollView, DataSourcedList {
    /// The layout; setting another one lays the items out again by it.
    public var collectionViewLayout: UICollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout, oldValue.collectionView === self { oldValue.collectionView = nil }
            adopt(collectionViewLayout)
        }
    }
    /// The data source; UIKit holds it weakly, so the app keeps it alive.
    public var dataSource: (any ListCallbackTarget)? {
        didSet { reloadData(recorded: false) }
    }
    /// The prefetching data source (fact 94); UIKit holds it weakly.
    public var prefetchDataSource: (any ListCallbackTarget)?
    /// `isPrefetchingEnabled` (default true): cells of the items about to come into view are
    /// asked for ahead of display as the user scrolls (fact 93); false asks for cells only as
    /// they are displayed and turns data prefetching off too.
    public var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { giveBackPrefetchedCells() } }
    }

    var reuse = CellReuseQueue<UICollectionViewCell>()
    /// Registered header, footer and other supplementary classes, keyed by kind and identifier.
    var supplementaryReuse = CellReuseQueue<UICollectionReusableView>()
    /// The supplementary views on screen, in the layout's order.
    var shownSupplementaries: [(placed: SupplementaryPlacement, view: UICollectionReusableView)] = []
    /// The scroll view of each orthogonal section, by section (fact 111).
    var orthogonalScrollers: [Int: OrthogonalSectionScroller] = [:]
    /// Items per section, as the data source last said; nil until asked.
    private var itemCounts: [Int]?
    /// Each self-sizing item's measured size (nil: not measured, its estimate counts).
    private var measured: [[CGSize?]] = []
    /// The cells on screen with their items, in item order.
    var shown: [(path: IndexPath, cell: UICollectionViewCell)] = []
    /// Every item's attributes, as the layout last placed them.
    var placement = UICollectionViewLayout.Placement()
    var batch: ListBatchUpdate?
    let appCallReason = "collectionView"
    /// Bound of the model: a layout places every item on each pass, so counts stop at 100 000
    /// per section (a table, which sums heights only, allows 1 000 000).
    static let maximumItemsPerSection = 100_000
    private var needsFreshCells = false
    /// The width the measured sizes were taken at.
    private var measuredWidth: CGFloat?
    /// Items given to the prefetching data source, not yet asked for or cancelled (fact 94).
    var prefetchedData: [IndexPath] = []
    /// Cells asked for ahead of display, by item, not yet displayed (fact 93).
    var prefetchedCells: [(path: IndexPath, cell: UICollectionViewCell)] = []
    /// The content offset at the last layout: a layout at another offset follows a scroll.
    var laidOutOffset: CGPoint?
    /// The way the content last moved: toward its end (down) unless the last scroll went back.
    var scrollsTowardEnd = true

    /// `UICollectionView(frame:collectionViewLayout:)`.
    public convenience init(
        _ simulation: Simulation, frame: CGRect, collectionViewLayout layout: UICollectionViewLayout
    ) {
        self.init(context: simulation.context, frame: frame, layout: layout)
    }

    init(context: SimulationContext, frame: CGRect, layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(context: context, frame: frame)
        adopt(layout)
    }

    override init(context: SimulationContext, frame: CGRect) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(context: context, frame: frame)
        adopt(collectionViewLayout)
    }

    override var className: String { "UICollectionView" }

    private func adopt(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        layout.needsPrepare = true
        measured = measured.map { $0.map { _ in nil } }
        layer.markNeedsLayout(cause: context.currentCause, reason: nil)
    }

    /// The layout was invalidated: it is prepared again at the next layout.
    func layoutWasInvalidated() {
        layer.markNeedsLayout(cause: context.currentCause, reason: nil)
    }

    // MARK: Registration and reuse

    /// `register(_:forCellWithReuseIdentifier:)`: how to make a cell when the queue is empty.
    public func register(identifier: String, make: @escaping () throws -> UICollectionViewCell) {
        context.trace.record(
            level: .uikit, receiver: traceName, method: "register", cause: context.currentCause, reason: "explicit",
            text: identifier)
        reuse.register(identifier) {
            let cell = try make()
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: a queued cell after its
    /// `prepareForReuse()`, or a new one; UIKit raises for an identifier never registered.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws
        -> UICollectionViewCell
    {
        guard let cell = try reuse.dequeue(identifier, path: indexPath, list: self) else {
            throw SimulatedException.internalInconsistency(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must "
                    + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    // MARK: Reading the collection view

    /// The cells on screen, in item order (UIKit documents no order).
    public var visibleCells: [UICollectionViewCell] { shown.map(\.cell) }
    /// The items on screen.
    public var indexPathsForVisibleItems: [IndexPath] { shown.map(\.path) }
    /// The cell showing the item, if it is on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        shown.first { $0.path == indexPath }?.cell
    }
    /// The item a visible cell shows.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? { shown.first { $0.cell === cell }?.path }
    /// The number of sections the collection view knows.
    public var numberOfSections: Int { itemCounts?.count ?? 0 }
    /// Items in a section, as the data source last said.
    public func numberOfItems(inSection section: Int) -> Int {
        guard let counts = itemCounts, section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    /// `layoutAttributesForItem(at:)`: the item's attributes as the layout last placed them
    /// (estimated sizes included, so the answer changes as items are measured); nil for an item
    /// the collection view does not have or has not laid out.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let placed = placement.attributes(indexPath)
        placed?.fitting = nil
        return placed
    }

    // MARK: Changing the data

    /// `reloadData()`: counts, sizes and cells are asked for again at the next layout.
    public func reloadData() { reloadData(recorded: true) }

    private func reloadData(recorded: Bool) {
        if recorded {
            let seq = context.trace.record(
                level: .uikit, receiver: traceName, method: "reloadData", cause: context.currentCause,
                reason: "explicit")
            layer.markNeedsLayout(cause: .event(seq), reason: nil)
        } else {
            layer.markNeedsLayout(cause: context.currentCause, reason: nil)
        }
        itemCounts = nil
        measured = []
        needsFreshCells = true
        collectionViewLayout.needsPrepare = true
        giveBackPrefetchedCells()
    }

    /// `performBatchUpdates(_:completion:)`: runs `updates` (which changes the app's data and
    /// calls `insertItems`/`deleteItems`/`reloadItems`), checks the new counts against the old
    /// ones as UIKit does, measures the visible self-sizing items again and lays the collection
    /// view out now, animated (0.3 s, model); `completion(true)` runs when the animation has ended.
    public func performBatchUpdates(_ updates: (() throws -> Void)?, completion: ((Bool) throws -> Void)?) throws {
        try context.trace.call(
            level: .uikit, receiver: traceName, method: "performBatchUpdates", cause: context.currentCause,
            reason: "explicit"
        ) { _ in
            try UIView.animate(
                context: context, withDuration: 0.3, animations: { try applyBatch(updates) }, completion: completion)
        }
    }

    private func applyBatch(_ updates: (() throws -> Void)?) throws {
        let before = try loadedCounts()
        batch = ListBatchUpdate()
        defer { batch = nil }
        try updates?()
        let change = batch ?? ListBatchUpdate()
        let after = try askCounts(.numberOfItems, bound: Self.maximumItemsPerSection)
        try change.check(before: before, after: after, noun: "items")
        // Cells asked for ahead were made for the old items (model: they go back to the queue).
        giveBackPrefetchedCells()
        try change.apply(to: &measured, shown: &shown) { cell, path in try retire(cell, path: path) }
        itemCounts = after
        Self.fit(&measured, to: itemCounts ?? [])
        // As a table's batch update (fact 62): the visible items are measured again, which is
        // how a cell whose content changed gets its new size.
        for entry in shown
        where entry.path.section < measured.count && entry.path.item < measured[entry.path.section].count {
            measured[entry.path.section][entry.path.item] = nil
        }
        collectionViewLayout.needsPrepare = true
        if window != nil, bounds.height > 0 { try layoutItems() }
    }

    /// `insertItems(at:)`, `deleteItems(at:)`, `reloadItems(at:)`: inside a batch they are
    /// recorded; alone, each is a batch of its own.
    public func insertItems(at paths: [IndexPath]) throws {
        try recordChange(paths, "insertItems") { $0.inserted += paths }
    }
    public func deleteItems(at paths: [IndexPath]) throws {
        try recordChange(paths, "deleteItems") { $0.deleted += paths }
    }
    public func reloadItems(at paths: [IndexPath]) throws {
        try recordChange(paths, "reloadItems") { $0.reloaded += paths }
    }

    // MARK: Layout

    override func classLayoutSubviews() throws {
        try super.classLayoutSubviews()
        try layoutItems()
    }

    private func loadedCounts() throws -> [Int] {
        if let itemCounts { return itemCounts }
        let counts = try askCounts(.numberOfItems, bound: Self.maximumItemsPerSection)
        itemCounts = counts
        Self.fit(&measured, to: counts)
        return counts
    }

    /// UIKit's console warning for a flow layout item longer than its line (facts 88, 106): wider
    /// than a vertical flow's line, taller than a horizontal flow's column.
    func logFlowLayoutItemTooLong(across: Bool) {
        let text =
            across
            ? "the item height must be less than the height of the UICollectionView minus the section insets top "
                + "and bottom values, minus the content insets top and bottom values."
            : "the item width must be less than the width of the UICollectionView minus the section insets left "
                + "and right values, minus the content insets left and right values."
        context.trace.record(
            level: .uikit, receiver: traceName, method: "log", cause: context.currentCause,
            reason: "flowLayoutItemTooWide",
            text: "The behavior of the UICollectionViewFlowLayout is not defined because:\n" + text)
    }

    /// The visible stretch of the content along the scrolling axis (fact 106: the columns from
    /// `contentOffset.x` when the layout scrolls horizontally).
    var visibleStretch: (low: CGFloat, high: CGFloat) {
        placement.scrollsHorizontally
            ? (contentOffset.x, contentOffset.x + bounds.width) : (contentOffset.y, contentOffset.y + bounds.height)
    }

    /// Whether a frame meets the visible stretch along the scrolling axis (an empty frame at its
    /// start counts, as an item of zero length does).
    func meetsVisibleStretch(_ frame: CGRect, _ stretch: (low: CGFloat, high: CGFloat)) -> Bool {
        let across = placement.scrollsHorizontally
        let start = across ? frame.minX : frame.minY, length = across ? frame.width : frame.height
        return start < stretch.high && (start + length > stretch.low || (length == 0 && start >= stretch.low))
    }

    /// The attributes of the items that intersect the visible part of the content, in item order.
    private func visibleItems(_ stretch: (low: CGFloat, high: CGFloat)) -> [UICollectionViewLayoutAttributes] {
        var found: [UICollectionViewLayoutAttributes] = []
        for (section, frames) in placement.frames.enumerated() {
            for (item, frame) in frames.enumerated() where itemIsVisible(frame, section: section, stretch) {
                found.append(
                    UICollectionViewLayoutAttributes(
                        indexPath: IndexPath(item: item, section: section), frame: frame, fitting: placement.fitting))
            }
        }
        return found
    }

    private func isMeasured(_ path: IndexPath) -> Bool {
        path.section < measured.count && path.item < measured[path.section].count
            && measured[path.section][path.item] != nil
    }

    /// Places the cells of the items in view, measuring the self-sizing ones as they appear.
    func layoutItems() throws {
        guard dataSource != nil else {
            for entry in shown { try retire(entry.cell, path: entry.path) }
            shown = []
            try retireSupplementaries()
            placement = UICollectionViewLayout.Placement()
            try updateOrthogonalScrollers()
            contentSize =
                collectionViewLayout.scrollsHorizontally
                ? CGSize(width: 0, height: bounds.height) : CGSize(width: bounds.width, height: 0)
            return
        }
        let counts = try loadedCounts()
        if needsFreshCells {
            needsFreshCells = false
            for entry in shown { try retire(entry.cell, path: entry.path) }
            shown = []
            try retireSupplementaries()
        }
        // The length across the scrolling axis: the width of a vertical layout.
        let crossLength = collectionViewLayout.scrollsHorizontally ? bounds.height : bounds.width
        if measuredWidth != crossLength {
            // Sizes measured at another width no longer hold (model).
            if measuredWidth != nil { measured = measured.map { $0.map { _ in nil } } }
            measuredWidth = crossLength
            collectionViewLayout.needsPrepare = true
        }
        let layout = collectionViewLayout
        if layout.needsPrepare {
            layout.needsPrepare = false
            try layout.prepare(for: self, counts: counts)
        }
        // Cells asked for while measuring, by item, until they are placed or given back.
        var fresh: [IndexPath: UICollectionViewCell] = [:]
        func cell(for path: IndexPath) throws -> UICollectionViewCell {
            if let existing = shown.first(where: { $0.path == path })?.cell ?? fresh[path] { return existing }
            let made = try takePrefetchedCell(path) ?? requestCell(path)
            fresh[path] = made
            return made
        }
        // Place, measure what came into view unmeasured, place again: each round measures at
        // least one item, and a screen holds few, so a handful of rounds settle it. Bound of the
        // model: one layout measures at most 1000 items, so items measured at zero size (all "in
        // view") cannot make it measure a million.
        var budget = 1000
        for _ in 0..<20 {
            placement = layout.place(counts: counts, measured: measured, in: self)
            guard viewLength > 0, budget > 0 else { break }
            var measuredAny = false
            for attributes in visibleItems(visibleStretch)
            where attributes.fitting != nil && !isMeasured(attributes.indexPath) {
                guard budget > 0 else { break }
                budget -= 1
                let path = attributes.indexPath
                let preferred = try cell(for: path).preferredLayoutAttributesFitting(attributes.copy())
                if path.section < measured.count, path.item < measured[path.section].count {
                    measured[path.section][path.item] = UICollectionViewLayout.sane(preferred.size)
                    measuredAny = true
                }
            }
            if !measuredAny { break }
        }
        try updateOrthogonalScrollers()
        let visible = viewLength > 0 ? visibleItems(visibleStretch) : []
        let wanted = Set(visible.map(\.indexPath))
        for entry in shown where !wanted.contains(entry.path) { try retire(entry.cell, path: entry.path) }
        shown.removeAll { !wanted.contains($0.path) }
        for (path, made) in fresh.sorted(by: { ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item) })
        where !wanted.contains(path) {
            reuse.enqueue(made, identifier: made.reuseIdentifier)
        }
        var placed: [(path: IndexPath, cell: UICollectionViewCell)] = []
        for attributes in visible {
            let path = attributes.indexPath
            let existing = shown.first { $0.path == path }?.cell
            let itemCell = try existing ?? cell(for: path)
            let (parent, frame) = host(for: attributes)
            if itemCell.frame != frame {
                itemCell.setFrame(frame, cause: context.currentCause, reason: "collectionLayout")
            }
            if existing == nil {
                if let delegate, delegate.implements(.willDisplayItem) {
                    try ask(delegate, .willDisplayItem, [self, itemCell, path], text: path.listText)
                }
                try parent.insertSubview(itemCell, at: 0)
            }
            placed.append((path, itemCell))
        }
        shown = placed
        try placeSupplementaries()
        contentSize = placement.contentSize
        try prefetchAhead(visibleStretch)
    }

    /// The collection view's length along the scrolling axis: nothing is in view at zero.
    var viewLength: CGFloat { placement.scrollsHorizontally ? bounds.width : bounds.height }

    /// Asks the data source for an item's cell (`prefetching`: ahead of display, fact 93); UIKit
    /// raises for a cell it did not dequeue.
    func requestCell(_ path: IndexPath, prefetching: Bool = false) throws -> UICollectionViewCell {
        guard let source = dataSource else {
            throw SimulatedException.internalInconsistency("UICollectionView has no data source")
        }
        let value = try ask(
            source, .cellForItem, [self, path], text: path.listText, reason: prefetching ? "prefetch" : nil)
        prefetchedData.removeAll { $0 == path }
        guard let cell = value as? UICollectionViewCell else {
            throw SimulatedException.internalInconsistency(
                "UICollectionView (\(traceName)) failed to obtain a cell from its dataSource (\(source.traceName))")
        }
        guard cell.reuseIdentifier != nil else {
            throw SimulatedException.internalInconsistency(
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells "
                    + "must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        return cell
    }

    /// A cell whose item left the screen: the delegate hears of it, and it waits for reuse.
    private func retire(_ cell: UICollectionViewCell, path: IndexPath) throws {
        if let delegate, delegate.implements(.didEndDisplayingItem) {
            try ask(delegate, .didEndDisplayingItem, [self, cell, path], text: path.listText)
        }
        if let parent = cell.superview, parent === self || parent is OrthogonalSectionScroller {
            try cell.removeFromSuperview()
        }
        reuse.enqueue(cell, identifier: cell.reuseIdentifier)
    }
}
