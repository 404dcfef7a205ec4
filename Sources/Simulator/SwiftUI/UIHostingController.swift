// UIKit's bridge to SwiftUI: a view controller whose view lays out a SwiftUI hierarchy.
import Foundation

/// `UIHostingController(rootView:)`. Its view (`_UIHostingView`) is an ordinary UIView in the
/// UIKit tree; setting `rootView` (or a state change inside) marks that view as needing layout,
/// and the SwiftUI update and layout run inside its `layoutSubviews`, in the same commit as
/// the UIKit passes.
public final class UIHostingController: UIViewController {
    /// How the controller tracks its content's ideal size (`UIHostingControllerSizingOptions`).
    public struct SizingOptions: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The view invalidates its intrinsic content size when the content's ideal size changes.
        public static let intrinsicContentSize = SizingOptions(rawValue: 1)
        /// The controller's `preferredContentSize` follows the content's ideal size.
        public static let preferredContentSize = SizingOptions(rawValue: 2)
    }

    /// The SwiftUI hierarchy this controller hosts.
    public let graph: ViewGraph
    private var storedRootView: ViewDescription
    /// Whatever the binding wants to keep with the root view (the scenario's struct value).
    public var rootViewValue: Any?
    /// `sizingOptions`: empty by default, as in UIKit.
    public var sizingOptions: SizingOptions = [] {
        didSet { hostingView?.idealSizeChanged() }
    }
    /// `preferredContentSize`: with `.preferredContentSize`, the content's ideal size after each pass.
    public var preferredContentSize: CGSize = .zero

    /// Creates a hosting controller in `simulation` showing `rootView`.
    public init(_ simulation: Simulation, rootView: ViewDescription) {
        graph = ViewGraph(context: simulation.context)
        storedRootView = rootView
        super.init(simulation)
        let view = _UIHostingView(
            context: context, frame: CGRect(origin: .zero, size: UIWindow.screenSize), graph: graph)
        view.controller = self
        setView(view)
        graph.pendingRoot = (rootView, context.currentCause)
        graph.onNeedsUpdate = { [unowned view] cause in
            view.layer.markNeedsLayout(cause: cause, reason: "stateChanged")
        }
    }

    private var hostingView: _UIHostingView? { viewIfLoaded as? _UIHostingView }

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
        graph.rootChanged = true
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

    /// Runs the action of the Button whose title (or label text) is `title`, as a tap would:
    /// a traced `Button("Add").action` (reason `tap`); a state it changes updates the views at
    /// the next pass. False when no Button has that title.
    public func tap(_ title: String) throws -> Bool {
        for node in graph.nodes {
            guard case .modifier(.button(let buttonTitle, let action)) = node.kind else { continue }
            let matches =
                buttonTitle == title
                || node.subtree.contains { candidate in
                    if case .text(let text, _) = candidate.kind { return text == title }
                    return false
                }
            guard matches else { continue }
            try context.trace.call(
                level: .uikit, receiver: node.name, method: "action", cause: context.currentCause,
                reason: "tap"
            ) { _ in try action() }
            return true
        }
        return false
    }
}

/// The view of a `UIHostingController`: its `layoutSubviews` runs the SwiftUI pass.
public final class _UIHostingView: UIView {
    unowned let graph: ViewGraph
    /// The controller (for its sizing options).
    weak var controller: UIHostingController?
    /// The content's ideal size the view last reported (`intrinsicContentSize` tracking).
    private var reportedIdealSize: CGSize?
    /// At most this many updates run in one pass when lifecycle actions keep changing state;
    /// SwiftUI warns about such loops ("onChange … tried to update multiple times per frame").
    static let maximumUpdatesPerPass = 8

    init(context: SimulationContext, frame: CGRect, graph: ViewGraph) {
        self.graph = graph
        super.init(context: context, frame: frame)
    }

    override var className: String { "_UIHostingView" }

    /// UIKit's layout of the view, then SwiftUI's: update the graph if the root view or a state
    /// changed, propose the bounds' size to the root and place it, then run the lifecycle actions
    /// the update made due (`onDisappear`, `onAppear`, `onChange`); a state they change updates
    /// again in the same pass.
    override func classLayoutSubviews() throws {
        let cause = context.trace.currentCall.map(Cause.event) ?? context.currentCause
        graph.isInPass = true
        defer { graph.isInPass = false }
        for _ in 0..<Self.maximumUpdatesPerPass {
            try graph.updateIfNeeded()
            try graph.layout(in: bounds, cause: cause)
            try graph.runDueActions()
            if graph.pendingRoot == nil { break }
        }
        idealSizeChanged()
    }

    /// The content's ideal size (the root asked with nil×nil), or nil without content.
    private func idealSize(reason: SizingReason) -> CGSize? {
        guard let root = graph.root else { return nil }
        return try? graph.sizeThatFits(root, .unspecified, reason: reason)
    }

    /// After a pass: with `.intrinsicContentSize`, a changed ideal size invalidates the view's
    /// intrinsic content size; with `.preferredContentSize`, the controller's
    /// `preferredContentSize` becomes the ideal size (Apple's documentation of
    /// `UIHostingControllerSizingOptions`).
    func idealSizeChanged() {
        guard let options = controller?.sizingOptions, !options.isEmpty, let ideal = idealSize(reason: .idealSize)
        else { return }
        if options.contains(.preferredContentSize) { controller?.preferredContentSize = ideal }
        if options.contains(.intrinsicContentSize), reportedIdealSize != ideal {
            reportedIdealSize = ideal
            invalidateIntrinsicContentSize()
        }
    }

    /// A hosting view has an intrinsic content size (its content's ideal size), so Auto Layout
    /// gives it content-size constraints.
    override var uikitHasIntrinsicContentSize: Bool { true }

    /// The content's ideal size. **Model assumption**: the hosting view always reports its
    /// content's ideal size here (observed; Apple documents only that `.intrinsicContentSize`
    /// makes the view invalidate it when it changes).
    override var uikitIntrinsicContentSize: CGSize {
        try? graph.updateIfNeeded()
        return idealSize(reason: .idealSize)
            ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// `view.sizeThatFits(_:)`: the content's size for that proposal, as the controller's
    /// `sizeThatFits(in:)` answers it.
    override func uikitSizeThatFits(_ size: CGSize) -> CGSize {
        try? graph.updateIfNeeded()
        guard let root = graph.root else { return .zero }
        return (try? graph.sizeThatFits(root, ProposedViewSize(size), reason: .hostingController)) ?? .zero
    }
}
