import Foundation
import Testing

/// `make install PREFIX=…` and `make uninstall` (issue 28), through scripts/install.sh, the
/// step they run once the release binary is built: here with the test build's binary, in a
/// temporary prefix. The installed `layoutlab`, started from a folder with no lessons, finds
/// the installed lessons and quizzes; uninstall leaves nothing of them.
@Suite struct InstallTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `executable` with `arguments` in `folder`; exit status, standard output and error.
    static func run(_ executable: String, _ arguments: [String], in folder: URL, environment: [String: String] = [:])
        throws
        -> (status: Int32, stdout: String, stderr: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func installedLayoutlabFindsItsLessons() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-install-\(UUID().uuidString)")
        let prefix = temporary.appendingPathComponent("prefix"),
            elsewhere = temporary.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let script = Self.root.appendingPathComponent("scripts/install.sh").path
        let install = try Self.run(script, [try layoutlabBinary().path, prefix.path], in: elsewhere)
        #expect(install.status == 0, "\(install.stderr)")
        let installed = prefix.appendingPathComponent("bin/layoutlab").path
        #expect(FileManager.default.isExecutableFile(atPath: installed))
        for lesson in ["01-dirty-flags/lesson.yaml", "09-frame-pacing/ko.yaml"] {
            #expect(
                FileManager.default.fileExists(
                    atPath: prefix.appendingPathComponent("share/layoutlab/lessons/" + lesson).path), "\(lesson)")
        }
        // A copy outside the build tree, started from a folder without lessons: it finds the
        // installed ones, for the tutor and for `grade QUIZ-ID`.
        let sheet = Self.root.appendingPathComponent("examples/sheets/dirty-flags-right.yaml").path
        let grade = try Self.run(installed, ["grade", "render-loop-basics", sheet], in: elsewhere)
        #expect(grade.status == 0, "\(grade.stderr)")
        #expect(grade.stdout.contains("render-loop-basics") && grade.stdout.contains("13/13"), "\(grade.stdout)")
        let state = temporary.appendingPathComponent("state").path
        // The tutor's welcome screen lists the installed lessons (no input: it ends there).
        let tutor = try Self.run(
            installed, ["--lang", "en"], in: elsewhere, environment: ["LAYOUTLAB_STATE_DIR": state])
        #expect(tutor.stdout.contains("Dirty flags and the three passes"), "\(tutor.stdout)\(tutor.stderr)")
        // `make install` and `make uninstall` run this script with PREFIX (a dry run: no build here).
        let make = try Self.run(
            "/usr/bin/env", ["make", "-n", "install", "uninstall", "PREFIX=" + prefix.path], in: Self.root)
        if make.status == 0 {
            #expect(
                make.stdout.contains("scripts/install.sh .build/release/layoutlab \"\(prefix.path)\""), "\(make.stdout)"
            )
            #expect(make.stdout.contains("scripts/install.sh --uninstall \"\(prefix.path)\""), "\(make.stdout)")
        } else {
            print("skipped the Makefile half of installedLayoutlabFindsItsLessons: make is not installed")
        }
        let uninstall = try Self.run(script, ["--uninstall", prefix.path], in: elsewhere)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(!FileManager.default.fileExists(atPath: installed))
        #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/layoutlab").path))
    }
}
