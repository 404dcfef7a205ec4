/// A chunk of a lesson's prose, shown before its questions.
public struct LessonSection: Sendable {
    /// The section heading.
    public var title: String
    /// The prose (Markdown-like plain text).
    public var body: String

    /// Creates a section.
    public init(title: String, body: String) {
        self.title = title
        self.body = body
    }
}
