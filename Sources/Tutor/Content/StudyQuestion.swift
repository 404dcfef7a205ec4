import Lessons

/// A question as the tutor needs it: what to show, what to complete, and how to grade.
public protocol StudyQuestion {
    /// The question's id within its lesson, the key in progress.json.
    var id: String { get }
    /// What kind of answer it takes.
    var kind: QuestionKind { get }
    /// The unit of a `number` question (`ms`, `frames`, `bytes`, `pt`).
    var unit: String? { get }
    /// The prompt in `language`.
    func prompt(in language: Language) -> String
    /// The options of a `choice` question, in order; empty for other kinds.
    func options(in language: Language) -> [StudyOption]
    /// A hint, if the author wrote one.
    func hint(in language: Language) -> String?
    /// The scenario the question is about: its name and source, if any.
    var scenario: (name: String, source: String)? { get }
    /// The scenario's trace, filtered to what the question is about, as rows to draw.
    func traceRows() -> [TraceRow]
    /// The line of the lesson file the scenario's first line is on, so `:code` numbers lines
    /// as diagnostics and explanations do.
    var scenarioFirstLine: Int { get }
    /// The scenario's final view tree with frames, if it ran.
    func viewTree() -> TreeDiagram?
    /// The `receiver.method` names in the scenario's trace, for Tab completion.
    var callNames: [String] { get }
    /// Grades `answer`; never throws: an answer that cannot be read is a verdict too.
    func grade(_ answer: String, in language: Language) -> StudyVerdict
}

extension StudyQuestion {
    /// A scenario that is its own file starts at line 1.
    public var scenarioFirstLine: Int { 1 }
}
