import Lessons

extension StudySession {
    /// Asks one question until it is answered, skipped or left: shows it, handles the
    /// meta-commands, grades an answer, shows ✓ or ✗ with the explanation, and saves.
    func ask(_ question: any StudyQuestion, of lesson: any StudyLesson, heading: (Language) -> String) -> Flow {
        show(question, heading: heading(language))
        input.setCompletions(
            CompletionVocabulary.words(optionLetters: question.options(in: language).map(\.letter), callNames: question.callNames)
        )
        defer { input.setCompletions(CompletionVocabulary.words()) }
        while true {
            switch input.readLine(prompt: "> ") {
            case .endOfInput: return .quit
            case .interrupted: continue
            case .line(let line):
                let answer = line.trimmingCharacters(in: .whitespaces)
                if answer.isEmpty { continue }
                if let invocation = MetaCommand.parse(answer) {
                    switch invocation.command {
                    case .hint:
                        if let hint = question.hint(in: language) {
                            write(style.bold(UIText.hintHeading.text(in: language)) + " " + wrapped(TerminalText.reflow(hint)))
                        } else {
                            say(.noHint)
                        }
                    case .code: showCode(of: question)
                    case .trace: showTrace(of: question)
                    case .skip:
                        say(.skipped)
                        return .next
                    case .back: return .back
                    case .lang:
                        if setLanguage(invocation.argument) { show(question, heading: heading(language)) }
                    default:
                        if let flow = handleGeneral(invocation) { return flow }
                    }
                    continue
                }
                switch question.grade(answer, in: language) {
                case .unreadable(let reason):
                    // Grading's reason says what was wrong and what form is expected.
                    say(.unreadable(reason: reason))
                    continue
                case .lessonBroken(let diagnostic):
                    say(.lessonBroken)
                    errors.write(diagnostic.hasSuffix("\n") ? diagnostic : diagnostic + "\n")
                    continue
                case .correct(let explanation):
                    write(style.good(UIText.correct.text(in: language)) + "\n")
                    if let explanation { write(wrapped(TerminalText.reflow(explanation))) }
                    record(lesson: lesson.id, question: question.id, answer: answer, correct: true)
                    settle(lesson: lesson.id, question: question.id, rating: .good)
                case .incorrect(let mismatch, let explanation):
                    write(style.bad(UIText.incorrect.text(in: language)) + "\n")
                    if !mismatch.isEmpty { write(mismatch.hasSuffix("\n") ? mismatch : mismatch + "\n") }
                    if let explanation {
                        write(style.bold(UIText.whyHeading.text(in: language)) + "\n" + wrapped(TerminalText.reflow(explanation)))
                    }
                    record(lesson: lesson.id, question: question.id, answer: answer, correct: false)
                    settle(lesson: lesson.id, question: question.id, rating: .again)
                }
                return .next
            }
        }
    }

    /// The heading, the prompt and the options. The form of answer expected is the author's to
    /// say in the prompt, and grading says it again when an answer cannot be read.
    func show(_ question: any StudyQuestion, heading: String) {
        write("\n" + style.bold(heading) + "\n")
        write(wrapped(TerminalText.reflow(question.prompt(in: language))))
        for option in question.options(in: language) {
            let lines = TerminalText.wrap(option.label, columns: columns - 6)
            for (index, line) in lines.enumerated() {
                write((index == 0 ? "  \(option.letter)) " : "     ") + line + "\n")
            }
        }
    }
}
