import Foundation

/// What `layoutlab review` asks, from the FSRS cards in progress.json: every card due by
/// now, earliest first, within the daily limits, then questions not yet answered from the
/// lessons the learner has begun, up to the daily limit of new questions.
///
/// A day, for the daily limits, is a calendar day in the learner's time zone (`TZ`, else the
/// system's: the zone the tutor shows times in), so "10 new questions a day" starts again at
/// the learner's midnight, not at UTC's (09:00 in Seoul). `LAYOUTLAB_NOW` sets the clock.
public enum ReviewQueue {
    /// How much review a day holds (Anki's "new cards/day" and "maximum reviews/day").
    public struct Limits: Equatable, Sendable {
        /// Questions never answered that review may bring in per day.
        public var newPerDay: Int
        /// Reviews of graduated cards per day; learning and relearning steps are never held
        /// back (they are minutes apart and belong to today's session).
        public var reviewsPerDay: Int

        /// The defaults: 10 new, 100 reviews.
        public static let standard = Limits(newPerDay: 10, reviewsPerDay: 100)

        /// Limits with these numbers.
        public init(newPerDay: Int, reviewsPerDay: Int) {
            self.newPerDay = newPerDay
            self.reviewsPerDay = reviewsPerDay
        }
    }

    /// One question to ask, by ids.
    public struct Item: Equatable, Sendable {
        /// The lesson's id.
        public let lesson: String
        /// The question's id.
        public let question: String
        /// Never answered before.
        public let isNew: Bool
    }

    /// The first moment of `date`'s calendar day in `timeZone`.
    static func startOfDay(_ date: Date, in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.startOfDay(for: date)
    }

    /// Reviews of graduated cards and new questions already done on `now`'s day in `timeZone`.
    static func doneToday(in progress: LearnerProgress, at now: Date, timeZone: TimeZone) -> (new: Int, reviews: Int) {
        let today = startOfDay(now, in: timeZone)
        var new = 0, reviews = 0
        for entry in progress.questions.values {
            for (index, record) in entry.reviews.enumerated() where record.at >= today && record.at <= now {
                if index == 0 && record.state == nil { new += 1 }
                if record.state == .review { reviews += 1 }
            }
        }
        return (new, reviews)
    }

    /// The cards due at `now`, earliest due first (ties by lesson, then question id, so the
    /// order never depends on dictionary order), graduated ones capped by what is left of
    /// today's review limit (today in `timeZone`, the learner's).
    public static func due(
        in progress: LearnerProgress, at now: Date, limits: Limits = .standard, timeZone: TimeZone = .current
    ) -> [QuestionProgress] {
        var reviewsLeft = max(0, limits.reviewsPerDay - doneToday(in: progress, at: now, timeZone: timeZone).reviews)
        return progress.questions.values
            .filter { ($0.card?.due ?? .distantFuture) <= now }
            .sorted { lhs, rhs in
                let left = lhs.card?.due ?? .distantFuture, right = rhs.card?.due ?? .distantFuture
                if left != right { return left < right }
                if lhs.lesson != rhs.lesson { return lhs.lesson < rhs.lesson }
                return lhs.question < rhs.question
            }
            .filter { entry in
                guard entry.card?.state == .review else { return true }
                guard reviewsLeft > 0 else { return false }
                reviewsLeft -= 1
                return true
            }
    }

    /// The queue for a review session: the due cards, then up to today's remaining new
    /// questions taken in course order from `lessons` (id and question ids) the learner has
    /// begun (answered something in, or was last in). Days are in `timeZone`, the learner's.
    public static func items(
        in progress: LearnerProgress, at now: Date, lessons: [(id: String, questions: [String])],
        limits: Limits = .standard,
        timeZone: TimeZone = .current
    ) -> [Item] {
        var items = due(in: progress, at: now, limits: limits, timeZone: timeZone).map {
            Item(lesson: $0.lesson, question: $0.question, isNew: false)
        }
        var newLeft = max(0, limits.newPerDay - doneToday(in: progress, at: now, timeZone: timeZone).new)
        let begun = Set(progress.questions.values.map(\.lesson)).union(progress.lastLesson.map { [$0] } ?? [])
        for lesson in lessons where begun.contains(lesson.id) {
            for question in lesson.questions
            where newLeft > 0 && progress.question(lesson: lesson.id, question: question)?.card == nil {
                items.append(Item(lesson: lesson.id, question: question, isNew: true))
                newLeft -= 1
            }
        }
        return items
    }

    /// When the next card falls due after `now`, if any.
    public static func nextDue(in progress: LearnerProgress, after now: Date) -> Date? {
        progress.questions.values.compactMap(\.card?.due).filter { $0 > now }.min()
    }

    /// The cards due after `now`, counted per calendar day in `timeZone` (the learner's),
    /// soonest first (at most `days` days); each day is given by its first moment.
    public static func upcoming(
        in progress: LearnerProgress, after now: Date, days: Int = 7, timeZone: TimeZone = .gmt
    ) -> [(day: Date, count: Int)] {
        let dates = progress.questions.values.compactMap(\.card?.due).filter { $0 > now }.sorted()
        var result: [(day: Date, count: Int)] = []
        for date in dates {
            let day = startOfDay(date, in: timeZone)
            if let last = result.last, last.day == day {
                result[result.count - 1].count += 1
            } else {
                guard result.count < days else { break }
                result.append((day, 1))
            }
        }
        return result
    }
}
