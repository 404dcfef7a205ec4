import Foundation
import TestSupport
import Testing

// The `layoutlab` binary as the command-line tests run it, and the state and lesson fixtures
// the tutor's tests share.

/// The `layoutlab` binary beside the test bundle.
func layoutlabBinary() throws -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("layoutlab").path),
        directory.path != "/"
    {
        directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("layoutlab")
}

/// Runs the `layoutlab` binary that `swift build` put beside the test bundle.
func runLayoutlab(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], currentDirectory: URL? = nil
) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = try layoutlabBinary()
    process.arguments = arguments
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    // Lessons come from the folder the test names (or the working folder), never the shell's.
    env["LAYOUTLAB_LESSONS"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { ChildInput.write(stdin, to: input.fileHandleForWriting) }
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
        process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self)
    )
}

/// Runs `layoutlab` with its working folder set to `folder` (the tutor finds `lessons/` there).
func runLayoutlab(in folder: URL, _ arguments: [String], stdin: String, environment: [String: String]) throws -> (
    status: Int32, stdout: String, stderr: String
) {
    try runLayoutlab(arguments, stdin: stdin, environment: environment, currentDirectory: folder)
}

/// A fresh state folder for one test.
func stateFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-cli-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The folder holding the tutor's test lesson (`lessons/01-loop`).
func tutorFixture() throws -> URL {
    try #require(Bundle.module.url(forResource: "tutor", withExtension: nil, subdirectory: "Golden"))
}

/// A progress file with `count` questions in lesson `bulk` and one wrong answer in `dirty-flags`.
func progressJSON(bulk count: Int) -> String {
    var entries = [
        #""dirty-flags/q1": {"lesson": "dirty-flags", "question": "q1", "attempts": 2, "correctAttempts": 1, "lastCorrect": false, "lastSeen": "2026-05-28T10:00:00Z", "answers": [{"answer": "yes", "correct": false, "at": "2026-05-28T10:00:00Z"}], "reviewBox": 0, "reviewDue": "2026-05-28T10:00:00Z"}"#
    ]
    for index in 0..<count {
        entries.append(
            #""bulk/q\#(index)": {"lesson": "bulk", "question": "q\#(index)", "attempts": 1, "correctAttempts": 1, "lastCorrect": true, "lastSeen": "2026-05-27T10:00:00Z", "answers": [{"answer": "a2.layoutSubviews, a1.layoutSubviews, a3.layoutSubviews", "correct": true, "at": "2026-05-27T10:00:00Z"}], "reviewBox": 0}"#
        )
    }
    return "{\"version\": 1, \"lastLesson\": \"dirty-flags\", \"questions\": {" + entries.joined(separator: ",\n")
        + "}}\n"
}

/// A version-2 progress file with `count` answered questions in lesson `bulk` (so each save
/// takes long enough to be caught in the middle).
func bulkProgressJSON(_ count: Int) -> String {
    let entries = (0..<count).map { index in
        #""bulk/q\#(index)": {"lesson": "bulk", "question": "q\#(index)", "attempts": 1, "correctAttempts": 1, "lastCorrect": true, "lastSeen": "2026-05-27T10:00:00Z", "answers": [{"answer": "a2.layoutSubviews, a1.layoutSubviews, a3.layoutSubviews", "correct": true, "at": "2026-05-27T10:00:00Z"}], "card": {"state": "review", "stability": 3.2, "difficulty": 5.5, "due": "2026-05-30T10:00:00Z", "lastReview": "2026-05-27T10:00:00Z"}, "reviews": [{"rating": "good", "at": "2026-05-27T10:00:00Z"}]}"#
    }
    return "{\"version\": 2, \"questions\": {" + entries.joined(separator: ",\n") + "}}\n"
}
