import Foundation
import TestSupport
import Testing

/// Issue 15: an answer sheet's `variants:` entry naming a variant the question does not have is
/// a located input error (exit 2) naming the number's line and column and what to write, not
/// silently graded as the nearest variant (with --strict; by default the answer is graded as not
/// answered, with that error as a warning): above the scenario's variant count (4 of 3), on a
/// question without `vary:` (variant 2 of 1), and 0, negative or beyond Int.
@Test func sheetVariantsTheQuestionDoesNotHaveAreLocatedErrors() throws {
    let golden = try #require(Bundle.module.resourceURL?.appendingPathComponent("Golden"))
    var transcript = ""
    for (folder, quiz, sheet) in [
        ("vary", "vary-quiz", "beyond"), ("vary", "vary-quiz", "zero"), ("vary", "vary-quiz", "negative"),
        ("vary", "vary-quiz", "huge"), ("grading", "sums-quiz", "no-vary"),
    ] {
        let result = try runLayoutlab(
            ["grade", "--strict", "quizzes/\(quiz).yaml", "bad-variants/\(sheet).yaml"],
            currentDirectory: golden.appendingPathComponent(folder))
        #expect(result.status == 2, "\(sheet): \(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains("bad-variants/\(sheet).yaml:8:")
                || result.stderr.contains("bad-variants/\(sheet).yaml:7:"),
            "\(sheet): \(result.stderr)")
        transcript +=
            "$ layoutlab grade --strict quizzes/\(quiz).yaml bad-variants/\(sheet).yaml  (in \(folder), exit \(result.status))\n"
            + result.stdout + result.stderr + "\n"
    }
    expectGolden(transcript, "cli/grade-bad-variants.txt")
}
