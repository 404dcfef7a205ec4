// Decoding an image before a commit shows it: UIImage's preparing API (iOS 15) and downsampling.
import Foundation
import TextBasics

extension UIImage {
    /// `preparingThumbnail(of:)` (fact 76; WWDC 2018-219 "Image and Graphics Best Practices":
    /// downsample to the size shown): decodes the image at `size` now, on the calling thread, and
    /// returns that bitmap. Only the small buffer is kept; the commit then decodes nothing. Model
    /// assumptions: `size` is in pixels and the result has exactly that size at scale 1; decoding
    /// at a reduced size costs the thumbnail's pixels plus an eighth of a full decode (reading
    /// the compressed data).
    public func preparingThumbnail(_ simulation: Simulation, of size: CGSize, onMainThread: Bool = true) -> UIImage? {
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
            size.width <= 100_000, size.height <= 100_000
        else { return nil }
        let context = simulation.context
        let (w, h) = pixelSize
        let thumbnail = (Int(size.width.rounded()), Int(size.height.rounded()))
        let ms =
            (Double(thumbnail.0) * Double(thumbnail.1) + Double(w) * Double(h) / 8) * 4 / 1_000_000
            * context.costs.decodePerMegabyte
        context.trace.record(
            level: .uikit, receiver: "UIImage", method: onMainThread ? "preparingThumbnail" : "prepareThumbnail",
            cause: context.currentCause, reason: onMainThread ? "explicit" : "background",
            text: "\(w)×\(h) px → \(thumbnail.0)×\(thumbnail.1) px, \(Self.ms(ms)) ms")
        // The asynchronous form decodes on another thread: the main thread does not wait.
        if onMainThread { context.spend(ms) }
        context.decodedImageBytes += thumbnail.0 * thumbnail.1 * 4
        return prepared(size: CGSize(width: thumbnail.0, height: thumbnail.1), scale: 1, in: context)
    }

    /// `byPreparingForDisplay()` (fact 76): decodes the whole image now, on the calling thread,
    /// and returns the decoded bitmap, so the commit's prepare phase has nothing left to decode.
    /// A bitmap image is returned as it is.
    public func preparingForDisplay(_ simulation: Simulation, onMainThread: Bool = true) -> UIImage {
        let context = simulation.context
        guard case .compressed(let format, let serial) = origin else { return self }
        let (w, h) = pixelSize
        let ms = Double(w) * Double(h) * 4 / 1_000_000 * context.costs.decodePerMegabyte
        _ = serial
        context.trace.record(
            level: .uikit, receiver: "UIImage", method: onMainThread ? "byPreparingForDisplay" : "prepareForDisplay",
            cause: context.currentCause, reason: onMainThread ? "explicit" : "background",
            text: "\(w)×\(h) px \(format.rawValue), \(Self.ms(ms)) ms")
        // The decoded buffer belongs to the new image (the compressed one, if shown itself, is
        // still decoded by its first commit, fact 3).
        if onMainThread { context.spend(ms) }
        context.decodedImageBytes += w * h * 4
        return prepared(size: size, scale: scale, in: context)
    }

    /// The same picture as a bitmap of `size` points at `scale`.
    private func prepared(size: CGSize, scale: CGFloat, in context: SimulationContext) -> UIImage {
        var made = UIImage(size: size, scale: scale)
        let longer = max(size.width, size.height)
        let k = longer > 2048 ? 2048 / longer : 1
        func side(_ v: CGFloat) -> Int { max(1, Int((v * k).rounded())) }
        made.pixels = pixels.map { context.bitmaps.resized($0, width: side(size.width), height: side(size.height)) }
        return made
    }

    private static func ms(_ value: Double) -> String { FixedDecimals.text(value, places: 2) }
}
