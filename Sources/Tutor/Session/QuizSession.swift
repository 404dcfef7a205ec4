import Foundation
import Grading
import Lessons
import Simulator
import TextBasics

/// `layoutlab quiz`: asks a quiz's questions in order, one answer each (no hints, no
/// feedback, no retries, as in an exam), shows each question's id, writes the answer sheet
/// `layoutlab grade` reads (from before the first question, again after every answer), then
/// grades the answers it wrote the way `grade` grades that file and shows the score and every
/// explanation. Progress and the FSRS schedule are not touched: a quiz
/// measures, it does not teach.
public final class QuizSession {
    let quiz: Quiz
    let library: LessonLibrary
    let grader: Grader
    let input: LineSource
    let output: TextOutput
    let errors: TextOutput
    let style: TextStyle
    /// The width when no terminal says otherwise.
    let fixedColumns: Int
    /// Reads the terminal's size before each screen (nil off a terminal), so a resize re-wraps.
    let terminalSize: (() -> TerminalSize?)?
    let learner: String
    /// The language of the questions, the sheet's `lang` and the explanations.
    public private(set) var language: Language
    /// Called with the sheet's path after each save, the last one (just before grading)
    /// included: a test replaces the file there, as another `quiz` writing the same `--out`
    /// may, to show that the answers graded are the ones held in memory.
    var didSave: ((String) -> Void)?

    /// A quiz session over `library`'s lessons, for `learner`.
    public init(
        quiz: Quiz, library: LessonLibrary, grader: Grader, input: LineSource, output: TextOutput, errors: TextOutput,
        language: Language, style: TextStyle, columns: Int = 80, terminalSize: (() -> TerminalSize?)? = nil,
        learner: String
    ) {
        self.quiz = quiz
        self.library = library
        self.grader = grader
        self.input = input
        self.output = output
        self.errors = errors
        self.language = language
        self.style = style
        fixedColumns = columns
        self.terminalSize = terminalSize
        self.learner = learner
        input.setCompletions(CompletionVocabulary.words())
    }

    /// The width to wrap to now.
    var columns: Int { terminalSize?()?.textColumns ?? fixedColumns }

    private func say(_ text: UIText) {
        output.write(TerminalText.wrap(text.text(in: language), columns: columns).joined(separator: "\n") + "\n")
    }

