import Foundation
import Lessons
import Simulator

/// The rules for a question that examines UIKit (`basis: documented` or `observed`):
///
/// - **A value Apple calls undefined is never graded.** `frame` under a transform (Docs
///   UIView.frame) and the other values the simulator marks as undefined (`ModelChoice`).
/// - **No undocumented tie-break.** Where UIKit documents no order (siblings in a pass, display
///   links in one frame, which conflicting constraint is broken), the simulator's order is its
///   own.
/// - **No answer decided by a cost figure.** The simulator's render and drawing costs are its
///   own assumptions (`RenderCostModel`); a run with every figure doubled must give the same
///   answer.
/// - **No prefetch reach.** How far ahead a table or collection view prefetches is the model's;
///   a run that reaches twice as far must give the same answer.
/// - **No frame of an ambiguous layout.** Where constraints leave a view's frame ambiguous, UIKit
///   picks one of the solutions (Auto Layout Guide, "Ambiguous Layouts") and so does the
///   solver; a run that picks another one must give the same answer.
///
/// The simulator records each such choice in the run (`trace.modelChoices`). When a run made one,
/// the scenario runs again taking the other possibility at every choice of that kind; a question
/// whose expected answer changes rests on the model's choice, so it must be `basis: model` (whose
/// prompt says it asks about the model, `CourseLint`) or ask something the choice does not decide.
public enum ModelChoiceCheck {
    /// The problems in `library`, with `grader` for the simulator's answers and runs.
    public static func check(_ library: LessonLibrary, grader: Grader) -> [LessonDiagnostic] {
        library.lessons.flatMap { check($0, grader: grader) }
    }

    /// The problems in one lesson (`LessonChecker` checks lesson by lesson, releasing runs), in
    /// question order.
    ///
    /// A scenario's questions are checked together, variant by variant and kind by kind, so a
    /// rerun serves all of them and goes once they are asked, with its simulation and its
    /// library of bindings (a rerun kept to the lesson's end would keep both, and the next run
    /// would make a library). Each question reports the first variant and kind, in that order,
    /// on which its answer depends; a rerun runs only when a question without a problem so far
    /// reaches it.
    public static func check(_ lesson: Lesson, grader: Grader) -> [LessonDiagnostic] {
        let questions = lesson.questions.filter { $0.basis != .model }
        var found: [Int: LessonDiagnostic] = [:]
        var scenarioIDs: [String] = []
        for question in questions where !scenarioIDs.contains(question.scenario) {
            scenarioIDs.append(question.scenario)
        }
        for id in scenarioIDs {
            guard let base = lesson.scenario(id) else { continue }
            let asking = questions.indices.filter { questions[$0].scenario == id }
            for variant in 1...base.variantCount {
                let scenario = base.variant(variant)
                // Each question still without a problem, with its answer and run in this variant.
                var open: [(index: Int, answer: ExpectedAnswer, record: any ScenarioRecord)] = []
                for index in asking where found[index] == nil {
                    guard
                        let (answer, record) = try? grader.expectedAnswer(
                            for: questions[index], in: lesson, variant: variant)
                    else { continue }
                    open.append((index, answer, record))
                }
                for kind in ModelChoice.Kind.allCases {
                    let reached = open.filter {
                        found[$0.index] == nil && $0.record.modelChoices.contains { $0.kind == kind }
                    }
                    guard !reached.isEmpty, let other = grader.cache.rerun(of: scenario, takingOther: kind) else {
                        continue
                    }
                    for (index, answer, record) in reached {
                        let question = questions[index]
                        if let diagnostic = problem(
                            question, in: base, scenario, kind: kind, made: record.modelChoices, answer: answer,
                            other: other)
                        {
                            found[index] = diagnostic
                        }
                    }
                }
            }
        }
        return questions.indices.compactMap { found[$0] }
    }

