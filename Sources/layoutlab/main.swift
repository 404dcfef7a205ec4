// The `layoutlab` command: dispatches a subcommand and exits with its code
// (0 success, 1 failed grade/check or simulated app raised, 2 usage or input error).
import Foundation
import Simulator

/// One subcommand of `layoutlab`. Each lives in its own file, named after it.
protocol Subcommand {
    /// The word a user types: `run`, `check`, `grade`, …
    static var name: String { get }
    /// One line for `layoutlab --help`.
    static var summary: String { get }
    /// Runs with the arguments after the subcommand's name; returns the exit code.
    static func main(_ arguments: [String]) -> Int32
}

/// Every subcommand, in the order `--help` lists them. Add new ones here.
let subcommands: [any Subcommand.Type] = [
    StudyCommand.self,
    ReviewCommand.self,
    RunCommand.self,
    CheckCommand.self,
    GradeCommand.self,
    QuizCommand.self,
    ProgressCommand.self,
    ResetCommand.self,
]

@MainActor func usage() -> String {
    var text = "usage: layoutlab [SUBCOMMAND] [OPTIONS]\n\n"
    text += "With no subcommand, starts the tutor on the bundled lessons.\n\nSubcommands:\n"
    for command in subcommands {
        text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
    }
    text += "\nRun `layoutlab SUBCOMMAND --help` for a subcommand's options.\n"
    return text
}

/// Writes to standard error, which Swift 6 will not let us reach through the C global.
func printError(_ text: String) {
    // Messages quote file names and file contents: only LayoutLab's own colour sequences pass.
    FileHandle.standardError.write(Data(SafeText.terminal(text).utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
if let first = arguments.first {
    if first == "--help" || first == "-h" || first == "help" {
        print(usage(), terminator: "")
        exit(0)
    }
    if let command = subcommands.first(where: { $0.name == first }) {
        exit(command.main(Array(arguments.dropFirst())))
    }
    if !first.hasPrefix("-") || subcommands.isEmpty {
        printError("layoutlab: unknown subcommand '\(first)'\n")
        printError(usage())
        exit(2)
    }
}
// No subcommand: the tutor (registered as `study`) starts.
if let study = subcommands.first(where: { $0.name == "study" }) {
    exit(study.main(arguments))
}
printError(usage())
exit(2)
