import Foundation
import Lessons

extension StudySession {
    /// `layoutlab review`: asks the questions ReviewScheduler says are due, earliest first.
    /// Questions whose lesson or id no longer exists in the course are passed over.
    public func runReview() -> Int32 {
        let moment = now()
        let due: [(lesson: any StudyLesson, question: any StudyQuestion)] = ReviewQueue.due(in: store.progress, at: moment)
            .compactMap { entry in
                guard let lesson = course.lessons.first(where: { $0.id == entry.lesson }),
                    let question = lesson.questions.first(where: { $0.id == entry.question })
                else { return nil }
                return (lesson, question)
            }
        guard !due.isEmpty else {
            let next = ReviewQueue.nextDue(in: store.progress, after: moment).map(StudySession.moment)
            say(.reviewNothingDue(next: next))
            return 0
        }
        say(.reviewHeading(due: due.count))
        var position = 0
        var right = Set<Int>()
        while position < due.count {
            let item = due[position]
            let heading = { (language: Language) in "\(position + 1)/\(due.count) · " + item.lesson.title(in: language) }
            let before = store.progress.question(lesson: item.lesson.id, question: item.question.id)?.attempts
            switch ask(item.question, of: item.lesson, heading: heading) {
            case .next:
                let entry = store.progress.question(lesson: item.lesson.id, question: item.question.id)
                if entry?.attempts != before, entry?.lastCorrect == true { right.insert(position) }
                position += 1
            case .back:
                if position == 0 { say(.atFirstQuestion) } else { position -= 1 }
            case .lessons: position = due.count
            case .quit: return goodbye()
            }
        }
        write("\n")
        say(.reviewFinished(correct: right.count, total: due.count))
        return 0
    }

    /// A moment as `2026-11-29 09:10 UTC`: review steps are minutes apart, so the day alone
    /// would say "today" for something due in ten minutes.
    static func moment(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }

    /// A date as `2026-11-29` in UTC: unambiguous in every language and locale.
    static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
