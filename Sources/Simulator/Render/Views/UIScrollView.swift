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
    }
    private var velocity: CGPoint = .zero
    private var remainingFrames = 0

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
        let maxX = max(0, contentSize.width - bounds.width)
        let maxY = max(0, contentSize.height - bounds.height)
        let next = CGPoint(
            x: min(maxX, max(0, offset.x + velocity.x * dt)), y: min(maxY, max(0, offset.y + velocity.y * dt)))
        setContentOffset(next, cause: cause, reason: "scroll")
    }

    private func setContentOffset(_ offset: CGPoint, cause: Cause, reason: String) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        let seq = context.trace.record(
            level: .uikit, receiver: traceName, method: "setContentOffset", cause: cause, reason: reason,
            text: "\(UIView.format(offset.x)), \(UIView.format(offset.y))")
        layer.storedBounds.origin = offset
        layer.touch()
        // UIScrollView lays out on every offset change: that is where cells are placed.
        layer.markNeedsLayout(cause: .event(seq), reason: nil)
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
