// A view a collection view dequeues and reuses: a cell, a header, a footer.
import Foundation

/// UIKit's `UICollectionReusableView` (facts 88, 108): the class of every view a collection view
/// hands out through a reuse queue. A cell is one (`UICollectionViewCell`); a section's header
/// or footer is one made from the class registered with
/// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`. The collection view sets its
/// reuse identifier and calls `prepareForReuse()` before it hands a queued one out again.
public class UICollectionReusableView: UIView {
    /// Set by the collection view that made the view for a registered identifier.
    public internal(set) var reuseIdentifier: String?
    /// The kind the view was dequeued as (`UICollectionElementKindCell` for a cell): a data source
    /// that returns a view dequeued as another kind, or never dequeued, makes UIKit raise.
    var dequeuedKind: String?

    /// `UICollectionReusableView(frame:)`, the initializer a collection view calls for a registered class.
    public convenience init(_ simulation: Simulation, frame: CGRect) {
        self.init(context: simulation.context, frame: frame)
    }

    override init(context: SimulationContext, frame: CGRect) {
        super.init(context: context, frame: frame)
    }

    override var className: String { "UICollectionReusableView" }
}
