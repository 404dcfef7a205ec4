// A scroll view: its bounds origin is the content offset, and it lays out on every scroll step.
import Foundation

/// UIKit's scroll view, reduced to what the update cycle needs: `contentOffset` is
/// `bounds.origin` (so subviews move without their frames changing), and every change of it
/// marks the scroll view for layout — `layoutSubviews` runs once per scrolled frame, where
/// table and collection views place their cells.
public class UIScrollView: UIView {
    /// The size of the scrollable content.
    public var contentSize: CGSize = .zero
    /// The delegate (`UIScrollViewDelegate`; a table's or collection's delegate is the same object).
    public var delegate: (any ListCallbackTarget)?
    /// Extra room around the content, set by the app.
    public var contentInset: UIEdgeInsets = .zero
    /// How the safe area adds to `adjustedContentInset` (fact 65).
    public enum ContentInsetAdjustmentBehavior: String, Sendable { case automatic, scrollableAxes, never, always }
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Whether the content bounces vertically even when it is shorter than the view (a table's does).
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    private var storedContentGuide: UILayoutGuide?
    private var storedFrameGuide: UILayoutGuide?

    /// `contentInset` plus the safe-area insets the behaviour lets in (fact 65; Docs
    /// ContentInsetAdjustmentBehavior). Model: no navigation or tab bar controllers exist, so
    /// `.automatic` adjusts as `.scrollableAxes` does: an axis takes the safe area when its
    /// content is larger than the view or it always bounces.
    public var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var vertical = false, horizontal = false
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            vertical = contentSize.height > bounds.height || alwaysBounceVertical
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        }
        return UIEdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// The guide for the scrollable content: its size, as the app's constraints give it, is the
    /// `contentSize` (fact 64; Docs contentLayoutGuide).
    public var contentLayoutGuide: UILayoutGuide { scrollGuide(.scrollContent) }

    /// The guide for the scroll view's own frame, which does not move as it scrolls (fact 64).
    public var frameLayoutGuide: UILayoutGuide { scrollGuide(.scrollFrame) }

