// The render server's cache of rasterized layers (shouldRasterize).
import Foundation

/// Bitmaps of `shouldRasterize` layers, kept between frames (fact 73; WWDC 2014-419 "Advanced
/// Graphics and Animations for iOS Apps"): a layer whose subtree is unchanged since its bitmap
/// was rendered reuses it; a change, or a bitmap unused for more than 100 ms, means rendering
/// it again. The cache holds at most 2.5 screens of pixels; a bitmap that does not fit is not
/// kept.
public final class RasterCache {
    struct Entry {
        var signature: LayerSnapshot
        var lastUsed: Double
        var pixels: Int
    }

    /// How long an unused bitmap stays (ms).
    public static let unusedLifetimeMs = 100.0
    /// The cache's size in screens.
    public static let screens = 2.5

    private var entries: [Int: Entry] = [:]
    private var now = 0.0
    private var capacity = 0

    public init() {}

    /// Starts a frame rendered at `time`: bitmaps unused for too long are dropped.
    func beginFrame(at time: Double, screenPixels: Int) {
        now = time
        capacity = Int(Double(screenPixels) * Self.screens)
        entries = entries.filter { time - $0.value.lastUsed <= Self.unusedLifetimeMs + 1e-9 }
    }

    /// Whether `layer`'s cached bitmap is still valid (a hit); otherwise renders it into the
    /// cache (a miss) when it fits.
    func reuse(_ layer: LayerSnapshot) -> Bool {
        let signature = layer.rasterSignature
        if var entry = entries[layer.id], entry.signature == signature {
            entry.lastUsed = now
            entries[layer.id] = entry
            return true
        }
        entries[layer.id] = nil
        let scale = layer.rasterizationScale.isFinite ? max(0, layer.rasterizationScale) : 1
        let area = Double(layer.frame.width * layer.frame.height * scale * scale)
        let pixels = area.isFinite ? Int(min(area, Double(Int.max / 2))) : Int.max / 2
        let used = entries.values.reduce(0) { $0 + $1.pixels }
        if used + pixels <= capacity { entries[layer.id] = Entry(signature: signature, lastUsed: now, pixels: pixels) }
        return false
    }

    /// Bytes the cached bitmaps hold (4 per pixel).
    public var bytes: Int { entries.values.reduce(0) { $0 + $1.pixels } * 4 }
}
