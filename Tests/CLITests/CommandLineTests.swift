import Foundation
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
    @Test(arguments: ["study", "review", "run", "check", "grade", "progress", "reset"])
    func everySubcommandHasHelp(command: String) throws {
        let result = try runLayoutlab([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("usage: layoutlab \(command)"))
        #expect(result.stdout.contains("-h, --help"))
    }

    /// `--format=json` is `--format json`, and options go before or after the other arguments.
    @Test func formatWithEqualsAnywhere() throws {
        let equals = try runInFixture(["grade", "--format=json", "quizzes/sums-quiz.yaml", "sheets/ann.yaml", "sheets/bo.yaml"])
        let separate = try runInFixture(["grade", "quizzes/sums-quiz.yaml", "sheets/ann.yaml", "sheets/bo.yaml", "--format", "json"])
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
        let sheet = try String(contentsOf: #require(Bundle.module.resourceURL?.appendingPathComponent("Golden/grading/sheets/ann.yaml")), encoding: .utf8)
        let result = try runInFixture(["grade", "quizzes/sums-quiz.yaml", "-", "--format", "tap"], stdin: sheet)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("# ann: sums-quiz (<stdin>)"))
    }

    /// `check` on a path that does not exist is an input error: exit 2, not 1.
    @Test func checkMissingPathIsExit2() throws {
        let result = try runInFixture(["check", "no-such-folder"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("no-such-folder:1:1: error: no such file or directory\n"))
    }
}
