import Grading
import Lessons
import Simulator
import TextBasics

/// Every string the tutor shows that is not lesson content. Each language's table is an
/// exhaustive `switch` (UIText+English.swift, +Korean, +Chinese), so a string missing in
/// one language is a compile error, not a blank line at run time.
public enum UIText: Sendable {
    case welcome
    case lessonsHeading
    case columnNumber, columnLesson, columnProgress, columnAnswered, columnCorrect, columnAttempts, columnLastSeen
    case startPrompt(lessonCount: Int)
    /// Enter continues the lesson the learner was in and has not finished.
    case continuePrompt(lessonTitle: String)
    /// Enter starts the next lesson: the one the learner was in is finished.
    case nextLessonPrompt(lessonTitle: String)
    /// Every lesson is finished: a number studies one again.
    case allLessonsFinished(lessonCount: Int)
    /// The welcome screen's line about answered questions due for review now.
    case welcomeDue(count: Int)
    case noSuchLesson(typed: String, lessonCount: Int)
    case noLessons
    case lessonHeading(number: Int, title: String)
    case sectionContinue
    case questionHeading(number: Int, total: Int)
    case correct
    case incorrect
    case unreadable(reason: String)
    case whyHeading
    case hintHeading
    case noHint
    case codeHeading(scenario: String)
    case noScenario
    case viewTreeHeading
    case traceHeading(scenario: String)
    case noTrace
    case runIntro
    case runUnavailable
    case runEmpty
    case skipped
    case atFirstQuestion
    case resumeAt(number: Int)
    case unknownCommand(word: String)
    case didYouMean(spelling: String)
    case langUsage
    case languageSet
    case lessonSummary(SittingTally)
    case goodbye
    case helpHeading
    case help(MetaCommand)
    case helpAnswer
    case progressNone
    case progressTotal(answered: Int, correct: Int, total: Int)
    case resetConfirmAll
    case resetConfirmLesson(lesson: String)
    case resetDoneAll
    case resetDoneLesson(lesson: String)
    case resetCancelled
    case resetNothing(lesson: String)
    /// `due` answered questions whose FSRS card is due now, then `new` never-answered questions
    /// of begun lessons: a new question is asked but never called "due".
    /// `due` questions due, then `new` new ones, and `context` earlier questions asked first
    /// because a prompt among them follows one (`after:`).
    case reviewHeading(due: Int, new: Int, context: Int = 0)
    case reviewNextDue(next: String)
    case reviewNothingDue(next: String?)
    case reviewFinished(SittingTally)
    case progressMovedAside(path: String, reason: String, asidePath: String)
    case progressUnwritable(path: String, reason: String)
    case lessonsFolderMissing(searched: [String])
    case lessonLoadFailed(reason: String)
    case needsQuestion
    case lessonBroken
    case sessionBusy(path: String)
    case sessionBusyChoice
    case readOnlyStarted
    case sessionWaiting
    case progressMigrated(path: String, backupPath: String)
    case goodbyeNothingNew
    case goodbyeReadOnly
    case goodbyeSaveFailed(path: String, reason: String)
    case answerForm(AnswerForm, example: String)
    /// A yes/no question's form with the words its prompt asks with (Chinese 会/不会, 需要/不需要).
    case yesNoForm(yes: String, no: String)
    case momentLegend(QuestionMoment)
    case tryAgain(left: Int)
    case partialCredit(percent: Int)
    case answerIs(answer: String)
    case outOfTries
    case comesBackSoon
    /// After a verdict, before the next question: Enter goes on.
    case verdictContinue
    /// Text typed after a verdict, where only Enter or a command is expected.
    case verdictTypedText
    /// A question met again in the sitting (`:back`) after it was settled.
    case revisitSettled(QuestionSitting.Outcome)
    /// A wrong answer to such a question: it is checked, the schedule stays.
    case revisitTryAgain
    /// Code lines left out of a question card on a short terminal.
    case codeLinesHidden(first: Int, last: Int)
    case traceUntilMomentHeading(scenario: String, moment: QuestionMoment.SetUp)
    case traceNothingBeforeMoment(QuestionMoment.SetUp)
    case treeAtMomentHeading(QuestionMoment.SetUp)
    case noTreeAtMoment(QuestionMoment.SetUp)
    case readingTypedText
    case readUsage(count: Int)
    case lessonFinished(title: String)
    case lessonFinishedChoice
    case reviewNothingAnswered
    case resetNothingAll
    case reviewDueSummary(learning: Int, review: Int)
    case reviewUpcoming(days: [(day: String, count: Int)])
    case phase(String)
    case commitHeading(number: Int)
    case beforeFirstCommit
    case beforeCommit(number: Int)
    case lineReference(Int)
    /// A trace note that is words, not an identifier: `frame 3`, `order 2000000`, `onTime`,
    /// `hitch`, `implicit`/`explicit` (transactions), `observers`, `commit`, `animateBlock`
    /// (flag names such as `needsLayout` are the simulator's names for UIKit's flags, and stay).
    case traceNote(String)
    /// A `display.present` event's text (`frame 2 at VSync 4, hitch …`), said in words.
    case presentNote(String)
    case quizHeading(title: String, count: Int)
    case quizQuestionHeading(number: Int, total: Int, id: String)
    case quizRules
    case quizRecorded
    case quizSheetWritten(path: String)
    case quizReviewHeading
    case quizUnanswered
    case never
}

extension UIText {
    /// A share of the credit as a whole percentage, rounded half up (2 of 3 is 67 %).
    static func percent(of score: Double) -> Int {
        Int((min(max(score, 0), 1) * 100 + 1e-9).rounded(.toNearestOrAwayFromZero))
    }

    /// The text in `language`.
    public func text(in language: Language) -> String {
        let text = escapingPaths
        switch language {
        case .en: return text.english
        case .ko: return text.korean
        case .zh: return text.chinese
        }
    }

    /// The same text with file paths and system reasons on one line each: a path comes from
    /// the environment (`LAYOUTLAB_STATE_DIR` may hold a newline) and must not forge a line.
    private var escapingPaths: UIText {
        switch self {
        case .progressMovedAside(let path, let reason, let aside):
            return .progressMovedAside(
                path: SafeText.line(path), reason: SafeText.line(reason), asidePath: SafeText.line(aside))
        case .progressUnwritable(let path, let reason):
            return .progressUnwritable(path: SafeText.line(path), reason: SafeText.line(reason))
        case .sessionBusy(let path): return .sessionBusy(path: SafeText.line(path))
        case .progressMigrated(let path, let backup):
            return .progressMigrated(path: SafeText.line(path), backupPath: SafeText.line(backup))
        case .goodbyeSaveFailed(let path, let reason):
            return .goodbyeSaveFailed(path: SafeText.line(path), reason: SafeText.line(reason))
        case .quizSheetWritten(let path): return .quizSheetWritten(path: SafeText.line(path))
        case .lessonsFolderMissing(let searched):
            return .lessonsFolderMissing(searched: searched.map { SafeText.line($0) })
        default: return self
        }
    }
}
