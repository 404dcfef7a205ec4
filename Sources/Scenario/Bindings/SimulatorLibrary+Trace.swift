import Foundation
import Simulator

/// The scenario globals `runLoop`, `trace` (with its queries, also on slices such as
/// `trace.after("tap")`) and `clock`.
extension SimulatorLibrary {
    /// The longest label `trace.mark(_:)` takes.
    static let maximumMarkLabel = 200

    func installRunLoopAndTrace() {
        func loop(_ value: Value) throws -> MainRunLoop { try Self.object(value, MainRunLoop.self, "the run loop") }
        runLoop.method("runOnce", []) { _, this, _ in
            try Self.uikit { try loop(this).runOnce() }; return .void
        }
        runLoop.method("runUntilIdle", []) { _, this, _ in .int(try Self.uikit { try loop(this).runUntilIdle() }) }
        runLoop.method("run", ["frames"]) { _, this, args in
            let frames = try Convert.int(args[0], "'frames'")
            guard frames <= 100_000 else {
                throw NativeError(.limit, "run(frames:) is limited to 100000 frames, not \(frames)")
            }
            try Self.uikit { try loop(this).run(frames: frames) }
            return .void
        }
        runLoop.property("isIdle") { _, this in .bool(try loop(this).isIdle) }
        runLoop.describe = { _ in "runLoop" }

        trace.method("mark", [nil]) { _, this, args in
            let label = try Convert.string(args[0], "the mark's label")
            // A label names a moment for queries; a long one only multiplies the listing.
            guard label.count <= SimulatorLibrary.maximumMarkLabel else {
                throw NativeError(
                    .limit,
                    "a mark's label has \(label.count) characters; at most \(SimulatorLibrary.maximumMarkLabel) are allowed",
                    hint: "name the moment in a few words, such as \"tap\"")
            }
            try Self.object(this, Trace.self, "the trace").mark(label)
            return .void
        }
        trace.property("listing") { _, this in .string(try Self.object(this, Trace.self, "the trace").listing()) }
        trace.describe = { _ in "trace" }
        installQueries(on: trace) { try Self.object($0, Trace.self, "the trace") }
        installQueries(on: slice) { try Self.hostValue($0, TraceSlice.self, "the trace slice") }
        slice.describe = { object in "TraceSlice(\((object as? HostValue<TraceSlice>)?.value.events.count ?? 0) events)"
        }

        func e(_ value: Value) throws -> TraceEvent { try Self.hostValue(value, TraceEvent.self, "the trace event") }
        event.property("seq") { _, this in .int(try e(this).seq) }
        event.property("time") { _, this in .double(try e(this).time) }
        event.property("frame") { _, this in .int(try e(this).frame) }
        event.property("phase") { _, this in .string(try e(this).phase.rawValue) }
        event.property("level") { _, this in .string(try e(this).level.rawValue) }
        event.property("receiver") { _, this in .string(try e(this).receiver) }
        event.property("method") { _, this in .string(try e(this).method) }
        event.property("call") { _, this in .string(try e(this).call) }
        event.property("reason") { _, this in .string(try e(this).reason) }
        event.property("cause") { _, this in .string(try e(this).cause.description) }
        event.property("label") { _, this in try e(this).label.map { .string($0) } ?? .null }
        event.property("text") { _, this in try e(this).text.map { .string($0) } ?? .null }
        event.describe = { object in (object as? HostValue<TraceEvent>)?.value.call ?? "TraceEvent" }
        event.equals = { ($0 as? HostValue<TraceEvent>)?.value == ($1 as? HostValue<TraceEvent>)?.value }

        func sim(_ value: Value) throws -> Simulation { try Self.object(value, Simulation.self, "the clock") }
        clock.property("now") { _, this in .double(try sim(this).now) }
        clock.property("frame") { _, this in .int(try sim(this).frame) }
        clock.property("refreshRate") { _, this in .int(try sim(this).refreshRate) }
        clock.property("frameDuration") { _, this in .double(try sim(this).clock.frameDuration) }
        clock.describe = { _ in "clock" }
    }

    /// The trace queries of docs/architecture.md, on the whole trace and on slices of it. Every
    /// query that answers from events notes the window it answered from (`queriedWindows`).
    private func installQueries(on type: NativeType, _ range: @escaping (Value) throws -> any TraceQueries) {
        let slice = self.slice, event = self.event, windows = queriedWindows
        func queries(_ value: Value) throws -> any TraceQueries {
            let queries = try range(value)
            windows.note(queries.queryWindow)
            return queries
        }
        func cut(_ value: Value) throws -> any TraceQueries { try range(value) }
        type.method("after", [nil]) { _, this, args in
            .host(slice, HostValue(try cut(this).after(try Convert.string(args[0], "the mark's label"))))
        }
        type.method("before", [nil]) { _, this, args in
            .host(slice, HostValue(try cut(this).before(try Convert.string(args[0], "the mark's label"))))
        }
        type.method("between", [nil, nil]) { _, this, args in
            .host(
                slice,
                HostValue(
                    try cut(this).between(
                        try Convert.string(args[0], "the first mark"),
                        try Convert.string(args[1], "the second mark"))))
        }
        type.method("hasMark", [nil]) { _, this, args in
            .bool(try queries(this).hasMark(try Convert.string(args[0], "the mark's label")))
        }
        type.methods["calls"] = [
            NativeFunction([nil], required: 0, variadic: true) { i, this, args in
                let methods = try i.elements(args[0], "the methods").map { try Convert.string($0, "a method name") }
                return .array(try queries(this).calls(matching: methods).map { .string($0) })
            }
        ]
        type.methods["layerCalls"] = [
            NativeFunction([nil], required: 0, variadic: true) { i, this, args in
                let methods = try i.elements(args[0], "the methods").map { try Convert.string($0, "a method name") }
                return .array(try queries(this).layerCalls(matching: methods).map { .string($0) })
            }
        ]
        type.method("count", [nil]) { _, this, args in
            .int(try queries(this).count(try Convert.string(args[0], "the pattern")))
        }
        type.method("contains", [nil]) { _, this, args in
            .bool(try queries(this).contains(try Convert.string(args[0], "the pattern")))
        }
        type.method("events", [nil]) { _, this, args in
            .array(
                try queries(this).events(try Convert.string(args[0], "the pattern")).map { .host(event, HostValue($0)) }
            )
        }
        type.property("commits") { _, this in .int(try queries(this).commits) }
        type.property("printed") { _, this in .array(try queries(this).printed.map { .string($0) }) }
        type.property("logs") { _, this in .array(try queries(this).logs.map { .string($0) }) }
    }
}
