import Foundation
import Testing

/// Compares text with a golden file under Tests/ScenarioTests/Golden (loaded through Bundle.module).
/// `LAYOUTLAB_UPDATE_GOLDEN=1 swift test` rewrites the files in the source tree instead.
enum Golden {
    static func check(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
                      filePath: String = #filePath) {
        if ProcessInfo.processInfo.environment["LAYOUTLAB_UPDATE_GOLDEN"] == "1" {
            let file = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden/" + name)
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let base = Bundle.module.resourceURL,
              let expected = try? String(contentsOf: base.appendingPathComponent("Golden/" + name), encoding: .utf8)
        else {
            Issue.record("missing golden file Golden/\(name); run with LAYOUTLAB_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "differs from Golden/\(name)", sourceLocation: sourceLocation)
    }
}
