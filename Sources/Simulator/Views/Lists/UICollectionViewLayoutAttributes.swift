// Where a collection view's layout puts one item, as the cell's self-sizing sees it.
import Foundation

/// UIKit's layout attributes of one cell (fact 88): its item and frame. The layout makes them,
/// the cell's `preferredLayoutAttributesFitting(_:)` may return a copy with another size, and
/// `layoutAttributesForItem(at:)` answers with them. Only the geometry is modelled (no alpha,
/// transform or zIndex).
public final class UICollectionViewLayoutAttributes: CustomStringConvertible {
    public let indexPath: IndexPath
    public var frame: CGRect
    /// How the default `preferredLayoutAttributesFitting(_:)` measures: the fitting priorities of
    /// each axis (nil when the layout does not ask the cell for its size).
    var fitting: (horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    /// `UICollectionViewLayoutAttributes(forCellWith:)`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        self.frame = .zero
    }

    init(indexPath: IndexPath, frame: CGRect, fitting: (horizontal: UILayoutPriority, vertical: UILayoutPriority)?) {
        self.indexPath = indexPath
        self.frame = frame
        self.fitting = fitting
    }

    /// The frame's size; setting it keeps the centre, as UIKit's does.
    public var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// A copy, as UIKit hands the cell (`copy()`).
    public func copy() -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes(indexPath: indexPath, frame: frame, fitting: fitting)
    }

    /// As UIKit describes it (model: no address).
    public var description: String {
        "<UICollectionViewLayoutAttributes> index path: (\(indexPath.listText)); frame = (\(UIView.format(frame.minX)) "
            + "\(UIView.format(frame.minY)); \(UIView.format(frame.width)) \(UIView.format(frame.height)))"
    }
}
