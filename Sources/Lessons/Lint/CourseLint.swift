import Foundation
import TextBasics

/// The rules `layoutlab check` holds a course to before a learner trusts it, beyond the file
/// structure `LessonLint` checks at load (so `grade` and `study` still read a draft lesson):
///
/// - **Basis.** Every question says what its answer rests on (`basis: documented` or
///   `observed`, with a `source:`, or `basis: model`). A source names what a reader can look up
///   (a page, a WWDC session with year and number, a tech talk's number, a public log), not
///   only "Apple documentation". A model question's prompt says, in every language, that it
///   asks about the simulator's model; no quiz asks one.
/// - **Stands alone.** A prompt that leans on an earlier question (the glossary's
///   `back-references:`: "In the same scenario", 같은 시나리오에서, 同一个场景中) declares it with
///   `after: question-id`, which names an earlier question of the lesson; a quiz that asks it
///   asks that question before it. No text points at "the next question".
public enum CourseLint {
    /// Every problem of these kinds in `library`.
    public static func check(_ library: LessonLibrary) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        var locator = TextLocator()
        let references = library.glossary?.backReferences.map(BackReferences.Search.init)
        for lesson in library.lessons {
            for question in lesson.questions {
                diagnostics += basis(question, in: lesson, references: references, locator: &locator)
                diagnostics += standsAlone(question, in: lesson, references: references, locator: &locator)
            }
        }
        for quiz in library.quizzes {
            diagnostics += check(quiz, in: library)
        }
        return diagnostics
    }

    /// The basis rules for one question.
    static func basis(
        _ question: Question, in lesson: Lesson, references: BackReferences.Search?, locator: inout TextLocator
    )
        -> [LessonDiagnostic]
    {
        guard let basis = question.basis else {
            return [
                LessonDiagnostic(
                    "question '\(question.id)' does not say what its answer rests on", at: question.position,
                    hint:
                        "add `basis: documented` (Apple says so) or `basis: observed` (public logs, measurements), each with "
                        + "`source: …`, or `basis: model` (the simulator's own assumption)")
            ]
        }
        if basis.needsSource, question.source == nil {
            return [
                LessonDiagnostic(
                    "question '\(question.id)' is `basis: \(basis.rawValue)` but names no source",
                    at: question.basisPosition ?? question.position,
                    hint: basis == .documented
                        ? "add `source: …` naming the Apple page, WWDC session or tech talk, e.g. `source: \"WWDC 2018 session 220\"`"
                        : "add `source: …` naming the public log, trace or measurement")
            ]
        }
        if let source = question.source, let coarse = coarseItem(of: source) {
            return [
                LessonDiagnostic(
                    "the source of question '\(question.id)' says only “\(coarse)”, which names no page, session or log",
                    at: question.sourcePosition ?? question.basisPosition ?? question.position,
                    hint:
                        "name what it rests on as docs/facts.md does: the page (`Apple documentation: UIView.layoutIfNeeded()`), "
                        + "the WWDC session with year and number (`WWDC 2018 session 220 “High Performance Auto Layout”`), "
                        + "the tech talk's number, or the public log")
            ]
        }
        guard basis == .model, let references else { return [] }
        var diagnostics: [LessonDiagnostic] = []
        for language in lesson.languages {
            guard let text = lesson.texts[language]?.question(question.id),
                !references.saysModel(text.prompt, in: language)
            else { continue }
            let phrase = references.firstModelPhrase(in: language) ?? "the simulator's model"
            diagnostics.append(
                LessonDiagnostic(
                    "question '\(question.id)' is `basis: model`, but its \(language.rawValue) prompt does not say it asks about the simulator's model",
                    at: text.position,
                    hint: "say so in the prompt (e.g. “\(phrase)”), so the model is not learned as UIKit's behaviour"))
        }
        return diagnostics
    }

    /// Source items that name nothing a reader could look up.
    static let genericSources: Set<String> = [
        "apple documentation", "apple docs", "documentation", "docs", "the documentation", "apple's documentation",
        "uikit implementation", "core animation implementation", "uikit", "core animation", "apple", "wwdc",
        "tech talk", "apple tech talk", "public logs", "logs", "measurements", "release notes", "auto layout guide",
    ]

    /// The first item of `source` (items separated by `;`, a trailing “(facts …)” aside) that
    /// names nothing concrete: a generic phrase, a WWDC session without year and number, a tech
    /// talk without its number.
    static func coarseItem(of source: String) -> String? {
        var text = source.trimmingCharacters(in: .whitespaces)
        if let facts = factsAside(in: text) {
            text = String(text[..<facts])
        }
        for item in text.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let lower = item.lowercased()
            if item.isEmpty { continue }
            if genericSources.contains(lower) { return item }
            if lower.contains("wwdc"), !SourceWords.namesSession(lower) { return item }
            if lower.contains("tech talk"), !SourceWords.namesTechTalk(lower) { return item }
        }
        return nil
    }

    /// Where a trailing “(facts 12, 40)” aside starts: the match of `\(facts? [0-9, ]+\)$`.
    /// Read from the bytes when the text ends without a line break (then `$` is the text's
    /// end); a regular expression, compiled for each search, otherwise.
    static func factsAside(in text: String) -> String.Index? {
        if let last = text.unicodeScalars.last, [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(last.value) {
            return text.range(of: #"\(facts? [0-9, ]+\)$"#, options: .regularExpression)?.lowerBound
        }
        return SourceWords.factsAside(in: Array(text.utf8)).map { text.utf8.index(text.utf8.startIndex, offsetBy: $0) }
    }

    /// The stand-alone rules for one question, in every language.
    static func standsAlone(
        _ question: Question, in lesson: Lesson, references: BackReferences.Search?, locator: inout TextLocator
    ) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        if let after = question.after {
            let index = lesson.questions.firstIndex { $0.id == question.id } ?? 0
            if let earlier = lesson.questions.firstIndex(where: { $0.id == after }) {
                if earlier >= index {
                    diagnostics.append(
                        LessonDiagnostic(
                            "question '\(question.id)' follows '\(after)', which comes after it in the lesson",
                            at: question.afterPosition ?? question.position,
                            hint: "`after:` names an earlier question, the one whose context the prompt leans on"))
                } else if let chained = lesson.questions[earlier].after {
                    // One step, so review and quizzes need to bring only that one question along.
                    diagnostics.append(
                        LessonDiagnostic(
                            "question '\(question.id)' follows '\(after)', which itself follows '\(chained)'",
                            at: question.afterPosition ?? question.position,
                            hint:
                                "name the question that sets the context up (`after: \(chained)`), or make '\(after)' stand alone"
                        ))
                }
            } else {
                diagnostics.append(
                    LessonDiagnostic(
                        "question '\(question.id)' follows '\(after)', which the lesson does not have"
                            + EditDistance.phrase(for: after, in: lesson.questions.map(\.id)),
                        at: question.afterPosition ?? question.position, hint: "name an earlier question of this lesson"
                    ))
            }
        }
        guard let references else { return diagnostics }
        for language in lesson.languages {
            guard let texts = lesson.texts[language], let text = texts.question(question.id) else { continue }
            let file = texts.position.file
            if question.after == nil, let phrase = references.leaning(text.prompt, in: language) {
                diagnostics.append(
                    LessonDiagnostic(
                        "the \(language.rawValue) prompt of '\(question.id)' leans on an earlier question (“\(phrase)”), but the question is asked alone in review and quizzes",
                        at: locator.position(of: phrase, in: file, from: text.position, caseless: language == .en)
                            ?? text.position,
                        hint:
                            "say what it needs in the prompt (the mark, the numbers, the scenario), or declare `after: <question-id>` in lesson.yaml"
                    ))
            }
            for part in [text.prompt, text.hint ?? "", text.explanation ?? ""] + text.feedback.map(\.text) {
                guard let phrase = references.pointingForward(part, in: language) else { continue }
                diagnostics.append(
                    LessonDiagnostic(
                        "the \(language.rawValue) text of '\(question.id)' points at a later question (“\(phrase)”), which a quiz or review may not ask next",
                        at: locator.position(of: phrase, in: file, from: text.position, caseless: language == .en)
                            ?? text.position,
                        hint: "say it without pointing at another question"))
                break
            }
        }
        return diagnostics
    }

    /// A quiz asks no model question, and asks each question after the one it follows.
    static func check(_ quiz: Quiz, in library: LessonLibrary) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        var asked = Set<QuestionReference>()
        for (reference, position) in quiz.questions {
            defer { asked.insert(reference) }
            guard let (_, question) = library.resolve(reference) else { continue }
            if question.basis == .model {
                diagnostics.append(
                    LessonDiagnostic(
                        "quiz '\(quiz.id)' asks \(reference), a question about the simulator's model (`basis: model`)",
                        at: position,
                        hint: "a quiz examines what UIKit does: ask a documented or observed question instead"))
            }
            if let after = question.after {
                let earlier = QuestionReference(lesson: reference.lesson, question: after)
                if !asked.contains(earlier) {
                    diagnostics.append(
                        LessonDiagnostic(
                            "quiz '\(quiz.id)' asks \(reference), whose prompt follows \(earlier), without asking that question before it",
                            at: position,
                            hint:
                                "add `\(earlier)` just before it, or make the prompt stand alone and remove its `after:`"
                        ))
                }
            }
        }
        return diagnostics
    }
}
