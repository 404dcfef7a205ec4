/// What shape of answer a question asks for; decides how answers are parsed and compared.
public enum QuestionKind: String, CaseIterable, Sendable, Codable {
    /// A sequence of calls, `receiver.method`, in the order they ran.
    case order
    /// Calls or names, in any order.
    case set
    /// Yes or no.
    case yesno
    /// One or several of the question's options; each option's truth is a predicate on the run.
    case choice
    /// A whole number.
    case count
    /// A measurement with a unit and a tolerance.
    case number
    /// A rectangle `(x, y, width, height)` in points.
    case frame
}
