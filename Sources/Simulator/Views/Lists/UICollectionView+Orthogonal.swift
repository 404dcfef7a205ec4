// Sections that scroll by themselves across the layout, and scrolling to an item.
import Foundation

extension UICollectionView {
    /// A compositional section laid out across the scrolling axis (fact 111): the row's frame in
    /// the content (the collection view's width, the groups' height) and the length of its own
    /// content, which its scroll view scrolls through.
    public struct OrthogonalRow: Sendable, Equatable {
        public let section: Int
        public let frame: CGRect
        public let contentWidth: CGFloat
    }

    /// `UICollectionView.ScrollPosition`: where `scrollToItem(at:at:animated:)` puts the item,
    /// one position per axis at most.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
        /// The names a scenario writes, with their positions.
        public static let named: [(String, ScrollPosition)] = [
            ("top", .top), ("centeredVertically", .centeredVertically), ("bottom", .bottom), ("left", .left),
            ("centeredHorizontally", .centeredHorizontally), ("right", .right),
        ]
    }

    /// The row an orthogonal section's items lie in, if the section is one.
    func orthogonalRow(_ section: Int) -> OrthogonalRow? { placement.rowIndex[section].map { placement.rows[$0] } }

    /// How far the section's row has scrolled (0 for a section that is not a row).
    func rowOffset(_ section: Int) -> CGFloat { orthogonalScrollers[section]?.contentOffset.x ?? 0 }

    /// Whether an item's frame is in view: along the scrolling axis, and for an item of an
    /// orthogonal row, within the collection view's width once the row's offset is taken off.
    func itemIsVisible(_ frame: CGRect, section: Int, _ stretch: (low: CGFloat, high: CGFloat)) -> Bool {
        guard meetsVisibleStretch(frame, stretch) else { return false }
        guard orthogonalRow(section) != nil else { return true }
        let x = frame.minX - rowOffset(section)
        return x < bounds.width && (x + frame.width > 0 || (frame.width == 0 && x >= 0))
    }

    /// Makes a scroll view for each orthogonal row, sized to it, and drops those of sections that
    /// are no longer rows.
    func updateOrthogonalScrollers() throws {
        // In section order, so that the trace is the same on every run.
        for section in orthogonalScrollers.keys.sorted() where orthogonalRow(section) == nil {
            if let scroller = orthogonalScrollers[section], scroller.superview === self {
                try scroller.removeFromSuperview()
            }
            orthogonalScrollers[section] = nil
        }
        for row in placement.rows {
            let scroller: OrthogonalSectionScroller
            if let existing = orthogonalScrollers[row.section] {
                scroller = existing
            } else {
                scroller = OrthogonalSectionScroller(collection: self, section: row.section)
                orthogonalScrollers[row.section] = scroller
                try insertSubview(scroller, at: 0)
            }
            if scroller.frame != row.frame {
                scroller.setFrame(row.frame, cause: context.currentCause, reason: "collectionLayout")
            }
            let size = CGSize(width: row.contentWidth, height: row.frame.height)
            if scroller.contentSize != size { scroller.contentSize = size }
        }
    }

    /// Where a cell goes: into its row's scroll view, at its frame in the row, for an item of an
    /// orthogonal section; else into the collection view at its frame in the content.
    func host(for attributes: UICollectionViewLayoutAttributes) -> (view: UIView, frame: CGRect) {
        let section = attributes.indexPath.section
        guard let row = orthogonalRow(section), let scroller = orthogonalScrollers[section] else {
            return (self, attributes.frame)
        }
        return (scroller, attributes.frame.offsetBy(dx: 0, dy: -row.frame.minY))
    }

    /// `scrollToItem(at:at:animated:)`: scrolls so the item sits where `position` says on each
    /// axis it names — the collection view along its scrolling axis, the row's own scroll view
    /// across it for an item of an orthogonal section (fact 112) — within the content. UIKit
    /// raises for an item the collection view does not have (its text ends with the collection
    /// view's description, which the model leaves out; the section text is the model's).
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) throws {
        context.trace.record(
            level: .uikit, receiver: traceName, method: "scrollToItem", cause: context.currentCause,
            reason: "explicit", text: indexPath.listText)
        guard let frame = placement.attributes(indexPath)?.frame else {
            let section = indexPath.section
            guard section >= 0, section < numberOfSections else {
                throw SimulatedException.invalidArgument(
                    "Attempted to scroll the collection view to an out-of-bounds section (\(section)) when there are "
                        + "only \(numberOfSections) sections.")
            }
            throw SimulatedException.invalidArgument(
                "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are "
                    + "only \(numberOfItems(inSection: section)) items in section \(section).")
        }
        func target(_ start: CGFloat, _ length: CGFloat, _ viewLength: CGFloat, first: Bool, centred: Bool) -> CGFloat {
            first ? start : centred ? start + length / 2 - viewLength / 2 : start + length - viewLength
        }
        var offset = contentOffset
        if let row = orthogonalRow(indexPath.section), let scroller = orthogonalScrollers[indexPath.section] {
            if !position.isDisjoint(with: [.left, .centeredHorizontally, .right]) {
                let x = target(
                    frame.minX, frame.width, scroller.bounds.width, first: position.contains(.left),
                    centred: position.contains(.centeredHorizontally))
                let clamped = scroller.clamped(CGPoint(x: x, y: 0))
                scroller.setContentOffset(CGPoint(x: clamped.x, y: scroller.contentOffset.y), animated: animated)
            }
            if !position.isDisjoint(with: [.top, .centeredVertically, .bottom]) {
                offset.y = target(
                    row.frame.minY, row.frame.height, bounds.height, first: position.contains(.top),
                    centred: position.contains(.centeredVertically))
            }
        } else {
            if !position.isDisjoint(with: [.left, .centeredHorizontally, .right]) {
                offset.x = target(
                    frame.minX, frame.width, bounds.width, first: position.contains(.left),
                    centred: position.contains(.centeredHorizontally))
            }
            if !position.isDisjoint(with: [.top, .centeredVertically, .bottom]) {
                offset.y = target(
                    frame.minY, frame.height, bounds.height, first: position.contains(.top),
                    centred: position.contains(.centeredVertically))
            }
        }
        let clamped = self.clamped(offset)
        if clamped != contentOffset { setContentOffset(clamped, animated: animated) }
    }
}
