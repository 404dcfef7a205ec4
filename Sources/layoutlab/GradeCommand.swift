import Foundation
import Grading
import Lessons

/// `layoutlab grade QUIZ SHEET…`: grades answer sheets against a quiz and writes a report.
enum GradeCommand: Subcommand {
    static let name = "grade"
    static let summary = "grade answer sheets against a quiz (text, json, junit or tap)"

    static let help = """
        usage: layoutlab grade QUIZ SHEET… [--format text|json|junit|tap] [--lang ko|zh|en] [--lessons DIR]

        Grades each answer SHEET (YAML: quiz, learner, lang, answers) against QUIZ (a quiz file,
        or a quiz id found in ./quizzes) and writes one report to standard output.

          --format   text (default), json, junit (JUnit XML) or tap (TAP version 14)
          --lang     language of explanations; default: the sheet's `lang`, else en
          --lessons  the lessons folder; default: `lessons` beside the quiz's folder, else ./lessons

        Exit status: 0 when every sheet reaches the quiz's pass mark, 1 when one does not,
        2 for a usage error or unreadable input (quiz, lessons or sheet).

        """

    static func main(_ arguments: [String]) -> Int32 {
        var format = ReportFormat.text
        var language: Language?
        var lessonsDirectory: String?
        var positional: [String] = []
        var index = 0
        func value(_ option: String) -> String? {
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                print(help, terminator: "")
                return 0
            case "--format":
                guard let text = value(argument), let chosen = ReportFormat(rawValue: text) else {
                    return usage("--format needs one of: text, json, junit, tap")
                }
                format = chosen
            case "--lang":
                guard let text = value(argument), let chosen = Language(rawValue: text) else {
                    return usage("--lang needs one of: ko, zh, en")
                }
                language = chosen
            case "--lessons":
                guard let text = value(argument) else { return usage("--lessons needs a folder") }
                lessonsDirectory = text
            default:
                if argument.hasPrefix("-") && argument != "-" { return usage("unknown option '\(argument)'") }
                positional.append(argument)
            }
            index += 1
        }
        guard positional.count >= 2 else { return usage("give a quiz and at least one answer sheet") }
        let quizPath = resolveQuiz(positional[0])
        let lessons = lessonsDirectory ?? defaultLessons(for: quizPath)
        let library = LessonLibrary.load(paths: [lessons, quizPath])
        if !library.diagnostics.isEmpty {
            for diagnostic in library.diagnostics { printError(diagnostic.description + "\n") }
            printError("layoutlab grade: the quiz or its lessons have problems; run `layoutlab check` on them\n")
            return 2
        }
        guard let quiz = library.quizzes.first(where: { $0.position.file == quizPath }) ?? library.quizzes.first else {
            printError("\(quizPath):1:1: error: no quiz found\n  hint: give a quiz file, e.g. quizzes/render-loop-basics.yaml\n")
            return 2
        }
        let grader = Grader(library: library, engine: ScenarioLanguageEngine())
        var results: [SheetResult] = []
        for path in positional.dropFirst() {
            do throws(LessonDiagnostic) {
                let sheet = try AnswerSheet.read(try LessonFile.load(path))
                results.append(try SheetResult.grade(sheet, quiz: quiz, grader: grader, language: language ?? sheet.language ?? .en))
            } catch {
                printError(error.description + "\n")
                return 2
            }
        }
        print(format.render(results), terminator: "")
        return results.allSatisfy(\.passed) ? 0 : 1
    }

    /// A quiz file, or the file in ./quizzes holding a quiz with that id.
    static func resolveQuiz(_ argument: String) -> String {
        if FileManager.default.fileExists(atPath: argument) { return argument }
        for candidate in ["quizzes/\(argument).yaml", "quizzes/\(argument).yml"] where FileManager.default.fileExists(atPath: candidate) {
            return candidate
        }
        return argument
    }

    /// `lessons` beside the quiz's folder (`quizzes/../lessons`), else `./lessons`.
    static func defaultLessons(for quizPath: String) -> String {
        let quiz = URL(fileURLWithPath: quizPath).standardizedFileURL
        let sibling = quiz.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lessons").path
        return FileManager.default.fileExists(atPath: sibling) ? relativeIfPossible(sibling) : "lessons"
    }

    /// Keeps paths relative to the current directory, so reports do not show machine paths.
    static func relativeIfPossible(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
        return path
    }

    static func usage(_ message: String) -> Int32 {
        printError("layoutlab grade: \(message)\n" + help)
        return 2
    }
}
