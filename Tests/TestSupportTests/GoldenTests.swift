import Foundation
import TestSupport
import Testing

/// The golden helper every test target uses: a recording run rewrites and fails, a missing file
/// names the command that records it, and a difference says where.
@Suite struct GoldenTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-golden-\(UUID().uuidString)")

    func text(_ file: URL) -> String? { try? String(contentsOf: file, encoding: .utf8) }

    func comments(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    @Test func aRecordingRunWritesTheFileAndFails() {
        let file = folder.appendingPathComponent("sub/new.txt")
        withKnownIssue {
            Golden.check(Data("one\n".utf8), file: file, recording: true, sourceLocation: #_sourceLocation)
        } matching: { issue in
            comments(issue).contains("recorded new golden file")
                && comments(issue).contains("a recording run always fails")
        }
        #expect(text(file) == "one\n")
        withKnownIssue {
            Golden.check(Data("two\n".utf8), file: file, recording: true, sourceLocation: #_sourceLocation)
        } matching: { issue in
            comments(issue).contains("recorded new baseline")
        }
        #expect(text(file) == "two\n")
        withKnownIssue {
            Golden.check(Data("two\n".utf8), file: file, recording: true, sourceLocation: #_sourceLocation)
        } matching: { issue in
            comments(issue).contains("recorded (unchanged)")
        }
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aMissingFileFailsWithTheCommandThatRecordsIt() {
        withKnownIssue {
            Golden.check(
                Data("x".utf8), file: folder.appendingPathComponent("absent.txt"), recording: false,
                sourceLocation: #_sourceLocation)
        } matching: { issue in
            comments(issue).contains("missing golden file")
                && comments(issue).contains(
                    "LAYOUTLAB_UPDATE_GOLDEN=1 swift test --filter 'TestSupportTests.GoldenTests/aMissingFileFailsWithTheCommandThatRecordsIt'"
                )
        }
    }

    @Test func theSameTextPassesAndADifferenceNamesItsLine() throws {
        let file = folder.appendingPathComponent("same.txt")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("a\nb\nc\n".utf8).write(to: file)
        Golden.check(Data("a\nb\nc\n".utf8), file: file, recording: false, sourceLocation: #_sourceLocation)
        withKnownIssue {
            Golden.check(Data("a\nB\nc\n".utf8), file: file, recording: false, sourceLocation: #_sourceLocation)
        } matching: { issue in
            comments(issue).contains("at line 2:\n  golden: b\n  actual: B")
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// `expectGolden(_:_:)` finds the calling target's Golden folder from its `#filePath`.
    @Test func theTargetFolderIsTheOneUnderTests() {
        #expect(Golden.targetFolder(of: "/r/Tests/CLITests/Tutor/ProgressTests.swift").path == "/r/Tests/CLITests")
        #expect(Golden.targetFolder(of: "/r/Tests/CLITests/RunTests.swift").path == "/r/Tests/CLITests")
        #expect(Golden.repository(of: "/r/Tests/CLITests/RunTests.swift").path == "/r")
    }
}
