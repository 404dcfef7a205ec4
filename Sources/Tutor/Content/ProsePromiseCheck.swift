import Foundation
import Lessons
import TextBasics

/// "Run this and read X": when a section tells the learner to `:run` an example, what it then
/// quotes of the output is what `:run` shows, in that language. `layoutlab check` runs each
/// such example through the tutor's own sandbox and rendering and reports every quoted
/// excerpt that is not there.
///
/// In a section, the example is the first indented block after the line that names `:run`;
/// the excerpts are the indented blocks after it and the back-quoted spans of the prose after
/// it (a command such as `layoutlab run --frames` or a meta-command such as `:trace` is not an
/// excerpt). `…` in an excerpt stands for any text; spaces are compared collapsed. A mark the
/// promise names in straight double quotes ("read the trace from the mark "tap"", "tap" 지점부터,
/// 打点 "tap") is one `:run` shows as its `trace.mark("tap")` row.
public enum ProsePromiseCheck {
    /// The problems in `library`'s prose, with examples run by `sandbox`.
    public static func check(_ library: LessonLibrary, sandbox: any ScenarioSandbox = ScenarioLanguageSandbox())
        -> [LessonDiagnostic]
    {
        var diagnostics: [LessonDiagnostic] = []
        var locator = TextLocator()
        // A section's example is usually the same code in every language: run it once.
        let sandbox = RememberedRuns(sandbox)
        for lesson in library.lessons {
            for language in lesson.languages {
                guard let text = lesson.texts[language] else { continue }
                for section in text.sections {
                    diagnostics += check(
                        section, language: language, file: text.position.file, sandbox: sandbox, locator: &locator)
                }
            }
        }
        return diagnostics
    }

    /// One section's example and excerpts.
    static func check(
        _ section: LessonSection, language: Language, file: String, sandbox: any ScenarioSandbox,
        locator: inout TextLocator
    ) -> [LessonDiagnostic] {
        let parts = split(section.body)
        guard let example = parts.example else { return [] }
        let output: [String]
        switch sandbox.run(example.code) {
        case .failed(let diagnostic):
            let at = locator.position(
                of: example.firstLine, in: file, from: FilePosition(file: file, line: 1, column: 1), caseless: false,
                within: 100_000)
            return [
                LessonDiagnostic(
                    "the example of the section “\(section.title)” does not run at :run",
                    at: at ?? FilePosition(file: file, line: 1, column: 1),
                    hint: "fix the example so a learner who pastes it sees its trace", detail: diagnostic)
            ]
        case .ran(let printed, let viewTree, let rows):
            let shown =
                printed + (viewTree?.render() ?? "")
                + TraceDiagram(rows: rows).render(style: TextStyle(colored: false), language: language)
            output = shown.split(separator: "\n").map { collapsed(String($0)) }
        }
        var diagnostics: [LessonDiagnostic] = []
        let start = FilePosition(file: file, line: 1, column: 1)
        let missing = marks(in: parts.promise).filter { label in
            !output.contains(where: { $0.contains("trace.mark(\"\(label)\")") })
        }
        // Looked for only when a mark is missing: a search of the file from its first line.
        let promiseAt =
            missing.isEmpty
            ? start
            : locator.position(of: parts.promise.first ?? "", in: file, from: start, caseless: false, within: 100_000)
                ?? start
        for label in missing {
            diagnostics.append(
                LessonDiagnostic(
                    "the section “\(section.title)” tells the learner to read from the mark “\(label)”, which :run of its example does not show",
                    at: locator.position(of: "\"\(label)\"", in: file, from: promiseAt, caseless: false) ?? promiseAt,
                    hint: "name a mark the example sets with trace.mark(…), or add that mark to the example"))
        }
        for excerpt in parts.excerpts where !output.contains(where: { matches($0, excerpt) }) {
            let at =
                locator.position(
                    of: excerpt, in: file, from: FilePosition(file: file, line: 1, column: 1), caseless: false,
                    within: 100_000)
                ?? FilePosition(file: file, line: 1, column: 1)
            diagnostics.append(
                LessonDiagnostic(
                    "the section “\(section.title)” quotes “\(excerpt)”, which :run of its example does not show",
                    at: at,
                    hint:
                        "quote what :run prints (run the example yourself), or say it in words without promising output"
                ))
        }
        return diagnostics
    }

