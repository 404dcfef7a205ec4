// Golden files of the render tests: Tests/SimulatorTests/Golden/render/, read through
// Bundle.module; LAYOUTLAB_UPDATE_GOLDEN=1 rewrites them in the source tree.
import Foundation
import PNGReader
import Testing

enum RenderGolden {
    /// Compares `actual` with the golden file `name`, or rewrites it when asked to.
    static func check(_ actual: Data, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if ProcessInfo.processInfo.environment["LAYOUTLAB_UPDATE_GOLDEN"] == "1" {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Golden/render/\(name)")
            #expect(throws: Never.self, sourceLocation: sourceLocation) { try actual.write(to: url) }
            return
        }
        guard let base = Bundle.module.url(forResource: "Golden", withExtension: nil),
            let expected = try? Data(contentsOf: base.appendingPathComponent("render/\(name)"))
        else {
            Issue.record(
                "missing golden file render/\(name); run with LAYOUTLAB_UPDATE_GOLDEN=1", sourceLocation: sourceLocation
            )
            return
        }
        if expected != actual {
            let text = String(decoding: actual, as: UTF8.self)
            Issue.record(
                "render/\(name) differs from the golden file; got:\n\(text.prefix(4000))",
                sourceLocation: sourceLocation)
        }
    }

    /// Compares a PNG with a golden PNG by their decoded pixels (another zlib version may
    /// deflate the same pixels to other bytes), or rewrites it when asked to.
    static func checkPNG(_ actual: Data, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if ProcessInfo.processInfo.environment["LAYOUTLAB_UPDATE_GOLDEN"] == "1" {
            check(actual, named: name, sourceLocation: sourceLocation)
            return
        }
        do {
            let url = try #require(Bundle.module.url(forResource: "Golden", withExtension: nil), sourceLocation: sourceLocation)
            let expected = try PNGImage(Array(Data(contentsOf: url.appendingPathComponent("render/\(name)"))))
            let image = try PNGImage(Array(actual))
            #expect(image.width == expected.width && image.height == expected.height, sourceLocation: sourceLocation)
            #expect(image.pixels == expected.pixels, "render/\(name): pixels differ from the golden file", sourceLocation: sourceLocation)
        } catch {
            Issue.record("render/\(name): \(error); run with LAYOUTLAB_UPDATE_GOLDEN=1 if the golden file is missing", sourceLocation: sourceLocation)
        }
    }

    /// Compares text with a golden file.
    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        check(Data(actual.utf8), named: name, sourceLocation: sourceLocation)
    }
}
