// A view controller: lazy view loading, appearance and the layout callbacks of its root view.
import Foundation

/// A UIKit view controller. Its view loads on first access (`loadView`, then `viewDidLoad`);
/// the update-constraints pass calls `updateViewConstraints` instead of the root view's
/// `updateConstraints` (fact 15); the layout pass brackets the root view's `layoutSubviews`
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

    /// UIKit's own `updateViewConstraints`: the root view's own constraint update, without a
    /// separate `updateConstraints` call on it (fact 15).
    func uikitUpdateViewConstraints() throws {
        try viewIfLoaded?.uikitUpdateConstraints()
    }

    /// Records a UIKit-level call of `method` and runs it through the override hook.
    func callOverridable<R>(
        _ method: OverridableMethod, cause: Cause, reason: String, arguments: [Any] = [], base: ([Any]) throws -> R
    ) throws -> R {
        try context.trace.call(
            level: .uikit, receiver: traceName, method: method.traceMethod, cause: cause, reason: reason
        ) { _ in
            try dispatchOverride(scripted, method, receiver: self, name: traceName, arguments: arguments, base: base)
        }
    }
}
