/// `vary:` on a lesson scenario: named parameters with lists of values, substituted for
/// `{name}` in the scenario's code, its questions' queries and samples, and their texts in
/// every language. Variant N takes the N-th value of every list (a list of one value is the
/// same in every variant), so an author decides exactly which combinations exist.
public struct ScenarioVariants: Sendable, Equatable {
    /// One parameter: `view: [a2, b7, card]`.
    public struct Parameter: Sendable, Equatable {
        /// Its name, written `{name}` where it is substituted.
        public var name: String
        /// Its values, one per variant (or one for all).
        public var values: [String]
        /// Where the name is written.
        public var position: FilePosition

        /// Creates a parameter.
        public init(name: String, values: [String], position: FilePosition) {
            self.name = name
            self.values = values
            self.position = position
        }
    }

    /// Variants one scenario may have (each is run by `check`).
    public static let maximumCount = 50

    /// The parameters, in file order.
    public var parameters: [Parameter]

    /// Creates variants from parameters.
    public init(parameters: [Parameter]) {
        self.parameters = parameters
    }

    /// How many variants there are: the longest list.
    public var count: Int { parameters.map(\.values.count).max() ?? 1 }

    /// The values of variant `number` (1-based), by parameter name.
    public func values(of number: Int) -> [String: String] {
        var values: [String: String] = [:]
        for parameter in parameters where !parameter.values.isEmpty {
            let index = parameter.values.count == 1 ? 0 : min(max(number, 1), parameter.values.count) - 1
            values[parameter.name] = parameter.values[index]
        }
        return values
    }

    /// `view=b7, width=120`: how reports and `check` name a variant.
    public func label(of number: Int) -> String {
        let values = values(of: number)
        return parameters.map { "\($0.name)=\(values[$0.name] ?? "")" }.joined(separator: ", ")
    }

    /// `text` with every `{name}` of a parameter in `values` replaced by its value. Braces
    /// around anything else (`{ $0 }`, a closure, a class body) are left as they are.
    public static func substitute(_ text: String, _ values: [String: String]) -> String {
        // A byte test (Foundation's `contains` was most of substituting): without a `{` byte
        // the text has no placeholder, and with one the search below decides.
        guard !values.isEmpty, text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var result = ""
        var copied = text.startIndex
        for (range, name) in placeholderRanges(in: text) {
            guard let value = values[name] else { continue }
            result += text[copied..<range.lowerBound]
            result += value
            copied = range.upperBound
        }
        return result + text[copied...]
    }

    /// The names of `{name}` placeholders in `text` that look like parameters (letters, digits, `_`).
    public static func placeholders(in text: String) -> [String] {
        placeholderRanges(in: text).map(\.name)
    }

    /// Every `{name}` in `text` with its range, in one pass: a `{` starts a placeholder only if
    /// a name and `}` follow at once, so a class body's or closure's brace (which may hold a
    /// placeholder, `if busy { work(ms: {cost}) }`) is stepped over, and text full of braces
    /// (`{{{{…}`) costs linear time, not a search to the next `}` for every `{`.
    static func placeholderRanges(in text: String) -> [(range: Range<String.Index>, name: String)] {
        if let found = asciiPlaceholderRanges(in: text) { return found }
        var found: [(range: Range<String.Index>, name: String)] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "{") {
            var end = text.index(after: open)
            while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" {
                end = text.index(after: end)
            }
            let name = text[text.index(after: open)..<end]
            if end < text.endIndex, text[end] == "}", let first = name.first, first.isLetter || first == "_" {
                found.append((open..<text.index(after: end), String(name)))
                index = text.index(after: end)
            } else {
                index = text.index(after: open)
            }
        }
        return found
    }

    /// `placeholderRanges(in:)` over the bytes of an ASCII text (nil for any other): there each
    /// character is one byte, but a CRLF pair, which is neither a brace nor part of a name in
    /// either form. Breaking scenario code into characters for every variant read was a
    /// twentieth of `layoutlab check`.
    private static func asciiPlaceholderRanges(in text: String) -> [(range: Range<String.Index>, name: String)]? {
        let result = text.utf8.withContiguousStorageIfAvailable { bytes -> [(Range<String.Index>, String)]? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            func isNameStart(_ byte: UInt8) -> Bool { byte == 0x5F || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) }
            func isName(_ byte: UInt8) -> Bool { isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) }
            var found: [(Range<String.Index>, String)] = []
            var open = 0
            while open < bytes.count {
                guard bytes[open] == UInt8(ascii: "{") else {
                    open += 1
                    continue
                }
                var end = open + 1
                while end < bytes.count, isName(bytes[end]) { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: "}"), end > open + 1, isNameStart(bytes[open + 1]) {
                    let start = text.utf8.index(text.utf8.startIndex, offsetBy: open)
                    let after = text.utf8.index(text.utf8.startIndex, offsetBy: end + 1)
                    found.append((start..<after, String(decoding: bytes[(open + 1)..<end], as: UTF8.self)))
                    open = end + 1
                } else {
                    open += 1
                }
            }
            return found
        }
        return result.flatMap { $0?.map { (range: $0.0, name: $0.1) } }
    }

    /// Reads `vary: { view: [a2, b7], width: [100, 120] }`.
    static func read(_ node: YAMLNode, scenario: String) throws(LessonDiagnostic) -> ScenarioVariants {
        let reader = try MappingReader(node, what: "the 'vary' of scenario '\(scenario)'")
        var parameters: [Parameter] = []
        for entry in reader.entries {
            let name = try entry.keyNode.identifier("a parameter name")
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name.first?.isNumber == false else {
                throw LessonDiagnostic(
                    "the parameter name '\(name)' cannot be a placeholder", at: entry.keyNode.position,
                    hint:
                        "use letters, digits and '_' (written `{\(name.filter { $0.isLetter || $0.isNumber || $0 == "_" })}` in the code)"
                )
            }
            var values: [String] = []
            for item in try entry.value.list("the values of '\(name)'") {
                let value = try item.text("a value of '\(name)'")
                guard !value.isEmpty, !value.contains("{"), !value.contains("}") else {
                    throw LessonDiagnostic(
                        "a value of '\(name)' must be non-empty text without braces", at: item.position,
                        hint: "e.g. `\(name): [a2, b7]`")
                }
                values.append(value)
            }
            guard !values.isEmpty else {
                throw LessonDiagnostic(
                    "'\(name)' has no values", at: entry.value.position, hint: "e.g. `\(name): [a2, b7]`")
            }
            // Every variant is run by `check` and may be asked of a learner: a few, not thousands.
            guard values.count <= ScenarioVariants.maximumCount else {
                throw LessonDiagnostic(
                    "'\(name)' has \(values.count) values; a scenario may have at most \(ScenarioVariants.maximumCount) variants",
                    at: entry.value.position, hint: "keep the variants that teach something different")
            }
            parameters.append(Parameter(name: name, values: values, position: entry.keyNode.position))
        }
        guard !parameters.isEmpty else {
            throw LessonDiagnostic(
                "'vary' has no parameters", at: node.position, hint: "e.g. `vary: { view: [a2, b7] }`, or remove it")
        }
        let count = parameters.map(\.values.count).max() ?? 1
        for parameter in parameters where parameter.values.count != 1 && parameter.values.count != count {
            throw LessonDiagnostic(
                "'\(parameter.name)' has \(parameter.values.count) values, but other parameters have \(count)",
                at: parameter.position,
                hint:
                    "variant N takes the N-th value of every list: give every parameter \(count) values (or one, shared by all)"
            )
        }
        return ScenarioVariants(parameters: parameters)
    }
}
