import Grading
import Lessons

extension UIText {
    /// The English table.
    var english: String {
        switch self {
        case .welcome:
            return "Welcome to LayoutLab. Here you learn how a changed property becomes pixels:\n"
                + "update constraints → layout → display → commit → render server → VSync."
        case .lessonsHeading: return "Lessons"
        case .columnNumber: return "#"
        case .columnLesson: return "Lesson"
        case .columnProgress: return "Progress"
        case .columnAnswered: return "Answered"
        case .columnCorrect: return "Correct"
        case .columnAttempts: return "Attempts"
        case .columnLastSeen: return "Last seen"
        case .startPrompt(let count):
            return "Type a lesson number (1–\(count)) or press Enter to start with lesson 1. :help lists the commands."
        case .continuePrompt(let title):
            return "Press Enter to continue where you left off (“\(title)”), or type a lesson number."
        case .nextLessonPrompt(let title):
            return "Press Enter to start the next lesson (“\(title)”), or type a lesson number."
        case .allLessonsFinished(let count):
            return
                "Every lesson is finished. Type a lesson number (1–\(count)) to study one again; `layoutlab review` brings back what is due."
        case .welcomeDue(let count):
            return count == 1
                ? "Review: 1 question is due now (`layoutlab review` asks it)."
                : "Review: \(count) questions are due now (`layoutlab review` asks them)."
        case .noSuchLesson(let typed, let count):
            return "There is no lesson “\(typed)”. Type a number from 1 to \(count)."
        case .noLessons: return "The lessons folder holds no lessons yet."
        case .lessonHeading(let number, let title): return "Lesson \(number) · \(title)"
        case .sectionContinue: return "(Enter: read on · :skip: go to the questions)"
        case .questionHeading(let number, let total): return "Question \(number) of \(total)"
        case .correct: return "✓ Correct."
        case .incorrect: return "✗ Not quite."
        case .unreadable(let reason): return "I could not read that answer.\n\(reason)"
        case .whyHeading: return "Why:"
        case .hintHeading: return "Hint:"
        case .noHint: return "This question has no hint. :code shows its scenario, :trace what the simulator did."
        case .codeHeading(let scenario): return "Scenario “\(scenario)”:"
        case .noScenario: return "This question has no scenario."
        case .traceHeading(let scenario): return "What the simulator did in “\(scenario)”:"
        case .noTrace: return "There is no trace to show here."
        case .runIntro: return "Type or paste a scenario. End it with an empty line or :end."
        case .runUnavailable: return ":run needs the scenario language, which this build does not have yet."
        case .runEmpty: return "Nothing to run."
        case .skipped: return "Skipped."
        case .atFirstQuestion: return "This is the first question."
        case .resumeAt(let number): return "Picking up at question \(number). (:back goes to the one before.)"
        case .unknownCommand(let word): return "There is no command “:\(word)”. :help lists the commands."
        case .didYouMean(let spelling): return "Did you mean \(spelling)?"
        case .langUsage: return "Usage: :lang ko|zh|en"
        case .languageSet: return "Language: English."
        case .lessonSummary(let tally): return "End of the lesson. " + UIText.englishTally(tally)
        case .goodbye: return "Your progress is saved. See you next time."
        case .helpHeading: return "Commands (type them at any prompt):"
        case .help(let command):
            switch command {
            case .help: return "this list"
            case .hint: return "a hint for the current question"
            case .code: return "the scenario the question is about"
            case .trace: return "what the simulator did, for the current question"
            case .picture: return "after answering: the frame timeline or view tree, and files for a bigger view"
            case .read: return "read the lesson again; :read N for section N"
            case .reveal: return "give up and see the answer with its explanation"
            case .run: return "run a scenario of your own and see its trace"
            case .skip: return "go to the next question (or past the reading)"
            case .back: return "go back to the previous question"
            case .lessons: return "back to the list of lessons"
            case .lang: return "switch language: :lang ko, :lang zh, :lang en"
            case .quit: return "save and quit (Ctrl-D too)"
            }
        case .helpAnswer: return "Anything else you type is your answer. Tab completes commands and call names."
        case .progressNone: return "No progress yet. Start with `layoutlab study`."
        case .progressTotal(let answered, let correct, let total):
            return "Answered \(answered) of \(total) questions, \(correct) correctly."
        case .resetConfirmAll: return "Clear all your progress? [y/N] "
        case .resetConfirmLesson(let lesson): return "Clear your progress in lesson “\(lesson)”? [y/N] "
        case .resetDoneAll: return "All progress cleared."
        case .resetDoneLesson(let lesson): return "Progress in lesson “\(lesson)” cleared."
        case .resetCancelled: return "Nothing was cleared."
        case .resetNothing(let lesson): return "There is no progress in lesson “\(lesson)” to clear."
        case .reviewHeading(let due, let new, let context):
            // Context questions are asked first for a later prompt that follows on from them.
            let earlier = context == 0 ? "" : ", and \(context) earlier question(s) they follow"
            if due == 0 {
                return "Review: nothing is due yet; \(new) new question(s) from the lessons you have begun\(earlier)."
            }
            if new == 0 { return "Review: \(due) question(s) due\(earlier)." }
            return
                "Review: \(due) question(s) due, then \(new) new question(s) from the lessons you have begun\(earlier)."
        case .reviewNextDue(let next): return "The first answered question falls due at \(next)."
        case .reviewNothingDue(let next):
            if let next { return "Nothing is due for review. The next review is on \(next)." }
            return "Nothing to review: every answer so far was right."
        case .reviewFinished(let tally): return "Review done. " + UIText.englishTally(tally)
        case .progressMovedAside(let path, let reason, let aside):
            return "\(path): could not be read (\(reason)). It was moved to \(aside) so nothing is lost; "
                + "progress starts afresh."
        case .progressUnwritable(let path, let reason):
            return "\(path): could not save progress (\(reason)). Check that the folder is writable, "
                + "or set LAYOUTLAB_STATE_DIR to one that is."
        case .lessonsFolderMissing(let searched):
            return "no lessons folder found (looked in: \(searched.joined(separator: ", "))). "
                + "Run layoutlab from the LayoutLab folder, or set LAYOUTLAB_LESSONS to the folder that holds lessons/."
        case .lessonLoadFailed(let reason): return reason
        case .needsQuestion: return "That command works while a question is asked."
        case .lessonBroken:
            return
                "This question cannot be graded because the lesson has a problem (below). :skip goes on; `layoutlab check` lists every problem."
        case .viewTreeHeading: return "The views at the end, with their frames:"
        case .sessionBusy(let path):
            return
                "Another tutor session is open on this progress (lock: \(path)). Two sessions would overwrite each other's answers."
        case .sessionBusyChoice: return "[r] study read-only (nothing is saved) · [w] wait until it closes · [q] quit: "
        case .readOnlyStarted: return "Read-only: you can study, but nothing you answer is saved."
        case .sessionWaiting: return "Waiting for the other session to close…"
        case .progressMigrated(let path, let backup):
            return
                "\(path): moved from Leitner boxes to FSRS scheduling; every answer is kept, and the original file is at \(backup)."
        case .goodbyeNothingNew: return "Nothing new to save. See you next time."
        case .goodbyeReadOnly: return "Read-only session: nothing was saved. See you next time."
        case .goodbyeSaveFailed(let path, let reason):
            return
                "Your last answers could NOT be saved to \(path) (\(reason)). What was saved before is intact in that file."
        case .answerForm(let form, let e): return form.text(example: e, in: .en)
        case .yesNoForm: return UIText.answerForm(.yesNo, example: "").english
        case .momentLegend(.mark(let label)):
            return "▶ points at the moment the question is about: trace.mark(\"\(label)\")."
        case .momentLegend(.start):
            return
                "▶ points at the moment the question is about: the first run-loop turn. It asks about the whole run, so :code and :trace show only what comes before this line."
        case .momentLegend(.read(let variable, let after?)):
            return
                "▶ points at the moment the question is about: the line that stores \(variable). What leads up to it from trace.mark(\"\(after)\") is the question, so :code and :trace show only what comes before that mark."
        case .momentLegend(.read(let variable, nil)):
            return
                "▶ points at the moment the question is about: the line that stores \(variable). What the run does before ▶ is the question, so :code and :trace show only what comes before the first run-loop turn."
        case .tryAgain(let left):
            return left == 1
                ? "Try again (1 try left). :hint gives a hint, :reveal shows the answer."
                : "Try again (\(left) tries left). :hint gives a hint, :reveal shows the answer."
        case .partialCredit(let percent): return "Partly right: \(percent) % of the credit."
        case .answerIs(let answer): return "The answer: \(answer)"
        case .outOfTries: return "That was the last try."
        case .comesBackSoon: return "This question comes back after a few others."
        case .verdictContinue: return "(Enter: next question · :trace: what the simulator did)"
        case .verdictTypedText:
            return "This question is done. Press Enter for the next one (:back goes to the one before)."
        case .revisitSettled(let outcome):
            let how: String
            switch outcome {
            case .rightFirstTry: how = "right at the first try"
            case .rightAfterRetries: how = "right after more tries"
            case .revealed: how = "answer shown"
            }
            return
                "You did this question earlier in this sitting (\(how)). An answer now is checked but does not change its review schedule; Enter goes on."
        case .revisitTryAgain: return "Try again, or press Enter to go on (the review schedule stays as it was)."
        case .codeLinesHidden(let first, let last): return "⋮ lines \(first)–\(last) (:code shows every line)"
        case .traceUntilMomentHeading(let scenario, .mark(let mark)):
            return
                "What the simulator did in “\(scenario)” up to the mark \"\(mark)\" (the rest once you have answered):"
        case .traceUntilMomentHeading(let scenario, .start):
            return
                "What the simulator did in “\(scenario)” before its first run-loop turn (the rest once you have answered):"
        case .traceNothingBeforeMoment(.mark):
            return "Nothing happened before the mark; the rest is shown once you have answered."
        case .traceNothingBeforeMoment(.start):
            return "Nothing happened before the first run-loop turn; the rest is shown once you have answered."
        case .treeAtMomentHeading(.mark(let mark)): return "The views at the mark \"\(mark)\", with their frames:"
        case .treeAtMomentHeading(.start): return "The views before the first run-loop turn, with their frames:"
        case .noTreeAtMoment(.mark):
            return
                "(No view tree at the mark for this scenario: the lines before it do not run on their own, and the tree at the end could give the answer away.)"
        case .noTreeAtMoment(.start):
            return
                "(No view tree before the first run-loop turn for this scenario: the code before it does not run on its own, and the tree at the end could give the answer away.)"
        case .readingTypedText: return "This is the reading. Press Enter to read on, :skip to go to the questions."
        case .readUsage(let count): return "Usage: :read to read the lesson again, :read N for section N (1–\(count))."
        case .lessonFinished(let title): return "You have finished “\(title)”: every question is right."
        case .lessonFinishedChoice:
            return "[r] review its questions now · [s] start over from the reading · Enter: back to the lessons: "
        case .reviewNothingAnswered: return "Nothing answered yet, so nothing to review. Start with `layoutlab study`."
        case .resetNothingAll: return "There is no progress to clear."
        case .reviewDueSummary(let learning, let review):
            return "Of these: \(learning) still being learned (steps minutes apart), \(review) on intervals of days."
        case .reviewUpcoming(let days):
            return "Coming up: " + days.map { "\($0.day) (\($0.count))" }.joined(separator: ", ") + "."
        case .phase(let raw): return TraceWords.phase(raw, .en)
        case .commitHeading(let number): return TraceWords.commit(number, .en)
        case .beforeFirstCommit: return "before the first commit"
        case .beforeCommit(let number): return "before commit \(number)"
        case .traceNote(let note): return TraceWords.note(note, .en)
        case .presentNote(let note): return TraceWords.present(note, .en)
        case .lineReference(let line): return TraceWords.line(line, .en)
        case .quizHeading(let title, let count): return "Quiz: \(title) (\(count) questions)"
        case .quizQuestionHeading(let number, let total, let id): return "Question \(number) of \(total) · \(id)"
        case .quizRules:
            return
                "One answer per question, no hints; explanations and your score come at the end. :skip leaves a question unanswered."
        case .quizRecorded: return "Recorded."
        case .quizSheetWritten(let path): return "Your answer sheet is in \(path) (`layoutlab grade` reads it)."
        case .quizReviewHeading: return "Answers and explanations"
        case .quizUnanswered: return "(no answer)"
        case .never: return "never"
        }
    }
}
