import Lessons
import Scenario
import Simulator

/// Grades answers against what the simulator did: the entry point for the tutor and `grade`.
///
/// Scenarios run once per grader (cached) and expected answers are computed once per question,
/// so grading many answers costs one run per scenario.
public final class Grader {
    /// The lessons questions are looked up in.
    public let library: LessonLibrary
    /// The scenario runs, one per scenario.
    public let cache: ScenarioCache
    private var expected: [String: (ExpectedAnswer, any ScenarioRecord)] = [:]
    /// Every expected answer worked out (or why it could not be), by the same keys as `expected`:
    /// kept when `release(_:)` drops the runs, for checks that read answers only.
    private var answers: [String: Result<ExpectedAnswer, LessonDiagnostic>] = [:]
    /// `prepare(_:in:language:variant:)`'s questions, by lesson, question, variant and language.
    var prepared: [String: PreparedQuestion] = [:]
    /// The same questions by the reference, variant and language a sheet asks for them with:
    /// a class's sheets ask for each question again and again, and finding its lesson and
    /// question and building the key above costs a tenth of grading an answer.
    private var preparedByReference: [PreparedReference: PreparedQuestion] = [:]

    /// A question as `grade(_:answer:language:variant:)` is asked for it.
    private struct PreparedReference: Hashable {
        let reference: QuestionReference
        let variant: Int
        let language: Language
    }

    /// Creates a grader over `library`, running scenarios with `engine`.
    public init(library: LessonLibrary, engine: any ScenarioEngine) {
        self.library = library
        self.cache = ScenarioCache(engine: engine)
    }

    /// The simulator's answer to `question`, and the run it came from.
    ///
    /// Throws when the lesson is broken: the scenario fails, or the query does not fit the kind.
    /// For a scenario with `vary:`, `variant` (1-based) picks the variant; its values are
    /// substituted into the code and the question's queries, and the run is that variant's.
    public func expectedAnswer(
        for question: Question, in lesson: Lesson, variant: Int = 1
    ) throws(LessonDiagnostic) -> (answer: ExpectedAnswer, record: any ScenarioRecord) {
        guard let base = lesson.scenario(question.scenario) else {
            throw LessonDiagnostic(
                "question '\(question.id)' asks about scenario '\(question.scenario)', which the lesson does not define",
                at: question.scenarioPosition, hint: "define it under `scenarios:`")
        }
        // The variant `variant(_:)` gives, without substituting its code: a cached answer costs
        // one lookup (substituting a scenario's code was a sixth of grading an answer).
        let number = base.variants.map { min(max(variant, 1), $0.count) } ?? base.variant
        let key = Self.key(question, in: lesson, variant: number)
        if let known = expected[key] { return known }
        let scenario = base.variant(variant)
        let record = cache.record(of: scenario, in: lesson)
        do throws(LessonDiagnostic) {
            if let failure = record.failure { throw failure }
            let answer = try ExpectedAnswer.evaluate(
                question.substituted(scenario.values(of: scenario.variant)), over: record)
            expected[key] = (answer, record)
            answers[key] = .success(answer)
            return (answer, record)
        } catch {
            // Runs are deterministic: the same run fails the same way.
            answers[key] = .failure(error)
            throw error
        }
    }

    /// The scenario-language run grading made of `question`'s scenario in `variant`, if it is
    /// still kept (before `release(_:)`); never runs one. The tutor draws the set-up's trace
    /// rows from it instead of running the scenario again.
    public func keptRun(of question: Question, in lesson: Lesson, variant: Int = 1) -> ScenarioRun? {
        guard let base = lesson.scenario(question.scenario) else { return nil }
        return (cache.keptRecord(of: base.variant(variant), in: lesson) as? ScenarioLanguageRecord)?.run
    }

