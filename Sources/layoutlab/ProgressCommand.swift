import Arguments
import Foundation
import Tutor

/// `layoutlab progress`: what the learner has answered, per lesson, and what is due for review.
enum ProgressCommand: Subcommand {
    static let summary = "show your progress per lesson and what is due for review"
    static let spec = CommandSpec(
        command: "progress", arguments: "",
        description: """
            Shows, per lesson, how many questions you answered and got right, your attempts and
            when you last studied, then what `layoutlab review` will ask.
            Progress lives in $LAYOUTLAB_STATE_DIR, else $XDG_STATE_HOME/layoutlab, else
            ~/.local/state/layoutlab (file progress.json).
            """,
        options: TutorOptions.commandOptions(), maxPositional: 0,
        exitStatus: "Exit status: 0 shown, 2 for a usage error or an unusable state folder.")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let options: TutorOptions
        switch tutorOptions(arguments) {
        case .failure(let exit): return exit.status
        case .success(let parsed): options = parsed
        }
        let launch = TutorLaunch(options: options)
        let now: Date
        switch launch.now() {
        case .failure(let error):
            printError(options.errorPrefix + error.message + "\n")
            return 2
        case .success(let date): now = date
        }
        guard let store = launch.openStore(.lockIfFree, now: now)?.store else { return 2 }
        // Titles come from the lessons when they can be found; without them, lessons show by id.
        let environment = ProcessInfo.processInfo.environment
        let lessons: [ProgressReport.LessonEntry]
        switch LessonLocator.locate(
            currentDirectory: FileManager.default.currentDirectoryPath, executablePath: LessonLocator.executablePath,
            environment: environment)
        {
        case .success(let root): lessons = LessonCourse.catalog(root: root, language: options.language)
        case .failure: lessons = []
        }
        let report = ProgressReport(lessons: lessons, progress: store.progress)
        launch.output.write(
            report.render(in: options.language, at: now, width: TerminalSize.current()?.columns ?? .max))
        return 0
    }
}
