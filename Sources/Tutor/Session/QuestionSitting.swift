/// One question as it went in this sitting: the variant shown (so `:back` shows the same one
/// again), the tries and the hint so far (kept when the learner leaves with `:back` and comes
/// back), what the first try earned (FSRS rates by it, FSRSRating.of) and how it was settled
/// (the end-of-lesson summary tells these apart).
public struct QuestionSitting: Sendable {
    /// How the question was settled.
    public enum Outcome: Equatable, Sendable {
        /// Full credit at the first graded try (a hint may have come first).
        case rightFirstTry
        /// Full credit after one or more tries that were wrong or partly right.
        case rightAfterRetries
        /// Shown with `:reveal`, or after the last try.
        case revealed
    }

    /// The variant shown (1 for a question without variants).
    var variant: Int
    /// Graded tries so far (an unreadable answer is none).
    var tries = 0
    /// Whether `:hint` was shown before the question was settled.
    var hinted = false
    /// What the first graded try earned: 1 full credit, 0 nothing, in between partial credit.
    var firstScore: Double?
    /// What the trace said about the latest wrong try, for `:reveal`.
    var lastMismatch: AnswerMismatch?
    /// How it was settled; nil while it is still being answered.
    var outcome: Outcome?
    /// The rating FSRS was given when it was settled.
    var rating: FSRSRating?
}

/// How a lesson (or a review) went in this sitting, counted from each question's first
/// settling: a question revealed and then answered right when it came back counts as revealed.
public struct SittingTally: Equatable, Sendable {
    /// Right at the first graded try.
    public var rightFirstTry = 0
    /// Right after a wrong or partly right try.
    public var rightAfterRetries = 0
    /// Revealed, or shown after the last try.
    public var revealed = 0
    /// Shown but never settled.
    public var skipped = 0

    /// Questions settled or skipped.
    public var total: Int { rightFirstTry + rightAfterRetries + revealed + skipped }

    mutating func count(_ outcome: QuestionSitting.Outcome?) {
        switch outcome {
        case .rightFirstTry: rightFirstTry += 1
        case .rightAfterRetries: rightAfterRetries += 1
        case .revealed: revealed += 1
        case nil: skipped += 1
        }
    }
}
