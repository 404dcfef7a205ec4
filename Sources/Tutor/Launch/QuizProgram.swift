import Foundation
import Grading
import Lessons
import Scenario
import TextBasics

/// `layoutlab quiz QUIZ [--learner NAME] [--out SHEET.yaml]`: finds the quiz (a file, or an
/// id in the lessons root's `quizzes/`), loads its lessons, and runs a QuizSession on the
/// terminal or from a pipe.
public enum QuizProgram {
    /// Runs the quiz for `arguments`; the exit code (0 passed, 1 not passed, 2 usage or input error).
    public static func run(_ options: TutorOptions) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let errors = StandardError()
        guard let name = options.positional.first else {
            errors.write(
                options.errorPrefix
                    + "give a quiz (its id, e.g. render-loop-basics, or its file)\n  hint: `layoutlab quiz --help`\n")
            return 2
        }
        let launch = TutorLaunch(options: options, environment: environment)
        guard let root = LessonLocator.locateReporting(options: options, environment: environment, errors: errors)
        else { return 2 }
        let quizPath = resolve(name, root: root)
        let library = LessonLibrary.load(paths: [root.appendingPathComponent("lessons").path, quizPath])
        let quizFile = quizPath == "-" ? LessonFile.standardInputName : quizPath
        guard let quiz = library.quizzes.first(where: { $0.id == name || $0.position.file == quizFile }) else {
            let known = library.quizzes.map(\.id).sorted()
            errors.write(
                options.errorPrefix + "no quiz '\(name)'"
                    + (EditDistance.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? "")
                    + (known.isEmpty ? "" : "; the quizzes are: " + known.joined(separator: ", ")) + "\n")
            return 2
        }
        // A broken lesson elsewhere is reported; the quiz still runs if its questions load.
        let problems = library.diagnostics
        if !problems.isEmpty { errors.write(problems.map(\.description).joined(separator: "\n") + "\n") }
        let grader = Grader(library: library, engine: ScenarioLanguageEngine())
        if options.template {
            return writeTemplate(quiz: quiz, library: library, grader: grader, options: options, errors: errors)
        }
        // `layoutlab quiz -` read the quiz from standard input to its end: the answers come
        // from the terminal, as they would with the quiz in a file.
        if quizPath == "-", !readFromTerminal() {
            errors.write(
                options.errorPrefix
                    + "the quiz came from standard input, so the answers must come from a terminal, and there is none (/dev/tty)\n"
                    + "  hint: give the quiz as a file (`layoutlab quiz quiz.yaml`) to answer it from a pipe\n")
            return 2
        }
        let learner = options.learner ?? environment["USER"].flatMap { $0.isEmpty ? nil : $0 } ?? "learner"
        let sheetPath = options.outPath ?? "\(quiz.id)-\(fileSafe(learner)).yaml"
        let session = QuizSession(
            quiz: quiz, library: library, grader: grader,
            input: launch.makeInput(), output: launch.output, errors: launch.errors, language: options.language,
            style: launch.style, columns: launch.columns, terminalSize: { TerminalSize.current() }, learner: learner)
        return session.run(sheetPath: sheetPath)
    }

    /// `quiz QUIZ --template`: the blank sheet, to `--out` or standard output.
    static func writeTemplate(
        quiz: Quiz, library: LessonLibrary, grader: Grader, options: TutorOptions, errors: StandardError
    ) -> Int32 {
        let text: String
        do throws(YAMLEmitter.Failure) {
            text = try SheetTemplate.yaml(
                quiz: quiz, library: library, grader: grader, learner: options.learner ?? "", language: options.language
            )
        } catch {
            errors.write(options.errorPrefix + error.description + "\n")
            return 2
        }
        guard let path = options.outPath else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return 0
        }
        // "x": a sheet already there (perhaps filled in) is never overwritten.
        guard let file = fopen(path, "wx") else {
            let exists = errno == EEXIST
            errors.write(
                LessonDiagnostic(
                    exists
                        ? "the file exists already"
                        : "cannot write the answer sheet (\(String(cString: strerror(errno))))",
                    at: FilePosition(file: path, line: 1, column: 1),
                    hint: exists
                        ? "give --out a new file's name, or remove this one"
                        : "give --out a path in a folder that exists and you may write to"
                )
                .description + "\n")
            return 2
        }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count, fflush(file) == 0 else {
            errors.write(
                LessonDiagnostic(
                    "cannot write the answer sheet (\(String(cString: strerror(errno))))",
                    at: FilePosition(file: path, line: 1, column: 1),
                    hint: "check the space left on the disk"
                ).description + "\n")
            return 2
        }
        return 0
    }

    /// A quiz file as given (`-` for standard input), else `quizzes/NAME.yaml` under the lessons root.
    static func resolve(_ name: String, root: URL) -> String {
        if name == "-" || FileManager.default.fileExists(atPath: name) { return name }
        for candidate in ["\(name).yaml", "\(name).yml"] {
            let path = root.appendingPathComponent("quizzes").appendingPathComponent(candidate).path
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return root.appendingPathComponent("quizzes").path
    }

    /// Makes the terminal (/dev/tty) standard input, in place of the drained pipe; false when
    /// there is no terminal.
    static func readFromTerminal() -> Bool {
        let terminal = open("/dev/tty", O_RDONLY | O_CLOEXEC)
        guard terminal >= 0 else { return false }
        defer { close(terminal) }
        return dup2(terminal, 0) == 0
    }

    /// A learner name as a file name part: letters, digits, `-`, `_`, `.`; others become `_`.
    static func fileSafe(_ name: String) -> String {
        let safe = String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" }).trimmingCharacters(
            in: CharacterSet(charactersIn: "."))
        return safe.isEmpty ? "learner" : String(safe.prefix(64))
    }
}
