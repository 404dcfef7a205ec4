// The layout flag and pass entry points of a view, sizing, and autoresizing.
import Foundation
import TextBasics

extension UIView {
    /// `UIView.noIntrinsicMetric`: no intrinsic size along an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Marks only this view as needing layout and returns; the layout runs at the end of the
    /// run-loop turn, once however many times it was called (facts 5, 6).
    public func setNeedsLayout() {
        let seq = context.trace.record(
            level: .uikit, receiver: traceName, method: "setNeedsLayout", cause: context.currentCause,
            reason: "explicit")
        context.spend(context.costs.setNeeds)
        layer.markNeedsLayout(cause: .event(seq), reason: nil)
    }

    /// Lays out now (fact 21): first the pending constraint updates of the engine host (the
    /// window, or the root of a hierarchy in no window, fact 50), then this view's subtree if
    /// anything in it needs layout. It never climbs to dirty ancestors and does not move this
    /// view itself (its superview's layout does that).
    public func layoutIfNeeded() throws {
        try context.trace.call(
            level: .uikit, receiver: traceName, method: "layoutIfNeeded", cause: context.currentCause,
            reason: "explicit"
        ) { seq in
            let host = hierarchyRoot
            if host.prepareHostedEngine(), host.updateConstraintsFlag || host.descendantNeedsUpdateConstraints {
                try context.withPhase(.updateConstraints) {
                    try UpdateConstraintsPass(context: context).run(from: host, cause: .event(seq))
                }
            }
            host.hostedEngine?.sync()
            guard layer.layoutFlag || layer.descendantNeedsLayout else { return }
            try context.withPhase(.layout) { try LayoutPass(context: context).run(from: layer, cause: .event(seq)) }
        }
    }

    /// Runs this view's `layoutSubviews` now, as when scenario code calls it directly.
    public func layoutSubviews() throws {
        try callOverridable(.layoutSubviews, cause: context.currentCause, reason: "direct") { _ in
            try uikitLayoutSubviews()
        }
    }

    /// UIKit's own `layoutSubviews`: applies the engine's values to the direct subviews (fact 19).
    func uikitLayoutSubviews() throws {
        context.spend(context.costs.layoutSubviews)
        applyEngineFramesToSubviews()
        try classLayoutSubviews()
    }

    /// UIKit's `layoutSublayers(of:)` for this view's layer (fact 18): for a controller's root view
    /// `viewWillLayoutSubviews`, then `layoutSubviews`, then `viewDidLayoutSubviews`. The
    /// subviews' own layouts run after this returns (the layout pass continues top-down).
    func uikitLayoutSublayers(cause: Cause) throws {
        isInLayout = true
        defer { isInLayout = false }
        if let viewController {
            try viewController.callOverridable(.viewWillLayoutSubviews, cause: cause, reason: "layout") { _ in }
        }
        try callOverridable(.layoutSubviews, cause: cause, reason: "needsLayout") { _ in try uikitLayoutSubviews() }
        if let viewController {
            try viewController.callOverridable(.viewDidLayoutSubviews, cause: cause, reason: "layout") { _ in }
        }
    }

    // MARK: Sizing

    /// The size that best fits `size`; UIKit's default is the current size.
    public func sizeThatFits(_ size: CGSize) throws -> CGSize {
        try callOverridable(.sizeThatFits, cause: context.currentCause, reason: "explicit", arguments: [size]) {
            arguments in
            uikitSizeThatFits(arguments.first as? CGSize ?? size)
        }
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    public func sizeToFit() throws {
        let size = try sizeThatFits(bounds.size)
        let origin = frame.origin
        setFrame(CGRect(origin: origin, size: size), cause: context.currentCause, reason: "sizeToFit")
    }

    /// The natural size of the content; `noIntrinsicMetric` along an axis without one.
    public var intrinsicContentSize: CGSize {
        get throws {
            try callOverridable(.intrinsicContentSize, cause: context.currentCause, reason: "query") { _ in
                uikitIntrinsicContentSize
            }
        }
    }

    /// Tells UIKit the intrinsic size changed (fact 11): the next pass updates the view's
    /// content-size constraints (an update-constraints pass), then lays out.
    public func invalidateIntrinsicContentSize() {
        let seq = context.trace.record(
            level: .uikit, receiver: traceName, method: "invalidateIntrinsicContentSize", cause: context.currentCause,
            reason: "explicit")
        intrinsicContentSizeInvalidated = true
        markNeedsUpdateConstraints(cause: .event(seq))
        (superview as? UIStackView)?.arrangedSubviewChanged(self)
    }

    // MARK: Autoresizing

    /// Springs and struts: after this view's size changed from `oldSize`, moves and resizes each
    /// frame-based subview by its `autoresizingMask`, sharing the change among the flexible
    /// parts in proportion to their current lengths (UIKit's documented behaviour).
    func resizeSubviews(withOldSize oldSize: CGSize, cause: Cause) {
        let newSize = bounds.size
        for subview in subviews
        where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let frame = subview.frame
            let (x, width) = Self.resize(
                start: frame.minX, length: frame.width, oldTotal: oldSize.width, newTotal: newSize.width,
                flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                flexibleEnd: mask.contains(.flexibleRightMargin))
            let (y, height) = Self.resize(
                start: frame.minY, length: frame.height, oldTotal: oldSize.height, newTotal: newSize.height,
                flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                flexibleEnd: mask.contains(.flexibleBottomMargin))
            let resized = CGRect(x: x, y: y, width: width, height: height)
            if resized != frame { subview.setFrame(resized, cause: cause, reason: "autoresizing") }
        }
    }

