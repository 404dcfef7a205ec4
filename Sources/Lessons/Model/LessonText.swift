/// A lesson's text in one language (`ko.yaml`, `zh.yaml`, `en.yaml`).
public struct LessonText: Sendable {
    /// The language.
    public var language: Language
    /// Where the file starts.
    public var position: FilePosition
    /// The lesson's title.
    public var title: String
    /// Prose shown in order before the questions.
    public var sections: [LessonSection]
    /// Question texts by question id, in file order.
    public var questions: [QuestionText]
    /// Ids of question texts that are written but could not be read (already reported).
    public var unreadableQuestions: Set<String> = []

    /// Creates a lesson text.
    public init(
        language: Language, position: FilePosition, title: String, sections: [LessonSection], questions: [QuestionText]
    ) {
        self.language = language
        self.position = position
        self.title = title
        self.sections = sections
        self.questions = questions
    }

    /// The text of question `id`.
    public func question(_ id: String) -> QuestionText? { questions.first { $0.id == id } }

    public static func read(_ root: YAMLNode, language: Language, diagnostics: inout [LessonDiagnostic])
        throws(LessonDiagnostic) -> LessonText
    {
        let reader = try MappingReader(root, what: "the \(language.rawValue) lesson text")
        try reader.rejectUnknownKeys(allowed: ["title", "sections", "questions"])
        var text = LessonText(
            language: language, position: root.position,
            title: try reader.required("title", example: "Dirty flags and the three passes").text("the title")
                .trimmingSpaces,
            sections: [], questions: [])
        if let sections = reader.optional("sections") {
            for node in try sections.list("'sections'") {
                do throws(LessonDiagnostic) {
                    let section = try MappingReader(node, what: "a section")
                    try section.rejectUnknownKeys(allowed: ["title", "body"])
                    text.sections.append(
                        LessonSection(
                            title: try section.required("title", example: "One flag, one pass").text(
                                "the section title"
                            ).trimmingSpaces,
                            body: try section.required("body", example: "|  (the prose)").text("the section body")))
                } catch {
                    diagnostics.append(error)
                }
            }
        }
        let questions = try MappingReader(
            try reader.required("questions", example: "(question ids with their prompts)"), what: "'questions'")
        for entry in questions.entries {
            do throws(LessonDiagnostic) {
                text.questions.append(try QuestionText.read(id: entry.key, key: entry.keyNode, value: entry.value))
            } catch {
                diagnostics.append(error)
                text.unreadableQuestions.insert(entry.key)
            }
        }
        return text
    }
}
