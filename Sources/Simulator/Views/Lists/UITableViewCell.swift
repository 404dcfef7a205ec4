// A table row's view: a content view that the app's constraints size, and reuse.
import Foundation

/// UIKit's table cell: a `contentView` filling the cell (its autoresizing mask follows the
/// cell's size), a reuse identifier, and `prepareForReuse()` before the table hands a reused
/// cell out again. Self-sizing measures the content view's constraints (fact 62).
public class UITableViewCell: UIView {
    /// UIKit's `UITableViewCell.CellStyle`; the simulator draws no built-in labels, so every
    /// style lays out the same (model).
    public enum CellStyle: String, Sendable { case `default`, value1, value2, subtitle }

    public let reuseIdentifier: String?
    public let style: CellStyle
    /// The view the app adds its subviews to (UIKit's `UITableViewCellContentView`).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // Set once in every init, right after `super.init`: it needs `self` as its owner, and it must be
    // made after its cell so that the cell's object number comes first in traces, as it always has.
    public private(set) var contentView: UIView!

    /// `init(style:reuseIdentifier:)`: 320 × 44, as UIKit makes a cell before its table sizes it.
    public convenience init(_ simulation: Simulation, style: CellStyle = .default, reuseIdentifier: String?) {
        self.init(context: simulation.context, style: style, reuseIdentifier: reuseIdentifier)
    }

    init(context: SimulationContext, style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        super.init(context: context, frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        makeContentView()
    }

    override init(context: SimulationContext, frame: CGRect) {
        self.reuseIdentifier = nil
        self.style = .default
        super.init(context: context, frame: frame)
        makeContentView()
    }

    override var className: String { "UITableViewCell" }

    private func makeContentView() {
        contentView = CellContentView.install(in: self, className: "UITableViewCellContentView")
    }

    /// UIKit's cell layout: the content view fills the cell.
    override func classLayoutSubviews() throws {
        if contentView.frame != bounds {
            contentView.setFrame(bounds, cause: context.currentCause, reason: "cellLayout")
        }
    }

    /// The height the content view's constraints give it at `width` (fact 62).
    func fittedHeight(width: CGFloat) throws -> CGFloat {
        try (contentView as? CellContentView)?.fittedHeight(width: width) ?? 0
    }
}
