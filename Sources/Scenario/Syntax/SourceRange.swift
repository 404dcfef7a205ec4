/// The span of source text a syntax node or diagnostic covers; `end` is just past the last character.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// Where the span starts.
    public var start: SourceLocation
    /// The position just after the span's last character.
    public var end: SourceLocation

    /// Creates a range from `start` up to (not including) `end`.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// A range from the start of `self` to the end of `other`.
    public func extended(to other: SourceRange) -> SourceRange {
        SourceRange(start: start, end: max(end, other.end))
    }

    /// Number of columns a caret underline covers on the start line (at least one).
    public var length: Int {
        end.line == start.line ? max(1, end.column - start.column) : 1
    }

    /// `line:column-line:column`, the form AST dumps use (as swift-markdown's `@1:1-1:10`).
    public var description: String { "\(start.line):\(start.column)-\(end.line):\(end.column)" }
}
