/// The outcome of grading one answer, ready to show.
public enum StudyVerdict: Equatable, Sendable {
    /// Full credit; the author's explanation, if any.
    case correct(explanation: String?)
    /// Not full credit: `score` is the partial credit (0 when nothing was right, between 0 and
    /// 1 for a partly right order or set), `mismatch` what the trace says about the difference
    /// (what was missed, what did not happen and why), then the author's explanation.
    case incorrect(mismatch: AnswerMismatch, explanation: String?, score: Double)
    /// The answer could not be read for the question's kind (a name the scenario does not
    /// have, with "did you mean"); says what form is expected. Not counted as a try.
    case unreadable(reason: String)
    /// The question cannot be graded: its lesson is broken (the scenario fails, the query
    /// does not fit). The diagnostic names `file:line:column`. Not counted as a try.
    case lessonBroken(diagnostic: String)
}
