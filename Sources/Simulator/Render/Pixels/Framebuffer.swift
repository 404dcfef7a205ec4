// The window's composited picture: what the display shows after a frame is presented.
import Foundation

/// The window's pixels after compositing, at compositing scale 1 (one pixel per point) for
/// speed, with the device's true scale recorded for byte counts and captions.
public struct Framebuffer: Hashable, Sendable {
    /// The window size in points (390 × 844 for the simulated iPhone).
    public let pointSize: CGSize
    /// The device's screen scale (3 for the simulated iPhone); pixels here are at scale 1.
    public let scale: Double
    /// The pixels, one per point.
    public internal(set) var bitmap: Bitmap

    /// A framebuffer of `pointSize` filled with `background`.
    public init(pointSize: CGSize = CGSize(width: 390, height: 844), scale: Double = 3, background: RGBA = .black) {
        self.pointSize = pointSize
        self.scale = scale
        // A window resized by a scenario cannot make the picture unbounded.
        self.bitmap = Bitmap(
            width: min(4096, PixelRect.clampedInt(pointSize.width.isFinite ? pointSize.width.rounded() : 0)),
            height: min(4096, PixelRect.clampedInt(pointSize.height.isFinite ? pointSize.height.rounded() : 0)),
            color: background)
    }

    /// The colour shown at a point of the window (the pixel whose square holds the point);
    /// transparent outside the window.
    public func color(at point: CGPoint) -> RGBA {
        guard point.x.isFinite, point.y.isFinite else { return .clear }
        return bitmap.color(
            x: PixelRect.clampedInt(point.x.rounded(.down)), y: PixelRect.clampedInt(point.y.rounded(.down)))
    }

    /// The framebuffer as PNG file bytes (what `layoutlab run FILE --png out.png` writes).
    public func pngData() -> Data {
        Data(PNGEncoder.encode(bitmap))
    }

    /// Bytes a full-resolution framebuffer of this window holds on the device
    /// (width × height × scale² × 4): 390 × 844 × 9 × 4 = 11 849 760 for the simulated iPhone.
    public var deviceBytes: Int {
        Int((pointSize.width * pointSize.height * scale * scale * 4).rounded())
    }
}
