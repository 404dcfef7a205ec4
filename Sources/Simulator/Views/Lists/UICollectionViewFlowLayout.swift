// The line-based layout: items along lines, lines across the scrolling axis, headers and footers.
import Foundation

/// UIKit's flow layout (facts 88, 106, 108). Scrolling vertically (the default), each section's
/// items fill lines from left to right within the section insets, a new line starting where the
/// next item does not fit; lines are `minimumLineSpacing` apart and as tall as their tallest
/// item. Scrolling horizontally, the same happens turned a quarter: items fill columns from top
/// to bottom, columns follow one another to the right and `contentSize` grows in width. An
/// item's size is the delegate's `sizeForItemAt` (asked for every item, not only the visible
/// ones, each time the layout is prepared) or `itemSize`. With an `estimatedItemSize` other than
/// zero every item self-sizes (fact 89): until its cell was asked, it counts at the estimate. A
/// section's header comes before its section insets and its footer after them, as long as the
/// collection view across and as deep as the reference size along the scrolling axis; a
/// reference size of zero on that axis means no header (footer).
///
/// A line with length to spare has its gaps widened until its items fill it, and an item shorter
/// than its line is centred across it (Collection View Programming Guide, "Using the Flow
/// Layout"). Model assumptions: the last line of a section keeps the minimum spacing from the
/// start, and a line with one item centres it.
public final class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionViewFlowLayout.automaticSize`: Apple's "placeholder size" that turns self-sizing
    /// on. Its value is UIKit's private; the model's stands apart from any real size.
    public static let automaticSize = CGSize(width: -1, height: -1)

    public var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    public var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    public var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// `headerReferenceSize`, `footerReferenceSize`: Docs "The default size values are (0, 0)".
    public var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    public var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// `sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds` (default false).
    public var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    public var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The delegate's sizes, per item, as last asked (nil where it does not implement it).
    private var declared: [[CGSize]]?
    /// The delegate's header and footer sizes, per section (nil where it does not implement it).
    private var declaredHeaders: [CGSize]?
    private var declaredFooters: [CGSize]?
    /// UIKit logs its warning about an item wider than the line once per preparation (model).
    private var warnedTooWide = false

    override var scrollsHorizontally: Bool { scrollDirection == .horizontal }

    /// Whether items self-size.
    var selfSizes: Bool { estimatedItemSize != .zero }

    override func prepare(for collection: UICollectionView, counts: [Int]) throws {
        warnedTooWide = false
        declared = nil
        declaredHeaders = nil
        declaredFooters = nil
        guard let delegate = collection.delegate else { return }
        if delegate.implements(.sizeForItem) {
            var sizes: [[CGSize]] = []
            for (section, count) in counts.enumerated() {
                var row: [CGSize] = []
                row.reserveCapacity(count)
                for item in 0..<count {
                    let path = IndexPath(item: item, section: section)
                    let value = try collection.ask(
                        delegate, .sizeForItem, [collection, self, path], text: path.listText)
                    row.append(try Self.size(value, from: delegate, .sizeForItem))
                }
                sizes.append(row)
            }
            declared = sizes
        }
        // Fact 108: the delegate's reference sizes, once per section, when it implements them.
        for callback in [ListCallback.referenceSizeForHeader, .referenceSizeForFooter]
        where delegate.implements(callback) {
            var sizes: [CGSize] = []
            for section in counts.indices {
                let value = try collection.ask(
                    delegate, callback, [collection, self, section], text: "section \(section)")
                sizes.append(try Self.size(value, from: delegate, callback))
            }
            if callback == .referenceSizeForHeader { declaredHeaders = sizes } else { declaredFooters = sizes }
        }
    }

    private static func size(_ value: Any, from delegate: any ListCallbackTarget, _ callback: ListCallback) throws
        -> CGSize
    {
        guard let size = value as? CGSize else {
            throw SimulatedException.badOverrideResult(
                receiver: delegate.traceName, method: callback.rawValue, expected: "CGSize")
        }
        return sane(size)
    }

    /// The size an item counts at before (or without) self-sizing.
    private func plannedSize(_ path: IndexPath) -> CGSize {
        if selfSizes && estimatedItemSize != Self.automaticSize { return Self.sane(estimatedItemSize) }
        if let declared, path.section < declared.count, path.item < declared[path.section].count {
            return declared[path.section][path.item]
        }
        return Self.sane(itemSize)
    }

    /// A section's header or footer size: the delegate's, else the reference size.
    private func referenceSize(_ kind: String, section: Int) -> CGSize {
        let declared = kind == UICollectionView.elementKindSectionHeader ? declaredHeaders : declaredFooters
        if let declared, section < declared.count { return declared[section] }
        return Self.sane(kind == UICollectionView.elementKindSectionHeader ? headerReferenceSize : footerReferenceSize)
    }

    override func place(counts: [Int], measured: [[CGSize?]], in collection: UICollectionView) -> Placement {
        // A horizontal flow is a vertical one turned a quarter: it is placed with x and y
        // swapped, and the frames are swapped back.
        let across = scrollDirection == .horizontal
        func turned(_ size: CGSize) -> CGSize { across ? CGSize(width: size.height, height: size.width) : size }
        func turned(_ rect: CGRect) -> CGRect {
            across ? CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
        }
        let width = across ? collection.bounds.height : collection.bounds.width
        let given = UIEdgeInsets(
            top: Self.finite(sectionInset.top), left: Self.finite(sectionInset.left),
            bottom: Self.finite(sectionInset.bottom), right: Self.finite(sectionInset.right))
        let inset =
            across ? UIEdgeInsets(top: given.left, left: given.top, bottom: given.right, right: given.bottom) : given
        let available = max(0, width - inset.left - inset.right)
        let lineSpacing = minimumLineSpacing.isFinite ? max(0, minimumLineSpacing) : 0
        let itemSpacing = minimumInteritemSpacing.isFinite ? max(0, minimumInteritemSpacing) : 0
        // Self-sizing flow items are measured free on both axes (fact 89).
        let fitting: (horizontal: UILayoutPriority, vertical: UILayoutPriority)? =
            selfSizes ? (.fittingSizeLevel, .fittingSizeLevel) : nil
        var placement = Placement()
        placement.fitting = fitting
        placement.scrollsHorizontally = across
        var y: CGFloat = 0
        // Each section's stretch along the axis, header to footer, for pinning.
        var sectionStretches: [(start: CGFloat, end: CGFloat)] = []
        // A header or footer as deep as its reference size along the scrolling axis (none at 0).
        func boundary(_ kind: String, section: Int) {
            let depth = turned(referenceSize(kind, section: section)).height
            guard depth > 0 else { return }
            placement.supplementaries.append(
                UICollectionView.SupplementaryPlacement(
                    kind: kind, indexPath: IndexPath(item: 0, section: section),
                    frame: turned(CGRect(x: 0, y: y, width: width, height: depth))))
            y += depth
        }
        for (section, count) in counts.enumerated() {
            let sectionStart = y
            boundary(UICollectionView.elementKindSectionHeader, section: section)
            y += inset.top
            var items: [CGRect] = []
            items.reserveCapacity(count)
            var line: [(path: IndexPath, size: CGSize)] = []
            var lineWidth: CGFloat = 0
            var firstLine = true
            func closeLine(last: Bool) {
                guard !line.isEmpty else { return }
                if !firstLine { y += lineSpacing }
                firstLine = false
                let height = line.map(\.size.height).max() ?? 0
                let widths = line.map(\.size.width).reduce(0, +)
                var x = inset.left
                var gap = itemSpacing
                if line.count == 1 {
                    x += max(0, (available - widths) / 2)
                } else if !last {
                    gap = max(itemSpacing, (available - widths) / CGFloat(line.count - 1))
                }
                for entry in line {
                    let frame = CGRect(
                        x: x, y: y + (height - entry.size.height) / 2, width: entry.size.width,
                        height: entry.size.height)
                    items.append(turned(frame))
                    x += entry.size.width + gap
                }
                y += height
                line = []
                lineWidth = 0
            }
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                var size = plannedSize(path)
                if section < measured.count, item < measured[section].count, let known = measured[section][item] {
                    size = Self.sane(known)
                }
                size = turned(size)
                if size.width > available, available > 0, !warnedTooWide {
                    warnedTooWide = true
                    collection.logFlowLayoutItemTooLong(across: across)
                }
                let needed = line.isEmpty ? size.width : lineWidth + itemSpacing + size.width
                if !line.isEmpty && needed > available + 0.001 { closeLine(last: false) }
                lineWidth = line.isEmpty ? size.width : lineWidth + itemSpacing + size.width
                line.append((path, size))
            }
            closeLine(last: true)
            y += inset.bottom
            boundary(UICollectionView.elementKindSectionFooter, section: section)
            sectionStretches.append((sectionStart, y))
            placement.frames.append(items)
        }
        placement.contentSize = turned(CGSize(width: width, height: y))
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds {
            // Pinned headers and footers move with the offset: the layout places them again at
            // every scroll, as UIKit invalidates a pinning flow layout on each bounds change.
            let visible = Self.visibleStretch(of: collection, across: across)
            for index in placement.supplementaries.indices {
                let entry = placement.supplementaries[index]
                let isHeader = entry.kind == UICollectionView.elementKindSectionHeader
                guard isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds,
                    entry.indexPath.section < sectionStretches.count
                else { continue }
                placement.supplementaries[index].frame = Self.pinned(
                    entry.frame, across: across, section: sectionStretches[entry.indexPath.section],
                    visible: visible, toStart: isHeader)
            }
        }
        return placement
    }
}
