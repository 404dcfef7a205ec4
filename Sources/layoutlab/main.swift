// The `layoutlab` command: parses the command line with the one parser every subcommand shares
// (Sources/Arguments), dispatches, and exits with the subcommand's code
// (0 success, 1 failed grade/check or simulated app raised, 2 usage or input error).
import Arguments
import Foundation
import Scenario
import Simulator
import TextBasics

/// One subcommand of `layoutlab`. Each lives in its own file, named after it.
protocol Subcommand {
    /// One line for `layoutlab --help`.
    static var summary: String { get }
    /// Its command line: name, options, help text.
    static var spec: CommandSpec { get }
    /// Runs with the parsed command line (never `--help`: that is answered before); returns the exit code.
    static func run(_ arguments: ParsedArguments) -> Int32
}

extension Subcommand {
    /// The word a user types: `run`, `check`, `grade`, …
    static var name: String { spec.command }

    /// Parses `arguments` with `spec`, answers `--help`, prints a usage error, or runs.
    static func main(_ arguments: [String]) -> Int32 {
        switch spec.parse(arguments) {
        case .failure(let error):
            printError(error.description)
            return 2
        case .success(let parsed) where parsed.wantsHelp:
            printOutput(spec.help, terminator: "")
            return 0
        case .success(let parsed) where parsed.positional.filter({ $0 == "-" }).count > 1:
            // Standard input can be read once: a second `-` would read nothing.
            return usage("`-` (standard input) can be given once", hint: "give the other files by name")
        case .success(let parsed):
            return run(parsed)
        }
    }

    /// Prints a usage error of this subcommand; returns 2, its exit code.
    static func usage(_ message: String, hint: String? = nil) -> Int32 {
        printError(spec.error(message, hint: hint).description)
        return 2
    }

    /// Prints an error that is not a usage mistake (`layoutlab run: error: …`); returns `status`.
    static func fail(_ message: String, status: Int32 = 2) -> Int32 {
        printError("layoutlab \(name): error: \(message)\n")
        return status
    }
}

/// Every subcommand, in the order `--help` lists them. Add new ones here.
let subcommands: [any Subcommand.Type] = [
    StudyCommand.self,
    ReviewCommand.self,
    RunCommand.self,
    CheckCommand.self,
    GradeCommand.self,
    NewCommand.self,
    QuizCommand.self,
    ProgressCommand.self,
    ResetCommand.self,
    HelpCommand.self,
]

@MainActor func subcommandOverview() -> String {
    var text = "usage: layoutlab [SUBCOMMAND] [OPTIONS]\n\n"
    text += "With no subcommand, starts the tutor on the bundled lessons.\n\nSubcommands:\n"
    for command in subcommands {
        text += "  " + command.spec.command.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
    }
    text += "\nRun `layoutlab help SUBCOMMAND` (or `layoutlab SUBCOMMAND --help`) for its options;\n"
    text += "`layoutlab --version` prints the version.\n"
    return text
}

/// Writes to standard error, which Swift 6 will not let us reach through the C global.
func printError(_ text: String) {
    // Messages quote file names and file contents: only LayoutLab's own colour sequences pass.
    StandardStreams.writeError(SafeText.terminal(text))
}

/// Writes to standard output, as `print` would, with a failed write noticed (`StandardStreams`).
func printOutput(_ text: String, terminator: String = "\n") {
    StandardStreams.writeOutput(text + terminator)
}

/// Ends the process with a command's `status`, or 2 when its standard output was lost.
func finish(_ status: Int32, command: String) -> Never {
    exit(StandardStreams.finish(status, command: command))
}

/// `layoutlab: error: unknown subcommand 'gade'; did you mean 'grade'?`
@MainActor func unknownSubcommand(_ word: String) -> Int32 {
    let nearest = EditDistance.closest(to: word, in: subcommands.map { $0.spec.command })
    let error = UsageError(
        command: nil, "unknown subcommand '\(word)'" + (nearest.map { "; did you mean '\($0)'?" } ?? ""),
        hint: "`layoutlab help` lists the subcommands")
    printError(error.description)
    return 2
}

/// Where the subcommand is when options come first: the first argument that is neither an
/// option nor the value of one the tutor's options take (`--lang ko`), if it names a subcommand.
@MainActor func subcommandIndex(in arguments: [String]) -> Int? {
    let valued = Set(subcommands.flatMap { $0.spec.options.filter(\.takesValue).flatMap { [$0.name] + $0.aliases } })
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        if argument == "--" { return nil }
        if argument.hasPrefix("-") {
            let name = String(argument.drop { $0 == "-" }.prefix { $0 != "=" })
            if valued.contains(name) && !argument.contains("=") { index += 1 }
            index += 1
            continue
        }
        return subcommands.contains { $0.spec.command == argument } ? index : nil
    }
    return nil
}

StandardStreams.reserveDescriptors()
let arguments = Array(CommandLine.arguments.dropFirst())
if let first = arguments.first {
    switch first {
    case "--help", "-h":
        printOutput(subcommandOverview(), terminator: "")
        finish(0, command: "--help")
    case "--version", "-V":
        printOutput("layoutlab \(LayoutLabVersion.current)")
        finish(0, command: "--version")
    default:
        if let command = subcommands.first(where: { $0.spec.command == first }) {
            finish(command.main(Array(arguments.dropFirst())), command: command.spec.command)
        }
        if !first.hasPrefix("-") { exit(unknownSubcommand(first)) }
        // Options before the subcommand (`layoutlab --lang ko review`): the first word that is
        // not an option or an option's value names it.
        if let index = subcommandIndex(in: arguments),
            let command = subcommands.first(where: { $0.spec.command == arguments[index] })
        {
            var rest = arguments
            rest.remove(at: index)
            finish(command.main(rest), command: command.spec.command)
        }
    }
}
// No subcommand (or options only): the tutor, registered as `study`, starts.
finish(StudyCommand.main(arguments), command: StudyCommand.spec.command)
