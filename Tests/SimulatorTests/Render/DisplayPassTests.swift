import Foundation
import Testing

@testable import Simulator

/// A view in a fresh simulation's window, with a `draw(_:)` override when `draw` is given.
func drawingScene(
    frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 50), refreshRate: Int = 60,
    draw: ((CGRect) throws -> Void)? = nil
) throws -> (Simulation, UIView) {
    let sim = Simulation(refreshRate: refreshRate)
    let view = UIView(sim, frame: frame)
    view.traceName = "card"
    if let draw {
        view.scripted = Overrides([
            .draw: { _, arguments, _ in
                try draw(arguments.first as? CGRect ?? .zero)
                return ()
            }
        ])
    }
    try sim.window.addSubview(view)
    return (sim, view)
}

@Suite("Display pass: draw(_:), backing stores, contentMode")
struct DisplayPassTests {
    @Test(
        "Fact 29 (UIKit impl _subclassImplementsDrawRect, W18-219): only a view that overrides draw(_:) draws and gets a backing store"
    )
    func onlyOverridingViewsDraw() throws {
        let (sim, card) = try drawingScene { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 50))
        }
        let plain = UIView(sim, frame: CGRect(x: 0, y: 100, width: 100, height: 50))
        plain.traceName = "plain"
        plain.backgroundColor = .blue
        try sim.window.addSubview(plain)
        try sim.runLoop.runUntilIdle()
        #expect(sim.trace.count("card.draw") == 1)
        #expect(sim.trace.count("plain.draw") == 0)
        #expect(card.layer.backingStoreBytes > 0)
        #expect(plain.layer.backingStoreBytes == 0)
        #expect(sim.framebuffer?.color(at: CGPoint(x: 50, y: 25)) == RGBA(255, 0, 0))
        #expect(sim.framebuffer?.color(at: CGPoint(x: 50, y: 125)) == RGBA(0, 0, 255))
    }

    @Test("Fact 30 (CA impl -[CALayer _display]): a zero-size layer is never drawn; it draws once it has a size")
    func zeroSizeNeverDraws() throws {
        let (sim, card) = try drawingScene(frame: .zero) { _ in }
        try sim.runLoop.runUntilIdle()
        #expect(sim.trace.count("card.draw") == 0)
        #expect(card.layer.backingStoreBytes == 0)
        card.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        try sim.runLoop.runUntilIdle()
        #expect(sim.trace.count("card.draw") == 1)
    }

    @Test("Fact 31 (W18-219/416): backing store bytes = width × height × scale² × 4; the app total sums them")
    func backingStoreBytes() throws {
        let (sim, card) = try drawingScene { rect in
            UIColor.red.setFill()
            UIRectFill(rect)
        }
        let other = UIView(sim, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        other.scripted = Overrides([
            .draw: { _, arguments, _ in
                UIColor.blue.setFill()
                UIRectFill(arguments.first as? CGRect ?? .zero)
                return ()
            }
        ])
        try sim.window.addSubview(other)
        try sim.runLoop.runUntilIdle()
        #expect(card.layer.backingStoreBytes == 100 * 50 * 9 * 4)
        #expect(other.layer.backingStoreBytes == 10 * 10 * 9 * 4)
        #expect(sim.backingStoreBytes == 180_000 + 3_600)
    }

    /// Fact 80 (W18-219 "Backing Store Memory Costs": "Element size grows to accommodate color range
    /// used by drawing · Setting CALayer.contentsFormat opts out"): a drawing in grays only gets a
    /// one-byte store, colors get four, and contentsFormat fixes the format whatever is drawn.
    @Test("Fact 80 (W18-219): the backing store's format follows the colors drawn; contentsFormat opts out")
    func backingStoreFormatFollowsColors() throws {
        var color = UIColor.black
        let (sim, card) = try drawingScene { rect in
            color.setStroke()
            UIBezierPath(rect: rect).stroke()
        }
        try sim.runLoop.runUntilIdle()
        #expect(card.layer.contentsFormat == .gray8Uint)
        #expect(card.layer.backingStoreBytesPerPixel == 1)
        #expect(card.layer.backingStoreBytes == 100 * 50 * 9 * 1)

        color = .blue
        card.setNeedsDisplay()
        try sim.runLoop.runUntilIdle()
        #expect(card.layer.contentsFormat == .RGBA8Uint, "a color grows the store")
        #expect(card.layer.backingStoreBytes == 100 * 50 * 9 * 4)

        color = .black
        card.layer.contentsFormat = .RGBA16Float
        card.setNeedsDisplay()
        try sim.runLoop.runUntilIdle()
        #expect(card.layer.contentsFormat == .RGBA16Float, "an explicit format opts out")
        #expect(card.layer.backingStoreBytes == 100 * 50 * 9 * 8)
        #expect(sim.backingStoreBytes == 100 * 50 * 9 * 8)
    }

    @Test("Fact 80 (Docs CALayer.contentsFormat): a standalone layer keeps the default RGBA8Uint")
    func standaloneLayerKeepsDefaultFormat() throws {
        let sim = Simulation()
        let layer = CALayer(sim)
        #expect(layer.contentsFormat == .RGBA8Uint)
        #expect(layer.backingStoreBytes == 0)
    }

    @Test("Fact 32 (Docs contentMode): a resize under .scaleToFill stretches the old bitmap without drawing")
    func scaleToFillStretches() throws {
        let (sim, card) = try drawingScene { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 50, height: 50))  // left half red
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 50, y: 0, width: 50, height: 50))
        }
        try sim.runLoop.runUntilIdle()
        card.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        try sim.runLoop.runUntilIdle()
        #expect(sim.trace.count("card.draw") == 1)
        #expect(card.layer.backingStoreBytes == 100 * 50 * 9 * 4)  // still the old bitmap
        #expect(sim.framebuffer?.color(at: CGPoint(x: 90, y: 25)) == RGBA(255, 0, 0))  // stretched: red to x = 100
        #expect(sim.framebuffer?.color(at: CGPoint(x: 150, y: 25)) == RGBA(0, 0, 255))
    }

    @Test("Fact 32 (Docs contentMode): with .redraw a bounds change redraws at the new size")
    func redrawRedraws() throws {
        let (sim, card) = try drawingScene { rect in  // in color: a 4-byte store (fact 80)
            UIColor.red.setFill()
            UIRectFill(rect)
        }
        card.contentMode = .redraw
        try sim.runLoop.runUntilIdle()
        card.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        try sim.runLoop.runUntilIdle()
        #expect(sim.trace.count("card.draw") == 2)
        #expect(card.layer.backingStoreBytes == 200 * 50 * 9 * 4)
    }

    @Test(
        "Fact 32 (Docs contentMode, CALayer needsDisplayOnBoundsChange): the layer flag redraws on a bounds change too; a move alone never redraws"
    )
    func needsDisplayOnBoundsChange() throws {
        let (sim, card) = try drawingScene { rect in  // in color: a 4-byte store (fact 80)
            UIColor.red.setFill()
            UIRectFill(rect)
        }
        card.layer.needsDisplayOnBoundsChange = true
        try sim.runLoop.runUntilIdle()
        card.center = CGPoint(x: 200, y: 200)  // position only
        try sim.runLoop.runUntilIdle()
        #expect(sim.trace.count("card.draw") == 1)
        card.bounds = CGRect(x: 0, y: 0, width: 120, height: 60)
        try sim.runLoop.runUntilIdle()
        #expect(sim.trace.count("card.draw") == 2)
        #expect(card.layer.backingStoreBytes == 120 * 60 * 9 * 4)
    }

    @Test(
        "Fact 33 (Docs setNeedsDisplay(_:)): the first draw gets the bounds, a later one the marked rect, and only that rect is repainted"
    )
    func dirtyRect() throws {
        var rects: [CGRect] = []
        var colour = UIColor.red
        let (sim, card) = try drawingScene { rect in
            rects.append(rect)
            colour.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 50))  // clipped to the dirty rect
        }
        try sim.runLoop.runUntilIdle()
        colour = .blue
        card.setNeedsDisplay(CGRect(x: 0, y: 0, width: 20, height: 20))
        try sim.runLoop.runUntilIdle()
        #expect(rects == [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 0, y: 0, width: 20, height: 20)])
        #expect(sim.framebuffer?.color(at: CGPoint(x: 10, y: 10)) == RGBA(0, 0, 255))
        #expect(sim.framebuffer?.color(at: CGPoint(x: 50, y: 30)) == RGBA(255, 0, 0))
    }

    @Test("Fact 34 (seed 000, Docs): backgroundColor, cornerRadius and borders are composited without draw(_:)")
    func layerPropertiesWithoutDraw() throws {
        let (sim, card) = try drawingScene()
        card.backgroundColor = .green
        card.layer.cornerRadius = 10
        card.layer.borderWidth = 2
        card.layer.borderColor = .black
        try sim.runLoop.runUntilIdle()
        #expect(sim.trace.count("card.draw") == 0)
        #expect(card.layer.backingStoreBytes == 0)
        let fb = try #require(sim.framebuffer)
        #expect(fb.color(at: CGPoint(x: 50, y: 25)) == RGBA(0, 255, 0))
        #expect(fb.color(at: CGPoint(x: 50, y: 0.5)) == RGBA(0, 0, 0))  // border
        #expect(fb.color(at: CGPoint(x: 0.5, y: 0.5)) == sim.window.backgroundColor?.rgba ?? .black)  // rounded corner
    }

    @Test("A label draws its text as glyph boxes into its backing store")
    func labelDraws() throws {
        let sim = Simulation()
        let label = UILabel(sim)
        label.text = "Hi"
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        try sim.window.addSubview(label)
        try sim.runLoop.runUntilIdle()
        let store = try #require(label.layer.backingStore)
        #expect(store.color(x: 4, y: 20) == .black)
        #expect(store.color(x: 60, y: 20) == .clear)
    }

    @Test("Fact 3 (WWDC 2018-219): a bitmap image is layer contents, shown without draw or decoding")
    func bitmapImageShownUndecoded() throws {
        let sim = Simulation()
        let imageView = UIImageView(sim, image: UIImage(size: CGSize(width: 32, height: 32)))
        imageView.traceName = "photo"
        try sim.window.addSubview(imageView)
        try sim.runLoop.runUntilIdle()
        #expect(sim.trace.count("photo.draw") == 0)
        #expect(!sim.trace.events.contains { $0.method == "decodeImage" })
        #expect(sim.framebuffer?.color(at: CGPoint(x: 4, y: 4)) == RGBA(200, 200, 200))
        #expect(sim.framebuffer?.color(at: CGPoint(x: 12, y: 4)) == RGBA(150, 150, 150))
    }

    @Test("Fact 3 (TT10856, WWDC 2018-219): a compressed image is decoded in the prepare phase, then composited")
    func compressedImageDecoded() throws {
        let sim = Simulation()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(sim, size: CGSize(width: 32, height: 32), format: format).pngData {
            context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 32))
        }
        let image = try #require(UIImage(sim, data: data))
        #expect(image.size == CGSize(width: 32, height: 32) && image.isCompressed)
        let imageView = UIImageView(sim, image: image)
        imageView.traceName = "photo"
        try sim.window.addSubview(imageView)
        try sim.runLoop.runUntilIdle()
        let decodes = sim.trace.events.filter { $0.method == "decodeImage" }
        #expect(decodes.count == 1 && decodes.first?.phase == .prepare && decodes.first?.text == "32×32 px PNG")
        #expect(sim.framebuffer?.color(at: CGPoint(x: 4, y: 4)) == UIColor.red.rgba)
    }
}
