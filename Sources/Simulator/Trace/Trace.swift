// The record of every call the simulator made or received, with causes and nesting.
import Foundation

/// The event log of one simulation. Events are appended as calls start; a call that makes
/// further calls is `open` while they run, so they nest under it in the listing.
public final class Trace: TraceQueries {
    /// The events, stored compactly (`TraceStorage`); read them through `events` or `event(_:)`.
    private var storage = TraceStorage()
    /// `events` as last handed out: the events read so far, made once each (a later change to
    /// one of them, a commit's dirty sets or a call's result, updates it here too).
    private var materialized: [TraceEvent] = []
    /// Seqs of the calls currently running, innermost last.
    private(set) var openCalls: [Int] = {
        var calls: [Int] = []
        calls.reserveCapacity(64)
        return calls
    }()
    private unowned let context: SimulationContext

    init(context: SimulationContext) {
        self.context = context
    }

    deinit { storage.deallocate() }

    /// Every event, in recording order (seq = index + 1). Made from the compact store when read:
    /// only the events recorded since the last read are made, so reading after each step stays
    /// O(new events).
    public var events: [TraceEvent] {
        if materialized.count < storage.count {
            materialized.reserveCapacity(storage.count)
            for index in materialized.count..<storage.count { materialized.append(storage.event(at: index)) }
        }
        return materialized
    }

    /// How many events were recorded (without making them).
    public var count: Int { storage.count }

    /// Bytes of event storage per recorded event: the records' chunks, texts, frame runs and
    /// rare fields over the count (strings are shared with the objects that own them, and the
    /// intern tables of names are `internBytesPerEvent`).
    public var storageBytesPerEvent: Double {
        storage.count == 0 ? 0 : Double(storage.storageBytes) / Double(storage.count)
    }

    /// Bytes of the name intern tables per recorded event (each distinct name once).
    public var internBytesPerEvent: Double {
        storage.count == 0 ? 0 : Double(storage.internBytes) / Double(storage.count)
    }

    /// The places where the run took the model's choice of a value Apple calls undefined or of
    /// an order UIKit does not document, each once, in the order first made.
    public var modelChoices: [ModelChoice] { context.modelChoices }

    /// The events queries range over: all of them.
    public var queryEvents: ArraySlice<TraceEvent> { events[...] }

    /// The whole trace as a slice.
    public var all: TraceSlice { TraceSlice(events[...]) }

    /// The event with sequence number `seq`, if recorded.
    public func event(_ seq: Int) -> TraceEvent? {
        guard seq >= 1 && seq <= storage.count else { return nil }
        return seq <= materialized.count ? materialized[seq - 1] : storage.event(at: seq - 1)
    }

    /// Records a mark the queries `after`, `before` and `between` refer to.
    @discardableResult
    public func mark(_ label: String) -> TraceEvent {
        let seq = record(
            level: .uikit, receiver: "trace", method: "mark", cause: context.scenarioCause, reason: "mark", label: label
        )
        context.marked(label)
        return storage.event(at: seq - 1)
    }

    /// Records a line the scenario printed.
    @discardableResult
    public func print(_ text: String) -> TraceEvent {
        let seq = record(
            level: .uikit, receiver: "trace", method: "print", cause: context.scenarioCause, reason: "print", text: text
        )
        return storage.event(at: seq - 1)
    }

    /// The chain of causes of `event`, nearest first, ending at a source line or an event with no cause.
    /// Each element is an event; the final source position (if any) is `rootCause(of:)`.
    public func causeChain(of event: TraceEvent) -> [TraceEvent] {
        var chain: [TraceEvent] = []
        var current = event.cause
        var seen: Set<Int> = []
        while case .event(let seq) = current, let cause = self.event(seq), seen.insert(seq).inserted {
            chain.append(cause)
            current = cause.cause
        }
        return chain
    }

    /// The scenario statement at the root of `event`'s cause chain, if it reaches one.
    public func rootCause(of event: TraceEvent) -> SourcePosition? {
        let last = causeChain(of: event).last ?? event
        if case .source(let position) = last.cause { return position }
        return nil
    }

