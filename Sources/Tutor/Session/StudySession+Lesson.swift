import Lessons

extension StudySession {
    /// Runs lesson `index`: its reading, chunk by chunk, unless the learner has already
    /// answered some of its questions; then its questions from the first not yet right.
    func runLesson(at index: Int) -> Flow {
        let lesson = course.lessons[index]
        store.progress.lastLesson = lesson.id
        write("\n" + style.bold(UIText.lessonHeading(number: index + 1, title: lesson.title(in: language)).text(in: language)) + "\n")
        let started = lesson.questions.contains { store.progress.question(lesson: lesson.id, question: $0.id) != nil }
        var position = 0
        if started {
            position = lesson.questions.firstIndex {
                store.progress.question(lesson: lesson.id, question: $0.id)?.lastCorrect != true
            } ?? 0
            if position > 0 { say(.resumeAt(number: position + 1)) }
        } else {
            switch read(lesson) {
            case .quit: return .quit
            case .lessons: return .lessons
            default: break
            }
        }
        while position < lesson.questions.count {
            let heading = UIText.questionHeading(number: position + 1, total: lesson.questions.count)
            switch ask(lesson.questions[position], of: lesson, heading: heading.text(in:)) {
            case .next: position += 1
            case .back:
                if position == 0 {
                    say(.atFirstQuestion)
                } else {
                    position -= 1
                }
            case .lessons: return .lessons
            case .quit: return .quit
            }
        }
        let right = lesson.questions.filter { store.progress.question(lesson: lesson.id, question: $0.id)?.lastCorrect == true }
        write("\n")
        say(.lessonSummary(correct: right.count, total: lesson.questions.count))
        return .next
    }

    /// Shows the lesson's prose one section at a time; Enter reads on, `:skip` jumps to the
    /// questions. `:lang` shows the current section again in the new language.
    private func read(_ lesson: any StudyLesson) -> Flow {
        var section = 0
        while true {
            let sections = lesson.sections(in: language)
            guard section < sections.count else { return .next }
            write("\n" + wrapped(TerminalText.reflow(sections[section])))
            if section == sections.count - 1 { return .next }
            write(style.dim(UIText.sectionContinue.text(in: language)) + "\n")
            var step: Int?
            while step == nil {
                switch input.readLine(prompt: "> ") {
                case .endOfInput: return .quit
                case .interrupted: continue
                case .line(let line):
                    guard let invocation = MetaCommand.parse(line) else {
                        step = 1
                        continue
                    }
                    switch invocation.command {
                    case .skip: return .next
                    case .back where section > 0: step = -1
                    case .lang:
                        // Show the same section again in the new language.
                        if setLanguage(invocation.argument) { step = 0 }
                    default:
                        switch handleGeneral(invocation) {
                        case .quit: return .quit
                        case .lessons: return .lessons
                        default: break
                        }
                    }
                }
            }
            section += step ?? 1
        }
    }
}
