import Foundation
import Grading
import Lessons
import Scenario
import Simulator

/// A loaded `Question`, graded by the `Grader`, in one variant of its scenario: the code, the
/// texts, the trace, Tab's names and the grading are all that variant's (`vary:`).
struct QuestionAdapter: StudyQuestion {
    let question: Question
    let lesson: Lesson
    let grader: Grader
    /// The variant shown (1-based; 1 for a scenario without `vary:`).
    var variant = 1
    /// The moment worked out once (`settlingMoment()`), for a caller that draws both the tree
    /// and the rows: the getter reads the query, the marks and the prompt anew each time.
    private var settledMoment: QuestionMoment?
    /// The set-up trees already drawn for this lesson's check (`ShownTextCheck`), if any.
    var setUpTrees: SetUpTrees?

    init(question: Question, lesson: Lesson, grader: Grader, variant: Int = 1) {
        self.question = question
        self.lesson = lesson
        self.grader = grader
        self.variant = lesson.shownVariant(variant, of: question)
    }

    /// How many variants the question's scenario has.
    var variantCount: Int { lesson.variantCount(of: question) }

    /// The same adapter with its moment worked out once for all reads.
    func settlingMoment() -> QuestionAdapter {
        var adapter = self
        adapter.settledMoment = moment
        return adapter
    }

    /// The same question in variant `number`.
    func inVariant(_ number: Int) -> any StudyQuestion {
        QuestionAdapter(question: question, lesson: lesson, grader: grader, variant: number)
    }

    /// This variant's parameter values (`{view}` → `b7`).
    private var values: [String: String] { lesson.variantValues(of: question, variant: variant) }

    var id: String { question.id }
    var kind: QuestionKind { question.kind }
    var unit: String? { question.unit?.rawValue }

    private func text(_ language: Language) -> QuestionText? {
        lesson.text(in: language)?.question(question.id)?.substituted(values)
    }

    func prompt(in language: Language) -> String {
        text(language)?.prompt.trimmingCharacters(in: .newlines) ?? question.id
    }

    func options(in language: Language) -> [StudyOption] {
        question.options.map { StudyOption(letter: $0.id, label: text(language)?.label(of: $0.id) ?? $0.id) }
    }

    func hint(in language: Language) -> String? { text(language)?.hint?.trimmingCharacters(in: .newlines) }

    var scenario: (name: String, source: String)? {
        lesson.scenario(question.scenario).map { ($0.id, $0.variant(variant).code) }
    }

    /// Scenario line 1 is on this line of `lesson.yaml` (libyaml keeps a block scalar's leading
    /// blank lines, as the engine allows for).
    var scenarioFirstLine: Int {
        guard let scenario = lesson.scenario(question.scenario) else { return 1 }
        return scenario.codePosition.line - scenario.code.prefix { $0 == "\n" }.count
    }

    /// The simulator's answer, if the lesson is sound.
    private var expected: ExpectedAnswer? {
        try? grader.expectedAnswer(for: question, in: lesson, variant: variant).answer
    }

    /// Lists of names (views, layers) when the simulator's items are not calls, as the grader
    /// reads them.
    var answerForm: AnswerForm {
        var namesOnly = false
        if case .items(let items)? = expected { namesOnly = !items.isEmpty && !items.allSatisfy { $0.contains(".") } }
        return AnswerForm.of(kind: question.kind, multiple: question.multiple, namesOnly: namesOnly, unit: unit)
    }

    var follows: String? { question.after }

    /// The lesson's own example when it gives one (`example:`), else the form's usual one.
    var answerExample: String { question.example ?? answerForm.usualExample }

    /// The query text whose window the question looks at (a choice question's options
    /// together).
    private var queryText: String {
        let substituted = question.substituted(values)
        return substituted.expect?.text ?? substituted.options.map(\.when.text).joined(separator: " ")
    }

    /// The part of the trace the question's queries answered from, as grading found it.
    private var window: TraceWindow? { grader.traceWindow(of: question, in: lesson, variant: variant) }

    /// The part of `run`'s trace the question's queries answer from, as the interpreter finds
    /// it there (a choice question's options together): the rows drawn are that run's.
    private func window(in run: ScenarioRun) -> TraceWindow {
        let substituted = question.substituted(values)
        let queries = substituted.expect.map { [$0] } ?? substituted.options.map(\.when)
        return TraceWindow(
            holding: queries.map { try? run.evaluateWithWindow($0.text, at: $0.position).window },
            whole: 0..<run.trace.events.count)
    }