    /// The commit event that ran `event` (its nearest enclosing commit), if any.
    public func enclosingCommit(of event: TraceEvent) -> TraceEvent? {
        var parent = event.parent
        while let seq = parent, let candidate = self.event(seq) {
            if candidate.receiver == "CATransaction" && candidate.method == "commit" { return candidate }
            parent = candidate.parent
        }
        return nil
    }

    /// Why `receiver.method` did not run in a commit: for each commit in range, whether the
    /// receiver was in the dirty set of the flag that drives `method`. Nil when `method` is not
    /// driven by a dirty flag.
    public func whyNot(_ receiver: String, _ method: String, in slice: TraceSlice? = nil) -> [String]? {
        guard let flag = Self.flag(driving: method) else { return nil }
        let commits = (slice ?? all).commitEvents
        return commits.map { commit in
            let dirty = commit.dirty?.contains(receiver, flag: flag) ?? false
            return
                "\(receiver) was \(dirty ? "" : "not ")\(flag == "needsLayout" ? "dirty (needsLayout)" : "dirty (\(flag))") at commit #\(commit.seq)"
        }
    }

    /// The dirty flag whose pass calls `method`, as the trace names it or as a learner writes it
    /// (`draw(_:)`, `layoutSublayers(of:)`): the one table the simulator's "why not" and the
    /// grader's explanations share.
    public static func flag(driving method: String) -> String? {
        switch method {
        case "updateConstraints", "updateViewConstraints": return "needsUpdateConstraints"
        case "layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSublayersOfLayer",
            "layoutSublayers", "layoutSublayers(of:)":
            return "needsLayout"
        case "draw", "draw(_:)", "drawRect", "draw(in:)", "display", "drawInContext": return "needsDisplay"
        default: return nil
        }
    }

    // MARK: Recording

    /// Appends an event and returns its seq.
    @discardableResult
    func record(
        level: Level, receiver: String, method: String, cause: Cause, reason: String,
        label: String? = nil, text: String? = nil, dirty: DirtySets? = nil, at time: Double? = nil
    ) -> Int {
        record(
            level: level, receiverID: storage.nameID(receiver), method: method, cause: cause, reason: reason,
            label: label, text: text, dirty: dirty, at: time)
    }

    /// `record(level:receiver:…)` for a receiver whose name a view or layer keeps interned
    /// (`UIView.traceNameID`, `CALayer.traceNameID`): the same event, without hashing the name.
    @discardableResult
    func record(
        level: Level, receiverID: UInt32, method: String, cause: Cause, reason: String,
        label: String? = nil, text: String? = nil, dirty: DirtySets? = nil, at time: Double? = nil
    ) -> Int {
        let context = self.context
        context.budget.charge(ResourceBudget.bytesPerEvent + (label?.utf8.count ?? 0) + (text?.utf8.count ?? 0))
        // The render server's events carry their own (later) time: it runs beside the app.
        let frame =
            time.map { Display.index(($0 / context.clock.frameDuration + 1e-9).rounded(.down)) }
            ?? currentFrame(context.clock)
        let methodID = storage.methodID(method)
        return storage.append(
            time: time ?? context.clock.now, frame: frame, phase: context.phase, level: level, receiver: receiverID,
            method: methodID ?? 0, cause: cause, reason: storage.nameID(reason), label: label,
            text: text.map(TraceText.string), depth: openCalls.count, parent: openCalls.last, dirty: dirty,
            methodOverride: methodID == nil ? method : nil) + 1
    }

    /// Appends an event whose names were interned with `nameID` and `methodID` (the same
    /// event as `record` with those strings, without looking them up again), and returns its seq.
    @discardableResult
    func record(level: Level, receiver: UInt32, method: UInt16, cause: Cause, reason: UInt32) -> Int {
        let context = self.context
        context.budget.charge(ResourceBudget.bytesPerEvent)
        return storage.append(
            time: context.clock.now, frame: currentFrame(context.clock), phase: context.phase, level: level,
            receiver: receiver,
            method: method, cause: cause, reason: reason, depth: openCalls.count, parent: openCalls.last) + 1
    }

