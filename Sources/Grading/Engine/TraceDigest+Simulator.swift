import Simulator

extension TraceDigest {
    /// The digest of a simulator trace: every event, commits numbered from 1 with their dirty sets,
    /// and for each event the commit it ran inside.
    public init(_ trace: Trace) {
        var events: [Event] = []
        var commits: [Commit] = []
        // Read once: each read of `trace.events` copies the trace's storage to look for new events.
        let traceEvents = trace.events
        events.reserveCapacity(traceEvents.count)
        for event in traceEvents {
            let cause: Cause
            switch event.cause {
            case .none: cause = .none
            case .event(let seq): cause = .event(seq)
            case .source(let position): cause = .source(line: position.line, column: position.column)
            }
            var digest = Event(
                seq: event.seq, time: event.time, frame: event.frame, phase: event.phase.rawValue,
                receiver: event.receiver,
                method: event.method, cause: cause, reason: event.reason.isEmpty ? nil : event.reason,
                mark: event.method == "mark" ? event.label : nil)
            if event.receiver == "CATransaction" && event.method == "commit" {
                let number = commits.count + 1
                digest.commit = number
                let dirty = event.dirty ?? DirtySets()
                commits.append(
                    Commit(
                        number: number, seq: event.seq,
                        dirty: [
                            "needsUpdateConstraints": Set(dirty.needsUpdateConstraints),
                            "needsLayout": Set(dirty.needsLayout),
                            "needsDisplay": Set(dirty.needsDisplay),
                        ]))
            }
            digest.insideCommit = trace.enclosingCommit(of: event)?.seq
            events.append(digest)
        }
        self.init(events: events, commits: commits)
    }
}
