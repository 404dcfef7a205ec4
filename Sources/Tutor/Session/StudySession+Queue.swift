import Lessons

extension StudySession {
    /// One question to ask in a lesson or a review.
    typealias QueuedQuestion = (lesson: any StudyLesson, question: any StudyQuestion)

    /// How many other questions come between a lapse and its next try in the same session
    /// (FSRS's learning steps, 1 and 10 minutes, played as "a few questions later").
    static let lapseGap = 3
    /// How often one question comes back within a session, so a question the learner cannot
    /// get does not loop forever.
    static let lapseRepeats = 2

    /// Asks `items` in turn; a question rated `again` comes back a few questions later (at
    /// most `lapseRepeats` times), `:back` goes to the question before with its variant and
    /// tries as they were. `heading(item, position, count)` titles each question. Returns
    /// how it ended (`.next` when every question was asked) and how each question's first
    /// settling went.
    func askInTurn(
        _ items: [QueuedQuestion], heading: (_ item: Int, _ position: Int, _ count: Int) -> (Language) -> String
    ) -> (flow: Flow, tally: SittingTally) {
        var queue = Array(items.indices)
        var repeats: [Int: Int] = [:]
        var outcomes: [Int: QuestionSitting.Outcome] = [:]
        var position = 0
        // Positions before `furthest` have been shown: going there again is a revisit.
        var furthest = 0
        func tally() -> SittingTally {
            var tally = SittingTally()
            for index in Set(queue.prefix(furthest)) { tally.count(outcomes[index]) }
            return tally
        }
        while position < queue.count {
            let index = queue[position]
            let item = items[index]
            let comesBack = repeats[index, default: 0] < StudySession.lapseRepeats
            let (flow, rating) = ask(
                item.question, of: item.lesson, heading: heading(index, position, queue.count),
                revisit: position < furthest,
                comesBack: comesBack)
            if rating != nil, outcomes[index] == nil {
                outcomes[index] =
                    sittings[LearnerProgress.key(lesson: item.lesson.id, question: item.question.id)]?.outcome
            }
            if rating == .again, comesBack {
                repeats[index, default: 0] += 1
                let slot = min(queue.count, position + 1 + StudySession.lapseGap)
                queue.insert(index, at: slot)
                if slot < furthest { furthest += 1 }
            }
            switch flow {
            case .next:
                position += 1
                furthest = max(furthest, position)
            case .back:
                if position == 0 { say(.atFirstQuestion) } else { position -= 1 }
                furthest = max(furthest, position + 1)
            case .lessons, .quit:
                furthest = max(furthest, position + 1)
                return (flow, tally())
            }
        }
        return (.next, tally())
    }
}
