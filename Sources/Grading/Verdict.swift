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
    /// Points earned: all of `points` only for a fully right answer (partial credit is `score`).
    public var earned: Int
    /// Credit from 0 to 1: 1 for a right answer, 0 for a wrong or unreadable one, and between for
    /// a partly right `order` answer (longest common subsequence with the simulator's order over
    /// the longer list) or `set` answer (right items minus wrong ones over the expected count,
    /// never below 0). Reports and the tutor read it; a question is learned only at 1.
    public var score: Double
    /// Points the question is worth.
    public var points: Int
    /// The answer as given.
    public var answer: String
    /// The simulator's answer, in display form and the verdict's language.
    public var expected: String
    /// The language the verdict is explained in.
    public var language: Language
    /// The variant of the question's scenario the answer was for (1-based; 1 without `vary:`).
    public var variant = 1
    /// Why (empty findings when the answer is right).
    public var explanation: Explanation
    /// Simulated seconds the question's scenario ran (its trace's last event), deterministic:
    /// what JUnit's `time` and Gradescope's `execution_time` report, instead of wall time.
    public var simulatedTime: Double = 0

    /// Creates a verdict.
    public init(
        reference: QuestionReference, kind: QuestionKind, outcome: Outcome, earned: Int, points: Int, answer: String,
        expected: String, language: Language, explanation: Explanation, score: Double? = nil
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
        self.score = score ?? (outcome == .correct ? 1 : 0)
    }

    /// Whether the answer is right.
    public var isCorrect: Bool { outcome == .correct }

    /// Whether the answer earns full credit: the only way a question counts as learned.
    public var isLearned: Bool { outcome == .correct && score >= 1 }

    /// `score` times `points`: the points a report that counts partial credit gives.
    public var partialPoints: Double { score * Double(points) }
}
