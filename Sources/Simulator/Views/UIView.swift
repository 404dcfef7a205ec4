// UIKit's view: geometry over its layer, the hierarchy, flags, and the overridable entry points.
import Foundation

/// A UIKit view. Geometry lives in its `layer` (the view is the layer's delegate); the three
/// dirty flags are `needsUpdateConstraints` (here) and the layer's needsLayout / needsDisplay.
///
/// Scenario subclasses reach the simulator through `scripted` (see `ScriptedOverrides`).
/// Methods that may run scenario code `throw` what that code throws.
public class UIView {
    let context: SimulationContext
    /// The backing layer; this view is its delegate.
    public let layer: CALayer
    /// The scenario class's overrides, if this view was made from a scenario class.
    public var scripted: (any ScriptedOverrides)?
    /// The view this one is a subview of.
    // Safe: the superview holds this view in its `subviews` and clears this when it detaches it
    // and before it goes (its `deinit`), so it never points at a freed view. Not weak: a weak
    // reference gave every view in a hierarchy a side table.
    public internal(set) unowned(unsafe) var superview: UIView?
    /// Subviews, back to front.
    public internal(set) var subviews: [UIView] = []
    /// The controller whose root view this is.
    public internal(set) weak var viewController: UIViewController? {
        didSet { mayHaveViewController = mayHaveViewController || viewController != nil }
    }
    /// Whether a controller was ever set: most views never have one, and `traceName`, read for
    /// every event, then skips loading the weak reference.
    private var mayHaveViewController = false

