import Grading
import Lessons
import TestSupport
import Testing

/// The fixture lesson passes the check: scenarios run, queries fit their kinds, samples get their verdicts.
@Test func fixturePassesCheck() throws {
    let result = LessonChecker.check(try fixtureLibrary(), engine: RecordedEngine(runs: ["tap-a2": tapRun()]))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(
        result.lessons == 1 && result.questions == 8 && result.scenarios == 1 && result.samples == 9
            && result.quizzes == 1)
}

/// Samples that do not get their declared verdict, a single-answer choice with two true options,
/// and a scenario that fails are reported at their places (golden).
@Test func brokenSamplesAndPredicates() throws {
    var library = try fixtureLibrary()
    var lesson = library.lessons[0]
    let order = try #require(lesson.questions.firstIndex { $0.id == "layout-after-tap" })
    lesson.questions[order].samples[0].isRight = false
    lesson.questions[order].samples[1].text = "layoutSubviews"
    let choice = try #require(lesson.questions.firstIndex { $0.id == "which-pass" })
    lesson.questions[choice].multiple = false
    lesson.questions[choice].options[0].when.text = "trace.after(\"tap\").count(\"layoutSubviews\") > 0"
    let yesno = try #require(lesson.questions.firstIndex { $0.id == "ancestors-marked" })
    lesson.questions[yesno].samples[2].isRight = true
    library.lessons[0] = lesson
    let result = LessonChecker.check(library, engine: RecordedEngine(runs: ["tap-a2": tapRun()]))
    expectGolden(
        try relative(result.diagnostics.map(\.description).joined(separator: "\n") + "\n"), "check/broken-samples.txt")
    #expect(result.diagnostics.count == 4)
}

/// A scenario that cannot run is reported once, and its questions are not evaluated.
@Test func failingScenarioIsReportedOnce() throws {
    let library = try fixtureLibrary()
    let result = LessonChecker.check(library, engine: RecordedEngine(runs: [:]))
    #expect(
        try result.diagnostics.map { try relative($0.description) } == [
            "lessons/01-tap/lesson.yaml:8:7: error: no recorded run for 'tap-a2'"
        ])
}
