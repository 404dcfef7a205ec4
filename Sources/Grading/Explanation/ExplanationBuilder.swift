import Lessons
import Simulator

/// Builds an explanation from the trace: missed calls with their causal chain, named calls that
/// did not happen with the reason, the first position where an order differs, the trace slice.
public struct ExplanationBuilder {
    /// The run's trace.
    public let trace: TraceDigest
    /// The part of the trace the question's query looks at.
    public let window: TraceWindow
    /// Most events a slice shows before it is cut down to the ones the findings name.
    public var sliceLimit = 24

    /// Whether render-server and present events belong in the slice (the question asks about them).
    let showsRenderEvents: Bool
    /// Each window event's call as answers are compared (lower case), in window order. Worked
    /// out once: every wrong answer's comparison and slice look calls up in the window, and
    /// lowercasing the window per answer was most of grading one.
    let windowKeys: [String]
    /// Indexes in `trace.events` of the window events a slice may show.
    let shownIndexes: [Int]

    /// Creates a builder for a query over `trace` that answered from `window` (nil: the query
    /// asked the trace nothing, and the whole trace is shown).
    public init(trace: TraceDigest, query: String, window: TraceWindow?) {
        self.init(trace: trace, queries: [query], windows: [window])
    }

    /// Creates a builder for several queries (a choice question's options) and the windows
    /// they answered from, in the same order: the builder's window holds them all; a query
    /// that asked the trace nothing holds the whole trace.
    public init(trace: TraceDigest, queries: [String], windows: [TraceWindow?]) {
        self.trace = trace
        window = TraceWindow(holding: windows, whole: 0..<trace.events.count)
        let text = queries.joined(separator: " ").lowercased()
        let showsRenderEvents = ["display", "render", "hitch", "present", "vsync", "dropped"].contains {
            text.contains($0)
        }
        self.showsRenderEvents = showsRenderEvents
        // The render server's frames follow every commit; they are noise unless the question is about them.
        windowKeys = trace.events[window.range].map { $0.call.lowercased() }
        shownIndexes = window.range.filter {
            showsRenderEvents || (trace.events[$0].phase != "render" && trace.events[$0].phase != "present")
        }
    }

    /// The window's events whose call is `key` (lower case), in order.
    func windowEvents(calling key: String) -> [TraceDigest.Event] {
        windowKeys.indices.compactMap { windowKeys[$0] == key ? trace.events[window.range.lowerBound + $0] : nil }
    }

    /// Findings for a list answer (`order` or `set`), compared as multisets; `ordered` adds the
    /// first position where the order differs.
    public func compare(expected: [String], answered: [String], ordered: Bool) -> (
        findings: [Finding], highlighted: Set<Int>
    ) {
        func key(_ call: String) -> String { call.lowercased() }
        var expectedCounts: [String: Int] = [:], answeredCounts: [String: Int] = [:]
        for item in expected { expectedCounts[key(item), default: 0] += 1 }
        for item in answered { answeredCounts[key(item), default: 0] += 1 }
        var findings: [Finding] = []
        var highlighted = Set<Int>()
        var seen = Set<String>()
        for item in expected where seen.insert(key(item)).inserted {
            let given = answeredCounts[key(item)] ?? 0
            guard (expectedCounts[key(item)] ?? 0) > given else { continue }
            let matches = windowEvents(calling: key(item))
            let event =
                matches.count > given
                ? matches[given] : (matches.first ?? trace.events.first { key($0.call) == key(item) })
            if let event {
                highlighted.insert(event.seq)
                findings.append(.missed(call: item, chain: chain(of: event)))
            } else {
                findings.append(.missed(call: item, chain: [ChainLink(text: item)]))
            }
        }
        seen = []
        for item in answered where seen.insert(key(item)).inserted {
            let count = expectedCounts[key(item)] ?? 0
            guard (answeredCounts[key(item)] ?? 0) > count else { continue }
            findings.append(.extra(call: item, reason: reason(for: item, ranInWindow: count)))
        }
        if ordered {
            let limit = max(expected.count, answered.count)
            if let position = (0..<limit).first(where: { index in
                index >= expected.count || index >= answered.count || key(expected[index]) != key(answered[index])
            }) {
                findings.append(
                    .firstDifference(
                        position: position + 1, expected: position < expected.count ? expected[position] : nil,
                        answered: position < answered.count ? answered[position] : nil))
            }
        }
        return (findings, highlighted)
    }

