// A compositional layout's section: groups of items, repeated down the section.
import Foundation

/// `NSCollectionLayoutItem` (fact 90): one item's size in its group.
public class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize

    /// `NSCollectionLayoutItem(layoutSize:)`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// `NSCollectionLayoutGroup.horizontal(…)` / `.vertical(…)`: items side by side or stacked.
/// Given `subitems`, the group repeats them as many as fit along its axis (at least one); given
/// `count`, it holds that many, sized equally along its axis. Model: one kind of item per group
/// (the first subitem), no inter-item spacing.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public enum Axis: Sendable { case horizontal, vertical }
    public let axis: Axis
    public let subitem: NSCollectionLayoutItem
    public let count: Int?

    public init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int?) {
        self.axis = axis
        self.subitem = subitem
        self.count = count.map { max(1, min($0, 1000)) }
        super.init(layoutSize: layoutSize)
    }
}

/// `NSCollectionLayoutSection(group:)`: the group repeated along the scrolling axis,
/// `interGroupSpacing` apart, inside `contentInsets`; its `boundarySupplementaryItems` are its
/// headers and footers (fact 110). With an `orthogonalScrollingBehavior` other than `.none`
/// (fact 111) its groups lie side by side across the scrolling axis, in a row of their own that
/// scrolls by itself.
public final class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    public var interGroupSpacing: CGFloat = 0
    public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none

    /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: Docs "The default value of this
    /// property is none, which means the section lays out its content along the main axis".
    /// The kinds other than `.none` differ only in where a finger's scroll comes to rest, which
    /// the model does not simulate: they lay out alike.
    public enum OrthogonalScrollingBehavior: String, Sendable, CaseIterable {
        case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    }

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