    /// The question's moment, from its query, its scenario's marks and its English prompt
    /// (the lesson's reference text, which every translation follows).
    var moment: QuestionMoment {
        if let settledMoment { return settledMoment }
        // Once: each read of `scenario` substitutes the variant's values into the code again.
        let source = scenario?.source
        return QuestionMoment.of(
            query: queryText, window: window, marks: source.map { QuestionMoment.markLabels(in: $0) } ?? [],
            prompt: text(.en)?.prompt,
            source: source)
    }

    /// The scenario run again for its pictures: grading's record keeps a digest of the trace
    /// without call depth and no view tree. Runs are deterministic, so this is the same run,
    /// with positions in the `.yaml` file as the engine gives them. `code` replaces the
    /// scenario's code (its lines up to the mark, for the tree at the mark); `keepingTrees`
    /// keeps the view tree at each mark (`:picture` draws the tree at the question's mark).
    private func pictureRun(code: String? = nil, keepingTrees: Bool = false) -> ScenarioRun? {
        guard let scenario = lesson.scenario(question.scenario) else { return nil }
        var options = pictureOptions(scenario)
        options.keepsTreesAtMarks = keepingTrees
        let run = ScenarioRun(source: code ?? scenario.variant(variant).code, options: options)
        if case .failed = run.outcome { return nil }
        return run
    }

    /// The options of a picture run: positions in the `.yaml` file.
    private func pictureOptions(_ scenario: LessonScenario) -> ScenarioOptions {
        ScenarioOptions(
            fileName: scenario.codePosition.file, lineOffset: scenarioFirstLine - 1,
            columnOffset: scenario.codePosition.column - 1)
    }

    /// Grading's own run of this variant when it is the run `pictureRun()` would make: the
    /// same code and options (recording ambiguous layouts or not only adds model choices,
    /// never an event). Nil when grading kept no such run.
    private func gradedRun() -> ScenarioRun? {
        guard let scenario = lesson.scenario(question.scenario),
            let run = grader.keptRun(of: question, in: lesson, variant: variant)
        else { return nil }
        var options = pictureOptions(scenario)
        options.recordsAmbiguousLayouts = run.options.recordsAmbiguousLayouts
        guard run.options == options, run.source == scenario.variant(variant).code else { return nil }
        return run
    }

    /// Before an answer, the calls before the question's moment (the set-up: nothing the
    /// question asks about); after, the calls inside the question's window (`after("tap")`,
    /// `between(…)`), nested as the simulator made them.
    func traceRows(answered: Bool) -> [TraceRow] {
        // The set-up's rows are the same in grading's run (kept while `check` checks the
        // lesson, and by the tutor): read up to its end, since queries evaluated on it since
        // may have recorded more. The window's rows evaluate the queries, so a fresh run.
        if !answered, let run = gradedRun() {
            if case .failed = run.outcome { return [] }
            let events = run.trace.events.prefix(run.eventsAtEnd)
            return SimulatorPictures.rows(of: run.trace, in: 0..<moment.eventIndex(in: events))
        }
        guard let run = pictureRun() else { return [] }
        guard answered else { return SimulatorPictures.rows(of: run.trace, in: 0..<moment.eventIndex(in: run.trace)) }
        return SimulatorPictures.rows(of: run.trace, in: window(in: run).range)
    }

    /// The whole run's pictures, for `:picture` once the question is settled.
    func picture() -> QuestionPicture? {
        guard let run = pictureRun(keepingTrees: true), let scenario else { return nil }
        return QuestionPicture(run: run, query: queryText, moment: moment, name: lesson.id + "-" + scenario.name)
    }