    /// The simulator's answer to `question`, as `expectedAnswer(for:in:variant:)` gives it,
    /// without the run: an answer worked out before `release(_:)` is still known.
    public func answer(for question: Question, in lesson: Lesson, variant: Int = 1) throws(LessonDiagnostic)
        -> ExpectedAnswer
    {
        if let base = lesson.scenario(question.scenario) {
            let number = base.variants.map { min(max(variant, 1), $0.count) } ?? base.variant
            if let known = answers[Self.key(question, in: lesson, variant: number)] { return try known.get() }
        }
        return try expectedAnswer(for: question, in: lesson, variant: variant).answer
    }

    /// Drops `lesson`'s scenario runs and what was prepared from them, keeping the answers
    /// (`answer(for:in:variant:)`): a run holds its whole simulation, and a check of a course
    /// that kept every run reached gigabytes. Asking for a run again runs it again.
    public func release(_ lesson: Lesson) {
        let prefix = lesson.id + "/"
        expected = expected.filter { !$0.key.hasPrefix(prefix) }
        prepared = prepared.filter { !$0.key.hasPrefix(prefix) }
        preparedByReference = preparedByReference.filter { $0.key.reference.lesson != lesson.id }
        cache.release(lesson)
    }

    /// Whether scenarios may run on several threads at once, each thread with its own grader
    /// (`sibling()`).
    public var runsConcurrently: Bool { cache.engine.runsConcurrently }

    /// A grader on the same library and engine with nothing run yet, for another thread.
    public func sibling() -> Grader {
        Grader(library: library, engine: cache.engine)
    }

    /// Takes `other`'s answers (a sibling's, whose lesson is checked) and counts its runs as run.
    public func absorb(_ other: Grader) {
        answers.merge(other.answers) { mine, _ in mine }
        cache.absorb(other.cache)
    }

    /// `expected`'s and `answers`' key of a question and a variant number already clamped.
    private static func key(_ question: Question, in lesson: Lesson, variant number: Int) -> String {
        lesson.id + "/" + question.id + "#" + String(number)
    }

    /// The part of the trace `question`'s queries answered from in `variant`'s run (a choice
    /// question's options together): what its explanation shows, and what the tutor's trace
    /// pictures show once it is answered. Nil when the lesson is broken.
    public func traceWindow(of question: Question, in lesson: Lesson, variant: Int = 1) -> TraceWindow? {
        guard let prepared = try? prepare(question, in: lesson, language: .en, variant: variant) else { return nil }
        return prepared.builder.window
    }

    /// Grades `answer` to the question `reference` names.
    public func grade(_ reference: QuestionReference, answer: String, language: Language, variant: Int = 1)
        throws(LessonDiagnostic) -> Verdict?
    {
        let key = PreparedReference(reference: reference, variant: variant, language: language)
        let prepared: PreparedQuestion
        if let known = preparedByReference[key] {
            prepared = known
        } else {
            guard let (lesson, question) = library.resolve(reference) else { return nil }
            prepared = try prepare(question, in: lesson, language: language, variant: variant)
            preparedByReference[key] = prepared
        }
        return prepared.verdict(for: answer) { grade(prepared, answer: answer, language: language) }
    }

    /// Grades one answer; the explanation is in `language` (the author's part falls back to English).
    /// `variant` (1-based) is the variant of the question's scenario the learner was shown.
    ///
    /// What does not depend on the answer (the question and its text with the variant's values
    /// substituted, the simulator's answer as shown, the vocabulary, the trace window, the facts
    /// the explanation states) is worked out for the first answer and kept, like the expected
    /// answer: questions are known by lesson and id, as in `expectedAnswer(for:in:variant:)`.
    ///
    /// Grading is deterministic, so a verdict is also kept per answer (`PreparedQuestion.verdict`):
    /// a class's repeated answers are graded once.
    public func grade(
        question: Question, in lesson: Lesson, answer: String, language: Language, variant: Int = 1
    ) throws(LessonDiagnostic) -> Verdict {
        let prepared = try prepare(question, in: lesson, language: language, variant: variant)
        return prepared.verdict(for: answer) { grade(prepared, answer: answer, language: language) }
    }

