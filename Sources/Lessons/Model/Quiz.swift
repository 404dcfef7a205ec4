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
    /// The questions this quiz gives its own `points:` or `weight:`; the others keep their
    /// lesson's points.
    public var scoring: [QuestionReference: QuizPoints]

    /// Creates a quiz.
    public init(
        id: String, position: FilePosition, titles: [Language: String], passPercent: Double,
        questions: [(reference: QuestionReference, position: FilePosition)],
        scoring: [QuestionReference: QuizPoints] = [:]
    ) {
        self.id = id
        self.position = position
        self.titles = titles
        self.passPercent = passPercent
        self.questions = questions
        self.scoring = scoring
    }

    /// What `reference` is worth in this quiz, given its points in its lesson.
    public func points(for reference: QuestionReference, lessonPoints: Int) -> Int {
        scoring[reference]?.applied(to: lessonPoints) ?? lessonPoints
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
            titles[try Language.read(entry.keyNode, what: "a title language")] = try entry.value.text("a title")
                .trimmingSpaces
        }
        let passNode = try reader.required("pass", example: "70%")
        let passText = try passNode.text("the pass mark").trimmingSpaces
        let number = passText.hasSuffix("%") ? String(passText.dropLast()).trimmingSpaces : passText
        guard let pass = Double(number), pass >= 0, pass <= 100 else {
            throw LessonDiagnostic(
                "the pass mark '\(passText)' is not a percentage from 0 to 100", at: passNode.textPosition,
                hint: "e.g. `pass: 70%`")
        }
        var questions: [(reference: QuestionReference, position: FilePosition)] = []
        var scoring: [QuestionReference: QuizPoints] = [:]
        for node in try reader.required("questions", example: "[dirty-flags/layout-after-tap]").list("'questions'") {
            // `- lesson/question`, or `- { question: lesson/question, points: 3 }` (or `weight: 2`).
            var referenceNode = node
            var points: QuizPoints?
            if case .mapping = node.content {
                let entry = try MappingReader(node, what: "a quiz question")
                try entry.rejectUnknownKeys(allowed: ["question", "points", "weight"])
                referenceNode = try entry.required("question", example: "dirty-flags/layout-after-tap")
                points = try QuizPoints.read(entry)
            }
            let reference = try QuestionReference.read(referenceNode)
            if let earlier = questions.first(where: { $0.reference == reference }) {
                throw LessonDiagnostic(
                    "'\(reference)' is listed twice (first at line \(earlier.position.line))",
                    at: referenceNode.textPosition,
                    hint: "list each question once; give it `points:` or `weight:` to weigh it more")
            }
            questions.append((reference, referenceNode.textPosition))
            scoring[reference] = points
        }
        guard !questions.isEmpty else {
            throw LessonDiagnostic(
                "the quiz has no questions", at: root.position,
                hint: "list lesson-id/question-id items under `questions:`")
        }
        return Quiz(
            id: id, position: root.position, titles: titles, passPercent: pass, questions: questions, scoring: scoring)
    }
}
