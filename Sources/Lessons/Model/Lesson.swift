/// A lesson's language-neutral part (`lesson.yaml`) together with its texts (`ko.yaml`, …).
public struct Lesson: Sendable {
    /// The lesson's id, used in quizzes as `id/question`.
    public var id: String
    /// Where the lesson file starts.
    public var position: FilePosition
    /// Position in the course.
    public var order: Int
    /// The languages the lesson declares; each must have its text file.
    public var languages: [Language]
    /// Where `languages:` is written.
    public var languagesPosition: FilePosition
    /// Scenarios by id, in file order.
    public var scenarios: [LessonScenario]
    /// Questions, in file order.
    public var questions: [Question]
    /// The texts that were found, by language.
    public var texts: [Language: LessonText]
    /// Ids of questions that are written but could not be read (already reported), so their
    /// texts and quiz references are not reported again as orphans.
    public var unreadableQuestions: Set<String> = []

    /// Creates a lesson.
    public init(
        id: String, position: FilePosition, order: Int, languages: [Language], scenarios: [LessonScenario],
        questions: [Question], texts: [Language: LessonText] = [:]
    ) {
        self.id = id
        self.position = position
        self.order = order
        self.languages = languages
        self.languagesPosition = position
        self.scenarios = scenarios
        self.questions = questions
        self.texts = texts
    }

    /// The question with this id.
    public func question(_ id: String) -> Question? { questions.first { $0.id == id } }

    /// The scenario with this id.
    public func scenario(_ id: String) -> LessonScenario? { scenarios.first { $0.id == id } }

    /// How many variants `question`'s scenario has (1 without `vary:`).
    public func variantCount(of question: Question) -> Int { scenario(question.scenario)?.variantCount ?? 1 }
    /// The variant a learner shown `variant` of `question` was shown: clamped to the variants
    /// there are (1 for a scenario without `vary:`), as `ScenarioVariants.values(of:)` clamps.
    public func shownVariant(_ variant: Int, of question: Question) -> Int {
        min(max(variant, 1), variantCount(of: question))
    }

    /// The parameter values of variant `variant` of `question`'s scenario, for substituting into
    /// its text (`QuestionText.substituted`) and queries; empty without `vary:`.
    public func variantValues(of question: Question, variant: Int) -> [String: String] {
        scenario(question.scenario)?.values(of: variant) ?? [:]
    }

    /// The text in `language`, else English, else any language the lesson has.
    public func text(in language: Language) -> LessonText? {
        texts[language] ?? texts[.en] ?? Language.allCases.lazy.compactMap { texts[$0] }.first
    }

    /// Scenarios one lesson may have (the course's lessons have up to a dozen).
    public static let maximumScenarios = 100
    /// Questions one lesson may have (the course's lessons have up to twenty).
    public static let maximumQuestions = 300

    /// Reads `lesson.yaml`; problems in single questions are collected and the rest still read.
    public static func read(_ root: YAMLNode, diagnostics: inout [LessonDiagnostic]) throws(LessonDiagnostic) -> Lesson
    {
        let reader = try MappingReader(root, what: "the lesson")
        try reader.rejectUnknownKeys(allowed: ["id", "order", "languages", "scenarios", "questions"])
        let id = try reader.required("id", example: "dirty-flags").identifier("the lesson id")
        let order = try reader.required("order", example: "1").integer("'order'", in: 0...1_000_000)
        var languages: [Language] = []
        let languagesNode = try reader.required("languages", example: Language.codesAsYAMLList)
        for node in try languagesNode.list("'languages'") {
            let language = try Language.read(node, what: "a language")
            if !languages.contains(language) { languages.append(language) }
        }
        var lesson = Lesson(
            id: id, position: root.position, order: order, languages: languages, scenarios: [], questions: [])
        lesson.languagesPosition = languagesNode.position
        let scenarios = try MappingReader(
            try reader.required("scenarios", example: "(a mapping of scenario ids)"), what: "'scenarios'")
        for (index, entry) in scenarios.entries.enumerated() {
            // `check` runs every scenario: their number is bounded so a lesson cannot make it run for minutes.
            guard index < Lesson.maximumScenarios else {
                diagnostics.append(
                    LessonDiagnostic(
                        "the lesson has more than \(Lesson.maximumScenarios) scenarios; these and the rest are not read",
                        at: entry.keyNode.position,
                        hint: "a lesson needs a few scenarios: split it into lessons, or use `vary:` for variants"))
                break
            }
            do throws(LessonDiagnostic) {
                let id = try entry.keyNode.identifier("the scenario id")
                lesson.scenarios.append(try LessonScenario.read(id: id, key: entry.keyNode, value: entry.value))
            } catch {
                diagnostics.append(error)
            }
        }
        for (index, node) in try reader.required("questions", example: "(a list of questions)").list("'questions'")
            .enumerated()
        {
            guard index < Lesson.maximumQuestions else {
                diagnostics.append(
                    LessonDiagnostic(
                        "the lesson has more than \(Lesson.maximumQuestions) questions; this one and the rest are not read",
                        at: node.position,
                        hint: "split the lesson into lessons"))
                break
            }
            do throws(LessonDiagnostic) {
                let question = try Question.read(node)
                if let earlier = lesson.question(question.id) {
                    throw LessonDiagnostic(
                        "duplicate question id '\(question.id)' (first at line \(earlier.position.line))",
                        at: question.position,
                        hint: "give each question its own id")
                }
                lesson.questions.append(question)
            } catch {
                diagnostics.append(error)
                if let id = (try? MappingReader(node, what: "a question"))?.optional("id")?.scalar {
                    lesson.unreadableQuestions.insert(id)
                }
            }
        }
        return lesson
    }
}
