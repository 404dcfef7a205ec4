import Foundation
import Lessons

/// An explanation states the answer it explains. For a question whose answer is a list (an
/// `order` or `set` of calls or names), every language's explanation names each item of the
/// simulator's answer, in every variant, so a learner who got it wrong reads what was right in
/// their own language (the trace-based part lists calls, not the reason for them). A call is
/// named by itself (`a2.layoutSubviews`, with or without `()`), by its receiver when the prompt
/// or the explanation names the method (`a2 … layoutSubviews()`), or by its method when no
/// other item of the answer has it; a name by itself. (A question without an explanation
/// leaves it to the trace-based one, which lists the answer.)
public enum ExplanationCheck {
    /// An error: every shipped lesson follows the rule (a draft may lower it to `.warning` while
    /// a lesson written alongside catches up).
    public static let severity: LessonDiagnostic.Severity = .error

    /// The problems in `library`, with `grader` for the simulator's answers.
    public static func check(_ library: LessonLibrary, grader: Grader) -> [LessonDiagnostic] {
        library.lessons.flatMap { check($0, grader: grader) }
    }

    /// The problems in one lesson (`LessonChecker` checks each with the lesson, on its core).
    public static func check(_ lesson: Lesson, grader: Grader) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        var locator = TextLocator()
        for question in lesson.questions where question.kind == .order || question.kind == .set {
            diagnostics += check(question, in: lesson, grader: grader, locator: &locator)
        }
        return diagnostics
    }

    /// One problem per language at most: the first variant whose explanation misses an item.
    static func check(_ question: Question, in lesson: Lesson, grader: Grader, locator: inout TextLocator)
        -> [LessonDiagnostic]
    {
        var problems: [Language: LessonDiagnostic] = [:]
        for variant in 1...lesson.variantCount(of: question) {
            guard case .items(let items)? = try? grader.answer(for: question, in: lesson, variant: variant),
                !items.isEmpty
            else { continue }
            for language in lesson.languages where problems[language] == nil {
                guard let texts = lesson.texts[language], let raw = texts.question(question.id) else { continue }
                let text = raw.substituted(lesson.variantValues(of: question, variant: variant))
                let file = texts.position.file
                guard let explanation = text.explanation else { continue }
                let missing = items.filter { !names($0, of: items, in: explanation, prompt: text.prompt) }
                guard !missing.isEmpty else { continue }
                let at =
                    locator.position(of: "explanation:", in: file, from: raw.position, caseless: false)
                    ?? raw.position
                problems[language] = problem(
                    question, lesson,
                    ": its \(language.rawValue) explanation does not state the answer: it never names "
                        + missing.joined(separator: ", "),
                    at: at, variant,
                    hint: "name each item of the answer in the explanation (\(items.joined(separator: ", "))), "
                        + "so a learner who got it wrong reads what was right and why")
            }
        }
        return lesson.languages.compactMap { problems[$0] }
    }

    static func problem(
        _ question: Question, _ lesson: Lesson, _ what: String, at position: FilePosition, _ variant: Int,
        hint: String
    ) -> LessonDiagnostic {
        let diagnostic = LessonDiagnostic(
            "question '\(question.id)'\(what)", at: position, hint: hint, severity: severity)
        let label = lesson.scenario(question.scenario)?.variants?.label(of: variant)
        return label.map { diagnostic.inVariant($0) } ?? diagnostic
    }

    /// Whether `explanation` names `item` of `items`: the call itself; its receiver (a layer also
    /// by its view, `banner` for `banner.layer`) with the method named in the explanation or the
    /// prompt; or, when no other item has the same method, the method alone; a name that is not a
    /// call, by itself.
    static func names(_ item: String, of items: [String], in explanation: String, prompt: String) -> Bool {
        if contains(explanation, item) { return true }
        guard let dot = item.lastIndex(of: "."), dot != item.startIndex else { return false }
        let receiver = String(item[..<dot])
        let method = String(item[item.index(after: dot)...])
        let sameMethod = items.filter { $0.split(separator: ".").last.map(String.init) == method }.count
        if sameMethod == 1, contains(explanation, method) { return true }
        var receivers = [receiver]
        if receiver.hasSuffix(".layer") { receivers.append(String(receiver.dropLast(".layer".count))) }
        return receivers.contains { contains(explanation, $0) }
            && (contains(explanation, method) || contains(prompt, method))
    }

    /// Whether `word` is in `text` as a whole identifier: not inside a longer ASCII identifier
    /// (`a2` in `a21`, `b.a2`), while a Korean particle or Chinese text may touch it (`a2와`,
    /// `a2、`), and a call may follow it (`a2.layoutSubviews` names `a2`).
    static func contains(_ text: String, _ word: String) -> Bool {
        let isIdentifier: (Character?) -> Bool = {
            $0.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } ?? false
        }
        var start = text.startIndex
        while let range = text.range(of: word, range: start..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !isIdentifier(before), before != ".", !isIdentifier(after) { return true }
            start = range.upperBound
        }
        return false
    }
}
