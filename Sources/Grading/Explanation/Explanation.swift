import Lessons

/// Why an answer is wrong, from the trace: findings, the slice of trace they refer to, and the
/// author's explanation in the learner's language. Renderers put it into words.
///
/// Its parts are constants, so what it renders to can be kept with it (`renderedLines`).
public struct Explanation: Equatable, Sendable {
    /// What the answer got wrong, most telling first.
    public let findings: [Finding]
    /// The mark the question's query starts after (`tap`), for the slice's heading.
    public let windowLabel: String?
    /// The relevant events, in order.
    public let slice: [TraceDigest.Event]
    /// How many relevant events were left out of `slice` to keep it readable.
    public let omittedEvents: Int
    /// Seqs of the slice's events that the findings are about, marked when shown.
    public let highlighted: Set<Int>
    /// What made each slice event happen, by its seq, when another event did (`← commit 2`).
    public let causes: [Int: ChainLink]
    /// The author's explanation in the learner's language.
    public let authorText: String?
    /// The lines `ExplanationRenderer.lines` made of it, by language: made once for all the
    /// copies of one explanation (a class's repeated answers share one verdict, and rendering
    /// its explanation again for every sheet was most of writing a report).
    let renderedLines = RenderedLines()

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

    /// Equal when every part is; the rendered lines follow from the parts.
    public static func == (lhs: Explanation, rhs: Explanation) -> Bool {
        lhs.findings == rhs.findings && lhs.windowLabel == rhs.windowLabel && lhs.slice == rhs.slice
            && lhs.omittedEvents == rhs.omittedEvents && lhs.highlighted == rhs.highlighted
            && lhs.causes == rhs.causes && lhs.authorText == rhs.authorText
    }
}
