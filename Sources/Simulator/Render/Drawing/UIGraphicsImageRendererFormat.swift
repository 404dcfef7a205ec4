// The renderer's format: the scale of the bitmaps it makes.
import Foundation

/// `UIGraphicsImageRendererFormat`: the drawing attributes of an image renderer. Only `scale`
/// changes what the simulator models (Docs `UIGraphicsImageRendererFormat.scale`: pixels per
/// point, by default the main screen's scale).
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point of the images the renderer makes.
    public var scale: CGFloat = UIWindow.screenScale

    /// A format with the main screen's scale (`init()`, `default()`, `preferred()` alike on the
    /// simulated iPhone).
    public init() {}
}
