import Foundation
import TestSupport
import Testing

/// The learner's data and the process's streams against a hostile environment: a closed or
/// full standard output, a relative HOME, a newline in LAYOUTLAB_STATE_DIR, an unwritable
/// `--out`, a hang-up mid-quiz, Ctrl-C while another session holds the state lock.
@Suite struct StateFolderHostileTests {
    private func temporary(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func tutorFolder() throws -> URL {
        let fixture = try #require(Bundle.module.url(forResource: "tutor", withExtension: nil, subdirectory: "Golden"))
        let copy = try temporary("tutor")
        try FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: fixture, to: copy)
        return copy
    }

    /// Runs `layoutlab ARGS` through the shell with `redirect` applied to it (`>&-`, `>/dev/full`).
    private func shell(
        _ arguments: [String], redirect: String, stdin: String = "", environment: [String: String] = [:],
        in folder: URL? = nil
    ) throws -> (status: Int32, stderr: String) {
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(
            separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" \(quoted) \(redirect)", try layoutlabBinary().path]
        if let folder { process.currentDirectoryURL = folder }
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let err = Pipe(), input = Pipe()
        process.standardError = err
        process.standardInput = input
        try process.run()
        ChildInput.write(stdin, to: input.fileHandleForWriting)
        try input.fileHandleForWriting.close()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        return (process.terminationStatus, String(decoding: errData, as: UTF8.self))
    }

    @Test(arguments: [">&-", ">/dev/full"])
    func closedOrFullStandardOutputIsAnError(_ redirect: String) throws {
        let state = try temporary("state")
        defer { try? FileManager.default.removeItem(at: state) }
        let scenario = state.appendingPathComponent("s.swift")
        try Data("let v = UIView()\nwindow.addSubview(v)\nrunLoop.runOnce()\n".utf8).write(to: scenario)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for arguments in [
            ["grade", "run-loop", "examples/sheets/run-loop-right.yaml"],
            ["run", scenario.path], ["check", "lessons"], ["progress"],
        ] {
            let result = try shell(
                arguments, redirect: redirect, environment: ["LAYOUTLAB_STATE_DIR": state.path], in: root)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(
                result.stderr.contains("error: standard output could not be written"), "\(arguments): \(result.stderr)")
        }
    }

    /// With descriptor 1 closed, the lock file opened first must not become standard output.
    @Test func theTranscriptNeverGoesIntoTheLockFile() throws {
        let root = try tutorFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let state = root.appendingPathComponent("state")
        let result = try shell(
            ["study", "--lang", "en"], redirect: ">&-", stdin: "1\n:q\n",
            environment: ["LAYOUTLAB_STATE_DIR": state.path, "LAYOUTLAB_LESSONS": ""], in: root)
        #expect(result.status == 2)
        let lock = try FileManager.default.attributesOfItem(atPath: state.appendingPathComponent("lock").path)
        #expect((lock[.size] as? Int) == 0)
    }

    @Test func relativeHomeIsRefusedNotUsedUnderTheCurrentFolder() throws {
        let folder = try temporary("home")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runLayoutlab(
            ["progress"], environment: ["HOME": "rel", "XDG_STATE_HOME": "", "LAYOUTLAB_STATE_DIR": ""],
            currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("HOME is the relative path 'rel'"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("rel").path))
    }

