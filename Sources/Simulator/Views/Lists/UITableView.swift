// A table view: rows from a data source, cells for the visible rows only, reused as it scrolls.
import Foundation

/// UIKit's table view (fact 61). In its `layoutSubviews` — which runs on every content-offset
/// change, as for any scroll view — it asks the data source for the visible rows' cells,
/// sizes each row (the delegate's `heightForRowAt`, `rowHeight`, or self-sizing through the
/// content view's constraints), places the cells, and takes the cells of rows that scrolled
/// out of view off the table into a reuse queue, from which `dequeueReusableCell` hands them
/// out again after `prepareForReuse()`. Rows not yet shown count at their estimated height.
///
/// Model assumptions (UIKit does not document them): the default estimate is 44 pt; a new or
/// reused cell joins the table when it is placed, after it was sized (UIKit: on dequeue);
/// cells off screen leave the table (UIKit may keep them hidden); one section's rows follow
/// another's with no headers, footers or separators; the counts are asked at the next layout
/// after `reloadData()`.
public final class UITableView: UIScrollView, DataSourcedList {
    /// `UITableView.automaticDimension`: "choose an appropriate height" (self-sizing).
    public static let automaticDimension: CGFloat = -1
    /// The estimate used where the app gives none (`estimatedRowHeight = automaticDimension`).
    public static let defaultEstimatedRowHeight: CGFloat = 44
    /// UIKit's default row height when estimates are off and nothing else says.
    public static let defaultRowHeight: CGFloat = 44

    public enum Style: String, Sendable { case plain, grouped, insetGrouped }
    public let style: Style

