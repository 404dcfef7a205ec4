import TextBasics

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
    public var answers: [Answer] { didSet { index = nil } }
    /// What was wrong with the sheet and was passed over when it was read leniently (an unknown
    /// key, no learner, an answer that names no question): warnings a report shows beside the grade.
    public var problems: [LessonDiagnostic] = []
    /// Where each question's answer is in `answers`, so looking one up does not scan the sheet.
    private var index: [QuestionReference: Int]?

    init(
        file: String, quiz: String, quizPosition: FilePosition, learner: String, learnerPosition: FilePosition,
        language: Language?, answers: [Answer]
    ) {
        self.file = file
        self.quiz = quiz
        self.quizPosition = quizPosition
        self.learner = learner
        self.learnerPosition = learnerPosition
        self.language = language
        self.answers = answers
    }

    /// The answer to `reference`, if given.
    public func answer(to reference: QuestionReference) -> Answer? {
        if let index { return index[reference].map { answers[$0] } }
        return answers.first { $0.reference == reference }
    }

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

    /// Reads an answer sheet. Strictly, any problem is an error; leniently (`strict: false`, what
    /// `layoutlab grade` does unless `--strict`), a problem that leaves the rest of the sheet
    /// readable is kept in `problems` as a warning and the sheet is read without it: an unknown
    /// key, no `quiz:` or `learner:` (the file's name stands in), an answer that names no
    /// question or answers one twice, a variant that cannot be used. The time is linear in the
    /// number of keys.
    public static func read(_ root: YAMLNode, strict: Bool = true) throws(LessonDiagnostic) -> AnswerSheet {
        var problems: [LessonDiagnostic] = []
        /// Throws `problem` when strict; else keeps it as a warning (up to `maximumProblems`), and
        /// the caller skips what it is about.
        func passOver(_ problem: @autoclosure () -> LessonDiagnostic) throws(LessonDiagnostic) {
            guard !strict else { throw problem() }
            problems.keepWarning(problem)
        }
        let reader = try MappingReader(root, what: "the answer sheet")
        let allowed = ["quiz", "learner", "lang", "answers", "variants"]
        if strict {
            try reader.rejectUnknownKeys(allowed: allowed)
        } else {
            do throws(LessonDiagnostic) { try reader.rejectUnknownKeys(allowed: allowed) } catch {
                // Not one key of ours: not an answer sheet at all.
                guard error.message.hasPrefix("unknown key") else { throw error }
                for entry in reader.entries where !allowed.contains(entry.key) {
                    let suggestion = EditDistance.closest(to: entry.key, in: allowed)
                    try passOver(
                        LessonDiagnostic(
                            "unknown key '\(entry.key)' in the answer sheet"
                                + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                            at: entry.keyNode.position,
                            hint: "allowed keys here: " + allowed.joined(separator: ", ") + "; it was not read"))
                }
            }
        }
        let fileName = String(root.position.file.split(separator: "/").last ?? Substring(root.position.file))
        let stem =
            fileName.hasSuffix(".yaml") || fileName.hasSuffix(".yml")
            ? String(fileName[..<(fileName.lastIndex(of: ".") ?? fileName.endIndex)]) : fileName
        var quiz = "", quizPosition = root.position
        if strict || reader.optional("quiz") != nil {
            let quizNode = try reader.required("quiz", example: "render-loop-basics")
            quiz = try quizNode.identifier("the quiz id")
            quizPosition = quizNode.textPosition
        } else {
            try passOver(
                LessonDiagnostic(
                    "the answer sheet has no 'quiz'", at: root.position,
                    hint: "add `quiz: QUIZ-ID`; it was graded against the quiz given"))
        }
        var learner = stem, learnerPosition = root.position
        if strict || reader.optional("learner") != nil {
            let learnerNode = try reader.required("learner", example: "kim")
            learner = try learnerNode.text("the learner").trimmingSpaces
            learnerPosition = learnerNode.textPosition
            if learner.isEmpty && !strict {
                learner = stem
                try passOver(
                    LessonDiagnostic(
                        "the answer sheet's 'learner' is empty", at: learnerPosition,
                        hint: "write the learner's name after `learner:`; the file's name '\(stem)' stands in for it"))
            }
        } else {
            try passOver(
                LessonDiagnostic(
                    "the answer sheet has no 'learner'", at: root.position,
                    hint: "add `learner: NAME`; the file's name '\(stem)' stands in for it"))
        }
        var sheet = AnswerSheet(
            file: root.position.file, quiz: quiz, quizPosition: quizPosition,
            learner: learner, learnerPosition: learnerPosition, language: nil, answers: [])
        var index: [QuestionReference: Int] = [:]
        if let lang = reader.optional("lang") {
            do throws(LessonDiagnostic) { sheet.language = try Language.read(lang, what: "'lang'") } catch {
                try passOver(error)
            }
        }
        let answersNode: YAMLNode?
        if strict {
            answersNode = try reader.required("answers", example: "(question references with answers)")
        } else {
            answersNode = reader.optional("answers")
            if answersNode == nil {
                try passOver(
                    LessonDiagnostic(
                        "the answer sheet has no 'answers'", at: root.position,
                        hint:
                            "add `answers:` with one `lesson-id/question-id: answer` a line; every question was graded as not answered"
                    ))
            }
        }
        var answers: [Answer] = []
        if let answersNode {
            for entry in try MappingReader(answersNode, what: "'answers'").entries {
                guard let reference = QuestionReference(entry.key) else {
                    try passOver(
                        LessonDiagnostic(
                            "'\(entry.key)' does not name a question: " + QuestionReference.problem(in: entry.key),
                            at: entry.keyNode.position,
                            hint: "write lesson-id/question-id, e.g. `dirty-flags/layout-after-tap`"))
                    continue
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
                if let earlier = index[reference] {
                    try passOver(
                        LessonDiagnostic(
                            "'\(reference)' is answered twice (first at line \(answers[earlier].position.line))",
                            at: entry.keyNode.position,
                            hint: "keep one answer per question" + (strict ? "" : "; the first was graded")))
                    continue
                }
                index[reference] = answers.count
                answers.append(Answer(reference: reference, text: cut(text), position: entry.value.textPosition))
            }
        }
        // `variants: { lesson/question: 2 }`: which variant each answer was for (the tutor's quiz writes it).
        if let variants = reader.optional("variants") {
            for entry in try MappingReader(variants, what: "'variants'").entries {
                guard let reference = QuestionReference(entry.key) else {
                    try passOver(
                        LessonDiagnostic(
                            "'\(entry.key)' does not name a question: " + QuestionReference.problem(in: entry.key),
                            at: entry.keyNode.position,
                            hint: "write lesson-id/question-id: variant number, e.g. `dirty-flags/layout-after-tap: 2`")
                    )
                    continue
                }
                let number: Int
                do throws(LessonDiagnostic) {
                    number = try entry.value.integer(
                        "the variant of '\(entry.key)'", in: 1...ScenarioVariants.maximumCount)
                } catch {
                    var located = error
                    located.hint =
                        "write the variant the learner was shown, 1 up to the number of its scenario's variants "
                        + "(1 for a question without `vary:`), or remove the entry"
                    try passOver(located)
                    continue
                }
                guard let position = index[reference] else {
                    try passOver(
                        LessonDiagnostic(
                            "'\(entry.key)' has a variant but no answer", at: entry.keyNode.position,
                            hint: "add its answer under `answers:`, or remove the variant"))
                    continue
                }
                if answers[position].variant != nil {
                    try passOver(
                        LessonDiagnostic(
                            "the variant of '\(reference)' is given twice", at: entry.keyNode.position,
                            hint: "keep one variant per question"))
                    continue
                }
                answers[position].variant = number
                answers[position].variantPosition = entry.value.textPosition
            }
        }
        sheet.answers = answers
        sheet.index = index
        sheet.problems = problems
        return sheet
    }

    /// Warnings kept per sheet; past them one more says how many were left out, so a sheet with
    /// 40,000 stray keys gives a report a teacher can read (and costs no suggestion search each).
    public static let maximumProblems = 50
}

extension [LessonDiagnostic] {
    /// Appends `problem` as a warning while fewer than `AnswerSheet.maximumProblems` are kept;
    /// past that, counts it in one last warning, `… and N more problems in this sheet`.
    public mutating func keepWarning(_ problem: () -> LessonDiagnostic) {
        if count < AnswerSheet.maximumProblems {
            var warning = problem()
            warning.severity = .warning
            append(warning)
            return
        }
        let more =
            count == AnswerSheet.maximumProblems
            ? 1
            : (self[AnswerSheet.maximumProblems].message.split(separator: " ").dropFirst(2).first.flatMap { Int($0) }
                ?? 0) + 1
        let summary = LessonDiagnostic(
            "… and \(more) more problem\(more == 1 ? "" : "s") in this sheet",
            at: self[AnswerSheet.maximumProblems - 1].position,
            hint: "fix the ones above and grade it again to see the rest", severity: .warning)
        if count == AnswerSheet.maximumProblems { append(summary) } else { self[AnswerSheet.maximumProblems] = summary }
    }
}
