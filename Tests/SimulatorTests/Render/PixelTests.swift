import Foundation
import Testing

@testable import Simulator

@Suite("Pixels: bitmaps, PNG, terminal pictures")
struct PixelTests {
    @Test("An opaque fill replaces pixels; a translucent one blends source-over")
    func fillBlends() {
        var b = Bitmap(width: 4, height: 4, color: .white)
        b.fill(PixelRect(minX: 0, minY: 0, maxX: 2, maxY: 4), with: RGBA(255, 0, 0))
        b.fill(PixelRect(minX: 1, minY: 0, maxX: 4, maxY: 4), with: RGBA(0, 0, 255, 128))
        #expect(b.color(x: 0, y: 0) == RGBA(255, 0, 0))
        #expect(b.color(x: 1, y: 0) == RGBA(127, 0, 128))
        #expect(b.color(x: 3, y: 3) == RGBA(127, 127, 255))
        #expect(b.color(x: 9, y: 9) == .clear)
    }

    @Test("Pixel rectangles sample pixel centres, so abutting rects tile without overlap")
    func pixelCentres() {
        #expect(
            PixelRect(covering: CGRect(x: 0.4, y: 0, width: 1.0, height: 1))
                == PixelRect(minX: 0, minY: 0, maxX: 1, maxY: 1))
        let left = PixelRect(covering: CGRect(x: 0, y: 0, width: 10.5, height: 1))
        let right = PixelRect(covering: CGRect(x: 10.5, y: 0, width: 10, height: 1))
        #expect(left.maxX == right.minX)
        #expect(PixelRect(covering: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)).isEmpty)
    }

    @Test("Compositing a translucent texture with opacity and coverage weights its alpha")
    func compositeWeights() {
        var dst = Bitmap(width: 2, height: 1, color: .black)
        let src = Bitmap(width: 2, height: 1, color: .white)
        dst.composite(src, atX: 0, y: 0, opacity: 255) { x, _ in x == 0 ? 255 : 0 }
        #expect(dst.color(x: 0, y: 0) == .white)
        #expect(dst.color(x: 1, y: 0) == .black)
        var half = Bitmap(width: 1, height: 1, color: .black)
        half.composite(Bitmap(width: 1, height: 1, color: .white), atX: 0, y: 0, opacity: 128)
        #expect(half.color(x: 0, y: 0) == RGBA(128, 128, 128))
    }

    @Test("Nearest-neighbour resize stretches a bitmap, as .scaleToFill contents are")
    func resize() {
        var b = Bitmap(width: 2, height: 1)
        b.fill(PixelRect(minX: 0, minY: 0, maxX: 1, maxY: 1), with: RGBA(255, 0, 0))
        b.fill(PixelRect(minX: 1, minY: 0, maxX: 2, maxY: 1), with: RGBA(0, 255, 0))
        let r = b.resized(width: 4, height: 2)
        #expect(
            (0..<4).map { r.color(x: $0, y: 1) } == [
                RGBA(255, 0, 0), RGBA(255, 0, 0), RGBA(0, 255, 0), RGBA(0, 255, 0),
            ])
    }

    @Test("PNG checksums match zlib's and the IEND chunk is the standard one")
    func pngChecksums() {
        #expect(PNGEncoder.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(PNGEncoder.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        let png = PNGEncoder.encode(Bitmap(width: 3, height: 2, color: RGBA(1, 2, 3, 4)))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test("PNG image data round-trips through the stored deflate blocks, including a multi-block image")
    func pngRoundTrip() throws {
        var b = Bitmap(width: 200, height: 120, color: RGBA(10, 20, 30))
        b.fill(PixelRect(minX: 5, minY: 7, maxX: 50, maxY: 60), with: RGBA(200, 100, 0, 255))
        let png = PNGEncoder.encode(b)
        let raw = try #require(PNGTestDecoder.imageData(png))
        #expect(raw.count == 120 * (200 * 4 + 1))  // > 65535: several stored blocks
        let row = 10 * (200 * 4 + 1)
        #expect(raw[row] == 0)
        #expect(Array(raw[(row + 1 + 6 * 4)..<(row + 1 + 7 * 4)]) == [200, 100, 0, 255])
        #expect(Array(raw[(row + 1 + 60 * 4)..<(row + 1 + 61 * 4)]) == [10, 20, 30, 255])
    }

    @Test("Terminal pictures: two pixel rows per text row, 256-colour and plain fallbacks")
    func terminal() {
        var b = Bitmap(width: 4, height: 4, color: .white)
        b.fill(PixelRect(minX: 0, minY: 0, maxX: 2, maxY: 2), with: RGBA(255, 0, 0))
        let plain = TerminalImage(b, columns: 2, mode: .plain)
        #expect(plain.lines == ["* "])
        let colour = TerminalImage(b, columns: 4, mode: .trueColor)
        #expect(colour.lines.count == 2)
        #expect(colour.lines[0].hasPrefix("\u{1B}[38;2;255;0;0m\u{1B}[48;2;255;0;0m▀"))
        let palette = TerminalImage(b, columns: 4, mode: .palette256)
        #expect(palette.lines[0].hasPrefix("\u{1B}[38;5;196m"))
        #expect(!plain.text.contains("\u{1B}"))
    }
}

/// Reads the IDAT stream of a PNG this project wrote (stored deflate blocks only), checking
/// every chunk's CRC and the Adler-32, so the writer is tested against the format, not itself.
enum PNGTestDecoder {
    static func imageData(_ png: [UInt8]) -> [UInt8]? {
        var i = 8
        var idat: [UInt8] = []
        func u32(_ k: Int) -> Int { Int(png[k]) << 24 | Int(png[k + 1]) << 16 | Int(png[k + 2]) << 8 | Int(png[k + 3]) }
        while i + 12 <= png.count {
            let length = u32(i)
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            let body = Array(png[(i + 8)..<(i + 8 + length)])
            guard UInt32(u32(i + 8 + length)) == PNGEncoder.crc32(Array(png[(i + 4)..<(i + 8)]) + body) else {
                return nil
            }
            if type == "IDAT" { idat += body }
            i += 12 + length
        }
        guard idat.count > 6, idat[0] == 0x78, (Int(idat[0]) << 8 | Int(idat[1])) % 31 == 0 else { return nil }
        var k = 2
        var out: [UInt8] = []
        while true {
            let header = idat[k]
            guard header & 0b110 == 0 else { return nil }  // stored blocks only
            let len = Int(idat[k + 1]) | Int(idat[k + 2]) << 8
            let nlen = Int(idat[k + 3]) | Int(idat[k + 4]) << 8
            guard len ^ nlen == 0xFFFF else { return nil }
            out += idat[(k + 5)..<(k + 5 + len)]
            k += 5 + len
            if header & 1 == 1 { break }
        }
        let adler = UInt32(idat[k]) << 24 | UInt32(idat[k + 1]) << 16 | UInt32(idat[k + 2]) << 8 | UInt32(idat[k + 3])
        return adler == PNGEncoder.adler32(out) ? out : nil
    }
}
