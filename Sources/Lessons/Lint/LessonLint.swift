import TextBasics

/// Checks that need more than one node: references between questions, scenarios, texts and quizzes.
///
/// Running scenarios and evaluating queries is the grading module's part of `layoutlab check`.
public enum LessonLint {
    /// Every structural problem in the library.
    public static func check(_ library: LessonLibrary) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        for lesson in library.lessons {
            diagnostics += check(lesson)
            diagnostics += TranslationParity.check(lesson)
        }
        for quiz in library.quizzes {
            // Questions of a lesson that could not be read were reported at the lesson.
            diagnostics += check(quiz, in: library)
        }
        return diagnostics
    }

    /// Scenario references and unused scenarios in one lesson.
    static func check(_ lesson: Lesson) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        let scenarioIDs = lesson.scenarios.map(\.id)
        if lesson.languages.isEmpty {
            diagnostics.append(
                LessonDiagnostic(
                    "the lesson declares no languages", at: lesson.position,
                    hint: "add `languages: \(Language.codesAsYAMLList)`"))
        }
        if lesson.questions.isEmpty {
            diagnostics.append(
                LessonDiagnostic(
                    "the lesson has no questions", at: lesson.position, hint: "add at least one item under `questions:`"
                ))
        }
        for question in lesson.questions where !scenarioIDs.contains(question.scenario) {
            diagnostics.append(
                LessonDiagnostic(
                    "question '\(question.id)' asks about scenario '\(question.scenario)', which the lesson does not define"
                        + EditDistance.phrase(for: question.scenario, in: scenarioIDs),
                    at: question.scenarioPosition,
                    hint: "define it under `scenarios:` or use one of: " + scenarioIDs.joined(separator: ", ")))
        }
        for scenario in lesson.scenarios where !lesson.questions.contains(where: { $0.scenario == scenario.id }) {
            diagnostics.append(
                LessonDiagnostic(
                    "scenario '\(scenario.id)' is not used by any question", at: scenario.position,
                    hint: "ask a question about it or remove it; every scenario runs on each check"))
        }
        return diagnostics
    }

    /// A quiz's references must name loaded questions, and its title must cover its lessons' languages.
    static func check(_ quiz: Quiz, in library: LessonLibrary) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        var languages = Set<Language>()
        var reportedLessons = Set<String>()
        for (reference, position) in quiz.questions {
            guard let lesson = library.lesson(reference.lesson) else {
                // An unreadable lesson file was reported itself; its id is unknown, so say nothing more.
                guard library.unreadableLessons == 0, reportedLessons.insert(reference.lesson).inserted else {
                    continue
                }
                diagnostics.append(
                    LessonDiagnostic(
                        "quiz '\(quiz.id)' names lesson '\(reference.lesson)', which was not loaded"
                            + EditDistance.phrase(for: reference.lesson, in: library.lessons.map(\.id)),
                        at: position,
                        hint:
                            "check the id, and check the lessons together with the quiz: `layoutlab check lessons quizzes`"
                    ))
                continue
            }
            languages.formUnion(lesson.languages)
            if lesson.question(reference.question) == nil && !lesson.unreadableQuestions.contains(reference.question) {
                diagnostics.append(
                    LessonDiagnostic(
                        "lesson '\(lesson.id)' has no question '\(reference.question)'"
                            + EditDistance.phrase(for: reference.question, in: lesson.questions.map(\.id)),
                        at: position, hint: "use one of the lesson's question ids"))
            }
        }
        for language in languages.sorted() where quiz.titles[language] == nil {
            diagnostics.append(
                LessonDiagnostic(
                    "quiz '\(quiz.id)' has no \(language.rawValue) title, but its lessons are taught in \(language.rawValue)",
                    at: quiz.position, hint: "add `\(language.rawValue): …` under `title:`"))
        }
        return diagnostics
    }
}
