// A compositional section's header or footer: a size, a kind and the edge it sits on.
import Foundation

/// `NSRectAlignment`: where a boundary supplementary item sits relative to its section.
public enum NSRectAlignment: String, Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the item comes before the section's content along the scrolling axis (a header),
    /// after it (a footer), or neither (model: not placed).
    func side(across: Bool) -> NSCollectionLayoutBoundarySupplementaryItem.Side? {
        switch self {
        case .top, .topLeading, .topTrailing: return across ? nil : .before
        case .bottom, .bottomLeading, .bottomTrailing: return across ? nil : .after
        case .leading: return across ? .before : nil
        case .trailing: return across ? .after : nil
        case .none: return nil
        }
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:)` (fact 110):
/// Docs "An object used to add headers or footers to a collection view", set on a section's
/// `boundarySupplementaryItems`. Its width is relative to the section inside its leading and
/// trailing insets (`supplementariesFollowContentInsets`, default true). Model assumptions: a
/// header sits before the section's top inset and a footer after its bottom inset; an
/// `.estimated` length counts at its estimate (the view is not measured); only the edges across
/// the scrolling axis are placed (`.top`/`.bottom` kinds in a vertical layout).
public final class NSCollectionLayoutBoundarySupplementaryItem {
    public let layoutSize: NSCollectionLayoutSize
    public let elementKind: String
    public let alignment: NSRectAlignment
    /// `pinToVisibleBounds` (default false): Docs "the boundary supplementary item is shown while
    /// any portion of the section or layout it's attached to is visible".
    public var pinToVisibleBounds = false

    enum Side { case before, after }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}
