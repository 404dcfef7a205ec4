import Arguments
import Foundation
import Grading
import Lessons

/// `layoutlab check [PATH…]`: loads lessons and quizzes, runs every scenario, evaluates every
/// query and option predicate, checks translation parity and grades every sample answer.
enum CheckCommand: Subcommand {
    static let summary = "check lessons and quizzes: scenarios, queries, translations, samples"
    static let spec = CommandSpec(
        command: "check", arguments: "[PATH…]",
        description: """
            Loads every lesson and quiz under PATH (default: lessons quizzes), runs every scenario,
            evaluates every `expect` query and option predicate, checks that every question has its
            text in every language the lesson declares, and grades each sample answer expecting the
            verdict the lesson declares. A PATH of `-` is a quiz read from standard input
            (`<stdin>` in messages), checked against the lessons given beside it. Problems are
            printed on standard error as `file:line:column: error: message` lines, the form
            editors and CI annotations read.
            """,
        options: [
            .flag("coverage", help: "also print, for every fact of shared/FIDELITY.md (1…53), how many questions ask it "
                + "(their `facts:` tags), the facts asked by fewer than 2 questions and the questions without tags; "
                + "it does not change the exit status"),
        ],
        exitStatus: """
            Exit status: 0 when everything is sound, 1 when a problem was found, 2 for a usage
            error or a PATH that does not exist.
            """)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let paths = arguments.positional.isEmpty ? ["lessons", "quizzes"] : arguments.positional
        // A path that is not there is an input error (2), not a problem found in a lesson (1).
        let missing = paths.filter { $0 != "-" && !FileManager.default.fileExists(atPath: $0) }
        let library = LessonLibrary.load(paths: paths)
        let result = LessonChecker.check(library, engine: ScenarioLanguageEngine())
        for diagnostic in result.diagnostics {
            printError(diagnostic.description + "\n")
        }
        if arguments.flag("coverage") {
            for line in FactCoverage(library).lines { print(line) }
        }
        let counts = "\(result.lessons) lesson\(result.lessons == 1 ? "" : "s") (\(result.questions) questions, "
            + "\(result.scenarios) scenarios, \(result.samples) samples), \(result.quizzes) quiz\(result.quizzes == 1 ? "" : "zes")"
        if result.diagnostics.isEmpty {
            print("checked \(counts): no problems")
            return 0
        }
        print("checked \(counts): \(result.diagnostics.count) problem\(result.diagnostics.count == 1 ? "" : "s")")
        return missing.isEmpty ? 1 : 2
    }
}
