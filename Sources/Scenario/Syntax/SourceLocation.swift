/// A position in a scenario's file: 1-based line and column, as editors and compilers count them.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file the position is in (a `.swift` scenario or the `.yaml` lesson that embeds it).
    public var file: String
    /// 1-based line number in `file`.
    public var line: Int
    /// 1-based column, counted in characters.
    public var column: Int

    /// Creates a location; `line` and `column` are 1-based.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form terminals and editors turn into links.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders locations in the same file by line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
