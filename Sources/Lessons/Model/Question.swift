import TextBasics

/// One question of a lesson: what to ask about which scenario, and how the simulator answers it.
public struct Question: Sendable {
    /// The question's id within its lesson (`layout-after-tap`).
    public var id: String
    /// Where the question starts (its `- id:` line).
    public var position: FilePosition
    /// The id of the scenario it asks about.
    public var scenario: String
    /// Where the scenario id is written.
    public var scenarioPosition: FilePosition
    /// The shape of the answer.
    public var kind: QuestionKind
    /// The query whose value is the right answer; nil only for `choice` questions.
    public var expect: Query?
    /// For `choice`: whether several options may be right.
    public var multiple: Bool
    /// For `choice`: the options in the order they are shown.
    public var options: [ChoiceOption]
    /// For `number`: the unit.
    public var unit: NumberUnit?
    /// For `number` and `frame`: how far an answer may be from the simulator's and still count.
    public var tolerance: Double
    /// Points the question is worth in a quiz.
    public var points: Int
    /// Answers `layoutlab check` grades and expects to get their declared verdict.
    public var samples: [SampleAnswer]
    /// The facts of docs/facts.md the question tests (`facts: [18, 21]`), in file order.
    public var facts: [Int] = []
    /// The answer-form example the tutor shows with the prompt (`example: "3"`), when the
    /// kind's usual one would be the answer; nil for the usual one.
    public var example: String?
    /// Where `example:` is written.
    public var examplePosition: FilePosition?
    /// What the expected answer rests on (`basis:`); nil when the lesson does not say.
    public var basis: QuestionBasis?
    /// Where `basis:` is written (the question's start when absent).
    public var basisPosition: FilePosition?
    /// Where the fact comes from (`source:`): an Apple page, a WWDC session, a public log.
    public var source: String?
    /// Where `source:`'s text is written.
    public var sourcePosition: FilePosition?
    /// The question whose context this one's prompt leans on (`after: question-id`); every
    /// place that asks it alone shows that question first.
    public var after: String?
    /// Where `after:` is written.
    public var afterPosition: FilePosition?
    /// Why the text shown just before this question may name its answer (`gives-away-ok:`);
    /// nil when it must not.
    public var givesAwayOK: String?

    /// Creates a question.
    public init(
        id: String, position: FilePosition, scenario: String, scenarioPosition: FilePosition, kind: QuestionKind,
        expect: Query?, multiple: Bool = false, options: [ChoiceOption] = [], unit: NumberUnit? = nil,
        tolerance: Double = 0, points: Int = 1, samples: [SampleAnswer] = []
    ) {
        self.id = id
        self.position = position
        self.scenario = scenario
        self.scenarioPosition = scenarioPosition
        self.kind = kind
        self.expect = expect
        self.multiple = multiple
        self.options = options
        self.unit = unit
        self.tolerance = tolerance
        self.points = points
        self.samples = samples
    }

    /// The question for a variant of its scenario: `{name}` in its queries and samples replaced
    /// by the variant's values.
    public func substituted(_ values: [String: String]) -> Question {
        guard !values.isEmpty else { return self }
        var copy = self
        copy.expect = expect.map { Query(ScenarioVariants.substitute($0.text, values), at: $0.position) }
        copy.options = options.map {
            ChoiceOption(
                id: $0.id, position: $0.position,
                when: Query(ScenarioVariants.substitute($0.when.text, values), at: $0.when.position))
        }
        copy.samples = samples.map {
            SampleAnswer(text: ScenarioVariants.substitute($0.text, values), isRight: $0.isRight, position: $0.position)
        }
        return copy
    }

    static let keys = [
        "id", "scenario", "kind", "expect", "multiple", "options", "unit", "tolerance", "points", "samples", "facts",
        "example", "basis", "source", "after", "gives-away-ok",
    ]

    /// Reads one `- id: …` item of a lesson's `questions` list and checks its kind's fields.
    /// The most points one question may be worth.
    public static let maximumPoints = 1_000
    /// The largest `tolerance:` (see `read`).
    public static let maximumTolerance = 1_000_000_000.0