    /// Grades `answer` against what `prepared` holds of its question.
    private func grade(_ prepared: PreparedQuestion, answer: String, language: Language) -> Verdict {
        let (expectedAnswer, record, question, text) = (
            prepared.expected, prepared.record, prepared.question, prepared.text
        )
        var verdict = Verdict(
            reference: prepared.reference, kind: question.kind, outcome: .incorrect, earned: 0, points: question.points,
            answer: answer,
            expected: prepared.expectedText, language: language, explanation: Explanation())
        verdict.simulatedTime = prepared.simulatedTime
        verdict.variant = prepared.variant
        let parsed: LearnerAnswer
        switch AnswerParser.parse(
            answer, for: question, expectsCalls: prepared.expectsCalls, vocabulary: prepared.vocabulary,
            frameMs: prepared.frameMs,
            layerMethod: prepared.layerMethod)
        {
        case .failure(var unreadable):
            // A Chinese yes/no question is answered with its prompt's own verb, as the tutor says.
            if question.kind == .yesno, language == .zh, let prompt = text?.prompt {
                (unreadable.chineseYes, unreadable.chineseNo) = ChineseYesNo.words(for: prompt)
            }
            verdict.outcome = .unreadable
            verdict.explanation = prepared.explanation(Explanation(findings: [.unreadable(unreadable)]))
            return verdict
        case .success(let value):
            parsed = value
        }
        if let known = prepared.graded(parsed) {
            (verdict.outcome, verdict.earned, verdict.score) = (known.outcome, known.earned, known.score)
            verdict.explanation = known.explanation
            return verdict
        }
        let builder = prepared.builder
        var findings: [Finding] = []
        var highlighted = Set<Int>()
        var named: [String] = []
        // One case per kind of expected answer, with no `default`: a new kind cannot be graded
        // until it is handled here, and an answer parsed as another kind is a wrong answer.
        let mismatch = Finding.value(expected: prepared.expectedText, answered: answer, tolerance: nil)
        // An answer read as another kind is explained with the answer as written: not kept.
        let readAsAnotherKind: Bool
        switch (expectedAnswer, parsed) {
        case (.items, .items), (.bool, .bool), (.integer, .integer), (.number, .number), (.rect, .rect),
            (.options, .options):
            readAsAnotherKind = false
        default:
            readAsAnotherKind = true
        }
        switch expectedAnswer {
        case .items(let expectedItems):
            guard case .items(let answered) = parsed else { findings = [mismatch]; break }
            let result = builder.compare(expected: expectedItems, answered: answered, ordered: question.kind == .order)
            findings = result.findings
            highlighted = result.highlighted
            named = expectedItems + answered
        case .bool(let value):
            guard case .bool(let given) = parsed else { findings = [mismatch]; break }
            guard value != given else { break }
            findings = [
                .value(
                    expected: GradingStrings.quotedYesNo(value, language, prompt: text?.prompt),
                    answered: GradingStrings.quotedYesNo(given, language, prompt: text?.prompt), tolerance: nil)
            ]
        case .integer(let value):
            guard case .integer(let given) = parsed else { findings = [mismatch]; break }
            guard value != given else { break }
            findings = [.value(expected: String(value), answered: String(given), tolerance: nil)]
        case .number(let value):
            guard case .number(let given) = parsed else { findings = [mismatch]; break }
            guard abs(value - given) > question.tolerance + 1e-9 else { break }
            let unit = question.unit.map { GradingStrings.unit($0, language) } ?? ""
            findings = [
                .value(
                    expected: NumberText.format(value) + unit, answered: NumberText.format(given) + unit,
                    tolerance: question.tolerance > 0 ? NumberText.format(question.tolerance) + unit : nil)
            ]
        case .rect(let value):
            guard case .rect(let given) = parsed else { findings = [mismatch]; break }
            guard !value.isClose(to: given, tolerance: question.tolerance) else { break }
            findings = [
                .value(
                    expected: value.description, answered: given.description,
                    tolerance: question.tolerance > 0
                        ? NumberText.format(question.tolerance) + GradingStrings.unit(.pt, language) : nil)
            ]
        case .options(let options):
            guard case .options(let picked) = parsed else { findings = [mismatch]; break }
            for option in options where option.holds != picked.contains(option.id) {
                let predicate = prepared.predicate(of: option.id)
                let isPicked = picked.contains(option.id)
                findings.append(
                    .option(
                        id: option.id, label: text?.label(of: option.id), picked: isPicked, predicate: predicate,
                        feedback: isPicked ? text?.feedback(for: option.id) : nil))
            }
        }
        guard !findings.isEmpty else {
            verdict.outcome = .correct
            verdict.earned = question.points
            verdict.score = 1
            verdict.explanation = Explanation(authorText: text?.explanation)
            prepared.keep(
                .init(outcome: .correct, earned: question.points, score: 1, explanation: verdict.explanation),
                for: parsed)
            return verdict
        }
        verdict.score = PartialCredit.score(expected: expectedAnswer, answered: parsed, kind: question.kind)
        let context = prepared.context {
            contextFindings(question, record: record, builder: builder, language: language)
        }
        findings += context.findings
        if case .counted = context.findings.last {
            named += context.findings.compactMap {
                if case .counted(let chain) = $0 { return chain.first?.text } else { return nil }
            }
        }
        // Frames, offscreen layers and bytes are explained by their own figures, not by a list of trace events.
        var slice: (events: [TraceDigest.Event], omitted: Int, causes: [Int: ChainLink]) =
            context.replacesTrace ? ([], 0, [:]) : prepared.slice(naming: named)
        // A cut slice is a dump ("… 55 more events"); only a list answer is explained by a list of events.
        if slice.omitted > 0 && question.kind != .order && question.kind != .set { slice = ([], 0, [:]) }
        verdict.explanation = prepared.explanation(
            Explanation(
                findings: findings, windowLabel: builder.window.afterLabel, slice: slice.events,
                omittedEvents: slice.omitted, highlighted: highlighted, causes: slice.causes,
                authorText: text?.explanation))
        if !readAsAnotherKind {
            prepared.keep(
                .init(
                    outcome: verdict.outcome, earned: verdict.earned, score: verdict.score,
                    explanation: verdict.explanation),
                for: parsed)
        }
        return verdict
    }

