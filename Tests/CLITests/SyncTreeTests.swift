import Foundation
import Testing

/// `Fuzz/sync-tree.py`, docs/fuzzing.md's incremental rebuild (this machine has no rsync): only
/// files whose content changed are written (and so rebuilt), deleted ones go, new untracked
/// ones come, `.build` and whatever else the copy holds stay.
@Suite struct SyncTreeTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/sync-tree.py").standardized.path

    @discardableResult
    func shell(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func modified(_ url: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    @Test func copiesOnlyWhatChangedAndDeletesWhatWent() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("layoutlab-sync-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let src = root.appendingPathComponent("src"), dst = root.appendingPathComponent("dst")
        try manager.createDirectory(at: src.appendingPathComponent("Sources/A"), withIntermediateDirectories: true)
        try manager.createDirectory(at: dst, withIntermediateDirectories: true)
        func write(_ text: String, _ path: String) throws {
            try Data(text.utf8).write(to: src.appendingPathComponent(path))
        }
        try write("same\n", "Sources/A/same.swift")
        try write("old\n", "Sources/A/changed.swift")
        try write("gone\n", "Sources/A/gone.swift")
        try write(".build/\n", ".gitignore")
        for command in [
            ["git", "init", "-q"], ["git", "add", "-A"],
            ["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "tree"],
        ] {
            #expect(try shell(command, in: src).status == 0)
        }
        // The first copy, as docs/fuzzing.md makes it (`git archive HEAD | tar -x`), then an
        // object file older than nothing and a fuzzer's crash file in the copy.
        #expect(try shell(["sh", "-c", "git archive HEAD | tar -x -C '\(dst.path)'"], in: src).status == 0)
        try manager.createDirectory(at: dst.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try Data("o".utf8).write(to: dst.appendingPathComponent(".build/same.o"))
        try Data("c".utf8).write(to: dst.appendingPathComponent("crash-1"))
        let before = Date(timeIntervalSinceNow: -3600)
        for path in ["Sources/A/same.swift", "Sources/A/changed.swift"] {
            try manager.setAttributes([.modificationDate: before], ofItemAtPath: dst.appendingPathComponent(path).path)
        }

        try write("new\n", "Sources/A/changed.swift")
        try manager.removeItem(at: src.appendingPathComponent("Sources/A/gone.swift"))
        try write("untracked\n", "Sources/A/added.swift")
        try manager.createDirectory(at: src.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try write("ignored\n", ".build/big.o")

        let result = try shell(["python3", Self.script, ".", dst.path], in: src)
        #expect(result.status == 0)
        #expect(result.output == "2 files written, 1 removed\n")
        let files = try #require(manager.enumerator(atPath: dst.path)?.allObjects as? [String]).filter { path in
            var isFolder: ObjCBool = false
            return manager.fileExists(atPath: dst.appendingPathComponent(path).path, isDirectory: &isFolder)
                && !isFolder.boolValue
        }
        #expect(
            Set(files) == [
                ".gitignore", "Sources/A/same.swift", "Sources/A/changed.swift", "Sources/A/added.swift",
                ".build/same.o", "crash-1",
            ])
        #expect(
            try String(contentsOf: dst.appendingPathComponent("Sources/A/changed.swift"), encoding: .utf8) == "new\n")
        // Unchanged content keeps its old time (no rebuild); written content is newer than any object file.
        #expect(abs(try modified(dst.appendingPathComponent("Sources/A/same.swift")).timeIntervalSince(before)) < 1)
        #expect(try modified(dst.appendingPathComponent("Sources/A/changed.swift")) > before.addingTimeInterval(60))

        let again = try shell(["python3", Self.script, ".", dst.path], in: src)
        #expect(again.output == "0 files written, 0 removed\n")
    }

    @Test func aMissingCopyIsAnErrorThatSaysHowToMakeIt() throws {
        let result = try shell(["python3", Self.script, ".", "/nonexistent/fuzzsrc"], in: URL(fileURLWithPath: "/tmp"))
        #expect(result.status == 2)
        #expect(
            result.output
                == "sync-tree: /nonexistent/fuzzsrc is not a folder: make the first copy with git archive (docs/fuzzing.md)\n"
        )
    }
}