    /// The labels in straight double quotes in the promise's lines: the marks it names.
    static func marks(in promise: [String]) -> [String] {
        promise.flatMap { line -> [String] in
            let pieces = line.split(separator: "\"", omittingEmptySubsequences: false)
            return pieces.enumerated().compactMap { number, piece in
                number % 2 == 1 && number < pieces.count - 1 && !piece.isEmpty ? String(piece) : nil
            }
        }
    }

    /// The example's code, the excerpts quoted after it, and the promise: the prose lines from
    /// the one naming `:run` to the example, trimmed.
    static func split(_ body: String) -> (
        example: (code: String, firstLine: String)?, excerpts: [String], promise: [String]
    ) {
        // Most sections promise nothing: a body without the bytes of ":run" has no line that
        // holds it, and Foundation's `contains` on each line was most of this check.
        guard SubsequenceSearch.contains(body, ":run") else { return (nil, [], []) }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let promise = lines.firstIndex(where: { !isIndented($0) && $0.contains(":run") }) else {
            return (nil, [], [])
        }
        let promiseLines = lines[promise...].prefix { !isIndented($0) }.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        var blocks: [(start: Int, lines: [String])] = []
        var prose: [String] = []
        var index = promise + 1
        while index < lines.count {
            if isIndented(lines[index]) {
                var block: [String] = []
                while index < lines.count,
                    isIndented(lines[index])
                        || (lines[index].trimmingCharacters(in: .whitespaces).isEmpty
                            && index + 1 < lines.count && isIndented(lines[index + 1]))
                {
                    block.append(lines[index])
                    index += 1
                }
                blocks.append((index, block))
            } else {
                if !blocks.isEmpty { prose.append(lines[index]) }
                index += 1
            }
        }
        guard let code = blocks.first else { return (nil, [], promiseLines) }
        let indent = code.lines.compactMap { $0.isEmpty ? nil : $0.prefix { $0 == " " }.count }.min() ?? 0
        let source = code.lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n") + "\n"
        var excerpts: [String] = []
        for block in blocks.dropFirst() {
            excerpts += block.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        for line in prose {
            let spans = line.split(separator: "`", omittingEmptySubsequences: false)
            for (number, span) in spans.enumerated() where number % 2 == 1 && number < spans.count - 1 {
                let text = span.trimmingCharacters(in: .whitespaces)
                if text.isEmpty || text.hasPrefix("layoutlab ") || text.hasPrefix(":") { continue }
                excerpts.append(text)
            }
        }
        return (
            (
                source,
                code.lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.trimmingCharacters(
                    in: .whitespaces) ?? ""
            ), excerpts, promiseLines
        )
    }

    static func isIndented(_ line: String) -> Bool {
        line.hasPrefix("  ") && !line.trimmingCharacters(in: .whitespaces).isEmpty
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// Whether the output line holds the excerpt's pieces (split at `…`) in order.
    static func matches(_ line: String, _ excerpt: String) -> Bool {
        var rest = Substring(line)
        for piece in excerpt.components(separatedBy: "…").flatMap({ $0.components(separatedBy: "...") }) {
            let piece = collapsed(piece)
            if piece.isEmpty { continue }
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}

/// A sandbox that runs each source once and hands its result out again: runs are
/// deterministic, so the same code gives the same output, printed text, tree and rows.
private final class RememberedRuns: ScenarioSandbox {
    private let sandbox: any ScenarioSandbox
    private var results: [String: ScenarioSandboxResult] = [:]

    init(_ sandbox: any ScenarioSandbox) {
        self.sandbox = sandbox
    }

    func run(_ source: String) -> ScenarioSandboxResult {
        if let known = results[source] { return known }
        let result = sandbox.run(source)
        results[source] = result
        return result
    }
}
