// What a compositional layout does across all its sections: the axis it scrolls along.
import Foundation

/// `UICollectionViewCompositionalLayoutConfiguration` (fact 107): the layout-wide settings.
/// `scrollDirection` (Docs: default `.vertical`) is the axis the sections follow one another
/// along and the axis each section repeats its group along; `interSectionSpacing` (default 0)
/// separates the sections.
public final class UICollectionViewCompositionalLayoutConfiguration {
    public var scrollDirection = UICollectionView.ScrollDirection.vertical
    public var interSectionSpacing: CGFloat = 0

    /// `UICollectionViewCompositionalLayoutConfiguration()`.
    public init() {}
}