    /// A diagnostic when `question`'s answer in `scenario` (a variant of `base`) changes in
    /// `other`, the run taking the other possibility at every choice of `kind`; nil when it stays.
    static func problem(
        _ question: Question, in base: LessonScenario, _ scenario: LessonScenario, kind: ModelChoice.Kind,
        made: [ModelChoice], answer: ExpectedAnswer, other: any ScenarioQueries
    ) -> LessonDiagnostic? {
        let otherAnswer =
            other.failure == nil
            ? try? ExpectedAnswer.evaluate(question.substituted(scenario.values(of: scenario.variant)), over: other)
            : nil
        guard otherAnswer.map({ normalized($0, question) }) != normalized(answer, question) else { return nil }
        let diagnostic = problem(
            question, kind: kind, made: made.filter { $0.kind == kind }, file: base.codePosition.file,
            answer: answer, otherAnswer: otherAnswer)
        return base.variants.map { diagnostic.inVariant($0.label(of: scenario.variant)) } ?? diagnostic
    }

    static func problem(
        _ question: Question, kind: ModelChoice.Kind, made: [ModelChoice], file: String,
        answer: ExpectedAnswer, otherAnswer: ExpectedAnswer?
    ) -> LessonDiagnostic {
        let basis = question.basis?.rawValue ?? "documented"
        let what: String
        let hint: String
        switch kind {
        case .undefinedValue:
            what = "a value Apple calls undefined, which the simulator fills in"
            hint =
                "ask about a value UIKit defines (e.g. `bounds` and `center` instead of `frame` under a transform), or make it `basis: model` and say in the prompt that it asks about the simulator's model"
        case .tieBreak:
            what = "an order UIKit does not document, which the simulator picks"
            hint =
                "ask something the order does not decide (a set instead of an order, one view instead of siblings), or make it `basis: model` and say in the prompt that it asks about the simulator's model"
        case .costFigure:
            what = "the simulator's cost figures (Apple publishes none), which decide how long the work takes"
            hint =
                "ask something the figures do not decide (which side of the frame grows, whether a cause is removed), give the duration in the prompt, or make it `basis: model` and say in the prompt that it asks about the simulator's model"
        case .ambiguousLayout:
            what =
                "the frame the simulator's solver picks in an ambiguous layout (Apple documents only that Auto Layout chooses one of the possible solutions)"
            hint =
                "add the constraints that make the frame unambiguous, ask what UIKit defines (`hasAmbiguousLayout`, a frame the constraints determine), or make it `basis: model` and say in the prompt that it asks about the simulator's model"
        case .prefetchReach:
            what =
                "how far ahead the simulator prefetches cells or data (Apple documents that lists ask ahead of display, not how far)"
            hint =
                "ask something the reach does not decide (whether a cell is asked for before it is displayed, whether prefetching happens at all), set `isPrefetchingEnabled = false` where the question counts cells, or make it `basis: model` and say in the prompt that it asks about the simulator's model"
        }
        let places = made.prefix(5).map { choice in
            let at = choice.location.map { "\(file):\($0.line):\($0.column): " } ?? ""
            return "  \(at)\(choice.detail) (\(choice.source))"
        }
        let changed =
            "  with the other choice the answer is \(otherAnswer.map(describe) ?? "not defined") instead of \(describe(answer))"
        return LessonDiagnostic(
            "question '\(question.id)' is `basis: \(basis)`, but its answer rests on \(what)",
            at: question.basisPosition ?? question.position,
            hint: hint,
            detail: (["the run made these choices:"] + places + (made.count > 5 ? ["  …"] : []) + [changed]).joined(
                separator: "\n"))
    }

    /// A `set` answer is graded in any order, so an order the model picks does not decide it.
    static func normalized(_ answer: ExpectedAnswer, _ question: Question) -> ExpectedAnswer {
        guard question.kind == .set, case .items(let items) = answer else { return answer }
        return .items(items.sorted())
    }

    static func describe(_ answer: ExpectedAnswer) -> String {
        switch answer {
        case .items(let items): return items.isEmpty ? "none" : items.joined(separator: ", ")
        case .bool(let flag): return flag ? "yes" : "no"
        case .options(let options): return options.filter(\.holds).map(\.id).joined(separator: ", ")
        case .integer(let number): return String(number)
        case .number(let number): return NumberText.format(number)
        case .rect(let rect): return rect.description
        }
    }
}