    /// The chain of causes from `event` back to a scenario line.
    func chain(of event: TraceDigest.Event) -> [ChainLink] {
        trace.causalChain(of: event).enumerated().map { index, link in
            index == 0 ? ChainLink(text: link.call) : cause(link)
        }
    }

    /// `event` as the cause of another: a commit by its number, a flag the simulator set by its
    /// effect, a call by its code; with its scenario line when the scenario made it.
    func cause(_ event: TraceDigest.Event) -> ChainLink {
        var text = event.summary
        // A flag set by the simulator itself (a size change marking a layer) reads better as
        // its effect, `a1 needsLayout`, than as an internal method name.
        if event.commit == nil, event.mark == nil, let reason = event.reason, reason.hasPrefix("needs"),
            !event.method.hasPrefix("setNeeds"), case .event = event.cause
        {
            text = event.receiver + " " + reason
        }
        if case .source(let line, _) = event.cause { return ChainLink(text: text, line: line, commit: event.commit) }
        return ChainLink(text: text, commit: event.commit)
    }

    /// What made each of `events` happen, by seq, for the events caused by another event: the
    /// trace excerpt names a cause by what it is (`← a2.setNeedsLayout()`, `← commit 2`), never
    /// by an event number the reader is not shown.
    public func causes(of events: [TraceDigest.Event]) -> [Int: ChainLink] {
        var causes: [Int: ChainLink] = [:]
        for event in events {
            guard case .event(let seq) = event.cause, let source = trace.event(seq: seq) else { continue }
            var link = cause(source)
            // The line belongs to the cause's own cause; the excerpt shows the cause alone.
            link.line = nil
            causes[event.seq] = link
        }
        return causes
    }

    /// Why `call` did not happen (as often as the learner said).
    func reason(for call: String, ranInWindow count: Int) -> ExtraReason {
        if count > 0 { return .fewerTimes(count) }
        let lower = call.lowercased()
        // It ran where the question looks, but the query does not select it (another method, another level).
        if windowKeys.contains(lower) { return .notAsked }
        let ranBefore =
            window.afterLabel != nil
            && trace.events[..<window.range.lowerBound].contains { $0.call.lowercased() == lower }
        // It did run, but later: e.g. at the commit after a `layoutIfNeeded()` the question is about.
        if let label = window.beforeLabel,
            trace.events[window.range.upperBound...].contains(where: { $0.call.lowercased() == lower })
        {
            return .onlyAfter(label: label)
        }
        // A pass method is explained by its dirty flag at the commit: that is the lesson's point.
        if let dot = call.lastIndex(of: "."), let flag = Trace.flag(driving: String(call[call.index(after: dot)...])) {
            let receiver = String(call[..<dot])
            let commitSeqs = Set(trace.events[window.range].compactMap { $0.commit != nil ? $0.seq : nil })
            let commits = trace.commits.filter { commitSeqs.contains($0.seq) }
            if let commit = commits.first(where: { !($0.dirty[flag] ?? []).contains(receiver) }) {
                return .notDirty(receiver: receiver, flag: flag, commit: commit.number)
            }
            if commits.isEmpty && !ranBefore { return .noCommit(after: window.afterLabel) }
        }
        if ranBefore, let label = window.afterLabel { return .onlyBefore(label: label) }
        return .never
    }

    /// The events to show: the whole window when short, else the ones the findings name plus
    /// marks and commits, cut to `sliceLimit`.
    public func slice(naming calls: [String]) -> (events: [TraceDigest.Event], omitted: Int) {
        if shownIndexes.count <= sliceLimit { return (shownIndexes.map { trace.events[$0] }, 0) }
        let names = Set(calls.map { $0.lowercased() })
        var shown: [TraceDigest.Event] = []
        for index in shownIndexes where shown.count < sliceLimit {
            let event = trace.events[index]
            if names.contains(windowKeys[index - window.range.lowerBound]) || event.commit != nil || event.mark != nil {
                shown.append(event)
            }
        }
        return (shown, shownIndexes.count - shown.count)
    }
}
