/// How a quiz weighs one of its questions, in place of the lesson's `points:` (a quiz entry
/// `{ question: tap/who, points: 3 }` or `{ question: tap/who, weight: 2 }`).
///
/// Both are whole numbers, so every report's points stay whole (the JSON schema's `maxPoints`
/// is an integer): to make one question count half as much as another, double the other.
public enum QuizPoints: Sendable, Hashable {
    /// `points: N`: the question is worth N points in this quiz, whatever its lesson says.
    case points(Int)
    /// `weight: N`: the lesson's points, N times.
    case weight(Int)

    /// The largest `weight:`. With `Question.maximumPoints` it bounds a question's points at
    /// 100,000, so no sum over a quiz can overflow.
    public static let maximumWeight = 100

    /// The question's points in the quiz, given its points in its lesson.
    public func applied(to lessonPoints: Int) -> Int {
        switch self {
        case .points(let points): points
        case .weight(let weight): lessonPoints * weight
        }
    }

    /// Reads the `points:` or `weight:` of a quiz entry mapping; nil when it has neither.
    static func read(_ reader: MappingReader) throws(LessonDiagnostic) -> QuizPoints? {
        let points = reader.optional("points"), weight = reader.optional("weight")
        if let points, weight != nil {
            throw LessonDiagnostic(
                "give a quiz question `points:` or `weight:`, not both", at: points.position,
                hint: "`points: 3` sets its points in this quiz; `weight: 2` doubles the lesson's points")
        }
        if let points {
            return .points(try points.integer("the question's 'points'", in: 1...Question.maximumPoints))
        }
        if let weight {
            return .weight(try weight.integer("the question's 'weight'", in: 1...maximumWeight))
        }
        return nil
    }
}
