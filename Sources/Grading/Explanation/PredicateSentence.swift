import Foundation
import Lessons

/// Says what a query found in the run as a sentence in the learner's language, so a learner
/// never reads query code such as `trace.after("tap").contains(…)`: "After “tap”,
/// a1.setNeedsLayout is never called." A predicate (`… > 0 && …`) becomes one sentence per
/// measure it compares; what cannot be read as a measure is described without its code.
public struct PredicateSentence {
    /// Evaluates a sub-expression of the query over the run (the measure), nil if it cannot.
    let evaluate: (String) -> SimulatedValue?
    let language: Language

    /// Creates a renderer over a run's values.
    public init(language: Language, evaluate: @escaping (String) -> SimulatedValue?) {
        self.language = language
        self.evaluate = evaluate
    }

    /// The facts `query` looks at, as sentences in the run: one per measure.
    public func facts(of query: String) -> [String] {
        var sentences: [String] = []
        for part in Self.conjuncts(query) {
            let measure = Self.measureText(part)
            guard let sentence = fact(measure) else { continue }
            if !sentences.contains(sentence) { sentences.append(sentence) }
        }
        return sentences.isEmpty ? [GradingStrings.opaqueCondition(language)] : sentences
    }

    /// One measure's value as a sentence, nil when the value cannot be computed.
    func fact(_ measure: String) -> String? {
        guard let value = evaluate(measure) else { return nil }
        if let trace = TraceMeasure(measure) {
            switch (trace.operation, value) {
            case ("contains", .bool(let happened)):
                return GradingStrings.containsFact(trace.window, trace.names, happened: happened, language)
            case (_, .int(let count)):
                return GradingStrings.countFact(trace.window, trace.names, count: count, language)
            case (_, .list(let items)):
                return GradingStrings.countFact(trace.window, trace.names, count: items.count, language)
            case (_, .bool(let flag)):
                return GradingStrings.containsFact(
                    trace.window, trace.names, happened: trace.operation == "isEmpty" ? !flag : flag, language)
            default:
                return nil
            }
        }
        if let sentence = logFact(measure, value) { return sentence }
        // Anything else that is query code (a call, a subscript, the trace) is not read out:
        // the learner would see `trace.after("wide").logs.count`. Only a scenario's own
        // value (`seen.height`) or a display measure with a name is said.
        let name = GradingStrings.measureName(measure, language)
        if name == measure, measure.hasPrefix("trace") || measure.contains("(") || measure.contains("[") { return nil }
        let shown: String
        switch value {
        case .bool(let flag): shown = flag ? "true" : "false"
        case .string(let text): shown = text
        default: shown = value.description
        }
        return GradingStrings.measureFact(name, shown, language)
    }

    /// `trace….logs.count` and `trace….logs[0].contains("text")`: what UIKit logged.
    func logFact(_ measure: String, _ value: SimulatedValue) -> String? {
        guard measure.hasPrefix("trace"), let range = measure.range(of: ".logs") else { return nil }
        // The window is read by TraceMeasure from the part before `.logs`.
        guard let window = TraceMeasure(String(measure[..<range.lowerBound]) + ".count()")?.window else { return nil }
        let rest = measure[range.upperBound...]
        switch (rest, value) {
        case (".count", .int(let count)):
            return GradingStrings.logCountFact(window, count: count, language)
        case (_, .bool(let found)) where rest.hasPrefix("[") && rest.contains("].contains("):
            guard let text = TraceMeasure.strings(in: String(rest)).first,
                let index = Int(rest.dropFirst().prefix { $0.isNumber })
            else { return nil }
            return GradingStrings.logContainsFact(window, index: index, text: text, found: found, language)
        default:
            return nil
        }
    }

    /// The parts of `a && b || c` at the top level (outside parentheses and strings).
    static func conjuncts(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0, inString = false
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" { depth -= 1 }
                if depth == 0, index + 1 < characters.count,
                    (character == "&" && characters[index + 1] == "&")
                        || (character == "|" && characters[index + 1] == "|")
                {
                    parts.append(current)
                    current = ""
                    index += 2
                    continue
                }
            }
            current.append(character)
            index += 1
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The measure of a comparison: `trace.count("x") > 0` → `trace.count("x")`; `!a` → `a`.
    static func measureText(_ part: String) -> String {
        var text = part.trimmingCharacters(in: .whitespaces)
        while text.hasPrefix("!") { text.removeFirst() }
        while text.hasPrefix("("), text.hasSuffix(")"), balanced(String(text.dropFirst().dropLast())) {
            text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        var depth = 0, inString = false
        let characters = Array(text)
        for index in characters.indices {
            let character = characters[index]
            if character == "\"" { inString.toggle() }
            guard !inString else { continue }
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            guard depth == 0, "<>=!".contains(character) else { continue }
            // `!=`, `==`, `<=`, `>=`, `<`, `>`: the measure is what stands before it.
            if character == "!", index + 1 < characters.count, characters[index + 1] != "=" { continue }
            return String(characters[..<index]).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    static func balanced(_ text: String) -> Bool {
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }
}

/// A trace query read for words: its window (`after "tap"`), what it asks (`count`,
/// `contains`, `calls`) and the names it asks about.
struct TraceMeasure {
    /// Where in the run it looks.
    enum Window: Equatable {
        case whole
        case after(String)
        case before(String)
        case between(String, String)
    }

    var window: Window = .whole
    var operation: String
    var names: [String]

    /// Reads `trace[.after("a")|.before("a")|.between("a", "b")].op("x", …)[.count|.isEmpty]`.
    init?(_ text: String) {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        guard rest.hasPrefix("trace.") else { return nil }
        rest = rest.dropFirst("trace.".count)
        var operation: String?
        var names: [String] = []
        while !rest.isEmpty {
            guard let open = rest.firstIndex(of: "(") else {
                // A trailing property: `.count`, `.isEmpty`.
                let property = rest.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
                guard property == "count" || property == "isEmpty" else { return nil }
                if property == "isEmpty" { operation = "isEmpty" }
                break
            }
            let name = String(rest[..<open]).trimmingCharacters(in: CharacterSet(charactersIn: ". "))
            guard let close = rest[open...].firstIndex(of: ")") else { return nil }
            let arguments = Self.strings(in: String(rest[rest.index(after: open)..<close]))
            switch name {
            case "after" where arguments.count == 1: window = .after(arguments[0])
            case "before" where arguments.count == 1: window = .before(arguments[0])
            case "between" where arguments.count == 2: window = .between(arguments[0], arguments[1])
            case "count", "contains", "calls", "layerCalls", "events":
                operation = operation ?? (name == "contains" ? "contains" : "count")
                names = arguments
            default:
                return nil
            }
            rest = rest[rest.index(after: close)...]
        }
        guard let operation else { return nil }
        self.operation = operation
        self.names = names
    }

    /// The string literals of an argument list.
    static func strings(in text: String) -> [String] {
        var strings: [String] = []
        var current: String?
        for character in text {
            if character == "\"" {
                if let value = current {
                    strings.append(value)
                    current = nil
                } else {
                    current = ""
                }
            } else {
                current?.append(character)
            }
        }
        return strings
    }
}
