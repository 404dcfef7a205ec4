import Foundation

/// progress.json version 1, from the Leitner-box tutor: read only to migrate it. Every field
/// a learner's answers live in (attempts, right answers, the kept answers, last seen) carries
/// over unchanged; the FSRS card is rebuilt by replaying the kept answers in time order
/// (right → good, wrong → again), so the schedule reflects what the learner actually did.
struct LegacyProgress: Decodable {
    struct Question: Decodable {
        var lesson: String
        var question: String
        var attempts: Int
        var correctAttempts: Int
        var lastCorrect: Bool
        var lastSeen: Date
        var answers: [LegacyAnswer]
        var reviewBox: Int?
        var reviewDue: Date?
    }

    struct LegacyAnswer: Decodable {
        var answer: String
        var correct: Bool
        var at: Date
    }

    var version: Int
    var questions: [String: Question]
    var lastLesson: String?

    /// The same progress in the current format.
    func migrated(scheduler: FSRSScheduler = FSRSScheduler()) -> LearnerProgress {
        var progress = LearnerProgress()
        progress.lastLesson = lastLesson
        for (key, old) in questions {
            var entry = QuestionProgress(lesson: old.lesson, question: old.question)
            entry.attempts = old.attempts
            entry.correctAttempts = old.correctAttempts
            entry.lastCorrect = old.lastCorrect
            entry.lastSeen = old.lastSeen
            entry.answers = old.answers.map { AnswerRecord(answer: $0.answer, correct: $0.correct, at: $0.at) }
            var replay = old.answers.sorted { $0.at < $1.at }.map { (correct: $0.correct, at: $0.at) }
            if replay.isEmpty, old.attempts > 0 { replay = [(old.lastCorrect, old.lastSeen)] }
            var card: FSRSCard?
            for answer in replay {
                let current = card ?? FSRSCard(newAt: answer.at)
                let rating = FSRSRating.of(firstScore: answer.correct ? 1 : 0, hinted: false, revealed: false)
                entry.reviews.append(ReviewRecord(rating: rating, at: answer.at, state: card?.state))
                card = scheduler.review(current, rating: rating, at: answer.at)
            }
            // A question Leitner had due for review stays due no later than it was.
            if var rebuilt = card, let due = old.reviewDue, due < rebuilt.due {
                rebuilt.due = due
                card = rebuilt
            }
            entry.card = card
            progress.questions[key] = entry
        }
        return progress
    }
}
