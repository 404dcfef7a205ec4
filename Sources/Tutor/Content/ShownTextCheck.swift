import Foundation
import Grading
import Lessons

/// The part of `layoutlab check` that looks at a question as the tutor shows it before it is
/// answered: the answer-form example under the prompt, and the `:code` tree and `:trace` rows.
/// None of them may be the answer, in any variant (they come from the tutor's own rendering, so
/// the check sees exactly what a learner sees).
public enum ShownTextCheck {
    /// Every problem in `library`'s questions, graded with `grader` (whose scenario runs are
    /// shared with the rest of the check).
    public static func check(_ library: LessonLibrary, grader: Grader) -> [LessonDiagnostic] {
        library.lessons.flatMap { check($0, grader: grader) }
    }

    /// The problems in one lesson's questions (`layoutlab check` runs it alongside
    /// `LessonChecker`, lesson by lesson, while the lesson's runs are kept).
    public static func check(_ lesson: Lesson, grader: Grader) -> [LessonDiagnostic] {
        let trees = SetUpTrees()
        return lesson.questions.flatMap { check($0, in: lesson, grader: grader, trees: trees) }
    }

    /// The example and the pictures of one question, in every variant; one problem of each
    /// kind per question (the variant named), so a broken example is not reported thrice.
    static func check(_ question: Question, in lesson: Lesson, grader: Grader, trees: SetUpTrees? = nil)
        -> [LessonDiagnostic]
    {
        guard let scenario = lesson.scenario(question.scenario) else { return [] }
        var diagnostics: [LessonDiagnostic] = []
        var exampleReported = false, pictureReported = false
        for variant in 1...scenario.variantCount {
            guard let (expected, _) = try? grader.expectedAnswer(for: question, in: lesson, variant: variant) else {
                continue
            }
            let label = scenario.variants?.label(of: variant)
            var adapter = QuestionAdapter(question: question, lesson: lesson, grader: grader, variant: variant)
            adapter.setUpTrees = trees
            if !exampleReported,
                let problem = exampleProblem(adapter, question: question, lesson: lesson, grader: grader)
            {
                diagnostics.append(label.map { problem.inVariant($0) } ?? problem)
                exampleReported = true
            }
            // Only a frame can be drawn; the tree and the rows both stop at the moment.
            if !pictureReported, case .rect = expected,
                let problem = pictureProblem(adapter.settlingMoment(), expected: expected, question: question)
            {
                diagnostics.append(label.map { problem.inVariant($0) } ?? problem)
                pictureReported = true
            }
        }
        return diagnostics
    }

    /// The example said with the answer form, when it grades right.
    static func exampleProblem(_ adapter: QuestionAdapter, question: Question, lesson: Lesson, grader: Grader)
        -> LessonDiagnostic?
    {
        guard adapter.answerForm != .yesNo else { return nil }
        let example = adapter.answerExample
        guard
            let verdict = try? grader.grade(
                question: question, in: lesson, answer: example, language: .en, variant: adapter.variant),
            verdict.outcome == .correct
        else { return nil }
        let alternatives = exampleAlternatives(for: adapter.answerForm).filter { $0 != example }
        return LessonDiagnostic(
            "the answer-form example `\(example)` shown with question '\(question.id)' is its right answer",
            at: question.examplePosition ?? question.position,
            hint:
                "give the question an example that is wrong in every variant, e.g. `example: \"\(alternatives.first ?? "3")\"`"
        )
    }

    /// Examples of the same form to suggest instead.
    static func exampleAlternatives(for form: AnswerForm) -> [String] {
        switch form {
        case .count: return ["3", "5", "7"]
        case .letter: return ["b", "c"]
        case .letters: return ["b, c", "a, b"]
        case .number(let unit): return ["7.5 \(unit)", "3 \(unit)"]
        case .frame: return ["(0, 0, 100, 20)"]
        default: return []
        }
    }

    /// A frame answer that the tree `:code` draws or a row `:trace` lists before the answer.
    /// (Calls and counts are not searched: the set-up's calls have the same names as the
    /// window's, which is what the trace is for.)
    static func pictureProblem(_ adapter: any StudyQuestion, expected: ExpectedAnswer, question: Question)
        -> LessonDiagnostic?
    {
        guard case .rect(let rect) = expected else { return nil }
        let style = TextStyle(colored: false)
        let places: [(String, String)] = [
            (":code", adapter.viewTree()?.render() ?? ""),
            (":trace", TraceDiagram(rows: adapter.traceRows(answered: false)).render(style: style)),
        ]
        for (command, text) in places {
            for line in text.split(separator: "\n")
            where rectangles(in: String(line)).contains(where: { near($0, rect, question.tolerance) }) {
                return LessonDiagnostic(
                    "\(command) shows the answer of question '\(question.id)' before it is answered: "
                        + line.trimmingCharacters(in: .whitespaces),
                    at: question.position,
                    hint:
                        "ask about a moment whose state the set-up does not show (a frame after the mark), or change the question"
                )
            }
        }
        return nil
    }

    /// Every `(x, y, w, h)` of four numbers in `line`.
    static func rectangles(in line: String) -> [GradingRect] {
        var found: [GradingRect] = []
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "(") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let numbers = rest[..<close].split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            if numbers.count == 4, !rest[..<close].contains("(") {
                found.append(GradingRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
            }
        }
        return found
    }

    static func near(_ a: GradingRect, _ b: GradingRect, _ tolerance: Double) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}
