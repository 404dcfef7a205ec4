/// A learner's answers to a quiz, for grading in CI (`layoutlab grade QUIZ SHEET…`).
public struct AnswerSheet: Sendable {
    /// One answer, with where it is written.
    public struct Answer: Sendable {
        /// Which question it answers.
        public var reference: QuestionReference
        /// The answer text; a YAML list is joined with new lines (one item per line).
        public var text: String
        /// Where the answer is written.
        public var position: FilePosition
        /// The variant of the question's scenario the learner answered (1-based), from the sheet's
        /// `variants:` mapping; nil means the first.
        public var variant: Int?
        /// Where that variant number is written, for "no such variant" errors.
        public var variantPosition: FilePosition?
    }

    /// The file the sheet was read from.
    public var file: String
    /// The quiz id it answers.
    public var quiz: String
    /// Where the quiz id is written.
    public var quizPosition: FilePosition
    /// Who answered.
    public var learner: String
    /// Where `learner:` is, for "graded twice" errors.
    public var learnerPosition: FilePosition
    /// The language explanations should be in, if the sheet says.
    public var language: Language?
    /// The answers, in file order.
    public var answers: [Answer]

    /// The answer to `reference`, if given.
    public func answer(to reference: QuestionReference) -> Answer? { answers.first { $0.reference == reference } }

    /// The longest answer graded as written; no question's answer comes near it.
    public static let maximumAnswerCharacters = 4_096

    /// `text`, or its first `maximumAnswerCharacters` characters and a note saying it was cut, so
    /// a megabyte answer is not copied into every report and explanation.
    static func cut(_ text: String) -> String {
        guard text.utf8.count > maximumAnswerCharacters else { return text }
        let characters = text.count
        guard characters > maximumAnswerCharacters else { return text }
        return String(text.prefix(maximumAnswerCharacters))
            + " […cut: the answer has \(characters) characters; only the first \(maximumAnswerCharacters) are kept]"
    }

    /// Reads an answer sheet.
    public static func read(_ root: YAMLNode) throws(LessonDiagnostic) -> AnswerSheet {
        let reader = try MappingReader(root, what: "the answer sheet")
        try reader.rejectUnknownKeys(allowed: ["quiz", "learner", "lang", "answers", "variants"])
        let quizNode = try reader.required("quiz", example: "render-loop-basics")
        let learnerNode = try reader.required("learner", example: "kim")
        var sheet = AnswerSheet(
            file: root.position.file, quiz: try quizNode.identifier("the quiz id"), quizPosition: quizNode.textPosition,
            learner: try learnerNode.text("the learner").trimmingSpaces, learnerPosition: learnerNode.textPosition, language: nil, answers: [])
        if let lang = reader.optional("lang") { sheet.language = try Language.read(lang, what: "'lang'") }
        let answers = try MappingReader(try reader.required("answers", example: "(question references with answers)"), what: "'answers'")
        for entry in answers.entries {
            guard let reference = QuestionReference(entry.key) else {
                throw LessonDiagnostic(
                    "'\(entry.key)' does not name a question: " + QuestionReference.problem(in: entry.key), at: entry.keyNode.position,
                    hint: "write lesson-id/question-id, e.g. `dirty-flags/layout-after-tap`")
            }
            let text: String
            if case .sequence(let items) = entry.value.content {
                var lines: [String] = []
                for item in items { lines.append(try item.text("an answer item")) }
                text = lines.joined(separator: "\n")
            } else {
                text = try entry.value.text("an answer")
            }
            // Keys are compared normalised (QuestionReference: `"sums/total "` and a decomposed
            // `é` are the same question): a second answer would otherwise be silently ignored.
            if let earlier = sheet.answer(to: reference) {
                throw LessonDiagnostic(
                    "'\(reference)' is answered twice (first at line \(earlier.position.line))", at: entry.keyNode.position,
                    hint: "keep one answer per question")
            }
            sheet.answers.append(Answer(reference: reference, text: cut(text), position: entry.value.textPosition))
        }
        // `variants: { lesson/question: 2 }`: which variant each answer was for (the tutor's quiz writes it).
        if let variants = reader.optional("variants") {
            for entry in try MappingReader(variants, what: "'variants'").entries {
                guard let reference = QuestionReference(entry.key) else {
                    throw LessonDiagnostic(
                        "'\(entry.key)' does not name a question: " + QuestionReference.problem(in: entry.key), at: entry.keyNode.position,
                        hint: "write lesson-id/question-id: variant number, e.g. `dirty-flags/layout-after-tap: 2`")
                }
                let number: Int
                do throws(LessonDiagnostic) {
                    number = try entry.value.integer("the variant of '\(entry.key)'", in: 1...ScenarioVariants.maximumCount)
                } catch {
                    var located = error
                    located.hint = "write the variant the learner was shown, 1 up to the number of its scenario's variants "
                        + "(1 for a question without `vary:`), or remove the entry"
                    throw located
                }
                guard let index = sheet.answers.firstIndex(where: { $0.reference == reference }) else {
                    throw LessonDiagnostic(
                        "'\(entry.key)' has a variant but no answer", at: entry.keyNode.position,
                        hint: "add its answer under `answers:`, or remove the variant")
                }
                if sheet.answers[index].variant != nil {
                    throw LessonDiagnostic(
                        "the variant of '\(reference)' is given twice", at: entry.keyNode.position, hint: "keep one variant per question")
                }
                sheet.answers[index].variant = number
                sheet.answers[index].variantPosition = entry.value.textPosition
            }
        }
        return sheet
    }
}
