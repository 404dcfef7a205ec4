import Foundation
import Grading
import Lessons
import Testing

/// A quiz gives questions its own points (`points: 4`) or a multiple of the lesson's
/// (`weight: 3`); every report format and the pass mark count them.
@Suite struct QuizPointsTests {
    /// The fixture quiz with tap/layout-after-tap worth 4 and tap/which-pass weighed 3 (the
    /// fixture lesson gives every question 1 point): 4 + 3 + 6 × 1 = 13 points.
    static let weighted = """
        id: tap-quiz
        title: { ko: 탭 퀴즈, zh: 点击测验, en: Tap quiz }
        pass: 70%
        questions:
          - { question: tap/layout-after-tap, points: 4 }
          - tap/ancestors-marked
          - question: tap/which-pass
            weight: 3
          - tap/layout-count
          - tap/who
          - tap/tap-sequence
          - tap/a2-frame
          - tap/a2-bytes

        """

    static func quiz(_ text: String) throws(LessonDiagnostic) -> Quiz {
        try Quiz.read(try YAMLLoader.load(text, file: "quizzes/weighted.yaml"))
    }

    /// kim (all right) and lee (half the credit of layout-after-tap, who and tap-sequence).
    func graded() throws -> [SheetResult] {
        let (grader, _) = try fixtureGrader()
        let quiz = try Self.quiz(Self.weighted)
        return try ["kim", "lee"].map { name in
            let sheet = try AnswerSheet.read(try LessonFile.load(try contentRoot() + "/sheets/\(name).yaml"))
            return try SheetResult.grade(sheet, quiz: quiz, grader: grader, language: .en)
        }
    }

