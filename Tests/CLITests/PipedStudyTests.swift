import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `layoutlab study` and `review` driven through a pipe: transcripts, what comes due, variants,
/// and a second session beside a running one.
@Suite struct PipedStudyTests {
    /// A scripted (piped) study session from the lesson folder: reading, a wrong try and a right
    /// retry, an unreadable answer (no try used), hint, :code, the end of input quitting; then,
    /// an hour later, `review` asks every question again (FSRS learning steps). Transcripts golden.
    @Test func pipedStudyThenReviewGolden() throws {
        let state = stateFolder()
        let environment = [
            "LAYOUTLAB_STATE_DIR": state.path, "LAYOUTLAB_NOW": "2026-05-29T09:00:00Z", "LANG": "en_US.UTF-8",
            "LC_ALL": "",
        ]
        let study = try runLayoutlab(
            in: try tutorFixture(), [],
            stdin: "\n\n:hint\n6\n3\nperhaps\nyes\n:code\nb\na\nv0.visit -> v1.visit -> v2.visit\n",
            environment: environment)
        #expect(study.status == 0)
        #expect(study.stderr == "")
        expectGolden(study.stdout, "study-piped-en.txt")
        // An hour later every answered question is due: the wrong ones after FSRS's 1-minute
        // learning step, the right ones after its 10-minute step.
        var later = environment
        later["LAYOUTLAB_NOW"] = "2026-05-29T10:00:00Z"
        let review = try runLayoutlab(
            in: try tutorFixture(), ["review", "--lang", "ko"], stdin: "3\na\n예\nv0.visit -> v1.visit -> v2.visit\n",
            environment: later)
        #expect(review.status == 0)
        expectGolden(review.stdout, "review-piped-ko.txt")
        let progress = try runLayoutlab(
            in: try tutorFixture(), ["progress", "--lang", "zh"], stdin: "", environment: later)
        expectGolden(progress.stdout, "progress-after-study-zh.txt")
    }

    /// Issue 13: `review` after two answers counts only those two as due, and only once FSRS's
    /// learning steps have passed (again: 1 minute, good: 10 minutes); the lesson's two
    /// unanswered questions are offered as new, never called due.
    @Test func reviewCountsOnlyAnsweredQuestionsAsDue() throws {
        let state = stateFolder()
        var environment = [
            "LAYOUTLAB_STATE_DIR": state.path, "LAYOUTLAB_NOW": "2026-05-29T09:00:00Z", "LANG": "en_US.UTF-8",
            "LC_ALL": "",
        ]
        // Question 1 right at the first try (good), question 2 given up (again), then quit.
        let study = try runLayoutlab(
            in: try tutorFixture(), [], stdin: "\n\n3\n:reveal\n:quit\n", environment: environment)
        #expect(study.status == 0)
        var transcript = ""
        for (moment, label) in [
            ("2026-05-29T09:00:00Z", "at once"), ("2026-05-29T09:02:00Z", "2 minutes later"),
            ("2026-05-29T09:30:00Z", "30 minutes later"),
        ] {
            environment["LAYOUTLAB_NOW"] = moment
            let review = try runLayoutlab(
                in: try tutorFixture(), ["review"], stdin: ":quit\n", environment: environment)
            #expect(review.status == 0)
            // What review says before the first question: the heading and its counts.
            let heading = review.stdout.components(separatedBy: "\n\n")[0]
            transcript += "# \(label) (\(moment))\n" + heading + "\n"
        }
        let flat = transcript.replacingOccurrences(of: "\n", with: " ")
        #expect(flat.contains("Review: nothing is due yet; 2 new question(s)"))
        #expect(flat.contains("Review: 1 question(s) due, then 2 new question(s)"))
        #expect(flat.contains("Of these: 1 still being learned (steps minutes apart), 0 on intervals of days."))
        #expect(flat.contains("Review: 2 question(s) due, then 2 new question(s)"))
        #expect(flat.contains("Of these: 2 still being learned (steps minutes apart), 0 on intervals of days."))
        expectGolden(transcript, "review-count-en.txt")
    }

