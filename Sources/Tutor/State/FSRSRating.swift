/// How well a question was answered, on FSRS's four-point scale. The study loop gives three
/// of them (TutorRating): a wrong answer or a reveal is `again`, right after a hint or a retry
/// `hard`, right at the first try `good`. `easy` exists for completeness of the model.
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

    /// The study loop's rating: right or not, and whether a hint or an earlier try helped.
    public static func of(correct: Bool, helped: Bool) -> FSRSRating {
        guard correct else { return .again }
        return helped ? .hard : .good
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let rating = FSRSRating.allCases.first(where: { $0.name == text }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "rating '\(text)'"))
        }
        self = rating
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
