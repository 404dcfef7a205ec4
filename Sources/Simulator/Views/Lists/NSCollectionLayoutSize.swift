// A compositional layout's sizes: each dimension absolute, fractional or estimated.
import Foundation

/// `NSCollectionLayoutSize` (fact 90): the width and height of an item, group or section's group,
/// each an `NSCollectionLayoutDimension` relative to its container.
public struct NSCollectionLayoutSize: Sendable {
    public var widthDimension: NSCollectionLayoutDimension
    public var heightDimension: NSCollectionLayoutDimension

    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}

/// `NSCollectionLayoutDimension` (Docs: "absolute, estimated, or fractional"): a fraction of the
/// container's width or height, a fixed length, or an estimate the system replaces with the
/// measured length.
public enum NSCollectionLayoutDimension: Sendable, Equatable, CustomStringConvertible {
    case fractionalWidth(CGFloat)
    case fractionalHeight(CGFloat)
    case absolute(CGFloat)
    case estimated(CGFloat)

    /// Whether the item's cell is asked for this length (fact 90).
    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The length in a container of `container` size; an estimate counts at its value.
    func resolve(in container: CGSize) -> CGFloat {
        let length: CGFloat
        switch self {
        case .fractionalWidth(let f): length = f * container.width
        case .fractionalHeight(let f): length = f * container.height
        case .absolute(let value), .estimated(let value): length = value
        }
        return UICollectionViewLayout.sane(CGSize(width: length, height: 0)).width
    }

    public var description: String {
        switch self {
        case .fractionalWidth(let f): return ".fractionalWidth(\(UIView.format(f)))"
        case .fractionalHeight(let f): return ".fractionalHeight(\(UIView.format(f)))"
        case .absolute(let value): return ".absolute(\(UIView.format(value)))"
        case .estimated(let value): return ".estimated(\(UIView.format(value)))"
        }
    }
}
