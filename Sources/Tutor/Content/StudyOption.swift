/// One option of a choice question.
public struct StudyOption: Equatable, Sendable {
    /// The letter the learner types: `a`, `b`, …
    public let letter: String
    /// The option's text in the current language.
    public let label: String

    /// An option with this letter and text.
    public init(letter: String, label: String) {
        self.letter = letter
        self.label = label
    }
}
