import Foundation
import Grading
import Lessons

/// `layoutlab check [PATH…]`: loads lessons and quizzes, runs every scenario, evaluates every
/// query and option predicate, checks translation parity and grades every sample answer.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let summary = "check lessons and quizzes: scenarios, queries, translations, samples"

    static let help = """
        usage: layoutlab check [PATH…]

        Loads every lesson and quiz under PATH (default: lessons quizzes), runs every scenario,
        evaluates every `expect` query and option predicate, checks that every question has its
        text in every language the lesson declares, and grades each sample answer expecting the
        verdict the lesson declares. Problems are printed as file:line:column diagnostics.

        Exit status: 0 when everything is sound, 1 when a problem was found, 2 for a usage error.

        """

    static func main(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help, terminator: "")
            return 0
        }
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            printError("layoutlab check: unknown option '\(option)'\n" + help)
            return 2
        }
        let paths = arguments.isEmpty ? ["lessons", "quizzes"] : arguments
        let library = LessonLibrary.load(paths: paths)
        let result = LessonChecker.check(library, engine: ScenarioLanguageEngine())
        for diagnostic in result.diagnostics {
            printError(diagnostic.description + "\n")
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
