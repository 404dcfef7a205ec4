// The trace as JSON Lines, one object per event, keys in a fixed order.
import Foundation
import TextBasics

extension TraceQueries {
    /// JSON Lines (schema `layoutlab.trace/1`, docs/schemas/layoutlab.trace-1.schema.json): one object
    /// per event with `seq`, `time` and `end` (ms, 3 decimals), `frame`, `phase`,
    /// `level`, `receiver`, `method`, `cause` (an event seq as a number, a scenario position as
    /// `"line:column"`, or null), `reason`, then `label`/`text` when present, `depth`, `parent`
    /// (null at top level), and for commits `dirty` with the three sets. Byte-identical across runs.
    public func jsonLines() -> String {
        var out = ""
        for event in queryEvents {
            out += TraceJSON.object(for: event)
            out += "\n"
        }
        return out
    }
}

/// JSON encoding of trace events, written by hand so key order and number format never vary.
enum TraceJSON {
    static func object(for event: TraceEvent) -> String {
        var fields: [String] = [
            "\"seq\":\(event.seq)",
            "\"time\":" + FixedDecimals.text(event.time, places: 3),
            "\"end\":" + FixedDecimals.text(event.end, places: 3),
            "\"frame\":\(event.frame)",
            "\"phase\":" + string(event.phase.rawValue),
            "\"level\":" + string(event.level.rawValue),
            "\"receiver\":" + string(event.receiver),
            "\"method\":" + string(event.method),
            "\"cause\":" + cause(event.cause),
            "\"reason\":" + string(event.reason),
        ]
        if let label = event.label { fields.append("\"label\":" + string(label)) }
        if let text = event.text { fields.append("\"text\":" + string(text)) }
        fields.append("\"depth\":\(event.depth)")
        fields.append("\"parent\":" + (event.parent.map(String.init) ?? "null"))
        if let dirty = event.dirty {
            fields.append(
                "\"dirty\":{\"needsUpdateConstraints\":" + array(dirty.needsUpdateConstraints) + ",\"needsLayout\":"
                    + array(dirty.needsLayout) + ",\"needsDisplay\":" + array(dirty.needsDisplay) + "}")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    static func cause(_ cause: Cause) -> String {
        switch cause {
        case .none: return "null"
        case .event(let seq): return String(seq)
        case .source(let position): return string(position.description)
        }
    }

    static func array(_ items: [String]) -> String { "[" + items.map(string).joined(separator: ",") + "]" }

    /// A JSON string literal (`JSONText`).
    static func string(_ text: String) -> String { JSONText.quoted(text) }
}
