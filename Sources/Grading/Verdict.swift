import Lessons

/// The grade of one answer: right, wrong or unreadable, with points and an explanation.
public struct Verdict: Equatable, Sendable {
    /// How the answer fared.
    public enum Outcome: String, Sendable, Codable {
        /// Matches the simulator.
        case correct
        /// Readable, but not what the simulator did.
        case incorrect
        /// Could not be read; the explanation says what form is expected. Earns no points.
        case unreadable
    }

    /// The question graded.
    public var reference: QuestionReference
    /// Its kind.
    public var kind: QuestionKind
    /// How the answer fared.
    public var outcome: Outcome
    /// Points earned.
    public var earned: Int
    /// Points the question is worth.
    public var points: Int
    /// The answer as given.
    public var answer: String
    /// The simulator's answer, in display form and the verdict's language.
    public var expected: String
    /// The language the verdict is explained in.
    public var language: Language
    /// Why (empty findings when the answer is right).
    public var explanation: Explanation

    /// Creates a verdict.
    public init(
        reference: QuestionReference, kind: QuestionKind, outcome: Outcome, earned: Int, points: Int, answer: String,
        expected: String, language: Language, explanation: Explanation
    ) {
        self.reference = reference
        self.kind = kind
        self.outcome = outcome
        self.earned = earned
        self.points = points
        self.answer = answer
        self.expected = expected
        self.language = language
        self.explanation = explanation
    }

    /// Whether the answer is right.
    public var isCorrect: Bool { outcome == .correct }
}
