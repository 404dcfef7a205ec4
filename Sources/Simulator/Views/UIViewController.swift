// A view controller: lazy view loading, appearance and the layout callbacks of its root view.
import Foundation

/// A UIKit view controller. Its view loads on first access (`loadView`, then `viewDidLoad`);
/// the update-constraints pass calls `updateViewConstraints` for the root view, and UIKit's
/// own implementation sends `updateConstraints` to the view (fact 15); the layout pass brackets the root view's `layoutSubviews`
/// with `viewWillLayoutSubviews` / `viewDidLayoutSubviews` (fact 18).
public class UIViewController {
    let context: SimulationContext
    /// The scenario class's overrides, if this controller was made from a scenario class.
    public var scripted: (any ScriptedOverrides)?
    /// The root view, if it has been loaded.
    public private(set) var viewIfLoaded: UIView?
    /// Whether `viewDidAppear` has been sent.
    public internal(set) var hasAppeared = false
    /// The child controllers, in the order they were added (see UIViewController+Children.swift).
    public internal(set) var children: [UIViewController] = []
    /// The container this controller is a child of.
    public internal(set) weak var parent: UIViewController?

    private var explicitName: String?
    private var number = 0
    private lazy var defaultName: String = "UIViewController#\(number)"

    /// Creates a controller in `simulation`.
    public init(_ simulation: Simulation) {
        self.context = simulation.context
        number = context.nextNumber(for: "UIViewController")
    }

    /// The name the trace uses: the scenario's `let` name or `UIViewController#1`.
    public var traceName: String {
        get { explicitName ?? defaultName }
        set { explicitName = newValue }
    }

    /// The root view, loaded on first access (may run `loadView` / `viewDidLoad` overrides).
    public var view: UIView {
        get throws {
            try loadViewIfNeeded()
            if let viewIfLoaded { return viewIfLoaded }
            // loadView did not set a view: UIKit would try again; the model gives a plain one.
            let fallback = UIView(context: context, frame: CGRect(origin: .zero, size: UIWindow.screenSize))
            setView(fallback)
            return fallback
        }
    }

    /// Sets the root view (what a `loadView` override does with `view = …`).
    public func setView(_ view: UIView?) {
        viewIfLoaded?.viewController = nil
        viewIfLoaded = view
        view?.viewController = self
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (fact 48).
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.marginsChanged() }
    }

    /// The smallest margins UIKit allows the root view: 16 pt leading and trailing on an iPhone in
    /// portrait, 0 top and bottom (fact 48; the value varies by device and size class).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }

    /// Insets added to the safe area of the root view and, through it, of its descendants
    /// (fact 81). Set it with `setAdditionalSafeAreaInsets(_:)`, which may run overrides.
    public private(set) var additionalSafeAreaInsets: UIEdgeInsets = .zero

    /// Sets `additionalSafeAreaInsets` (fact 81; Docs: "adjust the safe area insets of this view
    /// controller's views by the specified amount"): the safe-area and margins guides of the root
    /// view and its descendants follow, every view whose insets changed gets
    /// `safeAreaInsetsDidChange` and is marked for layout, and the controller gets
    /// `viewSafeAreaInsetsDidChange` when its root view's insets changed.
    public func setAdditionalSafeAreaInsets(_ insets: UIEdgeInsets) throws {
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? max(-1e6, min(1e6, v)) : 0 }
        let insets = UIEdgeInsets(
            top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom),
            right: finite(insets.right))
        guard insets != additionalSafeAreaInsets else { return }
        guard let root = viewIfLoaded else {
            additionalSafeAreaInsets = insets
            return
        }
        var before: [ObjectIdentifier: UIEdgeInsets] = [:]
        root.forEachInSubtree { before[ObjectIdentifier($0)] = $0.safeAreaInsets }
        additionalSafeAreaInsets = insets
        root.layoutEngine?.refreshSystemGuides(in: root)
        var changed: [UIView] = []
        root.forEachInSubtree { if before[ObjectIdentifier($0)] != $0.safeAreaInsets { changed.append($0) } }
        let cause = context.currentCause
        for view in changed {
            view.layer.markNeedsLayout(cause: cause, reason: "safeAreaInsetsChanged")
            try view.callOverridable(.safeAreaInsetsDidChange, cause: cause, reason: "safeAreaInsetsChanged") { _ in }
            if view === root {
                try callOverridable(.viewSafeAreaInsetsDidChange, cause: cause, reason: "safeAreaInsetsChanged") { _ in
                }
            }
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { viewIfLoaded != nil }

    /// Loads the view if it has not been: `loadView`, then `viewDidLoad`.
    public func loadViewIfNeeded() throws {
        guard viewIfLoaded == nil else { return }
        let cause = context.currentCause
        try callOverridable(.loadView, cause: cause, reason: "viewAccess") { _ in
            // UIKit's loadView: a plain view the size of the screen.
            if viewIfLoaded == nil {
                setView(UIView(context: context, frame: CGRect(origin: .zero, size: UIWindow.screenSize)))
            }
        }
        if viewIfLoaded == nil {
            setView(UIView(context: context, frame: CGRect(origin: .zero, size: UIWindow.screenSize)))
        }
        try callOverridable(.viewDidLoad, cause: cause, reason: "viewLoaded") { _ in }
    }

    /// Runs `updateViewConstraints` now, as when scenario code calls it directly.
    public func updateViewConstraints() throws {
        try callOverridable(.updateViewConstraints, cause: context.currentCause, reason: "direct") { _ in
            try uikitUpdateViewConstraints()
        }
    }

    /// Whether UIKit's own `updateViewConstraints` ran since the update-constraints pass last
    /// sent it (an override that skips `super` leaves it false).
    var didCallSuperUpdateViewConstraints = false

    /// The class UIKit's exception texts name: the scenario class, or `UIViewController`.
    var exceptionClassName: String { scripted?.className ?? "UIViewController" }

    /// UIKit's own `updateViewConstraints`: it sends `updateConstraints` to the root view, so a
    /// root view class's override runs inside it (fact 15).
    func uikitUpdateViewConstraints() throws {
        didCallSuperUpdateViewConstraints = true
        guard let view = viewIfLoaded else { return }
        try view.callOverridable(.updateConstraints, cause: context.currentCause, reason: "updateViewConstraints") {
            _ in
            try view.uikitUpdateConstraints()
        }
    }

    /// Records a UIKit-level call of `method` and runs it through the override hook.
    func callOverridable<R>(
        _ method: OverridableMethod, cause: Cause, reason: String, arguments: @autoclosure () -> [Any] = [],
        base: ([Any]) throws -> R
    ) throws -> R {
        try context.trace.call(
            level: .uikit, receiver: traceName, method: method.traceMethod, cause: cause, reason: reason
        ) { _ in
            try dispatchOverride(scripted, method, receiver: self, name: traceName, arguments: arguments(), base: base)
        }
    }
}