    static func read(_ node: YAMLNode) throws(LessonDiagnostic) -> Question {
        let reader = try MappingReader(node, what: "a question")
        let id = try reader.required("id", example: "layout-after-tap").identifier("the question id")
        let what = "question '\(id)'"
        let named = try MappingReader(node, what: what)
        try named.rejectUnknownKeys(allowed: keys)
        let scenarioNode = try named.required("scenario", example: "tap-a2")
        let kindNode = try named.required("kind", example: "order")
        let kindText = try kindNode.text("the question kind")
        guard let kind = QuestionKind(rawValue: kindText) else {
            let names = QuestionKind.allCases.map(\.rawValue)
            throw LessonDiagnostic(
                "unknown question kind '\(kindText)'" + EditDistance.phrase(for: kindText, in: names),
                at: kindNode.textPosition,
                hint: "use one of: " + names.joined(separator: ", "))
        }
        var question = Question(
            id: id, position: node.position, scenario: try scenarioNode.identifier("the scenario id"),
            scenarioPosition: scenarioNode.textPosition, kind: kind, expect: nil)
        if let expect = named.optional("expect") {
            guard kind != .choice else {
                throw LessonDiagnostic(
                    "a choice question has no 'expect'", at: expect.position,
                    hint: "give each option a `when:` predicate instead; the options that hold are the right answer")
            }
            question.expect = try Query.read(expect, what: "the 'expect' query")
        } else if kind != .choice {
            throw LessonDiagnostic(
                "\(what) has no 'expect' query", at: node.position,
                hint: "add `expect:` with a query over the run, e.g. `trace.after(\"tap\").calls(\"layoutSubviews\")`")
        }
        if let multiple = named.optional("multiple") {
            guard kind == .choice else { throw onlyFor("multiple", "choice", multiple) }
            question.multiple = try multiple.boolean("'multiple'")
        }
        if let options = named.optional("options") {
            guard kind == .choice else { throw onlyFor("options", "choice", options) }
            question.options = try readOptions(options, question: id)
        } else if kind == .choice {
            throw LessonDiagnostic(
                "choice \(what) has no options", at: node.position,
                hint: "add `options:` with `- id: a` and `when: <predicate>` for each")
        }
        if let unit = named.optional("unit") {
            guard kind == .number else { throw onlyFor("unit", "number", unit) }
            let text = try unit.text("the unit")
            guard let value = NumberUnit(rawValue: text) else {
                let names = NumberUnit.allCases.map(\.rawValue)
                throw LessonDiagnostic(
                    "unknown unit '\(text)'" + EditDistance.phrase(for: text, in: names), at: unit.textPosition,
                    hint: "use one of: " + names.joined(separator: ", "))
            }
            question.unit = value
        } else if kind == .number {
            throw LessonDiagnostic(
                "number \(what) has no unit", at: node.position, hint: "add `unit:` with one of ms, frames, bytes, pt")
        }
        if let tolerance = named.optional("tolerance") {
            guard kind == .number || kind == .frame else { throw onlyFor("tolerance", "number and frame", tolerance) }
            question.tolerance = try tolerance.decimal("the tolerance")
            guard question.tolerance >= 0 else {
                throw LessonDiagnostic(
                    "the tolerance must not be negative", at: tolerance.textPosition, hint: "e.g. `tolerance: 0.5`")
            }
            // Far above any measurement a lesson asks (bytes of a backing store included), and
            // small enough that every sum with it stays exact.
            guard question.tolerance <= Question.maximumTolerance else {
                throw LessonDiagnostic(
                    "the tolerance must be at most \(Int(Question.maximumTolerance))", at: tolerance.textPosition,
                    hint: "a tolerance that large accepts every answer; e.g. `tolerance: 0.5`")
            }
        }
        if let points = named.optional("points") {
            // Bounded, so a quiz's total (a sum over its questions) cannot overflow.
            question.points = try points.integer("'points'", in: 1...Question.maximumPoints)
        }
        if let samples = named.optional("samples") {
            question.samples = try SampleAnswer.readAll(samples, question: id)
        }
        if let facts = named.optional("facts") {
            question.facts = try Fact.readAll(facts)
        }
        try readFairness(named, into: &question)
        return question
    }

