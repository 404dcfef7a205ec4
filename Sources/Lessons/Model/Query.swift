/// An expression in the scenario language's syntax, evaluated over a finished run
/// (`trace.after("tap").calls("layoutSubviews")`), with where its text starts in the file.
public struct Query: Sendable, Hashable {
    /// The expression's text.
    public var text: String
    /// Where the text starts, so evaluation errors point into the `.yaml` file.
    public var position: FilePosition

    /// Creates a query.
    public init(_ text: String, at position: FilePosition) {
        self.text = text
        self.position = position
    }

    /// Reads a query from a YAML scalar.
    static func read(_ node: YAMLNode, what: String) throws(LessonDiagnostic) -> Query {
        let text = try node.text(what).trimmingSpaces
        guard !text.isEmpty else {
            throw LessonDiagnostic(
                "\(what) is empty", at: node.position,
                hint: "write a query over the run, e.g. `trace.after(\"tap\").calls(\"layoutSubviews\")`")
        }
        return Query(text, at: node.textPosition)
    }
}
