// The display's side of the JSON trace: the frame records and the VSync grid, as JSON Lines
// that follow the events of `Trace.jsonLines` (schema layoutlab.trace/1).
import Foundation
import TextBasics

/// JSON Lines for what the render server and the display did: one `display` object (refresh
/// rate, frame duration, summary figures), one `frame` object per presented frame with every
/// time the render model scheduled, and one `vsync` object per VSync from 0 to the last one
/// the run reached, idle ones included. Each object has a `kind`, never a `seq`, so a reader
/// of events tells them apart. Times are ms with 3 decimals, as in the events.
public enum DisplayJSON {
    /// The schema id of the whole JSON trace (events and these records), written in the
    /// `display` object; docs/schemas/layoutlab.trace-1.schema.json describes every field.
    public static let schema = "layoutlab.trace/1"

    /// At most this many `vsync` objects are written (a scenario's `work(ms:)` can push the
    /// clock hours ahead; every lesson scenario stays under a few hundred VSyncs). The `display`
    /// object's `vsyncs` counts them all, `vsyncsShown` how many follow.
    public static let maximumVSyncs = 100_000

    /// The number of the last VSync of the run: the later of the clock's current frame and the
    /// last frame's presentation.
    public static func lastVSync(of simulation: Simulation) -> Int {
        let display = simulation.display
        let end = max(simulation.now, display.frames.last?.presentMs ?? 0)
        return display.vsync(atOrBefore: end)
    }

    /// The `display`, `frame` and `vsync` lines of `simulation`, each ending in a newline.
    public static func lines(of simulation: Simulation) -> String {
        let display = simulation.display
        let last = lastVSync(of: simulation)
        let shown = min(last + 1, maximumVSyncs)
        var out = "{\"kind\":\"display\",\"schema\":" + TraceJSON.string(schema)
        out += ",\"refreshRate\":\(display.refreshRate),\"frameDurationMs\":" + ms(display.frameDurationMs)
        out += ",\"endMs\":" + ms(simulation.now)
        out += ",\"vsyncs\":\(last + 1),\"vsyncsShown\":\(shown)"
        out += ",\"framesPresented\":\(display.framesPresented),\"hitches\":\(display.hitches)"
        out += ",\"hitchTimeMs\":" + ms(display.hitchTimeMs) + ",\"hitchTimeRatio\":" + ms(display.hitchTimeRatio)
        out += ",\"hitchRating\":" + TraceJSON.string(display.hitchRating.rawValue) + "}\n"
        var presentedAt: [Int: Int] = [:], renderedFrom: [Int: Int] = [:]
        for frame in display.frames {
            out += object(for: frame, on: display) + "\n"
            presentedAt[frame.presentVSync] = frame.number
            renderedFrom[display.vsync(atOrBefore: frame.renderStartMs)] = frame.number
        }
        for k in 0..<shown {
            out += "{\"kind\":\"vsync\",\"index\":\(k),\"timeMs\":" + ms(display.vsyncTime(k))
            out += ",\"renderStarts\":" + (renderedFrom[k].map(String.init) ?? "null")
            out += ",\"presents\":" + (presentedAt[k].map(String.init) ?? "null") + "}\n"
        }
        return out
    }

    /// One frame record as a JSON object, keys in a fixed order.
    static func object(for f: FrameRecord, on display: Display) -> String {
        var fields = [
            "\"kind\":\"frame\"",
            "\"number\":\(f.number)",
            "\"commits\":[" + f.commits.map(String.init).joined(separator: ",") + "]",
            "\"cause\":" + (f.cause.map(String.init) ?? "null"),
            "\"beganVSync\":\(display.vsync(atOrBefore: f.appStartMs))",
            "\"appStartMs\":" + ms(f.appStartMs),
            "\"commitEndMs\":" + ms(f.commitEndMs),
            "\"renderStartMs\":" + ms(f.renderStartMs),
            "\"renderPrepareMs\":" + ms(f.renderPrepareMs),
            "\"renderExecuteStartMs\":" + ms(f.renderEndMs - f.renderExecuteMs),
            "\"renderExecuteMs\":" + ms(f.renderExecuteMs),
            "\"renderEndMs\":" + ms(f.renderEndMs),
            "\"presentVSync\":\(f.presentVSync)",
            "\"presentMs\":" + ms(f.presentMs),
            "\"expectedPresentMs\":" + ms(f.expectedPresentMs),
            "\"hitchMs\":" + ms(f.hitchMs),
            "\"hitchCause\":" + TraceJSON.string(f.hitchCause.rawValue),
            "\"buffering\":" + TraceJSON.string(f.buffering.rawValue),
            "\"layers\":\(f.layers)",
        ]
        fields.append(
            "\"offscreenPasses\":["
                + f.offscreenPasses.map {
                    "{\"layer\":" + TraceJSON.string($0.layer) + ",\"reason\":" + TraceJSON.string($0.reason.rawValue)
                        + ",\"pixels\":\($0.pixels)}"
                }.joined(separator: ",") + "]")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// Milliseconds with 3 decimals, as the events' `time` (a value no JSON number can hold,
    /// from a scenario's `work(ms:)`, is written as 0 rather than as invalid JSON).
    static func ms(_ value: Double) -> String {
        value.isFinite ? FixedDecimals.text(value, places: 3) : "0"
    }
}
