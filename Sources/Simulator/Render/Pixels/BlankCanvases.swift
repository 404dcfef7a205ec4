import Foundation

/// Transparent bitmaps of each size, made once per process and handed to every simulation.
///
/// A drawing starts from a blank canvas of its size, and lesson 14's photos are 2000 × 1500
/// drawings resized to 2048 × 1536: 25 MB of zeroed pages a run, which the kernel cleared
/// again for each of the hundreds of runs a `layoutlab check` makes (a sixth of its CPU time).
/// Bitmaps are copy-on-write values, so a canvas painted into is copied first, whichever
/// simulation or thread holds it. `@unchecked Sendable`: `lock` guards `canvases` and `bytes`.
final class BlankCanvases: @unchecked Sendable {
    /// The canvases of every simulation in the process.
    static let shared = BlankCanvases()

    private struct Size: Hashable {
        let width: Int
        let height: Int
    }

    private let lock = NSLock()
    private var canvases: [Size: Bitmap] = [:]
    private var bytes = 0
    /// Bytes of canvas kept at most: past it a canvas is made afresh for each drawing, so a
    /// scenario of many large sizes does not keep them all for the life of the process.
    static let capacity = 64 << 20

    /// A transparent bitmap of `width` × `height` (as `Bitmap(width:height:)` makes).
    func blank(width: Int, height: Int) -> Bitmap {
        let size = Size(width: width, height: height)
        if let known = lock.withLock({ canvases[size] }) { return known }
        let made = Bitmap(width: width, height: height)
        lock.withLock {
            if canvases[size] == nil && bytes + made.bytes.count <= Self.capacity {
                canvases[size] = made
                bytes += made.bytes.count
            }
        }
        return made
    }

    /// Whether `address` is the pixel buffer of the kept blank canvas of `width` × `height`.
    /// Safe: the pointer is only compared, never read through or kept.
    func isBlank(_ address: UnsafePointer<UInt8>, width: Int, height: Int) -> Bool {
        guard let canvas = lock.withLock({ canvases[Size(width: width, height: height)] }) else { return false }
        // Comparing the two base addresses is safe: neither pointer is dereferenced or kept.
        return canvas.bytes.withUnsafeBufferPointer { $0.baseAddress } == address
    }
}
