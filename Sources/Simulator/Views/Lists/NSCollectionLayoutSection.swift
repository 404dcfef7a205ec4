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

/// `NSCollectionLayoutSection(group:)`: the group repeated down the section, `interGroupSpacing`
/// apart, inside `contentInsets`.
public final class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    public var interGroupSpacing: CGFloat = 0
    public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
