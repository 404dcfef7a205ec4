import Foundation
import Testing

@testable import Simulator

@Suite("Drawing inside draw(_:): UIRectFill, UIBezierPath, text boxes")
struct DrawingTests {
    /// Runs `body` with a context on a `w`×`h` transparent bitmap made current, as the display pass does.
    func draw(_ w: Int, _ h: Int, scale: CGFloat = 1, clip: CGRect? = nil, _ body: (CGContext) -> Void) -> Bitmap {
        let context = CGContext(bitmap: Bitmap(width: w, height: h), scale: scale, clip: clip)
        UIGraphicsPushContext(context)
        body(context)
        UIGraphicsPopContext()
        return context.bitmap
    }

    @Test("UIRectFill paints the current fill colour; outside drawing it does nothing")
    func rectFill() {
        let b = draw(10, 10) { c in
            c.fillColor = RGBA(0, 128, 0)
            UIRectFill(CGRect(x: 2, y: 2, width: 3, height: 3))
        }
        #expect(b.color(x: 2, y: 2) == RGBA(0, 128, 0))
        #expect(b.color(x: 4, y: 4) == RGBA(0, 128, 0))
        #expect(b.color(x: 5, y: 5) == .clear)
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))  // no context: no crash, no effect
    }

    @Test("Rounded rect and oval fills leave the corners empty")
    func shapes() {
        let b = draw(20, 20) { c in
            c.fillColor = RGBA(255, 0, 0)
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 5).fill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 10, width: 20, height: 10)).fill()
        }
        #expect(b.color(x: 0, y: 0) == .clear)
        #expect(b.color(x: 10, y: 0) == RGBA(255, 0, 0))
        #expect(b.color(x: 0, y: 5) == RGBA(255, 0, 0))
        #expect(b.color(x: 0, y: 10) == .clear)
        #expect(b.color(x: 10, y: 15) == RGBA(255, 0, 0))
    }

    @Test("A stroke is lineWidth wide, centred on the outline, and leaves the inside untouched")
    func stroke() {
        let b = draw(20, 20) { c in
            c.strokeColor = RGBA(0, 0, 255)
            let path = UIBezierPath(rect: CGRect(x: 4, y: 4, width: 12, height: 12))
            path.lineWidth = 2
            path.stroke()
        }
        #expect(b.color(x: 3, y: 10) == RGBA(0, 0, 255))
        #expect(b.color(x: 4, y: 10) == RGBA(0, 0, 255))
        #expect(b.color(x: 5, y: 10) == .clear)
        #expect(b.color(x: 2, y: 10) == .clear)
        #expect(b.color(x: 10, y: 10) == .clear)
    }

    @Test("Drawing is clipped to the rect passed to draw(_:), and scaled by the context's scale")
    func clipAndScale() {
        let b = draw(20, 20, scale: 2, clip: CGRect(x: 0, y: 0, width: 5, height: 10)) { c in
            c.fillColor = .white
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(b.color(x: 9, y: 19) == .white)
        #expect(b.color(x: 10, y: 0) == .clear)
    }

    @Test("Text is drawn as one solid box per character; wide (CJK) characters take two advances")
    func textBoxes() {
        let b = draw(60, 20) { c in
            c.fillColor = .black
            c.drawText("a b가", at: .zero, fontSize: 10)
        }
        // 'a' box: x 0.5…4.5, y 2…9; the space paints nothing; '가' spans two advances.
        #expect(b.color(x: 2, y: 5) == .black)
        #expect(b.color(x: 7, y: 5) == .clear)
        #expect(b.color(x: 12, y: 5) == .black)
        #expect(b.color(x: 22, y: 5) == .black)
        #expect(b.color(x: 2, y: 0) == .clear)
        #expect(CGContext.textSize("a b가", fontSize: 10) == CGSize(width: 25, height: 12))
        #expect(CGContext.textSize("ab\nc", fontSize: 10) == CGSize(width: 10, height: 24))
    }

    @Test("Degenerate input (NaN, infinite, negative sizes) paints nothing and does not crash")
    func degenerate() {
        let b = draw(10, 10) { c in
            UIRectFill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 0, height: 5)).fill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5), cornerRadius: -3).fill()
            c.drawText("x", at: .zero, fontSize: -1)
        }
        #expect(b.width == 10)
        let empty = Bitmap(width: -4, height: 3)
        #expect(empty.width == 0)
    }

    @Test("A shape of 1e30 points fills the whole bitmap instead of overflowing Int")
    func hugeShapes() {
        let b = draw(10, 10) { c in
            c.fillColor = RGBA(255, 0, 0)
            UIBezierPath(ovalIn: CGRect(x: -5e29, y: -5e29, width: 1e30, height: 1e30)).fill()
        }
        #expect(b.color(x: 0, y: 0) == RGBA(255, 0, 0))
        #expect(b.color(x: 9, y: 9) == RGBA(255, 0, 0))
    }

    @Test("Renderer drawings share a blank canvas and images of one data share pixels, yet stay values")
    func sharedCanvasesStayValues() throws {
        let sim = Simulation()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(sim, size: CGSize(width: 40, height: 30), format: format)
        let blank = renderer.jpegData(withCompressionQuality: 0.8) { _ in }
        let painted = renderer.jpegData(withCompressionQuality: 0.8) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 30))
        }
        let again = renderer.jpegData(withCompressionQuality: 0.8) { _ in }
        // Painting into one drawing leaves the others (and the shared canvas) blank.
        #expect(blank == again && blank != painted)
        #expect(again.drawing == Bitmap(width: 40, height: 30))
        #expect(painted.drawing.color(x: 2, y: 2) == UIColor.red.rgba)
        // 80 × 60 px at scale 1 is 80 × 60 points: the 40 × 30 drawing is resized, once.
        let first = try #require(UIImage(sim, data: painted)?.pixels)
        let second = try #require(UIImage(sim, data: painted)?.pixels)
        #expect(first == second && first == painted.drawing.resized(width: 80, height: 60))
        #expect(try #require(UIImage(sim, data: blank)?.pixels) == Bitmap(width: 80, height: 60))
    }
}
