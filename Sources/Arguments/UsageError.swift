/// A command-line mistake. Every subcommand prints it in the same shape, then exits 2:
///
///     layoutlab grade: error: unknown option '--fromat'; did you mean '--format'?
///       hint: `layoutlab grade --help` lists every option
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The subcommand (`grade`), or nil for `layoutlab` itself.
    public var command: String?
    /// What was wrong, in one line.
    public var message: String
    /// What to do, when there is more to say than the message.
    public var hint: String?

    /// Creates a usage error of `command`.
    public init(command: String?, _ message: String, hint: String? = nil) {
        self.command = command
        self.message = message
        self.hint = hint
    }

    /// `layoutlab grade: error: message`, then the hint on its own line; ends with a newline.
    public var description: String {
        var text = "layoutlab" + (command.map { " " + $0 } ?? "") + ": error: " + message + "\n"
        if let hint { text += "  hint: " + hint + "\n" }
        return text
    }
}
