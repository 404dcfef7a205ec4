import Foundation
import Testing

/// Per-question points and weights as a user meets them: `check` validates them, `layoutlab
/// quiz` counts them in its closing score, and `grade` of the sheet it wrote agrees.
@Suite struct QuizPointsCLITests {
    static let weighted = """
        id: weighted
        title: { ko: 가중 퀴즈, zh: 加权测验, en: Weighted quiz }
        pass: 50%
        questions:
          - { question: loop/total, points: 5 }
          - question: loop/big
            weight: 3
          - loop/which
          - loop/order

        """

    /// A copy of the tutor fixture (lessons/01-loop, quizzes/) with `quiz` added as weighted.yaml.
    func folder(quiz: String) throws -> URL {
        let fixture = try #require(Bundle.module.url(forResource: "tutor", withExtension: nil, subdirectory: "Golden"))
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-points-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: copy)
        try Data(quiz.utf8).write(to: copy.appendingPathComponent("quizzes/weighted.yaml"))
        return copy
    }

    /// loop/total (5 points) wrong, loop/big (1 × 3) and loop/which (1) right, loop/order two
    /// thirds right: 3 + 1 + 2/3 = 4.67 of 10 points, under the 50 % pass mark.
    @Test func quizSummaryAndGradeCountTheQuizPoints() throws {
        let root = try folder(quiz: Self.weighted)
        defer { try? FileManager.default.removeItem(at: root) }
        let sheet = root.appendingPathComponent("sheet.yaml")
        let quiz = try runLayoutlab(
            ["quiz", "weighted", "--lang", "en", "--learner", "kim", "--out", sheet.path],
            stdin: "6\nyes\na\nv0.visit, v1.visit\n",
            environment: ["LAYOUTLAB_STATE_DIR": root.appendingPathComponent("state").path, "LAYOUTLAB_LESSONS": ""],
            currentDirectory: root)
        #expect(quiz.status == 1, "\(quiz.stderr)")
        #expect(quiz.stdout.contains("loop/total  0/5\n"))
        #expect(quiz.stdout.contains("loop/big  3/3\n"))
        // Partial credit on the question's own line too, rounded as the reports round it.
        #expect(quiz.stdout.contains("loop/order  0.667/1\n"))
        #expect(quiz.stdout.contains("Score 4.667/10 (46.7%), passing score 50% — not passed"))

        let graded = try runLayoutlab(
            ["grade", "quizzes/weighted.yaml", sheet.path, "--format=json"], currentDirectory: root)
        #expect(graded.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(graded.stdout.utf8)) as? [String: Any])
        let first = try #require((report["sheets"] as? [[String: Any]])?.first)
        #expect(first["maxScore"] as? Int == 10)
        #expect((first["questions"] as? [[String: Any]])?.map { $0["maxPoints"] as? Int } == [5, 3, 1, 1])

        let check = try runLayoutlab(["check", "lessons", "quizzes"], currentDirectory: root)
        #expect(check.status == 0, "\(check.stderr)")
    }

    /// `check` reports a weight out of range where it is written, and exits 1.
    @Test func checkValidatesTheRange() throws {
        let root = try folder(quiz: Self.weighted.replacingOccurrences(of: "weight: 3", with: "weight: 250"))
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try runLayoutlab(["check", "lessons", "quizzes"], currentDirectory: root)
        #expect(check.status == 1)
        #expect(
            check.stderr.hasPrefix(
                "quizzes/weighted.yaml:7:13: error: the question's 'weight' must be between 1 and 100\n"),
            "\(check.stderr)")
    }
}
