import Foundation
import Lessons
import Scenario

/// `layoutlab check`'s second half: runs every scenario, evaluates every `expect` and option
/// predicate, and grades every sample answer expecting its declared verdict.
public struct LessonChecker {
    /// What a check found.
    public struct Result: Sendable {
        /// Every problem, sorted by file and position; empty when the content is sound.
        public var diagnostics: [LessonDiagnostic]
        /// Lessons checked.
        public var lessons: Int
        /// Questions checked.
        public var questions: Int
        /// Scenarios run.
        public var scenarios: Int
        /// Sample answers graded.
        public var samples: Int
        /// Quizzes checked.
        public var quizzes: Int
    }

    /// Scenario runs (each variant is one) one check makes: the course needs about a hundred.
    public static let maximumScenarioRuns = 1_000

    /// Checks `library` (already linted while loading), running scenarios with `engine`.
    public static func check(_ library: LessonLibrary, engine: any ScenarioEngine) -> Result {
        check(library, grader: Grader(library: library, engine: engine))
    }

    /// Checks `library` with `grader` (built on it). `alongside` is the caller's own check of a
    /// lesson (the tutor's part of `check`), run with the grader holding the lesson's runs.
    ///
    /// Lessons are checked one at a time per core, each on its own grader when the engine can
    /// run scenarios on several threads (`ScenarioEngine.runsConcurrently`), else one after the
    /// other on `grader`. A lesson's runs are released once its checks that read runs are done
    /// (samples, model-choice reruns, `alongside`): `grader` keeps the expected answers, which
    /// are all the course-wide checks read, so a check holds one lesson's simulations per core.
    ///
    /// `besides` are the caller's course-wide checks (the language lint, say) that need no
    /// grader: they run on the same cores, between the lessons.
    public static func check(
        _ library: LessonLibrary, grader: Grader,
        alongside: (Lesson, Grader) -> [LessonDiagnostic] = { _, _ in [] },
        besides: [() -> [LessonDiagnostic]] = []
    ) -> Result {
        var diagnostics = library.diagnostics
        // The course rules (basis, questions that stand alone) hold for `check` only, so a draft
        // lesson still loads for `study` and `grade`.
        let jobs = [{ CourseLint.check(library) }] + besides
        let lessons = library.lessons
        // Bounded, so a folder of thousands of scenarios ends in seconds with a located error:
        // the scenarios past the bound, in course order, are not run.
        var runs = 0
        var notRun: [Set<String>] = []
        for lesson in lessons {
            var skipped = Set<String>()
            for scenario in lesson.scenarios {
                runs += scenario.variantCount
                guard runs > maximumScenarioRuns else { continue }
                if runs - scenario.variantCount <= maximumScenarioRuns {
                    diagnostics.append(
                        LessonDiagnostic(
                            "check runs at most \(maximumScenarioRuns) scenarios (variants counted) at a time; this one and the rest were not run",
                            at: scenario.position,
                            hint: "check fewer lessons at a time, e.g. `layoutlab check lessons/01-*`"))
                }
                skipped.insert(scenario.id)
            }
            notRun.append(skipped)
        }
        var outcomes = [LessonOutcome](repeating: LessonOutcome(), count: lessons.count)
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, lessons.count + jobs.count)
        if grader.runsConcurrently && workers > 1 {
            // The course-wide jobs first (each costs about what the largest lessons do), then
            // the lessons with the most scenario runs, so no core is left with a big one at the end.
            let order =
                jobs.indices.map { SharedWork.Item.job($0) }
                + lessons.indices.sorted { runCount(of: lessons[$0]) > runCount(of: lessons[$1]) }.map {
                    SharedWork.Item.lesson($0)
                }
            let notRun = notRun
            let found = withoutActuallyEscaping(alongside) { alongside in
                let work = SharedWork(order: order, grader: grader, alongside: alongside, jobs: jobs)
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    // On a large-stack thread, where each scenario run and query runs in place
                    // instead of being handed to one and waited for: a check makes thousands.
                    LargeStack.run {
                        while let item = work.take() {
                            switch item {
                            case .job(let index):
                                work.finish(job: index, work.jobs[index]())
                            case .lesson(let index):
                                let own = work.grader.sibling()
                                let outcome = check(
                                    lessons[index], skipping: notRun[index], grader: own, alongside: work.alongside)
                                work.finish(index, outcome, own)
                            }
                        }
                    }
                }
                return work.results(lessons: lessons.count)
            }
            outcomes = found.lessons
            diagnostics += found.jobs
        } else {
            for index in lessons.indices {
                outcomes[index] = check(lessons[index], skipping: notRun[index], grader: grader, alongside: alongside)
            }
            for job in jobs { diagnostics += job() }
        }
        for outcome in outcomes { diagnostics += outcome.diagnostics }
        diagnostics += CourseBalance.check(library, grader: grader)
        return Result(
            diagnostics: diagnostics.sortedByPosition(), lessons: lessons.count,
            questions: outcomes.map(\.questions).reduce(0, +), scenarios: grader.cache.runCount,
            samples: outcomes.map(\.samples).reduce(0, +), quizzes: library.quizzes.count)
    }

    /// What checking one lesson found.
    struct LessonOutcome {
        var diagnostics: [LessonDiagnostic] = []
        var questions = 0
        var samples = 0
    }

    /// The lessons and course-wide jobs left to do and what the done ones found, shared by the
    /// threads doing them. `@unchecked Sendable`: `lock` guards `next`, the results and
    /// `grader` (whose only use off the lock is `sibling()`, which reads what never changes);
    /// each thread checks its lesson on a grader of its own.
    private final class SharedWork: @unchecked Sendable {
        enum Item {
            case lesson(Int)
            case job(Int)
        }

        let grader: Grader
        let alongside: (Lesson, Grader) -> [LessonDiagnostic]
        let jobs: [() -> [LessonDiagnostic]]
        private let order: [Item]
        private let lock = NSLock()
        private var next = 0
        private var lessons: [Int: LessonOutcome] = [:]
        private var jobResults: [Int: [LessonDiagnostic]] = [:]

        init(
            order: [Item], grader: Grader, alongside: @escaping (Lesson, Grader) -> [LessonDiagnostic],
            jobs: [() -> [LessonDiagnostic]]
        ) {
            self.order = order
            self.grader = grader
            self.alongside = alongside
            self.jobs = jobs
        }

        /// The next lesson or job, nil when none is left.
        func take() -> Item? {
            lock.lock()
            defer { lock.unlock() }
            guard next < order.count else { return nil }
            next += 1
            return order[next - 1]
        }

        /// Keeps a lesson's outcome and its grader's answers and run count.
        func finish(_ index: Int, _ outcome: LessonOutcome, _ own: Grader) {
            lock.lock()
            defer { lock.unlock() }
            lessons[index] = outcome
            grader.absorb(own)
        }

        /// Keeps a job's diagnostics.
        func finish(job index: Int, _ diagnostics: [LessonDiagnostic]) {
            lock.lock()
            defer { lock.unlock() }
            jobResults[index] = diagnostics
        }

        /// The lessons' outcomes in lesson order, and the jobs' diagnostics in job order.
        func results(lessons count: Int) -> (lessons: [LessonOutcome], jobs: [LessonDiagnostic]) {
            lock.lock()
            defer { lock.unlock() }
            return (
                (0..<count).map { lessons[$0] ?? LessonOutcome() },
                jobs.indices.flatMap { jobResults[$0] ?? [] }
            )
        }
    }

    /// Scenario runs `lesson` makes (each variant one): the cost a lesson's check roughly follows.
    static func runCount(of lesson: Lesson) -> Int {
        lesson.scenarios.map(\.variantCount).reduce(0, +)
    }

    /// Runs `lesson`'s scenarios (but those in `notRun`), grades its samples, runs the checks that
    /// read runs, releases the runs from `grader`, then runs the checks that read its answers.
    static func check(
        _ lesson: Lesson, skipping notRun: Set<String>, grader: Grader,
        alongside: (Lesson, Grader) -> [LessonDiagnostic]
    ) -> LessonOutcome {
        var outcome = LessonOutcome()
        var failedScenarios = notRun
        for scenario in lesson.scenarios where !notRun.contains(scenario.id) {
            // Every variant runs: each must complete, since each is what some learner sees.
            for variant in 1...scenario.variantCount {
                let record = grader.cache.record(of: scenario.variant(variant), in: lesson)
                // Teaching shorthands warn (docs/prelude.swift); variants share the code's
                // shape, so the first variant's stand for all.
                if variant == 1 { outcome.diagnostics.append(contentsOf: record.warnings) }
                if let failure = record.failure {
                    outcome.diagnostics.append(
                        scenario.variants.map { failure.inVariant($0.label(of: variant)) } ?? failure)
                    failedScenarios.insert(scenario.id)
                }
            }
        }
        for question in lesson.questions {
            outcome.questions += 1
            guard let scenario = lesson.scenario(question.scenario), !failedScenarios.contains(question.scenario)
            else { continue }
            for variant in 1...scenario.variantCount {
                let label = scenario.variants?.label(of: variant)
                do throws(LessonDiagnostic) {
                    _ = try grader.expectedAnswer(for: question, in: lesson, variant: variant)
                    for sample in question.substituted(scenario.values(of: variant)).samples {
                        outcome.samples += 1
                        let verdict = try grader.grade(
                            question: question, in: lesson, answer: sample.text, language: .en, variant: variant)
                        if let problem = mismatch(sample, verdict) {
                            outcome.diagnostics.append(label.map { problem.inVariant($0) } ?? problem)
                        }
                    }
                } catch {
                    outcome.diagnostics.append(label.map { error.inVariant($0) } ?? error)
                }
            }
        }
        // The checks that read runs, not only answers, before the runs go.
        outcome.diagnostics += ModelChoiceCheck.check(lesson, grader: grader)
        outcome.diagnostics += MarkCheck.check(lesson, grader: grader)
        outcome.diagnostics += alongside(lesson, grader)
        grader.release(lesson)
        // The checks that read the lesson's answers only, on the lesson's core rather than after
        // every lesson, where one core would do them while the other waits.
        outcome.diagnostics += NeighbourCheck.check(lesson, grader: grader)
        outcome.diagnostics += ExplanationCheck.check(lesson, grader: grader)
        return outcome
    }

    /// A diagnostic when `sample` did not get its declared verdict. (Samples may use the
    /// scenario's `{name}` placeholders; they are graded once per variant, substituted.)
    static func mismatch(_ sample: SampleAnswer, _ verdict: Verdict) -> LessonDiagnostic? {
        // Rendered only for a mismatch: nearly every sample gets its verdict.
        var why: String {
            ExplanationRenderer.lines(Explanation(findings: verdict.explanation.findings), language: .en)
                .map { "  " + $0 }.joined(separator: "\n")
        }
        switch (verdict.outcome, sample.isRight) {
        case (.correct, true), (.incorrect, false):
            return nil
        case (.unreadable, _):
            return LessonDiagnostic(
                "sample answer '\(sample.text)' cannot be read", at: sample.position,
                hint: "write it as a learner would; samples must be readable so they test the grading", detail: why)
        case (.incorrect, true):
            return LessonDiagnostic(
                "sample answer '\(sample.text)' is listed as right, but the simulator's answer is \(verdict.expected)",
                at: sample.position, hint: "fix the sample, or the question's query if the simulator is right",
                detail: why)
        case (.correct, false):
            return LessonDiagnostic(
                "sample answer '\(sample.text)' is listed as wrong, but it matches the simulator's answer (\(verdict.expected))",
                at: sample.position, hint: "move it under `right:`, or fix the question's query")
        }
    }
}
