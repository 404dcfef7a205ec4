import Foundation
import Simulator
import Testing

@testable import Scenario

/// Images as a learner makes them in Xcode: renderer images, decoded data, their decode cost in the
/// commit (fact 3), and UIImageView.
@Suite struct ImageTests: ScenarioChecks {
    /// Docs UIGraphicsImageRenderer (the image's size in points, the screen's scale),
    /// UIImageView.init(image:) (sized to the image) and fact 34: the image is layer contents,
    /// so the image view never draws.
    @Test func imageRendererAndImageView() throws {
        let run = run(
            """
            let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 30))
            }
            let imageView = UIImageView(image: image)
            window.addSubview(imageView)
            runLoop.runUntilIdle()
            """)
        #expect(try q(run, "image.size") == .size(CGSize(width: 40, height: 30)))
        #expect(try q(run, "imageView.frame") == .rect(CGRect(x: 0, y: 0, width: 40, height: 30)))
        #expect(try q(run, "imageView.intrinsicContentSize") == .size(CGSize(width: 40, height: 30)))
        #expect(try q(run, #"trace.contains("imageView.draw")"#) == .bool(false))
        #expect(try q(run, "imageView.layer.contents != nil") == .bool(true))
    }

    /// Fact 3 with WWDC 2018-219 "Image and Graphics Best Practices": an image a
    /// `UIGraphicsImageRenderer` draws is a CGImage backed by the renderer's bitmap, so the
    /// prepare phase has nothing to decode; an image made from JPEG or PNG data is decoded the
    /// first time a commit shows it, in the prepare phase, after display and before encoding.
    @Test func fact3RendererImagesAreBitmapsCompressedImagesAreDecoded() throws {
        let run = run(
            """
            let icon = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in })
            let jpeg = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).jpegData(withCompressionQuality: 0.8) { _ in }
            let photo = UIImageView(image: UIImage(data: jpeg))
            photo.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
            let png = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20)).pngData { _ in }
            let badge = UIImageView(image: UIImage(data: png, scale: 3))
            window.addSubview(icon)
            window.addSubview(photo)
            window.addSubview(badge)
            runLoop.runOnce()
            """)
        #expect(
            try q(run, #"trace.layerCalls("decodeImage")"#)
                == .array([.string("photo.layer.decodeImage"), .string("badge.layer.decodeImage")]))
        // The trace text names the decoded pixels and the format.
        let texts = run.trace.events.filter { $0.method == "decodeImage" }.map(\.text)
        #expect(texts == ["300×300 px JPEG", "30×60 px PNG"])
        #expect(run.trace.events.filter { $0.method == "decodeImage" }.allSatisfy { $0.phase == .prepare })
        #expect(
            try q(run, #"trace.layerCalls("decodeImage", "encodeAndSend").last"#)
                == .string("CATransaction.encodeAndSend"))
    }

    /// Docs UIImage `init(data:)` / `init(data:scale:)` ("a scale factor of 1.0 results in an
    /// image whose size matches the pixel-based dimensions of the image") and
    /// UIGraphicsImageRendererFormat.scale (default: the main screen's, 3 here): a 100 × 100 pt
    /// renderer encodes 300 × 300 pixels, which `UIImage(data:)` reads as 300 × 300 pt at scale 1.
    @Test func imageFromDataHasThePixelSizeAtItsScale() throws {
        let run = run(
            """
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100))
            let data = renderer.jpegData(withCompressionQuality: 0.8) { _ in }
            let one = UIImage(data: data)!
            let three = UIImage(data: data, scale: 3)!
            let format = UIGraphicsImageRendererFormat()
            let defaultScale = format.scale
            format.scale = 1
            let small = UIImage(data: UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).pngData { _ in })!
            let drawn = renderer.image { _ in }
            """)
        #expect(try q(run, "one.size") == .size(CGSize(width: 300, height: 300)))
        #expect(try q(run, "one.scale") == .double(1))
        #expect(try q(run, "three.size") == .size(CGSize(width: 100, height: 100)))
        #expect(try q(run, "three.scale") == .double(3))
        #expect(try q(run, "defaultScale") == .double(3))
        #expect(try q(run, "small.size") == .size(CGSize(width: 100, height: 100)))
        #expect(try q(run, "drawn.size") == .size(CGSize(width: 100, height: 100)))
        #expect(try q(run, "drawn.scale") == .double(3))
        #expect(try q(run, "UIImageView(image: one).frame.size") == .size(CGSize(width: 300, height: 300)))
    }

    /// WWDC 2018-219: the decoded buffer stays with the UIImage while it lives, so the same
    /// image shown in a second view, moved, or shown again decodes nothing more; a second image
    /// made from the same data is another image and is decoded on its own.
    @Test func fact3DecodedOncePerImage() throws {
        let run = run(
            """
            let data = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50)).jpegData(withCompressionQuality: 1) { _ in }
            let image = UIImage(data: data)
            let a = UIImageView(image: image)
            window.addSubview(a)
            runLoop.runOnce()
            trace.mark("again")
            let b = UIImageView(image: image)
            window.addSubview(b)
            a.frame.origin.y = 200
            a.image = nil
            runLoop.runOnce()
            a.image = image
            runLoop.runOnce()
            trace.mark("other")
            let c = UIImageView(image: UIImage(data: data))
            window.addSubview(c)
            runLoop.runOnce()
            """)
        #expect(try q(run, #"trace.before("again").layerCalls("decodeImage").count"#) == .int(1))
        #expect(try q(run, #"trace.between("again", "other").layerCalls("decodeImage").count"#) == .int(0))
        #expect(
            try q(run, #"trace.after("other").layerCalls("decodeImage")"#) == .array([.string("c.layer.decodeImage")]))
    }

    /// Decoding costs main-thread time by the decoded bitmap's bytes (4 per pixel, at the
    /// cost model's 1 ms per MB: a model assumption); a renderer's bitmap costs nothing there.
    @Test func decodeCostFollowsPixels() throws {
        let run = run(
            """
            let vc = UIViewController()
            window.rootViewController = vc
            runLoop.runUntilIdle()
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1000, height: 1000), format: format)
            let bitmap = UIImageView(image: renderer.image { _ in })
            vc.view.addSubview(bitmap)
            let t0 = clock.now
            runLoop.runOnce()
            let bitmapMs = display.frames.last!.mainThreadMs
            let photo = UIImageView(image: UIImage(data: renderer.jpegData(withCompressionQuality: 0.8) { _ in }))
            vc.view.addSubview(photo)
            runLoop.runOnce()
            let photoMs = display.frames.last!.mainThreadMs
            """)
        let bitmapMs = try #require(try q(run, "bitmapMs").doubleValue)
        let photoMs = try #require(try q(run, "photoMs").doubleValue)
        #expect(photoMs - bitmapMs > 3.9)  // 1000 × 1000 px × 4 B = 4 MB → 4 ms
        #expect(photoMs - bitmapMs < 4.5)
    }

    /// Hostile values: a scale that is not positive gives nil (UIKit documents no result; the
    /// model's choice), a renderer format scale outside (0, 16] is an error naming the value.
    @Test func badScales() throws {
        let run = run(
            """
            let data = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).pngData { _ in }
            let zero = UIImage(data: data, scale: 0)
            """)
        #expect(try q(run, "zero == nil") == .bool(true))
        let bad = ScenarioRun(
            source: """
                let format = UIGraphicsImageRendererFormat()
                format.scale = -1
                """)
        guard case .failed(let d) = bad.outcome else { Issue.record("expected an error"); return }
        #expect(d.message.contains("scale"))
    }
}
