/// What a question's expected answer rests on (`basis:` in `lesson.yaml`): a behaviour Apple
/// documents, one seen in public logs, traces or measurements, or an assumption of the
/// simulator's model. A learner is examined only on the first two; a `model` question teaches
/// the model and says so in its prompt, and never appears in a quiz or the final exam.
public enum QuestionBasis: String, CaseIterable, Sendable {
    /// Apple's documentation, a WWDC session or a tech talk says it (`source:` names which).
    case documented
    /// Public logs, traces or measurements show it (`source:` names them).
    case observed
    /// The simulator's own assumption; no Apple source settles it.
    case model

    /// Whether a `source:` must say where the fact comes from.
    public var needsSource: Bool { self != .model }
}
