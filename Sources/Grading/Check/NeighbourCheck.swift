import Foundation
import Lessons

/// No question is answered by the text a learner reads right before it: the previous
/// question's hint, explanation and revealed answer, or, for a lesson's first question, the
/// section just read. The answer is looked for as a learner would write it: every call or
/// name of a list, a frame's four numbers, a measurement with its unit. (Yes/no, choice and
/// count answers are words a sentence may use for anything, so they are not searched.)
/// A question may allow it with `gives-away-ok: <reason>` (a recall question on purpose).
public enum NeighbourCheck {
    /// The problems in `library`, with `grader` for the simulator's answers.
    public static func check(_ library: LessonLibrary, grader: Grader) -> [LessonDiagnostic] {
        library.lessons.flatMap { check($0, grader: grader) }
    }

    /// The problems in one lesson (`LessonChecker` checks each with the lesson, on its core).
    public static func check(_ lesson: Lesson, grader: Grader) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        var locator = TextLocator()
        for (index, question) in lesson.questions.enumerated() where question.givesAwayOK == nil {
            let previous = index > 0 ? lesson.questions[index - 1] : nil
            diagnostics += check(question, after: previous, in: lesson, grader: grader, locator: &locator)
        }
        return diagnostics
    }

    static func check(
        _ question: Question, after previous: Question?, in lesson: Lesson, grader: Grader, locator: inout TextLocator
    ) -> [LessonDiagnostic] {
        for variant in 1...lesson.variantCount(of: question) {
            guard let answer = try? grader.answer(for: question, in: lesson, variant: variant) else {
                return []
            }
            let needles = self.needles(answer, question: question)
            guard !needles.isEmpty else { return [] }
            // The previous question in the same sitting shows the same variant when it is on the
            // same scenario, else whichever it was given: variant 1 stands for it.
            let previousVariant = previous.map { $0.scenario == question.scenario ? variant : 1 } ?? 1
            if let previous,
                let previousAnswer = try? grader.answer(for: previous, in: lesson, variant: previousVariant),
                previousAnswer == answer, previous.kind == question.kind
            {
                return [
                    problem(
                        question, lesson, "the answer revealed for '\(previous.id)' just before it is the same",
                        at: question.position, variant)
                ]
            }
            for language in lesson.languages {
                guard let texts = lesson.texts[language] else { continue }
                var shown: [(text: String, what: String, from: FilePosition)] = []
                if let previous,
                    let text = texts.question(previous.id)?.substituted(
                        lesson.variantValues(of: previous, variant: previousVariant))
                {
                    if let hint = text.hint { shown.append((hint, "the hint of '\(previous.id)'", text.position)) }
                    if let explanation = text.explanation {
                        shown.append((explanation, "the explanation of '\(previous.id)'", text.position))
                    }
                } else if previous == nil, let section = texts.sections.last {
                    shown.append((section.body, "the section “\(section.title)” just before it", texts.position))
                }
                for (text, what, from) in shown where needles.allSatisfy({ contains(text, $0) }) {
                    let at =
                        needles.first?.first.flatMap {
                            locator.position(of: $0, in: texts.position.file, from: from, caseless: false)
                        } ?? question.position
                    return [
                        problem(
                            question, lesson,
                            "\(what) (\(language.rawValue)) names its answer, \(needles.map { $0[0] }.joined(separator: ", "))",
                            at: at, variant)
                    ]
                }
            }
        }
        return []
    }

    static func problem(
        _ question: Question, _ lesson: Lesson, _ what: String, at position: FilePosition, _ variant: Int
    ) -> LessonDiagnostic {
        let diagnostic = LessonDiagnostic(
            "question '\(question.id)' is given away by the text shown right before it: \(what)", at: position,
            hint: "move the giveaway out of that text, ask something the learner must predict, or mark the question "
                + "`gives-away-ok: <why it is meant as recall>`")
        let label = lesson.scenario(question.scenario)?.variants?.label(of: variant)
        return label.map { diagnostic.inVariant($0) } ?? diagnostic
    }

    /// What a learner would write for `answer`, each with the forms it may take: every item of
    /// a list (with or without `()`), a frame's tuple, a number with its unit.
    static func needles(_ answer: ExpectedAnswer, question: Question) -> [[String]] {
        switch answer {
        case .items(let items):
            return items.isEmpty ? [] : items.map { [$0 + "()", $0] }
        case .rect(let rect):
            return [
                [
                    rect.description,
                    "\(NumberText.format(rect.x)), \(NumberText.format(rect.y)), \(NumberText.format(rect.width)), \(NumberText.format(rect.height))",
                ]
            ]
        case .number(let value):
            guard let unit = question.unit?.rawValue else { return [] }
            let number = NumberText.format(value)
            return [["\(number) \(unit)", "\(number)\(unit)"]]
        case .bool, .options, .integer:
            return []
        }
    }

    /// Whether one of `forms` is in `text` as a whole token (not `a2.layoutSubviews` inside
    /// `a2.layoutSubviewsCount`, nor `16.67 ms` inside `116.67 ms`).
    static func contains(_ text: String, _ forms: [String]) -> Bool {
        let flat = text.split(whereSeparator: { $0 == "\n" }).joined(separator: " ")
        for form in forms {
            var searchStart = flat.startIndex
            while let range = flat.range(of: form, range: searchStart..<flat.endIndex) {
                let before = range.lowerBound == flat.startIndex ? nil : flat[flat.index(before: range.lowerBound)]
                let after = range.upperBound == flat.endIndex ? nil : flat[range.upperBound]
                let isPart: (Character?) -> Bool = {
                    $0.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" } ?? false
                }
                if !isPart(before), !(isPart(after) && after != ".") { return true }
                searchStart = range.upperBound
            }
        }
        return false
    }
}
