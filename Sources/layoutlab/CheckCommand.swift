import Arguments
import Foundation
import Grading
import Lessons
import TextBasics
import Tutor

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
            verdict the lesson declares. It also lints the learner-visible words of every lesson
            and of the tutor's and grader's string tables (when run in a source tree) against the
            glossary (`lessons/glossary.yaml`) and for Korean particle alternations such as `은(는)`.
            A PATH of `-` is a quiz read from standard input (`<stdin>` in messages), checked
            against the lessons given beside it. Problems are printed on standard error as
            `file:line:column: error: message` (or `warning:`) lines, the form editors and CI
            annotations read.
            """,
        options: [
            .flag(
                "coverage",
                help:
                    "also print, for every fact of \(Fact.file) (\(Fact.numbers.lowerBound)…\(Fact.numbers.upperBound)), how many questions ask it "
                    + "(their `facts:` tags), the facts asked by fewer than 2 questions and the questions without tags; "
                    + "it does not change the exit status")
        ],
        exitStatus: """
            Exit status: 0 when everything is sound (warnings allowed), 1 when an error was found, 2 for a usage
            error or a PATH that does not exist.
            """)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let paths = arguments.positional.isEmpty ? ["lessons", "quizzes"] : arguments.positional
        // A path that is not there is an input error (2), not a problem found in a lesson (1).
        let missing = paths.filter { $0 != "-" && !FileManager.default.fileExists(atPath: $0) }
        let stringTables = stringTables(near: paths)
        // The language lint of the tutor's and grader's string tables (the learner reads them
        // on one screen with the lessons) needs only the glossary: it starts as soon as the
        // glossary is read, on another core, while this one reads the lessons.
        var tableLint: BackgroundJob<[LessonDiagnostic]>?
        let library = LessonLibrary.load(paths: paths) { glossary in
            let glossaryFile = glossary?.position.file ?? "lessons/\(Glossary.fileName)"
            tableLint = BackgroundJob {
                TermLint.check(swiftFiles: stringTables, glossary: glossary, glossaryFile: glossaryFile)
            }
        }
        let grader = Grader(library: library, engine: ScenarioLanguageEngine())
        // What the tutor shows before an answer (the form's example, `:code`, `:trace`) must not be
        // it: checked lesson by lesson with the rest, while the lesson's runs are kept. The
        // course-wide checks run beside the lessons, on the same cores.
        var result = LessonChecker.check(
            library, grader: grader, alongside: { ShownTextCheck.check($0, grader: $1) },
            besides: [
                // What a section quotes of its example's output is what `:run` shows.
                { ProsePromiseCheck.check(library) },
                // The language lint: the glossary's terms and Korean particles, in the lessons'
                // text and (started above) in the string tables.
                { TermLint.check(library) },
                { tableLint?.value ?? [] },
            ])
        result.diagnostics = result.diagnostics.sortedByPosition()
        for diagnostic in result.diagnostics {
            printError(diagnostic.description + "\n")
        }
        if arguments.flag("coverage") {
            for line in FactCoverage(library).lines { printOutput(line) }
        }
        let counts =
            "\(result.lessons) lesson\(result.lessons == 1 ? "" : "s") (\(result.questions) questions, "
            + "\(result.scenarios) scenarios, \(result.samples) samples), \(result.quizzes) quiz\(result.quizzes == 1 ? "" : "zes")"
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let warnings = result.diagnostics.count - errors
        let warningText = warnings == 0 ? "" : ", \(warnings) warning\(warnings == 1 ? "" : "s")"
        if errors == 0 {
            printOutput("checked \(counts): no problems" + warningText)
            return missing.isEmpty ? 0 : 2
        }
        printOutput("checked \(counts): \(errors) problem\(errors == 1 ? "" : "s")" + warningText)
        return missing.isEmpty ? 1 : 2
    }

    /// The tutor's and grader's Swift string tables, when the check runs in (or next to) a
    /// LayoutLab source tree: `Sources/Tutor`, `Sources/Grading` and `Sources/layoutlab` (the `new lesson` template) under the current folder or
    /// under a parent of a checked path. An installed binary without sources lints lessons only.
    static func stringTables(near paths: [String]) -> [String] {
        let manager = FileManager.default
        var roots = ["."]
        for path in paths where path != "-" {  // standard input has no folder
            var folder = PathText.parent(of: path)
            for _ in 0..<3 where !folder.isEmpty {
                roots.append(folder)
                folder = PathText.parent(of: folder)
            }
        }
        for root in roots {
            let tutor = (root as NSString).appendingPathComponent("Sources/Tutor")
            guard manager.fileExists(atPath: (tutor as NSString).appendingPathComponent("Localization")) else {
                continue
            }
            var files: [String] = []
            for module in ["Sources/Tutor", "Sources/Grading", "Sources/layoutlab"] {
                let folder = root == "." ? module : (root as NSString).appendingPathComponent(module)
                let found = (manager.subpaths(atPath: folder) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
                files += found.map { (folder as NSString).appendingPathComponent($0) }
            }
            return files
        }
        return []
    }
}