    /// Records a `.uikit` call by ids and opens it (`record(level:receiver:method:cause:reason:)`
    /// then `open`, the same event; a nil `cause` is `context.currentCause`), for the SwiftUI
    /// pass's tens of thousands of `sizeThatFits` calls. `context` is the simulation's, passed
    /// by the caller, which holds it strongly: the trace's own reference is unowned, and
    /// loading it was a reference-count round trip per event.
    func openCall(_ context: SimulationContext, receiver: UInt32, method: UInt16, cause: Cause?, reason: UInt32) -> Int
    {
        let seq = appendCall(context, receiver: receiver, method: method, cause: cause, reason: reason) + 1
        openCalls.append(seq)
        return seq
    }

    /// Records a `sizeThatFits` call that made no calls inside (a Text's) with its proposal and
    /// answer: the event `openCall` then `closeSizeThatFits` make, in one step. Returns its seq.
    @discardableResult
    func recordSizeThatFits(
        _ context: SimulationContext, receiver: UInt32, method: UInt16, cause: Cause?, reason: UInt32,
        _ proposal: ProposedViewSize, _ size: CGSize
    ) -> Int {
        appendCall(
            context, receiver: receiver, method: method, cause: cause, reason: reason, sizeText: (proposal, size)) + 1
    }

    /// Appends a `.uikit` call by ids at the current nesting; returns its index (seq - 1).
    @inline(__always)
    private func appendCall(
        _ context: SimulationContext, receiver: UInt32, method: UInt16, cause: Cause?, reason: UInt32,
        sizeText: (proposal: ProposedViewSize, size: CGSize)? = nil
    ) -> Int {
        context.budget.charge(ResourceBudget.bytesPerEvent)
        let parent = openCalls.last
        if cause == nil, let parent {
            return storage.appendNested(
                time: context.clock.now, frame: currentFrame(context.clock), phase: context.phase,
                receiver: receiver, method: method, reason: reason, depth: openCalls.count,
                parent: parent, sizeText: sizeText)
        }
        return storage.append(
            time: context.clock.now, frame: currentFrame(context.clock), phase: context.phase, level: .uikit,
            receiver: receiver,
            method: method, cause: cause ?? parent.map(Cause.event) ?? context.scenarioCause, reason: reason,
            depth: openCalls.count, parent: parent, sizeText: sizeText)
    }

    /// Sets a `sizeThatFits` call's text (`setSizeThatFitsText`) and closes it (`close`).
    func closeSizeThatFits(_ seq: Int, _ proposal: ProposedViewSize, _ size: CGSize) {
        storage.setSizeThatFits(proposal, size, at: seq - 1)
        _ = storage.setEnd(context.clock.now, at: seq - 1)
        if seq <= materialized.count { refresh(seq) }
        openCalls.removeLast()
    }

    /// The id of a receiver or reason name, for `record(level:receiver:method:cause:reason:)`.
    /// Ids stay valid for the trace's lifetime.
    func nameID(_ name: String) -> UInt32 { storage.nameID(name) }

    /// A new id for `name`, without looking for an equal name already stored (`nameID` does):
    /// for a name its caller keeps the id of (a SwiftUI node's), so each is stored once.
    func uniqueNameID(_ name: String) -> UInt32 { storage.uniqueNameID(name) }

    /// A new id for the name of the layer of the view named `viewName`: the trace keeps the
    /// view's name and shows `a.layer` when the event is read.
    func uniqueNameID(layerOfView viewName: String) -> UInt32 { storage.uniqueNameID(layerOfView: viewName) }

    /// The id of a method name, or nil when the method table is full (then record by string).
    func methodID(_ method: String) -> UInt16? { storage.methodID(method) }

    /// The clock's VSync frame, remembered while time and refresh rate stay the same (most
    /// events of a pass share them).
    private func currentFrame(_ clock: SimulatedClock) -> Int {
        if clock.now != frameMemo.now || clock.refreshRate != frameMemo.refreshRate {
            frameMemo = (clock.now, clock.refreshRate, clock.frame)
        }
        return frameMemo.frame
    }

