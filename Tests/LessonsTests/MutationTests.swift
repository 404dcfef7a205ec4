import Foundation
import Lessons
import TestSupport
import Testing

/// 300 random edits of the valid lesson (deleted, duplicated or replaced characters) never crash
/// the loader: each loads, or fails with diagnostics that name a file, line and column.
@Test func mutatedLessonsNeverCrash() throws {
    let source = try #require(fixturePath("valid"))
    let original = try String(contentsOfFile: source + "/lessons/01-tap/lesson.yaml", encoding: .utf8)
    let characters = Array(original)
    let replacements: [Character] = [
        ":", "-", " ", "\n", "\t", "\"", "'", "|", "[", "]", "{", "}", "#", "&", "*", "가", "x",
    ]
    // Seeded (TestSupport), so a failing mutation can be reproduced from its index.
    var generator = SeededGenerator(seed: 42)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "layoutlab-mutations-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let lessonDirectory = directory.appendingPathComponent("01-tap")
    try FileManager.default.createDirectory(at: lessonDirectory, withIntermediateDirectories: true)
    for language in ["en", "ko", "zh"] {
        try FileManager.default.copyItem(
            atPath: source + "/lessons/01-tap/\(language).yaml",
            toPath: lessonDirectory.appendingPathComponent("\(language).yaml").path)
    }
    for _ in 0..<300 {
        var mutated = characters
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let index = Int.random(in: 0..<mutated.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: mutated.remove(at: index)
            case 1: mutated.insert(mutated[index], at: index)
            default: mutated[index] = replacements[Int.random(in: 0..<replacements.count, using: &generator)]
            }
        }
        try String(mutated).write(
            to: lessonDirectory.appendingPathComponent("lesson.yaml"), atomically: true, encoding: .utf8)
        let library = LessonLibrary.load(paths: [directory.path])
        for diagnostic in library.diagnostics {
            #expect(diagnostic.position.line >= 1 && diagnostic.position.column >= 1)
            #expect(diagnostic.position.file.hasPrefix(directory.path))
        }
    }
}
