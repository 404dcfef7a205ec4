// Adding and removing subviews, with UIKit's callbacks and invalidation (fact 8).
import Foundation

extension UIView {
    /// Adds `view` as the frontmost subview. Calls, in UIKit's order: `willMove(toSuperview:)`,
    /// `willMove(toWindow:)` on the moved subtree, then `didMoveToWindow`, `didMoveToSuperview`
    /// and the superview's `didAddSubview(_:)`. Marks this view (and a previous superview) as
    /// needing layout (fact 8). Throws when `view` is this view or one of its ancestors.
    public func addSubview(_ view: UIView) throws {
        try insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (clamped to the valid range).
    public func insertSubview(_ view: UIView, at index: Int) throws {
        var ancestor: UIView? = self
        while let candidate = ancestor {
            if candidate === view { throw SimulatedException.subviewCycle(view: view.traceName, superview: traceName) }
            ancestor = candidate.superview
        }
        try layer.checkDepth(adding: view.layer)
        let cause = context.currentCause
        let oldSuperview = view.superview
        let oldWindow = view.window
        let newWindow = window
        if oldSuperview === self {
            // Reordering within the same superview: no move callbacks.
            if let current = subviews.firstIndex(where: { $0 === view }) { subviews.remove(at: current) }
            view.layer.detachFromSuperlayer()
            let clamped = max(0, min(index, subviews.count))
            subviews.insert(view, at: clamped)
            layer.attach(view.layer, at: layerIndex(forSubviewAt: clamped))
            layer.markNeedsLayout(cause: cause, reason: "subviewsReordered")
            return
        }
        try view.callOverridable(
            .willMoveToSuperview, cause: cause, reason: "addSubview", arguments: [self as UIView? as Any]
        ) { _ in }
        if oldWindow !== newWindow { try view.sendWillMove(toWindow: newWindow, cause: cause) }
        if let oldSuperview {
            try oldSuperview.callOverridable(.willRemoveSubview, cause: cause, reason: "addSubview", arguments: [view])
            { _ in }
            oldSuperview.detach(view)
            oldSuperview.layer.markNeedsLayout(cause: cause, reason: "subviewRemoved")
        }
        let clamped = max(0, min(index, subviews.count))
        subviews.insert(view, at: clamped)
        view.superview = self
        layer.attach(view.layer, at: layerIndex(forSubviewAt: clamped))
        layer.markNeedsLayout(cause: cause, reason: "subviewAdded")
        subviewWasAttached(view, window: newWindow)
        if oldWindow !== newWindow { try view.sendDidMoveToWindow(cause: cause) }
        try view.callOverridable(.didMoveToSuperview, cause: cause, reason: "addSubview") { _ in }
        try callOverridable(.didAddSubview, cause: cause, reason: "addSubview", arguments: [view]) { _ in }
    }

    /// Removes the view from its superview, which is marked as needing layout (fact 8).
    public func removeFromSuperview() throws {
        guard let oldSuperview = superview else { return }
        let cause = context.currentCause
        let hadWindow = window != nil
        try oldSuperview.callOverridable(
            .willRemoveSubview, cause: cause, reason: "removeFromSuperview", arguments: [self]
        ) { _ in }
        try callOverridable(
            .willMoveToSuperview, cause: cause, reason: "removeFromSuperview", arguments: [UIView?.none as Any]
        ) { _ in }
        if hadWindow { try sendWillMove(toWindow: nil, cause: cause) }
        oldSuperview.detach(self)
        oldSuperview.layer.markNeedsLayout(cause: cause, reason: "subviewRemoved")
        if hadWindow { try sendDidMoveToWindow(cause: cause) }
        try callOverridable(.didMoveToSuperview, cause: cause, reason: "removeFromSuperview") { _ in }
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Detaches `view` (a subview) from this view and its layer from this layer.
    func detach(_ view: UIView) {
        subviewWillDetach(view, cause: context.currentCause)
        if let index = subviews.firstIndex(where: { $0 === view }) { subviews.remove(at: index) }
        view.superview = nil
        view.layer.detachFromSuperlayer()
        subviewDidDetach(view)
    }

    /// The sublayer index for the subview at `index`: just above the previous subview's layer, so
    /// standalone sublayers keep their places.
    func layerIndex(forSubviewAt index: Int) -> Int {
        guard index > 0 else { return 0 }
        let previous = subviews[index - 1].layer
        return (layer.sublayers.firstIndex { $0 === previous } ?? (layer.sublayers.count - 1)) + 1
    }

    func sendWillMove(toWindow newWindow: UIWindow?, cause: Cause) throws {
        try callOverridable(.willMoveToWindow, cause: cause, reason: "windowChange", arguments: [newWindow as Any]) {
            _ in
        }
        for subview in subviews { try subview.sendWillMove(toWindow: newWindow, cause: cause) }
    }

    func sendDidMoveToWindow(cause: Cause) throws {
        try callOverridable(.didMoveToWindow, cause: cause, reason: "windowChange") { _ in }
        for subview in subviews { try subview.sendDidMoveToWindow(cause: cause) }
    }

    /// Every view in this subtree, depth first, this view first.
    func forEachInSubtree(_ body: (UIView) throws -> Void) rethrows {
        try body(self)
        for subview in subviews { try subview.forEachInSubtree(body) }
    }
}
