import Foundation
import Testing

/// Compares text with a golden file under Tests/TutorTests/Golden. With
/// LAYOUTLAB_UPDATE_GOLDEN=1 the file in the source tree is rewritten instead.
enum Golden {
    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if ProcessInfo.processInfo.environment["LAYOUTLAB_UPDATE_GOLDEN"] == "1" {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Golden")
            do {
                try Data(actual.utf8).write(to: folder.appendingPathComponent(name))
            } catch {
                Issue.record("could not write golden \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Golden"),
            let expected = try? String(contentsOf: url, encoding: .utf8)
        else {
            Issue.record("missing golden file Golden/\(name); run with LAYOUTLAB_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "differs from Golden/\(name)", sourceLocation: sourceLocation)
    }
}
