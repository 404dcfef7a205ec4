/// The parts of a simulator trace that explanations are built from.
///
/// A plain value so grading and its golden tests do not depend on how the simulator stores
/// its trace; `ScenarioLanguageEngine` fills it from the simulator's `Trace`.
public struct TraceDigest: Sendable {
    /// What made an event happen.
    public enum Cause: Sendable, Equatable {
        /// Another event, by seq.
        case event(Int)
        /// A statement of the scenario, by its line and column in the `.yaml` file.
        case source(line: Int, column: Int)
        /// Nothing recorded (e.g. the run loop's own turn).
        case none
    }

    /// One event of the trace.
    public struct Event: Sendable, Equatable {
        /// Sequence number, unique and increasing.
        public var seq: Int
        /// Simulated time in ms.
        public var time: Double
        /// VSync frame number.
        public var frame: Int
        /// Phase name (`event`, `constraints`, `layout`, `display`, `commit`, `render`, `present`).
        public var phase: String
        /// Receiver's scenario name (`a2`, `vc.view`); empty for events with no receiver.
        public var receiver: String
        /// Method or event name (`layoutSubviews`, `commit`, `mark`).
        public var method: String
        /// What made it happen.
        public var cause: Cause
        /// A short machine-readable reason (`needsLayout`, `sizeChanged`), if any.
        public var reason: String?
        /// For `trace.mark("tap")` events: the label.
        public var mark: String?
        /// For commit events: the commit's number (1-based), shown as `commit #2`.
        public var commit: Int?
        /// The seq of the commit this event ran inside, if any (a pass method's commit).
        public var insideCommit: Int?

        /// Creates an event.
        public init(
            seq: Int, time: Double, frame: Int, phase: String, receiver: String, method: String,
            cause: Cause = .none, reason: String? = nil, mark: String? = nil, commit: Int? = nil,
            insideCommit: Int? = nil
        ) {
            self.seq = seq
            self.time = time
            self.frame = frame
            self.phase = phase
            self.receiver = receiver
            self.method = method
            self.cause = cause
            self.reason = reason
            self.mark = mark
            self.commit = commit
            self.insideCommit = insideCommit
        }

        /// `receiver.method`, the way learners name a call.
        public var call: String { receiver.isEmpty ? method : receiver + "." + method }

        /// How the event reads in a causal chain: `commit #2`, `a2 needsLayout`, `a2.setNeedsLayout()`.
        public var summary: String {
            if let commit { return "commit #\(commit)" }
            if let mark { return "trace.mark(\"\(mark)\")" }
            if case .source = cause { return call + "()" }
            return call
        }
    }

    /// The dirty views found at one transaction commit.
    public struct Commit: Sendable, Equatable {
        /// The commit's number (1-based), as in `commit #2`.
        public var number: Int
        /// The seq of the commit event.
        public var seq: Int
        /// Receivers dirty per flag: `needsUpdateConstraints`, `needsLayout`, `needsDisplay`.
        public var dirty: [String: Set<String>]

        /// Creates a commit record.
        public init(number: Int, seq: Int, dirty: [String: Set<String>]) {
            self.number = number
            self.seq = seq
            self.dirty = dirty
        }
    }

    /// Events in seq order.
    public var events: [Event]
    /// Commits in order.
    public var commits: [Commit]

    /// Creates a digest.
    public init(events: [Event], commits: [Commit]) {
        self.events = events
        self.commits = commits
    }

    /// The event with `seq`.
    public func event(seq: Int) -> Event? {
        // Seqs are dense and increasing (the simulator counts from 1), so try the index first.
        if seq >= 1, seq <= events.count, events[seq - 1].seq == seq { return events[seq - 1] }
        if seq >= 0, seq < events.count, events[seq].seq == seq { return events[seq] }
        return events.first { $0.seq == seq }
    }

    /// The chain of causes of `event`, starting with the event itself and ending at a source
    /// line or an event with no recorded cause. Bounded, so a malformed trace cannot loop.
    ///
    /// When the event ran inside a commit its cause does not lead through (the flag it was
    /// dirty by, rather than the commit), the commit is shown after it: the learner should see
    /// that the call waited for `commit #2`.
    public func causalChain(of event: Event) -> [Event] {
        var chain = [event]
        var current = event
        while case .event(let seq) = current.cause, chain.count < 16, let next = self.event(seq: seq),
            !chain.contains(where: { $0.seq == next.seq })
        {
            chain.append(next)
            current = next
        }
        if let commitSeq = event.insideCommit, !chain.contains(where: { $0.seq == commitSeq }),
            let commit = self.event(seq: commitSeq)
        {
            chain.insert(commit, at: 1)
        }
        return chain
    }
}
