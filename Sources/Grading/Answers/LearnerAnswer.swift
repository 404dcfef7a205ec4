/// A learner's answer after parsing for its question's kind.
public enum LearnerAnswer: Equatable, Sendable {
    /// `order` and `set`: the calls or names, in the order written, normalised (`a2.layoutSubviews`).
    case items([String])
    /// `yesno`.
    case bool(Bool)
    /// `choice`: option ids, in the order written, without duplicates.
    case options([String])
    /// `count`.
    case integer(Int)
    /// `number`, converted to the question's unit.
    case number(Double)
    /// `frame`.
    case rect(GradingRect)
}