    @Test func aNewlineInTheStateFolderForgesNoLine() throws {
        let result = try runLayoutlab(
            ["progress"], environment: ["LAYOUTLAB_STATE_DIR": "/proc/layoutlab\nlayoutlab progress: note: forged"])
        #expect(result.status == 2)
        #expect(
            !result.stderr.split(separator: "\n").contains { $0.hasPrefix("layoutlab progress: note") },
            "\(result.stderr)")
        #expect(result.stderr.contains("/proc/layoutlab\\nlayoutlab progress: note: forged"))
    }

    @Test func anUnwritableOutIsFoundBeforeTheFirstQuestion() throws {
        let root = try tutorFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data().write(to: root.appendingPathComponent("plain-file"))
        let result = try runLayoutlab(
            ["quiz", "loop-quiz", "--lang", "en", "--out", root.appendingPathComponent("plain-file/sheet.yaml").path],
            stdin: "6\nyes\na\nv0.visit\n",
            environment: ["LAYOUTLAB_STATE_DIR": root.appendingPathComponent("state").path, "LAYOUTLAB_LESSONS": ""],
            currentDirectory: root)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("layoutlab quiz: error: cannot write the answer sheet"), "\(result.stderr)")
        #expect(!result.stdout.contains("loop/total"))
    }

    /// Each answer is on disk before the next question: a hang-up, or any end of the process,
    /// keeps what was answered. (SIGKILL stands for the hang-up: the test runner starts its
    /// children with SIGHUP blocked, and no handler could save more than is saved already.)
    @Test func aHangUpMidQuizKeepsTheAnswersGiven() throws {
        let root = try tutorFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let sheet = root.appendingPathComponent("sheet.yaml")
        let process = Process()
        process.executableURL = try layoutlabBinary()
        process.arguments = ["quiz", "loop-quiz", "--lang", "en", "--learner", "kim", "--out", sheet.path]
        process.currentDirectoryURL = root
        var env = ProcessInfo.processInfo.environment
        env["LAYOUTLAB_STATE_DIR"] = root.appendingPathComponent("state").path
        env["LAYOUTLAB_LESSONS"] = ""
        process.environment = env
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        ChildInput.write("6\nyes\n", to: input.fileHandleForWriting)
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !((try? String(contentsOf: sheet, encoding: .utf8))?.contains("loop/big") ?? false) {
            usleep(50_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let saved = try String(contentsOf: sheet, encoding: .utf8)
        #expect(saved.contains("loop/total: \"6\""), "\(saved)")
        #expect(saved.contains("loop/big: \"yes\""), "\(saved)")
        let graded = try runLayoutlab(["grade", "quizzes/loop-quiz.yaml", sheet.path], currentDirectory: root)
        #expect(graded.status == 1, "\(graded.stderr)")
    }

    /// Starts `layoutlab ARGS` in `folder` with its standard input a pipe (returned for writing)
    /// and its output in `output`, through posix_spawn with every signal unblocked and at its
    /// default: the test runner's children start with SIGHUP blocked, which would hide how the
    /// binary takes a real hang-up.
    private func spawn(_ arguments: [String], in folder: URL, state: URL, output: URL) throws -> (
        pid: pid_t, input: Int32
    ) {
        var pipeEnds: [Int32] = [0, 0]
        #expect(pipe(&pipeEnds) == 0)
        // Only the child's standard input holds the read end; no other child gets the write end.
        _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTLAB_STATE_DIR"] = state.path
        environment["LAYOUTLAB_LESSONS"] = ""
        environment["NO_COLOR"] = "1"
        // The shell changes to `folder` and becomes the binary (exec): same pid, same signals.
        let quoted: [String] = ([try layoutlabBinary().path] + arguments).map { argument in
            "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        let binary = "/bin/sh"
        let command: String = "cd '\(folder.path)' && exec " + quoted.joined(separator: " ")
        let words: [String] = [binary, "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let assignments: [String] = environment.map { "\($0.key)=\($0.value)" }
        let envp: [UnsafeMutablePointer<CChar>?] = assignments.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
        close(pipeEnds[0])
        #expect(spawned == 0)
        return (pid, pipeEnds[1])
    }

    /// Waits up to 60 s until `file` holds `text`.
    private func waitUntil(_ file: URL, holds text: String) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if (try? String(contentsOf: file, encoding: .utf8))?.contains(text) ?? false { return true }
            usleep(50_000)
        }
        return false
    }

    /// A real SIGHUP (the terminal closed) mid-quiz, to a binary whose signals are at their
    /// defaults: the process ends by the signal, and the answers given before it are in the
    /// sheet, which `grade` reads.
    @Test func aRealSIGHUPMidQuizKeepsTheAnswersGiven() throws {
        let root = try tutorFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let sheet = root.appendingPathComponent("sheet.yaml")
        let (pid, input) = try spawn(
            ["quiz", "loop-quiz", "--lang", "en", "--learner", "kim", "--out", sheet.path], in: root,
            state: root.appendingPathComponent("state"), output: root.appendingPathComponent("out.txt"))
        defer { close(input) }
        _ = "6\nyes\n".withCString { write(input, $0, strlen($0)) }
        #expect(waitUntil(sheet, holds: "loop/big"), "the second answer was never saved")
        #expect(kill(pid, SIGHUP) == 0)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        // Ended by the hang-up itself (no handler), not by reading the end of its input.
        #expect(status & 0x7f == SIGHUP, "wait status \(status)")
        let saved = try String(contentsOf: sheet, encoding: .utf8)
        #expect(saved.contains("loop/total: \"6\""), "\(saved)")
        #expect(saved.contains("loop/big: \"yes\""), "\(saved)")
        #expect(!saved.contains("loop/which"), "\(saved)")
        let graded = try runLayoutlab(["grade", "quizzes/loop-quiz.yaml", sheet.path], currentDirectory: root)
        #expect(graded.status == 1, "\(graded.stderr)")
        #expect(graded.stdout.contains("1/4"), "\(graded.stdout)")
    }

    /// Two `quiz` runs writing the same `--out`, forced to interleave: ann answers three
    /// questions (her sheet is on disk), bob then takes the whole quiz into the same file, and
    /// ann answers her last. Each is shown the score of the answers they gave (ann 4/4, bob
    /// 0.333/4), whatever the file held meanwhile; the file ends as its last writer left it.
    @Test func twoQuizzesWritingOneSheetEachGradeTheirOwnAnswers() throws {
        let root = try tutorFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let sheet = root.appendingPathComponent("shared.yaml")
        let state = root.appendingPathComponent("state")
        let annOutput = root.appendingPathComponent("ann.txt")
        let (ann, input) = try spawn(
            ["quiz", "loop-quiz", "--lang", "en", "--learner", "ann", "--out", sheet.path], in: root, state: state,
            output: annOutput)
        _ = "3\nyes\na\n".withCString { write(input, $0, strlen($0)) }
        #expect(waitUntil(sheet, holds: "loop/which: \"a\""), "ann's third answer was never saved")
        let bob = try runLayoutlab(
            ["quiz", "loop-quiz", "--lang", "en", "--learner", "bob", "--out", sheet.path],
            stdin: "6\nno\nb\nv2.visit\n",
            environment: [
                "LAYOUTLAB_STATE_DIR": root.appendingPathComponent("bob-state").path, "LAYOUTLAB_LESSONS": "",
            ],
            currentDirectory: root)
        #expect(bob.status == 1, "\(bob.stderr)")
        #expect(bob.stdout.contains("Score 0.333/4 (8.3%)"), "\(bob.stdout)")
        // The file is bob's now, while ann is still answering.
        let between = try String(contentsOf: sheet, encoding: .utf8)
        #expect(between.contains("learner: \"bob\""), "\(between)")
        _ = "v0.visit, v1.visit, v2.visit\n".withCString { write(input, $0, strlen($0)) }
        close(input)
        var status: Int32 = 0
        waitpid(ann, &status, 0)
        #expect(status == 0, "ann's quiz ended with wait status \(status)")
        let shown = try String(contentsOf: annOutput, encoding: .utf8)
        #expect(shown.contains("Score 4/4 (100%)"), "\(shown)")
        #expect(!shown.contains("your answer: 6"), "ann was shown bob's answers:\n\(shown)")
        let last = try String(contentsOf: sheet, encoding: .utf8)
        #expect(last.contains("learner: \"ann\"") && last.contains("loop/order: \"v0.visit, v1.visit, v2.visit\""))
    }

    /// Ctrl-C while waiting for another session's lock ends the wait (it was ignored).
    @Test func ctrlCEndsTheWaitForTheLock() throws {
        let root = try tutorFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let state = root.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [state.appendingPathComponent("lock").path, "sleep", "60"]
        try holder.run()
        defer { holder.terminate() }
        usleep(300_000)
        let tutor = Process()
        tutor.executableURL = try layoutlabBinary()
        tutor.arguments = ["study", "--lang", "en"]
        tutor.currentDirectoryURL = root
        var env = ProcessInfo.processInfo.environment
        env["LAYOUTLAB_STATE_DIR"] = state.path
        env["LAYOUTLAB_LESSONS"] = ""
        tutor.environment = env
        let input = Pipe(), output = Pipe()
        tutor.standardInput = input
        tutor.standardOutput = output
        tutor.standardError = FileHandle.nullDevice
        try tutor.run()
        ChildInput.write("w\n", to: input.fileHandleForWriting)
        // Wait until it says it is waiting, then interrupt it as a terminal's Ctrl-C would.
        var shown = Data()
        while !String(decoding: shown, as: UTF8.self).contains("Waiting") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            shown += chunk
        }
        // The message is printed just before the wait starts: give it time to begin (under load).
        usleep(1_000_000)
        let start = Date()
        kill(tutor.processIdentifier, SIGINT)
        while tutor.isRunning && Date().timeIntervalSince(start) < 10 { usleep(50_000) }
        if tutor.isRunning {
            Issue.record("Ctrl-C did not end the wait for the lock")
            kill(tutor.processIdentifier, SIGKILL)
        }
        tutor.waitUntilExit()
        #expect(tutor.terminationReason == .exit)
        #expect(tutor.terminationStatus == 2)
    }
}
