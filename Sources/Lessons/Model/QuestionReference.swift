/// `lesson-id/question-id`: how quizzes and answer sheets name a question.
public struct QuestionReference: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The lesson's id.
    public var lesson: String
    /// The question's id within the lesson.
    public var question: String

    /// Creates a reference.
    public init(lesson: String, question: String) {
        self.lesson = lesson
        self.question = question
    }

    /// Parses `lesson/question`; nil when the text has another shape.
    public init?(_ text: String) {
        let parts = text.trimmingSpaces.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        self.init(lesson: String(parts[0]), question: String(parts[1]))
    }

    /// `lesson/question`.
    public var description: String { "\(lesson)/\(question)" }

    /// Orders by lesson, then question.
    public static func < (lhs: QuestionReference, rhs: QuestionReference) -> Bool {
        (lhs.lesson, lhs.question) < (rhs.lesson, rhs.question)
    }

    static func read(_ node: YAMLNode) throws(LessonDiagnostic) -> QuestionReference {
        let text = try node.text("a question reference")
        guard let reference = QuestionReference(text) else {
            throw LessonDiagnostic(
                "'\(text)' does not name a question", at: node.textPosition,
                hint: "write lesson-id/question-id, e.g. `dirty-flags/layout-after-tap`")
        }
        return reference
    }
}
