import CYAML

/// Writes YAML with libyaml's emitter, the same library that reads it back: whatever a value
/// holds (quotes, `#`, line breaks, U+FFFE, a lone `-`), the emitter chooses the escapes that
/// libyaml's parser accepts, so `layoutlab quiz`'s sheets always grade. Strings are written
/// double-quoted in a block mapping, one entry a line (no line width limit), UTF-8 kept as it is.
public enum YAMLEmitter {
    /// A value to write: a string, a whole number, or a mapping with its keys in order.
    public indirect enum Value: Sendable {
        case string(String)
        case integer(Int)
        case mapping([(key: String, value: Value)])
    }

    /// A problem libyaml reported (it should have none for values built here).
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The document holding `root`, without `---` or `...` markers.
    public static func document(_ root: Value) throws(Failure) -> String {
        let writer = Writer()
        guard yaml_emitter_initialize(&writer.emitter) == 1 else {
            throw Failure(description: "libyaml could not start an emitter")
        }
        defer { yaml_emitter_delete(&writer.emitter) }
        // Safe unretained: `writer` is a local that outlives the emitter (deleted by the defer
        // above, before `writer` goes), and libyaml calls the output handler only during this call;
        // it hands over `size` valid bytes, copied into `bytes` at once.
        let context = Unmanaged.passUnretained(writer).toOpaque()
        yaml_emitter_set_output(
            &writer.emitter,
            { context, bytes, size in
                guard let context, let bytes else { return 0 }
                Unmanaged<Writer>.fromOpaque(context).takeUnretainedValue().bytes.append(
                    contentsOf: UnsafeBufferPointer(start: bytes, count: size))
                return 1
            }, context)
        yaml_emitter_set_unicode(&writer.emitter, 1)
        yaml_emitter_set_width(&writer.emitter, -1)
        yaml_emitter_set_indent(&writer.emitter, 2)
        try writer.emit(yaml_stream_start_event_initialize(&writer.event, YAML_UTF8_ENCODING))
        try writer.emit(yaml_document_start_event_initialize(&writer.event, nil, nil, nil, 1))
        try writer.value(root)
        try writer.emit(yaml_document_end_event_initialize(&writer.event, 1))
        try writer.emit(yaml_stream_end_event_initialize(&writer.event))
        guard yaml_emitter_flush(&writer.emitter) == 1 else {
            throw Failure(description: "libyaml could not flush its output")
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// libyaml's emitter, the event being sent, and the bytes written so far.
    private final class Writer {
        var emitter = yaml_emitter_t()
        var event = yaml_event_t()
        var bytes: [UInt8] = []

        /// Sends the event just made (`made` is what its initializer returned).
        func emit(_ made: Int32) throws(Failure) {
            guard made == 1, yaml_emitter_emit(&emitter, &event) == 1 else {
                let problem = emitter.problem.map { String(cString: $0) } ?? "an event could not be made"
                throw Failure(description: "libyaml: " + problem)
            }
        }

        func value(_ value: Value) throws(Failure) {
            switch value {
            case .string(let text): try emit(scalar(text, style: YAML_DOUBLE_QUOTED_SCALAR_STYLE))
            case .integer(let number): try emit(scalar(String(number), style: YAML_PLAIN_SCALAR_STYLE))
            case .mapping(let entries):
                try emit(
                    yaml_mapping_start_event_initialize(
                        &event, nil, nil, 1, entries.isEmpty ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE))
                for entry in entries {
                    try emit(scalar(entry.key, style: YAML_ANY_SCALAR_STYLE))
                    try self.value(entry.value)
                }
                try emit(yaml_mapping_end_event_initialize(&event))
            }
        }

        /// A scalar event; libyaml copies the bytes (a 0 byte ends them, so "" has an address too).
        func scalar(_ text: String, style: yaml_scalar_style_t) -> Int32 {
            var bytes = Array(text.utf8) + [0]
            let length = Int32(bytes.count - 1)
            // Safe: yaml_scalar_event_initialize copies the bytes (length excludes the 0 byte), so the
            // pointer is not kept past this closure.
            return bytes.withUnsafeMutableBufferPointer { buffer in
                yaml_scalar_event_initialize(&event, nil, nil, buffer.baseAddress, length, 1, 1, style)
            }
        }
    }
}