    /// The data source; UIKit holds it weakly, so the app keeps it alive.
    public var dataSource: (any ListCallbackTarget)? {
        didSet { reloadData(recorded: false) }
    }
    /// The prefetching data source (fact 63).
    public var prefetchDataSource: (any ListCallbackTarget)?
    /// `isPrefetchingEnabled` (iOS 15; default true): false turns data prefetching off (fact 94).
    /// The model's table never asks for cells ahead (Apple: it "may request cells in advance").
    public var isPrefetchingEnabled = true
    /// The height of every row unless the delegate implements `heightForRowAt`.
    public var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != rowHeight { invalidateHeights() } }
    }
    /// The estimate for rows not yet shown; 0 turns estimates off.
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != estimatedRowHeight { invalidateHeights() } }
    }

    private var reuse = CellReuseQueue<UITableViewCell>()
    /// Rows per section, as the data source last said; nil until asked.
    private var rowCounts: [Int]?
    /// Each row's measured height (nil: not measured, its estimate counts).
    private var heights: [[CGFloat?]] = []
    /// The width the heights were measured at: a new width (the device turning, a split view)
    /// measures the rows again, as a self-sizing cell's label wraps differently (fact 62).
    private var measuredWidth: CGFloat?
    /// The cells on screen with their rows, in row order.
    private var shown: [(path: IndexPath, cell: UITableViewCell)] = []
    var batch: ListBatchUpdate?
    let appCallReason = "tableView"
    /// Rows already given to the prefetching data source, not yet shown or cancelled.
    var prefetchedData: [IndexPath] = []

    /// `UITableView(frame:style:)`.
    public convenience init(_ simulation: Simulation, frame: CGRect, style: Style = .plain) {
        self.init(context: simulation.context, frame: frame, style: style)
    }

    init(context: SimulationContext, frame: CGRect, style: Style) {
        self.style = style
        super.init(context: context, frame: frame)
        alwaysBounceVertical = true
    }

    override init(context: SimulationContext, frame: CGRect) {
        self.style = .plain
        super.init(context: context, frame: frame)
        alwaysBounceVertical = true
    }

    override var className: String { "UITableView" }

    // MARK: Registration and reuse

    /// `register(_:forCellReuseIdentifier:)`: how to make a cell when the queue is empty.
    public func register(identifier: String, make: @escaping () throws -> UITableViewCell) {
        context.trace.record(
            level: .uikit, receiver: traceName, method: "register", cause: context.currentCause, reason: "explicit",
            text: identifier)
        reuse.register(identifier, make: make)
    }

    /// `dequeueReusableCell(withIdentifier:for:)`: a cell from the reuse queue (after its
    /// `prepareForReuse()`) or a new one; UIKit raises for an identifier never registered.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) throws
        -> UITableViewCell
    {
        guard let cell = try dequeue(identifier, path: indexPath) else {
            throw SimulatedException.internalInconsistency(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier "
                    + "or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// `dequeueReusableCell(withIdentifier:)`: the same, but nil where nothing is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) throws -> UITableViewCell? {
        try dequeue(identifier, path: nil)
    }

    private func dequeue(_ identifier: String, path: IndexPath?) throws -> UITableViewCell? {
        try reuse.dequeue(identifier, path: path, list: self)
    }

    // MARK: Reading the table

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] { shown.map(\.cell) }
    /// The rows on screen.
    public var indexPathsForVisibleRows: [IndexPath] { shown.map(\.path) }
    /// The cell showing the row, if it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shown.first { $0.path == indexPath }?.cell }
    /// The row a visible cell shows.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? { shown.first { $0.cell === cell }?.path }
    /// The number of sections the table knows.
    public var numberOfSections: Int { rowCounts?.count ?? 0 }
    /// Rows in a section, as the data source last said.
    public func numberOfRows(inSection section: Int) -> Int {
        guard let counts = rowCounts, section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    /// `rectForRow(at:)`: the row's rectangle in the table's content; rows not yet shown are
    /// placed by the heights known so far (estimates included), so the answer may change.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let counts = rowCounts, indexPath.section < counts.count, indexPath.row < counts[indexPath.section] else {
            return .zero
        }
        var y: CGFloat = 0
        for section in 0..<counts.count {
            for row in 0..<counts[section] {
                let height = currentHeight(section: section, row: row)
                if section == indexPath.section, row == indexPath.row {
                    return CGRect(x: 0, y: y, width: bounds.width, height: height)
                }
                y += height
            }
        }
        return .zero
    }

    /// The top of each row of `rows` as `rectForRow(at:)` gives it (0 for a row the table does
    /// not have), in one walk over the rows when `rows` is in row order: the rows below the
    /// screen are every row of a long table, and a walk per row made each layout quadratic.
    private func rowTops(_ rows: [IndexPath]) -> [CGFloat] {
        guard let counts = rowCounts else { return rows.map { _ in 0 } }
        var tops: [CGFloat] = []
        tops.reserveCapacity(rows.count)
        var y: CGFloat = 0
        var section = 0
        var row = 0
        for path in rows {
            guard path.section < counts.count, path.row < counts[path.section] else {
                tops.append(0)
                continue
            }
            if (path.section, path.row) < (section, row) { (y, section, row) = (0, 0, 0) }
            while (section, row) < (path.section, path.row) {
                if row < counts[section] {
                    y += currentHeight(section: section, row: row)
                    row += 1
                } else {
                    section += 1
                    row = 0
                }
            }
            tops.append(y)
        }
        return tops
    }

    // MARK: Changing the data

    /// `reloadData()`: the counts, heights and visible cells are asked for again at the next layout.
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
        rowCounts = nil
        heights = []
        needsFreshCells = true
    }
    private var needsFreshCells = false

    private func invalidateHeights() {
        forgetHeights()
        layer.markNeedsLayout(cause: context.currentCause, reason: nil)
    }

    private func forgetHeights() {
        for s in heights.indices { for r in heights[s].indices { heights[s][r] = nil } }
    }

    /// `performBatchUpdates(_:completion:)`: runs `updates` (which changes the app's data and
    /// calls `insertRows`/`deleteRows`/`reloadRows`), checks the new counts against the old
    /// ones as UIKit does, re-measures the visible rows and lays the table out now, animated
    /// (0.3 s, model); `completion(true)` runs when the animation has ended.
    public func performBatchUpdates(_ updates: (() throws -> Void)?, completion: ((Bool) throws -> Void)?) throws {
        try context.trace.call(
            level: .uikit, receiver: traceName, method: "performBatchUpdates", cause: context.currentCause,
            reason: "explicit"
        ) { _ in
            try UIView.animate(
                context: context, withDuration: 0.3,
                animations: {
                    try applyBatch(updates)
                }, completion: completion)
        }
    }

    private func applyBatch(_ updates: (() throws -> Void)?) throws {
        let before = try loadedCounts()
        batch = ListBatchUpdate()
        defer { batch = nil }
        try updates?()
        let change = batch ?? ListBatchUpdate()
        let after = try askCounts(.numberOfRows, bound: 1_000_000)
        try change.check(before: before, after: after, noun: "rows")
        // Heights and visible cells follow the rows.
        try change.apply(to: &heights, shown: &shown) { cell, path in try retire(cell, path: path) }
        rowCounts = after
        Self.fit(&heights, to: rowCounts ?? [])
        // A batch update measures the visible rows again: how a self-sizing cell whose content
        // changed gets its new height (`performBatchUpdates(nil)`).
        for entry in shown
        where entry.path.section < heights.count && entry.path.row < heights[entry.path.section].count {
            heights[entry.path.section][entry.path.row] = nil
        }
        if window != nil, bounds.height > 0 { try layoutRows() }
    }

    /// `insertRows(at:with:)`, `deleteRows(at:with:)`, `reloadRows(at:with:)`: inside a batch they
    /// are recorded; alone, each is a batch of its own.
    public func insertRows(at paths: [IndexPath]) throws {
        try recordChange(paths, "insertRows") { $0.inserted += paths }
    }
    public func deleteRows(at paths: [IndexPath]) throws {
        try recordChange(paths, "deleteRows") { $0.deleted += paths }
    }
    public func reloadRows(at paths: [IndexPath]) throws {
        try recordChange(paths, "reloadRows") { $0.reloaded += paths }
    }

    // MARK: Layout

    override func classLayoutSubviews() throws {
        try super.classLayoutSubviews()
        try layoutRows()
    }

    /// Asks for the counts if they are not known.
    private func loadedCounts() throws -> [Int] {
        if let rowCounts { return rowCounts }
        let counts = try askCounts(.numberOfRows, bound: 1_000_000)
        rowCounts = counts
        Self.fit(&heights, to: counts)
        return counts
    }

    /// The height a row counts at now: measured, or estimated.
    private func currentHeight(section: Int, row: Int) -> CGFloat {
        if section < heights.count, row < heights[section].count, let known = heights[section][row] {
            return known
        }
        return estimatedHeight()
    }

    private func estimatedHeight() -> CGFloat {
        if estimatedRowHeight == 0 {
            return rowHeight >= 0 ? rowHeight : Self.defaultRowHeight
        }
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        return rowHeight >= 0 ? rowHeight : Self.defaultEstimatedRowHeight
    }

    /// The row's real height, for the cell about to show it.
    private func measure(_ path: IndexPath, cell: UITableViewCell) throws -> CGFloat {
        var height = rowHeight
        if let delegate, delegate.implements(.heightForRow) {
            let value = try ask(delegate, .heightForRow, [self, path], text: path.listText)
            height = (value as? CGFloat) ?? (value as? Double).map { CGFloat($0) } ?? CGFloat((value as? Int) ?? 0)
        }
        if height < 0 {
            // Self-sizing: the content view's constraints at the table's width (fact 62).
            height = try cell.fittedHeight(width: bounds.width)
            if height <= 0 {
                // Fact 86: a zero height is taken for a mistake; UIKit warns once and uses the
                // standard row height.
                var constrained = false
                cell.contentView.forEachInSubtree { if !$0.installedConstraints.isEmpty { constrained = true } }
                // Model: a content view with no constraints at all gets the height silently; the
                // warning speaks of constraints that suggest zero.
                if constrained, !context.warnedZeroHeightCell {
                    context.warnedZeroHeightCell = true
                    context.trace.record(
                        level: .uikit, receiver: traceName, method: "log", cause: context.currentCause,
                        reason: "zeroHeightCell", text: Self.zeroHeightWarning(cell))
                }
                height = Self.defaultRowHeight
            }
        }
        return max(0, height)
    }

    /// UIKit's console text for a self-sizing cell whose content view's constraints give a
    /// height of zero (fact 86), naming the cell as UIKit's description does (model: no address).
    static func zeroHeightWarning(_ cell: UITableViewCell) -> String {
        "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view "
            + "cell's content view. We're considering the collapse unintentional and using standard height instead. "
            + "Cell: <\(cell.exceptionClassName): \(cell.traceName)>"
    }

    /// Places the cells of the rows in view, top to bottom, measuring each as it appears.
    func layoutRows() throws {
        guard dataSource != nil else {
            for entry in shown { try retire(entry.cell, path: entry.path) }
            shown = []
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        let counts = try loadedCounts()
        if measuredWidth != bounds.width {
            if measuredWidth != nil { forgetHeights() }
            measuredWidth = bounds.width
        }
        if needsFreshCells {
            needsFreshCells = false
            for entry in shown { try retire(entry.cell, path: entry.path) }
            shown = []
        }
        let top = contentOffset.y, bottom = contentOffset.y + bounds.height
        // Cells whose rows left the view go to the reuse queue first, so the rows coming into
        // view get them back (as a scroll reuses cells).
        var kept: [(path: IndexPath, cell: UITableViewCell)] = []
        for entry in shown {
            let rect = rectForRow(at: entry.path)
            if rect.height > 0, rect.maxY > top, rect.minY < bottom {
                kept.append(entry)
            } else {
                try retire(entry.cell, path: entry.path)
            }
        }
        shown = kept
        var placed: [(path: IndexPath, cell: UITableViewCell)] = []
        var y: CGFloat = 0
        var wanted: [IndexPath] = []
        for section in counts.indices {
            for row in 0..<counts[section] {
                var height = currentHeight(section: section, row: row)
                let inView = y < bottom && (y + height > top || (height == 0 && y >= top))
                if inView && bounds.height > 0 {
                    let path = IndexPath(row: row, section: section)
                    let existing = shown.first { $0.path == path }?.cell
                    let cell = try existing ?? requestCell(path)
                    if heights[section][row] == nil {
                        height = try measure(path, cell: cell)
                        heights[section][row] = height
                    }
                    let frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                    if cell.frame != frame { cell.setFrame(frame, cause: context.currentCause, reason: "tableLayout") }
                    if existing == nil {
                        if let delegate, delegate.implements(.willDisplay) {
                            try ask(delegate, .willDisplay, [self, cell, path], text: path.listText)
                        }
                        try insertSubview(cell, at: 0)
                    }
                    placed.append((path, cell))
                } else if y >= bottom {
                    wanted.append(IndexPath(row: row, section: section))
                }
                y += height
            }
        }
        for entry in shown where !placed.contains(where: { $0.cell === entry.cell }) {
            try retire(entry.cell, path: entry.path)
        }
        shown = placed
        contentSize = CGSize(width: bounds.width, height: y)
        try prefetch(ahead: wanted, top: top, bottom: bottom)
    }

    /// Asks the data source for a row's cell.
    private func requestCell(_ path: IndexPath) throws -> UITableViewCell {
        guard let source = dataSource else {
            throw SimulatedException.internalInconsistency("UITableView has no data source")
        }
        let value = try ask(source, .cellForRow, [self, path], text: path.listText)
        prefetchedData.removeAll { $0 == path }
        guard let cell = value as? UITableViewCell else {
            throw SimulatedException.internalInconsistency(
                "UITableView (\(traceName)) failed to obtain a cell from its dataSource (\(source.traceName))")
        }
        return cell
    }

    /// A cell whose row left the screen: the delegate hears of it, and it waits for reuse.
    private func retire(_ cell: UITableViewCell, path: IndexPath) throws {
        if let delegate, delegate.implements(.didEndDisplaying) {
            try ask(delegate, .didEndDisplaying, [self, cell, path], text: path.listText)
        }
        if cell.superview === self { try cell.removeFromSuperview() }
        reuse.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    // MARK: Prefetching (fact 63)

    /// Model: the rows within one screen height past the bottom edge are given to the
    /// prefetching data source once, before they are shown; rows given earlier that fall more
    /// than two screen heights away without being shown are cancelled. How far is a model
    /// choice (`prefetchReach`).
    private func prefetch(ahead rows: [IndexPath], top: CGFloat, bottom: CGFloat) throws {
        guard isPrefetchingEnabled, prefetchDataSource != nil else { return }
        let reach = prefetchReach(bounds.height, "gives its prefetching data source the rows within one screen height")
        try prefetchData(
            ahead: zip(rows, rowTops(rows)).filter { $0.1 < bottom + reach }.map(\.0),
            isFar: { path in
                let rect = self.rectForRow(at: path)
                return rect.minY > bottom + 2 * reach || rect.maxY < top - 2 * reach
            }, calls: (.prefetchRows, .cancelPrefetchingRows))
    }
}
