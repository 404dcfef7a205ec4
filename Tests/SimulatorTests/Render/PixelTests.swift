import Foundation
import TestSupport
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

    @Test("PNG chunk CRCs are the standard ones and the IEND chunk is byte-exact")
    func pngChecksums() throws {
        #expect(PNGEncoder.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        let translucent = Bitmap(width: 3, height: 2, color: RGBA(200, 100, 50, 128))
        let png = PNGEncoder.encode(translucent)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        // The bitmap holds premultiplied colour; the file holds straight alpha, as a read gives it.
        let image = try PNGImage(png)
        #expect(image.width == 3 && image.height == 2)
        let c = translucent.color(x: 2, y: 1)
        #expect(image.pixel(x: 2, y: 1) == [c.r, c.g, c.b, 128])
        #expect(c.r > 190 && c.g > 95 && c.b > 45, "not the premultiplied bytes")
    }

    @Test("PNG image data is deflated by zlib and inflates back to every pixel")
    func pngRoundTrip() throws {
        var b = Bitmap(width: 200, height: 120, color: RGBA(10, 20, 30))
        b.fill(PixelRect(minX: 5, minY: 7, maxX: 50, maxY: 60), with: RGBA(200, 100, 0, 255))
        // A noisy band, so the stream has literals as well as long matches.
        for x in 0..<200 {
            b.fill(
                PixelRect(minX: x, minY: 100, maxX: x + 1, maxY: 101),
                with: RGBA(UInt8(x * 37 % 256), UInt8(x * 11 % 256), UInt8(x % 256)))
        }
        let png = PNGEncoder.encode(b)
        let image = try PNGImage(png)
        #expect(image.width == 200 && image.height == 120)
        #expect(image.compressedBytes < 120 * (200 * 4 + 1) / 20, "flat colours compress well below the raw size")
        for y in [0, 7, 59, 60, 100, 119] {
            for x in [0, 5, 49, 50, 123, 199] {
                let c = b.color(x: x, y: y)
                #expect(image.pixel(x: x, y: y) == [c.r, c.g, c.b, c.a], "pixel (\(x), \(y))")
            }
        }
        #expect(png == PNGEncoder.encode(b), "the same bitmap always gives the same bytes")
    }

    @Test("A PNG with a corrupted byte is refused by the reader (the CRC and Adler-32 are real)")
    func pngCorruptionIsDetected() throws {
        var png = PNGEncoder.encode(Bitmap(width: 20, height: 20, color: RGBA(9, 8, 7)))
        _ = try PNGImage(png)
        png[45] ^= 0x40  // inside IDAT
        #expect(throws: PNGImage.Failure.self) { try PNGImage(png) }
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
