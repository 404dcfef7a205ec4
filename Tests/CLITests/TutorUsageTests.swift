import Foundation
import TestSupport
import Testing

/// The tutor's usage errors and start-up messages: unknown options and lessons, a missing
/// lessons folder, and the colour flags.
@Suite struct TutorUsageTests {
    /// Usage mistakes exit 2 with a message that says what to do.
    @Test(arguments: [
        (
            ["reset", "--frob"],
            "layoutlab reset: error: unknown option '--frob'\n  hint: `layoutlab reset --help` lists every option\n"
        ),
        (
            ["reset", "--ys"],
            "layoutlab reset: error: unknown option '--ys'; did you mean '--yes'?\n  hint: `layoutlab reset --help` lists every option\n"
        ),
        (
            ["progress", "--lang", "fr"],
            "layoutlab progress: error: unknown language 'fr'\n  hint: use --lang ko, zh or en\n"
        ),
        (
            ["progress", "--color"],
            "layoutlab progress: error: --color needs a value (WHEN)\n  hint: `layoutlab progress --help` shows how to use it\n"
        ),
        (
            ["progress", "--color=sometimes"],
            "layoutlab progress: error: unknown value 'sometimes' for --color\n  hint: use one of: always, never, auto\n"
        ),
        (
            ["reset", "a", "b"],
            "layoutlab reset: error: unexpected argument 'b'\n  hint: `layoutlab reset --help` shows how to use it\n"
        ),
    ])
    func tutorUsageErrors(arguments: [String], message: String) throws {
        let result = try runLayoutlab(arguments, environment: ["LAYOUTLAB_STATE_DIR": stateFolder().path])
        #expect(result.status == 2)
        #expect(result.stderr == message)
    }

    /// `layoutlab study LESSON` with a lesson that does not exist is a usage error.
    @Test func studyUnknownLessonIsUsageError() throws {
        let result = try runLayoutlab(
            in: try tutorFixture(), ["study", "nope"], stdin: "",
            environment: ["LAYOUTLAB_STATE_DIR": stateFolder().path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("There is no lesson “nope”"))
    }

    /// Without a lessons folder anywhere, the tutor says where it looked and what to do (exit 2).
    @Test func missingLessonsFolderIsExplained() throws {
        // A copy of the binary outside the package, so the package root is not found either.
        // The tutor reports real paths (`/proc/self/exe`, the working folder), so the folder is
        // resolved too, in case the temporary folder sits behind a symbolic link.
        let folder = stateFolder().resolvingSymlinksInPath()
        let copy = folder.appendingPathComponent("layoutlab")
        // `cp` in a child process, not FileManager: a copy written here would leave a writable
        // descriptor that a child spawned at that moment by a concurrent test inherits, and
        // executing a file still open for writing fails with "Text file busy".
        let cp = Process()
        cp.executableURL = URL(fileURLWithPath: "/bin/cp")
        cp.arguments = [try layoutlabBinary().path, copy.path]
        try cp.run()
        cp.waitUntilExit()
        try #require(cp.terminationStatus == 0)
        let process = Process()
        process.executableURL = copy
        process.arguments = ["study"]
        process.currentDirectoryURL = folder
        process.environment = [
            "LAYOUTLAB_STATE_DIR": folder.path, "NO_COLOR": "1", "PATH": "/usr/bin:/bin", "HOME": folder.path,
        ]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        // The copy is in a folder of its own: the `make install` place it looks in is beside that folder.
        let installed = folder.deletingLastPathComponent().appendingPathComponent("share/layoutlab/lessons").path
        #expect(
            message
                == "layoutlab study: error: no lessons folder found (looked in: \(folder.path)/lessons, \(installed)). Run layoutlab from the LayoutLab folder, or set LAYOUTLAB_LESSONS to the folder that holds lessons/.\n"
        )
    }

    /// `--color always` colours even a pipe; NO_COLOR (set for every test run) keeps `auto` plain.
    @Test func colorFlagAndNoColor() throws {
        let environment = ["LAYOUTLAB_STATE_DIR": stateFolder().path, "LANG": "en_US.UTF-8", "LC_ALL": ""]
        let colored = try runLayoutlab(
            in: try tutorFixture(), ["study", "--color", "always"], stdin: "1\n:skip\n6\n", environment: environment)
        #expect(colored.stdout.contains("\u{1B}[31m✗ Not quite.\u{1B}[0m"))
        let plain = try runLayoutlab(
            in: try tutorFixture(), ["study"], stdin: "1\n:skip\n6\n", environment: environment)
        #expect(!plain.stdout.contains("\u{1B}["))
    }
}