    /// The names an answer to `question` may use: its scenario's receivers and their methods,
    /// with the simulator's own answer always included. For the tutor's Tab completion.
    public func vocabulary(for question: Question, in lesson: Lesson, variant: Int = 1) throws(LessonDiagnostic)
        -> ScenarioVocabulary
    {
        let (expectedAnswer, record) = try expectedAnswer(for: question, in: lesson, variant: variant)
        var vocabulary = record.vocabulary ?? ScenarioVocabulary()
        if case .items(let items) = expectedAnswer { vocabulary.allow(items) }
        return vocabulary
    }

    /// The names `question`'s scenario declares, with the methods their types have, whatever
    /// the run did: for the tutor's Tab completion, which must not tell what happened (the
    /// grader's vocabulary also learns receivers and methods from the trace, to read answers).
    public func declaredVocabulary(for question: Question, in lesson: Lesson, variant: Int = 1) throws(LessonDiagnostic)
        -> ScenarioVocabulary
    {
        let (_, record) = try expectedAnswer(for: question, in: lesson, variant: variant)
        return record.declaredVocabulary ?? ScenarioVocabulary()
    }

    /// The simulator's answer as a learner would write it.
    /// A yes/no answer uses the prompt's verb in Chinese (需要 → 需要/不需要).
    func display(_ answer: ExpectedAnswer, question: Question, language: Language, prompt: String? = nil) -> String {
        switch answer {
        case .items(let items):
            if items.isEmpty { return GradingStrings.none(language) }
            return question.kind == .order ? items.joined(separator: " → ") : GradingStrings.list(items, language)
        case .bool(let value): return GradingStrings.yesNo(value, language, prompt: prompt)
        case .options: return GradingStrings.list(answer.rightOptions, language)
        case .integer(let value): return String(value)
        case .number(let value):
            return NumberText.format(value) + (question.unit.map { GradingStrings.unit($0, language) } ?? "")
        case .rect(let rect): return rect.description
        }
    }
}
