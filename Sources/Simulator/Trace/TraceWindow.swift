/// The part of a trace a query looked at, as the query itself worked it out: `trace` is the
/// whole run, `trace.after("tap")` starts after the `tap` mark, `….before("x")` ends at the next
/// `x` mark, `between("a", "b")` does both, and a chain such as `after("a").after("b")` narrows
/// each time. A mark the range does not have leaves the window empty at its end, as the query's
/// answer is. Explanations and the tutor's trace pictures show this window and no other.
public struct TraceWindow: Sendable, Equatable {
    /// The label of the mark the window starts after (the last one a chain named), if any.
    public var afterLabel: String?
    /// The label of the mark the window ends before (the last one a chain named), if any.
    public var beforeLabel: String?
    /// Indices of the window's events in the whole trace.
    public var range: Range<Int>

    /// A window with the given bounds.
    public init(afterLabel: String? = nil, beforeLabel: String? = nil, range: Range<Int>) {
        self.afterLabel = afterLabel
        self.beforeLabel = beforeLabel
        self.range = range
    }

    /// The smallest window holding all `windows` (a choice question's options, or a query
    /// that asks several slices): it starts where the earliest starts, after that one's mark,
    /// and ends where the latest ends, before that one's mark. Nil for no windows.
    public init?(holding windows: [TraceWindow]) {
        guard let first = windows.min(by: { $0.range.lowerBound < $1.range.lowerBound }) else { return nil }
        let upper = windows.map(\.range.upperBound).max() ?? first.range.upperBound
        self.init(
            afterLabel: first.afterLabel, beforeLabel: windows.first { $0.range.upperBound == upper }?.beforeLabel,
            range: first.range.lowerBound..<max(first.range.lowerBound, upper))
    }

    /// The window of a question over a trace of `whole` events: the smallest holding the
    /// windows its queries answered from (a choice question's options), where a query that
    /// asked the trace nothing (nil) holds the whole trace; cut to the trace.
    public init(holding windows: [TraceWindow?], whole: Range<Int>) {
        let all = TraceWindow(range: whole)
        var window = TraceWindow(holding: windows.map { $0 ?? all }) ?? all
        // A query that itself made events (a call in the query) reaches past the trace it was given.
        window.range = window.range.clamped(to: whole)
        self = window
    }
}