    /// Asks every question, writes the sheet to `sheetPath`, grades it and reports. Returns
    /// 0 when the pass mark is reached, 1 when not, 2 when the sheet cannot be written or the
    /// quiz names a question the lessons lack.
    public func run(sheetPath: String) -> Int32 {
        var answers: [(reference: QuestionReference, text: String, variant: Int)] = []
        // The sheet is written before the first question (an unwritable --out is found now, not
        // after the last answer) and again after every answer, so a hang-up, a kill or a closed
        // terminal loses nothing that was answered.
        guard save(answers, to: sheetPath) else { return 2 }
        output.write(
            "\n"
                + style.bold(
                    UIText.quizHeading(title: quiz.title(in: language), count: quiz.questions.count).text(in: language))
                + "\n")
        say(.quizRules)
        asking: for (number, entry) in quiz.questions.enumerated() {
            guard let (lesson, question) = library.resolve(entry.reference) else {
                errors.write(
                    "\(entry.position): error: quiz '\(quiz.id)' names '\(entry.reference)', which the loaded lessons do not have\n"
                )
                return 2
            }
            // One variant per learner and scenario, so every question on a scenario shows the same
            // names and numbers; the sheet records it so `grade` grades that same variant.
            let variant = VariantChooser.choose(
                count: lesson.variantCount(of: question), learner: learner, lesson: lesson.id,
                scenario: question.scenario)
            let adapter = QuestionAdapter(question: question, lesson: lesson, grader: grader, variant: variant)
            let heading = UIText.quizQuestionHeading(
                number: number + 1, total: quiz.questions.count, id: entry.reference.description)
            let card = {
                QuestionCard(question: adapter, language: self.language, style: self.style, columns: self.columns)
            }
            output.write(card().render(heading: heading.text(in: language)))
            input.setCompletions(
                CompletionVocabulary.words(
                    optionLetters: adapter.options(in: language).map(\.letter), callNames: adapter.completionWords))
            reading: while true {
                switch input.readLine(prompt: "> ") {
                case .endOfInput: break asking
                case .interrupted: continue
                case .line(let line):
                    let text = line.trimmingCharacters(in: .whitespaces)
                    if text.isEmpty { continue }
                    if let invocation = MetaCommand.parse(text) {
                        switch invocation.command {
                        case .skip: break reading
                        case .quit: break asking
                        case .code:
                            output.write(card().codeAtMoment())
                        case .lang:
                            if let chosen = Language(code: invocation.argument) {
                                language = chosen
                                say(.languageSet)
                                output.write(card().render(heading: heading.text(in: language)))
                            } else {
                                say(.langUsage)
                            }
                        case .help:
                            say(.quizRules)
                        default:
                            say(.quizRules)
                        }
                        continue
                    }
                    // An answer that cannot be read is said at once (as in study) and costs
                    // nothing; whether it is right is only told at the end.
                    if case .unreadable(let reason) = adapter.grade(text, in: language) {
                        say(.unreadable(reason: reason))
                        continue
                    }
                    answers.append((entry.reference, text, adapter.variant))
                    guard save(answers, to: sheetPath) else { return 2 }
                    say(.quizRecorded)
                    break reading
                }
            }
        }
        input.setCompletions(CompletionVocabulary.words())
        guard save(answers, to: sheetPath) else { return 2 }
        // Grade the answers given here, read as `layoutlab grade QUIZ SHEET` reads the sheet,
        // from memory: the file may meanwhile have been replaced (another `quiz` writing the
        // same --out), and this learner must see their own score.
        let text: String
        do {
            text = try QuizSession.sheetYAML(quiz: quiz.id, learner: learner, language: language, answers: answers)
        } catch {
            errors.write("layoutlab quiz: error: cannot write the answer sheet " + SafeText.line("\(error)") + "\n")
            return 2
        }
        let result: SheetResult
        do throws(LessonDiagnostic) {
            let sheet = try AnswerSheet.read(try YAMLLoader.load(text, file: sheetPath))
            result = try SheetResult.grade(sheet, quiz: quiz, grader: grader, language: language)
        } catch {
            errors.write(error.description + "\n")
            return 2
        }
        output.write("\n" + style.bold(UIText.quizReviewHeading.text(in: language)) + "\n")
        for verdict in result.verdicts {
            // The labels `layoutlab grade` gives the same sheet: outcome, answer, simulator.
            let mark = (verdict.isLearned ? "✓ " : "✗ ") + verdict.reportOutcomeLabel
            output.write(
                "\n" + (verdict.isLearned ? style.good(mark) : style.bad(mark)) + "  "
                    + style.bold(verdict.reference.description)
                    + "  \(NumberText.format(verdict.partialPoints))/\(verdict.points)\n")
            let labels = GradingStrings.answerLabels(language)
            let given = verdict.answer.isEmpty ? UIText.quizUnanswered.text(in: language) : verdict.answer
            writeIndented(GradingStrings.labelled(labels.answer, given, language))
            if !verdict.isLearned {
                writeIndented(GradingStrings.labelled(labels.expected, verdict.expected, language))
            }
            for line in ExplanationRenderer.lines(verdict.explanation, language: language) {
                if line.isEmpty { output.write("\n") } else { writeIndented(line) }
            }
        }
        output.write("\n")
        // Partial credit, in the line `layoutlab grade` prints for this sheet.
        let score = GradingStrings.score(of: result)
        output.write((result.passed ? style.good(score) : style.bad(score)) + "\n")
        say(.quizSheetWritten(path: sheetPath))
        return result.passed ? 0 : 1
    }

    /// Writes one line of the review indented by two columns and wrapped to the terminal, as the
    /// tutor wraps its other prose (code and tables stay whole).
    private func writeIndented(_ line: String) {
        for part in TerminalText.wrap(line, columns: columns - 2) { output.write("  " + part + "\n") }
    }

    /// Writes the sheet of `answers` to `path` (atomically: a reader sees the last whole
    /// sheet); false, after saying why, when it cannot be written.
    private func save(_ answers: [(reference: QuestionReference, text: String, variant: Int)], to path: String) -> Bool
    {
        do {
            let text = try QuizSession.sheetYAML(quiz: quiz.id, learner: learner, language: language, answers: answers)
            try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: path))
            didSave?(path)
            return true
        } catch {
            errors.write(
                "layoutlab quiz: error: cannot write the answer sheet " + SafeText.line("\(error)") + "\n"
                    + "  hint: give --out a file in a folder you can write to\n")
            return false
        }
    }

    /// The sheet as `layoutlab grade` reads it: `quiz`, `learner`, `lang`, then one answer per
    /// question in quiz order, then `variants:`, the variant of each answered question's scenario
    /// (1 without `vary:`), so grading uses what was shown. Written by libyaml's emitter, the
    /// library that reads it back, so any name or answer a learner types (quotes, `#`, U+FFFE,
    /// line breaks) comes back as typed.
    static func sheetYAML(
        quiz: String, learner: String, language: Language,
        answers: [(reference: QuestionReference, text: String, variant: Int)]
    ) throws(YAMLEmitter.Failure) -> String {
        let document = YAMLEmitter.Value.mapping(
            [
                ("quiz", .string(quiz)), ("learner", .string(learner)), ("lang", .string(language.rawValue)),
                ("answers", .mapping(answers.map { ($0.reference.description, .string($0.text)) })),
            ]
                + (answers.isEmpty
                    ? [] : [("variants", .mapping(answers.map { ($0.reference.description, .integer($0.variant)) }))]))
        let header = "# Written by `layoutlab quiz`; grade with `layoutlab grade \(SafeText.line(quiz)) THIS-FILE`.\n"
        return header + (try YAMLEmitter.document(document))
    }
}
