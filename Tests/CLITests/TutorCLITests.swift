import Foundation
import Testing

/// A fresh state folder for one test.
private func stateFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-cli-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A progress file with `count` questions in lesson `bulk` and one wrong answer in `dirty-flags`.
private func progressJSON(bulk count: Int) -> String {
    var entries = [
        #""dirty-flags/q1": {"lesson": "dirty-flags", "question": "q1", "attempts": 2, "correctAttempts": 1, "lastCorrect": false, "lastSeen": "2026-05-28T10:00:00Z", "answers": [{"answer": "yes", "correct": false, "at": "2026-05-28T10:00:00Z"}], "reviewBox": 0, "reviewDue": "2026-05-28T10:00:00Z"}"#
    ]
    for index in 0..<count {
        entries.append(
            #""bulk/q\#(index)": {"lesson": "bulk", "question": "q\#(index)", "attempts": 1, "correctAttempts": 1, "lastCorrect": true, "lastSeen": "2026-05-27T10:00:00Z", "answers": [{"answer": "a2.layoutSubviews, a1.layoutSubviews, a3.layoutSubviews", "correct": true, "at": "2026-05-27T10:00:00Z"}], "reviewBox": 0}"#
        )
    }
    return "{\"version\": 1, \"lastLesson\": \"dirty-flags\", \"questions\": {" + entries.joined(separator: ",\n") + "}}\n"
}

/// Compares with Golden/NAME; LAYOUTLAB_UPDATE_GOLDEN=1 rewrites the file in the source tree.
private func checkGolden(_ actual: String, _ name: String) throws {
    if ProcessInfo.processInfo.environment["LAYOUTLAB_UPDATE_GOLDEN"] == "1" {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        try Data(actual.utf8).write(to: folder.appendingPathComponent(name))
        return
    }
    let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Golden"), "missing Golden/\(name)")
    #expect(actual == (try String(contentsOf: url, encoding: .utf8)), "differs from Golden/\(name)")
}


/// The folder holding the tutor's test lesson (`lessons/01-loop`).
private func tutorFixture() throws -> URL {
    try #require(Bundle.module.url(forResource: "tutor", withExtension: nil, subdirectory: "Golden"))
}

