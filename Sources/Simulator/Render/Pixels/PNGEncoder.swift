// A dependency-free PNG writer: Foundation on Linux has no zlib, so the image data goes into
// stored (uncompressed) deflate blocks. Larger files, but valid, byte-identical on every run.

/// Encodes a ``Bitmap`` as an 8-bit RGBA PNG (colour type 6, no interlace).
public enum PNGEncoder {
    /// The PNG file bytes for `bitmap`; straight alpha, as PNG requires.
    public static func encode(_ bitmap: Bitmap) -> [UInt8] {
        let rowBytes = bitmap.width * 4 + 1
        var raw = [UInt8](repeating: 0, count: bitmap.height * rowBytes)
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
        appendChunk("IDAT", zlibStored(raw), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// A zlib stream holding `data` in stored deflate blocks of at most 65535 bytes.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]  // deflate, 32K window, no preset dictionary, check bits valid
        var offset = 0
        repeat {
            let length = min(65535, data.count - offset)
            let isLast = offset + length == data.count
            out.append(isLast ? 1 : 0)
            out.append(UInt8(length & 0xFF))
            out.append(UInt8(length >> 8))
            out.append(UInt8(~length & 0xFF))
            out.append(UInt8((~length >> 8) & 0xFF))
            out.append(contentsOf: data[offset..<offset + length])
            offset += length
        } while offset < data.count
        out.append(contentsOf: bigEndian(adler32(data)))
        return out
    }

    /// zlib's Adler-32 checksum.
    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        // Reduce modulo 65521 every 5552 bytes (zlib's NMAX): the sums cannot overflow before.
        data.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                let end = min(bytes.count, index + 5552)
                while index < end {
                    a &+= UInt32(bytes[index])
                    b &+= a
                    index += 1
                }
                a %= 65521
                b %= 65521
            }
        }
        return b << 16 | a
    }

    /// CRC-32 (IEEE, reflected), as PNG chunks use.
    static func crc32<S: Sequence>(_ bytes: S) -> UInt32 where S.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        crcTable.withUnsafeBufferPointer { table in
            for byte in bytes {
                crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
            }
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
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
