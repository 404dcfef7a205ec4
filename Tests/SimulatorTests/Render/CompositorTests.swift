import Foundation
import TestSupport
import Testing

@testable import Simulator

/// A layer for tests: `name` at `frame`, optionally filled.
func testLayer(_ id: Int, _ name: String, _ frame: CGRect, _ background: RGBA? = nil) -> LayerSnapshot {
    var layer = LayerSnapshot(id: id, name: name, frame: frame)
    layer.backgroundColor = background
    return layer
}

@Suite("Compositor: pixels of a layer tree and its offscreen passes")
struct CompositorTests {
    static let red = RGBA(220, 30, 30)
    static let blue = RGBA(30, 60, 220)
    static let green = RGBA(30, 160, 60)

    /// A 160×120 scene using every layer property the compositor honours.
    static func scene() -> RenderTree {
        var root = testLayer(1, "window", CGRect(x: 0, y: 0, width: 160, height: 120), .white)
        var card = testLayer(2, "card", CGRect(x: 10, y: 10, width: 60, height: 40), red)
        card.cornerRadius = 10
        card.borderWidth = 2
        card.borderColor = blue
        var photo = testLayer(3, "photo", CGRect(x: 90, y: 10, width: 60, height: 40))
        var pixels = Bitmap(width: 2, height: 1, color: green)
        pixels.fill(PixelRect(minX: 1, minY: 0, maxX: 2, maxY: 1), with: blue)
        photo.contents = pixels  // stretched to 60×40: left half green, right half blue
        photo.cornerRadius = 12
        photo.masksToBounds = true
        var shadowed = testLayer(4, "shadowed", CGRect(x: 10, y: 70, width: 40, height: 30), .white)
        shadowed.shadowOpacity = 1
        shadowed.shadowRadius = 2
        shadowed.shadowOffset = CGSize(width: 4, height: 4)
        shadowed.shadowPath = .rect(CGRect(x: 0, y: 0, width: 40, height: 30))
        var faded = testLayer(5, "faded", CGRect(x: 60, y: 65, width: 40, height: 40), blue)
        faded.opacity = 0.5
        faded.sublayers = [testLayer(6, "inner", CGRect(x: 10, y: 10, width: 20, height: 20), red)]
        var masked = testLayer(7, "masked", CGRect(x: 110, y: 65, width: 40, height: 40), green)
        masked.mask = testLayer(8, "oval", CGRect(x: 0, y: 0, width: 40, height: 40), .black)
        masked.mask?.cornerRadius = 20
        var hidden = testLayer(9, "hidden", CGRect(x: 0, y: 0, width: 160, height: 120), .black)
        hidden.isHidden = true
        root.sublayers = [card, photo, shadowed, faded, masked, hidden]
        return RenderTree(root: root, windowSize: CGSize(width: 160, height: 120), scale: 3)
    }

    @Test(
        "Fact 34 (seed 000, Docs): backgroundColor, cornerRadius, border and contents are composited by the render server"
    )
    func scenePixels() {
        let result = Compositor().composite(Self.scene())
        let fb = result.framebuffer
        #expect(fb.color(at: CGPoint(x: 40, y: 30)) == Self.red)  // card fill
        #expect(fb.color(at: CGPoint(x: 10.5, y: 10.5)) == .white)  // rounded corner shows the window
        #expect(fb.color(at: CGPoint(x: 40, y: 10.5)) == Self.blue)  // border, inside the bounds
        #expect(fb.color(at: CGPoint(x: 100, y: 30)) == Self.green)  // contents stretched, left half
        #expect(fb.color(at: CGPoint(x: 140, y: 30)) == Self.blue)  // right half
        #expect(fb.color(at: CGPoint(x: 90.5, y: 10.5)) == .white)  // clipped by the rounded mask
        #expect(fb.color(at: CGPoint(x: 51, y: 95)) == .black)  // path shadow, offset (4, 4), blurred at its edge
        #expect(fb.color(at: CGPoint(x: 30, y: 85)) == .white)  // the shadowed layer over its shadow
        #expect(fb.color(at: CGPoint(x: 62, y: 67)) == RGBA(142, 157, 237))  // blue at 50 % (alpha 128) over white
        #expect(fb.color(at: CGPoint(x: 80, y: 85)) == RGBA(237, 142, 142))  // group: red inner only at 50 %
        #expect(fb.color(at: CGPoint(x: 130, y: 85)) == Self.green)  // mask: inside the oval
        #expect(fb.color(at: CGPoint(x: 111, y: 66)) == .white)  // mask: outside it
        #expect(fb.scale == 3)
        #expect(fb.bitmap.width == 160)
    }

    @Test("Golden PNG of the composited scene: the golden file's pixels, and byte-identical on every run")
    func scenePNG() {
        let png = Compositor().composite(Self.scene()).framebuffer.pngData()
        #expect(png == Compositor().composite(Self.scene()).framebuffer.pngData())
        expectGolden(data: png, "render/scene.png", same: PNGImage.samePixels)
    }

