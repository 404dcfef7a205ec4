// A view's side of Auto Layout: anchors, guides, content-size constraints, applying engine frames.
import Foundation

extension UIView: LayoutItem {
    /// A view is its own owning view.
    public var owningView: UIView? { self }

    /// The active constraints installed on this view.
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// The area not covered by bars: the window's safe-area insets where the view overlaps them.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let storedSafeAreaGuide { return storedSafeAreaGuide }
        let guide = UILayoutGuide(owningView: self, kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
        storedSafeAreaGuide = guide
        layoutGuides.append(guide)
        return guide
    }

    /// The view's bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        if let storedMarginsGuide { return storedMarginsGuide }
        let guide = UILayoutGuide(owningView: self, kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
        storedMarginsGuide = guide
        layoutGuides.append(guide)
        return guide
    }

    // MARK: Layout margins (fact 48)

    /// The margins the layout margins guide keeps from the edges (fact 48): the ones set (8 pt by
    /// default), for a controller's root view no smaller than its `systemMinimumLayoutMargins`,
    /// and measured from the safe area while `insetsLayoutMarginsFromSafeArea`. Setting it sets
    /// the margins before those adjustments.
    public var layoutMargins: UIEdgeInsets {
        get {
            var margins = storedLayoutMargins ?? defaultLayoutMargins
            if let viewController, viewController.viewRespectsSystemMinimumLayoutMargins {
                let minimum = viewController.systemMinimumLayoutMargins.edgeInsets
                margins = UIEdgeInsets(
                    top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
                    bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
            }
            guard insetsLayoutMarginsFromSafeArea else { return margins }
            let safe = safeAreaInsets
            return UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        set {
            let before = layoutMargins
            storedLayoutMargins = newValue
            marginsChanged()
            if layoutMargins != before { sendLayoutMarginsDidChange(cause: context.currentCause) }
        }
    }

    /// `layoutMarginsDidChange()` (fact 85; Docs "Notifies the view that the layout margins
    /// changed"): what an override raises ends the statement, as from any setter.
    func sendLayoutMarginsDidChange(cause: Cause) {
        do {
            try callOverridable(.layoutMarginsDidChange, cause: cause, reason: "layoutMarginsChanged") { _ in }
        } catch {
            if context.pendingException == nil { context.pendingException = error }
        }
    }

    /// `layoutMargins` by leading and trailing.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(layoutMargins) }
        set { layoutMargins = newValue.edgeInsets }
    }

    /// UIKit's default margins: 8 pt, except a root view's, which start at the system minimum
    /// (model assumption: 0 top and bottom, as iPhones report `(47, 16, 34, 16)` with the safe area).
    var defaultLayoutMargins: UIEdgeInsets {
        if viewController != nil { return UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    /// The margins guide follows new margins, and the view lays out (UIKit's `layoutMarginsDidChange`).
    func marginsChanged() {
        layoutEngine?.refreshSystemGuides(of: self)
        layer.markNeedsLayout(cause: context.currentCause, reason: "layoutMarginsChanged")
    }

    /// The margins guide, narrowed to a comfortable reading width on wide views.
    public var readableContentGuide: UILayoutGuide {
        if let existing = layoutGuides.first(where: { $0.kind == .readableContent }) { return existing }
        let guide = UILayoutGuide(owningView: self, kind: .readableContent, identifier: "UIViewReadableContentGuide")
        layoutGuides.append(guide)
        return guide
    }

    /// Adds a custom guide to the view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// The safe-area insets (fact 48): the parts of the view outside its superview's safe area
    /// (at the top of the tree, the window's 47 top and 34 bottom), plus, for a controller's root
    /// view, the controller's `additionalSafeAreaInsets` (fact 81), which so reach every
    /// descendant that overlaps them.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        // One walk from the window down, so a deep view costs its depth, not its depth squared.
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current, !(view is UIWindow) {
            chain.append(view)
            current = view.superview
        }
        let full = window.screenInsets
        var safe = (
            minX: full.left, minY: full.top,
            maxX: window.bounds.width - full.right, maxY: window.bounds.height - full.bottom
        )
        var origin = CGPoint.zero
        var rect = CGRect(origin: .zero, size: window.bounds.size)  // the window's own
        for view in chain.reversed() {
            origin.x += view.frame.minX
            origin.y += view.frame.minY
            rect = CGRect(origin: origin, size: view.bounds.size)
            safe = (
                max(rect.minX, safe.minX), max(rect.minY, safe.minY), min(rect.maxX, safe.maxX),
                min(rect.maxY, safe.maxY)
            )
            // Fact 81: a controller's additional insets add to its root view's own insets.
            if let extra = view.viewController?.additionalSafeAreaInsets, extra != .zero {
                safe = (
                    safe.minX + extra.left, safe.minY + extra.top, safe.maxX - extra.right, safe.maxY - extra.bottom
                )
            }
        }
        return UIEdgeInsets(
            top: max(0, min(rect.height, safe.minY - rect.minY)), left: max(0, min(rect.width, safe.minX - rect.minX)),
            bottom: max(0, min(rect.height, rect.maxY - safe.maxY)),
            right: max(0, min(rect.width, rect.maxX - safe.maxX)))
    }

    /// The frame in window coordinates (transforms and bounds origins ignored).
    var frameInWindow: CGRect {
        var rect = CGRect(origin: .zero, size: bounds.size)
        var current: UIView? = self
        while let view = current, !(view is UIWindow) {
            rect.origin.x += view.frame.minX
            rect.origin.y += view.frame.minY
            current = view.superview
        }
        return rect
    }

    /// The horizontal (0) or vertical (1) axis, as UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable, CaseIterable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by default).
    public func contentHuggingPriority(for axis: Axis) -> UILayoutPriority { huggingPriorities[axis.rawValue] }

    /// Sets the hugging priority; the content-size constraints follow at the next constraint update.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: Axis) {
        guard huggingPriorities[axis.rawValue] != priority else { return }
        huggingPriorities[axis.rawValue] = priority
        intrinsicContentSizeInvalidated = true
        markNeedsUpdateConstraints(cause: context.currentCause)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: Axis) -> UILayoutPriority {
        compressionPriorities[axis.rawValue]
    }

    /// Sets the compression resistance; the content-size constraints follow at the next constraint update.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: Axis) {
        guard compressionPriorities[axis.rawValue] != priority else { return }
        compressionPriorities[axis.rawValue] = priority
        intrinsicContentSizeInvalidated = true
        markNeedsUpdateConstraints(cause: context.currentCause)
    }

