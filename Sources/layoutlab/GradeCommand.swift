import Arguments
import Foundation
import Grading
import Lessons
import Simulator

/// `layoutlab grade QUIZ SHEET…`: grades answer sheets against a quiz and writes a report.
enum GradeCommand: Subcommand {
    static let summary = "grade answer sheets against a quiz (text, json, junit, tap, gradescope, classroom)"
    static let spec = CommandSpec(
        command: "grade", arguments: "QUIZ SHEET…",
        description: """
            Grades each answer SHEET (YAML: quiz, learner, lang, answers) against QUIZ (a quiz
            file, or a quiz id found in ./quizzes) and writes one report to standard output.
            `-` reads the quiz or one sheet from standard input.
            """,
        options: [
            .value("format", "FORMAT", choices: ReportFormat.allCases.map(\.rawValue),
                   help: "text (default), json (schema layoutlab.grade/1), junit (JUnit XML), tap (TAP version 13), gradescope (results.json) or classroom (GitHub Classroom)"),
            .value("lang", "LANG", choices: Language.allCases.map(\.rawValue),
                   help: "language of explanations: ko, zh or en (default: the sheet's `lang`, else en)"),
            .value("lessons", "DIR", help: "the lessons folder (default: `lessons` beside the quiz's folder, else ./lessons)"),
        ],
        exitStatus: """
            A sheet that cannot be graded (unreadable YAML, another quiz, no learner, a learner
            already graded in another sheet) is reported in its place in every format, and on
            standard error; the other sheets are still graded. Scores count partial credit.
            LAYOUTLAB_NOW (ISO 8601) fixes the report's timestamp.

            Exit status: 0 when every sheet reaches the quiz's pass mark, 1 when one does not or
            cannot be graded, 2 for a usage error, an unreadable quiz or lessons, or when no
            sheet at all could be graded.
            """)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let format = arguments.value("format").flatMap(ReportFormat.init(rawValue:)) ?? .text
        let language = arguments.value("lang").flatMap(Language.init(rawValue:))
        let lessonsDirectory = arguments.value("lessons")
        let positional = arguments.positional
        guard positional.count >= 2 else { return usage("give a quiz and at least one answer sheet") }
        let quizPath = resolveQuiz(positional[0])
        let lessons = lessonsDirectory ?? (quizPath == "-" ? "lessons" : defaultLessons(for: quizPath))
        let library = LessonLibrary.load(paths: [lessons, quizPath])
        let quizFile = quizPath == "-" ? LessonFile.standardInputName : quizPath
        if !library.diagnostics.isEmpty {
            for diagnostic in library.diagnostics { printError(diagnostic.description + "\n") }
            return fail("the quiz or its lessons have problems; run `layoutlab check` on them")
        }
        guard let quiz = library.quizzes.first(where: { $0.position.file == quizFile }) ?? library.quizzes.first else {
            printError("\(quizFile):1:1: error: no quiz found\n  hint: give a quiz file, e.g. quizzes/render-loop-basics.yaml\n")
            return 2
        }
        let timestamp: Date
        switch gradingTime() {
        case .failure(let error):
            printError(error.description)
            return 2
        case .success(let date): timestamp = date
        }
        let grader = Grader(library: library, engine: ScenarioLanguageEngine())
        var writer = format.writer(context: ReportContext(timestamp: timestamp))
        StandardStreams.writeOutput(writer.header())
        // Sheets are graded and written one at a time: memory stays flat in their number. A sheet
        // that cannot be graded is reported in its place (and on standard error); the rest go on.
        var learners: [String: String] = [:]
        var graded = 0, allPassed = true
        for path in positional.dropFirst() {
            let result: SheetResult
            var learner: String?
            do throws(LessonDiagnostic) {
                let sheet = try AnswerSheet.read(try readSheet(path))
                learner = sheet.learner
                let key = normalizedLearner(sheet.learner)
                if let earlier = learners[key] {
                    throw LessonDiagnostic(
                        "learner '\(sheet.learner)' is graded twice: in \(earlier) and in \(sheet.file)", at: sheet.learnerPosition,
                        hint: "give each learner one sheet (names are compared ignoring case and extra spaces)")
                }
                learners[key] = sheet.file
                result = try SheetResult.grade(sheet, quiz: quiz, grader: grader, language: language ?? sheet.language ?? .en)
                graded += 1
            } catch {
                printError(error.description + "\n")
                result = .broken(file: path == "-" ? LessonFile.standardInputName : path, learner: learner, quiz: quiz.id, error: error)
            }
            allPassed = allPassed && result.passed
            StandardStreams.writeOutput(writer.sheet(result))
        }
        StandardStreams.writeOutput(writer.footer())
        if graded == 0 { return fail("no answer sheet could be graded") }
        return allPassed ? 0 : 1
    }

    /// A learner's name as two sheets are compared: Unicode-normalised, case-folded, with runs of
    /// spaces made one and none at the ends (`Kim  Lee ` is `kim lee`).
    static func normalizedLearner(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping.lowercased()
            .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The moment reports are stamped with (JUnit's `timestamp`): `LAYOUTLAB_NOW` if set, so
    /// reports are the same on every run, else the wall clock.
    static func gradingTime() -> Result<Date, UsageError> {
        guard let text = ProcessInfo.processInfo.environment["LAYOUTLAB_NOW"], !text.isEmpty else { return .success(Date()) }
        guard let date = ISO8601DateFormatter().date(from: text) else {
            return .failure(spec.error("LAYOUTLAB_NOW='\(text)' is not an ISO 8601 moment such as 2026-01-31T09:00:00Z", hint: "unset it or fix it"))
        }
        return .success(date)
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
        path == "-" ? try LessonFile.loadStandardInput() : try LessonFile.load(path)
    }
}
