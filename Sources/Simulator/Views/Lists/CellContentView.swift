// The view a table or collection view cell holds its app's subviews in.
import Foundation

/// A cell's `contentView`: named after its cell in traces (`cell.contentView`), filling the cell
/// through its autoresizing mask. The frame holds its list gives it are UIKit's
/// `UIView-Encapsulated-Layout-…` constraints (facts 59, 62, 88). UIKit's class is
/// `UITableViewCellContentView` in a table cell and a plain `UIView` in a collection view cell.
final class CellContentView: UIView {
    weak var owner: UIView?
    private let uikitClassName: String

    init(context: SimulationContext, frame: CGRect, owner: UIView, className: String) {
        self.owner = owner
        self.uikitClassName = className
        super.init(context: context, frame: frame)
    }

    override var className: String { uikitClassName }

    override var traceName: String {
        get { (owner?.traceName ?? "cell") + ".contentView" }
        set { super.traceName = newValue }
    }

    /// Makes the content view of `cell`, part of it from the start (no hierarchy callbacks, as in
    /// UIKit's init).
    static func install(in cell: UIView, className: String) -> CellContentView {
        let content = CellContentView(context: cell.context, frame: cell.bounds, owner: cell, className: className)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.subviews.append(content)
        content.superview = cell
        try? cell.layer.addSublayer(content.layer)
        return content
    }

    /// The height the constraints give the content at `width` (Docs "Self-Sizing Table View
    /// Cells": the list measures with a required width and a fitting-level height).
    func fittedHeight(width: CGFloat) throws -> CGFloat {
        try systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}
