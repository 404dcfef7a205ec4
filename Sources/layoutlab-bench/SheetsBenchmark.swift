// `layoutlab-bench sheets [final-exam | QUIZ.yaml] [varied] [N…]`: `layoutlab grade` over N answer
// sheets exactly as an instructor runs it: the release `layoutlab` beside this binary, in a
// child process, its report (JUnit) to /dev/null. Each row gives the wall time and the child's
// peak RSS (wait4), so "memory flat in the number of sheets" is read off two rows.
// Targets: 1,000 sheets of the 13-question quiz (the default; also 4,000) < 10 s; 10,000 sheets
// of the final exam (`final-exam`, 92 questions) < 10 s. Run from the repository root (it
// grades quizzes/ over lessons/). `varied` spells every answer of every sheet differently (the
// sample between spaces, which grading ignores, in numbers no other sheet has), so no verdict
// the grader keeps is asked for again: the cost of a class whose answers all differ.
import Foundation
import Lessons

#if canImport(Glibc)
    import Glibc
    import TextBasics
#endif

enum SheetsBenchmark: Benchmark {
    static let name = "sheets"
    static let defaultQuizPath = "quizzes/render-loop-basics.yaml"
    static let finalExamPath = "quizzes/final-exam.yaml"

    static func run(_ arguments: [String]) {
        let finalExam = arguments.contains("final-exam")
        let varied = arguments.contains("varied")
        let quizPath =
            arguments.first { $0.hasSuffix(".yaml") } ?? (finalExam ? finalExamPath : defaultQuizPath)
        let counts = arguments.compactMap { Int($0) }.filter { $0 > 0 && $0 <= 100_000 }
        let sizes = counts.isEmpty ? (finalExam ? [10_000] : [1_000, 4_000]) : counts
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("layoutlab").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            emitJSON([
                "benchmark": "grading.sheets",
                "error": "no layoutlab beside layoutlab-bench (\(binary)); swift build -c release",
            ])
            return
        }
        let library = LessonLibrary.load(paths: ["lessons", quizPath])
        guard let quiz = library.quizzes.first(where: { $0.position.file == quizPath }) else {
            emitJSON(["benchmark": "grading.sheets", "error": "\(quizPath) not found; run from the repository root"])
            return
        }
        // Each question's answers are its lesson's samples, right and wrong: sheet k gives
        // sample (k + i) of question i, so the sheets differ and both verdicts are graded.
        // A sheet without `variants:` is graded on variant 1, so samples written with
        // placeholders (`{outer}.layoutSubviews`) are filled with variant 1's values.
        let answers: [(QuestionReference, [String])] = quiz.questions.map { entry in
            guard let (lesson, question) = library.resolve(entry.reference) else { return (entry.reference, []) }
            let values = lesson.scenario(question.scenario)?.variants?.values(of: 1) ?? [:]
            return (entry.reference, question.samples.map { ScenarioVariants.substitute($0.text, values) })
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-bench-sheets-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let largest = sizes.max() ?? 0
        var paths: [String] = []
        for k in 0..<largest {
            var text = "quiz: \(quiz.id)\nlearner: \"learner \(k)\"\nlang: en\nanswers:\n"
            for (index, (reference, samples)) in answers.enumerated() where !samples.isEmpty {
                let sample = samples[(k + index) % samples.count]
                // Spaces before and after, in a number no other sheet has (up to 10,000 sheets).
                let answer =
                    varied
                    ? String(repeating: " ", count: k % 100) + sample + String(repeating: " ", count: 1 + k / 100)
                    : sample
                text += "  \(reference): \(quoted(answer))\n"
            }
            let path = folder.appendingPathComponent("sheet-\(k).yaml").path
            FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            paths.append(path)
        }
        for count in sizes {
            var peakKB = 0
            var status: Int32 = -1
            let timing = measure(samples: count >= 10_000 ? 1 : 3) {
                let run = spawn(binary, ["grade", quizPath] + paths.prefix(count) + ["--format", "junit"])
                status = run.status
                peakKB = max(peakKB, run.peakKB)
            }
            emitJSON([
                "benchmark": "grading.sheets", "sheets": count, "quiz": quiz.id, "questions": quiz.questions.count,
                "answers": varied ? "varied" : "samples",
                "format": "junit", "exitStatus": status, "peakRSSMB": Double(peakKB) / 1024,
                // 10 ms a sheet of the 13-question quiz; the final exam's 10,000 sheets in 10 s.
                "minMs": timing.min * 1000, "medianMs": timing.median * 1000,
                "targetMs": quizPath == finalExamPath ? count : count * 10,
            ])
        }
    }

    /// A YAML double-quoted string.
    static func quoted(_ text: String) -> String { YAMLQuoting.doubleQuoted(text) }

    /// Runs `binary` with `arguments`, output to /dev/null; its exit status and peak RSS in KB.
    static func spawn(_ binary: String, _ arguments: [String]) -> (status: Int32, peakKB: Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Safe: each strdup copy lives until the deferred free, after posix_spawn has copied
        // argv into the child; the array ends with nil as posix_spawn requires.
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { return (-1, 0) }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        return ((status >> 8) & 0xFF, usage.ru_maxrss)
    }
}
