// A collection view's item view: a content view that the app's constraints size, and reuse.
import Foundation

/// UIKit's collection view cell (facts 88, 89), a reusable view (its reuse identifier,
/// `prepareForReuse()` before it is handed out again) with a `contentView` filling the cell
/// and `preferredLayoutAttributesFitting(_:)`, through which a self-sizing layout asks the cell
/// for its size.
public class UICollectionViewCell: UICollectionReusableView {
    /// The view the app adds its subviews to.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // Set once in every init, right after `super.init`: it needs `self` as its owner.
    public private(set) var contentView: UIView!

    /// `UICollectionViewCell(frame:)`, the initializer a collection view calls for a registered class.
    public convenience init(_ simulation: Simulation, frame: CGRect) {
        self.init(context: simulation.context, frame: frame)
    }

    override init(context: SimulationContext, frame: CGRect) {
        super.init(context: context, frame: frame)
        contentView = CellContentView.install(in: self, className: "UIView")
    }

    override var className: String { "UICollectionViewCell" }

    /// UIKit's cell layout: the content view fills the cell.
    override func classLayoutSubviews() throws {
        if contentView.frame != bounds {
            contentView.setFrame(bounds, cause: context.currentCause, reason: "cellLayout")
        }
    }

    /// `preferredLayoutAttributesFitting(_:)`, run through the scenario's override if it has one.
    /// UIKit's own (Docs: "adjusts the size values to accommodate changes made by a self-sizing
    /// cell") returns a copy whose size is what the content view's constraints give it through
    /// `systemLayoutSizeFitting`, at the fitting priorities the layout chose for each axis; the
    /// model measures the content view, as for a table cell (fact 62).
    public func preferredLayoutAttributesFitting(_ attributes: UICollectionViewLayoutAttributes) throws
        -> UICollectionViewLayoutAttributes
    {
        try callOverridable(
            .preferredLayoutAttributesFitting, cause: context.currentCause, reason: "selfSizing",
            arguments: [attributes], text: attributes.indexPath.listText
        ) { arguments in
            let given = (arguments.first as? UICollectionViewLayoutAttributes) ?? attributes
            let fitted = given.copy()
            guard let fitting = given.fitting else { return fitted }
            let size = try contentView.systemLayoutSizeFitting(
                given.size, withHorizontalFittingPriority: fitting.horizontal, verticalFittingPriority: fitting.vertical
            )
            fitted.size = size
            return fitted
        }
    }
}
