/// A place in a lesson, quiz or answer-sheet file: 1-based line and column, counted in characters.
///
/// Named apart from the scenario language's `SourceLocation` so both can be imported together;
/// `description` has the same `file:line:column` shape editors and terminals link to.
public struct FilePosition: Hashable, Sendable, CustomStringConvertible {
    /// The path as the user gave it (relative paths stay relative, so output is stable).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in characters (libyaml's marks count characters, not bytes).
    public var column: Int

    /// Creates a position; `line` and `column` are 1-based.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