    private var frameMemo: (now: Double, refreshRate: Int, frame: Int) = (.nan, 0, 0)

    /// Records a call and keeps it open while `body` runs, so calls made inside nest under it.
    func call<T>(
        level: Level, receiver: String, method: String, cause: Cause, reason: String, text: String? = nil,
        _ body: (Int) throws -> T
    ) rethrows -> T {
        try call(
            level: level, receiverID: storage.nameID(receiver), method: method, cause: cause, reason: reason,
            text: text,
            body)
    }

    /// `call(level:receiver:…)` for a receiver whose name a view or layer keeps interned.
    func call<T>(
        level: Level, receiverID: UInt32, method: String, cause: Cause, reason: String, text: String? = nil,
        _ body: (Int) throws -> T
    ) rethrows -> T {
        let seq = record(level: level, receiverID: receiverID, method: method, cause: cause, reason: reason, text: text)
        openCalls.append(seq)
        defer { close() }
        return try body(seq)
    }

    /// Records a SwiftUI layout's `placeSubviews` call in `rect` for `proposal` and keeps it open
    /// while `body` runs: the event `call(level: .uikit, …, method: "placeSubviews", text:
    /// "(x, y, w, h) proposal w×h")` makes, with the text kept as numbers until it is read (one
    /// per stack per layout; formatting it was most of what placing a stack cost). The budget
    /// is charged for the numbers kept, not for the text they will make.
    func callPlaceSubviews<T>(
        receiver: String, cause: Cause, reason: String, in rect: CGRect, proposal: ProposedViewSize,
        _ body: () throws -> T
    ) rethrows -> T {
        let context = self.context
        context.budget.charge(ResourceBudget.bytesPerEvent + MemoryLayout<TraceStorage.PlacementText>.stride)
        let index = storage.append(
            time: context.clock.now, frame: currentFrame(context.clock), phase: context.phase, level: .uikit,
            receiver: receiver,
            method: "placeSubviews", cause: cause, reason: reason, label: nil, text: nil, depth: openCalls.count,
            parent: openCalls.last, dirty: nil)
        storage.setPlacement(rect, proposal, at: index)
        openCalls.append(index + 1)
        defer { close() }
        return try body()
    }

    /// Replaces the dirty sets of a recorded commit event (they are computed right after it opens).
    func setDirtySets(_ sets: DirtySets, of seq: Int) {
        storage.setDirty(sets, at: seq - 1)
        refresh(seq)
    }

    /// The seq of the innermost open call, if any.
    var currentCall: Int? { openCalls.last }

    /// Opens a recorded call, so calls recorded until `close()` nest under it (for callers that
    /// need the seq before the call's result is known, as SwiftUI's sizeThatFits events do).
    func open(_ seq: Int) { openCalls.append(seq) }

    /// Closes the innermost open call, noting when it returned (`TraceEvent.end`).
    func close() {
        let seq = openCalls.removeLast()
        if storage.setEnd(context.clock.now, at: seq - 1) { refresh(seq) }
    }

    /// Sets when the event `seq` ended, for an event recorded at a time of its own (the render
    /// server's phases, whose length the render model knows when it writes them).
    func setEnd(_ time: Double, of seq: Int) {
        if storage.setEnd(time, at: seq - 1) { refresh(seq) }
    }

    /// Adds to the text of a recorded event (a call's result, known when it returns).
    func appendText(_ text: String, to seq: Int) {
        storage.setText(.string(text), at: seq - 1)
        refresh(seq)
    }

    /// Sets a SwiftUI `sizeThatFits` event's text from its proposal and answer, formatted only
    /// when the event is read (same text as `appendText` of the formatted string).
    func setSizeThatFitsText(_ proposal: ProposedViewSize, _ size: CGSize, of seq: Int) {
        storage.setSizeThatFits(proposal, size, at: seq - 1)
        refresh(seq)
    }

    /// Remakes event `seq` in `materialized` after a change, if it was already read.
    private func refresh(_ seq: Int) {
        if seq <= materialized.count { materialized[seq - 1] = storage.event(at: seq - 1) }
    }
}
