// The update-constraints pass: bottom-up over the views that need it (facts 13–16).
import Foundation

/// Calls `updateConstraints` bottom-up (children before parents) on the views marked
/// `needsUpdateConstraints`, following the "descendant needs update" bits from `root`.
/// A controller's root view gets `updateViewConstraints` on its controller instead (fact 15).
struct UpdateConstraintsPass {
    let context: SimulationContext

    /// Rounds of the pass before a view that keeps re-marking itself counts as a loop.
    static let roundLimit = 100

    /// Runs until nothing under `root` needs a constraint update.
    func run(from root: UIView, cause: Cause) throws {
        var rounds = 0
        while root.updateConstraintsFlag || root.descendantNeedsUpdateConstraints {
            rounds += 1
            if rounds > Self.roundLimit {
                throw SimulatedException.layoutFeedbackLoop(views: dirtyNames(under: root), threshold: Self.roundLimit)
            }
            try visit(root, cause: cause)
        }
    }

    private func visit(_ view: UIView, cause: Cause) throws {
        view.descendantNeedsUpdateConstraints = false
        try context.visitSiblings(
            in: "the update-constraints pass", under: view.traceName, { view.subviews }, name: \.traceName,
            needsVisit: { $0.updateConstraintsFlag || $0.descendantNeedsUpdateConstraints }
        ) { try visit($0, cause: cause) }
        if view.updateConstraintsFlag { try send(view, cause: cause) }
    }

    /// Sends the update to one view and checks that its override called super.
    private func send(_ view: UIView, cause passCause: Cause) throws {
        let cause = view.updateConstraintsCause == .none ? passCause : view.updateConstraintsCause
        view.updateConstraintsFlag = false
        view.updateConstraintsCause = .none
        view.didCallSuperUpdateConstraints = false
        if let controller = view.viewController {
            try controller.callOverridable(.updateViewConstraints, cause: cause, reason: "needsUpdateConstraints") {
                _ in
                try controller.uikitUpdateViewConstraints()
            }
            if !view.didCallSuperUpdateConstraints {
                throw SimulatedException.updateConstraintsDidNotCallSuper(
                    receiver: controller.traceName, method: "updateViewConstraints")
            }
        } else {
            try view.callOverridable(.updateConstraints, cause: cause, reason: "needsUpdateConstraints") { _ in
                try view.uikitUpdateConstraints()
            }
            if !view.didCallSuperUpdateConstraints {
                throw SimulatedException.updateConstraintsDidNotCallSuper(
                    receiver: view.traceName, method: "updateConstraints")
            }
        }
    }

    private func dirtyNames(under root: UIView) -> [String] {
        var names: [String] = []
        root.forEachInSubtree { if $0.updateConstraintsFlag { names.append($0.traceName) } }
        return names.sorted()
    }
}
