import Foundation
import TestSupport
import Testing

/// The command line every subcommand shares (Sources/Arguments): golden output for what a person
/// reads, and the same rules in every subcommand.
@Suite struct CommandLineTests {
    @Test func version() throws {
        let result = try runLayoutlab(["--version"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        expectGolden(result.stdout, "cli/version.txt")
    }

    /// `layoutlab help grade` is `layoutlab grade --help`, and lists every option.
    @Test func helpGrade() throws {
        let result = try runLayoutlab(["help", "grade"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        expectGolden(result.stdout, "cli/help-grade.txt")
        #expect(try runLayoutlab(["grade", "--help"]).stdout == result.stdout)
        for option in ["--format", "--lang", "--lessons", "--help"] { #expect(result.stdout.contains(option)) }
    }

    /// Every subcommand answers `--help` with exit 0 and a usage line.
    @Test(arguments: ["study", "review", "run", "check", "grade", "new", "progress", "reset"])
    func everySubcommandHasHelp(command: String) throws {
        let result = try runLayoutlab([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("usage: layoutlab \(command)"))
        #expect(result.stdout.contains("-h, --help"))
    }

    /// `--format=json` is `--format json`, and options go before or after the other arguments.
    @Test func formatWithEqualsAnywhere() throws {
        let equals = try runInFixture([
            "grade", "--format=json", "quizzes/sums-quiz.yaml", "sheets/ann.yaml", "sheets/bo.yaml",
        ])
        let separate = try runInFixture([
            "grade", "quizzes/sums-quiz.yaml", "sheets/ann.yaml", "sheets/bo.yaml", "--format", "json",
        ])
        #expect(equals.status == 1 && equals.stderr.isEmpty)
        #expect(equals.stdout == separate.stdout)
        expectGolden(equals.stdout, "cli/grade.json")
    }

    /// A misspelt option names the nearest real one; exit 2, in the shape every error has.
    @Test func misspeltOption() throws {
        let result = try runInFixture(["grade", "quizzes/sums-quiz.yaml", "sheets/ann.yaml", "--fromat", "json"])
        #expect(result.status == 2 && result.stdout.isEmpty)
        expectGolden(result.stderr, "cli/misspelt-option.stderr.txt")
        let subcommand = try runLayoutlab(["gade"])
        #expect(subcommand.status == 2)
        #expect(subcommand.stderr.hasPrefix("layoutlab: error: unknown subcommand 'gade'; did you mean 'grade'?\n"))
    }

    /// `-` reads an answer sheet from standard input.
    @Test func sheetFromStandardInput() throws {
        let sheet = try String(
            contentsOf: #require(Bundle.module.resourceURL?.appendingPathComponent("Golden/grading/sheets/ann.yaml")),
            encoding: .utf8)
        let result = try runInFixture(["grade", "quizzes/sums-quiz.yaml", "-", "--format", "tap"], stdin: sheet)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("ok 1 - ann: sums-quiz (<stdin>)"))
    }

    /// `check` on a path that does not exist is an input error: exit 2, not 1.
    @Test func checkMissingPathIsExit2() throws {
        let result = try runInFixture(["check", "no-such-folder"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("no-such-folder:1:1: error: no such file or directory\n"))
    }

    /// One-character path components ("x", "a/b") trapped in Foundation's
    /// `deletingLastPathComponent` on Linux; `check` reports them as missing instead.
    @Test(arguments: ["x", "a/b", "g/glossary.yaml"])
    func checkOneLetterPathIsReportedNotCrashed(path: String) throws {
        let result = try runInFixture(["check", path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("\(path):1:1: error: no such file or directory\n"))
    }
}

/// Twenty sheets, three of them broken (unreadable YAML, another quiz, no learner) and one
/// learner twice. With --strict the sixteen good ones are graded, the four are each reported as
/// that sheet's error in every format, and the exit status is 1 (2 only when no sheet is
/// readable); by default only the unreadable one is not graded, the others carry warnings.
@Suite struct ManySheetsTests {
    /// Writes the sheets into a fresh folder of the fixture and returns their relative paths.
    func makeSheets(duplicateLearner: Bool = true) throws -> (folder: URL, paths: [String]) {
        let fixture = try #require(Bundle.module.resourceURL?.appendingPathComponent("Golden/grading"))
        let name = "many-\(UUID().uuidString.prefix(8))"
        let folder = fixture.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for index in 0..<20 {
            let text: String
            switch index {
            case 4: text = "quiz: sums-quiz\nlearner: [unclosed\n"
            case 9: text = "quiz: other-quiz\nlearner: l9\nanswers: {}\n"
            case 14: text = "quiz: sums-quiz\nanswers: {}\n"
            case 17 where duplicateLearner: text = "quiz: sums-quiz\nlearner: \"L1 \"\nanswers: {}\n"
            default:
                text =
                    "quiz: sums-quiz\nlearner: l\(index)\nanswers:\n  sums/total: 3\n  sums/big: \"yes\"\n  sums/which: a\n"
            }
            let path = "\(name)/sheet-\(index).yaml"
            try Data(text.utf8).write(to: fixture.appendingPathComponent(path))
            paths.append(path)
        }
        return (folder, paths)
    }

    @Test(arguments: ["text", "json", "junit", "tap", "gradescope", "classroom"])
    func brokenSheetsAreReportedTheRestGraded(format: String) throws {
        let (folder, paths) = try makeSheets()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runInFixture(["grade", "--strict", "quizzes/sums-quiz.yaml"] + paths + ["--format", format])
        #expect(result.status == 1, "\(result.stderr)")
        // Each broken sheet is named on standard error and in the report.
        for index in [4, 9, 14, 17] {
            #expect(result.stderr.contains("sheet-\(index).yaml:"), "\(result.stderr)")
            #expect(result.stdout.contains("sheet-\(index).yaml"))
        }
        #expect(
            result.stderr.contains("learner 'L1' is graded twice: in \(paths[1]) and in \(paths[17])"),
            "\(result.stderr)")
        #expect(result.stderr.contains("does not ask") == false)
        for index in [0, 1, 19] { #expect(result.stdout.contains("l\(index)")) }
        if format == "json" {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect((object["summary"] as? [String: Int]) == ["sheets": 20, "broken": 4, "passed": 16])
            let sheets = try #require(object["sheets"] as? [[String: Any]])
            #expect(sheets.filter { !($0["error"] is NSNull) }.count == 4)
            #expect(sheets.filter { ($0["questions"] as? [Any])?.count == 6 }.count == 16)
        }
    }

    /// The "done when", literally: 20 sheets, 3 broken (unreadable YAML, another quiz,
    /// no learner): 17 graded and 3 reported, in every format.
    @Test(arguments: ["text", "json", "junit", "tap", "gradescope", "classroom"])
    func twentySheetsThreeBrokenGradesSeventeen(format: String) throws {
        let (folder, paths) = try makeSheets(duplicateLearner: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runInFixture(["grade", "--strict", "quizzes/sums-quiz.yaml"] + paths + ["--format", format])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: ": error: ").count - 1 == 3, "\(result.stderr)")
        for index in 0..<20 {
            #expect(
                result.stdout.contains("sheet-\(index).yaml") || result.stdout.contains("l\(index)"),
                "sheet \(index) missing from \(format)")
        }
        if format == "json" {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect((object["summary"] as? [String: Int]) == ["sheets": 20, "broken": 3, "passed": 17])
        }
        if format == "gradescope" {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let tests = try #require(object["tests"] as? [[String: Any]])
            #expect(tests.count == 17 * 6 + 3)
        }
    }

    /// Two sheets whose learners look the same (`bob`, and `bob` with a zero-width space and a
    /// soft hyphen, or in full-width letters) are one learner graded twice; the name is shown
    /// with its invisible characters escaped.
    @Test func learnersThatLookTheSameAreTheSameLearner() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lookalike-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, learner) in ["bob", "b\u{200B}o\u{AD}b", "ｂｏｂ"].enumerated() {
            let path = folder.appendingPathComponent("s\(index).yaml").path
            try Data("quiz: sums-quiz\nlearner: \"\(learner)\"\nanswers:\n  sums/total: \"6\"\n".utf8).write(
                to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let result = try runInFixture(["grade", "quizzes/sums-quiz.yaml"] + paths)
        #expect(result.stderr.contains("learner 'b\\u{200B}o\\u{AD}b' is graded twice"), "\(result.stderr)")
        #expect(result.stderr.contains("learner 'ｂｏｂ' is graded twice"), "\(result.stderr)")
        #expect(
            !result.stderr.unicodeScalars.contains("\u{200B}") && !result.stdout.unicodeScalars.contains("\u{200B}"))
    }

    /// Without --strict: the unreadable sheet is the only one not graded (0 of the quiz's 6
    /// points); another quiz's sheet, the sheet without a learner (named after its file) and the
    /// learner graded twice are graded, each problem a warning on standard error and in the report.
    @Test func byDefaultEverySheetThatCanBeReadIsGraded() throws {
        let (folder, paths) = try makeSheets()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runInFixture(["grade", "quizzes/sums-quiz.yaml"] + paths + ["--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: ": error: ").count - 1 == 1, "\(result.stderr)")
        #expect(
            result.stderr.contains("sheet-9.yaml:1:7: warning: the sheet answers quiz 'other-quiz', not 'sums-quiz'"),
            "\(result.stderr)")
        #expect(
            result.stderr.contains("sheet-14.yaml:1:1: warning: the answer sheet has no 'learner'"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: learner 'L1' is graded twice"), "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((object["summary"] as? [String: Int]) == ["sheets": 20, "broken": 1, "passed": 16])
        let sheets = try #require(object["sheets"] as? [[String: Any]])
        #expect(sheets.filter { ($0["questions"] as? [Any])?.count == 6 }.count == 19)
        #expect(sheets.map { $0["maxScore"] as? Int } == Array(repeating: 6, count: 20))
        #expect(sheets[14]["learner"] as? String == "sheet-14")
        #expect(sheets.filter { !(($0["problems"] as? [Any])?.isEmpty ?? true) }.count == 3)
    }

    @Test func noReadableSheetIsExit2() throws {
        let (folder, paths) = try makeSheets()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runInFixture([
            "grade", "--strict", "quizzes/sums-quiz.yaml", paths[4], paths[14], "--format", "json",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix("layoutlab grade: error: no answer sheet could be graded\n"))
        #expect(result.stdout.contains("\"broken\" : 2"))
    }
}

/// `layoutlab new lesson` writes a lesson that `check` passes as it stands, and `new quiz` a
/// quiz over it that passes too; nothing is overwritten.
@Test func newLessonThenCleanCheck() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-new-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        try runLayoutlab(arguments, currentDirectory: folder)
    }
    let lesson = try run(["new", "lesson", "hit-testing"])
    #expect(lesson.status == 0, "\(lesson.stderr)")
    expectGolden(lesson.stdout, "cli/new-lesson.stdout.txt")
    let written = try String(
        contentsOf: folder.appendingPathComponent("lessons/01-hit-testing/lesson.yaml"), encoding: .utf8)
    expectGolden(written, "cli/new-lesson.lesson.yaml")
    let check = try run(["check", "lessons"])
    #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
    #expect(check.stdout == "checked 1 lesson (1 questions, 1 scenarios, 2 samples), 0 quizzes: no problems\n")
    let quiz = try run(["new", "quiz", "hit-quiz", "hit-testing"])
    #expect(quiz.status == 0, "\(quiz.stderr)")
    #expect(try run(["check", "lessons", "quizzes"]).status == 0)
    let again = try run(["new", "lesson", "hit-testing"])
    #expect(
        again.status == 2
            && again.stderr == "layoutlab new: error: lessons/01-hit-testing already exists; choose another SLUG\n")
    #expect(try run(["new", "lesson", "Bad_Slug"]).status == 2)
    #expect(try run(["new", "quiz", "q", "no-such-lesson"]).status == 2)
}
