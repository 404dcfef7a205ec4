// The compact trace store gives back exactly what was recorded, including values that do not
// fit its 40-byte records, across chunk boundaries.
import Foundation
import Testing

@testable import Simulator

@Suite("TraceStorage")
struct TraceStorageTests {
    /// Every field round-trips: a cause and depth too large for a record, a parent seq, labels,
    /// texts set later (plain and SwiftUI sizeThatFits), dirty sets, frames that change, and
    /// more events than one chunk holds.
    @Test func recordsRoundTripAcrossChunks() throws {
        let sim = Simulation()
        let trace = sim.trace
        var expected: [(receiver: String, method: String, reason: String, cause: Cause)] = []
        for index in 0..<3_000 {
            let cause: Cause =
                switch index % 4 {
                case 0: .none
                case 1: .event(index)
                case 2: .source(SourcePosition(line: index, column: 7))
                default: .source(SourcePosition(line: Int(Int32.max) * 4, column: 1 << 40))  // does not fit a record
                }
            let receiver = "view\(index % 700)", method = index % 3 == 0 ? "layoutSubviews" : "method\(index % 5)"
            let seq = trace.record(
                level: .uikit, receiver: receiver, method: method, cause: cause, reason: "r\(index % 11)")
            expected.append((receiver, method, "r\(index % 11)", cause))
            #expect(seq == index + 1)
            if index == 1_500 { sim.work(ms: 20) }  // a later frame
        }
        let marked = trace.mark("after")
        trace.appendText("first", to: 10)
        trace.appendText(" second", to: 10)
        trace.setSizeThatFitsText(
            ProposedViewSize(width: 200, height: nil), CGSize(width: 120.5, height: 20), of: 2_000)
        trace.setDirtySets(DirtySets(needsLayout: ["a1", "a2"]), of: 2_500)
        let events = trace.events
        #expect(events.count == 3_001 && trace.count == 3_001)
        for (index, want) in expected.enumerated() {
            let event = events[index]
            #expect(event.seq == index + 1 && event.receiver == want.receiver && event.method == want.method)
            #expect(event.reason == want.reason && event.cause == want.cause && event.depth == 0 && event.parent == nil)
            #expect(trace.event(index + 1) == event)
        }
        #expect(events[9].text == "first second")
        #expect(events[1_999].text == "200×nil → 120.5×20")
        #expect(events[2_499].dirty == DirtySets(needsLayout: ["a1", "a2"]))
        #expect(events[0].frame < events[2_999].frame)
        #expect(events[3_000] == marked && marked.label == "after")
    }

    /// Nesting: depth and parent come from the open calls, including a depth beyond 65,535.
    @Test func nestingRoundTrips() throws {
        let sim = Simulation()
        let trace = sim.trace
        for _ in 0..<70_000 { trace.open(1) }
        let deep = trace.record(level: .engine, receiver: "engine", method: "solve", cause: .event(1), reason: "deep")
        for _ in 0..<70_000 { trace.close() }
        let event = try #require(trace.event(deep))
        #expect(event.depth == 70_000 && event.parent == 1 && event.level == .engine)
        let outer = trace.call(level: .calayer, receiver: "a", method: "layoutSublayers", cause: .none, reason: "x") {
            seq in
            trace.record(level: .uikit, receiver: "b", method: "layoutSubviews", cause: .event(seq), reason: "y")
        }
        let inner = try #require(trace.event(outer))
        #expect(inner.depth == 1 && inner.parent == outer - 1 && inner.cause == .event(outer - 1))
    }

    /// A large trace costs at most 48 bytes of storage per event (issue 16's target).
    @Test func storageStaysCompact() throws {
        let sim = Simulation()
        for index in 0..<50_000 {
            sim.trace.record(
                level: .uikit, receiver: "UIView#\(index % 5_000)", method: "layoutSubviews", cause: .event(index + 1),
                reason: "needsLayout")
        }
        #expect(sim.trace.storageBytesPerEvent <= 48)
    }

