import Foundation
import TestSupport
import Testing

/// `layoutlab progress` and `reset`, and what the commands say with no state yet, over a
/// seeded progress file at a fixed moment.
@Suite struct ProgressCommandTests {
    /// `layoutlab progress` in three languages, over a seeded file, at a fixed moment, from the
    /// test lesson's folder: lesson titles from the lessons, a lesson no longer there by its id.
    @Test(arguments: ["en", "ko", "zh"])
    func progressReportGolden(language: String) throws {
        let folder = stateFolder()
        try Data(
            progressJSON(bulk: 2).replacingOccurrences(of: "dirty-flags/q1", with: "loop/total")
                .replacingOccurrences(
                    of: "\"lesson\": \"dirty-flags\", \"question\": \"q1\"",
                    with: "\"lesson\": \"loop\", \"question\": \"total\""
                )
                .utf8
        ).write(to: folder.appendingPathComponent("progress.json"))
        let result = try runLayoutlab(
            in: try tutorFixture(), ["progress", "--lang", language], stdin: "",
            environment: ["LAYOUTLAB_STATE_DIR": folder.path, "LAYOUTLAB_NOW": "2026-05-29T00:00:00Z"])
        #expect(result.status == 0)
        expectGolden(result.stdout, "progress-\(language).txt")
    }

    /// No progress yet is said plainly; the language comes from LANG when there is no --lang.
    @Test func progressWhenEmptyFollowsLANG() throws {
        let result = try runLayoutlab(
            ["progress"], environment: ["LAYOUTLAB_STATE_DIR": stateFolder().path, "LANG": "ko_KR.UTF-8", "LC_ALL": ""])
        #expect(result.status == 0)
        #expect(result.stdout == "아직 진도가 없어요. `layoutlab study`로 시작해 보세요.\n")
    }

    /// A corrupt progress file is moved aside with a message on stderr, never overwritten.
    @Test func corruptProgressIsMovedAsideByTheCLI() throws {
        let folder = stateFolder()
        try Data("{ half a file".utf8).write(to: folder.appendingPathComponent("progress.json"))
        let result = try runLayoutlab(
            ["progress"], environment: ["LAYOUTLAB_STATE_DIR": folder.path, "LAYOUTLAB_NOW": "2026-05-29T09:00:00Z"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("progress.json: could not be read (not a JSON object). It was moved to"))
        let aside = folder.appendingPathComponent("progress.json.corrupt-20260529T090000Z")
        #expect(try String(contentsOf: aside, encoding: .utf8) == "{ half a file")
    }

    /// `reset` asks; "n" (or no answer) clears nothing and exits 1; "y" clears; `--yes` does not ask.
    @Test func resetAsksBeforeClearing() throws {
        let folder = stateFolder()
        let file = folder.appendingPathComponent("progress.json")
        try Data(progressJSON(bulk: 1).utf8).write(to: file)
        let environment = ["LAYOUTLAB_STATE_DIR": folder.path]
        let refused = try runLayoutlab(["reset"], stdin: "n\n", environment: environment)
        #expect(refused.status == 1)
        #expect(refused.stdout == "Clear all your progress? [y/N] n\nNothing was cleared.\n")
        let silent = try runLayoutlab(["reset"], stdin: "", environment: environment)
        #expect(silent.status == 1)
        let lesson = try runLayoutlab(["reset", "dirty-flags", "--lang", "zh"], stdin: "是\n", environment: environment)
        #expect(lesson.status == 0)
        #expect(lesson.stdout == "要清除课程“dirty-flags”的学习进度吗？[y/N] 是\n已清除课程“dirty-flags”的学习进度。\n")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(!text.contains("dirty-flags/q1") && text.contains("bulk/q0"))
        let nothing = try runLayoutlab(["reset", "dirty-flags", "--yes"], environment: environment)
        #expect(nothing.status == 1)
        #expect(nothing.stdout == "There is no progress in lesson “dirty-flags” to clear.\n")
        let all = try runLayoutlab(["reset", "--yes"], environment: environment)
        #expect(all.status == 0)
        #expect(all.stdout == "All progress cleared.\n")
    }

    /// `reset` on an empty state says there is nothing to clear (exit 1) without asking;
    /// options go anywhere (`layoutlab --lang ko review`); `review` on a fresh state says
    /// nothing has been answered yet.
    @Test func emptyStateCommandsSaySo() throws {
        let environment = ["LAYOUTLAB_STATE_DIR": stateFolder().path]
        let reset = try runLayoutlab(in: try tutorFixture(), ["reset"], stdin: "", environment: environment)
        #expect(reset.status == 1)
        #expect(reset.stdout == "There is no progress to clear.\n")
        let review = try runLayoutlab(
            in: try tutorFixture(), ["--lang", "ko", "review"], stdin: "", environment: environment)
        #expect(review.status == 0)
        #expect(review.stdout.hasPrefix("아직 푼 문제가 없어서 복습할 것도 없어요."))
        let study = try runLayoutlab(
            in: try tutorFixture(), ["study", "01-loop", "--lang", "en"], stdin: ":quit\n", environment: environment)
        #expect(study.stdout.contains("Lesson 1 · A loop"))
    }
}
