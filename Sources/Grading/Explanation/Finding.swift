import Lessons

/// One thing an explanation says about a wrong or unreadable answer, before it is put into words.
public enum Finding: Equatable, Sendable {
    /// The learner left out `call`; `chain` is why it ran, from the call back to a scenario line.
    case missed(call: String, chain: [ChainLink])
    /// The learner named `call`, which did not happen (that often).
    case extra(call: String, reason: ExtraReason)
    /// The first 1-based position where the learner's order differs; nil means the list ended there.
    case firstDifference(position: Int, expected: String?, answered: String?)
    /// A value answer that is not the simulator's (`yesno`, `count`, `number`, `frame`), display forms.
    case value(expected: String, answered: String, tolerance: String?)
    /// A choice option picked though it does not hold, or left out though it holds.
    case option(id: String, label: String?, picked: Bool, predicate: String, feedback: String?)
    /// The answer could not be read.
    case unreadable(UnreadableAnswer)
    /// A frame that missed its VSync: the phase that overran and its longest call.
    case hitch(RenderDigest.Frame, budgetMs: Double)
    /// No frame missed its VSync.
    case noHitch(frames: Int, budgetMs: Double)
    /// The offscreen passes (of one frame, or of the whole run), each layer with its reason.
    case offscreen([RenderDigest.Offscreen], frame: Int?)
    /// A backing store's size as width × height × scale² × bytes per pixel.
    case backingStore(RenderDigest.BackingStore)
    /// What the question's query found in the run, already a sentence in the verdict's language.
    case fact(String)
    /// One call the simulator counted, with the chain of causes that made it run.
    case counted(chain: [ChainLink])
}

/// One step of a causal chain: how an event reads and the scenario line behind it, if it has one.
public struct ChainLink: Equatable, Sendable {
    /// `a2.layoutSubviews`, `commit #2`, `a2.setNeedsLayout()`: code, or for a commit the
    /// English form (`commit` says it in the reader's language).
    public var text: String
    /// The scenario line (in the `.yaml` file) that made it happen, for the last link.
    public var line: Int?
    /// For a transaction commit, its number: renderers word it (`commit 2`, `커밋 2`, `第 2 次提交`).
    public var commit: Int?

    /// Creates a link.
    public init(text: String, line: Int? = nil, commit: Int? = nil) {
        self.text = text
        self.line = line
        self.commit = commit
    }
}

/// Why a call the learner named did not happen.
public enum ExtraReason: Equatable, Sendable {
    /// The receiver was not marked with `flag` when commit `commit` ran its passes.
    case notDirty(receiver: String, flag: String, commit: Int)
    /// No transaction commit ran in the part of the trace asked about.
    case noCommit(after: String?)
    /// It ran, but only before the mark the question starts at.
    case onlyBefore(label: String)
    /// It ran, but only after the mark the question ends at.
    case onlyAfter(label: String)
    /// It ran in the part of the trace asked about, but it is not what the question's query selects.
    case notAsked
    /// It ran, but fewer times than the learner named it.
    case fewerTimes(Int)
    /// Nothing by that name is in the trace.
    case never
}
