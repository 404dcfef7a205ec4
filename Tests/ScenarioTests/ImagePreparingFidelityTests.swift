import Foundation
import Testing

@testable import Scenario

/// Decoding images before the commit (fact 76): `preparingThumbnail(of:)`,
/// `byPreparingForDisplay()`, `prepareForDisplay(completionHandler:)`.
@Suite struct ImagePreparingFidelityTests: ScenarioChecking {
    /// A 4000 × 3000 px JPEG (a photo from the camera) and a 130 × 100 pt image view.
    static func photo(_ prepare: String) -> String {
        """
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let data = UIGraphicsImageRenderer(size: CGSize(width: 2000, height: 1500), format: format)
            .jpegData(withCompressionQuality: 0.8) { _ in }
        let cell = UIImageView(frame: CGRect(x: 0, y: 100, width: 130, height: 100))
        window.addSubview(cell)
        runLoop.runUntilIdle()
        let photo = UIImage(data: data)!
        let frameBefore = display.frames.count
        trace.mark("show")
        let start = clock.now
        \(prepare)
        let afterPrepare = clock.now - start
        runLoop.runUntilIdle()
        let shown = display.frames[frameBefore]
        """
    }

    /// Fact 76 (WWDC 2018-219: a decoded buffer is 4 bytes per pixel of the image's own
    /// dimensions, made when the image is first shown, unless it was downsampled to the size
    /// shown): shown as it is, the 12-megapixel photo is decoded in the commit (48 MB, 48 ms of
    /// main-thread time: a hitch); a 390 × 300 px thumbnail decodes a 0.47 MB buffer before the
    /// commit, which then decodes nothing.
    @Test func fact76ThumbnailDecodesASmallBufferBeforeTheCommit() throws {
        let full = run(Self.photo("cell.image = photo"))
        #expect(
            try q(full, #"trace.after("show").layerCalls("decodeImage")"#)
                == .array([.string("cell.layer.decodeImage")]))
        #expect(try q(full, "display.decodedImageBytes") == .int(4000 * 3000 * 4))
        #expect(try q(full, "shown.isHitch") == .bool(true))
        let thumb = run(Self.photo("cell.image = photo.preparingThumbnail(of: CGSize(width: 390, height: 300))"))
        #expect(try q(thumb, #"trace.after("show").layerCalls("decodeImage")"#) == .array([]))
        #expect(
            try q(thumb, #"trace.after("show").calls("preparingThumbnail")"#)
                == .array([.string("UIImage.preparingThumbnail")]))
        #expect(try q(thumb, "display.decodedImageBytes") == .int(390 * 300 * 4))
        #expect(try q(thumb, "shown.isHitch") == .bool(false))
        #expect(try q(thumb, "cell.image!.size") == .size(CGSize(width: 390, height: 300)))
    }

    /// Fact 76 (Docs `byPreparingForDisplay()` decodes synchronously, `prepareForDisplay(completionHandler:)`
    /// asynchronously; WWDC 2018-219: decode off the main thread): preparing for display on the
    /// main thread spends the whole decode there before the commit; the asynchronous form costs
    /// the main thread nothing and hands the decoded image back in a later turn; either way the
    /// commit that shows it decodes nothing.
    @Test func fact76PreparingMovesTheDecodeOutOfTheCommit() throws {
        let sync = run(Self.photo("cell.image = photo.byPreparingForDisplay()"))
        #expect(try q(sync, #"trace.after("show").layerCalls("decodeImage")"#) == .array([]))
        let spent = try #require(try q(sync, "afterPrepare").doubleValue)
        #expect(abs(spent - 48) < 0.01)
        let async = run(Self.photo("photo.prepareForDisplay { prepared in cell.image = prepared }"))
        #expect(try q(async, #"trace.after("show").layerCalls("decodeImage")"#) == .array([]))
        #expect(try q(async, "afterPrepare") == .double(0))
        #expect(try q(async, "shown.isHitch") == .bool(false))
        #expect(try q(async, "cell.image != nil") == .bool(true))
    }
}
