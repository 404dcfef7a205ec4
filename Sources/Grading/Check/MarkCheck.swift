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
                let set = Set(record.trace.events.compactMap(\.mark))
                let asked = question.substituted(scenario.values(of: scenario.variant))
                for query in [asked.expect].compactMap({ $0 }) + asked.options.map(\.when) {
                    for label in markLabels(in: query.text) where !set.contains(label) && !reported.contains(label) {
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

    /// The labels `text` passes as string literals to `after`, `before` and `between`, in order.
    static func markLabels(in text: String) -> [String] {
        let call = /\.(?:after|before|between)\(\s*((?:"[^"\\\n]*"\s*,?\s*)+)\)/
        let literal = /"([^"\\\n]*)"/
        var labels: [String] = []
        for match in text.matches(of: call) {
            for argument in match.output.1.matches(of: literal) where !labels.contains(String(argument.output.1)) {
                labels.append(String(argument.output.1))
            }
        }
        return labels
    }
}
