import Foundation
import Grading
import Lessons
import Scenario

/// A loaded `Question`, graded by the `Grader`.
struct QuestionAdapter: StudyQuestion {
    let question: Question
    let lesson: Lesson
    let grader: Grader

    var id: String { question.id }
    var kind: QuestionKind { question.kind }
    var unit: String? { question.unit?.rawValue }

    private func text(_ language: Language) -> QuestionText? { lesson.text(in: language)?.question(question.id) }

    func prompt(in language: Language) -> String { text(language)?.prompt.trimmingCharacters(in: .newlines) ?? question.id }

    func options(in language: Language) -> [StudyOption] {
        question.options.map { StudyOption(letter: $0.id, label: text(language)?.label(of: $0.id) ?? $0.id) }
    }

    func hint(in language: Language) -> String? { text(language)?.hint?.trimmingCharacters(in: .newlines) }

    var scenario: (name: String, source: String)? {
        lesson.scenario(question.scenario).map { ($0.id, $0.code) }
    }

    /// Scenario line 1 is on this line of `lesson.yaml` (libyaml keeps a block scalar's leading
    /// blank lines, as the engine allows for).
    var scenarioFirstLine: Int {
        guard let scenario = lesson.scenario(question.scenario) else { return 1 }
        return scenario.codePosition.line - scenario.code.prefix { $0 == "\n" }.count
    }

    /// The scenario run again for its pictures: grading's record keeps a digest of the trace
    /// without call depth and no view tree. Runs are deterministic, so this is the same run,
    /// with positions in the `.yaml` file as the engine gives them.
    private func pictureRun() -> ScenarioRun? {
        guard let scenario = lesson.scenario(question.scenario) else { return nil }
        let options = ScenarioOptions(
            fileName: scenario.codePosition.file, lineOffset: scenarioFirstLine - 1, columnOffset: scenario.codePosition.column - 1)
        let run = ScenarioRun(source: scenario.code, options: options)
        if case .failed = run.outcome { return nil }
        return run
    }

    /// The run's calls inside the question's window (`after("tap")`, `between(…)`), nested
    /// as the simulator made them.
    func traceRows() -> [TraceRow] {
        guard let run = pictureRun() else { return [] }
        let query = question.expect?.text ?? question.options.map(\.when.text).joined(separator: " ")
        let window = TraceWindow(query: query, trace: TraceDigest(events: [], commits: []))
        return SimulatorPictures.rows(of: run.trace, after: window.afterLabel, before: window.beforeLabel)
    }

    /// The final view tree with frames.
    func viewTree() -> TreeDiagram? {
        pictureRun().map { SimulatorPictures.viewTree(of: $0.simulation.window) }
    }

    /// The calls Tab completes: every `receiver.method` in the run's trace, then the dotted
    /// calls written in the scenario's code (`a2.setNeedsLayout`, `vc.view.addSubview`).
    var callNames: [String] {
        let traced = (try? grader.expectedAnswer(for: question, in: lesson).record.trace.events) ?? []
        var names = traced.filter { !$0.receiver.isEmpty && $0.receiver != "trace" }.map(\.call)
        if let code = scenario?.source {
            names += QuestionAdapter.calls(in: code)
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// `a.b.c(` in source text, as `a.b.c`; `super.` calls are the class's own, not a receiver's.
    static func calls(in code: String) -> [String] {
        var names: [String] = []
        var current = ""
        for character in code + " " {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                current.append(character)
                continue
            }
            if character == "(", current.contains("."), !current.hasPrefix("."), !current.hasPrefix("super."),
                current.first.map({ $0.isLetter || $0 == "_" }) == true
            {
                names.append(current)
            }
            current = ""
        }
        return names
    }

    func grade(_ answer: String, in language: Language) -> StudyVerdict {
        let verdict: Verdict
        do {
            verdict = try grader.grade(question: question, in: lesson, answer: answer, language: language)
        } catch {
            return .lessonBroken(diagnostic: error.description)
        }
        switch verdict.outcome {
        case .correct:
            return .correct(explanation: verdict.explanation.authorText)
        case .unreadable:
            return .unreadable(reason: ExplanationRenderer.lines(verdict.explanation, language: language).joined(separator: "\n"))
        case .incorrect:
            var findings = verdict.explanation
            findings.authorText = nil
            return .incorrect(
                mismatch: ExplanationRenderer.lines(findings, language: language).joined(separator: "\n"),
                explanation: verdict.explanation.authorText)
        }
    }
}
