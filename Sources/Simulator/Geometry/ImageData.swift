// Encoded image bytes: what UIGraphicsImageRenderer's jpegData/pngData return (UIKit: Data).
import Foundation

/// JPEG or PNG data of an image, as `UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)`
/// and `pngData(actions:)` return it (Foundation's `Data` in UIKit). The simulator keeps the
/// format, the pixel dimensions (the renderer's size × its format's scale) and what was drawn;
/// it does not model the bytes (no `count`). A scenario uses it as it would use data downloaded
/// or read from a file: `UIImage(data:)` makes a compressed image, decoded when first shown.
public struct ImageData: Hashable, Sendable {
    /// The encoding.
    public enum Format: String, Hashable, Sendable {
        case jpeg = "JPEG"
        case png = "PNG"
    }

    /// JPEG or PNG.
    public let format: Format
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int
    /// What the renderer drew, one pixel per renderer point.
    let drawing: Bitmap

    init(format: Format, pixelWidth: Int, pixelHeight: Int, drawing: Bitmap) {
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.drawing = drawing
    }
}
