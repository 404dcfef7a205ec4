import Arguments
import Foundation
import Grading
import Lessons

/// `layoutlab grade QUIZ SHEET…`: grades answer sheets against a quiz and writes a report.
enum GradeCommand: Subcommand {
    static let summary = "grade answer sheets against a quiz (text, json, junit or tap)"
    static let spec = CommandSpec(
        command: "grade", arguments: "QUIZ SHEET…",
        description: """
            Grades each answer SHEET (YAML: quiz, learner, lang, answers; `-` reads one from
            standard input) against QUIZ (a quiz file, or a quiz id found in ./quizzes) and
            writes one report to standard output.
            """,
        options: [
            .value("format", "FORMAT", choices: ReportFormat.allCases.map(\.rawValue),
                   help: "text (default), json, junit (JUnit XML) or tap (TAP version 13)"),
            .value("lang", "LANG", choices: Language.allCases.map(\.rawValue),
                   help: "language of explanations: ko, zh or en (default: the sheet's `lang`, else en)"),
            .value("lessons", "DIR", help: "the lessons folder (default: `lessons` beside the quiz's folder, else ./lessons)"),
        ],
        exitStatus: """
            Exit status: 0 when every sheet reaches the quiz's pass mark, 1 when one does not,
            2 for a usage error or unreadable input (quiz, lessons or sheet).
            """)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let format = arguments.value("format").flatMap(ReportFormat.init(rawValue:)) ?? .text
        let language = arguments.value("lang").flatMap(Language.init(rawValue:))
        let lessonsDirectory = arguments.value("lessons")
        let positional = arguments.positional
        guard positional.count >= 2 else { return usage("give a quiz and at least one answer sheet") }
        let quizPath = resolveQuiz(positional[0])
        let lessons = lessonsDirectory ?? defaultLessons(for: quizPath)
        let library = LessonLibrary.load(paths: [lessons, quizPath])
        if !library.diagnostics.isEmpty {
            for diagnostic in library.diagnostics { printError(diagnostic.description + "\n") }
            return fail("the quiz or its lessons have problems; run `layoutlab check` on them")
        }
        guard let quiz = library.quizzes.first(where: { $0.position.file == quizPath }) ?? library.quizzes.first else {
            printError("\(quizPath):1:1: error: no quiz found\n  hint: give a quiz file, e.g. quizzes/render-loop-basics.yaml\n")
            return 2
        }
        let grader = Grader(library: library, engine: ScenarioLanguageEngine())
        var results: [SheetResult] = []
        for path in positional.dropFirst() {
            do throws(LessonDiagnostic) {
                let sheet = try AnswerSheet.read(try readSheet(path))
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

    /// The YAML of an answer sheet, from its file or, for `-`, from standard input.
    static func readSheet(_ path: String) throws(LessonDiagnostic) -> YAMLNode {
        guard path == "-" else { return try LessonFile.load(path) }
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let text = String(data: data, encoding: .utf8) else {
            throw LessonDiagnostic("standard input is not UTF-8 text", at: FilePosition(file: "<stdin>", line: 1, column: 1), hint: "send the sheet as UTF-8")
        }
        return try YAMLLoader.load(text, file: "<stdin>")
    }
}