    /// Whether the constraints leave the view's frame undetermined (fact 27). Silent at runtime;
    /// only this query reports it.
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints, let layoutEngine, let layoutVariables else { return false }
        return layoutEngine.isAmbiguous(layoutVariables)
    }

    /// Whether an intrinsic size can feed constraints: UIKit's class has one, or the scenario overrides it.
    var hasIntrinsicContentSizeSource: Bool { uikitHasIntrinsicContentSize || overrides(.intrinsicContentSize) }

    /// Makes or refreshes the hugging / compression-resistance constraints from the intrinsic size
    /// (fact 25), in UIKit's `updateConstraints`. Same priorities: the constants change in place.
    func updateContentSizeConstraints() throws {
        guard !translatesAutoresizingMaskIntoConstraints, let engine = layoutEngine, hasIntrinsicContentSizeSource
        else { return }
        guard intrinsicContentSizeInvalidated || contentSizeConstraints.isEmpty else { return }
        intrinsicContentSizeInvalidated = false
        let size = try intrinsicContentSize
        var wanted: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, CGFloat, UILayoutPriority)] = []
        if size.width >= 0 {
            wanted.append((.width, .lessThanOrEqual, size.width, huggingPriorities[0]))
            wanted.append((.width, .greaterThanOrEqual, size.width, compressionPriorities[0]))
        }
        if size.height >= 0 {
            wanted.append((.height, .lessThanOrEqual, size.height, huggingPriorities[1]))
            wanted.append((.height, .greaterThanOrEqual, size.height, compressionPriorities[1]))
        }
        let cause = context.currentCause
        let sameShape =
            wanted.count == contentSizeConstraints.count
            && zip(wanted, contentSizeConstraints).allSatisfy {
                $0.0 == $1.firstAttribute && $0.1 == $1.relation && $0.3 == $1.storedPriority
            }
        if sameShape {
            for (spec, constraint) in zip(wanted, contentSizeConstraints) where constraint.constant != spec.2 {
                constraint.constant = spec.2
            }
            return
        }
        for constraint in contentSizeConstraints { engine.remove(constraint, cause: cause) }
        contentSizeConstraints = wanted.map { attribute, relation, value, priority in
            let constraint = NSLayoutConstraint(
                context: context, firstItem: self, firstAttribute: attribute, relation: relation, secondItem: nil,
                secondAttribute: .notAnAttribute, multiplier: 1, constant: value, priority: priority,
                origin: .contentSize)
            constraint.active = true
            return constraint
        }
        for constraint in contentSizeConstraints { engine.add(constraint, cause: cause) }
    }

    /// UIKit's `layoutSubviews` step of fact 19: each direct subview positioned by constraints gets
    /// the frame the engine solved. A size change marks that subview for the same pass.
    func applyEngineFramesToSubviews() {
        guard let engine = layoutEngine, let parent = layoutVariables else { return }
        if engine.isPending { engine.sync() }
        if context.looksForAmbiguousLayouts || context.otherChoices.contains(.ambiguousLayout) {
            engine.lookForAmbiguousFrames(
                of: subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }, in: self)
        }
        let cause = context.currentCause
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let variables = subview.layoutVariables else { continue }
            // The engine is synced, so the frame its last sync recorded is current.
            let frame = subview.lastEngineFrame ?? engine.frame(of: variables, relativeTo: parent)
            subview.lastEngineFrame = frame
            context.spend(context.costs.applyEngineFrame)
            if subview.frame != frame { subview.setFrame(frame, cause: cause, reason: "engine") }
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed while the view takes part in the engine:
    /// the autoresizing-mask constraints come or go.
    func autoLayoutParticipationChanged() {
        guard let engine = layoutEngine else {
            if !translatesAutoresizingMaskIntoConstraints && hasIntrinsicContentSizeSource {
                markNeedsUpdateConstraints(cause: context.currentCause)
            }
            return
        }
        let cause = context.currentCause
        for constraint in installedConstraints { engine.remove(constraint, cause: cause) }
        let dependents = installedConstraints
        engine.removeItem(self, cause: cause)
        for constraint in dependents { engine.add(constraint, cause: cause) }
        _ = engine.variables(for: self)
        markNeedsUpdateConstraints(cause: cause)
    }

    // MARK: The engine host (fact 50)

    /// The root of this view's hierarchy, which hosts its engine: the window, or the top view of
    /// a hierarchy in no window.
    var hierarchyRoot: UIView {
        var root = self
        while !(root is UIWindow), let superview = root.superview { root = superview }
        return root
    }

    /// The engine this view hosts, made on first use.
    func hostEngine() -> LayoutEngine {
        if let hostedEngine { return hostedEngine }
        let made = LayoutEngine(context: context, host: self)
        hostedEngine = made
        context.register(made)
        return made
    }

    /// The engine a constraint activated in this hierarchy joins now: the window's (made on first
    /// use), or that of a root in no window once it has one. Otherwise none yet: the constraint
    /// joins when the hierarchy enters a window or is laid out (`prepareHostedEngine`).
    var engineForNewConstraints: LayoutEngine? {
        let root = hierarchyRoot
        if let window = root as? UIWindow { return window.engine }
        return root.hostedEngine
    }

    /// On the root of a hierarchy: whether its update-constraints pass runs (fact 13). A root in no
    /// window that uses Auto Layout (active constraints, or a view requiring constraint-based
    /// layout) gets its engine now, with the constraints made before (fact 50: `layoutIfNeeded()`
    /// on it solves and lays out, as in a window).
    func prepareHostedEngine(measuringOnly: Bool = false, measuring measured: UIView? = nil) -> Bool {
        if let window = self as? UIWindow { return window.isUsingAutoLayout }
        // An engine made to measure does not hold the root at its frame; one that lays out does.
        if !measuringOnly, hostedEngine?.hostHoldDeferred == true { dissolveHostedEngine() }
        var usesAutoLayout = hostedEngine?.hasConstraints ?? false
        if !usesAutoLayout {
            forEachInSubtree { member in
                if member.installedConstraints.contains(where: \.active)
                    || member.overrides(.requiresConstraintBasedLayout) || member.uikitRequiresConstraintBasedLayout
                {
                    usesAutoLayout = true
                }
            }
        }
        guard usesAutoLayout else { return false }
        let engine = hostEngine()
        engine.measuringOnly = measuringOnly
        engine.measuredView = measured
        constraintsEnteredHierarchy(self)
        engine.measuringOnly = false
        engine.measuredView = nil
        return true
    }

    /// A root with its own engine is added to another hierarchy: its engine dissolves, and its
    /// constraints join the new root's (UIKit moves them to the new host's engine).
    func dissolveHostedEngine() {
        guard let engine = hostedEngine else { return }
        let cause = context.currentCause
        context.batchingEngineChanges {
            forEachInSubtree { member in
                for constraint in member.installedConstraints { engine.remove(constraint, cause: cause) }
                engine.removeItem(member, cause: cause)
            }
        }
        hostedEngine = nil
    }

    /// A subtree entering a hierarchy brings its active constraints into the root's engine, if
    /// it has one (a window always does).
    func constraintsEnteredHierarchy(_ view: UIView) {
        var engine: LayoutEngine?
        var looked = false
        context.batchingEngineChanges {
            view.forEachInSubtree { member in
                for constraint in member.installedConstraints where constraint.active && constraint.engine == nil {
                    if !looked {
                        looked = true
                        engine = view.engineForNewConstraints
                    }
                    engine?.add(constraint, cause: context.currentCause)
                }
            }
        }
    }

    /// Before `view` leaves this view: constraints between its subtree and the outside are
    /// deactivated (UIKit does this on removal), and its subtree leaves the hierarchy's engine.
    func subviewWillDetach(_ view: UIView, cause: Cause) {
        var inside = Set<ObjectIdentifier>()
        view.forEachInSubtree { member in
            inside.insert(ObjectIdentifier(member))
            for guide in member.layoutGuides { inside.insert(ObjectIdentifier(guide)) }
        }
        var ancestor: UIView? = self
        while let current = ancestor {
            for constraint in current.installedConstraints {
                let first = constraint.firstItem.map { inside.contains(ObjectIdentifier($0)) } ?? false
                let second = constraint.secondItem.map { inside.contains(ObjectIdentifier($0)) } ?? false
                if first || second { constraint.deactivate(cause: cause) }
            }
            ancestor = current.superview
        }
        guard let engine = hierarchyRoot.hostedEngine else { return }
        view.forEachInSubtree { member in
            for constraint in member.installedConstraints { engine.remove(constraint, cause: cause) }
            engine.removeItem(member, cause: cause)
        }
    }
}
