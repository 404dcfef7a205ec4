// The window: root of the view and layer trees, host of the Auto Layout engine.
import Foundation

/// An iPhone-like window, 390×844 pt at @3x, always key and visible. It hosts the Auto Layout
/// engine of everything in it and is the root the commit lays out and displays.
public final class UIWindow: UIView {
    /// Pixels per point.
    public let scale: CGFloat = UIWindow.screenScale
    /// The screen's pixels per point, which also rounds the frames of views in no window.
    public static let screenScale: CGFloat = 3
    /// The root view controller (set it with `setRootViewController(_:)`).
    public private(set) var rootViewController: UIViewController?
    /// Whether a view in the window requires constraint-based layout (`requiresConstraintBasedLayout`).
    var requiresConstraintBasedLayoutSeen = false
    /// The Auto Layout engine, once a constraint needed it.
    var engineIfCreated: LayoutEngine? { hostedEngine }

    /// The window's Auto Layout engine (made on first use).
    var engine: LayoutEngine { hostEngine() }

    /// The iPhone 14/15-class screen size in points.
    public static let screenSize = CGSize(width: 390, height: 844)

    /// What the simulation's list of windows holds instead of a weak reference to the window.
    private var link: ObjectLink<UIWindow>?

    init(context: SimulationContext) {
        super.init(context: context, frame: CGRect(origin: .zero, size: UIWindow.screenSize))
        let link = ObjectLink(to: self)
        self.link = link
        context.windows.append(link)
    }

    deinit {
        link?.objectWillGo()
    }

    override var className: String { "UIWindow" }

    /// The screen's insets for the status bar and home indicator: 47 pt top, 34 pt bottom.
    public static let screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    /// The same iPhone in landscape: the sensor housing and the home indicator (47 pt each side,
    /// 21 pt bottom, no status bar; fact 85).
    public static let landscapeSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    /// The screen's safe-area insets now: portrait's, or landscape's after `rotate(to:)`.
    public internal(set) var screenInsets = UIWindow.screenSafeAreaInsets

    /// Whether the update-constraints pass runs for this window (fact 13): its engine holds
    /// constraints, or a view in it requires constraint-based layout.
    public var isUsingAutoLayout: Bool {
        requiresConstraintBasedLayoutSeen || (engineIfCreated?.hasConstraints ?? false)
    }

    /// Makes `controller` the root: loads its view (`loadView`, `viewDidLoad`), calls
    /// `viewWillAppear`, sizes the view to the window (flexible width and height) and adds it;
    /// `viewDidAppear` follows after the next commit. The previous root's view is removed.
    public func setRootViewController(_ controller: UIViewController?) throws {
        if let old = rootViewController, old !== controller, let oldView = old.viewIfLoaded, oldView.superview === self
        {
            try oldView.removeFromSuperview()
        }
        rootViewController = controller
        guard let controller else { return }
        let view = try controller.view
        try controller.callOverridable(
            .viewWillAppear, cause: context.currentCause, reason: "appearance", arguments: [false]
        ) { _ in }
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.frame = bounds
        try addSubview(view)
        context.pendingAppearances.append(controller)
    }
}
