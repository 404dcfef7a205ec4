import Foundation
import Lessons

extension StudySession {
    /// `layoutlab review`: says what is due and when, then asks the questions ReviewQueue
    /// gives (due cards earliest first within the daily review limit, then new questions of
    /// begun lessons within the daily new limit). A lapse comes back a few questions later.
    /// Questions whose lesson or id no longer exists in the course are passed over.
    public func runReview(limits: ReviewQueue.Limits = .standard) -> Int32 {
        let moment = now()
        guard !store.progress.questions.isEmpty else {
            say(.reviewNothingAnswered)
            return 0
        }
        let catalog = course.lessons.map { (id: $0.id, questions: $0.questions.map(\.id)) }
        var items: [(lesson: any StudyLesson, question: any StudyQuestion)] = []
        for item in ReviewQueue.items(in: store.progress, at: moment, lessons: catalog, limits: limits) {
            guard let lesson = course.lessons.first(where: { $0.id == item.lesson }),
                let question = lesson.questions.first(where: { $0.id == item.question })
            else { continue }
            // A prompt that leans on an earlier question (`after:`) is asked right after it.
            if let earlier = question.follows, items.last.map({ $0.lesson.id != lesson.id || $0.question.id != earlier }) ?? true,
                let context = lesson.questions.first(where: { $0.id == earlier }) {
                items.append((lesson, context))
            }
            items.append((lesson, question))
        }
        guard !items.isEmpty else {
            let next = ReviewQueue.nextDue(in: store.progress, after: moment).map(StudySession.moment)
            say(.reviewNothingDue(next: next))
            showUpcoming(after: moment)
            return goodbye()
        }
        let states = items.map { store.progress.question(lesson: $0.lesson.id, question: $0.question.id)?.card?.state }
        // Only answered questions are due; never-answered ones are counted apart as new.
        let due = states.filter { $0 != nil }.count
        say(.reviewHeading(due: due, new: items.count - due))
        if due > 0 {
            say(.reviewDueSummary(
                learning: states.filter { $0 == .learning || $0 == .relearning }.count, review: states.filter { $0 == .review }.count))
        } else if let next = ReviewQueue.nextDue(in: store.progress, after: moment).map(StudySession.moment) {
            say(.reviewNextDue(next: next))
        }
        sittingVariants = [:]; askedThisSitting = []  // one review batch is one sitting
        var queue = Array(items.indices)
        var repeats: [Int: Int] = [:]
        var position = 0
        var right = Set<Int>()
        while position < queue.count {
            let item = items[queue[position]]
            let heading = { (language: Language) in "\(position + 1)/\(queue.count) · " + item.lesson.title(in: language) }
            switch ask(item.question, of: item.lesson, heading: heading) {
            case (.next, let rating):
                let index = queue[position]
                if rating == .again, repeats[index, default: 0] < StudySession.lapseRepeats {
                    repeats[index, default: 0] += 1
                    queue.insert(index, at: min(queue.count, position + 1 + StudySession.lapseGap))
                    say(.comesBackSoon)
                } else if rating == .good || rating == .hard {
                    right.insert(index)
                }
                position += 1
            case (.back, _):
                if position == 0 { say(.atFirstQuestion) } else { position -= 1 }
            case (.lessons, _): position = queue.count
            case (.quit, _): return goodbye()
            }
        }
        write("\n")
        say(.reviewFinished(correct: right.count, total: items.count))
        showUpcoming(after: moment)
        return goodbye()
    }

    /// The next days with cards due, and how many.
    func showUpcoming(after moment: Date) {
        let upcoming = ReviewQueue.upcoming(in: store.progress, after: moment)
        guard !upcoming.isEmpty else { return }
        say(.reviewUpcoming(days: upcoming.map { (StudySession.day($0.day), $0.count) }))
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
