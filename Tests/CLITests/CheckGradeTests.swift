import Foundation
import TestSupport
import Testing

/// Runs `layoutlab` in the `grading` fixture folder, so paths in its output are relative.
func runInFixture(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, stdout: String, stderr: String)
{
    let fixture = try #require(Bundle.module.resourceURL?.appendingPathComponent("Golden/grading"))
    return try runLayoutlab(
        arguments, stdin: stdin, environment: ["LAYOUTLAB_NOW": "2026-01-31T09:00:00Z"], currentDirectory: fixture)
}

/// `check` passes on sound content: exit 0 and a one-line summary.
@Test func checkPassesOnSoundContent() throws {
    let result = try runInFixture(["check", "lessons", "quizzes"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "checked 1 lesson (6 questions, 1 scenarios, 15 samples), 1 quiz: no problems\n")
    #expect(result.stderr.isEmpty)
}

/// `check` on a broken lesson: exit 1, each problem at its `file:line:column` in the `.yaml`
/// (a scenario syntax error, an unknown name in a query, a query of the wrong type, samples).
@Test func checkReportsBrokenLessonPrecisely() throws {
    let result = try runInFixture(["check", "broken/lessons"])
    #expect(result.status == 1)
    expectGolden(result.stderr, "cli/check-broken.stderr.txt")
    #expect(result.stdout == "checked 1 lesson (4 questions, 2 scenarios, 3 samples), 0 quizzes: 6 problems\n")
}

/// `grade` in all four formats (golden); exit 1 because one sheet misses the pass mark.
@Test(arguments: ["text", "json", "junit", "tap"])
func gradeFormats(format: String) throws {
    let result = try runInFixture([
        "grade", "quizzes/sums-quiz.yaml", "sheets/ann.yaml", "sheets/bo.yaml", "--format", format,
    ])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    expectGolden(result.stdout, "cli/grade.\(format)")
}

/// Exit 0 when every sheet passes; `--lang` overrides the sheet's language; a quiz id is found in ./quizzes.
@Test func gradePassingSheetAndLanguage() throws {
    let result = try runInFixture(["grade", "sums-quiz", "sheets/ann.yaml", "--lang", "ko"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("점수 6/6 (100%), 합격선 50% — 합격"))
}

/// Unreadable input and usage errors exit 2 with a message naming the place and the fix.
@Test func gradeInputAndUsageErrors() throws {
    let bad = try runInFixture(["grade", "--strict", "quizzes/sums-quiz.yaml", "sheets/bad.yaml"])
    #expect(bad.status == 2)
    #expect(
        bad.stderr
            == "sheets/bad.yaml:4:3: error: quiz 'sums-quiz' does not ask 'sums/totl'; did you mean 'sums/total'?\n  hint: use a question id the quiz lists, or remove the answer\n"
            + "layoutlab grade: error: no answer sheet could be graded\n")
    // Without --strict the rest of the sheet is graded and the answer that names no question is a warning.
    let lenient = try runInFixture(["grade", "quizzes/sums-quiz.yaml", "sheets/bad.yaml"])
    #expect(
        lenient.status == 1
            && lenient.stdout.contains("sheets/bad.yaml:4:3: warning: quiz 'sums-quiz' does not ask 'sums/totl'"))
    #expect(
        lenient.stderr
            == "sheets/bad.yaml:4:3: warning: quiz 'sums-quiz' does not ask 'sums/totl'; did you mean 'sums/total'?\n"
            + "  hint: use a question id the quiz lists; this answer was not graded\n")
    // A quiz that is neither a file nor an id in ./quizzes: the one error shape, the quizzes there are.
    let noQuiz = try runInFixture(["grade", "sums-quizz", "sheets/ann.yaml"])
    #expect(noQuiz.status == 2 && noQuiz.stdout.isEmpty)
    #expect(
        noQuiz.stderr
            == "sums-quizz:1:1: error: no quiz file 'sums-quizz', and no quiz 'sums-quizz' in ./quizzes; did you mean 'sums-quiz'?\n"
            + "  hint: give a quiz file, or one of the quiz ids in ./quizzes: sums-quiz\n", "\(noQuiz.stderr)")
    let missing = try runInFixture(["grade", "quizzes/sums-quiz.yaml", "sheets/nobody.yaml"])
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("sheets/nobody.yaml:1:1: error: no such file"))
    let usage = try runInFixture(["grade", "quizzes/sums-quiz.yaml"])
    #expect(
        usage.status == 2 && usage.stderr.hasPrefix("layoutlab grade: error: give a quiz and at least one answer sheet")
    )
    let format = try runInFixture(["grade", "quizzes/sums-quiz.yaml", "sheets/ann.yaml", "--format", "xml"])
    #expect(
        format.status == 2
            && format.stderr.hasPrefix(
                "layoutlab grade: error: unknown value 'xml' for --format\n  hint: use one of: text, json, junit, tap")
    )
    let option = try runInFixture(["check", "--strict"])
    #expect(option.status == 2)
}

/// Sheet keys are normalised before the duplicate check (a trailing space is the same key) and
/// compared case-sensitively against the quiz (a capitalised id is a located "did you mean").
@Test func gradeNormalisesSheetKeys() throws {
    let twice = try runInFixture(
        ["grade", "--strict", "sums-quiz", "-"],
        stdin: "quiz: sums-quiz\nlearner: ann\nanswers:\n  sums/total: \"3\"\n  \"sums/total \": \"4\"\n")
    #expect(twice.status == 2)
    #expect(
        twice.stderr.hasPrefix("<stdin>:5:3: error: 'sums/total' is answered twice (first at line 4)\n"),
        "\(twice.stderr)")
    let capital = try runInFixture(
        ["grade", "--strict", "sums-quiz", "-"], stdin: "quiz: sums-quiz\nlearner: ann\nanswers:\n  Sums/Total: \"3\"\n"
    )
    #expect(capital.status == 2)
    #expect(
        capital.stderr.hasPrefix(
            "<stdin>:4:3: error: quiz 'sums-quiz' does not ask 'Sums/Total'; did you mean 'sums/total'?"),
        "\(capital.stderr)")
}
