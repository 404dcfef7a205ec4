/// What the parser made of a command line: the options given and the other arguments.
public struct ParsedArguments: Sendable {
    /// The arguments that are not options, in order (`-` among them means standard input).
    public var positional: [String] = []
    /// Every value given to each option, by long name, in order.
    var values: [String: [String]] = [:]
    /// The flags given, by long name.
    var flags: Set<String> = []

    public init() {}

    /// The last value given to `--name` (a later option overrides an earlier one, as in most
    /// tools), or nil.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given to `--name`, in order.
    public func allValues(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether the flag `--name` was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Whether `--help` or `-h` was given.
    public var wantsHelp: Bool { flags.contains("help") }
}
