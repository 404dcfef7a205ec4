import Lessons

extension StudySession {
    /// The meta-commands that work at any prompt: help, lang, run, lessons, quit; the ones
    /// that need a question say so. Returns where to go, or nil to stay at the prompt.
    func handleGeneral(_ invocation: MetaCommand.Invocation) -> Flow? {
        guard let command = invocation.command else {
            say(.unknownCommand(word: invocation.word))
            if let suggestion = MetaCommand.suggestion(for: invocation.word) {
                say(.didYouMean(spelling: suggestion.spelling))
            }
            return nil
        }
        switch command {
        case .help: showHelp()
        case .lang: _ = setLanguage(invocation.argument)
        case .run: runSandbox()
        case .picture: showPicture(current: nil, settled: false)
        case .lessons: return .lessons
        case .quit: return .quit
        case .hint, .code, .trace, .read, .reveal, .skip, .back: say(.needsQuestion)
        }
        return nil
    }

    /// Switches the language for `:lang CODE`; says how to use it when CODE is not one of ours.
    func setLanguage(_ argument: String) -> Bool {
        guard let chosen = Language(code: argument) else {
            say(.langUsage)
            return false
        }
        language = chosen
        say(.languageSet)
        return true
    }

    /// Every command with what it does, aligned in columns measured with wcwidth.
    func showHelp() {
        write(style.bold(UIText.helpHeading.text(in: language)) + "\n")
        let width = MetaCommand.allCases.map { TerminalText.width($0.spelling) }.max() ?? 0
        for command in MetaCommand.allCases {
            write(
                "  " + style.code(TerminalText.pad(command.spelling, to: width)) + "  "
                    + UIText.help(command).text(in: language) + "\n")
        }
        say(.helpAnswer)
    }

    /// `:code`: the question's scenario with line numbers and its moment, then the view tree
    /// as it stands at that moment (not at the end, which could give the answer away).
    func showCode(of question: any StudyQuestion) {
        write(QuestionCard(question: question, language: language, style: style, columns: columns).codeAtMoment())
    }

    /// `:trace`: before the question is settled, what the simulator did up to its mark;
    /// after, the question's window, as a call tree grouped by pass.
    func showTrace(of question: any StudyQuestion, answered: Bool) {
        write(
            QuestionCard(question: question, language: language, style: style, columns: columns).trace(
                answered: answered))
    }

    /// `:read` reads the lesson again from its first section; `:read N` shows section N.
    func reread(_ lesson: any StudyLesson, argument: String) -> Flow {
        let sections = lesson.sections(in: language)
        guard !argument.isEmpty else { return read(lesson, from: 0) }
        guard let number = Int(argument.trimmingCharacters(in: .whitespaces)),
            (1...max(1, sections.count)).contains(number), !sections.isEmpty
        else {
            say(.readUsage(count: sections.count))
            return .next
        }
        write("\n" + wrapped(TerminalText.reflow(sections[number - 1])))
        return .next
    }

    /// `:run`: reads a scenario until an empty line or `:end`, runs it, shows its trace.
    func runSandbox() {
        guard let sandbox = course.sandbox else {
            say(.runUnavailable)
            return
        }
        say(.runIntro)
        var lines: [String] = []
        reading: while true {
            switch input.readLine(prompt: "… ") {
            case .endOfInput: break reading
            case .interrupted: return
            case .line(let line):
                if line.trimmingCharacters(in: .whitespaces).isEmpty
                    || line.trimmingCharacters(in: .whitespaces) == ":end"
                {
                    break reading
                }
                lines.append(line)
            }
        }
        guard !lines.isEmpty else {
            say(.runEmpty)
            return
        }
        switch sandbox.run(lines.joined(separator: "\n") + "\n") {
        case .ran(let printed, let viewTree, let rows):
            if !printed.isEmpty { write(printed.hasSuffix("\n") ? printed : printed + "\n") }
            if let viewTree { write(viewTree.render()) }
            write(
                rows.isEmpty
                    ? UIText.noTrace.text(in: language) + "\n"
                    : TraceDiagram(rows: rows).render(style: style, language: language))
        case .failed(let diagnostic):
            write(style.bad(diagnostic.hasSuffix("\n") ? diagnostic : diagnostic + "\n"))
        }
    }
}
