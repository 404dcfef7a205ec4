import Lessons

extension Grader {
    /// What grading needs of one question, variant and language whatever the answer is: made
    /// for the first answer and kept (a sheet of 13 answers, the tutor's tries and `answer-fuzz`
    /// grade the same questions over and over; substituting the variant's values, showing the
    /// simulator's answer and stating the run's facts were most of an answer's cost).
    final class PreparedQuestion {
        /// The question with the variant's values substituted into its queries.
        let question: Question
        /// Its text in the language asked for (the author's part may be English), substituted too.
        let text: QuestionText?
        let expected: ExpectedAnswer
        let record: any ScenarioRecord
        let reference: QuestionReference
        /// The simulator's answer as a learner would write it.
        let expectedText: String
        /// Simulated seconds the question's scenario ran: the time a report gives the test case.
        let simulatedTime: Double
        /// The variant graded (1-based, already clamped to the variants there are).
        let variant: Int
        /// Whether `order`/`set` items are calls rather than bare names.
        let expectsCalls: Bool
        /// The names an answer may use, the simulator's answer always among them.
        let vocabulary: ScenarioVocabulary?
        /// One display frame (VSync interval) of the run, in ms: a time may be answered in frames.
        let frameMs: Double?
        /// The one Core Animation method whose calls the question lists (`addAnimation`): the
        /// calls may then be named by their layers or views.
        let layerMethod: String?
        /// The part of the trace the question's queries look at.
        let builder: ExplanationBuilder
        private let language: Language
        private var predicates: [String: String] = [:]
        /// Verdicts given, by answer, at most `rememberedAnswers` of them.
        private var verdicts: [String: Verdict] = [:]
        /// How many answers' verdicts are kept per question, variant and language: the answers a
        /// class gives most are among the first ones met, and memory stays bounded whatever the
        /// answers (a verdict holds its explanation's slice of the trace).
        static let rememberedAnswers = 64
        /// What grading an answer as read gave (outcome, points, credit and explanation), by the
        /// reading, at most `rememberedAnswers` of them: answers written differently but read
        /// alike (spaces, case, `->` for `→`) are compared and explained once.
        private var readings: [ReadAnswer: Graded] = [:]
        /// A verdict's part that depends on the answer as read only.
        struct Graded {
            var outcome: Verdict.Outcome
            var earned: Int
            var score: Double
            var explanation: Explanation
        }
        private var contextFindings: (findings: [Finding], replacesTrace: Bool)?
        /// Explanations given, at most `rememberedExplanations`: answers that differ only where
        /// grading does not look (spaces around them, their order in a `set`) are explained
        /// alike, and a kept explanation carries the lines it was rendered to.
        private var explanations: [Explanation] = []
        static let rememberedExplanations = 16
        /// Trace slices by the calls they name, at most `rememberedExplanations`.
        private var slices: [[String]: (events: [TraceDigest.Event], omitted: Int, causes: [Int: ChainLink])] = [:]

        init(
            question original: Question, lesson: Lesson, language: Language, variant: Int,
            expected: ExpectedAnswer, record: any ScenarioRecord, display: (ExpectedAnswer, Question, String?) -> String
        ) {
            let values = lesson.variantValues(of: original, variant: variant)
            let question = original.substituted(values)
            self.question = question
            self.language = language
            text = lesson.text(in: language)?.question(question.id)?.substituted(values)
            self.expected = expected
            self.record = record
            reference = QuestionReference(lesson: lesson.id, question: question.id)
            expectedText = display(expected, question, text?.prompt)
            // At least one 60 Hz frame, the run-loop turn any scenario occupies, so no case reports 0.
            simulatedTime = max(record.trace.events.last?.time ?? 0, 1000.0 / 60) / 1000
            self.variant = variant
            var vocabulary = record.vocabulary
            if case .items(let items) = expected {
                expectsCalls = items.isEmpty || items.allSatisfy { $0.contains(".") }
                vocabulary?.allow(items)
            } else {
                expectsCalls = true
            }
            self.vocabulary = vocabulary
            frameMs = record.render?.frameBudgetMs
            layerMethod = expectsCalls ? LayerNames.method(inQuery: question.expect?.text) : nil
            let queries = question.expect.map { [$0] } ?? question.options.map(\.when)
            builder = ExplanationBuilder(
                trace: record.trace, queries: queries.map(\.text), windows: queries.map { record.window(of: $0) })
        }

