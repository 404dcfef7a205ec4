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

/// A query that names a mark its scenario never sets answers from an empty window, so the check
/// reports it at the query and names the marks the scenario does set; a mark it sets is fine,
/// also as one end of `between`.
@Test func queryNamingAMarkNeverSetIsReported() throws {
    var library = try fixtureLibrary()
    var lesson = library.lessons[0]
    let count = try #require(lesson.questions.firstIndex { $0.id == "layout-count" })
    let misspelt = "trace.after(\"tapp\").count(\"layoutSubviews\")"
    lesson.questions[count].expect?.text = misspelt
    let choice = try #require(lesson.questions.firstIndex { $0.id == "which-pass" })
    let between = "trace.between(\"tap\", \"gone\").count(\"layoutSubviews\") > 0"
    lesson.questions[choice].options[1].when.text = between
    library.lessons[0] = lesson
    let recorded = tapRun()
    var values = recorded.values
    values[misspelt] = .int(1)
    values[between] = .bool(true)
    let run = RecordedRun(trace: recorded.trace, values: values, windows: recorded.windows)
    let result = LessonChecker.check(library, engine: RecordedEngine(runs: ["tap-a2": run]))
    let marks = result.diagnostics.filter { $0.message.contains("never sets") }
    #expect(marks.count == 2, "\(result.diagnostics)")
    #expect(marks.contains { $0.message.contains("\"tapp\"") && $0.hint?.contains("it sets \"tap\"") == true })
    #expect(marks.contains { $0.message.contains("\"gone\"") })
    #expect(!marks.contains { $0.message.contains("mark \"tap\"") })
    #expect(marks.allSatisfy { $0.position.line > 0 })
}
