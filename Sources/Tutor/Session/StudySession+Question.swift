import Lessons

extension StudySession {
    /// How many graded tries a question gets before the answer is shown.
    static let triesPerQuestion = 3

    /// Asks one question until it is settled (right, out of tries, or revealed), skipped or
    /// left: shows it with its code and the form of answer expected, handles the
    /// meta-commands, grades each try (an unreadable answer costs none), shows ✓, ✗ and
    /// partial credit, and rates the question for FSRS when it is settled: again when it was
    /// not answered right, hard when right after a hint or an earlier try, good when right
    /// at the first try. Returns where to go and the rating given, if any.
    func ask(_ question: any StudyQuestion, of lesson: any StudyLesson, heading: (Language) -> String) -> (flow: Flow, rating: FSRSRating?) {
        let question = chooseVariant(of: question, in: lesson)
        show(question, heading: heading(language))
        input.setCompletions(
            CompletionVocabulary.words(optionLetters: question.options(in: language).map(\.letter), callNames: question.completionWords)
        )
        defer { input.setCompletions(CompletionVocabulary.words()) }
        var tries = 0
        var hinted = false
        let key = LearnerProgress.key(lesson: lesson.id, question: question.id)
        while true {
            switch input.readLine(prompt: "> ") {
            case .endOfInput: return (.quit, nil)
            case .interrupted: continue
            case .line(let line):
                let answer = line.trimmingCharacters(in: .whitespaces)
                if answer.isEmpty { continue }
                if let invocation = MetaCommand.parse(answer) {
                    switch invocation.command {
                    case .hint:
                        if let hint = question.hint(in: language) {
                            hinted = true
                            // A full-width colon (zh "提示：") carries its own space; "Hint:" needs one.
                            let heading = UIText.hintHeading.text(in: language)
                            write(style.bold(heading) + (heading.hasSuffix("：") ? "" : " ") + wrapped(TerminalText.reflow(hint)))
                        } else {
                            say(.noHint)
                        }
                    case .code: showCode(of: question)
                    case .trace: showTrace(of: question, answered: settledThisSession.contains(key))
                    case .read:
                        switch reread(lesson, argument: invocation.argument) {
                        case .quit: return (.quit, nil)
                        case .lessons: return (.lessons, nil)
                        default: show(question, heading: heading(language), withCode: false)
                        }
                    case .reveal:
                        reveal(question)
                        settle(lesson: lesson.id, question: question.id, rating: .again, variant: shownVariant(question))
                        settledThisSession.insert(key)
                        return (.next, .again)
                    case .skip:
                        say(.skipped)
                        return (.next, nil)
                    case .back: return (.back, nil)
                    case .lang:
                        if setLanguage(invocation.argument) { show(question, heading: heading(language)) }
                    default:
                        if let flow = handleGeneral(invocation) { return (flow, nil) }
                    }
                    continue
                }
                switch question.grade(answer, in: language) {
                case .unreadable(let reason):
                    // Grading's reason says what was wrong and what form is expected; no try is used.
                    say(.unreadable(reason: reason))
                    continue
                case .lessonBroken(let diagnostic):
                    say(.lessonBroken)
                    errors.write(diagnostic.hasSuffix("\n") ? diagnostic : diagnostic + "\n")
                    continue
                case .correct(let explanation):
                    tries += 1
                    write(style.good(UIText.correct.text(in: language)) + "\n")
                    if let explanation { write(wrapped(TerminalText.reflow(explanation))) }
                    record(lesson: lesson.id, question: question.id, answer: answer, correct: true, score: 1, variant: shownVariant(question))
                    let rating = FSRSRating.of(correct: true, helped: hinted || tries > 1)
                    settle(lesson: lesson.id, question: question.id, rating: rating)
                    settledThisSession.insert(key)
                    return (.next, rating)
                case .incorrect(let mismatch, let explanation, let score):
                    tries += 1
                    write(style.bad(UIText.incorrect.text(in: language)) + "\n")
                    if score > 0 { say(.partialCredit(percent: Int((score * 100).rounded(.down)))) }
                    record(lesson: lesson.id, question: question.id, answer: answer, correct: false, score: score, variant: shownVariant(question))
                    if tries < StudySession.triesPerQuestion {
                        // No mismatch yet: "missed a2.layoutSubviews" would be the answer.
                        say(.tryAgain(left: StudySession.triesPerQuestion - tries))
                        continue
                    }
                    say(.outOfTries)
                    if !mismatch.isEmpty { write(mismatch.hasSuffix("\n") ? mismatch : mismatch + "\n") }
                    reveal(question, explanation: explanation)
                    settle(lesson: lesson.id, question: question.id, rating: .again)
                    settledThisSession.insert(key)
                    return (.next, .again)
                }
            }
        }
    }

    /// The variant of a `vary:` question to show: chosen per learner, question and how many
    /// times it was settled (VariantChooser, deterministic), never the one answered last, so
    /// a review cannot be answered from memory ("a2.layoutSubviews"). Within one sitting the
    /// first question on a scenario chooses and the others on it show the same variant, so
    /// numbers never change silently between two questions about one scenario.
    func chooseVariant(of question: any StudyQuestion, in lesson: any StudyLesson) -> any StudyQuestion {
        guard question.variantCount > 1 else { return question }
        let scenarioKey = lesson.id + "/" + (question.scenario?.name ?? question.id)
        // A question that comes back in the same sitting (a lapse) is shown in another variant,
        // so it is answered from the model, not from memory; its scenario then stays in that one.
        let comesBack = !askedThisSitting.insert(LearnerProgress.key(lesson: lesson.id, question: question.id)).inserted
        if !comesBack, let chosen = sittingVariants[scenarioKey], chosen <= question.variantCount { return question.inVariant(chosen) }
        let entry = store.progress.question(lesson: lesson.id, question: question.id)
        let number = VariantChooser.choose(
            count: question.variantCount, learner: learner, question: QuestionReference(lesson: lesson.id, question: question.id),
            attempt: entry?.reviews.count ?? 0, previous: entry?.lastVariant)
        sittingVariants[scenarioKey] = number
        return question.inVariant(number)
    }

    /// The variant to record with an answer: only for questions that have variants.
    func shownVariant(_ question: any StudyQuestion) -> Int? { question.variantCount > 1 ? question.variant : nil }

    /// The simulator's answer and the author's explanation (`:reveal`, or after the last try).
    func reveal(_ question: any StudyQuestion, explanation: String?? = nil) {
        guard let revealed = question.revealed(in: language) else {
            say(.lessonBroken)
            return
        }
        write(style.bold(UIText.answerIs(answer: revealed.answer).text(in: language)) + "\n")
        if let text = explanation ?? revealed.explanation {
            write(style.bold(UIText.whyHeading.text(in: language)) + "\n" + wrapped(TerminalText.reflow(text)))
        }
    }

    /// The heading, the scenario with the question's moment marked, the prompt, the options
    /// and the form of answer expected, with an example, before the first try.
    func show(_ question: any StudyQuestion, heading: String, withCode: Bool = true) {
        write(QuestionCard(question: question, language: language, style: style, columns: columns).render(heading: heading, withCode: withCode))
    }
}