    /// Makes a scroll guide on first use, as UIKit does.
    private func scrollGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let existing = kind == .scrollContent ? storedContentGuide : storedFrameGuide { return existing }
        let guide = UILayoutGuide(
            owningView: self, kind: kind,
            identifier: kind == .scrollContent ? "UIScrollView-contentLayoutGuide" : "UIScrollView-frameLayoutGuide")
        if kind == .scrollContent { storedContentGuide = guide } else { storedFrameGuide = guide }
        layoutGuides.append(guide)
        return guide
    }

    /// UIKit's scroll-view layout: after the engine's frames, a content guide the constraints
    /// size gives the content size.
    override func classLayoutSubviews() throws {
        if let guide = storedContentGuide, guide.layoutVariables != nil {
            let size = guide.layoutFrame.size
            if size != contentSize { contentSize = size }
        }
        try adjustOffsetForInsetChange()
    }

    /// The adjusted inset the last layout saw (nil before the first).
    private var laidOutAdjustedInset: UIEdgeInsets?

    /// UIKit's layout after a change of `adjustedContentInset` (fact 83): the delegate hears of
    /// it, and an offset resting at the old inset's top-left (`-inset.top`, `-inset.left`; a new
    /// scroll view's zero) moves to the new one's, so the first row shows below the safe area
    /// and a table first reads `contentOffset.y == -adjustedContentInset.top`.
    private func adjustOffsetForInsetChange() throws {
        let inset = adjustedContentInset
        let old = laidOutAdjustedInset ?? .zero
        laidOutAdjustedInset = inset
        guard inset != old else { return }
        let offset = contentOffset
        var next = offset
        if offset.y == -old.top { next.y = -inset.top }
        if offset.x == -old.left { next.x = -inset.left }
        let hadPending = context.pendingException != nil
        if next != offset { setContentOffset(next, cause: context.currentCause, reason: "adjustedContentInset") }
        // What `scrollViewDidScroll` raised ends the layout, as from any app callback.
        if !hadPending, let raised = context.pendingException {
            context.pendingException = nil
            throw raised
        }
        if let delegate, delegate.implements(.didChangeAdjustedContentInset) {
            try context.trace.call(
                level: .uikit, receiver: delegate.traceName,
                method: ListCallback.didChangeAdjustedContentInset.traceMethod, cause: context.currentCause,
                reason: "adjustedContentInset"
            ) { _ in _ = try delegate.call(.didChangeAdjustedContentInset, arguments: [self]) }
        }
    }

    /// The range a scroll step keeps the offset in: from `-adjustedContentInset.top/left` to the
    /// content's far edge plus the bottom/right inset (fact 83).
    func clamped(_ point: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return CGPoint(x: min(maxX, max(minX, point.x)), y: min(maxY, max(minY, point.y)))
    }
    private var velocity: CGPoint = .zero
    private var remainingFrames = 0
    /// Where an animated `setContentOffset(_:animated:)` ends (its last step lands exactly there).
    private var scrollTarget: CGPoint?

    // MARK: Scroll indicators (fact 82)

    /// Whether the vertical indicator is shown while scrolling (Docs, true by default); false
    /// takes a shown one off at once.
    public var showsVerticalScrollIndicator = true {
        didSet { if !showsVerticalScrollIndicator { removeIndicator(vertical: true) } }
    }
    /// Whether the horizontal indicator is shown while scrolling (Docs, true by default).
    public var showsHorizontalScrollIndicator = true {
        didSet { if !showsHorizontalScrollIndicator { removeIndicator(vertical: false) } }
    }
    /// UIKit's indicator views, made the first time they are shown and kept for reuse.
    private var verticalIndicator: UIScrollViewScrollIndicator?
    private var horizontalIndicator: UIScrollViewScrollIndicator?
    /// When the shown indicators have faded to `alpha` 0 (simulated ms).
    private(set) var indicatorsHideAt: Double?
    /// Model assumption: an indicator stays 0.5 s after the last scroll step or flash, then
    /// fades for 0.25 s to `alpha` 0 (UIKit documents neither figure).
    public static let indicatorLifetimeMs = 750.0

    /// `flashScrollIndicators()`: shows the indicators for a moment (Docs).
    public func flashScrollIndicators() throws {
        try context.trace.call(
            level: .uikit, receiver: traceName, method: "flashScrollIndicators", cause: context.currentCause,
            reason: "explicit"
        ) { _ in try showIndicators() }
    }

    /// Puts each indicator the `shows…` flags allow on top of the scroll view the first time
    /// (horizontal, then vertical, frontmost: the order public view dumps show), makes it opaque,
    /// places it, and restarts its fade. An indicator shown again keeps its place among the
    /// subviews (model: views added after it stay above it, as dumps with headers above it show).
    func showIndicators() throws {
        guard showsVerticalScrollIndicator || showsHorizontalScrollIndicator else { return }
        for vertical in [false, true] where vertical ? showsVerticalScrollIndicator : showsHorizontalScrollIndicator {
            let indicator = indicator(vertical: vertical)
            if indicator.superview !== self { try addSubview(indicator) }
            indicator.alpha = 1
        }
        placeIndicators(cause: context.currentCause)
        indicatorsHideAt = context.clock.now + Self.indicatorLifetimeMs
        context.render.noteShownIndicators(self)
    }

    /// Whether every indicator the `shows…` flags allow is on the scroll view and visible now.
    private var indicatorsShown: Bool {
        func shown(_ indicator: UIScrollViewScrollIndicator?) -> Bool {
            guard let indicator, indicator.superview === self else { return false }
            return indicator.alpha > 0
        }
        return (!showsVerticalScrollIndicator || shown(verticalIndicator))
            && (!showsHorizontalScrollIndicator || shown(horizontalIndicator))
    }

    private func indicator(vertical: Bool) -> UIScrollViewScrollIndicator {
        if let made = vertical ? verticalIndicator : horizontalIndicator { return made }
        let made = UIScrollViewScrollIndicator(context: context, frame: .zero)
        made.autoresizingMask = vertical ? .flexibleLeftMargin : .flexibleTopMargin
        if vertical { verticalIndicator = made } else { horizontalIndicator = made }
        return made
    }

    /// The indicators' frames, in content coordinates (they ride with the offset). Model: 3 pt
    /// thick, 3 pt from the edge, inside the adjusted insets; the length is the visible share of
    /// the content and the position follows the offset.
    private func placeIndicators(cause: Cause) {
        let inset = adjustedContentInset
        let offset = contentOffset
        let size = bounds.size
        func bar(visible: CGFloat, content: CGFloat, track: CGFloat, at position: CGFloat) -> (CGFloat, CGFloat) {
            let track = max(0, track)
            let total = content
            guard total > visible, total > 0 else { return (0, track) }
            let length = max(min(track, track * visible / total), min(track, 7))
            let progress = min(1, max(0, position / (total - visible)))
            return ((track - length) * progress, length)
        }
        if let v = verticalIndicator, v.superview === self {
            let (start, length) = bar(
                visible: size.height, content: contentSize.height + inset.top + inset.bottom,
                track: size.height - inset.top - inset.bottom - 6, at: offset.y + inset.top)
            let frame = CGRect(
                x: offset.x + size.width - inset.right - 6, y: offset.y + inset.top + 3 + start, width: 3,
                height: length)
            if v.frame != frame { v.setFrame(frame, cause: cause, reason: "scrollIndicator") }
        }
        if let h = horizontalIndicator, h.superview === self {
            let (start, length) = bar(
                visible: size.width, content: contentSize.width + inset.left + inset.right,
                track: size.width - inset.left - inset.right - 6, at: offset.x + inset.left)
            let frame = CGRect(
                x: offset.x + inset.left + 3 + start, y: offset.y + size.height - inset.bottom - 6, width: length,
                height: 3)
            if h.frame != frame { h.setFrame(frame, cause: cause, reason: "scrollIndicator") }
        }
    }

    /// Leaves the faded indicators on the scroll view at `alpha` 0 once their time has come, as
    /// iOS 13 and later view dumps show them; returns whether it is still waiting.
    func hideIndicatorsIfFaded(now: Double, cause: Cause) -> Bool {
        guard let due = indicatorsHideAt else { return false }
        guard now >= due else { return true }
        indicatorsHideAt = nil
        let shown = [horizontalIndicator, verticalIndicator].compactMap { $0 }.filter {
            $0.superview === self && $0.alpha > 0
        }
        guard !shown.isEmpty else { return false }
        context.trace.call(
            level: .uikit, receiver: traceName, method: "hideScrollIndicators", cause: cause, reason: "faded"
        ) { _ in
            for indicator in shown { indicator.alpha = 0 }
        }
        return false
    }

    private func removeIndicator(vertical: Bool) {
        guard let indicator = vertical ? verticalIndicator : horizontalIndicator, indicator.superview === self else {
            return
        }
        do { try indicator.removeFromSuperview() } catch {
            if context.pendingException == nil { context.pendingException = error }
        }
    }

    /// Creates a scroll view with `frame` in `simulation`; it clips its content, as UIKit's does.
    public convenience init(_ simulation: Simulation, frame: CGRect) {
        self.init(context: simulation.context, frame: frame)
    }

    override init(context: SimulationContext, frame: CGRect) {
        super.init(context: context, frame: frame)
        layer.masksToBounds = true
    }

    override var className: String { "UIScrollView" }

    /// The point of the content shown at the top-left corner (`bounds.origin`).
    public var contentOffset: CGPoint {
        get { layer.storedBounds.origin }
        set { setContentOffset(newValue, cause: context.currentCause, reason: "explicit") }
    }

    /// Whether a scroll started with ``scroll(velocity:frames:)`` is still moving.
    public var isScrolling: Bool { remainingFrames > 0 }

    /// Scrolls at `velocity` points per second for the next `frames` frames (a drag or a fling
    /// at constant speed): each frame, before the commit, the offset advances by one frame's
    /// worth, clamped to the content.
    public func scroll(velocity: CGPoint, frames: Int) {
        self.velocity = velocity
        scrollTarget = nil
        remainingFrames = max(0, frames)
        context.trace.record(
            level: .uikit, receiver: traceName, method: "beginScrolling", cause: context.currentCause,
            reason: "explicit",
            text: "\(UIView.format(velocity.x)), \(UIView.format(velocity.y)) pt/s for \(remainingFrames) frames")
        if remainingFrames > 0, !context.render.scrollers.contains(where: { $0 === self }) {
            context.render.scrollers.append(self)
            context.render.needFrameWork()
        }
    }

    /// One frame of scrolling.
    func advanceScroll(cause: Cause) {
        guard remainingFrames > 0 else { return }
        remainingFrames -= 1
        let dt = context.clock.frameDuration / 1000
        let offset = contentOffset
        var next = clamped(CGPoint(x: offset.x + velocity.x * dt, y: offset.y + velocity.y * dt))
        if let target = scrollTarget, remainingFrames == 0 {
            next = target
            scrollTarget = nil
        }
        setContentOffset(next, cause: cause, reason: "scroll")
    }

    /// `setContentOffset(_:animated:)`: without animation, as setting `contentOffset`; animated,
    /// the offset moves there at constant speed over 0.3 s of frames (the duration is the
    /// model's), each step a scroll (indicators shown, fact 82).
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard animated else {
            contentOffset = offset
            return
        }
        guard offset.x.isFinite, offset.y.isFinite else { return }
        let frames = max(1, Int((300 / context.clock.frameDuration).rounded()))
        let seconds = Double(frames) * context.clock.frameDuration / 1000
        let start = contentOffset
        scroll(
            velocity: CGPoint(x: (offset.x - start.x) / seconds, y: (offset.y - start.y) / seconds), frames: frames)
        scrollTarget = offset
    }

    private func setContentOffset(_ offset: CGPoint, cause: Cause, reason: String) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        let seq = context.trace.record(
            level: .uikit, receiver: traceName, method: "setContentOffset", cause: cause, reason: reason,
            text: "\(UIView.format(offset.x)), \(UIView.format(offset.y))")
        layer.storedBounds.origin = offset
        layer.touch()
        // The frame layout guide follows the visible rectangle (fact 64).
        if storedFrameGuide != nil { layoutEngine?.refreshSystemGuides(of: self) }
        // A scroll step shows the indicators (fact 82); any offset change moves shown ones.
        do {
            if reason == "scroll" && !indicatorsShown {
                try context.trace.call(
                    level: .uikit, receiver: traceName, method: "showScrollIndicators", cause: .event(seq),
                    reason: "scrolled"
                ) { _ in try showIndicators() }
            } else {
                placeIndicators(cause: .event(seq))
                if reason == "scroll" { indicatorsHideAt = context.clock.now + Self.indicatorLifetimeMs }
            }
        } catch {
            if context.pendingException == nil { context.pendingException = error }
        }
        // UIScrollView lays out on every offset change: that is where cells are placed (the
        // inset adjustment happens in its own layout, which places them).
        if reason != "adjustedContentInset" { layer.markNeedsLayout(cause: .event(seq), reason: nil) }
        // The delegate hears of it at once (Docs scrollViewDidScroll(_:)); what it raises ends
        // the statement, as from any setter.
        if let delegate, delegate.implements(.scrollViewDidScroll) {
            do {
                try context.trace.call(
                    level: .uikit, receiver: delegate.traceName, method: ListCallback.scrollViewDidScroll.traceMethod,
                    cause: .event(seq), reason: "scrolled"
                ) { _ in _ = try delegate.call(.scrollViewDidScroll, arguments: [self]) }
            } catch {
                if context.pendingException == nil { context.pendingException = error }
            }
        }
    }
}

/// `_UIScrollViewScrollIndicator`: the private view UIKit shows a scroll indicator with, a
/// subview of its scroll view from the first time it is shown (fact 82).
final class UIScrollViewScrollIndicator: UIView {
    override var className: String { "_UIScrollViewScrollIndicator" }
    override var defaultIsOpaque: Bool { false }
}
