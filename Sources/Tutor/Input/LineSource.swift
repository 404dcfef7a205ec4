/// What one read from the learner produced.
public enum LineInput: Equatable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line being typed was cancelled; the program goes on.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input: quit cleanly.
    case endOfInput
}

/// Where the REPL's lines come from: readline on a terminal, plain lines from a pipe.
public protocol LineSource: AnyObject {
    /// Shows `prompt` and reads one line.
    func readLine(prompt: String) -> LineInput
    /// The words Tab completes from now on (meta-commands, option letters, call names).
    func setCompletions(_ words: [String])
}