/// Runs `layoutlab` with its working folder set to `folder`.
private func runLayoutlab(in folder: URL, _ arguments: [String], stdin: String, environment: [String: String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = try layoutlabBinary()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["LAYOUTLAB_LESSONS"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// `layoutlab progress` in three languages, over a seeded file, at a fixed moment, from the
/// test lesson's folder: lesson titles from the lessons, a lesson no longer there by its id.
@Test(arguments: ["en", "ko", "zh"])
func progressReportGolden(language: String) throws {
    let folder = stateFolder()
    try Data(progressJSON(bulk: 2).replacingOccurrences(of: "dirty-flags/q1", with: "loop/total")
        .replacingOccurrences(of: "\"lesson\": \"dirty-flags\", \"question\": \"q1\"", with: "\"lesson\": \"loop\", \"question\": \"total\"")
        .utf8).write(to: folder.appendingPathComponent("progress.json"))
    let result = try runLayoutlab(
        in: try tutorFixture(), ["progress", "--lang", language], stdin: "",
        environment: ["LAYOUTLAB_STATE_DIR": folder.path, "LAYOUTLAB_NOW": "2026-05-29T00:00:00Z"])
    #expect(result.status == 0)
    try checkGolden(result.stdout, "progress-\(language).txt")
}

/// No progress yet is said plainly; the language comes from LANG when there is no --lang.
@Test func progressWhenEmptyFollowsLANG() throws {
    let result = try runLayoutlab(["progress"], environment: ["LAYOUTLAB_STATE_DIR": stateFolder().path, "LANG": "ko_KR.UTF-8", "LC_ALL": ""])
    #expect(result.status == 0)
    #expect(result.stdout == "아직 진도가 없어요. `layoutlab study`로 시작해 보세요.\n")
}

/// A corrupt progress file is moved aside with a message on stderr, never overwritten.
@Test func corruptProgressIsMovedAsideByTheCLI() throws {
    let folder = stateFolder()
    try Data("{ half a file".utf8).write(to: folder.appendingPathComponent("progress.json"))
    let result = try runLayoutlab(["progress"], environment: ["LAYOUTLAB_STATE_DIR": folder.path])
    #expect(result.status == 0)
    #expect(result.stderr.contains("progress.json: could not be read (not a JSON object). It was moved to"))
    let aside = folder.appendingPathComponent("progress.json.unreadable-1")
    #expect(try String(contentsOf: aside, encoding: .utf8) == "{ half a file")
}

/// `reset` asks; "n" (or no answer) clears nothing and exits 1; "y" clears; `--yes` does not ask.
@Test func resetAsksBeforeClearing() throws {
    let folder = stateFolder()
    let file = folder.appendingPathComponent("progress.json")
    try Data(progressJSON(bulk: 1).utf8).write(to: file)
    let environment = ["LAYOUTLAB_STATE_DIR": folder.path]
    let refused = try runLayoutlab(["reset"], stdin: "n\n", environment: environment)
    #expect(refused.status == 1)
    #expect(refused.stdout == "Clear all your progress? [y/N] n\nNothing was cleared.\n")
    let silent = try runLayoutlab(["reset"], stdin: "", environment: environment)
    #expect(silent.status == 1)
    let lesson = try runLayoutlab(["reset", "dirty-flags", "--lang", "zh"], stdin: "是\n", environment: environment)
    #expect(lesson.status == 0)
    #expect(lesson.stdout == "要清除课程“dirty-flags”的学习进度吗？[y/N] 是\n已清除课程“dirty-flags”的学习进度。\n")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(!text.contains("dirty-flags/q1") && text.contains("bulk/q0"))
    let nothing = try runLayoutlab(["reset", "dirty-flags", "--yes"], environment: environment)
    #expect(nothing.status == 1)
    #expect(nothing.stdout == "There is no progress in lesson “dirty-flags” to clear.\n")
    let all = try runLayoutlab(["reset", "--yes"], environment: environment)
    #expect(all.status == 0)
    #expect(all.stdout == "All progress cleared.\n")
}

/// Usage mistakes exit 2 with a message that says what to do.
@Test(arguments: [
    (["reset", "--frob"], "layoutlab reset: unknown option '--frob'; see `layoutlab reset --help`\n"),
    (["progress", "--lang", "fr"], "layoutlab progress: unknown language 'fr'; use --lang ko, zh or en\n"),
    (["progress", "--color"], "layoutlab progress: --color needs a value; see `layoutlab progress --help`\n"),
    (["reset", "a", "b"], "layoutlab reset: unexpected argument 'b'; see `layoutlab reset --help`\n"),
])
func tutorUsageErrors(arguments: [String], message: String) throws {
    let result = try runLayoutlab(arguments, environment: ["LAYOUTLAB_STATE_DIR": stateFolder().path])
    #expect(result.status == 2)
    #expect(result.stderr == message)
}

/// Killing `layoutlab` while it rewrites a large progress file leaves a complete file, the
/// old one or the new one, never a torn one (temp file + fsync + rename + fsync folder).
/// Half the runs are killed the moment the temporary file appears (mid-write, the most
/// delicate point); the others at spread-out times (loading, encoding, writing).
@Test func killDuringSaveKeepsPreviousProgress() throws {
    let folder = stateFolder()
    let file = folder.appendingPathComponent("progress.json")
    let original = Data(progressJSON(bulk: 4000).utf8)
    let binary = try layoutlabBinary()
    var killedMidSave = 0
    for attempt in 0..<8 {
        try original.write(to: file)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["reset", "dirty-flags", "--yes"]
        process.environment = ["LAYOUTLAB_STATE_DIR": folder.path, "NO_COLOR": "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let temporary = folder.appendingPathComponent(".progress.json.tmp-\(process.processIdentifier)").path
        if attempt % 2 == 0 {
            while process.isRunning && access(temporary, F_OK) != 0 {}
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killedMidSave += 1
            }
        } else {
            usleep(UInt32(30_000 + attempt * 40_000))
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        let data = try Data(contentsOf: file)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "torn file after kill \(attempt)")
        #expect(object["version"] as? Int == 1)
        let questions = try #require(object["questions"] as? [String: Any])
        // The old file (with dirty-flags/q1) or the new one (without it), always complete.
        #expect(questions.count == 4001 || questions.count == 4000)
        #expect(questions["bulk/q3999"] != nil)
        if questions.count == 4001 { #expect(data == original) }
        unlink(temporary)
    }
    #expect(killedMidSave > 0, "no run was caught mid-save; make the file larger")
}

/// The `layoutlab` binary beside the test bundle.
func layoutlabBinary() throws -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("layoutlab").path), directory.path != "/" {
        directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("layoutlab")
}
