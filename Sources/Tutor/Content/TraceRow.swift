/// One event of a trace as the tutor draws it: which pass it belongs to, how deep in the
/// call tree it sits (a call made by another call is one deeper), and what to print.
public struct TraceRow: Equatable, Sendable {
    /// The commit (run loop turn) the event belongs to, 0 before the first.
    public let commit: Int
    /// The phase's raw name: `eventHandling`, `updateConstraints`, `layout`, `display`,
    /// `commit`, … (TraceDiagram says it in the learner's language).
    public let phase: String
    /// Depth in the call tree within its phase, 0 at the top.
    public let depth: Int
    /// The call, `a2.layoutSubviews()`, as it should read.
    public let call: String
    /// A short note: the reason or cause (`needsLayout`), or empty.
    public let note: String
    /// The line of the lesson file the call was made on, when the scenario made it (shown as
    /// `← line 12`, `← 12행`, `← 第 12 行`).
    public let sourceLine: Int?
    /// What the event says after its call, as the simulator recorded it (a `display.present`'s
    /// `frame 2 at VSync 4, hitch …`), or empty; TraceDiagram says it in the learner's language.
    public let summary: String

    /// A row.
    public init(
        commit: Int, phase: String, depth: Int, call: String, note: String = "", sourceLine: Int? = nil,
        summary: String = ""
    ) {
        self.sourceLine = sourceLine
        self.summary = summary
        self.commit = commit
        self.phase = phase
        self.depth = depth
        self.call = call
        self.note = note
    }
}
