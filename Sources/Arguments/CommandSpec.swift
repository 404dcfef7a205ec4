import TextBasics

/// A subcommand's command line: its usage, description, options and how many other arguments it
/// takes. `parse` reads a command line against it; `help` is the `--help` text, generated from
/// the same options so it lists every one of them.
///
/// The rules, the same in every subcommand:
/// - options go anywhere among the other arguments; `--` ends them;
/// - a value follows its option as `--format json` or `--format=json`;
/// - `-` is an argument (standard input), never an option;
/// - an unknown option is an error with the nearest known one ("did you mean");
/// - `-h` and `--help` are always accepted.
public struct CommandSpec: Sendable {
    /// The subcommand's name (`grade`), used in every message.
    public var command: String
    /// What follows `layoutlab COMMAND` in the usage line: `QUIZ SHEET…`.
    public var arguments: String
    /// The paragraphs between the usage line and the options.
    public var description: String
    /// The options besides `--help`.
    public var options: [CommandOption]
    /// The most positional arguments accepted (nil: any number).
    public var maxPositional: Int?
    /// The exit-status paragraph at the end of the help.
    public var exitStatus: String

    /// The `--help` flag every subcommand has.
    public static let helpOption = CommandOption.flag("help", short: "h", help: "show this help and exit")

    public init(
        command: String, arguments: String, description: String, options: [CommandOption], maxPositional: Int? = nil,
        exitStatus: String
    ) {
        self.command = command
        self.arguments = arguments
        self.description = description
        self.options = options
        self.maxPositional = maxPositional
        self.exitStatus = exitStatus
    }

    /// A usage error of this subcommand pointing to its `--help`.
    public func error(_ message: String, hint: String? = nil) -> UsageError {
        UsageError(command: command, message, hint: hint ?? "`layoutlab \(command) --help` shows how to use it")
    }

    /// The `--help` text: usage, description, every option, exit status.
    public var help: String {
        let all = options + [Self.helpOption]
        let width = min(24, (all.map(\.synopsis.count).max() ?? 0) + 2)
        var text = "usage: layoutlab \(command)" + (arguments.isEmpty ? "" : " " + arguments) + " [OPTIONS]\n\n"
        if !description.isEmpty { text += description.trimmingTrailingNewlines() + "\n\n" }
        text += "Options:\n"
        for option in all {
            let synopsis = option.synopsis
            var line = "  " + synopsis
            if synopsis.count + 2 > width {
                line += "\n" + String(repeating: " ", count: width + 2)
            } else {
                line += String(repeating: " ", count: width - synopsis.count)
            }
            text += line + option.help + "\n"
        }
        if !exitStatus.isEmpty { text += "\n" + exitStatus.trimmingTrailingNewlines() + "\n" }
        return text
    }

    /// Reads `arguments` (what follows the subcommand's name).
    public func parse(_ arguments: [String]) -> Result<ParsedArguments, UsageError> {
        let all = options + [Self.helpOption]
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            // `--name`, `--name=value` or `-x`.
            let body = argument.drop { $0 == "-" }
            let isLong = argument.hasPrefix("--")
            let name = isLong ? String(body.prefix { $0 != "=" }) : String(body)
            let inlineValue = isLong && body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            let found =
                isLong
                ? all.first { $0.name == name || $0.aliases.contains(name) }
                : (name.count == 1 ? all.first { $0.short == name.first } : nil)
            guard let option = found else {
                return .failure(unknownOption(argument, isLong: isLong, name: name, among: all))
            }
            guard option.takesValue else {
                if inlineValue != nil { return .failure(error("--\(option.name) takes no value (got '\(argument)')")) }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                return .failure(error("--\(option.name) needs a value (\(option.valueName ?? "VALUE"))"))
            }
            if !option.choices.isEmpty, !option.choices.contains(value) {
                let suggestion =
                    EditDistance.closest(to: value, in: option.choices).map { "did you mean '\($0)'? " } ?? ""
                return .failure(
                    error(
                        "unknown value '\(value)' for --\(option.name)",
                        hint: suggestion + "use one of: " + option.choices.joined(separator: ", ")))
            }
            parsed.values[option.name, default: []].append(value)
        }
        // Help wins over every other mistake, so `--help` always helps.
        if parsed.wantsHelp { return .success(parsed) }
        if let maxPositional, parsed.positional.count > maxPositional {
            return .failure(error("unexpected argument '\(parsed.positional[maxPositional])'"))
        }
        return .success(parsed)
    }

    private func unknownOption(_ argument: String, isLong: Bool, name: String, among all: [CommandOption]) -> UsageError
    {
        let names = all.flatMap { [$0.name] + $0.aliases }
        // `-format` is a long option with one dash too few; suggest among long names for it as well.
        let nearest = EditDistance.closest(to: name, in: names) ?? (names.contains(name) ? name : nil)
        let message = "unknown option '\(argument)'" + (nearest.map { "; did you mean '--\($0)'?" } ?? "")
        return error(message, hint: "`layoutlab \(command) --help` lists every option")
    }
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
