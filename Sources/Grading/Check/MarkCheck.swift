import Foundation
import Lessons

/// A query that names a mark its scenario never sets (`trace.after("tapp")` where the scenario
/// says `trace.mark("tap")`) answers from an empty window: the question's answer is "nothing
/// happened", whatever the scenario does, and the tutor explains from no events. The check runs
/// each variant's scenario (the runs the grader already made) and looks for every mark a query
/// or an option's `when:` names by a literal label.
public enum MarkCheck {
    /// The problems in one lesson, with `grader` for its runs (`LessonChecker` checks lesson by
    /// lesson, releasing runs).
    public static func check(_ lesson: Lesson, grader: Grader) -> [LessonDiagnostic] {
        var problems: [LessonDiagnostic] = []
        for question in lesson.questions {
            guard let base = lesson.scenario(question.scenario) else { continue }
            var reported: Set<String> = []
            for variant in 1...base.variantCount {
                let scenario = base.variant(variant)
                let record = grader.cache.record(of: scenario, in: lesson)
                guard record.failure == nil else { continue }
                let asked = question.substituted(scenario.values(of: scenario.variant))
                let queries = ([asked.expect].compactMap({ $0 }) + asked.options.map(\.when)).map {
                    (query: $0, labels: markLabels(in: $0.text))
                }
                // Most queries name no mark: the trace's events are made only for those that do.
                guard queries.contains(where: { !$0.labels.isEmpty }) else { continue }
                let set = Set(record.trace.events.compactMap(\.mark))
                for (query, labels) in queries {
                    for label in labels where !set.contains(label) && !reported.contains(label) {
                        reported.insert(label)
                        let problem = LessonDiagnostic(
                            "the query names the mark \"\(label)\", which scenario '\(base.id)' never sets, so it "
                                + "answers from an empty window",
                            at: query.position,
                            hint: "set it with trace.mark(\"\(label)\") in the scenario where the question's moment "
                                + "is, or name a mark the scenario sets"
                                + (set.isEmpty
                                    ? "" : " (it sets \(set.sorted().map { "\"\($0)\"" }.joined(separator: ", ")))"))
                        problems.append(base.variants.map { problem.inVariant($0.label(of: variant)) } ?? problem)
                    }
                }
            }
        }
        return problems
    }

    /// The labels `text` passes as string literals to `after`, `before` and `between`, in order:
    /// a call's arguments are one or more literals (`"…"` without a backslash or line break),
    /// each followed by spaces and at most one comma, up to the closing parenthesis. Read by
    /// hand: a regular-expression literal was parsed again on every call.
    static func markLabels(in text: String) -> [String] {
        let characters = Array(text)
        var labels: [String] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == ".", let open = callOpening(characters, after: index) else {
                index += 1
                continue
            }
            guard let (arguments, end) = literalArguments(characters, from: open) else {
                index += 1
                continue
            }
            for label in arguments where !labels.contains(label) { labels.append(label) }
            index = end
        }
        return labels
    }

    /// The index past `after(`, `before(` or `between(` when one follows the dot at `dot`.
    private static func callOpening(_ characters: [Character], after dot: Int) -> Int? {
        for name in ["after(", "before(", "between("] {
            let end = dot + 1 + name.count
            if end <= characters.count && characters[(dot + 1)..<end].elementsEqual(name) { return end }
        }
        return nil
    }

    /// The literals of a call's arguments starting at `start` (just past its parenthesis), and
    /// the index past the closing parenthesis; nil when the arguments are not all literals.
    private static func literalArguments(_ characters: [Character], from start: Int) -> ([String], Int)? {
        var index = start
        func skipSpaces() {
            while index < characters.count && characters[index].isWhitespace { index += 1 }
        }
        skipSpaces()
        var literals: [String] = []
        while index < characters.count && characters[index] == "\"" {
            var end = index + 1
            while end < characters.count && characters[end] != "\"" {
                if characters[end] == "\\" || characters[end] == "\n" { return nil }
                end += 1
            }
            guard end < characters.count else { return nil }
            literals.append(String(characters[(index + 1)..<end]))
            index = end + 1
            skipSpaces()
            if index < characters.count && characters[index] == "," { index += 1 }
            skipSpaces()
        }
        guard !literals.isEmpty, index < characters.count, characters[index] == ")" else { return nil }
        return (literals, index + 1)
    }
}
