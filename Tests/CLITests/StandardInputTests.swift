import Foundation
import TestSupport
import Testing

/// `-` is standard input wherever a file is read: `grade`'s quiz or a sheet, `check`'s quiz,
/// `run`'s scenario, `quiz`'s quiz (answers then from the terminal). Read with a file's limits,
/// named `<stdin>` in messages, and given at most once.
@Suite struct StandardInputTests {
    static func fixtureFile(_ path: String) throws -> String {
        let url = try #require(Bundle.module.resourceURL?.appendingPathComponent("Golden/grading/" + path))
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The quiz from standard input grades exactly as the quiz file does.
    @Test func gradeReadsTheQuizFromStandardInput() throws {
        let fromFile = try runInFixture([
            "grade", "quizzes/sums-quiz.yaml", "sheets/ann.yaml", "sheets/bo.yaml", "--format=json",
        ])
        let piped = try runInFixture(
            ["grade", "-", "sheets/ann.yaml", "sheets/bo.yaml", "--format=json"],
            stdin: try Self.fixtureFile("quizzes/sums-quiz.yaml"))
        #expect(piped.status == fromFile.status)
        #expect(piped.stderr.isEmpty, "\(piped.stderr)")
        #expect(piped.stdout == fromFile.stdout)
    }

    /// A sheet from standard input is reported as `<stdin>`, as a file would be by its name.
    @Test func gradeReadsASheetFromStandardInput() throws {
        let piped = try runInFixture(
            ["grade", "sums-quiz", "-", "--format", "json"], stdin: try Self.fixtureFile("sheets/ann.yaml"))
        #expect(piped.status == 0, "\(piped.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(piped.stdout.utf8)) as? [String: Any])
        let sheet = try #require((report["sheets"] as? [[String: Any]])?.first)
        #expect(sheet["file"] as? String == "<stdin>")
        #expect(sheet["learner"] as? String == "ann")
        let broken = try runInFixture(
            ["grade", "sums-quiz", "-", "sheets/ann.yaml"], stdin: "quiz: sums-quiz\nlearner: [\n")
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("<stdin>:"), "\(broken.stderr)")
    }

    /// Standard input can be read once; more than a file may hold is refused, not read to the end.
    @Test func standardInputOnceAndBounded() throws {
        let twice = try runInFixture(["grade", "-", "-"], stdin: "")
        #expect(twice.status == 2)
        #expect(
            twice.stderr.hasPrefix(
                "layoutlab grade: error: `-` (standard input) can be given once\n  hint: give the other files by name"))
        // 100 bytes over the limit: the command stops reading at the limit, and what is left
        // fits in the pipe, so this writer is not blocked.
        let huge = String(repeating: "#", count: 1_048_576 + 100)
        let big = try runInFixture(["grade", "sums-quiz", "-"], stdin: huge)
        #expect(big.status == 2)
        #expect(big.stderr.hasPrefix("<stdin>:1:1: error: the file is more than the 1048576 bytes"), "\(big.stderr)")
        let binary = try runInFixture(["check", "lessons", "-"], stdin: "id: q\ntitle: \u{FF}\n")
        #expect(binary.status == 1)
    }

    /// `run -` stops at the same 1 MiB as `grade -` and `check -` (it read 2 GB and crashed).
    @Test func runStandardInputIsBoundedLikeTheOthers() throws {
        let huge = "// " + String(repeating: "x", count: 1_048_576 + 100) + "\n"
        let big = try runLayoutlab(["run", "-"], stdin: huge)
        #expect(big.status == 2)
        #expect(big.stdout.isEmpty)
        #expect(big.stderr.hasPrefix("<stdin>:1:1: error: the file is more than the 1048576 bytes"), "\(big.stderr)")
    }

    /// `check lessons -` checks a quiz piped in against the lessons; its problems are located
    /// at `<stdin>:line:column`.
    @Test func checkReadsAQuizFromStandardInput() throws {
        let sound = try runInFixture(["check", "lessons", "-"], stdin: try Self.fixtureFile("quizzes/sums-quiz.yaml"))
        #expect(sound.status == 0, "\(sound.stderr)")
        #expect(sound.stdout.hasSuffix(", 1 quiz: no problems\n"))
        let wrong = try runInFixture(
            ["check", "lessons", "-"], stdin: "id: q\ntitle: { en: Q, ko: Q }\npass: 50%\nquestions:\n  - sums/totl\n")
        #expect(wrong.status == 1)
        #expect(
            wrong.stderr.hasPrefix("<stdin>:5:5: error: lesson 'sums' has no question 'totl'; did you mean 'total'?"),
            "\(wrong.stderr)")
    }

    /// `run -` reads the scenario from standard input and names it `<stdin>` in diagnostics.
    @Test func runReadsTheScenarioFromStandardInput() throws {
        let result = try runLayoutlab(["run", "-"], stdin: "let v = UIView()\nv.setNeedsLayout()\nv.frobnicate()\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("--> <stdin>:3:3"), "\(result.stderr)")
    }

    /// `quiz -` takes the quiz from a pipe and the answers from the terminal; with no terminal
    /// it says so (exit 2) instead of asking questions nobody can answer.
    @Test func quizReadsTheQuizFromStandardInput() throws {
        // setsid: a session without a controlling terminal, as under a CI runner.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--wait", try layoutlabBinary().path, "quiz", "-", "--learner", "ann"]
        process.currentDirectoryURL = try #require(Bundle.module.resourceURL?.appendingPathComponent("Golden/grading"))
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        ChildInput.write(try Self.fixtureFile("quizzes/sums-quiz.yaml"), to: input.fileHandleForWriting)
        try input.fileHandleForWriting.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(
            message.contains("the quiz came from standard input, so the answers must come from a terminal"),
            "\(message)")
        guard TmuxTerminal.isAvailable else {
            print("skipped: tmux is not installed")
            return
        }
        let fixture = try #require(Bundle.module.resourceURL?.appendingPathComponent("Golden/grading"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-stdin-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = try layoutlabBinary().path
        let terminal = TmuxTerminal()
        defer { terminal.kill() }
        try terminal.start(
            "cd '\(folder.path)' && cat quizzes/sums-quiz.yaml | NO_COLOR=1 LAYOUTLAB_STATE_DIR='\(folder.path)/state' '\(binary)' quiz - --lang en --learner ann --out sheet.yaml; echo \"exit=$?\"; sleep 30"
        )
        let answers = [
            ("sums/total", "3"), ("sums/big", "yes"), ("sums/which", "a"),
            ("sums/visits", "v0.visit, v1.visit, v2.visit"),
            ("sums/half", "1.5 ms"), ("sums/box", "(0, 0, 3, 4)"),
        ]
        for (index, (id, answer)) in answers.enumerated() {
            try terminal.waitFor(id)
            try terminal.type(answer)
            try terminal.send("Enter")
            try terminal.waitFor("Recorded.", count: index + 1)
        }
        let end = try terminal.waitFor("exit=")
        #expect(end.contains("exit=0"), "\(end)")
        let sheet = try String(contentsOf: folder.appendingPathComponent("sheet.yaml"), encoding: .utf8)
        #expect(sheet.contains("quiz: \"sums-quiz\""))
        #expect(sheet.contains("sums/total: \"3\""))
    }
}
