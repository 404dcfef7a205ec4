// UIKit's current-context stack. UIKit keeps it per thread; so does the simulator, which
// lets many simulations draw at once (tests run in parallel) with no shared state.
import Foundation

/// The per-thread stack of graphics contexts behind `UIGraphicsGetCurrentContext()`.
final class GraphicsContextStack {
    var contexts: [CGContext] = []

    private static let key = "LayoutLab.GraphicsContextStack"

    /// The calling thread's stack, created on first use.
    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }
}

/// The context `draw(_:)` paints into, or nil outside drawing (UIKit's function of that name).
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes `context` current for this thread until the matching ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.contexts.popLast()
}

/// Fills `rect` with the current fill colour (UIKit's `UIRectFill`); does nothing outside drawing.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes `rect` one point wide with the current stroke colour (UIKit's `UIRectFrame`).
public func UIRectFrame(_ rect: CGRect) {
    // UIRectFrame draws inside the rectangle's edge, unlike a centred path stroke.
    UIGraphicsGetCurrentContext()?.stroke(.rect(rect.insetBy(dx: 0.5, dy: 0.5)), lineWidth: 1)
}
