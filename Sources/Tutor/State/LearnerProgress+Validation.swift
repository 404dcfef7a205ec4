import Foundation

extension LearnerProgress {
    /// The ranges a progress file must keep to: a file outside them was edited or damaged, and
    /// using it would trap (an attempts count that overflows) or schedule nonsense (a
    /// negative stability, a due date in 1900).
    enum Limits {
        static let attempts = 0...10_000_000
        static let answerLength = 0...100_000
        static let step = 0...100
        static let stability = FSRSScheduler.stabilityMinimum...1_000_000
        static let difficulty = 1.0...10.0
        static let score = 0.0...1.0
        /// 1970 to 2400: dates before the epoch are "negative", later ones a typo.
        static let dates = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 13_569_465_600)
        static let questions = 0...1_000_000
        static let idLength = 1...1_000
    }

    /// The first value out of range, as `questions.KEY.FIELD: what is wrong`; nil when the
    /// whole file is within range.
    func validationProblem() -> String? {
        guard questions.count <= Limits.questions.upperBound else {
            return "questions: \(questions.count) entries, more than \(Limits.questions.upperBound)"
        }
        if let last = lastLesson, !Limits.idLength.contains(last.count) {
            return "lastLesson: \(last.count) characters"
        }
        for key in questions.keys.sorted() {
            guard let entry = questions[key] else { continue }
            let at = "questions.\(key)"
            if let problem = entry.validationProblem(key: key) { return "\(at).\(problem)" }
        }
        return nil
    }
}

extension QuestionProgress {
    fileprivate func validationProblem(key: String) -> String? {
        typealias Limits = LearnerProgress.Limits
        guard Limits.idLength.contains(lesson.count), Limits.idLength.contains(question.count) else {
            return "lesson: empty or too long an id"
        }
        guard key == LearnerProgress.key(lesson: lesson, question: question) else {
            return "lesson: \"\(lesson)/\(question)\" does not match its key"
        }
        guard Limits.attempts.contains(attempts) else { return "attempts: \(attempts) is outside \(Limits.attempts)" }
        guard (0...attempts).contains(correctAttempts) else {
            return "correctAttempts: \(correctAttempts) is outside 0...\(attempts) (the attempts)"
        }
        guard Limits.dates.contains(lastSeen) else { return "lastSeen: \(lastSeen) is outside 1970–2400" }
        guard answers.count <= QuestionProgress.answersKept else {
            return "answers: \(answers.count) kept, more than \(QuestionProgress.answersKept)"
        }
        for (index, answer) in answers.enumerated() {
            guard Limits.answerLength.contains(answer.answer.utf8.count) else {
                return "answers.\(index).answer: too long"
            }
            guard Limits.dates.contains(answer.at) else {
                return "answers.\(index).at: \(answer.at) is outside 1970–2400"
            }
            if let score = answer.score, !Limits.score.contains(score) {
                return "answers.\(index).score: \(score) is outside 0...1"
            }
        }
        guard reviews.count <= QuestionProgress.reviewsKept else {
            return "reviews: \(reviews.count) entries, more than \(QuestionProgress.reviewsKept)"
        }
        for (index, review) in reviews.enumerated() where !Limits.dates.contains(review.at) {
            return "reviews.\(index).at: \(review.at) is outside 1970–2400"
        }
        if let card {
            if let step = card.step, !Limits.step.contains(step) {
                return "card.step: \(step) is outside \(Limits.step)"
            }
            if card.state == .review, card.step != nil { return "card.step: a card in review has no step" }
            if let stability = card.stability, !(stability.isFinite && Limits.stability.contains(stability)) {
                return
                    "card.stability: \(stability) is outside \(Limits.stability.lowerBound)...\(Int(Limits.stability.upperBound))"
            }
            if let difficulty = card.difficulty, !(difficulty.isFinite && Limits.difficulty.contains(difficulty)) {
                return "card.difficulty: \(difficulty) is outside 1...10"
            }
            if (card.stability == nil) != (card.difficulty == nil) || (card.state != .learning && card.stability == nil)
            {
                return "card: stability and difficulty must both be given once reviewed"
            }
            guard Limits.dates.contains(card.due) else { return "card.due: \(card.due) is outside 1970–2400" }
            if let last = card.lastReview, !Limits.dates.contains(last) {
                return "card.lastReview: \(last) is outside 1970–2400"
            }
        }
        return nil
    }
}
