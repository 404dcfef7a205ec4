import Foundation
import Testing

/// Golden files: what a person reads (listings, reports, screens, pictures), kept beside the
/// test target that makes it and compared byte for byte (or by a comparison the test gives).
///
/// `LAYOUTLAB_UPDATE_GOLDEN=1 swift test` rewrites every golden file a test reaches and then
/// *fails* that test, so a recording run can never pass in CI by accident: review the diff and
/// run again without the variable. A missing golden file fails with the command that records it.
/// Files are read from the source tree (found from the calling test's `#filePath`), so a
/// recording is seen by the next run without a rebuild.
public enum Golden {
    /// The environment variable that turns a run into a recording run.
    public static let updateVariable = "LAYOUTLAB_UPDATE_GOLDEN"

    /// Whether this run records golden files instead of comparing with them.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment[updateVariable] == "1" }

    /// The folder of the test target a source file belongs to (`Tests/CLITests` for
    /// `Tests/CLITests/Tutor/ProgressTests.swift`): the folder just under `Tests`.
    public static func targetFolder(of filePath: String) -> URL {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while url.pathComponents.count > 1, url.deletingLastPathComponent().lastPathComponent != "Tests" {
            url = url.deletingLastPathComponent()
        }
        return url
    }

    /// The repository's root: the folder that holds `Tests`.
    public static func repository(of filePath: String) -> URL {
        targetFolder(of: filePath).deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Compares `actual` with `file`, or records it (see the type's comment).
    /// - Parameters:
    ///   - same: whether the golden file's bytes and the actual bytes are the same picture,
    ///     listing, … (a PNG compares its decoded pixels, since another zlib may deflate
    ///     the same pixels to other bytes); it throws when the golden file cannot be read as one.
    ///   - show: the actual bytes as the failure message shows them.
    ///   - recording: whether to record instead of comparing (`isRecording` unless a test of
    ///     this helper says otherwise).
    public static func check(
        _ actual: Data, file: URL, same: (Data, Data) throws -> Bool = { $0 == $1 },
        show: (Data) -> String = { String(decoding: $0.prefix(4000), as: UTF8.self) }, recording: Bool = isRecording,
        sourceLocation: SourceLocation
    ) {
        let shown = displayPath(file)
        if recording {
            let previous = try? Data(contentsOf: file)
            do {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: file, options: .atomic)
            } catch {
                Issue.record("could not record \(shown): \(error)", sourceLocation: sourceLocation)
                return
            }
            let what =
                previous == nil
                ? "recorded new golden file" : previous == actual ? "recorded (unchanged)" : "recorded new baseline of"
            Issue.record(
                "\(what) \(shown); a recording run always fails: review `git diff`, then run again without \(updateVariable)",
                sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? Data(contentsOf: file) else {
            Issue.record(
                "missing golden file \(shown); record it with: \(recordCommand())", sourceLocation: sourceLocation)
            return
        }
        let matches: Bool
        do {
            matches = try same(expected, actual)
        } catch {
            Issue.record(
                "\(shown) cannot be compared: \(error); record it again with: \(recordCommand())",
                sourceLocation: sourceLocation)
            return
        }
        if !matches {
            let message =
                "differs from \(shown)\(firstDifference(expected, actual))\n"
                + "if the change is meant, record it with: \(recordCommand())\ngot:\n\(show(actual))"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// The command that records the golden files of the running test.
    static func recordCommand() -> String {
        guard let id = Test.current?.id else { return "\(updateVariable)=1 swift test" }
        // `swift test --filter` matches "Module.Suite/test()"; the parentheses would be a regex group.
        let name =
            id.moduleName + "." + id.nameComponents.joined(separator: "/").replacingOccurrences(of: "()", with: "")
        return "\(updateVariable)=1 swift test --filter '\(name)'"
    }

    /// "line N" of the first line that differs, when both are text.
    static func firstDifference(_ expected: Data, _ actual: Data) -> String {
        guard let old = String(data: expected, encoding: .utf8), let new = String(data: actual, encoding: .utf8) else {
            return ""
        }
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(oldLines.count, newLines.count) {
            let a = index < oldLines.count ? String(oldLines[index]) : "(end of file)"
            let b = index < newLines.count ? String(newLines[index]) : "(end of output)"
            if a != b { return " at line \(index + 1):\n  golden: \(a.prefix(200))\n  actual: \(b.prefix(200))" }
        }
        return ""
    }

    /// The file's path from the repository's root when it is inside it.
    static func displayPath(_ file: URL) -> String {
        let path = file.standardizedFileURL.path
        guard
            let tests = path.range(of: "/Tests/", options: .backwards) ?? path.range(of: "/docs/", options: .backwards)
        else { return path }
        return String(path[path.index(after: tests.lowerBound)...])
    }
}

/// Compares text with the golden file `name` under the calling test target's `folder`
/// (`Tests/GradingTests/Golden/reports/report.txt` for `"reports/report.txt"`), or records it.
public func expectGolden(
    _ actual: String, _ name: String, folder: String = "Golden", filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let file = Golden.targetFolder(of: filePath).appendingPathComponent(folder).appendingPathComponent(name)
    Golden.check(Data(actual.utf8), file: file, sourceLocation: sourceLocation)
}

/// Compares text with a golden file anywhere in the repository (`docs/scenario-api.txt`).
public func expectGolden(_ actual: String, file: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    Golden.check(Data(actual.utf8), file: file, sourceLocation: sourceLocation)
}

/// Compares bytes with the golden file `name` under the calling test target's `folder`,
/// through `same` (see `Golden.check`), or records them.
public func expectGolden(
    data actual: Data, _ name: String, folder: String = "Golden", same: (Data, Data) throws -> Bool = { $0 == $1 },
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let file = Golden.targetFolder(of: filePath).appendingPathComponent(folder).appendingPathComponent(name)
    Golden.check(actual, file: file, same: same, sourceLocation: sourceLocation)
}
