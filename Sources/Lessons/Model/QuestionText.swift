/// A question's words in one language: prompt, option labels, hint, feedback, explanation.
public struct QuestionText: Sendable {
    /// The question's id (the key it is written under).
    public var id: String
    /// Where the key is written.
    public var position: FilePosition
    /// What the learner is asked.
    public var prompt: String
    /// A nudge shown on request.
    public var hint: String?
    /// The author's explanation, shown after the trace-based one.
    public var explanation: String?
    /// Option labels by option id, with where each is written.
    public var options: [(id: String, label: String, position: FilePosition)]
    /// Per-option feedback shown when a learner picks the option wrongly (or misses it).
    public var feedback: [(id: String, text: String, position: FilePosition)]

    /// Creates a question text.
    public init(
        id: String, position: FilePosition, prompt: String, hint: String? = nil, explanation: String? = nil,
        options: [(id: String, label: String, position: FilePosition)] = [],
        feedback: [(id: String, text: String, position: FilePosition)] = []
    ) {
        self.id = id
        self.position = position
        self.prompt = prompt
        self.hint = hint
        self.explanation = explanation
        self.options = options
        self.feedback = feedback
    }

    /// The text for a variant: `{name}` in the prompt, hint, explanation, labels and feedback
    /// replaced by the variant's values (`{view}` → `b7`).
    public func substituted(_ values: [String: String]) -> QuestionText {
        guard !values.isEmpty else { return self }
        func s(_ text: String) -> String { ScenarioVariants.substitute(text, values) }
        var copy = self
        copy.prompt = s(prompt)
        copy.hint = hint.map(s)
        copy.explanation = explanation.map(s)
        copy.options = options.map { ($0.id, s($0.label), $0.position) }
        copy.feedback = feedback.map { ($0.id, s($0.text), $0.position) }
        return copy
    }

    /// The label of option `id`.
    public func label(of id: String) -> String? { options.first { $0.id == id }?.label }

    /// The feedback for option `id`.
    public func feedback(for id: String) -> String? { feedback.first { $0.id == id }?.text }

    static func read(id: String, key: YAMLNode, value: YAMLNode) throws(LessonDiagnostic) -> QuestionText {
        let reader = try MappingReader(value, what: "the text of question '\(id)'")
        try reader.rejectUnknownKeys(allowed: ["prompt", "hint", "explanation", "options", "feedback"])
        var text = QuestionText(
            id: id, position: key.position,
            prompt: try reader.required("prompt", example: "|  (the question)").text("the prompt").trimmingSpaces)
        text.hint = try reader.optional("hint")?.text("the hint").trimmingSpaces
        text.explanation = try reader.optional("explanation")?.text("the explanation").trimmingSpaces
        if let options = reader.optional("options") {
            for entry in try MappingReader(options, what: "the option labels").entries {
                text.options.append(
                    (entry.key, try entry.value.text("an option label").trimmingSpaces, entry.keyNode.position))
            }
        }
        if let feedback = reader.optional("feedback") {
            for entry in try MappingReader(feedback, what: "the option feedback").entries {
                text.feedback.append(
                    (entry.key, try entry.value.text("option feedback").trimmingSpaces, entry.keyNode.position))
            }
        }
        return text
    }
}
