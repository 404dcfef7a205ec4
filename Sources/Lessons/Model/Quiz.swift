/// A quiz: a selection of lesson questions with a pass mark (`quizzes/*.yaml`).
public struct Quiz: Sendable {
    /// The quiz's id; answer sheets name it.
    public var id: String
    /// Where the file starts.
    public var position: FilePosition
    /// The title in each language.
    public var titles: [Language: String]
    /// The pass mark, a percentage of the quiz's points (0…100).
    public var passPercent: Double
    /// The questions, in order, with where each reference is written.
    public var questions: [(reference: QuestionReference, position: FilePosition)]

    /// Creates a quiz.
    public init(
        id: String, position: FilePosition, titles: [Language: String], passPercent: Double,
        questions: [(reference: QuestionReference, position: FilePosition)]
    ) {
        self.id = id
        self.position = position
        self.titles = titles
        self.passPercent = passPercent
        self.questions = questions
    }

    /// The title in `language`, else English, else any.
    public func title(in language: Language) -> String {
        titles[language] ?? titles[.en] ?? Language.allCases.lazy.compactMap { titles[$0] }.first ?? id
    }

    /// Reads a quiz file.
    public static func read(_ root: YAMLNode) throws(LessonDiagnostic) -> Quiz {
        let reader = try MappingReader(root, what: "the quiz")
        try reader.rejectUnknownKeys(allowed: ["id", "title", "pass", "questions"])
        let id = try reader.required("id", example: "render-loop-basics").identifier("the quiz id")
        var titles: [Language: String] = [:]
        let titleNode = try reader.required("title", example: "{ ko: …, zh: …, en: … }")
        for entry in try MappingReader(titleNode, what: "the quiz title").entries {
            titles[try Language.read(entry.keyNode, what: "a title language")] = try entry.value.text("a title").trimmingSpaces
        }
        let passNode = try reader.required("pass", example: "70%")
        let passText = try passNode.text("the pass mark").trimmingSpaces
        let number = passText.hasSuffix("%") ? String(passText.dropLast()).trimmingSpaces : passText
        guard let pass = Double(number), pass >= 0, pass <= 100 else {
            throw LessonDiagnostic(
                "the pass mark '\(passText)' is not a percentage from 0 to 100", at: passNode.textPosition, hint: "e.g. `pass: 70%`")
        }
        var questions: [(reference: QuestionReference, position: FilePosition)] = []
        for node in try reader.required("questions", example: "[dirty-flags/layout-after-tap]").list("'questions'") {
            let reference = try QuestionReference.read(node)
            if let earlier = questions.first(where: { $0.reference == reference }) {
                throw LessonDiagnostic(
                    "'\(reference)' is listed twice (first at line \(earlier.position.line))", at: node.textPosition,
                    hint: "list each question once; use `points:` in the lesson to weigh it more")
            }
            questions.append((reference, node.textPosition))
        }
        guard !questions.isEmpty else {
            throw LessonDiagnostic("the quiz has no questions", at: root.position, hint: "list lesson-id/question-id items under `questions:`")
        }
        return Quiz(id: id, position: root.position, titles: titles, passPercent: pass, questions: questions)
    }
}
