/// One option of a `choice` question. Its truth is a predicate on the run, never a flag.
public struct ChoiceOption: Sendable {
    /// The letter or word a learner types to pick it (`a`).
    public var id: String
    /// Where the option's id is written.
    public var position: FilePosition
    /// The predicate, in the scenario language's expression syntax, evaluated after the run.
    public var when: Query

    /// Creates an option.
    public init(id: String, position: FilePosition, when: Query) {
        self.id = id
        self.position = position
        self.when = when
    }
}
