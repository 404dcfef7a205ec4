import Arguments
import Foundation
import Grading
import Lessons
import Scenario
import Simulator
import TextBasics
import Tutor

/// `layoutlab grade QUIZ SHEET…`: grades answer sheets against a quiz and writes a report.
enum GradeCommand: Subcommand {
    static let summary =
        "grade answer sheets against a quiz (\(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")))"
    static let spec = CommandSpec(
        command: "grade", arguments: "QUIZ SHEET…",
        description: """
            Grades each answer SHEET (YAML: quiz, learner, lang, answers) against QUIZ (a quiz
            file, or a quiz id found in ./quizzes) and writes one report to standard output.
            `-` reads the quiz or one sheet from standard input.
            """,
        options: [
            .value(
                "format", "FORMAT", choices: ReportFormat.allCases.map(\.rawValue),
                help: ReportFormat.helpList),
            .value(
                "lang", "LANG", choices: Language.allCases.map(\.rawValue),
                help:
                    "language of explanations and of the class reports: \(Language.codesInWords) (default: the sheet's `lang`, else en; for markdown and html, the language most sheets are in)"
            ),
            .value(
                "lessons", "DIR",
                help: "the lessons folder (default: `lessons` beside the quiz's folder, else ./lessons)"),
            .flag(
                "strict",
                help:
                    "a sheet with any problem (an unknown key, no learner, an answer to a question the quiz does not ask) is not graded"
            ),
            .value(
                "visibility", "WHEN", choices: GradescopeVisibility.allCases.map(\.rawValue),
                help:
                    "gradescope: when learners see the questions they got wrong and their score: after_due_date (default), after_published, visible or hidden"
            ),
        ],
        exitStatus: """
            What can be graded is graded: a problem in a sheet (an unknown key, no learner, an
            answer to a question the quiz does not ask, a sheet for another quiz, a learner already
            graded in another sheet) is a warning on standard error and beside the sheet's grade in
            every format; with --strict such a sheet is not graded. A sheet that cannot be read at
            all (unreadable YAML) is reported in its place and scores 0 of the quiz's points; the
            other sheets are still graded. Scores count partial credit. LAYOUTLAB_NOW (ISO 8601)
            fixes the report's timestamp, and Gradescope's execution_time to 0.

            Exit status: 0 when every sheet reaches the quiz's pass mark, 1 when one does not or
            cannot be graded, 2 for a usage error, an unreadable quiz or lessons, or when no
            sheet at all could be graded.
            """)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let format = arguments.value("format").flatMap(ReportFormat.init(rawValue:)) ?? .text
        let language = arguments.value("lang").flatMap(Language.init(rawValue:))
        let lessonsDirectory = arguments.value("lessons")
        let strict = arguments.flag("strict")
        let visibility = arguments.value("visibility").flatMap(GradescopeVisibility.init(rawValue:)) ?? .afterDueDate
        let positional = arguments.positional
        guard positional.count >= 2 else { return usage("give a quiz and at least one answer sheet") }
        let quizPath = resolveQuiz(positional[0])
        if quizPath != "-" && !FileManager.default.fileExists(atPath: quizPath) {
            return missingQuiz(quizPath)
        }
        let lessons = lessonsDirectory ?? (quizPath == "-" ? "lessons" : defaultLessons(for: quizPath))
        let library = LessonLibrary.load(paths: [lessons, quizPath])
        let quizFile = quizPath == "-" ? LessonFile.standardInputName : quizPath
        if !library.diagnostics.isEmpty {
            for diagnostic in library.diagnostics { printError(diagnostic.description + "\n") }
            return fail("the quiz or its lessons have problems; run `layoutlab check` on them")
        }
        guard let quiz = library.quizzes.first(where: { $0.position.file == quizFile }) ?? library.quizzes.first else {
            printError(
                "\(quizFile):1:1: error: no quiz found\n  hint: give a quiz file, e.g. quizzes/render-loop-basics.yaml\n"
            )
            return 2
        }
        let timestamp: Date
        switch gradingTime() {
        case .failure(let error):
            printError(error.description)
            return 2
        case .success(let date): timestamp = date
        }
        // The real run time, for Gradescope's execution_time; none under LAYOUTLAB_NOW, whose
        // reports are the same on every run.
        let started = ProcessInfo.processInfo.systemUptime
        let fixedClock = ProcessInfo.processInfo.environment["LAYOUTLAB_NOW"].map { !$0.isEmpty } ?? false
        let elapsed: @Sendable () -> Double = { fixedClock ? 0 : ProcessInfo.processInfo.systemUptime - started }
        let grader = Grader(library: library, engine: ScenarioLanguageEngine())
        var writer = format.writer(
            context: ReportContext(timestamp: timestamp, elapsed: elapsed, visibility: visibility, language: language))
        StandardStreams.writeOutput(writer.header())
        // Sheets are read on one thread and graded on others while the report is written here,
        // one sheet at a time and in order: memory stays flat in their number. A sheet that
        // cannot be graded is reported in its place (and on standard error); the rest go on.
        let sheets = Array(positional.dropFirst())
        let grading = SheetGrading(
            paths: sheets, quiz: quiz, grader: grader, language: language, strict: strict,
            workers: SheetGrading.workers(for: sheets.count, grader: grader), render: writer.independentSheet)
        var graded = 0, allPassed = true
        for index in sheets.indices {
            let sheet = grading.sheet(at: index)
            for message in sheet.messages { printError(message) }
            if sheet.wasGraded { graded += 1 }
            allPassed = allPassed && sheet.result.passed
            StandardStreams.writeOutput(sheet.text ?? writer.sheet(sheet.result))
        }
        StandardStreams.writeOutput(writer.footer())
        if graded == 0 { return fail("no answer sheet could be graded") }
        return allPassed ? 0 : 1
    }

    /// A learner's name as two sheets are compared, by what a reader sees: compatibility-
    /// normalised (full-width `ｋｉｍ` is `kim`), without invisible and format characters (a
    /// zero-width space or soft hyphen inside `bob`, the ones SafeText escapes, and Unicode's
    /// other default-ignorable code points), case-folded, with runs of spaces made one and none
    /// at the ends (`Kim  Lee ` is `kim lee`).
    static func normalizedLearner(_ name: String) -> String {
        var visible = String.UnicodeScalarView()
        for scalar in name.precomposedStringWithCompatibilityMapping.unicodeScalars
        where !scalar.properties.isDefaultIgnorableCodePoint
            && !(SafeText.isUnsafe(scalar) && !scalar.properties.isWhitespace)
        {
            visible.append(scalar)
        }
        return String(visible).lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The moment reports are stamped with (JUnit's `timestamp`): `LAYOUTLAB_NOW` if set, so
    /// reports are the same on every run, else the wall clock.
    static func gradingTime() -> Result<Date, UsageError> {
        guard let text = ProcessInfo.processInfo.environment["LAYOUTLAB_NOW"], !text.isEmpty else {
            return .success(Date())
        }
        guard let date = ISO8601DateFormatter().date(from: text) else {
            return .failure(
                spec.error(
                    "LAYOUTLAB_NOW='\(text)' is not an ISO 8601 moment such as 2026-01-31T09:00:00Z",
                    hint: "unset it or fix it"))
        }
        return .success(date)
    }

    /// QUIZ names no file and no quiz in ./quizzes: the one error shape, with the quizzes there are.
    static func missingQuiz(_ argument: String) -> Int32 {
        let known = ((try? FileManager.default.contentsOfDirectory(atPath: "quizzes")) ?? [])
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
            .map { String($0[..<($0.lastIndex(of: ".") ?? $0.endIndex)]) }.sorted()
        let suggestion = EditDistance.closest(to: argument, in: known).map { "; did you mean '\($0)'?" } ?? ""
        let hint =
            known.isEmpty
            ? "give a quiz file (e.g. quizzes/render-loop-basics.yaml), or run from the folder whose quizzes/ holds it"
            : "give a quiz file, or one of the quiz ids in ./quizzes: " + known.joined(separator: ", ")
        printError(
            LessonDiagnostic(
                "no quiz file '\(argument)', and no quiz '\(argument)' in ./quizzes" + suggestion,
                at: FilePosition(file: argument, line: 1, column: 1), hint: hint
            ).description + "\n")
        return 2
    }

    /// A quiz file, or the file holding a quiz with that id in ./quizzes, else in the quizzes
    /// installed with `layoutlab` (`make install`: PREFIX/share/layoutlab/quizzes).
    static func resolveQuiz(_ argument: String) -> String {
        if FileManager.default.fileExists(atPath: argument) { return argument }
        var folders = ["quizzes"]
        if let root = installedRoot { folders.append(root.appendingPathComponent("quizzes").path) }
        for folder in folders {
            for candidate in ["\(folder)/\(argument).yaml", "\(folder)/\(argument).yml"]
            where FileManager.default.fileExists(atPath: candidate) {
                return candidate
            }
        }
        return argument
    }

    /// `lessons` beside the quiz's folder (`quizzes/../lessons`), else `./lessons`, else the
    /// lessons installed with `layoutlab`.
    static func defaultLessons(for quizPath: String) -> String {
        let quiz = URL(fileURLWithPath: quizPath).standardizedFileURL
        let sibling = quiz.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lessons")
            .path
        if FileManager.default.fileExists(atPath: sibling) { return relativeIfPossible(sibling) }
        if !FileManager.default.fileExists(atPath: "lessons"), let root = installedRoot {
            return root.appendingPathComponent("lessons").path
        }
        return "lessons"
    }

    /// The folder holding the lessons and quizzes `layoutlab` finds on its own (the tutor's
    /// search: the current folder, the package it was built in, PREFIX/share/layoutlab).
    static var installedRoot: URL? {
        try? LessonLocator.locate(
            currentDirectory: FileManager.default.currentDirectoryPath, executablePath: LessonLocator.executablePath,
            environment: ProcessInfo.processInfo.environment
        ).get()
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