        /// A choice option's condition as what the run shows, in words: never its query code.
        func predicate(of option: String) -> String {
            if let known = predicates[option] { return known }
            let record = self.record, position = question.position
            let language = self.language
            let sentences = PredicateSentence(language: language) { text in
                try? record.evaluate(Query(text, at: position))
            }
            let predicate =
                (question.options.first { $0.id == option }?.when.text).map {
                    sentences.facts(of: $0).joined(separator: language == .zh ? "" : " ")
                } ?? ""
            predicates[option] = predicate
            return predicate
        }

        /// The verdict on `answer`, graded by `grade` the first time. Strings that are equal but
        /// spelled with other scalars (a precomposed `é` and `e` with a combining accent) are
        /// one dictionary key; the verdict repeats the answer as given, so such a one is graded
        /// again.
        func verdict(for answer: String, grade: () -> Verdict) -> Verdict {
            if let known = verdicts[answer], known.answer.utf8.elementsEqual(answer.utf8) { return known }
            let made = grade()
            if verdicts.count < Self.rememberedAnswers { verdicts[answer] = made }
            return made
        }

        /// What grading `reading` gave, if it is kept.
        func graded(_ reading: LearnerAnswer) -> Graded? { readings[ReadAnswer(answer: reading)] }

        /// Keeps what grading `reading` gave, if there is room.
        func keep(_ graded: Graded, for reading: LearnerAnswer) {
            if readings.count < Self.rememberedAnswers { readings[ReadAnswer(answer: reading)] = graded }
        }

        /// The kept explanation equal to `explanation`, or `explanation`, kept if there is room;
        /// equal explanations render to the same lines, so a report renders each once.
        func explanation(_ explanation: Explanation) -> Explanation {
            if let known = explanations.first(where: { $0 == explanation }) { return known }
            if explanations.count < Self.rememberedExplanations { explanations.append(explanation) }
            return explanation
        }

        /// `builder.slice(naming:)` with its events' causes, made once for each list of calls:
        /// a wrong answer's slice is the same for every answer naming the same calls.
        func slice(naming calls: [String]) -> (events: [TraceDigest.Event], omitted: Int, causes: [Int: ChainLink]) {
            if let known = slices[calls] { return known }
            let (events, omitted) = builder.slice(naming: calls)
            let made = (events: events, omitted: omitted, causes: builder.causes(of: events))
            if slices.count < Self.rememberedExplanations { slices[calls] = made }
            return made
        }

        /// `Grader.contextFindings` for this question, worked out by `make` the first time.
        func context(_ make: () -> (findings: [Finding], replacesTrace: Bool)) -> (
            findings: [Finding], replacesTrace: Bool
        ) {
            if let known = contextFindings { return known }
            let made = make()
            contextFindings = made
            return made
        }
    }

    /// The prepared `question` for `variant` in `language`, made the first time it is asked for.
    func prepare(_ question: Question, in lesson: Lesson, language: Language, variant: Int) throws(LessonDiagnostic)
        -> PreparedQuestion
    {
        // By the variant graded: a number beyond the variants there are gives the last one's
        // values (`ScenarioVariants.values(of:)` clamps the same way), so it shares its entry.
        let number = lesson.shownVariant(variant, of: question)
        let key = lesson.id + "/" + question.id + "#" + String(number) + "@" + language.rawValue
        if let known = prepared[key] { return known }
        let (expected, record) = try expectedAnswer(for: question, in: lesson, variant: variant)
        let made = PreparedQuestion(
            question: question, lesson: lesson, language: language, variant: number, expected: expected, record: record
        ) { answer, question, prompt in display(answer, question: question, language: language, prompt: prompt) }
        prepared[key] = made
        return made
    }
}
