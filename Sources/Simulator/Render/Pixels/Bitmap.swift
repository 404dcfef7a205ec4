// A grid of RGBA8 pixels: a backing store, a decoded image, an offscreen buffer or the window.

/// A width × height grid of 8-bit RGBA pixels, stored premultiplied, row by row from the top.
///
/// Premultiplied storage is what GPUs composite with: source-over is `s + d × (1 − sₐ)`.
/// Reads through ``color(x:y:)`` return straight alpha. The value is copy-on-write, so a
/// committed layer tree can hold a backing store while the app redraws its own copy.
public struct Bitmap: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Premultiplied RGBA bytes, `(y × width + x) × 4`.
    public internal(set) var bytes: [UInt8]

    /// Creates a bitmap filled with `color` (transparent by default, as a new backing store is).
    ///
    /// Negative sizes are treated as zero.
    public init(width: Int, height: Int, color: RGBA = .clear) {
        self.width = max(0, width)
        self.height = max(0, height)
        let p = Bitmap.premultiply(color)
        var bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
        if p != (0, 0, 0, 0) {
            var i = 0
            while i < bytes.count {
                bytes[i] = p.0
                bytes[i + 1] = p.1
                bytes[i + 2] = p.2
                bytes[i + 3] = p.3
                i += 4
            }
        }
        self.bytes = bytes
    }

    /// All of the bitmap as a pixel rectangle.
    public var pixelBounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) }

    /// The straight-alpha colour at column `x`, row `y`; transparent outside the bitmap.
    public func color(x: Int, y: Int) -> RGBA {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let i = (y * width + x) * 4
        let a = bytes[i + 3]
        guard a > 0 else { return .clear }
        if a == 255 { return RGBA(bytes[i], bytes[i + 1], bytes[i + 2], 255) }
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return RGBA(un(bytes[i]), un(bytes[i + 1]), un(bytes[i + 2]), a)
    }

    /// The alpha at column `x`, row `y`; 0 outside the bitmap.
    public func alpha(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return bytes[(y * width + x) * 4 + 3]
    }

    /// Blends `color` over every pixel of `rect` (clipped to the bitmap) for which `covers` is true (all of them when nil).
    ///
    /// Returns the number of pixels written.
    @discardableResult
    public mutating func fill(_ rect: PixelRect, with color: RGBA, where covers: ((Int, Int) -> Bool)? = nil) -> Int {
        let r = rect.intersection(pixelBounds)
        guard !r.isEmpty, color.a > 0 else { return 0 }
        let (sr, sg, sb, sa) = Bitmap.premultiply(color)
        let inv = 255 - Int(sa)
        let w = width
        var written = 0
        // Safe: `r` is clipped to pixelBounds, so (y * w + x) * 4 + 3 stays inside `bytes`.
        bytes.withUnsafeMutableBufferPointer { buf in
            for y in r.minY..<r.maxY {
                var i = (y * w + r.minX) * 4
                for x in r.minX..<r.maxX {
                    defer { i += 4 }
                    if let covers, !covers(x, y) { continue }
                    written += 1
                    if inv == 0 {
                        buf[i] = sr
                        buf[i + 1] = sg
                        buf[i + 2] = sb
                        buf[i + 3] = 255
                    } else {
                        buf[i] = sr &+ Bitmap.mul(buf[i], inv)
                        buf[i + 1] = sg &+ Bitmap.mul(buf[i + 1], inv)
                        buf[i + 2] = sb &+ Bitmap.mul(buf[i + 2], inv)
                        buf[i + 3] = sa &+ Bitmap.mul(buf[i + 3], inv)
                    }
                }
            }
        }
        return written
    }

    /// Composites `source` over this bitmap with its top-left pixel at (`dx`, `dy`), inside `clip`.
    ///
    /// Each source pixel is weighted by `opacity` (0…255) and, when given, by `coverage(x, y)`
    /// (0…255, in this bitmap's coordinates): the per-pixel alpha of a mask layer or a rounded clip.
    /// Returns the number of pixels written.
    @discardableResult
    public mutating func composite(
        _ source: Bitmap, atX dx: Int, y dy: Int, opacity: UInt8 = 255, clip: PixelRect? = nil,
        coverage: ((Int, Int) -> UInt8)? = nil
    ) -> Int {
        var r = source.pixelBounds.offsetBy(dx: dx, dy: dy).intersection(pixelBounds)
        if let clip { r = r.intersection(clip) }
        guard !r.isEmpty, opacity > 0 else { return 0 }
        let w = width
        let sw = source.width
        var written = 0
        // Safe: `r` is the source's bounds moved by (dx, dy), clipped to this bitmap's: i indexes
        // this bitmap and j the source within their pixels.
        source.bytes.withUnsafeBufferPointer { src in
            bytes.withUnsafeMutableBufferPointer { dst in
                for y in r.minY..<r.maxY {
                    var i = (y * w + r.minX) * 4
                    var j = ((y - dy) * sw + (r.minX - dx)) * 4
                    for x in r.minX..<r.maxX {
                        defer {
                            i += 4
                            j += 4
                        }
                        var weight = Int(opacity)
                        if let coverage { weight = weight * Int(coverage(x, y)) / 255 }
                        let sa0 = src[j + 3]
                        guard sa0 > 0, weight > 0 else { continue }
                        written += 1
                        if weight == 255 && sa0 == 255 {
                            dst[i] = src[j]
                            dst[i + 1] = src[j + 1]
                            dst[i + 2] = src[j + 2]
                            dst[i + 3] = 255
                            continue
                        }
                        let sr = Bitmap.mul(src[j], weight)
                        let sg = Bitmap.mul(src[j + 1], weight)
                        let sb = Bitmap.mul(src[j + 2], weight)
                        let sa = Bitmap.mul(sa0, weight)
                        let inv = 255 - Int(sa)
                        dst[i] = sr &+ Bitmap.mul(dst[i], inv)
                        dst[i + 1] = sg &+ Bitmap.mul(dst[i + 1], inv)
                        dst[i + 2] = sb &+ Bitmap.mul(dst[i + 2], inv)
                        dst[i + 3] = sa &+ Bitmap.mul(dst[i + 3], inv)
                    }
                }
            }
        }
        return written
    }

    /// Composites `source` stretched (nearest neighbour) onto the pixel rectangle `destination`, weighted by `opacity`, inside `clip`: how a layer's contents fill its bounds under `.scaleToFill` without redrawing.
    ///
    /// Only the visible pixels are sampled, so a huge layer costs no more than the screen. Returns the number
    /// of pixels written.
    @discardableResult
    public mutating func compositeScaled(
        _ source: Bitmap, into destination: PixelRect, opacity: UInt8 = 255, clip: PixelRect? = nil
    ) -> Int {
        var r = destination.intersection(pixelBounds)
        if let clip { r = r.intersection(clip) }
        guard !r.isEmpty, opacity > 0, source.width > 0, source.height > 0, !destination.isEmpty else { return 0 }
        if destination.width == source.width && destination.height == source.height {
            return composite(source, atX: destination.minX, y: destination.minY, opacity: opacity, clip: r)
        }
        let w = width
        let sw = source.width
        let sh = source.height
        let dw = destination.width
        let dh = destination.height
        var written = 0
        // Safe: `r` is clipped to pixelBounds, and sx, sy are clamped to the source's last pixel.
        source.bytes.withUnsafeBufferPointer { src in
            bytes.withUnsafeMutableBufferPointer { dst in
                for y in r.minY..<r.maxY {
                    let sy = min(sh - 1, ((y - destination.minY) * 2 + 1) * sh / (dh * 2))
                    var i = (y * w + r.minX) * 4
                    for x in r.minX..<r.maxX {
                        defer { i += 4 }
                        let sx = min(sw - 1, ((x - destination.minX) * 2 + 1) * sw / (dw * 2))
                        let j = (sy * sw + sx) * 4
                        let sa0 = src[j + 3]
                        guard sa0 > 0 else { continue }
                        written += 1
                        if opacity == 255 && sa0 == 255 {
                            dst[i] = src[j]
                            dst[i + 1] = src[j + 1]
                            dst[i + 2] = src[j + 2]
                            dst[i + 3] = 255
                            continue
                        }
                        let k = Int(opacity)
                        let sa = Bitmap.mul(sa0, k)
                        let inv = 255 - Int(sa)
                        dst[i] = Bitmap.mul(src[j], k) &+ Bitmap.mul(dst[i], inv)
                        dst[i + 1] = Bitmap.mul(src[j + 1], k) &+ Bitmap.mul(dst[i + 1], inv)
                        dst[i + 2] = Bitmap.mul(src[j + 2], k) &+ Bitmap.mul(dst[i + 2], inv)
                        dst[i + 3] = sa &+ Bitmap.mul(dst[i + 3], inv)
                    }
                }
            }
        }
        return written
    }

    /// This bitmap resampled (nearest neighbour) to `width` × `height`: how a layer's contents are
    /// stretched to its bounds under `.scaleToFill`, without redrawing.
    public func resized(width newWidth: Int, height newHeight: Int) -> Bitmap {
        if newWidth == width && newHeight == height { return self }
        var out = Bitmap(width: newWidth, height: newHeight)
        guard width > 0, height > 0, out.width > 0, out.height > 0 else { return out }
        let ow = out.width
        let oh = out.height
        // Safe: x, y range over `out`'s pixels and sx, sy are clamped to this bitmap's last pixel.
        bytes.withUnsafeBufferPointer { src in
            out.bytes.withUnsafeMutableBufferPointer { dst in
                for y in 0..<oh {
                    let sy = min(height - 1, (y * 2 + 1) * height / (oh * 2))
                    for x in 0..<ow {
                        let sx = min(width - 1, (x * 2 + 1) * width / (ow * 2))
                        let i = (y * ow + x) * 4
                        let j = (sy * width + sx) * 4
                        dst[i] = src[j]
                        dst[i + 1] = src[j + 1]
                        dst[i + 2] = src[j + 2]
                        dst[i + 3] = src[j + 3]
                    }
                }
            }
        }
        return out
    }

    /// The premultiplied bytes of a straight-alpha colour.
    static func premultiply(_ c: RGBA) -> (UInt8, UInt8, UInt8, UInt8) {
        if c.a == 255 { return (c.r, c.g, c.b, 255) }
        let a = Int(c.a)
        return (mul(c.r, a), mul(c.g, a), mul(c.b, a), c.a)
    }

    /// `value × factor / 255`, rounded, for 8-bit channel arithmetic.
    @inline(__always)
    static func mul(_ value: UInt8, _ factor: Int) -> UInt8 {
        let t = Int(value) * factor + 128
        return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
    }
}

extension Bitmap {
    /// Makes the pixels of `rect` transparent (a dirty rect is cleared before it is redrawn).
    public mutating func clear(_ rect: PixelRect) {
        let r = rect.intersection(pixelBounds)
        guard !r.isEmpty else { return }
        let w = width
        // Safe: `r` is clipped to pixelBounds, so every row's span is inside `bytes`.
        bytes.withUnsafeMutableBufferPointer { buf in
            for y in r.minY..<r.maxY {
                let start = (y * w + r.minX) * 4
                for i in start..<(start + r.width * 4) { buf[i] = 0 }
            }
        }
    }
}
