import Arguments

/// `layoutlab help [SUBCOMMAND]`: the subcommands, or one subcommand's options. A subcommand
/// like the others, so `layoutlab help --help` answers as every `--help` does.
enum HelpCommand: Subcommand {
    static let summary = "list the subcommands, or show one subcommand's options"
    static let spec = CommandSpec(
        command: "help", arguments: "[SUBCOMMAND]",
        description: """
            With no SUBCOMMAND, lists the subcommands. With one (e.g. grade), prints its options,
            the same text as `layoutlab SUBCOMMAND --help`.
            """,
        options: [], maxPositional: 1,
        exitStatus: "Exit status: 0 shown, 2 for an unknown subcommand or a usage error.")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        // The list of subcommands lives in main.swift, on the main actor, where this runs.
        MainActor.assumeIsolated {
            guard let word = arguments.positional.first else {
                printOutput(subcommandOverview(), terminator: "")
                return 0
            }
            guard let command = subcommands.first(where: { $0.spec.command == word }) else {
                return unknownSubcommand(word)
            }
            printOutput(command.spec.help, terminator: "")
            return 0
        }
    }
}