    /// SwiftUI sizeThatFits texts with the same numbers share one stored entry; each event keeps
    /// its own nil proposal dimensions, close numbers stay apart, and appending to one event's text
    /// leaves the events that share its numbers as they were.
    @Test func sharedSizeTextsStayExact() throws {
        let sim = Simulation()
        let trace = sim.trace
        let seqs = (0..<5).map {
            trace.record(level: .uikit, receiver: "Text(\"a\")", method: "sizeThatFits", cause: .none, reason: "r\($0)")
        }
        trace.setSizeThatFitsText(
            ProposedViewSize(width: 200, height: nil), CGSize(width: 120, height: 20), of: seqs[0])
        trace.setSizeThatFitsText(ProposedViewSize(width: 200, height: 0), CGSize(width: 120, height: 20), of: seqs[1])
        trace.setSizeThatFitsText(
            ProposedViewSize(width: 200, height: nil), CGSize(width: 120, height: 20), of: seqs[2])
        trace.setSizeThatFitsText(ProposedViewSize(width: 0.005, height: 0), CGSize(width: 0, height: 0), of: seqs[3])
        trace.setSizeThatFitsText(ProposedViewSize(width: 0, height: 0), CGSize(width: 0, height: 0), of: seqs[4])
        trace.appendText(" (again)", to: seqs[2])
        let texts = trace.events.map(\.text)
        #expect(
            texts == ["200×nil → 120×20", "200×0 → 120×20", "200×nil → 120×20 (again)", "0.01×0 → 0×0", "0×0 → 0×0"])
    }

    /// A SwiftUI placeSubviews text kept as numbers reads as the string it replaced (nil and
    /// infinite proposal dimensions, fractions), nests the calls made inside it, and takes an
    /// appended text like any other.
    @Test func placementTextsReadAsTheirString() throws {
        let sim = Simulation()
        let trace = sim.trace
        let cases: [(CGRect, ProposedViewSize)] = [
            (CGRect(x: 0, y: 0, width: 390, height: 844), ProposedViewSize(width: 390, height: 844)),
            (CGRect(x: 44.5, y: -3.125, width: 302, height: 0.5), ProposedViewSize(width: nil, height: .infinity)),
            (CGRect(x: 1, y: 2, width: 3, height: 4), ProposedViewSize(width: 7.25, height: nil)),
        ]
        var seqs: [Int] = []
        for (rect, proposal) in cases {
            let inner = trace.callPlaceSubviews(
                receiver: "VStack", cause: .none, reason: "layout", in: rect, proposal: proposal
            ) {
                trace.record(
                    level: .uikit, receiver: "Text(\"a\")", method: "sizeThatFits", cause: .none, reason: "place")
            }
            seqs.append(inner - 1)
        }
        trace.appendText(" (again)", to: seqs[2])
        let events = trace.events
        for (index, (rect, proposal)) in cases.enumerated() {
            let event = events[seqs[index] - 1]
            let text = ViewGraph.describe(rect) + " proposal " + proposal.traceText + (index == 2 ? " (again)" : "")
            #expect(event.method == "placeSubviews" && event.reason == "layout" && event.text == text)
            #expect(events[seqs[index]].parent == seqs[index] && events[seqs[index]].depth == 1)
        }
        #expect(events[seqs[1] - 1].text == "(44.5, -3.13, 302, 0.5) proposal nil×∞")
    }

    /// End times round-trip by event index across pages, with a page that never gets one
    /// between two that do; an event without an end ends when it started.
    @Test func endTimesRoundTripAcrossPages() {
        let sim = Simulation()
        let trace = sim.trace
        var ends: [Int: Double] = [:]
        for index in 0..<2_500 {
            let seq = trace.record(level: .uikit, receiver: "v", method: "m", cause: .none, reason: "r")
            if index % 3 == 0 && !(1_024..<2_048).contains(index) {
                let end = Double(index) + 0.5
                trace.setEnd(end, of: seq)
                ends[seq] = end
            }
        }
        let events = trace.events
        #expect(events.count == 2_500 && ends.count == 493)
        for event in events { #expect(event.end == ends[event.seq] ?? event.time) }
    }

    /// A view's layer records its events under the id of the name it keeps, and still under
    /// the view's current name after the view is renamed, and under its own name once it has one.
    @Test func keptNameIDsFollowRenames() {
        let sim = Simulation()
        let view = UIView(sim)
        let firstName = view.traceName + ".layer"
        view.layer.setNeedsLayout()
        view.layer.setNeedsLayout()
        view.traceName = "card"
        view.layer.setNeedsLayout()
        view.layer.traceName = "cardLayer"
        view.layer.setNeedsLayout()
        let receivers = sim.trace.events.filter { $0.method == "setNeedsLayout" }.map(\.receiver)
        #expect(receivers == [firstName, firstName, "card.layer", "cardLayer"])
    }
}
