// The layout built from items, groups and sections, with estimated sizes measured by the cells.
import Foundation

/// UIKit's compositional layout, scrolling vertically (fact 90): every section repeats its
/// group down the collection view; a group's size is relative to the section's width (inside
/// its insets) and the collection view's height, an item's to its group. A dimension
/// `.estimated(n)` counts at `n` until the item's cell has been asked for its size through
/// `preferredLayoutAttributesFitting(_:)`, which measures that axis at the fitting priority and
/// holds an axis that is not estimated at its length (required); a group whose height is
/// estimated is as tall as its items. `list(using:)` makes the list section: one full-width
/// item per group, `.estimated(44)` tall (the height is the model's; UIKit's list sizes rows by
/// their content, as here).
///
/// Model assumptions: one section definition for every section; no supplementary views,
/// orthogonal scrolling, inter-item spacing or list appearance insets and separators.
public final class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public let section: NSCollectionLayoutSection

    /// `UICollectionViewCompositionalLayout(section:)`.
    public init(section: NSCollectionLayoutSection) {
        self.section = section
        super.init()
    }

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

    override func place(counts: [Int], measured: [[CGSize?]], in collection: UICollectionView) -> Placement {
        let insets = section.contentInsets
        let top = Self.finite(insets.top), bottom = Self.finite(insets.bottom)
        let leading = Self.finite(insets.leading), trailing = Self.finite(insets.trailing)
        let spacing = max(0, Self.finite(section.interGroupSpacing))
        let container = CGSize(
            width: max(0, collection.bounds.width - leading - trailing), height: max(0, collection.bounds.height))
        let group = section.group
        let itemSize = group.subitem.layoutSize
        let groupWidth = group.layoutSize.widthDimension.resolve(in: container)
        let groupHeightEstimated = group.layoutSize.heightDimension.isEstimated
        let groupHeight = group.layoutSize.heightDimension.resolve(in: container)
        let fitting: (horizontal: UILayoutPriority, vertical: UILayoutPriority)? =
            itemSize.widthDimension.isEstimated || itemSize.heightDimension.isEstimated
            ? (
                itemSize.widthDimension.isEstimated ? .fittingSizeLevel : .required,
                itemSize.heightDimension.isEstimated ? .fittingSizeLevel : .required
            ) : nil
        var placement = Placement()
        placement.fitting = fitting
        var y: CGFloat = 0
        for (sectionIndex, count) in counts.enumerated() {
            y += top
            var items: [CGRect] = []
            items.reserveCapacity(count)
            var next = 0
            var firstGroup = true
            while next < count {
                if !firstGroup { y += spacing }
                firstGroup = false
                let groupBox = CGSize(width: groupWidth, height: groupHeight)
                var width = itemSize.widthDimension.resolve(in: groupBox)
                var height = itemSize.heightDimension.resolve(in: groupBox)
                // How many items the group holds: `count`, or as many as fit along its axis.
                var perGroup: Int
                switch group.axis {
                case .horizontal:
                    perGroup = group.count ?? (width > 0 ? Self.fitCount(groupWidth, width) : 1)
                    if let fixed = group.count { width = groupWidth / CGFloat(fixed) }
                case .vertical:
                    let stackable = !groupHeightEstimated && !itemSize.heightDimension.isEstimated && height > 0
                    perGroup = group.count ?? (stackable ? Self.fitCount(groupHeight, height) : 1)
                    if let fixed = group.count, !groupHeightEstimated { height = groupHeight / CGFloat(fixed) }
                }
                perGroup = max(1, min(perGroup, count - next))
                var x = leading
                var stackY = y
                var tallest: CGFloat = 0
                for offset in 0..<perGroup {
                    let item = next + offset
                    var size = CGSize(width: width, height: height)
                    if sectionIndex < measured.count, item < measured[sectionIndex].count,
                        let known = measured[sectionIndex][item]
                    {
                        let known = Self.sane(known)
                        // Only an estimated axis takes the measured length.
                        if itemSize.widthDimension.isEstimated { size.width = known.width }
                        if itemSize.heightDimension.isEstimated { size.height = known.height }
                    }
                    let origin = group.axis == .horizontal ? CGPoint(x: x, y: y) : CGPoint(x: leading, y: stackY)
                    items.append(CGRect(origin: origin, size: size))
                    x += size.width
                    stackY += size.height
                    tallest = max(tallest, size.height)
                }
                let used = group.axis == .horizontal ? tallest : stackY - y
                y += groupHeightEstimated ? used : groupHeight
                next += perGroup
            }
            y += bottom
            placement.frames.append(items)
        }
        placement.contentSize = CGSize(width: collection.bounds.width, height: y)
        return placement
    }
}
