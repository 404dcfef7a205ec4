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
        // CRLF (and lone CR) line ends become LF first: libyaml counts them as one line break
        // either way, but our own line table (block-scalar positions) and the scenario code
        // embedded in the file must see the same text as an LF file, so traces match.
        let text = YAMLLoader.normalizingLineEnds(text)
        var bytes = Array(text.utf8)
        if bytes.isEmpty { bytes = [0x0A] }
        // Safe: the parser reads `buffer` only inside this closure (it is deleted before the
        // closure returns), and the buffer is never empty (an empty text is one newline).
        let result: Result<YAMLNode, LessonDiagnostic> = bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else {
                return .failure(
                    LessonDiagnostic(
                        "could not start the YAML parser", at: FilePosition(file: file, line: 1, column: 1),
                        hint: "the machine is out of memory; close other programs and try again"))
            }
            defer { yaml_parser_delete(&parser) }
            guard let base = buffer.baseAddress else {
                return .failure(LessonDiagnostic("empty file", at: FilePosition(file: file, line: 1, column: 1)))
            }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var builder = Builder(file: file, text: text)
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
                    return .failure(
                        LessonDiagnostic(
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

    /// The line and column (0-based, in characters) of the reader's problem offset.
    private static func readerMark(_ parser: yaml_parser_t) -> yaml_mark_t {
        var mark = yaml_mark_t()
        guard let start = parser.input.string.start else { return mark }
        let end = min(parser.problem_offset, parser.input.string.end - start)
        var index = 0
        while index < end {
            let byte = start[index]
            if byte == 0x0A {
                mark.line += 1
                mark.column = 0
            } else if byte & 0xC0 != 0x80 {
                mark.column += 1
            }
            index += 1
        }
        return mark
    }

    /// `text` with CRLF and lone CR line ends turned into LF.
    public static func normalizingLineEnds(_ text: String) -> String {
        // Safe: the buffer is read only inside the closure that lends it.
        let hasCarriageReturn =
            text.utf8.withContiguousStorageIfAvailable { $0.contains(0x0D) } ?? text.utf8.contains(0x0D)
        guard hasCarriageReturn else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previousCR = false
        for byte in text.utf8 {
            if byte == 0x0D {
                bytes.append(0x0A)
                previousCR = true
                continue
            }
            if byte == 0x0A && previousCR {
                previousCR = false
                continue
            }
            previousCR = false
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Turns libyaml's problem and context into one diagnostic at its mark.
    private static func syntaxError(_ parser: yaml_parser_t, file: String) -> LessonDiagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        let context = parser.context.map { String(cString: $0) }
        var mark = parser.problem_mark
        if parser.error == YAML_READER_ERROR {
            // The reader reports a byte offset, not a mark: turn it into a line and column.
            mark = readerMark(parser)
        }
        var message = "YAML syntax: \(problem)"
        if let context { message += " (\(context))" }
        var hint = "check the indentation and quoting on this line and the one before"
        if problem.contains("tab") { hint = "indent with spaces, not tabs" }
        if problem.contains("mapping values are not allowed") {
            hint =
                "a value containing ': ' must be quoted, or written as a block (`key: |` and the text indented below)"
        }
        return LessonDiagnostic(
            message, at: FilePosition(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1), hint: hint)
    }

    /// How deep mappings and sequences may nest, aliases included. Lessons need about six
    /// levels; the bound keeps every later walk of the tree (and its teardown, which recurses
    /// once per level) far from the stack's end.
    public static let maximumDepth = 256
    /// How many nodes a document may hold after its aliases are expanded: a few hundred
    /// thousand bytes of `*a` must not become gigabytes of tree and report.
    public static let maximumNodes = 100_000

    /// Assembles nodes from the event stream with an explicit stack.
    private struct Builder {
        /// A mapping or sequence being read. A class, so appending to it never copies the items
        /// read so far (with a value type in an enum every append copied them: quadratic).
        final class Frame {
            let position: FilePosition
            let isMapping: Bool
            let anchor: String?
            var items: [YAMLNode] = []
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            var keys: [String: FilePosition] = [:]
            var pendingKey: YAMLNode?
            /// The height of the tallest child and the nodes under this one, for alias bounds.
            var childHeight = 0
            var nodes = 1

            init(position: FilePosition, isMapping: Bool, anchor: String?) {
                self.position = position
                self.isMapping = isMapping
                self.anchor = anchor
            }
        }

        /// An anchored node with its height and node count, so an alias can be bounded before
        /// it is placed.
        struct Anchored {
            var node: YAMLNode
            var height: Int
            var nodes: Int
        }

        let file: String
        /// The text, LF line ends only.
        let text: String
        /// Its lines, split when a block scalar first needs them (answer sheets have none, and
        /// splitting costs a tenth of reading a sheet).
        var splitLines: [String]?
        var stack: [Frame] = []
        var anchors: [String: Anchored] = [:]
        var root: YAMLNode?
        var documents = 0
        var totalNodes = 0

        init(file: String, text: String) {
            self.file = file
            self.text = text
        }

        /// The text's lines, split on the byte: with no carriage return left, a new line is
        /// always a character of its own.
        mutating func lines() -> [String] {
            if let splitLines { return splitLines }
            let text = self.text
            let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
                String(text[$0.startIndex..<$0.endIndex])
            }
            splitLines = lines
            return lines
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
                let text =
                    scalar.value.map {
                        // Safe: libyaml owns `scalar.length` bytes at `value` until the event is deleted;
                        // the bytes are copied into a String here.
                        String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self)
                    } ?? ""
                let style: YAMLNode.ScalarStyle
                switch scalar.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE, YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .quoted
                case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: style = blockStyle(after: at)
                default: style = .plain
                }
                let node = YAMLNode(.scalar(text, style), at: at)
                try count(1, at: at)
                if let anchor = anchorName(scalar.anchor) {
                    anchors[anchor] = Anchored(node: node, height: 0, nodes: 1)
                }
                try add(node, height: 0, nodes: 1)
            case YAML_ALIAS_EVENT:
                let name = anchorName(event.data.alias.anchor) ?? ""
                guard let anchored = anchors[name] else {
                    throw LessonDiagnostic(
                        "unknown alias '*\(name)'", at: at, hint: "define `&\(name)` before using `*\(name)`")
                }
                if stack.count + anchored.height > YAMLLoader.maximumDepth {
                    throw tooDeep(at)
                }
                try count(anchored.nodes, at: at)
                var node = anchored.node
                node.position = at
                try add(node, height: anchored.height, nodes: anchored.nodes)
            case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                if stack.count >= YAMLLoader.maximumDepth { throw tooDeep(at) }
                try count(1, at: at)
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchor = anchorName(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
                stack.append(Frame(position: at, isMapping: isMapping, anchor: anchor))
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                guard let frame = stack.popLast() else { return false }
                let node = YAMLNode(
                    frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items), at: frame.position)
                let height = frame.childHeight + 1
                if let anchor = frame.anchor {
                    anchors[anchor] = Anchored(node: node, height: height, nodes: frame.nodes)
                }
                try add(node, height: height, nodes: frame.nodes)
            default:
                break
            }
            return false
        }

        // Safe: libyaml's anchor names are 0-terminated and live until the event is deleted;
        // String(cString:) copies them.
        func anchorName(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: UnsafePointer($0)) }
        }

        func tooDeep(_ at: FilePosition) -> LessonDiagnostic {
            LessonDiagnostic(
                "lists and mappings nest more than \(YAMLLoader.maximumDepth) levels deep here", at: at,
                hint:
                    "lessons, quizzes and answer sheets need only a few levels; remove the extra brackets or indentation"
            )
        }

        /// Counts nodes as they are made, aliases expanded, against `maximumNodes`.
        mutating func count(_ nodes: Int, at: FilePosition) throws(LessonDiagnostic) {
            totalNodes += nodes
            if totalNodes > YAMLLoader.maximumNodes {
                throw LessonDiagnostic(
                    "the document holds more than \(YAMLLoader.maximumNodes) values once its aliases (`*name`) are expanded",
                    at: at,
                    hint: "write fewer aliases, or split the file; no lesson, quiz or sheet needs this many values")
            }
        }

        /// Places a finished node into its parent, or makes it the root.
        mutating func add(_ node: YAMLNode, height: Int, nodes: Int) throws(LessonDiagnostic) {
            guard let top = stack.last else {
                root = node
                return
            }
            top.childHeight = max(top.childHeight, height)
            top.nodes += nodes
            if !top.isMapping {
                top.items.append(node)
            } else if let key = top.pendingKey {
                top.pairs.append((key: key, value: node))
                top.pendingKey = nil
            } else {
                guard let name = node.scalar else {
                    throw LessonDiagnostic(
                        "a key must be a plain word, not \(node.kindName)", at: node.position,
                        hint: "write `name: value`")
                }
                if let earlier = top.keys[name] {
                    throw LessonDiagnostic(
                        "duplicate key '\(name)' (first at line \(earlier.line))", at: node.position,
                        hint: "keep one of them; YAML would silently use only one")
                }
                top.keys[name] = node.position
                top.pendingKey = node
            }
        }

        /// For `|` and `>` scalars, finds the first content line and its indentation, so
        /// scenario code embedded there reports positions in the `.yaml` file.
        mutating func blockStyle(after indicator: FilePosition) -> YAMLNode.ScalarStyle {
            let lines = lines()
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
