import Foundation
import Tutor

/// The shared prologue of the tutor's non-REPL subcommands (`progress`, `reset`): parse the
/// options, print the help when asked. Returns the options to go on with, or the exit code.
func tutorOptions(
    _ arguments: [String], command: String, help: String, acceptsYes: Bool = false, maxPositional: Int = 0
) -> Result<TutorOptions, ExitCode> {
    switch TutorOptions.parse(
        arguments, command: command, environment: ProcessInfo.processInfo.environment, acceptsYes: acceptsYes,
        maxPositional: maxPositional)
    {
    case .failure(let error):
        printError(error.message + "\n")
        return .failure(ExitCode(2))
    case .success(let options):
        if options.wantsHelp {
            print(help, terminator: "")
            return .failure(ExitCode(0))
        }
        return .success(options)
    }
}

/// A process exit status carried where a `Result` needs an `Error`.
struct ExitCode: Error {
    let status: Int32
    init(_ status: Int32) { self.status = status }
}
