import Foundation
import Grading
import Lessons

/// `layoutlab check [PATH…]`: loads lessons and quizzes, runs every scenario, evaluates every
/// query and option predicate, checks translation parity and grades every sample answer.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let summary = "check lessons and quizzes: scenarios, queries, translations, samples"

    static let help = """
        usage: layoutlab check [--coverage] [PATH…]

        Loads every lesson and quiz under PATH (default: lessons quizzes), runs every scenario,
        evaluates every `expect` query and option predicate, checks that every question has its
        text in every language the lesson declares, and grades each sample answer expecting the
        verdict the lesson declares. Problems are printed as file:line:column diagnostics.

        --coverage   also print, for every fact of shared/FIDELITY.md (1…53), how many questions
                     ask it (their `facts:` tags), the facts asked by fewer than 2 questions and
                     the questions without tags. It does not change the exit status.

        Exit status: 0 when everything is sound, 1 when a problem was found, 2 for a usage error.

        """

    static func main(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help, terminator: "")
            return 0
        }
        let coverage = arguments.contains("--coverage")
        let rest = arguments.filter { $0 != "--coverage" }
        if let option = rest.first(where: { $0.hasPrefix("-") }) {
            printError("layoutlab check: unknown option '\(option)'\n" + help)
            return 2
        }
        let paths = rest.isEmpty ? ["lessons", "quizzes"] : rest
        let library = LessonLibrary.load(paths: paths)
        let result = LessonChecker.check(library, engine: ScenarioLanguageEngine())
        for diagnostic in result.diagnostics {
            printError(diagnostic.description + "\n")
        }
        if coverage {
            for line in FactCoverage(library).lines { print(line) }
        }
        let counts = "\(result.lessons) lesson\(result.lessons == 1 ? "" : "s") (\(result.questions) questions, "
            + "\(result.scenarios) scenarios, \(result.samples) samples), \(result.quizzes) quiz\(result.quizzes == 1 ? "" : "zes")"
        if result.diagnostics.isEmpty {
            print("checked \(counts): no problems")
            return 0
        }
        print("checked \(counts): \(result.diagnostics.count) problem\(result.diagnostics.count == 1 ? "" : "s")")
        return 1
    }
}
