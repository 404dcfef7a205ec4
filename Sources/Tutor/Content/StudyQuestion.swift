import Grading
import Lessons

/// A question as the tutor needs it: what to show, what to complete, and how to grade.
public protocol StudyQuestion {
    /// The question's id within its lesson, the key in progress.json.
    var id: String { get }
    /// What kind of answer it takes.
    var kind: QuestionKind { get }
    /// The unit of a `number` question (`ms`, `frames`, `bytes`, `pt`).
    var unit: String? { get }
    /// The form of answer expected, said before the first try.
    var answerForm: AnswerForm { get }
    /// The id of the question this one's prompt leans on (`after:`); asked alone, that one
    /// comes first.
    var follows: String? { get }
    /// The example shown with the form (`answerForm.usualExample` unless the lesson gives one).
    var answerExample: String { get }
    /// The prompt in `language`.
    func prompt(in language: Language) -> String
    /// The options of a `choice` question, in order; empty for other kinds.
    func options(in language: Language) -> [StudyOption]
    /// A hint, if the author wrote one.
    func hint(in language: Language) -> String?
    /// The scenario the question is about: its name and source, if any.
    var scenario: (name: String, source: String)? { get }
    /// The moment the question is about (`QuestionMoment.of`): the mark its window starts
    /// after, or the start of the run.
    var moment: QuestionMoment { get }
    /// The scenario's trace as rows to draw: before it is answered, only what happened up to
    /// the question's moment (the set-up, which gives nothing away); once answered, the
    /// question's window.
    func traceRows(answered: Bool) -> [TraceRow]
    /// The line of the lesson file the scenario's first line is on, so listings number lines
    /// as diagnostics and explanations do.
    var scenarioFirstLine: Int { get }
    /// The view tree with frames as it stands at the question's moment, never later; nil when
    /// the code before the moment does not run on its own.
    func viewTree() -> TreeDiagram?
    /// The pictures of the whole run for `:picture` (the answer: only once settled); nil
    /// without a scenario that runs.
    func picture() -> QuestionPicture?
    /// The words Tab completes: the scenario's names and the methods their types have,
    /// never what the run did.
    var completionWords: [String] { get }
    /// Grades `answer`; never throws: an answer that cannot be read is a verdict too.
    func grade(_ answer: String, in language: Language) -> StudyVerdict
    /// The simulator's answer as a learner would write it, with the author's explanation,
    /// for `:reveal` and after the last try; nil when the lesson is broken.
    func revealed(in language: Language) -> (answer: String, explanation: String?)?
    /// How many variants the question's scenario has (`vary:`; 1 without).
    var variantCount: Int { get }
    /// The variant shown (1-based).
    var variant: Int { get }
    /// The same question in variant `number`: its prompt, code, trace and grading.
    func inVariant(_ number: Int) -> any StudyQuestion
}

extension StudyQuestion {
    /// No pictures unless the question says how to make them.
    public func picture() -> QuestionPicture? { nil }
    /// A scenario that is its own file starts at line 1.
    public var scenarioFirstLine: Int { 1 }
    /// A question that stands alone.
    public var follows: String? { nil }
    /// The form's usual example.
    public var answerExample: String { answerForm.usualExample }
    /// A question without `vary:` has one variant.
    public var variantCount: Int { 1 }
    /// The variant shown (1-based).
    public var variant: Int { 1 }
    /// The same question in variant `number`; a question without variants is itself.
    public func inVariant(_ number: Int) -> any StudyQuestion { self }
}
