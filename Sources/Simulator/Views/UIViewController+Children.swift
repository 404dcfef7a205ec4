// Child view controllers: UIKit's container API and its callbacks.
import Foundation

/// A container adds a child with `addChild(_:)` (which calls the child's
/// `willMove(toParent:)` itself), adds the child's view to its own hierarchy, then calls the
/// child's `didMove(toParent:)`; it removes one with `willMove(toParent: nil)`, removing the
/// view, then `removeFromParent()` (which calls `didMove(toParent: nil)` itself). (Docs
/// UIViewController addChild(_:), willMove(toParent:), didMove(toParent:), removeFromParent().)
///
/// The child's view is a controller's root view like any other: the layout pass brackets its
/// `layoutSubviews` with the child's `viewWillLayoutSubviews` / `viewDidLayoutSubviews`, after
/// the parent's `viewDidLayoutSubviews` returns (fact 18), and the update-constraints pass calls
/// the child's `updateViewConstraints` (fact 15). Appearance callbacks of children are not
/// modelled.
extension UIViewController {
    /// Makes `child` a child of this controller. UIKit first removes it from a previous parent,
    /// then calls `child.willMove(toParent: self)` and adds it to `children`. The container
    /// still adds the child's view and calls `didMove(toParent:)`.
    public func addChild(_ child: UIViewController) throws {
        guard child !== self else { return }
        let cause = context.currentCause
        try context.trace.call(
            level: .uikit, receiver: traceName, method: "addChild", cause: cause, reason: "explicit",
            text: child.traceName
        ) { _ in
            if let old = child.parent, old !== self { try child.removeFromParent() }
            guard child.parent !== self else { return }
            try child.willMove(toParent: self)
            children.append(child)
            child.parent = self
        }
    }

    /// Removes this controller from its parent's children, then calls `didMove(toParent: nil)`.
    /// The container calls `willMove(toParent: nil)` and removes the view first.
    public func removeFromParent() throws {
        guard let parent else { return }
        try context.trace.call(
            level: .uikit, receiver: traceName, method: "removeFromParent", cause: context.currentCause,
            reason: "explicit"
        ) { _ in
            parent.children.removeAll { $0 === self }
            self.parent = nil
            try didMove(toParent: nil)
        }
    }

    /// Called before the controller is added to or removed from a container (UIKit's does nothing).
    public func willMove(toParent parent: UIViewController?) throws {
        try callOverridable(
            .willMoveToParent, cause: context.currentCause, reason: "containment", arguments: [parent as Any]
        ) { _ in }
    }

    /// Called after the controller was added to or removed from a container (UIKit's does nothing).
    public func didMove(toParent parent: UIViewController?) throws {
        try callOverridable(
            .didMoveToParent, cause: context.currentCause, reason: "containment", arguments: [parent as Any]
        ) { _ in }
    }
}