    @Test("Golden terminal picture of the composited scene, plain (NO_COLOR) form")
    func sceneTerminal() {
        let fb = Compositor().composite(Self.scene()).framebuffer
        expectGolden(TerminalImage(fb.bitmap, columns: 40, mode: .plain).text, "render/scene.txt")
    }

    @Test(
        "Fact 37 (TT10857): the scene's offscreen passes are the mask, the clipping rounded corners and the group opacity"
    )
    func sceneOffscreen() {
        let tree = Self.scene()
        let result = Compositor().composite(tree)
        let passes = result.offscreenPasses.map { "\($0.layer) \($0.reason.rawValue)" }
        #expect(passes == ["photo roundedCornerClip", "faded groupOpacity", "masked mask"])
        let load = RenderLoad(measuring: tree)
        #expect(load.offscreenPasses.map { "\($0.layer) \($0.reason.rawValue)" } == passes)
        #expect(load.layers == 7)  // window, card, photo, shadowed, faded, inner, masked; hidden skipped
    }

    @Test(
        "Fact 37 (TT10857): offscreen pass counting, case by case",
        arguments: [
            ("cornerRadius alone on a background", 0),
            ("cornerRadius + masksToBounds, no content", 0),
            ("cornerRadius + masksToBounds clipping a sublayer", 1),
            ("cornerRadius + masksToBounds clipping contents", 1),
            ("masksToBounds without cornerRadius", 0),
            ("shadow without shadowPath", 1),
            ("shadow with shadowPath", 0),
            ("mask", 1),
            ("opacity 0.5 with a sublayer (group opacity)", 1),
            ("opacity 0.5 with allowsGroupOpacity off", 0),
            ("opacity 0.5 without sublayers", 0),
            ("hidden layer with a shadow", 0),
            ("visual-effect blur", 1),
        ])
    func offscreenCases(_ name: String, _ expected: Int) {
        var layer = testLayer(2, "v", CGRect(x: 10, y: 10, width: 50, height: 50), RGBA(200, 0, 0))
        let child = testLayer(3, "c", CGRect(x: 0, y: 0, width: 20, height: 20), RGBA(0, 0, 200))
        switch name {
        case "cornerRadius alone on a background":
            layer.cornerRadius = 8
        case "cornerRadius + masksToBounds, no content":
            layer.cornerRadius = 8
            layer.masksToBounds = true
        case "cornerRadius + masksToBounds clipping a sublayer":
            layer.cornerRadius = 8
            layer.masksToBounds = true
            layer.sublayers = [child]
        case "cornerRadius + masksToBounds clipping contents":
            layer.cornerRadius = 8
            layer.masksToBounds = true
            layer.contents = Bitmap(width: 4, height: 4, color: .white)
        case "masksToBounds without cornerRadius":
            layer.masksToBounds = true
            layer.sublayers = [child]
        case "shadow without shadowPath":
            layer.shadowOpacity = 0.5
        case "shadow with shadowPath":
            layer.shadowOpacity = 0.5
            layer.shadowPath = .rect(CGRect(x: 0, y: 0, width: 50, height: 50))
        case "mask":
            layer.mask = child
        case "opacity 0.5 with a sublayer (group opacity)":
            layer.opacity = 0.5
            layer.sublayers = [child]
        case "opacity 0.5 with allowsGroupOpacity off":
            layer.opacity = 0.5
            layer.allowsGroupOpacity = false
            layer.sublayers = [child]
        case "opacity 0.5 without sublayers":
            layer.opacity = 0.5
        case "visual-effect blur":
            layer.backgroundBlurRadius = 10
        default:
            layer.isHidden = true
            layer.shadowOpacity = 1
        }
        var root = testLayer(1, "window", CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        root.sublayers = [layer]
        let tree = RenderTree(root: root, windowSize: CGSize(width: 100, height: 100))
        #expect(Compositor().composite(tree).offscreenPasses.count == expected, "\(name)")
        #expect(RenderLoad(measuring: tree).offscreenPasses.count == expected, "\(name)")
    }

    @Test("Fact 37 (TT10857): a visual-effect blur softens the edge behind it and is counted as an offscreen pass")
    func visualEffectBlur() {
        var root = testLayer(1, "window", CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        root.sublayers = [testLayer(2, "half", CGRect(x: 0, y: 0, width: 50, height: 100), .black)]
        var blur = testLayer(3, "blur", CGRect(x: 20, y: 20, width: 60, height: 60))
        blur.backgroundBlurRadius = 5
        root.sublayers.append(blur)
        let result = Compositor().composite(RenderTree(root: root, windowSize: CGSize(width: 100, height: 100)))
        let edge = result.framebuffer.color(at: CGPoint(x: 50, y: 50))
        #expect(edge.r > 0 && edge.r < 255)  // the black/white edge is blurred inside the view
        #expect(result.framebuffer.color(at: CGPoint(x: 50, y: 10)) == .white)  // and sharp outside it
        #expect(result.offscreenPasses.map(\.reason) == [.visualEffectBlur])
    }

    @Test("A shadow without a path takes the layer's own shape: a rounded layer casts a rounded shadow")
    func shadowFromShape() {
        var layer = testLayer(2, "v", CGRect(x: 20, y: 20, width: 40, height: 40), .white)
        layer.cornerRadius = 20
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = CGSize(width: 10, height: 10)
        var root = testLayer(1, "window", CGRect(x: 0, y: 0, width: 100, height: 100), RGBA(128, 128, 128))
        root.sublayers = [layer]
        let fb = Compositor().composite(RenderTree(root: root, windowSize: CGSize(width: 100, height: 100))).framebuffer
        #expect(fb.color(at: CGPoint(x: 50, y: 65)) == .black)  // under the offset circle
        #expect(fb.color(at: CGPoint(x: 69, y: 69)) == RGBA(128, 128, 128))  // the circle's corner: no shadow
    }

    @Test("Scrolling: boundsOrigin shifts the sublayers, and masksToBounds clips them to the bounds")
    func scrolling() {
        var scroll = testLayer(2, "scroll", CGRect(x: 0, y: 20, width: 100, height: 50), .white)
        scroll.masksToBounds = true
        scroll.boundsOrigin = CGPoint(x: 0, y: 30)
        scroll.sublayers = [
            testLayer(3, "row0", CGRect(x: 0, y: 0, width: 100, height: 30), Self.red),
            testLayer(4, "row1", CGRect(x: 0, y: 30, width: 100, height: 30), Self.green),
            testLayer(5, "row2", CGRect(x: 0, y: 60, width: 100, height: 30), Self.blue),
        ]
        var root = testLayer(1, "window", CGRect(x: 0, y: 0, width: 100, height: 100), .black)
        root.sublayers = [scroll]
        let fb = Compositor().composite(RenderTree(root: root, windowSize: CGSize(width: 100, height: 100))).framebuffer
        #expect(fb.color(at: CGPoint(x: 50, y: 25)) == Self.green)  // row1 at the top of the viewport
        #expect(fb.color(at: CGPoint(x: 50, y: 55)) == Self.blue)
        #expect(fb.color(at: CGPoint(x: 50, y: 75)) == .black)  // row2's overflow is clipped
        #expect(fb.color(at: CGPoint(x: 50, y: 5)) == .black)  // row0 scrolled out and clipped
    }
}

@Suite("Hostile layer values never crash or exhaust memory")
struct CompositorRobustnessTests {
    @Test("Huge, infinite and NaN geometry, huge shadows and contents composite in bounded memory")
    func hostileValues() {
        var root = testLayer(1, "window", CGRect(x: 0, y: 0, width: 390, height: 844), .white)
        var huge = testLayer(2, "huge", CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), RGBA(0, 0, 200))
        huge.contents = Bitmap(width: 2, height: 2, color: .black)
        huge.shadowOpacity = 1
        huge.shadowRadius = 1e9
        huge.shadowOffset = CGSize(width: CGFloat.infinity, height: -CGFloat.nan)
        huge.cornerRadius = CGFloat.nan
        huge.masksToBounds = true
        huge.sublayers = [testLayer(3, "inner", CGRect(x: 1e12, y: 1e12, width: 10, height: 10), .black)]
        var pathShadow = testLayer(4, "path", CGRect(x: 0, y: 0, width: 10, height: 10), .white)
        pathShadow.shadowOpacity = 1
        pathShadow.shadowRadius = .infinity
        pathShadow.shadowPath = .rect(CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
        var nan = testLayer(5, "nan", CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: 10), .black)
        nan.opacity = .nan
        nan.borderWidth = .infinity
        root.sublayers = [huge, pathShadow, nan]
        let tree = RenderTree(root: root, windowSize: CGSize(width: 1e9, height: CGFloat.nan))
        let result = Compositor().composite(tree)
        #expect(result.framebuffer.bitmap.width <= 4096)
        _ = RenderLoad(measuring: tree)
        _ = TerminalImage(result.framebuffer.bitmap, columns: 0, mode: .plain)
    }

    @Test("A view of infinite or enormous size draws into a bounded backing store")
    func hugeDrawingView() throws {
        let (sim, card) = try drawingScene(frame: CGRect(x: 0, y: 0, width: 100_000, height: 50)) { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 100_000, height: 50))
        }
        try sim.runLoop.runUntilIdle()
        let store = try #require(card.layer.backingStore)
        #expect(store.width <= 2048)
        #expect(card.layer.backingStoreBytes == 100_000 * 50 * 9 * 4)  // the device's bytes, by fact 31
        #expect(sim.framebuffer?.color(at: CGPoint(x: 200, y: 25)) == RGBA(255, 0, 0))
        card.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        card.setNeedsDisplay()
        try sim.runLoop.runUntilIdle()
        _ = card.layer.backingStoreBytes
        _ = sim.backingStoreBytes
        sim.work(ms: 1e12)  // 30 years of simulated time
        try sim.runLoop.runOnce()
        sim.finishRendering()
        _ = sim.display.droppedFrames
        _ = sim.frameTimeline().text
    }
}
