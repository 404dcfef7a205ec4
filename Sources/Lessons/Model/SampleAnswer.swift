/// An answer an author expects `layoutlab check` to grade right or wrong, as declared.
public struct SampleAnswer: Sendable {
    /// The answer as a learner would type it.
    public var text: String
    /// The verdict it must get: true for `right`, false for `wrong`.
    public var isRight: Bool
    /// Where it is written.
    public var position: FilePosition

    /// Creates a sample.
    public init(text: String, isRight: Bool, position: FilePosition) {
        self.text = text
        self.isRight = isRight
        self.position = position
    }

    /// Reads `samples: { right: [...], wrong: [...] }`.
    static func readAll(_ node: YAMLNode, question: String) throws(LessonDiagnostic) -> [SampleAnswer] {
        let reader = try MappingReader(node, what: "the samples of question '\(question)'")
        try reader.rejectUnknownKeys(allowed: ["right", "wrong"])
        var samples: [SampleAnswer] = []
        for (key, isRight) in [("right", true), ("wrong", false)] {
            guard let list = reader.optional(key) else { continue }
            for item in try list.list("samples.\(key)") {
                samples.append(
                    SampleAnswer(text: try item.text("a sample answer"), isRight: isRight, position: item.textPosition))
            }
        }
        return samples
    }
}
