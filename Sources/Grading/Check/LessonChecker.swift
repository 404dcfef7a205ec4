import Lessons

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
    /// lesson (the tutor's part of `check`), run while the lesson's runs are in `grader`; they
    /// are released after each lesson, keeping only the answers the course-wide checks read,
    /// so a check holds one lesson's simulations at a time.
    public static func check(
        _ library: LessonLibrary, grader: Grader, alongside: (Lesson) -> [LessonDiagnostic] = { _ in [] }
    ) -> Result {
        // The course rules (basis, questions that stand alone) hold for `check` only, so a draft
        // lesson still loads for `study` and `grade`.
        var diagnostics = library.diagnostics + CourseLint.check(library)
        var questions = 0, samples = 0, runs = 0
        for lesson in library.lessons {
            var failedScenarios = Set<String>()
            for scenario in lesson.scenarios {
                // Bounded, so a folder of thousands of scenarios ends in seconds with a located error.
                runs += scenario.variantCount
                guard runs <= maximumScenarioRuns else {
                    if runs - scenario.variantCount <= maximumScenarioRuns {
                        diagnostics.append(
                            LessonDiagnostic(
                                "check runs at most \(maximumScenarioRuns) scenarios (variants counted) at a time; this one and the rest were not run",
                                at: scenario.position,
                                hint: "check fewer lessons at a time, e.g. `layoutlab check lessons/01-*`"))
                    }
                    failedScenarios.insert(scenario.id)
                    continue
                }
                // Every variant runs: each must complete, since each is what some learner sees.
                for variant in 1...scenario.variantCount {
                    let record = grader.cache.record(of: scenario.variant(variant), in: lesson)
                    // Teaching shorthands warn (docs/prelude.swift); variants share the code's
                    // shape, so the first variant's stand for all.
                    if variant == 1 { diagnostics.append(contentsOf: record.warnings) }
                    if let failure = record.failure {
                        diagnostics.append(
                            scenario.variants.map { failure.inVariant($0.label(of: variant)) } ?? failure)
                        failedScenarios.insert(scenario.id)
                    }
                }
            }
            for question in lesson.questions {
                questions += 1
                guard let scenario = lesson.scenario(question.scenario), !failedScenarios.contains(question.scenario)
                else { continue }
                for variant in 1...scenario.variantCount {
                    let label = scenario.variants?.label(of: variant)
                    do throws(LessonDiagnostic) {
                        _ = try grader.expectedAnswer(for: question, in: lesson, variant: variant)
                        for sample in question.substituted(scenario.values(of: variant)).samples {
                            samples += 1
                            let verdict = try grader.grade(
                                question: question, in: lesson, answer: sample.text, language: .en, variant: variant)
                            if let problem = mismatch(sample, verdict) {
                                diagnostics.append(label.map { problem.inVariant($0) } ?? problem)
                            }
                        }
                    } catch {
                        diagnostics.append(label.map { error.inVariant($0) } ?? error)
                    }
                }
            }
            // The checks that read runs, not only answers, before the runs go.
            diagnostics += ModelChoiceCheck.check(lesson, grader: grader)
            diagnostics += alongside(lesson)
            grader.release(lesson)
        }
        diagnostics += CourseBalance.check(library, grader: grader)
        diagnostics += NeighbourCheck.check(library, grader: grader)
        diagnostics += ExplanationCheck.check(library, grader: grader)
        return Result(
            diagnostics: diagnostics.sortedByPosition(), lessons: library.lessons.count, questions: questions,
            scenarios: grader.cache.runCount, samples: samples, quizzes: library.quizzes.count)
    }

    /// A diagnostic when `sample` did not get its declared verdict. (Samples may use the
    /// scenario's `{name}` placeholders; they are graded once per variant, substituted.)
    static func mismatch(_ sample: SampleAnswer, _ verdict: Verdict) -> LessonDiagnostic? {
        let why = ExplanationRenderer.lines(Explanation(findings: verdict.explanation.findings), language: .en)
            .map { "  " + $0 }.joined(separator: "\n")
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
