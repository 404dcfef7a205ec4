import Foundation
import Lessons
import TestSupport
import Testing

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
