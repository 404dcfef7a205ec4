import Grading
import Lessons
import Testing

/// Right answers in any accepted form earn the points; the explanation then holds only the author's text.
@Test func rightAnswersEarnPoints() throws {
    let (grader, _) = try fixtureGrader()
    for (question, answer) in [
        ("layout-after-tap", "a2.layoutSubviews()"), ("ancestors-marked", "否"), ("which-pass", "B"),
        ("layout-count", "1번"),
        ("who", "a2.layoutSubviews\na2.setNeedsLayout"), ("tap-sequence", "a2.setNeedsLayout → a2.layoutSubviews"),
        ("a2-frame", "0 0 100 44"), ("a2-bytes", "0"),
    ] {
        let verdict = try #require(
            try grader.grade(QuestionReference(lesson: "tap", question: question), answer: answer, language: .ko))
        #expect(verdict.outcome == .correct, "\(question): \(answer)")
        #expect(verdict.earned == 1 && verdict.explanation.findings.isEmpty)
    }
}

/// Each scenario runs once per grader, however many answers are graded (the cache).
@Test func scenarioRunsOncePerGrader() throws {
    let (grader, engine) = try fixtureGrader()
    for _ in 0..<3 {
        _ = try grader.grade(
            QuestionReference(lesson: "tap", question: "layout-after-tap"), answer: "x.y", language: .en)
        _ = try grader.grade(QuestionReference(lesson: "tap", question: "a2-frame"), answer: "1 2 3 4", language: .en)
    }
    #expect(engine.started == ["tap-a2"])
    #expect(grader.cache.runCount == 1)
}

/// An unreadable answer is not a wrong mark: its outcome says so and it names the expected form.
@Test func unreadableAnswerNamesExpectedForm() throws {
    let (grader, _) = try fixtureGrader()
    let verdict = try #require(
        try grader.grade(
            QuestionReference(lesson: "tap", question: "layout-after-tap"), answer: "layoutSubviews", language: .en))
    #expect(verdict.outcome == .unreadable && verdict.earned == 0)
    let lines = ExplanationRenderer.lines(verdict.explanation, language: .en)
    #expect(lines.first == "'layoutSubviews' is not a call of the form receiver.method.")
}

/// A query whose value does not fit the question's kind is a lesson error at the query.
@Test func queryOfWrongTypeIsLessonError() throws {
    var library = try fixtureLibrary()
    let index = try #require(library.lessons[0].questions.firstIndex { $0.id == "a2-frame" })
    library.lessons[0].questions[index].expect?.text = "a2.layer.backingStoreBytes"
    let grader = Grader(library: library, engine: RecordedEngine(runs: ["tap-a2": tapRun()]))
    do {
        _ = try grader.grade(QuestionReference(lesson: "tap", question: "a2-frame"), answer: "0 0 1 1", language: .en)
        Issue.record("no error")
    } catch {
        #expect(
            try relative(error.description) == """
                lessons/01-tap/lesson.yaml:77:13: error: the query gives an Int (0), but a frame question needs a CGRect
                  hint: use a query that gives a CGRect, e.g. `a2.frame`
                """)
    }
}

/// Releasing a lesson drops its runs but keeps its answers: a check reads answers after the
/// lesson's runs are gone without running them again, and a run asked for again runs again.
@Test func releasedLessonKeepsAnswers() throws {
    let (grader, engine) = try fixtureGrader()
    let lesson = try #require(grader.library.lessons.first)
    let question = try #require(lesson.questions.first { $0.id == "a2-frame" })
    let answer = try grader.expectedAnswer(for: question, in: lesson).answer
    grader.release(lesson)
    #expect(try grader.answer(for: question, in: lesson) == answer)
    #expect(engine.started == ["tap-a2"])
    #expect(try grader.expectedAnswer(for: question, in: lesson).answer == answer)
    #expect(engine.started == ["tap-a2", "tap-a2"])
    #expect(grader.cache.runCount == 1)
}

/// `check` runs each scenario once, lesson by lesson, with the caller's check of each lesson
/// run while its runs are kept.
@Test func checkRunsEachScenarioOnceAlongsideCallersCheck() throws {
    let engine = RecordedEngine(runs: ["tap-a2": tapRun()])
    let library = try fixtureLibrary()
    let grader = Grader(library: library, engine: engine)
    var checked: [String] = []
    let result = LessonChecker.check(library, grader: grader) { lesson, _ in
        checked.append(lesson.id)
        #expect(engine.started == ["tap-a2"])
        return []
    }
    #expect(result.diagnostics.isEmpty && result.scenarios == 1)
    #expect(checked == ["tap"] && engine.started == ["tap-a2"])
}