    /// A second tutor on the same state folder is told another session is open and may study
    /// read-only (nothing saved, and the goodbye says so) while the first keeps the lock.
    @Test func secondSessionIsOfferedReadOnly() throws {
        let state = stateFolder()
        let environment = ["LAYOUTLAB_STATE_DIR": state.path, "LAYOUTLAB_NOW": "2026-05-29T09:00:00Z"]
        let first = Process()
        first.executableURL = try layoutlabBinary()
        first.arguments = ["study", "loop"]
        first.currentDirectoryURL = try tutorFixture()
        first.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let input = Pipe()
        first.standardInput = input
        first.standardOutput = FileHandle.nullDevice
        first.standardError = FileHandle.nullDevice
        try first.run()
        defer {
            try? input.fileHandleForWriting.close()
            first.waitUntilExit()
        }
        // Wait until the first session holds the lock (its reading prompt is up).
        let lockFile = state.appendingPathComponent("lock").path
        let deadline = Date().addingTimeInterval(10)
        while access(lockFile, F_OK) != 0 && Date() < deadline { usleep(10_000) }
        usleep(300_000)
        let second = try runLayoutlab(
            in: try tutorFixture(), ["study", "loop"], stdin: "r\n:skip\n3\n", environment: environment)
        #expect(second.stdout.contains("Another tutor session is open on this progress"))
        #expect(second.stdout.contains("Read-only: you can study, but nothing you answer is saved."))
        #expect(second.stdout.contains("✓ Correct."))
        #expect(second.stdout.contains("Read-only session: nothing was saved."))
        #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("progress.json").path))
        let reset = try runLayoutlab(in: try tutorFixture(), ["reset", "--yes"], stdin: "", environment: environment)
        #expect(reset.status == 2)
        #expect(reset.stderr.contains("Another tutor session is open"))
    }

    /// Study shows a `vary:` question in a variant chosen for the learner, the prompt's and the
    /// code's names substituted, records it, and a lapse asked again later in the session (as a
    /// review would) shows a different variant than the one just seen.
    @Test func studyShowsAnotherVariantWhenAQuestionComesBack() throws {
        let folder = try #require(Bundle.module.url(forResource: "vary", withExtension: nil, subdirectory: "Golden"))
        let state = stateFolder()
        let result = try runLayoutlab(
            in: folder, ["study", "vary", "--lang", "en"], stdin: String(repeating: ":reveal\n", count: 5),
            environment: ["LAYOUTLAB_STATE_DIR": state.path, "USER": "park", "LAYOUTLAB_NOW": "2026-05-29T09:00:00Z"])
        #expect(result.status == 0, "\(result.stderr)")
        // Each sight of question 1: the prompt names its inner view, and the code declares it.
        let sights = result.stdout.components(separatedBy: "Question 1 of 4").dropFirst().map { block in
            block.components(separatedBy: "Question ").first ?? block
        }
        #expect(sights.count == 2, "\(result.stdout)")
        let inners = sights.compactMap { sight in ["a2", "label", "badge"].first { sight.contains("(\($0) is ") } }
        #expect(inners.count == 2 && inners[0] != inners[1], "\(inners)")
        for (sight, inner) in zip(sights, inners) {
            #expect(sight.contains("let \(inner) = Slow(frame:"))
            #expect(sight.contains("The answer: ") && sight.contains("\(inner).layoutSubviews"))
        }
        let data = try Data(contentsOf: state.appendingPathComponent("progress.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entry = try #require((object["questions"] as? [String: [String: Any]])?["vary/layout-after-tap"])
        #expect(entry["lastVariant"] as? Int == ["a2", "label", "badge"].firstIndex(of: inners.last ?? "")! + 1)
    }
}
