// The tutor's work between two prompts: saving progress after an answer (atomic, fsync'd),
// loading it at start, and drawing a long trace.
import Foundation
import Tutor

/// `layoutlab-bench tutor [QUESTIONS]`: progress save and load for QUESTIONS answered
/// questions (default 200, a course of 20 lessons of 10, every one answered ten times), and a
/// 10,000-row trace diagram.
enum TutorBenchmark: Benchmark {
    static let name = "tutor"

    static func run(_ arguments: [String]) {
        let questions = arguments.first.flatMap(Int.init) ?? 200
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var progress = LearnerProgress()
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        for index in 0..<questions {
            for attempt in 0..<10 {
                progress.record(
                    lesson: "lesson-\(index / 20)", question: "question-\(index)",
                    answer: "a2.layoutSubviews, a1.layoutSubviews",
                    correct: attempt % 3 == 0, at: start.addingTimeInterval(Double(attempt) * 60))
                progress.schedule(
                    lesson: "lesson-\(index / 20)", question: "question-\(index)",
                    rating: attempt % 3 == 0 ? .good : .again,
                    at: start.addingTimeInterval(Double(attempt) * 60))
            }
        }
        do {
            var (store, _, _) = try ProgressStore.open(folder: folder)
            store.progress = progress
            let save = measure { try? store.save() }
            let bytes = (try? FileManager.default.attributesOfItem(atPath: store.url.path)[.size] as? Int) ?? 0
            emitJSON([
                "benchmark": "tutor.save-progress", "questions": questions, "bytes": bytes,
                "minMs": save.min * 1000, "medianMs": save.median * 1000, "targetMs": 100,
            ])
            var loaded = 0
            let load = measure {
                loaded = (try? ProgressStore.open(folder: folder))?.store.progress.questions.count ?? 0
            }
            emitJSON([
                "benchmark": "tutor.load-progress", "questions": loaded, "bytes": bytes,
                "minMs": load.min * 1000, "medianMs": load.median * 1000, "targetMs": 100,
            ])
        } catch {
            emitJSON(["benchmark": "tutor.save-progress", "error": "\(error)"])
        }
        let phases = ["update constraints", "layout", "display", "commit"]
        let rows = (0..<10_000).map { index in
            TraceRow(
                commit: index / 100, phase: phases[(index / 25) % 4], depth: index % 4,
                call: "view\(index % 50).layoutSubviews()",
                note: "needsLayout ← #\(index)")
        }
        var characters = 0
        let draw = measure { characters = TraceDiagram(rows: rows).render(style: TextStyle(colored: false)).count }
        emitJSON([
            "benchmark": "tutor.trace-diagram", "rows": rows.count, "characters": characters,
            "minMs": draw.min * 1000, "medianMs": draw.median * 1000, "targetMs": 100,
        ])
    }
}
