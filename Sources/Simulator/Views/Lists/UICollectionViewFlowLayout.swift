// The line-based layout: items left to right, lines top to bottom.
import Foundation

/// UIKit's flow layout, scrolling vertically (fact 88): each section's items fill lines from
/// left to right within the section insets, a new line starting where the next item does not
/// fit; lines are `minimumLineSpacing` apart and as tall as their tallest item. An item's size
/// is the delegate's `sizeForItemAt` (asked for every item, not only the visible ones, each time
/// the layout is prepared) or `itemSize`. With an `estimatedItemSize` other than zero every item
/// self-sizes (fact 89): until its cell was asked, it counts at the estimate.
///
/// Model assumptions (Apple documents only that the spacing "may possibly be adjusted upward"):
/// a full line's items are spread to fill the width, the last line of a section keeps the
/// minimum spacing from the left, a line with one item centres it, items are centred vertically
/// in their line; horizontal scrolling is not modelled.
public final class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionViewFlowLayout.automaticSize`: Apple's "placeholder size" that turns self-sizing
    /// on. Its value is UIKit's private; the model's stands apart from any real size.
    public static let automaticSize = CGSize(width: -1, height: -1)

    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    public var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    public var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }

    /// The delegate's sizes, per item, as last asked (nil where it does not implement it).
    private var declared: [[CGSize]]?
    /// UIKit logs its warning about an item wider than the line once per preparation (model).
    private var warnedTooWide = false

    /// Whether items self-size.
    var selfSizes: Bool { estimatedItemSize != .zero }

    override func prepare(for collection: UICollectionView, counts: [Int]) throws {
        warnedTooWide = false
        declared = nil
        guard let delegate = collection.delegate, delegate.implements(.sizeForItem) else { return }
        var sizes: [[CGSize]] = []
        for (section, count) in counts.enumerated() {
            var row: [CGSize] = []
            row.reserveCapacity(count)
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                let value = try collection.ask(delegate, .sizeForItem, [collection, self, path], text: path.listText)
                guard let size = value as? CGSize else {
                    throw SimulatedException.badOverrideResult(
                        receiver: delegate.traceName, method: ListCallback.sizeForItem.rawValue, expected: "CGSize")
                }
                row.append(Self.sane(size))
            }
            sizes.append(row)
        }
        declared = sizes
    }

    /// The size an item counts at before (or without) self-sizing.
    private func plannedSize(_ path: IndexPath) -> CGSize {
        if selfSizes && estimatedItemSize != Self.automaticSize { return Self.sane(estimatedItemSize) }
        if let declared, path.section < declared.count, path.item < declared[path.section].count {
            return declared[path.section][path.item]
        }
        return Self.sane(itemSize)
    }

    override func place(counts: [Int], measured: [[CGSize?]], in collection: UICollectionView) -> Placement {
        let width = collection.bounds.width
        let inset = UIEdgeInsets(
            top: Self.finite(sectionInset.top), left: Self.finite(sectionInset.left),
            bottom: Self.finite(sectionInset.bottom), right: Self.finite(sectionInset.right))
        let available = max(0, width - inset.left - inset.right)
        let lineSpacing = minimumLineSpacing.isFinite ? max(0, minimumLineSpacing) : 0
        let itemSpacing = minimumInteritemSpacing.isFinite ? max(0, minimumInteritemSpacing) : 0
        // Self-sizing flow items are measured free on both axes (fact 89).
        let fitting: (horizontal: UILayoutPriority, vertical: UILayoutPriority)? =
            selfSizes ? (.fittingSizeLevel, .fittingSizeLevel) : nil
        var placement = Placement()
        placement.fitting = fitting
        var y: CGFloat = 0
        for (section, count) in counts.enumerated() {
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
                    items.append(frame)
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
                if size.width > available, available > 0, !warnedTooWide {
                    warnedTooWide = true
                    collection.logFlowLayoutItemTooWide()
                }
                let needed = line.isEmpty ? size.width : lineWidth + itemSpacing + size.width
                if !line.isEmpty && needed > available + 0.001 { closeLine(last: false) }
                lineWidth = line.isEmpty ? size.width : lineWidth + itemSpacing + size.width
                line.append((path, size))
            }
            closeLine(last: true)
            y += inset.bottom
            placement.frames.append(items)
        }
        placement.contentSize = CGSize(width: width, height: y)
        return placement
    }
}
