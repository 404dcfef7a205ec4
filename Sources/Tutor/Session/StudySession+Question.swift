import Lessons

extension StudySession {
    /// How many graded tries a question gets before the answer is shown.
    static let triesPerQuestion = 3

    /// Asks one question until it is settled (right, out of tries, or revealed), skipped or
    /// left: shows it with its code and the form of answer expected, handles the
    /// meta-commands, grades each try (an unreadable answer costs none), shows ✓, ✗ and
    /// partial credit, and rates the question for FSRS by its first try when it is settled
    /// (FSRSRating.of). A question met again in the same sitting (`:back`, or on from there)
    /// keeps its variant, tries and hint; one already settled is checked, never rated again.
    /// A question rated `again` says it comes back when `comesBack`. Returns where to go and
    /// the rating given, if any.
    func ask(
        _ question: any StudyQuestion, of lesson: any StudyLesson, heading: (Language) -> String, revisit: Bool = false,
        comesBack: Bool = false
    ) -> (flow: Flow, rating: FSRSRating?) {
        let key = LearnerProgress.key(lesson: lesson.id, question: question.id)
        var sitting: QuestionSitting
        if let earlier = sittings[key], earlier.outcome == nil || revisit {
            sitting = earlier
        } else {
            sitting = QuestionSitting(variant: chooseVariant(of: question, in: lesson))
        }
        let question = question.variantCount > 1 ? question.inVariant(sitting.variant) : question
        // Met again after it was settled: what the learner types is checked, the schedule kept.
        let settledBefore = sitting.outcome
        show(question, heading: heading(language))
        if let settledBefore { say(.revisitSettled(settledBefore)) }
        input.setCompletions(
            CompletionVocabulary.words(
                optionLetters: question.options(in: language).map(\.letter), callNames: question.completionWords)
        )
        defer { input.setCompletions(CompletionVocabulary.words()) }
        /// Keeps what happened so far for the rest of the sitting and leaves.
        func leave(_ flow: Flow, _ rating: FSRSRating? = nil) -> (flow: Flow, rating: FSRSRating?) {
            sittings[key] = sitting
            return (flow, rating)
        }
        /// Settles the question: rates it, says so when it comes back, and lets the learner
        /// read the verdict before going on.
        func settleAndGoOn(_ outcome: QuestionSitting.Outcome) -> (flow: Flow, rating: FSRSRating?) {
            let rating = FSRSRating.of(
                firstScore: sitting.firstScore, hinted: sitting.hinted, revealed: outcome == .revealed)
            sitting.outcome = outcome
            sitting.rating = rating
            settle(lesson: lesson.id, question: question.id, rating: rating, variant: shownVariant(question))
            sittings[key] = sitting
            lastSettled = question
            if rating == .again, comesBack { say(.comesBackSoon) }
            return leave(goOn(after: question, key: key), rating)
        }
        while true {
            switch input.readLine(prompt: "> ") {
            case .endOfInput: return leave(.quit)
            case .interrupted: continue
            case .line(let line):
                let answer = line.trimmingCharacters(in: .whitespaces)
                if answer.isEmpty {
                    // Enter on a question already settled goes on; on an open one it waits.
                    if settledBefore != nil { return leave(.next) }
                    continue
                }
                if let invocation = MetaCommand.parse(answer) {
                    switch invocation.command {
                    case .hint:
                        if let hint = question.hint(in: language) {
                            if settledBefore == nil { sitting.hinted = true }
                            // A full-width colon (zh "提示：") carries its own space; "Hint:" needs one.
                            // The heading is wrapped with the hint's first line, which it shares.
                            let heading = UIText.hintHeading.text(in: language)
                            let text = heading + (heading.hasSuffix("：") ? "" : " ") + TerminalText.reflow(hint)
                            write(style.bold(heading) + wrapped(text).dropFirst(heading.count))
                        } else {
                            say(.noHint)
                        }
                    case .code: showCode(of: question)
                    case .trace: showTrace(of: question, answered: settledBefore != nil)
                    case .picture: showPicture(current: question, settled: settledBefore != nil)
                    case .read:
                        switch reread(lesson, argument: invocation.argument) {
                        case .quit: return leave(.quit)
                        case .lessons: return leave(.lessons)
                        default: show(question, heading: heading(language), withCode: false)
                        }
                    case .reveal:
                        reveal(question, mismatch: sitting.lastMismatch)
                        if settledBefore != nil { return leave(goOn(after: question, key: key)) }
                        return settleAndGoOn(.revealed)
                    case .skip:
                        if settledBefore == nil { say(.skipped) }
                        return leave(.next)
                    case .back: return leave(.back)
                    case .lang:
                        if setLanguage(invocation.argument) { show(question, heading: heading(language)) }
                    default:
                        if let flow = handleGeneral(invocation) { return leave(flow) }
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
                    write(style.good(UIText.correct.text(in: language)) + "\n")
                    if let explanation { write(wrapped(TerminalText.reflow(explanation))) }
                    if settledBefore != nil { return leave(goOn(after: question, key: key)) }
                    sitting.tries += 1
                    if sitting.firstScore == nil { sitting.firstScore = 1 }
                    record(
                        lesson: lesson.id, question: question.id, answer: answer, correct: true, score: 1,
                        variant: shownVariant(question))
                    return settleAndGoOn(sitting.tries == 1 ? .rightFirstTry : .rightAfterRetries)
                case .incorrect(let mismatch, let explanation, let score):
                    write(style.bad(UIText.incorrect.text(in: language)) + "\n")
                    if score > 0 { say(.partialCredit(percent: UIText.percent(of: score))) }
                    if settledBefore != nil {
                        say(.revisitTryAgain)
                        continue
                    }
                    sitting.tries += 1
                    if sitting.firstScore == nil { sitting.firstScore = score }
                    sitting.lastMismatch = mismatch.isEmpty ? nil : mismatch
                    record(
                        lesson: lesson.id, question: question.id, answer: answer, correct: false, score: score,
                        variant: shownVariant(question))
                    if sitting.tries < StudySession.triesPerQuestion {
                        // No mismatch yet: "missed a2.layoutSubviews" would be the answer.
                        say(.tryAgain(left: StudySession.triesPerQuestion - sitting.tries))
                        sittings[key] = sitting
                        continue
                    }
                    say(.outOfTries)
                    if !mismatch.isEmpty { write(mismatch.text(columns: columns)) }
                    reveal(question, explanation: explanation)
                    return settleAndGoOn(.revealed)
                }
            }
        }
    }

    /// After a verdict on a terminal: the learner reads it and presses Enter for the next
    /// question, so nothing scrolls away. `:trace`, `:code` and `:picture` still work (the
    /// question is settled, so the whole trace shows), `:back`, `:lessons` and `:quit` leave.
    func goOn(after question: any StudyQuestion, key: String) -> Flow {
        guard pausesAfterVerdict else { return .next }
        write(style.dim(UIText.verdictContinue.text(in: language)) + "\n")
        while true {
            switch input.readLine(prompt: "> ") {
            case .endOfInput: return .quit
            case .interrupted: continue
            case .line(let line):
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.isEmpty { return .next }
                guard let invocation = MetaCommand.parse(text) else {
                    say(.verdictTypedText)
                    continue
                }
                switch invocation.command {
                case .code: showCode(of: question)
                case .trace: showTrace(of: question, answered: true)
                case .picture: showPicture(current: question, settled: true)
                case .skip: return .next
                case .back: return .back
                case .hint, .reveal, .read: say(.verdictTypedText)
                default:
                    if let flow = handleGeneral(invocation) { return flow }
                }
            }
        }
    }

    /// The variant of a `vary:` question to show when it is first met in a sitting: chosen
    /// per learner, question and how many times it was settled (VariantChooser,
    /// deterministic), never the one answered last, so a review cannot be answered from
    /// memory ("a2.layoutSubviews"). 0 for a question without variants. Within the sitting
    /// the first question on a scenario chooses and the others on it show the same variant,
    /// so numbers never change silently between two questions about one scenario; a question
    /// that comes back after it was settled chooses afresh, and its scenario stays in that one.
    func chooseVariant(of question: any StudyQuestion, in lesson: any StudyLesson) -> Int {
        guard question.variantCount > 1 else { return question.variant }
        let scenarioKey = lesson.id + "/" + (question.scenario?.name ?? question.id)
        let comesBack = sittings[LearnerProgress.key(lesson: lesson.id, question: question.id)] != nil
        if !comesBack, let chosen = sittingVariants[scenarioKey], chosen <= question.variantCount { return chosen }
        let entry = store.progress.question(lesson: lesson.id, question: question.id)
        let number = VariantChooser.choose(
            count: question.variantCount, learner: learner,
            question: QuestionReference(lesson: lesson.id, question: question.id),
            attempt: entry?.reviews.count ?? 0, previous: entry?.lastVariant)
        sittingVariants[scenarioKey] = number
        return number
    }

    /// The variant to record with an answer: only for questions that have variants.
    func shownVariant(_ question: any StudyQuestion) -> Int? { question.variantCount > 1 ? question.variant : nil }

    /// The simulator's answer and the author's explanation (`:reveal`, or after the last
    /// try); at `:reveal`, what the trace said about the latest wrong try comes first.
    func reveal(_ question: any StudyQuestion, explanation: String?? = nil, mismatch: AnswerMismatch? = nil) {
        guard let revealed = question.revealed(in: language) else {
            say(.lessonBroken)
            return
        }
        if let mismatch, !mismatch.isEmpty { write(mismatch.text(columns: columns)) }
        let answer = TerminalText.wrap(UIText.answerIs(answer: revealed.answer).text(in: language), columns: columns)
        write(style.bold(answer.joined(separator: "\n")) + "\n")
        if let text = explanation ?? revealed.explanation {
            write(style.bold(UIText.whyHeading.text(in: language)) + "\n" + wrapped(TerminalText.reflow(text)))
        }
    }

    /// The heading, the scenario with the question's moment marked, the prompt, the options
    /// and the form of answer expected, with an example, before the first try. On a terminal
    /// too short for it all, the code shows the lines around ▶ (`:code` shows every line).
    func show(_ question: any StudyQuestion, heading: String, withCode: Bool = true) {
        let card = QuestionCard(question: question, language: language, style: style, columns: columns)
        write(card.render(heading: heading, withCode: withCode, maxLines: rows.map { $0 - 2 }))
    }
}
