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
        // The positions of questions asked only because a later prompt follows them.
        var contexts: Set<Int> = []
        for item in ReviewQueue.items(
            in: store.progress, at: moment, lessons: catalog, limits: limits, timeZone: timeZone)
        {
            guard let lesson = course.lessons.first(where: { $0.id == item.lesson }),
                let question = lesson.questions.first(where: { $0.id == item.question })
            else { continue }
            // A prompt that leans on an earlier question (`after:`) is asked right after it.
            if let earlier = question.follows,
                items.last.map({ $0.lesson.id != lesson.id || $0.question.id != earlier }) ?? true,
                let context = lesson.questions.first(where: { $0.id == earlier })
            {
                contexts.insert(items.count)
                items.append((lesson, context))
            }
            items.append((lesson, question))
        }
        guard !items.isEmpty else {
            let next = ReviewQueue.nextDue(in: store.progress, after: moment).map {
                StudySession.moment($0, in: timeZone)
            }
            say(.reviewNothingDue(next: next))
            showUpcoming(after: moment)
            return goodbye()
        }
        let states = items.indices.filter { !contexts.contains($0) }.map {
            store.progress.question(lesson: items[$0].lesson.id, question: items[$0].question.id)?.card?.state
        }
        // Only answered questions are due; never-answered ones are counted apart as new, and the
        // earlier questions asked first for a prompt that follows them apart again.
        let due = states.filter { $0 != nil }.count
        say(.reviewHeading(due: due, new: states.count - due, context: contexts.count))
        if due > 0 {
            say(
                .reviewDueSummary(
                    learning: states.filter { $0 == .learning || $0 == .relearning }.count,
                    review: states.filter { $0 == .review }.count))
        } else if let next = ReviewQueue.nextDue(in: store.progress, after: moment).map({
            StudySession.moment($0, in: timeZone)
        }) {
            say(.reviewNextDue(next: next))
        }
        let (flow, tally) = askInTurn(items.map { ($0.lesson, $0.question) }) { item, position, count in
            { language in "\(position + 1)/\(count) · " + items[item].lesson.title(in: language) }
        }
        if flow == .quit { return goodbye() }
        write("\n")
        say(.reviewFinished(tally))
        showUpcoming(after: moment)
        return goodbye()
    }

    /// The next days with cards due, and how many.
    func showUpcoming(after moment: Date) {
        let upcoming = ReviewQueue.upcoming(in: store.progress, after: moment, timeZone: timeZone)
        guard !upcoming.isEmpty else { return }
        say(.reviewUpcoming(days: upcoming.map { (StudySession.day($0.day, in: timeZone), $0.count) }))
    }

    /// A moment as `2026-11-29 18:10 UTC+9` in the learner's time zone (`TZ`, else the
    /// system's): review steps are minutes apart, so the day alone would say "today" for
    /// something due in ten minutes. The zone is written as its offset, the same in every
    /// language and locale.
    static func moment(_ date: Date, in zone: TimeZone = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date) + " " + offsetName(zone.secondsFromGMT(for: date))
    }

    /// `UTC`, `UTC+9`, `UTC+5:30`, `UTC-3`.
    static func offsetName(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let minutes = abs(seconds) / 60
        return "UTC" + (seconds < 0 ? "-" : "+") + "\(minutes / 60)"
            + (minutes % 60 == 0 ? "" : String(format: ":%02d", minutes % 60))
    }

    /// A date as `2026-11-29`, the learner's calendar day: unambiguous in every language.
    static func day(_ date: Date, in zone: TimeZone = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
