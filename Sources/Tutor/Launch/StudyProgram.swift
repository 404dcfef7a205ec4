import Foundation
import Grading

/// What `layoutlab study` and `layoutlab review` share: find and load the
/// lessons, open the progress store, and run a session on the terminal or from a pipe.
public enum StudyProgram {
    /// Runs `body` on a session set up from `options` (parsed by the command line); returns the
    /// exit code (0, or 2 for a missing lessons folder or an unusable state folder).
    public static func run(_ options: TutorOptions, body: (StudySession, TutorOptions) -> Int32) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let errors = StandardError()
        let launch = TutorLaunch(options: options, environment: environment)
        let clock: @Sendable () -> Date
        switch launch.clock() {
        case .failure(let error):
            errors.write(options.errorPrefix + error.message + "\n")
            return 2
        case .success(let reading): clock = reading
        }
        guard let root = LessonLocator.locateReporting(options: options, environment: environment, errors: errors)
        else { return 2 }
        let (course, problems) = LessonCourse.load(
            root: root, engine: ScenarioLanguageEngine(), sandbox: ScenarioLanguageSandbox())
        // A broken lesson file is reported, and the rest is still taught.
        if !problems.isEmpty {
            errors.write(problems.map(\.description).joined(separator: "\n") + "\n")
        }
        let input = launch.makeInput()
        // The lock lives as long as `opened`, i.e. until the session ends.
        guard let opened = launch.openStore(.exclusive(input: input), now: clock()) else { return 2 }
        let session = StudySession(
            course: course, store: opened.store, input: input, output: launch.output, errors: launch.errors,
            language: options.language, style: launch.style, columns: launch.columns,
            terminalSize: { TerminalSize.current() }, pausesAfterVerdict: launch.isInteractive, now: clock)
        let status = body(session, options)
        withExtendedLifetime(opened) {}
        return status
    }
}
