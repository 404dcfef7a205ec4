import Foundation

/// A learner's progress: per question, their answers, attempts and when they last saw it,
/// plus where they left off. Stored as `progress.json` (see ProgressStore).
public struct LearnerProgress: Codable, Equatable, Sendable {
    /// The file format this build writes. Bump it when the format changes incompatibly.
    public static let currentVersion = 1

    /// The file format version.
    public var version: Int
    /// Per question, keyed by `lesson/question` ids.
    public var questions: [String: QuestionProgress]
    /// The lesson the learner was last in, to offer "continue where you left off".
    public var lastLesson: String?

    /// Empty progress in the current format.
    public init() {
        version = LearnerProgress.currentVersion
        questions = [:]
        lastLesson = nil
    }

    /// The key of a question in `questions`.
    public static func key(lesson: String, question: String) -> String { lesson + "/" + question }

    /// A question's record, if it was ever answered.
    public func question(lesson: String, question: String) -> QuestionProgress? {
        questions[LearnerProgress.key(lesson: lesson, question: question)]
    }

    /// Records an answer at `date` and reschedules the question for review.
    public mutating func record(lesson: String, question: String, answer: String, correct: Bool, at date: Date) {
        let key = LearnerProgress.key(lesson: lesson, question: question)
        var entry = questions[key] ?? QuestionProgress(lesson: lesson, question: question)
        entry.attempts += 1
        if correct { entry.correctAttempts += 1 }
        entry.lastCorrect = correct
        entry.lastSeen = date
        entry.answers.append(AnswerRecord(answer: answer, correct: correct, at: date))
        // Keep the recent answers only: the file is read at every start.
        if entry.answers.count > QuestionProgress.answersKept {
            entry.answers.removeFirst(entry.answers.count - QuestionProgress.answersKept)
        }
        ReviewScheduler.reschedule(&entry, correct: correct, at: date)
        questions[key] = entry
        lastLesson = lesson
    }

    /// Forgets one lesson's questions (or everything when `lesson` is nil). Returns whether
    /// anything was there to forget.
    public mutating func reset(lesson: String?) -> Bool {
        guard let lesson else {
            let hadAny = !questions.isEmpty || lastLesson != nil
            self = LearnerProgress()
            return hadAny
        }
        let keys = questions.filter { $0.value.lesson == lesson }.map(\.key)
        keys.forEach { questions.removeValue(forKey: $0) }
        let hadLast = lastLesson == lesson
        if hadLast { lastLesson = nil }
        return !keys.isEmpty || hadLast
    }
}

/// What the learner did with one question.
public struct QuestionProgress: Codable, Equatable, Sendable {
    /// How many of the latest answers are kept.
    public static let answersKept = 10

    /// The lesson's id.
    public var lesson: String
    /// The question's id within the lesson.
    public var question: String
    /// Graded answers given (unreadable answers do not count).
    public var attempts: Int = 0
    /// How many of them were right.
    public var correctAttempts: Int = 0
    /// Whether the latest answer was right.
    public var lastCorrect: Bool = false
    /// When the latest answer was given (wall clock: the learner's own data, never used in grading).
    public var lastSeen: Date = Date(timeIntervalSince1970: 0)
    /// The latest answers, oldest first.
    public var answers: [AnswerRecord] = []
    /// The Leitner box for spaced repetition (ReviewScheduler); 0 after a wrong answer.
    public var reviewBox: Int = 0
    /// When the question is next due for review; nil when it is not in review.
    public var reviewDue: Date?

    /// A question never answered.
    public init(lesson: String, question: String) {
        self.lesson = lesson
        self.question = question
    }
}

/// One graded answer.
public struct AnswerRecord: Codable, Equatable, Sendable {
    /// The answer as typed.
    public var answer: String
    /// Whether it was right.
    public var correct: Bool
    /// When it was given.
    public var at: Date
}
