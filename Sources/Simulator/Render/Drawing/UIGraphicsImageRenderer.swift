// UIKit's image renderer: draws into an offscreen bitmap and returns it as a UIImage.
import Foundation

/// `UIGraphicsImageRenderer(size:)`: `image { context in … }` runs the drawing actions in a
/// bitmap context and returns a `UIImage` of that size in points at the screen's scale (Docs
/// UIGraphicsImageRenderer, UIGraphicsImageRendererFormat.scale: the main screen's by default).
/// The drawing costs main-thread time per pixel painted, as the display pass's does; the image
/// keeps the pixels (one per point) for the terminal picture of its image view.
public final class UIGraphicsImageRenderer {
    let context: SimulationContext
    /// The size of the images it makes, in points.
    public let size: CGSize
    /// Pixels per point of the images (the screen's).
    public let scale: CGFloat = UIWindow.screenScale

    /// A renderer for images of `size` points.
    public init(_ simulation: Simulation, size: CGSize) {
        self.context = simulation.context
        func valid(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        self.size = CGSize(width: valid(size.width), height: valid(size.height))
    }

    /// Runs `actions` with a context to draw into, and returns the image.
    public func image(actions: (UIGraphicsImageRendererContext) throws -> Void) rethrows -> UIImage {
        func side(_ v: CGFloat) -> Int { Int(min(2048, v.rounded(.up))) }
        let bitmap = Bitmap(width: side(size.width), height: side(size.height))
        let cgContext = CGContext(bitmap: bitmap, scale: 1)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: cgContext)
        UIGraphicsPushContext(cgContext)
        defer { UIGraphicsPopContext() }
        try actions(rendererContext)
        context.spend(Double(cgContext.pixelsPainted) * Double(scale * scale) * context.render.drawCostPerPixel)
        var image = UIImage(size: size, scale: scale)
        image.pixels = cgContext.bitmap
        return image
    }
}

/// The context `UIGraphicsImageRenderer.image(actions:)` passes to its actions.
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context to draw into.
    public let cgContext: CGContext

    init(cgContext: CGContext) { self.cgContext = cgContext }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(.rect(rect)) }

    /// Strokes `rect` one point wide with the current stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(.rect(rect.insetBy(dx: 0.5, dy: 0.5)), lineWidth: 1) }
}
