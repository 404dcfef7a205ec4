import Foundation

/// Spaced repetition for `layoutlab review`: a Leitner system, simple and deterministic given
/// the stored dates.
///
/// - A wrong answer (in study or review) puts the question in box 0, due at once.
/// - A right answer to a question in review moves it up one box; it is next due
///   `intervals[box]` days after that answer. A right answer in the last box retires it.
/// - A question answered right the first time never enters review.
public enum ReviewScheduler {
    /// Days until the next review, by box: box 0 is due at once.
    public static let intervals = [0, 1, 3, 7, 14, 30]

    private static let day: TimeInterval = 86_400

    /// Updates `entry`'s box and due date after an answer at `date`.
    public static func reschedule(_ entry: inout QuestionProgress, correct: Bool, at date: Date) {
        if !correct {
            entry.reviewBox = 0
            entry.reviewDue = date
            return
        }
        guard entry.reviewDue != nil else { return }
        if entry.reviewBox >= intervals.count - 1 {
            entry.reviewBox = 0
            entry.reviewDue = nil
            return
        }
        entry.reviewBox += 1
        entry.reviewDue = date.addingTimeInterval(Double(intervals[entry.reviewBox]) * day)
    }

    /// The questions due at `now`, earliest due first (ties by lesson, then question id, so
    /// the order never depends on dictionary order).
    public static func due(in progress: LearnerProgress, at now: Date) -> [QuestionProgress] {
        progress.questions.values
            .filter { ($0.reviewDue ?? .distantFuture) <= now }
            .sorted { lhs, rhs in
                let left = lhs.reviewDue ?? .distantFuture, right = rhs.reviewDue ?? .distantFuture
                if left != right { return left < right }
                if lhs.lesson != rhs.lesson { return lhs.lesson < rhs.lesson }
                return lhs.question < rhs.question
            }
    }

    /// When the next question falls due after `now`, if any is in review.
    public static func nextDue(in progress: LearnerProgress, after now: Date) -> Date? {
        progress.questions.values.compactMap(\.reviewDue).filter { $0 > now }.min()
    }
}
