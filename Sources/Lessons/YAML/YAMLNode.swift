/// One node of a YAML document, with where it starts, so every lesson error can point at it.
public struct YAMLNode: Sendable {
    /// How a scalar was written; block scalars need it to place embedded scenario code.
    public enum ScalarStyle: Sendable, Equatable {
        /// `key: value`
        case plain
        /// `'value'` or `"value"`: the text starts one column after the mark.
        case quoted
        /// `|` or `>`: the text starts on the next line, at `blockIndent`.
        case block(contentLine: Int, indent: Int)
    }

    /// What the node holds.
    public enum Content: Sendable {
        /// A string, with how it was written.
        case scalar(String, ScalarStyle)
        /// Key/value pairs in file order (YAML keys here are always scalars).
        case mapping([(key: YAMLNode, value: YAMLNode)])
        /// Items in file order.
        case sequence([YAMLNode])
    }

    /// The node's content.
    public var content: Content
    /// Where the node starts in its file.
    public var position: FilePosition

    /// Creates a node.
    public init(_ content: Content, at position: FilePosition) {
        self.content = content
        self.position = position
    }

    /// The scalar's text, or nil for a mapping or sequence.
    public var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// Where the scalar's text itself starts: after a quote, or on the first line of a block.
    public var textPosition: FilePosition {
        guard case .scalar(_, let style) = content else { return position }
        switch style {
        case .plain: return position
        case .quoted: return FilePosition(file: position.file, line: position.line, column: position.column + 1)
        case .block(let line, let indent): return FilePosition(file: position.file, line: line, column: indent + 1)
        }
    }

    /// A word for the node's kind, for messages ("a list", "a mapping", "text").
    public var kindName: String {
        switch content {
        case .scalar: return "a single value"
        case .mapping: return "a mapping (key: value lines)"
        case .sequence: return "a list"
        }
    }
}
