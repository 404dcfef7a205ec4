import CYAML

/// Reads one YAML document with libyaml's event API, keeping each node's start mark.
///
/// The event API (not the document API) is used because it hands us the marks of every
/// scalar; libyaml's marks are 0-based and we report them 1-based.
public enum YAMLLoader {
    /// Parses `text` (the contents of `file`) into a node tree.
    ///
    /// Throws a diagnostic at the line and column libyaml reports for syntax errors, and for
    /// documents we do not accept (empty, several documents, non-scalar keys, unknown aliases).
    public static func load(_ text: String, file: String) throws(LessonDiagnostic) -> YAMLNode {
        var bytes = Array(text.utf8)
        if bytes.isEmpty { bytes = [0x0A] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let result: Result<YAMLNode, LessonDiagnostic> = bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else {
                return .failure(LessonDiagnostic(
                    "could not start the YAML parser", at: FilePosition(file: file, line: 1, column: 1),
                    hint: "the machine is out of memory; close other programs and try again"))
            }
            defer { yaml_parser_delete(&parser) }
            guard let base = buffer.baseAddress else {
                return .failure(LessonDiagnostic("empty file", at: FilePosition(file: file, line: 1, column: 1)))
            }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var builder = Builder(file: file, lines: lines)
            do throws(LessonDiagnostic) {
                while true {
                    var event = yaml_event_t()
                    guard yaml_parser_parse(&parser, &event) == 1 else {
                        return .failure(syntaxError(parser, file: file))
                    }
                    defer { yaml_event_delete(&event) }
                    if try builder.handle(event) { break }
                }
                guard let root = builder.root else {
                    return .failure(LessonDiagnostic(
                        "the file has no content", at: FilePosition(file: file, line: 1, column: 1),
                        hint: "write the file's keys as `key: value` lines; see docs/authoring.md"))
                }
                return .success(root)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Turns libyaml's problem and context into one diagnostic at its mark.
    private static func syntaxError(_ parser: yaml_parser_t, file: String) -> LessonDiagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        let context = parser.context.map { String(cString: $0) }
        let mark = parser.problem_mark
        var message = "YAML syntax: \(problem)"
        if let context { message += " (\(context))" }
        var hint = "check the indentation and quoting on this line and the one before"
        if problem.contains("tab") { hint = "indent with spaces, not tabs" }
        if problem.contains("mapping values are not allowed") {
            hint = "a value containing ': ' must be quoted, or written as a block (`key: |` and the text indented below)"
        }
        return LessonDiagnostic(
            message, at: FilePosition(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1), hint: hint)
    }

    /// Assembles nodes from the event stream with an explicit stack.
    private struct Builder {
        enum Frame {
            case mapping(FilePosition, [(key: YAMLNode, value: YAMLNode)], pendingKey: YAMLNode?, anchor: String?)
            case sequence(FilePosition, [YAMLNode], anchor: String?)
        }

        let file: String
        let lines: [String]
        var stack: [Frame] = []
        var anchors: [String: YAMLNode] = [:]
        var root: YAMLNode?
        var documents = 0

        init(file: String, lines: [String]) {
            self.file = file
            self.lines = lines
        }

        func position(_ mark: yaml_mark_t) -> FilePosition {
            FilePosition(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        }

        /// Handles one event; returns true at the end of the stream.
        mutating func handle(_ event: yaml_event_t) throws(LessonDiagnostic) -> Bool {
            let at = position(event.start_mark)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return true
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw LessonDiagnostic(
                        "a second YAML document starts here", at: at,
                        hint: "each file holds one document; remove the `---` line or split the file")
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
                let style: YAMLNode.ScalarStyle
                switch scalar.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE, YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .quoted
                case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: style = blockStyle(after: at)
                default: style = .plain
                }
                let node = YAMLNode(.scalar(text, style), at: at)
                try remember(node, anchor: anchorName(scalar.anchor))
                try add(node)
            case YAML_ALIAS_EVENT:
                let name = anchorName(event.data.alias.anchor) ?? ""
                guard var node = anchors[name] else {
                    throw LessonDiagnostic(
                        "unknown alias '*\(name)'", at: at, hint: "define `&\(name)` before using `*\(name)`")
                }
                node.position = at
                try add(node)
            case YAML_MAPPING_START_EVENT:
                stack.append(.mapping(at, [], pendingKey: nil, anchor: anchorName(event.data.mapping_start.anchor)))
            case YAML_SEQUENCE_START_EVENT:
                stack.append(.sequence(at, [], anchor: anchorName(event.data.sequence_start.anchor)))
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                guard let frame = stack.popLast() else { return false }
                switch frame {
                case .mapping(let start, let pairs, _, let anchor):
                    let node = YAMLNode(.mapping(pairs), at: start)
                    try remember(node, anchor: anchor)
                    try add(node)
                case .sequence(let start, let items, let anchor):
                    let node = YAMLNode(.sequence(items), at: start)
                    try remember(node, anchor: anchor)
                    try add(node)
                }
            default:
                break
            }
            return false
        }

        func anchorName(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: UnsafePointer($0)) }
        }

        mutating func remember(_ node: YAMLNode, anchor: String?) throws(LessonDiagnostic) {
            if let anchor { anchors[anchor] = node }
        }

        /// Places a finished node into its parent, or makes it the root.
        mutating func add(_ node: YAMLNode) throws(LessonDiagnostic) {
            guard let top = stack.popLast() else {
                root = node
                return
            }
            switch top {
            case .sequence(let start, var items, let anchor):
                items.append(node)
                stack.append(.sequence(start, items, anchor: anchor))
            case .mapping(let start, var pairs, let pendingKey, let anchor):
                if let key = pendingKey {
                    pairs.append((key: key, value: node))
                    stack.append(.mapping(start, pairs, pendingKey: nil, anchor: anchor))
                } else {
                    guard let name = node.scalar else {
                        throw LessonDiagnostic(
                            "a key must be a plain word, not \(node.kindName)", at: node.position,
                            hint: "write `name: value`")
                    }
                    if let earlier = pairs.first(where: { $0.key.scalar == name }) {
                        throw LessonDiagnostic(
                            "duplicate key '\(name)' (first at line \(earlier.key.position.line))", at: node.position,
                            hint: "keep one of them; YAML would silently use only one")
                    }
                    stack.append(.mapping(start, pairs, pendingKey: node, anchor: anchor))
                }
            }
        }

        /// For `|` and `>` scalars, finds the first content line and its indentation, so
        /// scenario code embedded there reports positions in the `.yaml` file.
        func blockStyle(after indicator: FilePosition) -> YAMLNode.ScalarStyle {
            var index = indicator.line  // 0-based index of the line after the indicator
            while index < lines.count {
                let line = lines[index]
                if !line.allSatisfy({ $0 == " " }) {
                    let indent = line.prefix(while: { $0 == " " }).count
                    return .block(contentLine: index + 1, indent: indent)
                }
                index += 1
            }
            return .block(contentLine: indicator.line + 1, indent: 0)
        }
    }
}
