import Foundation
import Lessons
import TestSupport
import Testing

/// `layoutlab quiz`: the piped quiz, its sheet and template, and variants graded the same by
/// `grade`.
@Suite struct QuizCommandTests {
    /// The quiz as a learner sees it, piped, in Chinese: ids, code, the answer form, an
    /// unreadable answer asked again, no feedback until the end, then explanations and the
    /// score; the sheet it writes is golden too.
    @Test func quizPipedGolden() throws {
        let state = stateFolder()
        let sheet = state.appendingPathComponent("sheet.yaml")
        let result = try runLayoutlab(
            in: try tutorFixture(),
            ["quiz", "loop-quiz", "--lang", "zh", "--learner", "Kim \"K\"", "--out", sheet.path],
            stdin: "6\nmaybe\nyes\na\nv0.visit, v1.visit\n", environment: ["LAYOUTLAB_STATE_DIR": state.path])
        #expect(result.status == 0)
        expectGolden(result.stdout.replacingOccurrences(of: sheet.path, with: "SHEET"), "quiz-piped-zh.txt")
        expectGolden(try String(contentsOf: sheet, encoding: .utf8), "quiz-sheet.yaml")
    }

    /// `quiz --template` writes a blank sheet, golden: every question id with an empty answer and
    /// its prompt, options, answer form and scenario as comments. Graded as it is, every question is
    /// "unanswered" and nothing is an error; `--out` never overwrites a sheet.
    @Test func quizTemplateIsABlankSheetThatGrades() throws {
        let state = stateFolder()
        let template = try runLayoutlab(
            in: try tutorFixture(), ["quiz", "loop-quiz", "--template", "--lang", "en", "--learner", "ann"], stdin: "",
            environment: ["LAYOUTLAB_STATE_DIR": state.path])
        #expect(template.status == 0 && template.stderr.isEmpty, "\(template.stderr)")
        expectGolden(template.stdout, "quiz-template-en.yaml")
        let sheet = state.appendingPathComponent("ann.yaml")
        let written = try runLayoutlab(
            in: try tutorFixture(), ["quiz", "loop-quiz", "--template", "--lang", "ko", "--out", sheet.path], stdin: "",
            environment: ["LAYOUTLAB_STATE_DIR": state.path])
        #expect(written.status == 0 && written.stdout.isEmpty, "\(written.stderr)")
        let graded = try runLayoutlab(
            in: try tutorFixture(), ["grade", "loop-quiz", sheet.path, "--format", "json"], stdin: "", environment: [:])
        #expect(graded.status == 1)
        // The blank learner is the one warning: the file's name stands in for it.
        #expect(
            graded.stderr == "\(sheet.path):6:11: warning: the answer sheet's 'learner' is empty\n"
                + "  hint: write the learner's name after `learner:`; the file's name 'ann' stands in for it\n",
            "\(graded.stderr)")
        #expect(graded.stdout.components(separatedBy: "\"outcome\" : \"unanswered\"").count - 1 == 4)
        let again = try runLayoutlab(
            in: try tutorFixture(), ["quiz", "loop-quiz", "--template", "--out", sheet.path], stdin: "",
            environment: ["LAYOUTLAB_STATE_DIR": state.path])
        #expect(again.status == 2)
        #expect(
            again.stderr
                == "\(sheet.path):1:1: error: the file exists already\n  hint: give --out a new file's name, or remove this one\n"
        )
    }

    /// The sheet `layoutlab quiz` writes comes from libyaml's emitter, so `layoutlab grade` reads
    /// back any name and answer a learner can type: U+FFFE, quotes, `#`, a leading `-`.
    @Test func quizSheetKeepsAnyNameAndAnswer() throws {
        let state = stateFolder()
        let sheet = state.appendingPathComponent("odd.yaml")
        let learner = "kim\u{FFFE} \"K\" # 1"
        let result = try runLayoutlab(
            in: try tutorFixture(), ["quiz", "loop-quiz", "--lang", "en", "--learner", learner, "--out", sheet.path],
            stdin: "6\nyes\na\n- v0.visit, v1.visit\n", environment: ["LAYOUTLAB_STATE_DIR": state.path])
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        let graded = try runLayoutlab(
            in: try tutorFixture(), ["grade", "--strict", "loop-quiz", sheet.path, "--format", "json"], stdin: "",
            environment: [:])
        #expect(graded.status != 2, "\(graded.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(graded.stdout.utf8)) as? [String: Any])
        let graded0 = try #require((report["sheets"] as? [[String: Any]])?.first)
        #expect(graded0["learner"] as? String == learner)
        #expect(graded0["error"] is NSNull)
    }

    /// `layoutlab quiz` on a `vary:` lesson shows each question in the learner's variant (its
    /// names in the code), records the variant of every answered question under `variants:`, and
    /// `layoutlab grade` on that sheet grades the same variants to the same score; every question on
    /// one scenario shows that scenario's one variant. Without the
    /// `variants:` block the same answers score less, so the recorded variant is what counts.
    @Test func quizRecordsVariantsAndGradeGivesTheSameScore() throws {
        let folder = try #require(Bundle.module.url(forResource: "vary", withExtension: nil, subdirectory: "Golden"))
        // One variant per scenario: the quiz's three questions share the scenario `nested`.
        func variant(_ learner: String) -> Int {
            VariantChooser.choose(count: 3, learner: learner, lesson: "vary", scenario: "nested")
        }
        // A learner whose scenario is the 120 Hz variant (two hitches; none at 60 Hz), so grading
        // the wrong variant would mark the answer wrong.
        let learner = try #require((0..<200).map { "learner\($0)" }.first { variant($0) == 2 })
        let order = variant(learner)
        let outer = ["a1", "box", "card"][order - 1], inner = ["a2", "label", "badge"][order - 1]
        let state = stateFolder()
        let sheet = state.appendingPathComponent("sheet.yaml")
        let quiz = try runLayoutlab(
            in: folder, ["quiz", "vary-quiz", "--lang", "en", "--learner", learner, "--out", sheet.path],
            stdin: "\(outer).layoutSubviews, \(inner).layoutSubviews\nno\n2\n",
            environment: ["LAYOUTLAB_STATE_DIR": state.path])
        #expect(quiz.status == 0, "\(quiz.stderr)")
        // The code shown is the variant's: its names and its refresh rate.
        #expect(quiz.stdout.contains("let \(inner) = Slow(frame:") && quiz.stdout.contains("display.refreshRate = 120"))
        #expect(quiz.stdout.contains("Score 3/3 (100%), passing score"), "\(quiz.stdout)")
        let written = try String(contentsOf: sheet, encoding: .utf8)
        #expect(
            written.contains("variants:\n  vary/layout-after-tap: 2\n  vary/outer-marked: 2\n  vary/hitches: 2\n"),
            "\(written)")

        let graded = try runLayoutlab(
            in: folder, ["grade", "quizzes/vary-quiz.yaml", sheet.path, "--format", "json"], stdin: "", environment: [:]
        )
        #expect(graded.status == 0, "\(graded.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(graded.stdout.utf8)) as? [String: Any])
        #expect((report["sheets"] as? [[String: Any]])?.first?["score"] as? Int == 3)

        let withoutVariants = state.appendingPathComponent("no-variants.yaml")
        try String(written[..<written.range(of: "variants:")!.lowerBound]).write(
            to: withoutVariants, atomically: true, encoding: .utf8)
        let regraded = try runLayoutlab(
            in: folder, ["grade", "quizzes/vary-quiz.yaml", withoutVariants.path, "--format", "json"], stdin: "",
            environment: [:])
        let other = try #require(try JSONSerialization.jsonObject(with: Data(regraded.stdout.utf8)) as? [String: Any])
        #expect(((other["sheets"] as? [[String: Any]])?.first?["score"] as? Int ?? 3) < 3)
    }
}
