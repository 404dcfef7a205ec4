import Lessons

/// Why an answer is wrong, from the trace: findings, the slice of trace they refer to, and the
/// author's explanation in the learner's language. Renderers put it into words.
public struct Explanation: Equatable, Sendable {
    /// What the answer got wrong, most telling first.
    public var findings: [Finding]
    /// The mark the question's query starts after (`tap`), for the slice's heading.
    public var windowLabel: String?
    /// The relevant events, in order.
    public var slice: [TraceDigest.Event]
    /// How many relevant events were left out of `slice` to keep it readable.
    public var omittedEvents: Int
    /// Seqs of the slice's events that the findings are about, marked when shown.
    public var highlighted: Set<Int>
    /// What made each slice event happen, by its seq, when another event did (`← commit 2`).
    public var causes: [Int: ChainLink]
    /// The author's explanation in the learner's language.
    public var authorText: String?

    /// Creates an explanation.
    public init(
        findings: [Finding] = [], windowLabel: String? = nil, slice: [TraceDigest.Event] = [], omittedEvents: Int = 0,
        highlighted: Set<Int> = [], causes: [Int: ChainLink] = [:], authorText: String? = nil
    ) {
        self.causes = causes
        self.findings = findings
        self.windowLabel = windowLabel
        self.slice = slice
        self.omittedEvents = omittedEvents
        self.highlighted = highlighted
        self.authorText = authorText
    }
}
