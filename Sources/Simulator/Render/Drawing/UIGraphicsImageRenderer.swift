// UIKit's image renderer: draws into an offscreen bitmap and returns it as a UIImage.
import Foundation

/// `UIGraphicsImageRenderer(size:)` and `(size:format:)`: runs drawing actions in a bitmap
/// context of that size in points at the format's scale (Docs UIGraphicsImageRenderer,
/// UIGraphicsImageRendererFormat.scale: the main screen's by default). `image { }` returns the
/// bitmap as a `UIImage`, which is never decoded (WWDC 2018-219: it is a CGImage backed by the
/// context's bitmap); `jpegData`/`pngData` return it encoded, for `UIImage(data:)`. The drawing
/// costs main-thread time per pixel painted, as the display pass's does; encoding costs no
/// simulated time (model assumption). The pixels are kept one per point for the terminal picture.
public final class UIGraphicsImageRenderer {
    let context: SimulationContext
    /// The size of the images it makes, in points.
    public let size: CGSize
    /// Pixels per point of the images (the format's; the screen's by default).
    public let scale: CGFloat

    /// A renderer for images of `size` points at the screen's scale.
    public convenience init(_ simulation: Simulation, size: CGSize) {
        self.init(simulation, size: size, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer for images of `size` points at `format.scale` (a scale that is not positive
    /// and finite counts as the screen's).
    public init(_ simulation: Simulation, size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.context = simulation.context
        func valid(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        self.size = CGSize(width: valid(size.width), height: valid(size.height))
        self.scale = format.scale.isFinite && format.scale > 0 ? format.scale : UIWindow.screenScale
    }

    /// Runs `actions` with a context to draw into, and returns the image: a bitmap.
    public func image(actions: (UIGraphicsImageRendererContext) throws -> Void) rethrows -> UIImage {
        var image = UIImage(size: size, scale: scale)
        image.pixels = try draw(actions)
        return image
    }

    /// `jpegData(withCompressionQuality:actions:)`: the drawing as JPEG data. The quality
    /// (0…1) changes only the bytes, which the simulator does not model.
    public func jpegData(
        withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) throws -> Void
    ) rethrows -> ImageData {
        try encoded(.jpeg, actions)
    }

    /// `pngData(actions:)`: the drawing as PNG data.
    public func pngData(actions: (UIGraphicsImageRendererContext) throws -> Void) rethrows -> ImageData {
        try encoded(.png, actions)
    }

    private func encoded(_ format: ImageData.Format, _ actions: (UIGraphicsImageRendererContext) throws -> Void)
        rethrows -> ImageData
    {
        let drawing = try draw(actions)
        func px(_ v: CGFloat) -> Int {
            let n = (v * scale).rounded(.up); return n.isFinite ? Int(max(0, min(1_000_000, n))) : 0
        }
        return ImageData(format: format, pixelWidth: px(size.width), pixelHeight: px(size.height), drawing: drawing)
    }

    /// Runs the actions in a fresh bitmap context and charges their painting.
    private func draw(_ actions: (UIGraphicsImageRendererContext) throws -> Void) rethrows -> Bitmap {
        func side(_ v: CGFloat) -> Int { v.isFinite ? Int(max(0, min(2048, v.rounded(.up)))) : 0 }
        // A shared blank canvas: a drawing that paints nothing (a placeholder photo) keeps it.
        let bitmap = context.bitmaps.blank(width: side(size.width), height: side(size.height))
        let cgContext = CGContext(bitmap: bitmap, scale: 1)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: cgContext)
        UIGraphicsPushContext(cgContext)
        defer { UIGraphicsPopContext() }
        try actions(rendererContext)
        context.spend(
            Double(cgContext.pixelsPainted) * Double(scale * scale) * context.render.drawCostPerPixel
                * RenderSystem.costFactor(context, "image renderer time from the model's cost per pixel painted"))
        return cgContext.bitmap
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
