import Foundation
import Grading
import Lessons

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

    /// The run's events inside the question's window (`after("tap")`…), marks and prints left
    /// out. Grading's trace digest keeps causes but not call depth, so the rows are flat.
    func traceRows() -> [TraceRow] {
        guard let trace = try? grader.expectedAnswer(for: question, in: lesson).record.trace else { return [] }
        let query = question.expect?.text ?? question.options.map(\.when.text).joined(separator: " ")
        let window = TraceWindow(query: query, trace: trace)
        var commit = trace.events[..<window.range.lowerBound].filter { $0.commit != nil }.count
        var rows: [TraceRow] = []
        for event in trace.events[window.range] {
            if let number = event.commit { commit = number }
            if event.mark != nil || event.receiver == "trace" { continue }
            var note = event.reason ?? ""
            switch event.cause {
            case .source(let line, _): note += (note.isEmpty ? "" : " ") + "← line \(line)"
            case .event(let seq): note += (note.isEmpty ? "" : " ") + "← #\(seq)"
            case .none: break
            }
            rows.append(TraceRow(commit: commit, phase: SimulatorPictures.phaseName(event.phase), depth: 0, call: event.call + "()", note: note))
        }
        return rows
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
