import Foundation
import Testing

/// `grade` grades many sheets on several threads (one a core) and writes them in order: a class
/// graded at once reads exactly like each sheet graded alone, in the order given, with the
/// messages on standard error in that order too.
@Suite struct ParallelGradingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Three kinds of sheet, in turn: all right, partly wrong with an unknown key (a warning),
    /// and YAML that cannot be read.
    static func sheetText(kind: Int, learner: String) throws -> String {
        func example(_ name: String, learner old: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent("examples/sheets/" + name), encoding: .utf8)
                .replacingOccurrences(of: "learner: \(old)\n", with: "learner: \(learner)\nsection: 3\n")
        }
        switch kind {
        case 0: return try example("dirty-flags-right.yaml", learner: "minji")
        case 1: return try example("dirty-flags-partly-wrong.yaml", learner: "wei")
        default: return "quiz: render-loop-basics\nlearner: \(learner)\nanswers: [unclosed\n"
        }
    }

    /// The JUnit suites of a report, one a sheet, in order.
    static func suites(of report: String) -> [String] {
        report.components(separatedBy: "  <testsuite ").dropFirst().map { "  <testsuite " + $0 }
    }

    @Test func aClassGradedAtOnceReadsLikeEachSheetAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-parallel-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = 120
        var paths: [String] = []
        for k in 0..<count {
            let path = folder.appendingPathComponent("sheet-\(k).yaml").path
            try Self.sheetText(kind: k % 3, learner: "learner \(k)").write(
                toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let quiz = Self.root.appendingPathComponent("quizzes/render-loop-basics.yaml").path
        let environment = ["LAYOUTLAB_NOW": "2026-06-01T09:00:00Z"]
        let together = try runLayoutlab(["grade", quiz] + paths + ["--format", "junit"], environment: environment)
        #expect(together.status == 1)
        // The first three sheets alone give each kind's suite and messages; every later sheet of
        // a kind has them with its own learner and file.
        var alone: [(suite: String, messages: String)] = []
        for k in 0..<3 {
            let run = try runLayoutlab(["grade", quiz, paths[k], "--format", "junit"], environment: environment)
            // A run whose only sheet is unreadable also says no sheet could be graded.
            let messages = run.stderr.components(separatedBy: "layoutlab grade: error:")[0]
            alone.append((Self.suites(of: run.stdout).first ?? "", messages))
        }
        #expect(alone[1].messages.contains("section") && alone[2].messages.contains("sheet-2.yaml"))
        let suites = Self.suites(of: together.stdout)
        #expect(suites.count == count)
        var expectedMessages = ""
        for k in 0..<count {
            func own(_ text: String) -> String {
                text.replacingOccurrences(of: "learner \(k % 3)", with: "learner \(k)")
                    .replacingOccurrences(of: "sheet-\(k % 3).yaml", with: "sheet-\(k).yaml")
            }
            // The document's end follows the last suite: compared without it.
            let suite = own(alone[k % 3].suite).replacingOccurrences(of: "</testsuites>\n", with: "")
            if k < suites.count {
                #expect(
                    suites[k].replacingOccurrences(of: "</testsuites>\n", with: "") == suite,
                    "sheet \(k) differs from grading it alone")
            }
            expectedMessages += own(alone[k % 3].messages)
        }
        #expect(together.stderr == expectedMessages)
    }
}
