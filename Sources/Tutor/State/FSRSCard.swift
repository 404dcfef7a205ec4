import Foundation

/// One question's memory state under FSRS-6, as py-fsrs 6.x models a card: the learning
/// state, the learning step, stability (days until recall drops to 90 %), difficulty (1–10),
/// when it is due and when it was last reviewed.
public struct FSRSCard: Codable, Equatable, Sendable {
    /// Where the card is in its life.
    public enum State: String, Codable, Sendable {
        /// Answered for the first time and still on its short learning steps.
        case learning
        /// Graduated: due after whole days.
        case review
        /// Forgotten after graduating: back on the relearning steps.
        case relearning
    }

    /// The state.
    public var state: State
    /// The learning or relearning step (0-based); nil in `review`.
    public var step: Int?
    /// Stability in days; nil before the first review.
    public var stability: Double?
    /// Difficulty from 1 to 10; nil before the first review.
    public var difficulty: Double?
    /// When it is next due.
    public var due: Date
    /// When it was last reviewed; nil before the first review.
    public var lastReview: Date?

    /// A card never reviewed, due at `date` (py-fsrs: `Card()`).
    public init(newAt date: Date) {
        state = .learning
        step = 0
        stability = nil
        difficulty = nil
        due = date
        lastReview = nil
    }

    /// A card with every field given.
    public init(state: State, step: Int?, stability: Double?, difficulty: Double?, due: Date, lastReview: Date?) {
        self.state = state
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
    }
}
