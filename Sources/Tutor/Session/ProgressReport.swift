import Foundation
import Lessons

/// `layoutlab progress`: a table of lessons with questions answered, right, attempts and when
/// last seen, then the totals and what is due for review.
public struct ProgressReport {
    /// A lesson's row: its id, title, and question ids.
    public struct LessonEntry: Sendable {
        /// The lesson id.
        public let id: String
        /// The title in the report's language.
        public let title: String
        /// The lesson's question ids; nil when the lesson is only known from progress.json.
        public let questionIDs: [String]?
        /// The lesson's number (its `order:`); nil numbers the row by its place.
        public let number: Int?

        /// A row for this lesson.
        public init(id: String, title: String, questionIDs: [String]?, number: Int? = nil) {
            self.id = id
            self.title = title
            self.questionIDs = questionIDs
            self.number = number
        }
    }

    /// The lessons to list, in order. Lessons found only in progress.json come after.
    public let lessons: [LessonEntry]
    /// The learner's progress.
    public let progress: LearnerProgress

    /// A report of `progress` over `lessons` (the course's, when it could be loaded).
    /// Lessons in `progress` but not in `lessons` get their own rows, by id.
    public init(lessons: [LessonEntry], progress: LearnerProgress) {
        let known = Set(lessons.map(\.id))
        let orphans = Set(progress.questions.values.map(\.lesson)).subtracting(known).sorted()
        self.lessons = lessons + orphans.map { LessonEntry(id: $0, title: $0, questionIDs: nil) }
        self.progress = progress
    }

    /// The report's text in `language`.
    /// `width` is the terminal's (the table fits it); times are in `timeZone`, the learner's.
    public func render(in language: Language, at now: Date, width: Int = .max, timeZone: TimeZone = .current) -> String
    {
        guard !progress.questions.isEmpty else { return UIText.progressNone.text(in: language) + "\n" }
        var rows: [[String]] = []
        var answeredTotal = 0, rightTotal = 0, questionTotal = 0
        for (index, lesson) in lessons.enumerated() {
            let entries = progress.questions.values.filter { entry in
                entry.lesson == lesson.id && (lesson.questionIDs?.contains(entry.question) ?? true)
            }
            let right = entries.filter(\.lastCorrect).count
            let total = lesson.questionIDs?.count ?? entries.count
            answeredTotal += entries.count
            rightTotal += right
            questionTotal += total
            let lastSeen =
                entries.map(\.lastSeen).max().map { StudySession.day($0, in: timeZone) }
                ?? UIText.never.text(in: language)
            rows.append([
                "\(lesson.number ?? index + 1)", lesson.title, "\(entries.count)/\(total)", "\(right)",
                "\(entries.map(\.attempts).reduce(0, +))", lastSeen,
            ])
        }
        let headers = [
            UIText.columnNumber, .columnLesson, .columnAnswered, .columnCorrect, .columnAttempts, .columnLastSeen,
        ]
        var text = TableRenderer(headers: headers.map { $0.text(in: language) }, rows: rows).render(width: width)
        text +=
            UIText.progressTotal(answered: answeredTotal, correct: rightTotal, total: questionTotal).text(in: language)
            + "\n"
        let due = ReviewQueue.due(in: progress, at: now, timeZone: timeZone).count
        if due > 0 {
            // No space after 。 and full-width brackets in Chinese.
            text +=
                UIText.reviewHeading(due: due, new: 0).text(in: language)
                + (language == .zh ? "（layoutlab review）\n" : " (layoutlab review)\n")
        } else {
            text +=
                UIText.reviewNothingDue(
                    next: ReviewQueue.nextDue(in: progress, after: now).map { StudySession.moment($0, in: timeZone) }
                )
                .text(in: language) + "\n"
        }
        return text
    }
}
