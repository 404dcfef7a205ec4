// `layoutlab-bench sheet-keys [N…]`: `layoutlab grade` on one answer sheet with N answer keys
// (default 10,000, 20,000 and 40,000), as a hostile or broken sheet may have: one of the quiz's
// answers, then keys the quiz does not ask. Run like `sheets` (the release `layoutlab` beside this
// binary, from the repository root). Each row gives the median wall time and microseconds per key:
// the time must grow linearly with the keys, so µs/key stays flat from row to row (a quadratic
// cost doubles it with each doubling of N). A sheet holds at most 100,000 YAML values
// (`YAMLLoader.maximumNodes`; each key is two, its name and its answer), so 40,000 keys is the
// largest doubling that `grade` still reads; a row whose sheet was not graded (exit 2) is an
// error, and the benchmark then exits 1.
import Foundation

enum SheetKeysBenchmark: Benchmark {
    static let name = "sheet-keys"

    static func run(_ arguments: [String]) {
        let counts = arguments.compactMap { Int($0) }.filter { $0 > 0 && $0 <= 1_000_000 }
        let sizes = counts.isEmpty ? [10_000, 20_000, 40_000] : counts
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("layoutlab").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            emitJSON([
                "benchmark": "grading.sheet-keys",
                "error": "no layoutlab beside layoutlab-bench (\(binary)); swift build -c release",
            ])
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-bench-keys-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var ungraded: [Int] = []
        for count in sizes {
            var text =
                "quiz: render-loop-basics\nlearner: many\nlang: en\nanswers:\n  dirty-flags/layout-after-tap: a2.layoutSubviews\n"
            for key in 1..<count { text += "  s/\(key): a\n" }
            let path = folder.appendingPathComponent("keys-\(count).yaml").path
            FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            var peakKB = 0
            var status: Int32 = -1
            let timing = measure(samples: 3) {
                let run = SheetsBenchmark.spawn(
                    binary, ["grade", SheetsBenchmark.defaultQuizPath, path, "--format", "json"])
                status = run.status
                peakKB = max(peakKB, run.peakKB)
            }
            // 0 or 1: graded (one right answer of 13 misses the pass mark); 2: not read at all.
            var row: [String: Any] = [
                "benchmark": "grading.sheet-keys", "keys": count, "bytes": text.utf8.count, "exitStatus": status,
                "peakRSSMB": Double(peakKB) / 1024, "minMs": timing.min * 1000, "medianMs": timing.median * 1000,
                "microsecondsPerKey": timing.median * 1_000_000 / Double(count),
            ]
            if status != 0 && status != 1 {
                row["error"] =
                    "layoutlab grade exited \(status): the sheet was not graded, so the time measures a refusal"
                ungraded.append(count)
            }
            emitJSON(row)
        }
        if !ungraded.isEmpty { exit(1) }
    }
}