    @Test func quizPointsReplaceTheLessonsPoints() throws {
        let quiz = try Self.quiz(Self.weighted)
        #expect(
            quiz.scoring == [
                QuestionReference(lesson: "tap", question: "layout-after-tap"): .points(4),
                QuestionReference(lesson: "tap", question: "which-pass"): .weight(3),
            ])
        let results = try graded()
        #expect(results.map(\.total) == [13, 13])
        #expect(results.map(\.earned) == [13, 0])
        #expect(results[0].verdicts.map(\.points) == [4, 1, 3, 1, 1, 1, 1, 1])
        #expect(results[0].verdicts[0].earned == 4)
        // lee's order answer has half the credit: half of 4 points.
        #expect(results[1].verdicts[0].score == 0.5)
        #expect(results[1].verdicts[0].partialPoints == 2)
        #expect(results[1].score == 2 + 0.5 + 0.5)
        #expect(abs(results[1].percent - 300.0 / 13) < 1e-9)
    }

    /// The pass mark is a percent of the quiz's points: lee's 3 of 13 (23.08 %) passes at 23 %
    /// and fails at 24 % (with the lesson's points, 1.5 of 8, it would fail both).
    @Test func passMarkCountsTheQuizPoints() throws {
        let (grader, _) = try fixtureGrader()
        let lenient = try Self.quiz(Self.weighted.replacingOccurrences(of: "pass: 70%", with: "pass: 23%"))
        let sheet = try AnswerSheet.read(try LessonFile.load(try contentRoot() + "/sheets/lee.yaml"))
        #expect(try SheetResult.grade(sheet, quiz: lenient, grader: grader, language: .en).passed)
        let strict = try Self.quiz(Self.weighted.replacingOccurrences(of: "pass: 70%", with: "pass: 24%"))
        #expect(try !SheetResult.grade(sheet, quiz: strict, grader: grader, language: .en).passed)
    }

    @Test func everyReportFormatShowsTheQuizPoints() throws {
        let results = try graded()
        let context = ReportContext(timestamp: Date(timeIntervalSince1970: 1_785_000_000))
        func object(_ format: ReportFormat) throws -> [String: Any] {
            let text = format.render(results, context: context)
            return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(format)")
        }
        let text = ReportFormat.text.render(results, context: context)
        #expect(text.contains("tap/layout-after-tap"))
        #expect(text.contains("2/4"), "lee's partial credit on a 4-point question")
        #expect(text.contains("/3"), "the weighed question")
        #expect(text.contains("3/13"))

        let json = try object(.json)
        let sheets = try #require(json["sheets"] as? [[String: Any]])
        #expect(sheets.map { $0["maxScore"] as? Int } == [13, 13])
        let leeQuestions = try #require(sheets[1]["questions"] as? [[String: Any]])
        #expect(leeQuestions[0]["maxPoints"] as? Int == 4)
        #expect(leeQuestions[0]["points"] as? Double == 2)
        #expect(leeQuestions[2]["maxPoints"] as? Int == 3)

        let junit = ReportFormat.junit.render(results, context: context)
        #expect(junit.contains("value=\"incorrect 2/4: "))
        #expect(junit.contains("\"3/13\""))

        let tap = ReportFormat.tap.render(results, context: context)
        #expect(tap.contains("score: 2/4"))
        #expect(tap.contains("# Score 3/13 (23.1%)"))

        let gradescope = try object(.gradescope)
        let tests = try #require(gradescope["tests"] as? [[String: Any]])
        let graded = tests.filter { ($0["name"] as? String)?.hasPrefix("tap/") == true }
        #expect(graded.map { $0["max_score"] as? Int } == [4, 1, 3, 1, 1, 1, 1, 1, 4, 1, 3, 1, 1, 1, 1, 1])
        #expect(gradescope["max_score"] as? Int == 26)
        #expect(gradescope["score"] as? Double == 16)

        let classroom = try object(.classroom)
        let classroomTests = try #require(classroom["tests"] as? [[String: Any]])
        // One test per point: the 4-point question is four tests, kim's 13 and lee's 3 whole points pass.
        #expect(classroomTests.count == 26 && classroomTests.allSatisfy { $0["max_score"] as? Int == 1 })
        #expect(
            classroomTests.filter { ($0["name"] as? String)?.contains("tap/layout-after-tap (point ") == true }.count
                == 8)
        #expect(classroomTests.reduce(0) { $0 + ($1["score"] as? Int ?? 0) } == 16)
        #expect(classroom["max_score"] as? Int == 26)
    }

    /// `points:` and `weight:` are whole numbers in range, one of them per question, and every
    /// mistake is a located error.
    @Test(arguments: [
        ("  - { question: tap/who, points: 0 }", "6:34: error: the question's 'points' must be between 1 and 1000"),
        ("  - { question: tap/who, points: 1001 }", "6:34: error: the question's 'points' must be between 1 and 1000"),
        ("  - { question: tap/who, weight: 101 }", "6:34: error: the question's 'weight' must be between 1 and 100"),
        (
            "  - { question: tap/who, weight: 0.5 }",
            "6:34: error: the question's 'weight' must be a whole number, not '0.5'"
        ),
        (
            "  - { question: tap/who, points: 2, weight: 2 }",
            "6:34: error: give a quiz question `points:` or `weight:`, not both"
        ),
        (
            "  - { question: tap/who, pionts: 2 }",
            "6:26: error: unknown key 'pionts' in a quiz question; did you mean 'points'?"
        ),
        ("  - { points: 2 }", "6:5: error: a quiz question has no 'question'"),
        (
            "  - { question: tap/which-pass, points: 2 }",
            "6:17: error: 'tap/which-pass' is listed twice (first at line 5)"
        ),
    ])
    func outOfRangeIsALocatedError(line: String, message: String) throws {
        let text = "id: q\ntitle: { en: Q }\npass: 70%\nquestions:\n  - tap/which-pass\n\(line)\n"
        do {
            _ = try Self.quiz(text)
            Issue.record("accepted: \(line)")
        } catch {
            #expect(error.description.hasPrefix("quizzes/weighted.yaml:\(message)"), "\(error.description)")
        }
    }
}
