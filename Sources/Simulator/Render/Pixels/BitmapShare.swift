// Pixel buffers one simulation hands out again instead of allocating them again.

/// Bitmaps a simulation would otherwise make over and over: every renderer drawing starts from
/// a blank canvas of its size (one per process, `BlankCanvases`), and every `UIImage(data:)`
/// resizes its data's drawing for the terminal picture. A table of 40 photos of 4000 × 3000 px
/// (lesson 14) drew 40 blank 12 MB canvases and resized a 12.6 MB copy for every cell it
/// showed, so one run held 0.5–1 GB.
///
/// Bitmaps are copy-on-write values: a shared canvas is copied the moment anything paints into
/// it, and a resize handed out again is the value a fresh one computes, so nothing a scenario
/// can observe changes. The table is small and bounded; past its bound a bitmap is simply made
/// afresh.
final class BitmapShare {
    /// A resize of one pixel buffer (by its address, which stays valid while `source` keeps
    /// the buffer alive) to one size.
    private struct Resize: Hashable {
        let buffer: UInt
        let width: Int
        let height: Int
    }

    private var resizes: [Resize: (source: Bitmap, result: Bitmap)] = [:]
    /// Resizes kept at most.
    static let capacity = 16

    /// A transparent bitmap of `width` × `height` (as `Bitmap(width:height:)` makes).
    func blank(width: Int, height: Int) -> Bitmap {
        BlankCanvases.shared.blank(width: width, height: height)
    }

    /// `bitmap.resized(width:height:)`, the same buffer resized to the same size only once.
    func resized(_ bitmap: Bitmap, width: Int, height: Int) -> Bitmap {
        if bitmap.width == width && bitmap.height == height { return bitmap }
        guard let address = bitmap.bytes.withUnsafeBufferPointer({ $0.baseAddress }), !bitmap.bytes.isEmpty else {
            return bitmap.resized(width: width, height: height)
        }
        // A blank canvas resized is a blank canvas (each pixel is a copy of one source pixel):
        // a placeholder photo's data is resized in every run that shows it.
        if BlankCanvases.shared.isBlank(address, width: bitmap.width, height: bitmap.height) {
            return blank(width: width, height: height)
        }
        let key = Resize(buffer: UInt(bitPattern: address), width: width, height: height)
        // The address names the buffer only with the same dimensions: a buffer of another
        // bitmap never shares it while `source` holds this one.
        if let known = resizes[key], known.source.width == bitmap.width, known.source.height == bitmap.height {
            return known.result
        }
        let made = bitmap.resized(width: width, height: height)
        if resizes.count >= Self.capacity { resizes.removeAll() }
        resizes[key] = (bitmap, made)
        return made
    }
}
