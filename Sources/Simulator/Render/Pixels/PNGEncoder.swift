// The PNG writer. Foundation on Linux has no zlib, so the image data is deflated through
// Debian's zlib (the CZlib system library): a flat 390 × 844 frame is a few KB, not 1.3 MB.
import CZlib

/// Encodes a ``Bitmap`` as an 8-bit RGBA PNG (colour type 6, no interlace).
public enum PNGEncoder {
    /// The PNG file bytes for `bitmap`; straight alpha, as PNG requires.
    public static func encode(_ bitmap: Bitmap) -> [UInt8] {
        let rowBytes = bitmap.width * 4 + 1
        var raw = [UInt8](repeating: 0, count: bitmap.height * rowBytes)
        // Safe: `raw` holds height rows of width * 4 + 1 bytes and `bitmap.bytes` width * height * 4,
        // the sizes the loops index within.
        raw.withUnsafeMutableBufferPointer { dst in
            bitmap.bytes.withUnsafeBufferPointer { src in
                for y in 0..<bitmap.height {
                    // Filter type None (the row's first byte stays 0): simple and stable output.
                    var i = y * rowBytes + 1
                    var j = y * bitmap.width * 4
                    for _ in 0..<bitmap.width {
                        let a = src[j + 3]
                        if a == 255 || a == 0 {
                            dst[i] = a == 0 ? 0 : src[j]
                            dst[i + 1] = a == 0 ? 0 : src[j + 1]
                            dst[i + 2] = a == 0 ? 0 : src[j + 2]
                        } else {
                            // PNG stores straight alpha: undo the premultiplication.
                            let alpha = Int(a)
                            dst[i] = UInt8(min(255, (Int(src[j]) * 255 + alpha / 2) / alpha))
                            dst[i + 1] = UInt8(min(255, (Int(src[j + 1]) * 255 + alpha / 2) / alpha))
                            dst[i + 2] = UInt8(min(255, (Int(src[j + 2]) * 255 + alpha / 2) / alpha))
                        }
                        dst[i + 3] = a
                        i += 4
                        j += 4
                    }
                }
            }
        }
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.append(contentsOf: bigEndian(UInt32(bitmap.width)))
        header.append(contentsOf: bigEndian(UInt32(bitmap.height)))
        header.append(contentsOf: [8, 6, 0, 0, 0])  // depth 8, RGBA, deflate, adaptive filters, no interlace
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", deflate(raw), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// The zlib stream of `data`, deflated by Debian's zlib at its best compression. zlib is
    /// deterministic for a given input, level and version, so a scenario's PNG is byte-stable.
    static func deflate(_ data: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        // Safe: `out` holds compressBound bytes, and compress2 writes at most `length` (that many);
        // the pointers are used only during the call.
        let status = out.withUnsafeMutableBufferPointer { dst in
            data.withUnsafeBufferPointer { src in
                compress2(dst.baseAddress, &length, src.baseAddress, uLong(src.count), Z_BEST_COMPRESSION)
            }
        }
        // compress2 fails only on memory exhaustion or a too-small buffer; compressBound rules
        // out the second, and an image this size (at most 4096² pixels) cannot cause the first
        // without the allocation above failing first.
        precondition(status == Z_OK, "zlib compress2 failed with status \(status)")
        out.removeSubrange(Int(length)...)
        return out
    }

    /// CRC-32 (IEEE), as PNG chunks use: zlib's.
    static func crc32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        let array = Array(bytes)
        // Safe: zlib reads `count` bytes from the base address, within the call (nil when empty is
        // allowed for a 0 count).
        return array.withUnsafeBufferPointer { UInt32(CZlib.crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out.append(contentsOf: bigEndian(UInt32(data.count)))
        out.append(contentsOf: typeBytes)
        out.append(contentsOf: data)
        out.append(contentsOf: bigEndian(crc32(typeBytes + data)))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
