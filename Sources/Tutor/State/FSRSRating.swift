/// How well a question was answered, on FSRS's four-point scale. The study loop gives three
/// of them, by the first try (`of`): `easy` exists for completeness of the model.
public enum FSRSRating: Int, Codable, CaseIterable, Sendable {
    case again = 1, hard = 2, good = 3, easy = 4

    /// The rating as progress.json writes it: `again`, `hard`, `good`, `easy`.
    public var name: String {
        switch self {
        case .again: return "again"
        case .hard: return "hard"
        case .good: return "good"
        case .easy: return "easy"
        }
    }

    /// The study loop's rating, by the first graded try, because FSRS reads Hard as a
    /// successful recall: a wrong first try (nothing earned) or a revealed answer is `again`
    /// (the question comes back in the sitting and relearns); a first try with partial credit,
    /// or right after a hint, `hard`; right at the first try, `good`. `firstScore` is what the
    /// first try earned (nil when the answer was revealed before any try).
    public static func of(firstScore: Double?, hinted: Bool, revealed: Bool) -> FSRSRating {
        guard !revealed, let firstScore, firstScore > 0 else { return .again }
        return firstScore >= 1 && !hinted ? .good : .hard
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let rating = FSRSRating.allCases.first(where: { $0.name == text }) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "rating '\(text)'"))
        }
        self = rating
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
