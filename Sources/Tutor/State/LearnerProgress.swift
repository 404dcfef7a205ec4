import Foundation

/// A learner's progress: per question, their answers, attempts, when they last saw it and its
/// FSRS card with the review log, plus where they left off. Stored as `progress.json`
/// (see ProgressStore).
public struct LearnerProgress: Codable, Equatable, Sendable {
    /// The file format this build writes: 2 since FSRS replaced the Leitner boxes (version 1,
    /// which LegacyProgress reads and migrates).
    public static let currentVersion = 2

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

    /// Records one graded try at `date`: `score` is the partial credit (0…1), `correct` means
    /// full credit. Scheduling is separate (`schedule`): a question is rated once, when it is
    /// settled, not at each try.
    /// `variant` is the variant of a `vary:` scenario the answer was for.
    public mutating func record(
        lesson: String, question: String, answer: String, correct: Bool, score: Double? = nil, variant: Int? = nil,
        at date: Date
    ) {
        let key = LearnerProgress.key(lesson: lesson, question: question)
        var entry = questions[key] ?? QuestionProgress(lesson: lesson, question: question)
        if let variant { entry.lastVariant = variant }
        entry.attempts += 1
        if correct { entry.correctAttempts += 1 }
        entry.lastCorrect = correct
        entry.lastSeen = date
        entry.answers.append(AnswerRecord(answer: answer, correct: correct, score: score, at: date))
        // Keep the recent answers only: the file is read at every start. The review log keeps
        // every rating.
        if entry.answers.count > QuestionProgress.answersKept {
            entry.answers.removeFirst(entry.answers.count - QuestionProgress.answersKept)
        }
        questions[key] = entry
        lastLesson = lesson
    }

    /// Rates a settled question and reschedules its card under FSRS; a question never rated
    /// starts as a new card. Appends to its review log.
    public mutating func schedule(
        lesson: String, question: String, rating: FSRSRating, at date: Date, scheduler: FSRSScheduler = FSRSScheduler()
    ) {
        let key = LearnerProgress.key(lesson: lesson, question: question)
        var entry = questions[key] ?? QuestionProgress(lesson: lesson, question: question)
        let card = entry.card ?? FSRSCard(newAt: date)
        entry.reviews.append(ReviewRecord(rating: rating, at: date, state: entry.card == nil ? nil : card.state))
        if entry.reviews.count > QuestionProgress.reviewsKept {
            entry.reviews.removeFirst(entry.reviews.count - QuestionProgress.reviewsKept)
        }
        entry.card = scheduler.review(card, rating: rating, at: date)
        if entry.lastSeen < date { entry.lastSeen = date }
        questions[key] = entry
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
    /// How many ratings the review log keeps (years of daily reviews).
    public static let reviewsKept = 5000

    /// The lesson's id.
    public var lesson: String
    /// The question's id within the lesson.
    public var question: String
    /// Graded answers given (unreadable answers do not count).
    public var attempts: Int = 0
    /// How many of them earned full credit.
    public var correctAttempts: Int = 0
    /// Whether the latest answer earned full credit: the question counts as learned.
    public var lastCorrect: Bool = false
    /// When the latest answer was given (wall clock: the learner's own data, never used in grading).
    public var lastSeen: Date = Date(timeIntervalSince1970: 0)
    /// The latest answers, oldest first.
    public var answers: [AnswerRecord] = []
    /// The FSRS card; nil until the question is first settled.
    public var card: FSRSCard?
    /// Every rating given, oldest first: the FSRS review log.
    public var reviews: [ReviewRecord] = []
    /// The variant of a `vary:` scenario last answered, so the next sight shows another.
    public var lastVariant: Int?

    /// A question never answered.
    public init(lesson: String, question: String) {
        self.lesson = lesson
        self.question = question
    }

    enum CodingKeys: String, CodingKey {
        case lesson, question, attempts, correctAttempts, lastCorrect, lastSeen, answers, card, reviews, lastVariant
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lesson = try container.decode(String.self, forKey: .lesson)
        question = try container.decode(String.self, forKey: .question)
        attempts = try container.decode(Int.self, forKey: .attempts)
        correctAttempts = try container.decode(Int.self, forKey: .correctAttempts)
        lastCorrect = try container.decode(Bool.self, forKey: .lastCorrect)
        lastSeen = try container.decode(Date.self, forKey: .lastSeen)
        answers = try container.decode([AnswerRecord].self, forKey: .answers)
        card = try container.decodeIfPresent(FSRSCard.self, forKey: .card)
        reviews = try container.decodeIfPresent([ReviewRecord].self, forKey: .reviews) ?? []
        // Absent in files written before variants: nothing was seen, any variant may come next.
        lastVariant = try container.decodeIfPresent(Int.self, forKey: .lastVariant)
    }
}

/// One graded answer.
public struct AnswerRecord: Codable, Equatable, Sendable {
    /// The answer as typed.
    public var answer: String
    /// Whether it earned full credit.
    public var correct: Bool
    /// The partial credit earned, 0…1, when grading gave one.
    public var score: Double?
    /// When it was given.
    public var at: Date

    /// An answer record.
    public init(answer: String, correct: Bool, score: Double? = nil, at: Date) {
        self.answer = answer
        self.correct = correct
        self.score = score
        self.at = at
    }
}

/// One rating in a question's FSRS review log.
public struct ReviewRecord: Codable, Equatable, Sendable {
    /// The rating.
    public var rating: FSRSRating
    /// When.
    public var at: Date
    /// The card's state before this rating; nil for the first (the card was new).
    public var state: FSRSCard.State?

    /// A log entry.
    public init(rating: FSRSRating, at: Date, state: FSRSCard.State?) {
        self.rating = rating
        self.at = at
        self.state = state
    }
}
