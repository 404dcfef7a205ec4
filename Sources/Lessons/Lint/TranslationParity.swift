import TextBasics

/// Every question has its text in every language the lesson declares, and no text is orphaned.
public enum TranslationParity {
    /// The parity problems of one lesson.
    public static func check(_ lesson: Lesson) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        for language in Language.allCases {
            guard let text = lesson.texts[language] else { continue }
            let file = text.position.file
            if !lesson.languages.contains(language) {
                diagnostics.append(
                    LessonDiagnostic(
                        "this \(language.rawValue) text is not used: the lesson does not declare \(language.rawValue)",
                        at: text.position,
                        hint: "add \(language.rawValue) to `languages:` in lesson.yaml, or remove the file"))
            }
            for question in lesson.questions {
                guard let questionText = text.question(question.id) else {
                    if text.unreadableQuestions.contains(question.id) { continue }
                    diagnostics.append(
                        LessonDiagnostic(
                            "question '\(question.id)' has no \(language.rawValue) text", at: text.position,
                            hint: "add `\(question.id):` with a `prompt:` under `questions:` in \(file)"))
                    continue
                }
                let optionIDs = question.options.map(\.id)
                for option in question.options where questionText.label(of: option.id) == nil {
                    diagnostics.append(
                        LessonDiagnostic(
                            "option '\(option.id)' of question '\(question.id)' has no \(language.rawValue) label",
                            at: questionText.position,
                            hint: "add `\(option.id): …` under the question's `options:`"))
                }
                for label in questionText.options where !optionIDs.contains(label.id) {
                    diagnostics.append(
                        orphan(
                            "option label '\(label.id)'", question: question, optionIDs: optionIDs, at: label.position,
                            word: label.id))
                }
                for feedback in questionText.feedback where !optionIDs.contains(feedback.id) {
                    diagnostics.append(
                        orphan(
                            "feedback for option '\(feedback.id)'", question: question, optionIDs: optionIDs,
                            at: feedback.position, word: feedback.id))
                }
            }
            let questionIDs = lesson.questions.map(\.id)
            for questionText in text.questions
            where !questionIDs.contains(questionText.id) && !lesson.unreadableQuestions.contains(questionText.id) {
                diagnostics.append(
                    LessonDiagnostic(
                        "text for question '\(questionText.id)', which lesson.yaml does not define"
                            + EditDistance.phrase(for: questionText.id, in: questionIDs),
                        at: questionText.position, hint: "rename it to a question id of lesson.yaml, or remove it"))
            }
        }
        diagnostics += optionalTextParity(lesson)
        for language in lesson.languages where lesson.texts[language] == nil {
            // Reported at the declaration: the file itself may not exist to point at.
            diagnostics.append(
                LessonDiagnostic(
                    "the lesson declares \(language.rawValue) but has no readable \(language.rawValue).yaml",
                    at: lesson.languagesPosition,
                    hint:
                        "write \(language.rawValue).yaml beside lesson.yaml, or remove \(language.rawValue) from `languages:`"
                ))
        }
        return diagnostics
    }

    /// A hint, explanation or option feedback written in one language must be written in all:
    /// a learner reading Korean should not get less help than one reading English.
    static func optionalTextParity(_ lesson: Lesson) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        let texts = lesson.languages.compactMap { language in lesson.texts[language].map { (language, $0) } }
        for question in lesson.questions {
            let questionTexts = texts.compactMap { language, text in text.question(question.id).map { (language, $0) } }
            func require(_ what: String, key: String, present: (QuestionText) -> Bool) {
                guard let source = questionTexts.first(where: { present($0.1) }) else { return }
                for (language, text) in questionTexts where !present(text) {
                    diagnostics.append(
                        LessonDiagnostic(
                            "question '\(question.id)' has \(what) in \(source.0.rawValue) but not in \(language.rawValue)",
                            at: text.position,
                            hint: "add `\(key)` here, or remove it from \(source.0.rawValue).yaml"))
                }
            }
            require("a hint", key: "hint:") { $0.hint != nil }
            require("an explanation", key: "explanation:") { $0.explanation != nil }
            for option in question.options {
                require("feedback for option '\(option.id)'", key: "\(option.id): …` under `feedback:") {
                    $0.feedback(for: option.id) != nil
                }
            }
        }
        return diagnostics
    }

    private static func orphan(
        _ what: String, question: Question, optionIDs: [String], at position: FilePosition, word: String
    ) -> LessonDiagnostic {
        LessonDiagnostic(
            "\(what) of question '\(question.id)', which has no such option"
                + EditDistance.phrase(for: word, in: optionIDs),
            at: position,
            hint: optionIDs.isEmpty
                ? "remove it; the question has no options" : "use one of: " + optionIDs.joined(separator: ", "))
    }
}