    /// The view tree at the moment: the scenario's lines before the moment's line run on
    /// their own, which is the state the moment sees. Never the end state, which could be
    /// the answer ("a2's frame at the end"): a moment inside a block (which a prefix cannot
    /// run), a scenario with no line for it, or a prefix that already ran a turn or a pass
    /// the question is about shows no tree.
    func viewTree() -> TreeDiagram? {
        guard let source = scenario?.source else { return nil }
        // Worked out once: the getter reads the query, the scenario's marks and the prompt anew.
        let moment = self.moment
        // The set-up's lines: up to the mark, or the start; for a stored variable, the mark
        // before its line, since the lines from there to ▶ make the value asked for.
        let setUp = moment.setUp
        let lines = CodeListing(source: source).lines
        // A start with no top-level run-loop line: the whole code is the set-up, if it turns
        // no run loop and runs no pass (checked below).
        guard let index = moment.setUpLineIndex(in: lines) ?? (setUp == .start ? lines.count : nil) else { return nil }
        let prefix = lines.prefix(index).joined(separator: "\n") + "\n"
        let draw = {
            guard let run = pictureRun(code: prefix), run.outcome == .completed else {
                return SetUpTrees.Drawn(tree: nil, startsRun: false)
            }
            return SetUpTrees.Drawn(
                tree: SimulatorPictures.viewTree(of: run.simulation.window),
                startsRun: run.trace.events.contains(where: QuestionMoment.isRunStart))
        }
        let drawn = setUpTrees?.tree(of: question.scenario, code: prefix, draw: draw) ?? draw()
        guard let tree = drawn.tree else { return nil }
        if setUp == .start, drawn.startsRun { return nil }
        // A frame question's answer may be a frame the set-up already gave (a view that snaps
        // back, a constraint that loses): the tree then shows names only.
        return question.kind == .frame ? QuestionAdapter.withoutFrames(tree) : tree
    }

    /// `tree` with each label's trailing `(x, y, width, height)` left out.
    static func withoutFrames(_ tree: TreeDiagram) -> TreeDiagram {
        var label = tree.label
        if label.hasSuffix(")"), let open = label.range(of: " (", options: .backwards) {
            label = String(label[..<open.lowerBound])
        }
        return TreeDiagram(label, children: tree.children.map(withoutFrames))
    }

    /// The names the scenario declares with the methods their types have (`a2.layoutSubviews`
    /// for every view, whether it ran or not), and the plain names the code binds. Never what
    /// the run did: neither the expected items nor receivers and methods only the trace shows
    /// (`CATransaction.commit`, a method no other view of the type has).
    var completionWords: [String] {
        var words: [String] = []
        if let vocabulary = try? grader.declaredVocabulary(for: question, in: lesson, variant: variant) {
            // The prelude's services (`trace`, `runLoop`, `display`, `clock`) are the scenario's
            // tools, not objects an answer names; `window` is a view and stays.
            for name in vocabulary.receivers.keys.sorted() where !QuestionAdapter.preludeServices.contains(name) {
                words.append(name)
                words += (vocabulary.receivers[name]?.methods.sorted() ?? []).map { "\(name).\($0)" }
            }
        }
        if let source = scenario?.source {
            words += DeclaredNames.names(in: source).filter { !words.contains($0) }
        }
        return words
    }

    /// Prelude objects an answer never names.
    static let preludeServices: Set<String> = ["trace", "runLoop", "display", "clock"]

    func revealed(in language: Language) -> (answer: String, explanation: String?)? {
        // Grading an empty answer computes the simulator's answer in display form and reads
        // the author's explanation; the empty answer itself is unreadable and ignored.
        guard
            let verdict = try? grader.grade(
                question: question, in: lesson, answer: "", language: language, variant: variant)
        else { return nil }
        return (verdict.expected, text(language)?.explanation?.trimmingCharacters(in: .newlines))
    }

    func grade(_ answer: String, in language: Language) -> StudyVerdict {
        let verdict: Verdict
        do {
            verdict = try grader.grade(
                question: question, in: lesson, answer: answer, language: language, variant: variant)
        } catch {
            return .lessonBroken(diagnostic: error.description)
        }
        switch verdict.outcome {
        case .correct where verdict.isLearned:
            return .correct(explanation: verdict.explanation.authorText)
        case .correct:
            // Right in outcome but short of full credit: not learned yet.
            return .incorrect(
                mismatch: AnswerMismatch(), explanation: verdict.explanation.authorText,
                score: min(max(verdict.score, 0), 1))
        case .unreadable:
            return .unreadable(
                reason: ExplanationRenderer.lines(verdict.explanation, language: language).joined(separator: "\n"))
        case .incorrect:
            let mismatch = AnswerMismatch(
                findings: verdict.explanation.findings.map { ExplanationRenderer.sentence($0, language) },
                trace: ExplanationRenderer.traceSection(verdict.explanation, language: language))
            return .incorrect(
                mismatch: mismatch,
                explanation: verdict.explanation.authorText, score: min(max(verdict.score, 0), 1))
        }
    }
}
