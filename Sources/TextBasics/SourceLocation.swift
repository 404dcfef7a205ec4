/// A place in a file LayoutLab reads (a scenario, a lesson, a quiz, an answer sheet): 1-based
/// line and column, as editors and compilers count them.
///
/// Lesson code calls it `FilePosition` (a typealias), which reads unambiguously in files that
/// also import Swift Testing and its own `SourceLocation`.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path as the user gave it (relative paths stay relative, so output is stable).
    public var file: String
    /// 1-based line number in `file`.
    public var line: Int
    /// 1-based column, counted in characters (libyaml's marks count characters, not bytes).
    public var column: Int

    /// Creates a position; `line` and `column` are 1-based.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form terminals and editors turn into links.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders positions in the same file by line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
