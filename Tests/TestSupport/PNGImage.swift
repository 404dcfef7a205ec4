// A PNG reader for tests: the files LayoutLab writes are read the way an image viewer reads
// them, so the writer is checked against the format (RFC 2083 / ISO 15948), not against itself.
import CZlib
import Foundation

/// An 8-bit RGBA PNG, decoded: every chunk's CRC checked, the IDAT stream inflated by zlib
/// (which checks its Adler-32), every row's filter undone.
public struct PNGImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Straight-alpha RGBA, row by row, without filter bytes.
    public let pixels: [UInt8]
    /// The size of the IDAT data as stored in the file (the compressed image).
    public let compressedBytes: Int
    /// The filter type byte of each row, as written.
    public let rowFilters: [UInt8]

    /// Why a file is not a PNG this reader accepts.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public init(_ bytes: [UInt8]) throws {
        func fail(_ why: String) -> Failure { Failure(description: why) }
        guard bytes.count >= 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw fail("no PNG signature")
        }
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var at = 8
        var chunkTypes: [String] = []
        var header: [UInt8] = []
        var idat: [UInt8] = []
        while at < bytes.count {
            guard at + 12 <= bytes.count else { throw fail("truncated chunk at byte \(at)") }
            let length = u32(at)
            guard length <= bytes.count - at - 12 else { throw fail("chunk at byte \(at) runs past the end") }
            let typeAndBody = Array(bytes[(at + 4)..<(at + 8 + length)])
            let type = String(decoding: typeAndBody[0..<4], as: UTF8.self)
            let stored = UInt32(u32(at + 8 + length))
            let computed = typeAndBody.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
            guard stored == computed else { throw fail("\(type) chunk CRC \(stored) but the bytes give \(computed)") }
            let body = Array(typeAndBody[4...])
            if type == "IHDR" { header = body }
            if type == "IDAT" { idat += body }
            chunkTypes.append(type)
            at += 12 + length
        }
        guard chunkTypes.first == "IHDR", chunkTypes.last == "IEND", header.count == 13 else {
            throw fail("chunks \(chunkTypes): IHDR must come first and IEND last")
        }
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        guard width > 0, height > 0, width <= 1 << 14, height <= 1 << 14 else { throw fail("size \(width)×\(height)") }
        // 8-bit RGBA (the simulator's pictures) or RGB (a browser's screenshot), read as RGBA.
        guard header[8] == 8, header[9] == 6 || header[9] == 2, Array(header[10..<13]) == [0, 0, 0] else {
            throw fail(
                "IHDR \(Array(header[8..<13])): expected 8-bit RGBA or RGB, deflate, filter method 0, no interlace")
        }
        let channels = header[9] == 6 ? 4 : 3
        let stride = width * channels
        let expected = height * (stride + 1)
        let raw = try Self.inflate(idat, expectedCount: expected)
        var pixels = [UInt8](repeating: 0, count: height * stride)
        var filters: [UInt8] = []
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            filters.append(filter)
            guard filter <= 4 else { throw fail("row \(y) has filter type \(filter)") }
            for x in 0..<stride {
                let value = raw[y * (stride + 1) + 1 + x]
                let a = x >= channels ? Int(pixels[y * stride + x - channels]) : 0
                let b = y > 0 ? Int(pixels[(y - 1) * stride + x]) : 0
                let c = x >= channels && y > 0 ? Int(pixels[(y - 1) * stride + x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                default:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                }
                pixels[y * stride + x] = UInt8(truncatingIfNeeded: Int(value) + predictor)
            }
        }
        self.width = width
        self.height = height
        if channels == 3 {
            var rgba = [UInt8](repeating: 255, count: width * height * 4)
            for index in 0..<(width * height) {
                rgba[index * 4] = pixels[index * 3]
                rgba[index * 4 + 1] = pixels[index * 3 + 1]
                rgba[index * 4 + 2] = pixels[index * 3 + 2]
            }
            self.pixels = rgba
        } else {
            self.pixels = pixels
        }
        self.compressedBytes = idat.count
        self.rowFilters = filters
    }

    /// Whether two PNG files hold the same picture: the same size and pixels, whatever bytes
    /// their zlib streams deflated to (another zlib version may choose others). A golden
    /// comparison (`expectGolden(data:_:same:)`); it throws when either is not a PNG.
    public static func samePixels(_ expected: Data, _ actual: Data) throws -> Bool {
        let a = try PNGImage(Array(expected)), b = try PNGImage(Array(actual))
        return a.width == b.width && a.height == b.height && a.pixels == b.pixels
    }

    /// The RGBA bytes of one pixel.
    public func pixel(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * 4
        return Array(pixels[start..<start + 4])
    }

    /// Inflates a whole zlib stream, which must end exactly at `expectedCount` bytes.
    static func inflate(_ stream: [UInt8], expectedCount: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: expectedCount + 1)
        var z = z_stream()
        guard inflateInit_(&z, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(description: "inflateInit failed")
        }
        defer { inflateEnd(&z) }
        var input = stream
        let status = input.withUnsafeMutableBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                z.next_in = src.baseAddress
                z.avail_in = uInt(src.count)
                z.next_out = dst.baseAddress
                z.avail_out = uInt(dst.count)
                return CZlib.inflate(&z, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else {
            throw Failure(description: "zlib inflate stopped with status \(status) after \(z.total_out) bytes")
        }
        guard Int(z.total_out) == expectedCount, z.avail_in == 0 else {
            throw Failure(
                description:
                    "image data is \(z.total_out) bytes (expected \(expectedCount)), \(z.avail_in) bytes left over")
        }
        out.removeLast()
        return out
    }
}
