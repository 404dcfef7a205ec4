import Foundation
import Testing

/// Compares `text` with the golden file `name` under Fixtures; LAYOUTLAB_UPDATE_GOLDEN=1 rewrites it
/// in the source tree instead (then review the diff and commit it).
func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["LAYOUTLAB_UPDATE_GOLDEN"] == "1" {
        try? FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: source)
        return
    }
    let golden = fixturePath(name).flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
    #expect(golden != nil, "missing golden file Fixtures/\(name); run with LAYOUTLAB_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
    if let golden { #expect(text == golden, "differs from Fixtures/\(name)", sourceLocation: sourceLocation) }
}

/// The path of a fixture in the test bundle's resources.
func fixturePath(_ name: String) -> String? {
    guard let root = Bundle.module.resourceURL?.appendingPathComponent("Fixtures") else { return nil }
    let path = root.appendingPathComponent(name).path
    return FileManager.default.fileExists(atPath: path) ? path : nil
}

/// Diagnostics as text, with the fixture root cut from paths so golden files do not depend on the machine.
func render(_ diagnostics: [Lessons.LessonDiagnostic], root: String) -> String {
    diagnostics.map { $0.description.replacingOccurrences(of: root + "/", with: "") }.joined(separator: "\n") + "\n"
}

import Lessons