    /// One axis of springs and struts: the new start and length.
    static func resize(
        start: CGFloat, length: CGFloat, oldTotal: CGFloat, newTotal: CGFloat,
        flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
    ) -> (CGFloat, CGFloat) {
        let delta = newTotal - oldTotal
        let parts = [
            (flexibleStart, max(0, start)), (flexibleLength, max(0, length)),
            (flexibleEnd, max(0, oldTotal - start - length)),
        ]
        let flexible = parts.filter(\.0)
        guard delta != 0, !flexible.isEmpty else { return (start, length) }
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / CGFloat(flexible.count)
        }
        let startShare = share(parts[0]), lengthShare = share(parts[1])
        return (start + startShare, max(0, length + lengthShare))
    }

    // MARK: Update constraints flag

    /// Marks only this view as needing a constraint update (fact 5). Only views that override
    /// `updateConstraints` need this (fact 10).
    public func setNeedsUpdateConstraints() {
        let seq = context.trace.record(
            level: .uikit, receiver: traceName, method: "setNeedsUpdateConstraints", cause: context.currentCause,
            reason: "explicit")
        context.spend(context.costs.setNeeds)
        markNeedsUpdateConstraints(cause: .event(seq))
    }

    /// Whether this view is marked as needing a constraint update.
    public func needsUpdateConstraints() -> Bool { updateConstraintsFlag }

    /// Runs the pending constraint updates of this view's subtree now (fact 22).
    public func updateConstraintsIfNeeded() throws {
        try context.trace.call(
            level: .uikit, receiver: traceName, method: "updateConstraintsIfNeeded", cause: context.currentCause,
            reason: "explicit"
        ) { seq in
            // A hierarchy in no window gets its engine first, so content sizes become constraints (fact 50).
            if window == nil { _ = hierarchyRoot.prepareHostedEngine() }
            guard updateConstraintsFlag || descendantNeedsUpdateConstraints else { return }
            try context.withPhase(.updateConstraints) {
                try UpdateConstraintsPass(context: context).run(from: self, cause: .event(seq))
            }
        }
    }

    /// Runs this view's `updateConstraints` now, as when scenario code calls it directly.
    public func updateConstraints() throws {
        try callOverridable(.updateConstraints, cause: context.currentCause, reason: "direct") { _ in
            try uikitUpdateConstraints()
        }
    }

    /// UIKit's own `updateConstraints`: records that super ran and refreshes the content-size
    /// constraints when the intrinsic size was invalidated (fact 11).
    func uikitUpdateConstraints() throws {
        didCallSuperUpdateConstraints = true
        context.spend(context.costs.updateConstraints)
        try updateContentSizeConstraints()
        try uikitUpdateOwnConstraints()
    }

    func markNeedsUpdateConstraints(cause: Cause) {
        if !updateConstraintsFlag {
            updateConstraintsFlag = true
            updateConstraintsCause = cause
        }
        superview?.markDescendantNeedsUpdateConstraints()
        context.transaction.touch(cause: cause)
    }

    func markDescendantNeedsUpdateConstraints() {
        var current: UIView? = self
        while let view = current, !view.descendantNeedsUpdateConstraints {
            view.descendantNeedsUpdateConstraints = true
            current = view.superview
        }
    }

    /// Carries a newly attached subview's pending constraint work up the tree. `window` is this
    /// view's window, which the caller has at hand (finding it walks up the tree).
    func subviewWasAttached(_ view: UIView, window: UIWindow?) {
        if view.updateConstraintsFlag || view.descendantNeedsUpdateConstraints {
            markDescendantNeedsUpdateConstraints()
        }
        view.dissolveHostedEngine()
        constraintsEnteredHierarchy(view)
        if let window, !window.requiresConstraintBasedLayoutSeen {
            view.forEachInSubtree {
                if $0.overrides(.requiresConstraintBasedLayout) || $0.uikitRequiresConstraintBasedLayout {
                    window.requiresConstraintBasedLayoutSeen = true
                }
            }
        }
    }

    // MARK: Display flag

    /// Marks only this view as needing display (fact 12: never the superview). `draw(_:)` runs in
    /// the next display pass if the class overrides it.
    public func setNeedsDisplay() {
        let seq = context.trace.record(
            level: .uikit, receiver: traceName, method: "setNeedsDisplay", cause: context.currentCause,
            reason: "explicit")
        context.spend(context.costs.setNeeds)
        layer.markNeedsDisplay(rect: nil, cause: .event(seq), reason: nil)
    }

    /// Marks `rect` of this view as needing display; `draw(_:)` receives the union of such rects (fact 33).
    public func setNeedsDisplay(_ rect: CGRect) {
        let seq = context.trace.record(
            level: .uikit, receiver: traceName, method: "setNeedsDisplay", cause: context.currentCause,
            reason: "explicit",
            text: Self.describe(rect))
        context.spend(context.costs.setNeeds)
        layer.markNeedsDisplay(rect: rect, cause: .event(seq), reason: nil)
    }

    /// `(x, y, w, h)` with up to two decimals, as trace texts show rects.
    static func describe(_ rect: CGRect) -> String {
        "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height)))"
    }

    /// A number with up to two decimals and no trailing zeros.
    static func format(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        // Trailing zeros cut by hand: a regular expression was compiled for each number.
        var text = Substring(FixedDecimals.text(rounded, places: 2))
        while text.last == "0" { text.removeLast() }
        return String(text)
    }
}
