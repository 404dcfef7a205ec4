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
    }
}