    /// The keys that say how a question may be asked: its example, basis and source, the
    /// question it leans on, and why a neighbour may give it away.
    private static func readFairness(_ named: MappingReader, into question: inout Question) throws(LessonDiagnostic) {
        if let example = named.optional("example") {
            guard question.kind != .yesno else { throw onlyFor("example", "all but yesno", example) }
            let text = try example.text("the example").trimmingSpaces
            guard !text.isEmpty, text.count <= 60, !text.contains("`"), !text.contains("\n") else {
                throw LessonDiagnostic(
                    "the example must be one short answer without backticks", at: example.textPosition,
                    hint: "write it as a learner would answer, e.g. `example: \"3\"`")
            }
            question.example = text
            question.examplePosition = example.textPosition
        }
        if let basis = named.optional("basis") {
            let text = try basis.text("the basis")
            guard let value = QuestionBasis(rawValue: text) else {
                let names = QuestionBasis.allCases.map(\.rawValue)
                throw LessonDiagnostic(
                    "unknown basis '\(text)'" + EditDistance.phrase(for: text, in: names), at: basis.textPosition,
                    hint:
                        "use documented (Apple says so), observed (public logs or measurements) or model (the simulator's assumption)"
                )
            }
            question.basis = value
            question.basisPosition = basis.textPosition
        }
        if let source = named.optional("source") {
            let text = try source.text("the source").trimmingSpaces
            guard !text.isEmpty else {
                throw LessonDiagnostic(
                    "the source is empty", at: source.textPosition,
                    hint: "name the Apple page, WWDC session or public log")
            }
            guard question.basis?.needsSource == true else {
                throw LessonDiagnostic(
                    "'source' goes with `basis: documented` or `basis: observed`", at: source.position,
                    hint: question.basis == .model
                        ? "a model question has no outside source: remove `source:`" : "add `basis:` before it")
            }
            question.source = text
            question.sourcePosition = source.textPosition
        }
        if let after = named.optional("after") {
            question.after = try after.identifier("the question it follows")
            question.afterPosition = after.textPosition
        }
        if let reason = named.optional("gives-away-ok") {
            let text = try reason.text("the reason").trimmingSpaces
            guard !text.isEmpty else {
                throw LessonDiagnostic(
                    "'gives-away-ok' needs a reason", at: reason.textPosition,
                    hint:
                        "say why the text before the question may name its answer, e.g. `gives-away-ok: recall right after the section`"
                )
            }
            question.givesAwayOK = text
        }
    }

    private static func onlyFor(_ key: String, _ kinds: String, _ node: YAMLNode) -> LessonDiagnostic {
        LessonDiagnostic(
            "'\(key)' applies only to \(kinds) questions", at: node.position, hint: "remove it or change the kind")
    }

    private static func readOptions(_ node: YAMLNode, question: String) throws(LessonDiagnostic) -> [ChoiceOption] {
        var options: [ChoiceOption] = []
        for item in try node.list("the options") {
            let reader = try MappingReader(item, what: "an option of question '\(question)'")
            try reader.rejectUnknownKeys(allowed: ["id", "when"])
            let idNode = try reader.required("id", example: "a")
            let id = try idNode.identifier("the option id")
            if options.contains(where: { $0.id.lowercased() == id.lowercased() }) {
                throw LessonDiagnostic(
                    "duplicate option id '\(id)'", at: idNode.textPosition, hint: "give each option its own id")
            }
            let when = try Query.read(
                try reader.required("when", example: "trace.contains(\"a2.layoutSubviews\")"),
                what: "the option's 'when'")
            options.append(ChoiceOption(id: id, position: idNode.textPosition, when: when))
        }
        if options.count < 2 {
            throw LessonDiagnostic(
                "a choice question needs at least two options", at: node.position, hint: "add another `- id: …` option")
        }
        return options
    }
}
