import Arguments
import Foundation
import Tutor

extension Subcommand {
    /// The tutor's options (`--lang`, `--color`, `--yes`) from the parsed command line, or the
    /// exit code after printing the usage error.
    static func tutorOptions(_ arguments: ParsedArguments) -> Result<TutorOptions, ExitCode> {
        switch TutorOptions.make(from: arguments, spec: spec, environment: ProcessInfo.processInfo.environment) {
        case .failure(let error):
            printError(error.description)
            return .failure(ExitCode(2))
        case .success(let options):
            return .success(options)
        }
    }
}

/// A process exit status carried where a `Result` needs an `Error`.
struct ExitCode: Error {
    let status: Int32
    init(_ status: Int32) { self.status = status }
}
