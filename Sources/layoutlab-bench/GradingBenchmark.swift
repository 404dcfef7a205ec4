// `layoutlab-bench grading`: `layoutlab check` over the shipped content, and grading one answer
// against a cached run. Targets: check < 1 s; one answer < 30 ms.
import Foundation
import Grading
import Lessons
import Simulator

/// Times `layoutlab check`'s work on `lessons quizzes` (or the paths given), and the grading of
/// one wrong answer to an order question over a real simulator trace of 200 views laid out
/// (the explanation then has 200 findings and a cut trace slice: the worst case for one answer).
enum GradingBenchmark: Benchmark {
    static let name = "grading"

    static func run(_ arguments: [String]) {
        let paths = arguments.isEmpty ? ["lessons", "quizzes"] : arguments
        var result: LessonChecker.Result?
        let check = measure(samples: 5) {
            result = LessonChecker.check(LessonLibrary.load(paths: paths), engine: ScenarioLanguageEngine())
        }
        emitJSON([
            "benchmark": "grading.check", "paths": paths.joined(separator: " "), "lessons": result?.lessons ?? 0,
            "questions": result?.questions ?? 0, "scenarios": result?.scenarios ?? 0, "samples": result?.samples ?? 0,
            "problems": result?.diagnostics.count ?? 0, "minMs": check.min * 1000, "medianMs": check.median * 1000,
            "targetMs": 1000,
        ])

        do {
            let (grader, question, lesson) = try wideLayoutGrader(views: 200)
            let wrong = (0..<200).reversed().map { "v\($0).layoutSubviews" }.joined(separator: " → ")
            // Runs and caches the scenario.
            _ = try grader.grade(question: question, in: lesson, answer: wrong, language: .ko)
            var findings = 0
            let events = grader.cache.record(of: lesson.scenarios[0], in: lesson).trace.events.count
            let one = measure(samples: 9) {
                if let verdict = try? grader.grade(question: question, in: lesson, answer: wrong, language: .ko) {
                    findings = verdict.explanation.findings.count
                    _ = ExplanationRenderer.lines(verdict.explanation, language: .ko)
                }
            }
            emitJSON([
                "benchmark": "grading.grade-one", "views": 200, "traceEvents": events, "findings": findings,
                "minMs": one.min * 1000, "medianMs": one.median * 1000, "targetMs": 30,
            ])
        } catch {
            emitJSON(["benchmark": "grading.grade-one", "error": "\(error)"])
        }
        shippedAnswers(paths: paths)
    }

    /// Grading each sample answer of the shipped lessons (right and wrong, every kind) with its
    /// explanation rendered, every scenario already run: what a sheet of 13 answers, the tutor
    /// and `answer-fuzz` pay per answer once the runs are cached.
    static func shippedAnswers(paths: [String]) {
        let library = LessonLibrary.load(paths: paths)
        let grader = Grader(library: library, engine: ScenarioLanguageEngine())
        var answers: [(Lesson, Question, String)] = []
        for lesson in library.lessons {
            for question in lesson.questions {
                guard (try? grader.expectedAnswer(for: question, in: lesson)) != nil else { continue }
                answers += question.samples.map { (lesson, question, $0.text) }
            }
        }
        var lines = 0
        let all = measure(samples: 5) {
            lines = 0
            for (lesson, question, text) in answers {
                if let verdict = try? grader.grade(question: question, in: lesson, answer: text, language: .en) {
                    lines += ExplanationRenderer.lines(verdict.explanation, language: .en).count
                }
            }
        }
        let perAnswer = answers.isEmpty ? 0 : 1000 / Double(answers.count)
        emitJSON([
            "benchmark": "grading.shipped-answers", "answers": answers.count, "explanationLines": lines,
            "minMsPerAnswer": all.min * perAnswer, "medianMsPerAnswer": all.median * perAnswer,
        ])
    }

    /// A lesson whose one scenario lays out `views` sibling views after the mark "tap".
    static func wideLayoutGrader(views: Int) throws -> (Grader, Question, Lesson) {
        let here = FilePosition(file: "bench.yaml", line: 1, column: 1)
        let question = Question(
            id: "order", position: here, scenario: "wide", scenarioPosition: here, kind: .order,
            expect: Query("trace.after(\"tap\").calls(\"layoutSubviews\")", at: here))
        let scenario = LessonScenario(id: "wide", position: here, code: "", codePosition: here)
        let lesson = Lesson(
            id: "bench", position: here, order: 1, languages: [.en], scenarios: [scenario], questions: [question])
        let record = try SimulatedRecord(views: views)
        return (
            Grader(library: LessonLibrary(lessons: [lesson]), engine: SimulatedEngine(record: record)), question, lesson
        )
    }
}

/// One run of the simulator, driven from Swift: `views` subviews of the root, all marked after "tap".
final class SimulatedRecord: ScenarioRecord {
    let failure: LessonDiagnostic? = nil
    let raised: String? = nil
    let trace: TraceDigest
    let calls: [String]

    init(views: Int) throws {
        let simulation = Simulation()
        let controller = UIViewController(simulation)
        controller.traceName = "vc"
        var children: [UIView] = []
        for index in 0..<views {
            let view = UIView(simulation, frame: CGRect(x: 0, y: Double(index) * 4, width: 390, height: 4))
            view.traceName = "v\(index)"
            try controller.view.addSubview(view)
            children.append(view)
        }
        try simulation.window.setRootViewController(controller)
        _ = try simulation.runLoop.runUntilIdle()
        simulation.trace.mark("tap")
        for view in children { view.setNeedsLayout() }
        try simulation.runLoop.runOnce()
        trace = TraceDigest(simulation.trace)
        calls = simulation.trace.after("tap").calls("layoutSubviews")
    }

    func evaluate(_ query: Query) throws(LessonDiagnostic) -> SimulatedValue {
        .list(calls.map { .string($0) })
    }
}

/// Hands out the one prepared run.
struct SimulatedEngine: ScenarioEngine {
    let record: SimulatedRecord

    func run(_ scenario: LessonScenario) -> any ScenarioRecord { record }
}
