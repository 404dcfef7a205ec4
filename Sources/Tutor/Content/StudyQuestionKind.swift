/// The kinds of question a lesson asks (shared/DESIGN.md), as far as the tutor needs to
/// know them: to say what form of answer is expected and what to complete on Tab.
public enum StudyQuestionKind: String, CaseIterable, Sendable {
    /// A sequence of `receiver.method` calls.
    case order
    /// An unordered set of calls or views.
    case set
    /// Yes or no.
    case yesno
    /// One or more option letters.
    case choice
    /// A whole number of calls, passes, …
    case count
    /// A number with a unit and tolerance.
    case number
    /// A rect: x, y, width, height.
    case frame
}
