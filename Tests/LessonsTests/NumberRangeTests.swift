import Foundation
import Lessons
import Testing

/// Issue 15, "integer overflow anywhere a file supplies a number": every number a lesson, quiz or
/// sheet holds is checked against its range where it is read, and `check` (which reports the
/// library's diagnostics) names the file, line and column of the value.
@Suite struct NumberRangeTests {
    /// Loads a one-question lesson whose question ends with `extra` (already indented) and
    /// whose scenario has `vary` (if any); returns the library's diagnostics as `check` prints them.
    func diagnostics(question extra: String = "", vary: String = "", scenarios: Int = 1, questions: Int = 1) throws
        -> [String]
    {
        let base = NSTemporaryDirectory() + "layoutlab-numbers-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base + "/lessons/01-n", withIntermediateDirectories: true)
        var text = "id: n\norder: 1\nlanguages: [en]\nscenarios:\n"
        for index in 0..<scenarios {
            text += "  s\(index):\n\(vary)    code: |\n      let a = UIView()\n"
        }
        text += "questions:\n"
        for index in 0..<questions {
            text +=
                "  - id: q\(index)\n    scenario: s0\n    kind: number\n    unit: pt\n    expect: a.frame.width\n"
                + extra
        }
        try text.write(toFile: base + "/lessons/01-n/lesson.yaml", atomically: true, encoding: .utf8)
        return LessonLibrary.load(paths: [base + "/lessons"]).diagnostics.map(\.description)
    }

    func expectOne(_ messages: [String], _ located: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(messages.contains { $0.contains(located) }, "\(messages)", sourceLocation: sourceLocation)
    }

    @Test func pointsPastIntMaxAreOutOfRangeWhereTheyAre() throws {
        // Line 14 is the question's `points:`, its value at column 13.
        expectOne(
            try diagnostics(question: "    points: 9223372036854775807\n"),
            "lesson.yaml:14:13: error: 'points' must be between 1 and 1000")
        expectOne(
            try diagnostics(question: "    points: 9223372036854775808\n"),
            "lesson.yaml:14:13: error: 'points' must be between 1 and 1000")
        expectOne(
            try diagnostics(question: "    points: -9223372036854775808\n"),
            "lesson.yaml:14:13: error: 'points' must be between 1 and 1000")
        expectOne(
            try diagnostics(question: "    points: 1e400\n"),
            "lesson.yaml:14:13: error: 'points' must be a whole number, not '1e400'")
    }

    @Test func tolerancesAreFiniteAndBounded() throws {
        expectOne(
            try diagnostics(question: "    tolerance: 1e400\n"),
            "lesson.yaml:14:16: error: the tolerance must be a number, not '1e400'")
        expectOne(
            try diagnostics(question: "    tolerance: .nan\n"),
            "lesson.yaml:14:16: error: the tolerance must be a number")
        expectOne(
            try diagnostics(question: "    tolerance: 1e300\n"),
            "lesson.yaml:14:16: error: the tolerance must be at most 1000000000")
        expectOne(
            try diagnostics(question: "    tolerance: -0.5\n"),
            "lesson.yaml:14:16: error: the tolerance must not be negative")
        #expect(try diagnostics(question: "    tolerance: 0.5\n").filter { $0.contains("tolerance") } == [])
    }

    @Test func factNumbersPastIntMaxAreNotFacts() throws {
        expectOne(
            try diagnostics(question: "    facts: [99999999999999999999]\n"),
            "lesson.yaml:14:13: error: a fact is a number")
        expectOne(
            try diagnostics(question: "    facts: [9223372036854775807]\n"),
            "lesson.yaml:14:13: error: there is no fact 9223372036854775807")
    }

    @Test func scenariosQuestionsAndVariantsAreCounted() throws {
        // `check` runs every scenario and variant: a lesson of thousands is cut with an error at the first one over.
        let many = try diagnostics(scenarios: Lesson.maximumScenarios + 5)
        expectOne(
            many,
            "lesson.yaml:\(4 + 3 * Lesson.maximumScenarios + 1):3: error: the lesson has more than \(Lesson.maximumScenarios) scenarios"
        )
        #expect(many.filter { $0.contains("more than") }.count == 1)
        let questions = try diagnostics(questions: Lesson.maximumQuestions + 1)
        expectOne(questions, "error: the lesson has more than \(Lesson.maximumQuestions) questions")
        let values = (0..<(ScenarioVariants.maximumCount + 1)).map { "w\($0)" }.joined(separator: ", ")
        let vary = try diagnostics(vary: "    vary: { w: [\(values)] }\n")
        expectOne(
            vary,
            "lesson.yaml:6:16: error: 'w' has \(ScenarioVariants.maximumCount + 1) values; a scenario may have at most \(ScenarioVariants.maximumCount) variants"
        )
    }

    @Test func sheetVariantNumbersAndQuizPassMarksAreInRange() throws {
        func sheetError(_ variant: String) -> String {
            let text = "quiz: q\nlearner: x\nanswers:\n  n/q0: \"1\"\nvariants:\n  n/q0: \(variant)\n"
            do {
                _ = try AnswerSheet.read(try YAMLLoader.load(text, file: "sheet.yaml"))
                return ""
            } catch {
                return error.description
            }
        }
        #expect(
            sheetError("9223372036854775807").hasPrefix(
                "sheet.yaml:6:9: error: the variant of 'n/q0' must be between 1 and \(ScenarioVariants.maximumCount)"))
        #expect(
            sheetError("99999999999999999999").hasPrefix(
                "sheet.yaml:6:9: error: the variant of 'n/q0' must be between 1"))
        #expect(sheetError("0").hasPrefix("sheet.yaml:6:9: error: the variant of 'n/q0' must be between 1"))
        #expect(sheetError("2") == "")
        for pass in ["1e400", "101%", "-1", ".nan", "9223372036854775808%"] {
            let text = "id: q\ntitle: { en: Q }\npass: \(pass)\nquestions: [n/q0]\n"
            do {
                _ = try Quiz.read(try YAMLLoader.load(text, file: "quiz.yaml"))
                Issue.record("pass \(pass) was accepted")
            } catch {
                #expect(error.description.hasPrefix("quiz.yaml:3:7: error: the pass mark"), "\(error.description)")
            }
        }
    }
}
