/// One option a subcommand accepts: `--format FORMAT`, `--frames`, `-y/--yes`.
///
/// Declared once per subcommand, so parsing, "did you mean" and the `--help` listing all come
/// from the same list and cannot drift apart.
public struct CommandOption: Sendable {
    /// The long name without dashes: `format` for `--format`.
    public var name: String
    /// A one-letter form (`-y`), if any.
    public var short: Character?
    /// The value's placeholder in the help (`FORMAT`); nil for a flag that takes no value.
    public var valueName: String?
    /// The only values allowed, checked by the parser (empty: any value).
    public var choices: [String]
    /// Other long names that mean the same (`colour` for `color`); not listed in the help.
    public var aliases: [String]
    /// What the option does, for the help listing.
    public var help: String

    /// An option that takes a value: `--format json` or `--format=json`.
    public static func value(
        _ name: String, _ valueName: String, choices: [String] = [], aliases: [String] = [], help: String
    ) -> CommandOption {
        CommandOption(name: name, short: nil, valueName: valueName, choices: choices, aliases: aliases, help: help)
    }

    /// A flag: present or not.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> CommandOption {
        CommandOption(name: name, short: short, valueName: nil, choices: [], aliases: [], help: help)
    }

    /// Whether the option takes a value.
    public var takesValue: Bool { valueName != nil }

    /// `-y, --yes` or `--format FORMAT`, as the help lists it.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--" + name
        if let valueName { text += " " + valueName }
        return text
    }
}