    /// An integer the app can use to find the view.
    public var tag = 0
    /// Whether the view is hidden.
    public var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changed = newValue != layer.isHidden
            layer.isHidden = newValue
            // A hidden arranged subview leaves its stack view's arrangement (fact 47).
            if changed { (superview as? UIStackView)?.arrangedSubviewChanged(self) }
        }
    }
    /// Opacity 0…1 (the layer's opacity).
    public var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(max(0, min(1, newValue))) }
    }
    /// The background fill: a layer property, composited by the render server, no `draw(_:)` (fact 34).
    public var backgroundColor: UIColor? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }
    /// Whether the view's drawing fills its bounds with opaque pixels (Docs UIView `isOpaque`,
    /// true by default): its backing store then needs no blending (fact 74).
    public var isOpaque: Bool {
        get { explicitIsOpaque ?? defaultIsOpaque }
        set {
            explicitIsOpaque = newValue
            layer.touch()
        }
    }
    var explicitIsOpaque: Bool?
    /// UIView's default for `isOpaque`.
    var defaultIsOpaque: Bool { true }
    /// Whether subviews are clipped (`layer.masksToBounds`).
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// How the content is stretched on a bounds change; `.redraw` redraws instead (fact 32).
    public var contentMode: ContentMode = .scaleToFill

    /// Whether the view's frame is expressed as autoresizing constraints (true for views made in code).
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if oldValue != translatesAutoresizingMaskIntoConstraints { autoLayoutParticipationChanged() }
        }
    }
    /// How the view resizes when its superview's size changes (springs and struts).
    public var autoresizingMask: AutoresizingMask = []
    /// Whether subviews are resized by their autoresizing masks when this view's size changes.
    public var autoresizesSubviews = true

    // needsUpdateConstraints state (facts 5, 13): a new view starts needing a constraint update.
    var updateConstraintsFlag = true
    var descendantNeedsUpdateConstraints = false
    var updateConstraintsCause: Cause = .none
    /// Set by UIKit's own `updateConstraints`, to detect overrides that do not call super.
    var didCallSuperUpdateConstraints = false
    /// Set by `invalidateIntrinsicContentSize`; the next `updateConstraints` refreshes the content-size constraints.
    var intrinsicContentSizeInvalidated = false
    /// Whether this view's `layoutSublayers(of:)` is running (fact 7: no upward marking then).
    var isInLayout = false

    // Auto Layout state (see UIView+Constraints.swift), out of line until first written: a
    // view that never takes part in Auto Layout keeps one nil reference instead of 170 bytes.
    /// The view's layout state, made at the first use (for writing).
    var layoutState: ViewLayoutState {
        if let storedLayoutState { return storedLayoutState }
        let made = ViewLayoutState()
        storedLayoutState = made
        return made
    }
    private var storedLayoutState: ViewLayoutState?

    // The fields of `layoutState` under their own names (ViewLayoutState.swift says what each is).
    var installedConstraints: [NSLayoutConstraint] {
        get { (storedLayoutState ?? .unconstrained).installedConstraints }
        _modify { yield &layoutState.installedConstraints }
    }
    var layoutVariables: LayoutVariables? {
        get { (storedLayoutState ?? .unconstrained).layoutVariables }
        _modify { yield &layoutState.layoutVariables }
    }
    var layoutEngine: LayoutEngine? {
        get { (storedLayoutState ?? .unconstrained).layoutEngine }
        _modify { yield &layoutState.layoutEngine }
    }
    var hostedEngine: LayoutEngine? {
        get { (storedLayoutState ?? .unconstrained).hostedEngine }
        _modify { yield &layoutState.hostedEngine }
    }
    var autoresizingConstraints: [NSLayoutConstraint] {
        get { (storedLayoutState ?? .unconstrained).autoresizingConstraints }
        _modify { yield &layoutState.autoresizingConstraints }
    }
    var contentSizeConstraints: [NSLayoutConstraint] {
        get { (storedLayoutState ?? .unconstrained).contentSizeConstraints }
        _modify { yield &layoutState.contentSizeConstraints }
    }
    var lastEngineFrame: CGRect? {
        get { (storedLayoutState ?? .unconstrained).lastEngineFrame }
        _modify { yield &layoutState.lastEngineFrame }
    }
    var layoutGuides: [UILayoutGuide] {
        get { (storedLayoutState ?? .unconstrained).layoutGuides }
        _modify { yield &layoutState.layoutGuides }
    }
    var storedSafeAreaGuide: UILayoutGuide? {
        get { (storedLayoutState ?? .unconstrained).storedSafeAreaGuide }
        _modify { yield &layoutState.storedSafeAreaGuide }
    }
    var storedMarginsGuide: UILayoutGuide? {
        get { (storedLayoutState ?? .unconstrained).storedMarginsGuide }
        _modify { yield &layoutState.storedMarginsGuide }
    }
    var huggingPriorities: AxisPriorities {
        get { (storedLayoutState ?? .unconstrained).huggingPriorities }
        _modify { yield &layoutState.huggingPriorities }
    }
    var compressionPriorities: AxisPriorities {
        get { (storedLayoutState ?? .unconstrained).compressionPriorities }
        _modify { yield &layoutState.compressionPriorities }
    }
    var storedLayoutMargins: UIEdgeInsets? {
        get { (storedLayoutState ?? .unconstrained).storedLayoutMargins }
        _modify { yield &layoutState.storedLayoutMargins }
    }
    /// Whether the margins are measured from the safe area (fact 48: true by default).
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { marginsChanged() } }
    }

    private var explicitName: String?
    private var number = 0
    /// `UIView#3`: the class name and creation number (counted per class, from 1).
    private lazy var defaultName: String = CreationCounters.defaultName(of: className, number: number)

    /// Creates a view with a zero frame in `simulation`.
    public convenience init(_ simulation: Simulation) {
        self.init(context: simulation.context, frame: .zero)
    }

    /// Creates a view with `frame` in `simulation`.
    public convenience init(_ simulation: Simulation, frame: CGRect) {
        self.init(context: simulation.context, frame: frame)
    }

    init(context: SimulationContext, frame: CGRect) {
        self.context = context
        self.layer = CALayer(context: context)
        layer.delegate = self
        layer.storedBounds = CGRect(origin: .zero, size: frame.size)
        layer.storedPosition = CGPoint(x: frame.midX, y: frame.midY)
        number = context.nextNumber(for: className)
    }

    deinit {
        // The layer may outlive its view (a scenario can hold it); its `delegate` is unowned.
        layer.delegate = nil
        // So may subviews held elsewhere, and constraints: their links to this view are unowned.
        for subview in subviews { subview.superview = nil }
        if let storedLayoutState { Self.clearLinks(to: self, in: storedLayoutState) }
    }

    /// Clears the unowned links to `view`, which is going: its constraints' `installedOn`, its
    /// naming constraints' items, and its entry in its engine's list of views.
    private static func clearLinks(to view: UIView, in state: ViewLayoutState) {
        for constraint in state.installedConstraints { constraint.installedOn = nil }
        state.namingConstraints.clearLinks(to: view)
        state.layoutEngine?.viewWillGo(view)
        // A hosted engine outlives its host's `deinit` until the host's fields go; its list of
        // views, about to be emptied view by view, goes at once.
        state.hostedEngine?.hostWillGo()
    }

    /// The UIKit class name used for default trace names (`UIView#3`).
    var className: String { "UIView" }

    /// The class UIKit's exception texts name: the scenario class (`Card`), or the UIKit class.
    var exceptionClassName: String { scripted?.className ?? className }

    /// UIKit's own `sizeThatFits(_:)` for this class: a plain view keeps its current size.
    func uikitSizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Whether UIKit's own class returns true from `requiresConstraintBasedLayout` (a stack view).
    var uikitRequiresConstraintBasedLayout: Bool { false }

    /// The class's own part of UIKit's `updateConstraints` (a stack view rebuilds its arrangement).
    func uikitUpdateOwnConstraints() throws {}

    /// Called when the bounds width changed (a multi-line label re-wraps).
    func uikitBoundsWidthChanged() {}

    /// Called after `view` stopped being a subview of this one.
    func subviewDidDetach(_ view: UIView) {}

    /// The layout a UIKit class does in its own `layoutSubviews` after UIView's (a hosting
    /// view's SwiftUI pass); a plain view does none.
    func classLayoutSubviews() throws {}

    /// Whether UIKit's own class draws content (a label's text); a plain view does not (fact 29).
    var uikitDrawsContent: Bool { false }

    /// Whether the display pass calls `draw(_:)`: the class overrides it (fact 29).
    var drawsContent: Bool { uikitDrawsContent || overrides(.draw) }

    /// Whether UIKit's own class has an intrinsic content size (labels, image views).
    var uikitHasIntrinsicContentSize: Bool { false }

    /// UIKit's own intrinsic content size for this class: none for a plain view.
    var uikitIntrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The name the trace uses: the scenario's `let` name, a controller's `vc.view`, else `UIView#3`.
    public var traceName: String {
        get {
            if let explicitName { return explicitName }
            if mayHaveViewController, let viewController { return viewController.traceName + ".view" }
            return defaultName
        }
        set { explicitName = newValue }
    }

    /// The id of `traceName` in the trace, for recording this view's events.
    var traceNameID: UInt32 {
        if keepsDefaultName && defaultNameID != .max { return defaultNameID }
        let id = tracedName.id(of: traceName, in: context.trace)
        if keepsDefaultName { defaultNameID = id }
        return id
    }
    private var tracedName = TraceNameMemo()
    /// The id of `UIView#3` while the view keeps that name: a commit records several events a
    /// view, and reading the name for each (to compare it with the one the memo keeps) was a
    /// twentieth of a 10k-view commit.
    private var defaultNameID = UInt32.max

    /// Whether the view is still named by its class and number: nothing named it and no
    /// controller owns it. Once false it stays false (a name is never taken back, nor the
    /// flag that a controller was set), so an id kept while it holds stays right.
    var keepsDefaultName: Bool { explicitName == nil && !mayHaveViewController }

    /// The window the view is in, if any.
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    // MARK: Geometry (fact 7)

    /// The view's rectangle in its superview: derived from `center`, `bounds` and `transform`.
    /// Setting it with a new size marks this view's layer and its superview's for layout; a
    /// position-only change marks nothing.
    public var frame: CGRect {
        get { layer.frame }
        set { setFrame(newValue, cause: context.currentCause) }
    }

    /// `frame` as app code reads and writes it. Under a transform other than identity Apple calls
    /// the value undefined ("the value of this property is undefined and therefore should be
    /// ignored", Docs UIView.frame and UIView.transform), so each such use is a model choice
    /// (`ModelChoice`): the model reads the transformed bounding box and writes the size as the
    /// untransformed bounds; a run taking the other choice reads the untransformed rectangle and
    /// writes only the position. The simulator's own code uses `frame`, which records nothing.
    public var appFrame: CGRect {
        get {
            guard !layer.affineTransform.isIdentity,
                context.choose(
                    .undefinedValue, "`\(traceName).frame` read while its transform is not identity",
                    source: "Docs UIView.frame: undefined under a transform")
            else { return frame }
            let size = layer.storedBounds.size
            return CGRect(
                x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            guard !layer.affineTransform.isIdentity,
                context.choose(
                    .undefinedValue, "`\(traceName).frame` set while its transform is not identity",
                    source: "Docs UIView.frame: undefined under a transform")
            else { frame = newValue; return }
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The view's own coordinate space, used by `layoutSubviews` (fact 20).
    public var bounds: CGRect {
        get { layer.storedBounds }
        set {
            let oldSize = layer.storedBounds.size
            layer.storedBounds = newValue
            geometryChanged(oldSize: oldSize, cause: context.currentCause, reason: "boundsChanged")
        }
    }

    /// The center in the superview's coordinates (the layer's position).
    public var center: CGPoint {
        get { layer.storedPosition }
        set {
            layer.storedPosition = newValue
            geometryChanged(oldSize: layer.storedBounds.size, cause: context.currentCause, reason: "centerChanged")
        }
    }

    /// The transform, applied about the center; with one, `frame` is the bounding box.
    public var transform: CGAffineTransform {
        get { layer.affineTransform }
        set {
            layer.affineTransform = newValue
            layer.touch()
        }
    }

    /// Sets the frame on behalf of `cause` (the scenario, a layout, or the engine).
    func setFrame(_ rect: CGRect, cause: Cause, reason: String = "frameChanged") {
        let oldSize = layer.storedBounds.size
        // UIKit leaves frame undefined under a non-identity transform; the model then takes the
        // new size as the untransformed bounds size and the rect's midpoint as the center.
        layer.storedBounds.size = rect.size
        layer.storedPosition = CGPoint(x: rect.midX, y: rect.midY)
        geometryChanged(oldSize: oldSize, cause: cause, reason: reason)
    }

    /// UIKit's invalidation after a geometry change (fact 7, fact 32, autoresizing).
    func geometryChanged(oldSize: CGSize, cause: Cause, reason: String) {
        layer.touch()
        if translatesAutoresizingMaskIntoConstraints, let layoutEngine {
            layoutEngine.frameChanged(of: self, cause: cause)
        }
        layoutEngine?.refreshSystemGuides(in: self)
        let newSize = layer.storedBounds.size
        guard newSize != oldSize else { return }
        if newSize.width != oldSize.width { uikitBoundsWidthChanged() }
        layer.markNeedsLayout(cause: cause, reason: "sizeChanged")
        if let superview, !superview.isInLayout {
            superview.layer.markNeedsLayout(cause: cause, reason: "subviewSizeChanged")
        }
        if contentMode == .redraw || layer.needsDisplayOnBoundsChange {
            layer.markNeedsDisplay(rect: nil, cause: cause, reason: "contentModeRedraw")
        } else if !layer.hasDrawn && layer.displayFlag {
            layer.superlayer?.markDescendantNeedsDisplay()
        }
        if autoresizesSubviews { resizeSubviews(withOldSize: oldSize, cause: cause) }
    }

    // MARK: Calling overridable methods

    /// Records a UIKit-level call of `method` and runs it through the override hook.
    func callOverridable<R>(
        _ method: OverridableMethod, cause: Cause, reason: String, arguments: @autoclosure () -> [Any] = [],
        text: String? = nil,
        base: ([Any]) throws -> R
    ) throws -> R {
        try context.trace.call(
            level: .uikit, receiverID: traceNameID, method: method.traceMethod, cause: cause, reason: reason, text: text
        ) { _ in
            try dispatchOverride(scripted, method, receiver: self, name: traceName, arguments: arguments(), base: base)
        }
    }

    /// Whether the scenario class overrides `method`.
    func overrides(_ method: OverridableMethod) -> Bool {
        scripted?.overrides(method) ?? false
    }
}

extension UIView {
    /// How a view's content fills its bounds when they change.
    public enum ContentMode: String, Sendable, CaseIterable {
        /// Stretch the existing bitmap (the default; no redraw).
        case scaleToFill
        /// Scale keeping the aspect ratio, fitting inside.
        case scaleAspectFit
        /// Scale keeping the aspect ratio, filling.
        case scaleAspectFill
        /// Redraw on every bounds change (`setNeedsDisplay`).
        case redraw
        /// Center without scaling.
        case center
        /// Pin to the top-left without scaling.
        case topLeft
    }

    /// Springs and struts: which margins and dimensions stretch with the superview.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The bit value.
        public let rawValue: Int
        /// Creates a mask from bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
