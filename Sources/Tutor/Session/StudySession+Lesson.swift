import Lessons

extension StudySession {
    /// Runs lesson `index`: its reading, chunk by chunk, unless the learner has already
    /// answered some of its questions; then its questions from the first not yet right. A
    /// finished lesson says so and offers review or a restart.
    func runLesson(at index: Int) -> Flow {
        let lesson = course.lessons[index]
        store.progress.lastLesson = lesson.id
        write(
            "\n"
                + style.bold(
                    UIText.lessonHeading(number: course.number(at: index), title: lesson.title(in: language)).text(
                        in: language))
                + "\n")
        let isRight = { (question: any StudyQuestion) in
            self.store.progress.question(lesson: lesson.id, question: question.id)?.lastCorrect == true
        }
        let started = lesson.questions.contains { store.progress.question(lesson: lesson.id, question: $0.id) != nil }
        var start = 0
        if started, !lesson.questions.isEmpty, lesson.questions.allSatisfy(isRight) {
            say(.lessonFinished(title: lesson.title(in: language)))
            switch finishedChoice() {
            case .quit: return .quit
            case .review: break
            case .restart:
                switch read(lesson, from: 0) {
                case .quit: return .quit
                case .lessons: return .lessons
                default: break
                }
            case .lessons: return .lessons
            }
        } else if started {
            start = lesson.questions.firstIndex { !isRight($0) } ?? 0
            if start > 0 { say(.resumeAt(number: start + 1)) }
        } else {
            switch read(lesson, from: 0) {
            case .quit: return .quit
            case .lessons: return .lessons
            default: break
            }
        }
        // The lesson's order, with a lapse asked again a few questions later.
        let items: [QueuedQuestion] = lesson.questions[start...].map { (lesson, $0) }
        let (flow, tally) = askInTurn(items) { item, _, _ in
            UIText.questionHeading(number: start + item + 1, total: lesson.questions.count).text(in:)
        }
        guard flow == .next else { return flow }
        write("\n")
        say(.lessonSummary(tally))
        return .next
    }

    enum FinishedChoice { case review, restart, lessons, quit }

    /// `[r]` review, `[s]` start over, Enter for the lesson list.
    private func finishedChoice() -> FinishedChoice {
        while true {
            switch input.readLine(prompt: UIText.lessonFinishedChoice.text(in: language)) {
            case .endOfInput: return .quit
            case .interrupted: continue
            case .line(let line):
                let text = line.trimmingCharacters(in: .whitespaces).lowercased()
                if text.isEmpty { return .lessons }
                if ["r", "review", "복습", "复习"].contains(text) { return .review }
                if ["s", "start", "restart", "다시", "重新"].contains(text) { return .restart }
                if let invocation = MetaCommand.parse(text) {
                    switch handleGeneral(invocation) {
                    case .quit: return .quit
                    case .lessons: return .lessons
                    default: continue
                    }
                }
                continue
            }
        }
    }

    /// Shows the lesson's prose one section at a time from `first`; Enter reads on, `:skip`
    /// jumps to the questions, `:read N` to section N. Text that is not a command is not
    /// taken as "read on": the learner is told what the prompt expects. `:lang` shows the
    /// current section again in the new language.
    func read(_ lesson: any StudyLesson, from first: Int) -> Flow {
        var section = first
        while true {
            let sections = lesson.sections(in: language)
            guard section < sections.count else { return .next }
            write("\n" + wrapped(TerminalText.reflow(sections[section])))
            if section == sections.count - 1 { return .next }
            write(style.dim(UIText.sectionContinue.text(in: language)) + "\n")
            var next: Int?
            while next == nil {
                switch input.readLine(prompt: "> ") {
                case .endOfInput: return .quit
                case .interrupted: continue
                case .line(let line):
                    guard let invocation = MetaCommand.parse(line) else {
                        if line.trimmingCharacters(in: .whitespaces).isEmpty {
                            next = section + 1
                        } else {
                            say(.readingTypedText)
                        }
                        continue
                    }
                    switch invocation.command {
                    case .skip: return .next
                    case .back where section > 0: next = section - 1
                    case .read:
                        if invocation.argument.isEmpty {
                            next = 0
                        } else if let number = Int(invocation.argument), (1...sections.count).contains(number) {
                            next = number - 1
                        } else {
                            say(.readUsage(count: sections.count))
                        }
                    case .lang:
                        // Show the same section again in the new language.
                        if setLanguage(invocation.argument) { next = section }
                    default:
                        switch handleGeneral(invocation) {
                        case .quit: return .quit
                        case .lessons: return .lessons
                        default: break
                        }
                    }
                }
            }
            section = next ?? section + 1
        }
    }
}
