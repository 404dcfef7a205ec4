/// The outcome of grading one answer, ready to show.
public enum StudyVerdict: Equatable, Sendable {
    /// Right; the author's explanation, if any.
    case correct(explanation: String?)
    /// Wrong: what the trace says about the mismatch (what was missed, what did not happen
    /// and why, where an order differs), then the author's explanation.
    case incorrect(mismatch: String, explanation: String?)
    /// The answer could not be read for the question's kind; says what form is expected.
    /// Not counted as an attempt.
    case unreadable(reason: String)
    /// The question cannot be graded: its lesson is broken (the scenario fails, the query
    /// does not fit). The diagnostic names `file:line:column`. Not counted as an attempt.
    case lessonBroken(diagnostic: String)
}
