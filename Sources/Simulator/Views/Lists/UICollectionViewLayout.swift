// The abstract layout a collection view asks where its items go.
import Foundation

/// UIKit's `UICollectionViewLayout` (fact 88): the object that gives every item its frame. The
/// collection view asks it in its own `layoutSubviews` for the frames of all items, sizes the
/// visible ones that self-size through their cells, and asks again with those sizes. This base
/// class places nothing (as UIKit's abstract class, whose subclasses override it);
/// `UICollectionViewFlowLayout` and `UICollectionViewCompositionalLayout` are the concrete ones.
public class UICollectionViewLayout {
    /// The collection view using the layout (UIKit's is weak too).
    public internal(set) weak var collectionView: UICollectionView?
    /// Whether what the layout asked the delegate for is out of date.
    var needsPrepare = true

    public init() {}

    /// Whether the content scrolls along x (fact 106); a vertical layout unless a subclass says so.
    var scrollsHorizontally: Bool { false }

    /// The items' frames and the content size, from the sizes measured so far.
    struct Placement {
        /// Per section, per item: the frame (plain rectangles: a layout of many items makes no
        /// object per item).
        var frames: [[CGRect]] = []
        /// How the items self-size (the same for all items of a layout), nil when they do not.
        var fitting: (horizontal: UILayoutPriority, vertical: UILayoutPriority)?
        var contentSize: CGSize = .zero
        /// Whether the content scrolls along x (a horizontal flow or compositional layout): the
        /// visible items are then those that meet the visible columns.
        var scrollsHorizontally = false
        /// The headers, footers and other supplementary views, in the order the layout lists them.
        var supplementaries: [UICollectionView.SupplementaryPlacement] = []
        /// The sections that scroll by themselves across the scrolling axis (fact 111).
        var rows: [UICollectionView.OrthogonalRow] = [] {
            didSet {
                rowIndex = Dictionary(
                    rows.enumerated().map { ($1.section, $0) }, uniquingKeysWith: { first, _ in first })
            }
        }
        /// Where each section's row is in `rows` (a layout of many sections looks rows up per item).
        private(set) var rowIndex: [Int: Int] = [:]

        /// The attributes of one item, as the cell and the app see them.
        func attributes(_ path: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard path.section >= 0, path.section < frames.count, path.item >= 0, path.item < frames[path.section].count
            else { return nil }
            return UICollectionViewLayoutAttributes(
                indexPath: path, frame: frames[path.section][path.item], fitting: fitting)
        }
    }

    /// `invalidateLayout()`: the layout is prepared again, and the collection view lays out.
    public func invalidateLayout() {
        needsPrepare = true
        collectionView?.layoutWasInvalidated()
    }

    /// UIKit's `prepare()`: what the layout asks the app for before it places items.
    func prepare(for collection: UICollectionView, counts: [Int]) throws {}

    /// Where the items go, given the sizes measured so far (nil: not measured).
    func place(counts: [Int], measured: [[CGSize?]], in collection: UICollectionView) -> Placement {
        Placement(frames: counts.map { _ in [] }, contentSize: CGSize(width: collection.bounds.width, height: 0))
    }

    /// `layoutAttributesForItem(at:)`: the item's attributes as last placed; nil for an item the
    /// collection view does not have.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionView?.layoutAttributesForItem(at: indexPath)
    }

    /// A header pinned to the start of the visible stretch, or a footer to its end (facts 108,
    /// 110): it keeps its place while that is in view, else it stays at the visible edge, but
    /// never leaves its section (`start`…`end` along the axis), so the next section's header
    /// pushes it out. Lengths are along the scrolling axis; the frame's other axis is kept.
    static func pinned(
        _ frame: CGRect, across: Bool, section: (start: CGFloat, end: CGFloat),
        visible: (low: CGFloat, high: CGFloat), toStart: Bool
    ) -> CGRect {
        let natural = across ? frame.minX : frame.minY
        let depth = across ? frame.width : frame.height
        let edge =
            toStart
            ? min(max(natural, visible.low), section.end - depth)
            : max(min(natural, visible.high - depth), section.start)
        let moved = finite(edge)
        return across
            ? CGRect(x: moved, y: frame.minY, width: frame.width, height: frame.height)
            : CGRect(x: frame.minX, y: moved, width: frame.width, height: frame.height)
    }

    /// The stretch of the content in view along the scrolling axis, inside the adjusted insets.
    static func visibleStretch(of collection: UICollectionView, across: Bool) -> (low: CGFloat, high: CGFloat) {
        let inset = collection.adjustedContentInset
        let offset = collection.contentOffset
        return across
            ? (offset.x + inset.left, offset.x + collection.bounds.width - inset.right)
            : (offset.y + inset.top, offset.y + collection.bounds.height - inset.bottom)
    }

    /// A length that cannot break the arithmetic of placing.
    static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, -100_000), 100_000) : 0 }

    /// A size that cannot break the arithmetic of placing (NaN, infinite, negative, huge).
    static func sane(_ size: CGSize) -> CGSize {
        func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(0, value), 100_000) : 0 }
        return CGSize(width: clamp(size.width), height: clamp(size.height))
    }
}
