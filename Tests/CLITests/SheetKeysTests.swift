import Foundation
import Testing

/// `layoutlab-bench sheet-keys` times `grade` on one sheet with many answer keys, as a broken
/// or hostile sheet may have. Its largest default row, 40,000 keys (80,000 of the 100,000 YAML
/// values a sheet may hold), must be a sheet `grade` reads and grades, so the row times
/// grading and not a refusal; a few keys more than the limit allows are refused with exit 2.
@Suite struct SheetKeysTests {
    /// The sheet the benchmark writes: one of the quiz's answers, then `count - 1` keys it does not ask.
    static func sheet(keys count: Int) -> String {
        var text =
            "quiz: render-loop-basics\nlearner: many\nlang: en\nanswers:\n  dirty-flags/layout-after-tap: a2.layoutSubviews\n"
        for key in 1..<count { text += "  s/\(key): a\n" }
        return text
    }

    @Test func largestDefaultRowIsGraded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for (count, status) in [(40_000, Int32(1)), (50_000, Int32(2))] {
            let path = folder.appendingPathComponent("keys-\(count).yaml").path
            try Data(Self.sheet(keys: count).utf8).write(to: URL(fileURLWithPath: path))
            let result = try runLayoutlab(
                ["grade", "quizzes/render-loop-basics.yaml", path, "--format", "json"], currentDirectory: root)
            // 1: graded, one right answer of 13 is below the pass mark; 2: not read at all.
            #expect(result.status == status, "\(count) keys: \(result.stderr.prefix(400))")
            if status == 1 { #expect(result.stdout.contains("\"learner\" : \"many\""), "\(result.stdout.prefix(300))") }
        }
    }
}
