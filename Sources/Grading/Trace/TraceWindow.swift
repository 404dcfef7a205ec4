/// The part of a trace a query looks at: `trace.after("tap")…` starts at the `tap` mark,
/// `….before("x")` ends at the `x` mark, `between("a", "b")` does both. Explanations use it to find events and to show the slice.
public struct TraceWindow: Sendable, Equatable {
    /// The label of the mark the window starts after, if any.
    public var afterLabel: String?
    /// The label of the mark the window ends before, if any.
    public var beforeLabel: String?
    /// Event indices in the digest.
    public var range: Range<Int>

    /// The window of `query` over `trace`: reads `after("…")` and `before("…")` from the query's
    /// text; a label the trace does not have leaves that side of the window open.
    public init(query: String, trace: TraceDigest) {
        afterLabel = Self.argument(of: "after", in: query)
        beforeLabel = Self.argument(of: "before", in: query)
        if let between = Self.arguments(of: "between", in: query), between.count == 2 {
            afterLabel = between[0]
            beforeLabel = between[1]
        }
        var lower = 0, upper = trace.events.count
        if let label = afterLabel, let index = trace.events.firstIndex(where: { $0.mark == label }) {
            lower = index + 1
        }
        if let label = beforeLabel, let index = trace.events[lower...].firstIndex(where: { $0.mark == label }) {
            upper = index
        }
        range = lower..<max(lower, upper)
    }

    /// The smallest window holding the windows of all `queries` (a choice question's options).
    public init(queries: [String], trace: TraceDigest) {
        let windows = queries.map { TraceWindow(query: $0, trace: trace) }
        guard let first = windows.min(by: { $0.range.lowerBound < $1.range.lowerBound }) else {
            self.init(query: "", trace: trace)
            return
        }
        let upper = windows.map(\.range.upperBound).max() ?? first.range.upperBound
        self.init(
            afterLabel: first.afterLabel, beforeLabel: windows.first { $0.range.upperBound == upper }?.beforeLabel,
            range: first.range.lowerBound..<max(first.range.lowerBound, upper))
    }

    /// A window with the given bounds.
    public init(afterLabel: String?, beforeLabel: String?, range: Range<Int>) {
        self.afterLabel = afterLabel
        self.beforeLabel = beforeLabel
        self.range = range
    }

    /// The string arguments of the first `.name("…", "…")` call in `query`.
    static func arguments(of name: String, in query: String) -> [String]? {
        guard let start = query.range(of: "." + name + "(") else { return nil }
        let rest = query[start.upperBound...]
        guard let end = rest.firstIndex(of: ")") else { return nil }
        return rest[..<end].split(separator: ",").map { String($0).trimming(" \"") }
    }

    /// The string argument of the first `.name("…")` call in `query`.
    static func argument(of name: String, in query: String) -> String? {
        guard let start = query.range(of: "." + name + "(\"") else { return nil }
        let rest = query[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
