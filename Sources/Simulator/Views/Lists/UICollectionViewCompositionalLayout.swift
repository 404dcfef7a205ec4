// The layout built from items, groups and sections, with estimated sizes measured by the cells.
import Foundation

/// UIKit's compositional layout (facts 90, 107, 110, 111): every section repeats its group
/// along the scrolling axis — down the collection view by default, to the right when the
/// configuration's `scrollDirection` is `.horizontal`. A group's size is relative to the
/// section (inside its insets across the scrolling axis; the collection view's length along
/// it), an item's to its group. A dimension `.estimated(n)` counts at `n` until the item's cell
/// has been asked for its size through `preferredLayoutAttributesFitting(_:)`, which measures
/// that axis at the fitting priority and holds an axis that is not estimated at its length
/// (required); a group whose length is estimated is as long as its items. `list(using:)` makes
/// the list section: one full-width item per group, `.estimated(44)` tall (the height is the
/// model's; UIKit's list sizes rows by their content, as here). A section's boundary
/// supplementary items are its headers and footers; a section with an orthogonal scrolling
/// behavior lays its groups side by side in a row that scrolls by itself.
///
/// Model assumptions: one section definition for every section; no inter-item spacing, list
/// appearance insets, separators or decoration items; orthogonal rows in vertical layouts only.
public final class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public let section: NSCollectionLayoutSection
    /// `configuration`: setting it lays the items out again.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// `UICollectionViewCompositionalLayout(section:)` and `(section:configuration:)`.
    public init(
        section: NSCollectionLayoutSection,
        configuration: UICollectionViewCompositionalLayoutConfiguration =
            UICollectionViewCompositionalLayoutConfiguration()
    ) {
        self.section = section
        self.configuration = configuration
        super.init()
    }

    override var scrollsHorizontally: Bool { configuration.scrollDirection == .horizontal }

    /// `UICollectionLayoutListConfiguration.Appearance`: every appearance lays out as `.plain` (model).
    public enum ListAppearance: String, Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// `UICollectionViewCompositionalLayout.list(using:)`: a full-width item `.estimated(44)` tall.
    public static func list(appearance: ListAppearance) -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup(axis: .vertical, layoutSize: size, subitem: item, count: 1)
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// How many lengths of `part` fit in `whole`, bounded so that a tiny item cannot overflow.
    private static func fitCount(_ whole: CGFloat, _ part: CGFloat) -> Int {
        Int(min(max(1, (whole / part).rounded(.down)), 100_000))
    }

    /// One group placed at `origin`: its items' frames and the group's size (an estimated length
    /// is as long as its items).
    private func placeGroup(
        at origin: CGPoint, box: CGSize, section sectionIndex: Int, first: Int, count: Int, measured: [[CGSize?]]
    ) -> (frames: [CGRect], size: CGSize) {
        let group = section.group
        let itemSize = group.subitem.layoutSize
        var width = itemSize.widthDimension.resolve(in: box)
        var height = itemSize.heightDimension.resolve(in: box)
        // How many items the group holds: `count`, or as many as fit along its axis.
        var perGroup: Int
        switch group.axis {
        case .horizontal:
            perGroup = group.count ?? (width > 0 ? Self.fitCount(box.width, width) : 1)
            if let fixed = group.count { width = box.width / CGFloat(fixed) }
        case .vertical:
            let stackable =
                !group.layoutSize.heightDimension.isEstimated && !itemSize.heightDimension.isEstimated && height > 0
            perGroup = group.count ?? (stackable ? Self.fitCount(box.height, height) : 1)
            if let fixed = group.count, !group.layoutSize.heightDimension.isEstimated {
                height = box.height / CGFloat(fixed)
            }
        }
        perGroup = max(1, min(perGroup, count - first))
        var frames: [CGRect] = []
        var x = origin.x, y = origin.y
        var tallest: CGFloat = 0, widest: CGFloat = 0
        for offset in 0..<perGroup {
            let item = first + offset
            var size = CGSize(width: width, height: height)
            if sectionIndex < measured.count, item < measured[sectionIndex].count,
                let known = measured[sectionIndex][item]
            {
                let known = Self.sane(known)
                // Only an estimated axis takes the measured length.
                if itemSize.widthDimension.isEstimated { size.width = known.width }
                if itemSize.heightDimension.isEstimated { size.height = known.height }
            }
            let itemOrigin = group.axis == .horizontal ? CGPoint(x: x, y: origin.y) : CGPoint(x: origin.x, y: y)
            frames.append(CGRect(origin: itemOrigin, size: size))
            x += size.width
            y += size.height
            tallest = max(tallest, size.height)
            widest = max(widest, size.width)
        }
        let usedWidth = group.axis == .horizontal ? x - origin.x : widest
        let usedHeight = group.axis == .horizontal ? tallest : y - origin.y
        return (
            frames,
            CGSize(
                width: group.layoutSize.widthDimension.isEstimated ? usedWidth : box.width,
                height: group.layoutSize.heightDimension.isEstimated ? usedHeight : box.height)
        )
    }

    override func place(counts: [Int], measured: [[CGSize?]], in collection: UICollectionView) -> Placement {
        let across = configuration.scrollDirection == .horizontal
        let insets = section.contentInsets
        let top = Self.finite(insets.top), bottom = Self.finite(insets.bottom)
        let leading = Self.finite(insets.leading), trailing = Self.finite(insets.trailing)
        let spacing = max(0, Self.finite(section.interGroupSpacing))
        let sectionSpacing = max(0, Self.finite(configuration.interSectionSpacing))
        let bounds = collection.bounds.size
        // The section's box: inside its insets across the scrolling axis, the collection view's
        // length along it (fact 107).
        let container =
            across
            ? CGSize(width: max(0, bounds.width), height: max(0, bounds.height - top - bottom))
            : CGSize(width: max(0, bounds.width - leading - trailing), height: max(0, bounds.height))
        let group = section.group
        let itemSize = group.subitem.layoutSize
        let groupBox = CGSize(
            width: group.layoutSize.widthDimension.resolve(in: container),
            height: group.layoutSize.heightDimension.resolve(in: container))
        let orthogonal = section.orthogonalScrollingBehavior != .none && !across
        var placement = Placement()
        placement.scrollsHorizontally = across
        placement.fitting =
            itemSize.widthDimension.isEstimated || itemSize.heightDimension.isEstimated
            ? (
                itemSize.widthDimension.isEstimated ? .fittingSizeLevel : .required,
                itemSize.heightDimension.isEstimated ? .fittingSizeLevel : .required
            ) : nil
        // The position along the scrolling axis.
        var along: CGFloat = 0
        // Headers and footers (fact 110): across the section inside its insets, as deep as their size.
        func boundaries(_ side: NSCollectionLayoutBoundarySupplementaryItem.Side, section sectionIndex: Int) {
            for item in section.boundarySupplementaryItems where item.alignment.side(across: across) == side {
                let size = CGSize(
                    width: item.layoutSize.widthDimension.resolve(in: container),
                    height: item.layoutSize.heightDimension.resolve(in: container))
                let frame =
                    across
                    ? CGRect(x: along, y: top, width: size.width, height: size.height)
                    : CGRect(x: leading, y: along, width: size.width, height: size.height)
                placement.supplementaries.append(
                    UICollectionView.SupplementaryPlacement(
                        kind: item.elementKind, indexPath: IndexPath(item: 0, section: sectionIndex), frame: frame))
                along += across ? size.width : size.height
            }
        }
        // Each section's stretch along the axis and its pinned items, for pinning.
        var pinnedIndices: [(index: Int, section: (start: CGFloat, end: CGFloat), toStart: Bool)] = []
        // The orthogonal rows, set on the placement at once (it indexes them by section).
        var rows: [UICollectionView.OrthogonalRow] = []
        for (sectionIndex, count) in counts.enumerated() {
            if sectionIndex > 0 { along += sectionSpacing }
            let sectionStart = along
            let firstSupplementary = placement.supplementaries.count
            boundaries(.before, section: sectionIndex)
            along += across ? leading : top
            var items: [CGRect] = []
            items.reserveCapacity(count)
            var next = 0
            var firstGroup = true
            if orthogonal {
                // Fact 111: the groups lie side by side in a row of their own.
                var x = leading
                var rowHeight: CGFloat = 0
                while next < count {
                    if !firstGroup { x += spacing }
                    firstGroup = false
                    let placed = placeGroup(
                        at: CGPoint(x: x, y: along), box: groupBox, section: sectionIndex, first: next, count: count,
                        measured: measured)
                    items += placed.frames
                    x += placed.size.width
                    rowHeight = max(rowHeight, placed.size.height)
                    next += placed.frames.count
                }
                rows.append(
                    UICollectionView.OrthogonalRow(
                        section: sectionIndex, frame: CGRect(x: 0, y: along, width: bounds.width, height: rowHeight),
                        contentWidth: x + trailing))
                along += rowHeight
            } else {
                while next < count {
                    if !firstGroup { along += spacing }
                    firstGroup = false
                    let origin = across ? CGPoint(x: along, y: top) : CGPoint(x: leading, y: along)
                    let placed = placeGroup(
                        at: origin, box: groupBox, section: sectionIndex, first: next, count: count, measured: measured)
                    items += placed.frames
                    along += across ? placed.size.width : placed.size.height
                    next += placed.frames.count
                }
            }
            along += across ? trailing : bottom
            let firstAfter = placement.supplementaries.count
            boundaries(.after, section: sectionIndex)
            for index in firstSupplementary..<placement.supplementaries.count {
                let kind = placement.supplementaries[index].kind
                if section.boundarySupplementaryItems.contains(where: {
                    $0.elementKind == kind && $0.pinToVisibleBounds
                }) {
                    pinnedIndices.append((index, (sectionStart, along), index < firstAfter))
                }
            }
            placement.frames.append(items)
        }
        placement.rows = rows
        if !pinnedIndices.isEmpty {
            let visible = Self.visibleStretch(of: collection, across: across)
            for pin in pinnedIndices {
                placement.supplementaries[pin.index].frame = Self.pinned(
                    placement.supplementaries[pin.index].frame, across: across, section: pin.section, visible: visible,
                    toStart: pin.toStart)
            }
        }
        placement.contentSize =
            across ? CGSize(width: along, height: bounds.height) : CGSize(width: bounds.width, height: along)
        return placement
    }
}
