// UIKit's bridge to SwiftUI: a view controller whose view lays out a SwiftUI hierarchy.
import Foundation

/// `UIHostingController(rootView:)`. Its view (`_UIHostingView`) is an ordinary UIView in the
/// UIKit tree; setting `rootView` marks that view as needing layout, and the SwiftUI update and
/// layout run inside its `layoutSubviews`, in the same commit as the UIKit passes.
public final class UIHostingController: UIViewController {
    /// The SwiftUI hierarchy this controller hosts.
    public let graph: ViewGraph
    private var storedRootView: ViewDescription
    /// Whatever the binding wants to keep with the root view (the scenario's struct value).
    public var rootViewValue: Any?

    /// Creates a hosting controller in `simulation` showing `rootView`.
    public init(_ simulation: Simulation, rootView: ViewDescription) {
        graph = ViewGraph(context: simulation.context)
        storedRootView = rootView
        super.init(simulation)
        let view = _UIHostingView(
            context: context, frame: CGRect(origin: .zero, size: UIWindow.screenSize), graph: graph)
        setView(view)
        graph.pendingRoot = (rootView, context.currentCause)
    }

    /// The root SwiftUI view. Setting it schedules an update: the next layout pass of the hosting
    /// view evaluates the new value's `body`s and lays out again.
    public var rootView: ViewDescription {
        get { storedRootView }
        set { setRootView(newValue) }
    }

    /// Sets the root view (`host.rootView = …`), recorded in the trace as the cause of the update.
    public func setRootView(_ view: ViewDescription) {
        storedRootView = view
        let seq = context.trace.record(
            level: .uikit, receiver: traceName, method: "setRootView",
            cause: context.currentCause, reason: "explicit")
        graph.pendingRoot = (view, .event(seq))
        viewIfLoaded?.layer.markNeedsLayout(cause: .event(seq), reason: "rootViewChanged")
    }

    /// The size the SwiftUI content wants for `size` (UIHostingController's `sizeThatFits(in:)`).
    public func sizeThatFits(in size: CGSize) throws -> CGSize {
        try context.trace.call(
            level: .uikit, receiver: traceName, method: "sizeThatFits", cause: context.currentCause,
            reason: "explicit"
        ) { _ in
            try graph.updateIfNeeded()
            guard let root = graph.root else { return .zero }
            return try graph.sizeThatFits(root, ProposedViewSize(size), reason: .hostingController)
        }
    }
}

/// The view of a `UIHostingController`: its `layoutSubviews` runs the SwiftUI pass.
public final class _UIHostingView: UIView {
    unowned let graph: ViewGraph

    init(context: SimulationContext, frame: CGRect, graph: ViewGraph) {
        self.graph = graph
        super.init(context: context, frame: frame)
    }

    override var className: String { "_UIHostingView" }

    /// UIKit's layout of the view, then SwiftUI's: update the graph if the root view changed,
    /// then propose the bounds' size to the root and place it.
    override func classLayoutSubviews() throws {
        let cause = context.trace.currentCall.map(Cause.event) ?? context.currentCause
        try graph.updateIfNeeded()
        try graph.layout(in: bounds, cause: cause)
    }
}
