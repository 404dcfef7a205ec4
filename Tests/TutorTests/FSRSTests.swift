import Foundation
import Testing

@testable import Tutor

/// FSRS-6 against py-fsrs 6.3.2 (`Scheduler(enable_fuzzing=False)`, default parameters):
/// the figures below were printed by Tests/Reference/fsrs_reference.py, which
/// reviews a new card at 2026-01-01T09:00:00Z and then each time exactly when it falls due.
/// Each row: rating, state after, step after, stability, difficulty, interval in seconds.
private typealias Row = (
    rating: FSRSRating, state: FSRSCard.State, step: Int?, stability: Double, difficulty: Double, interval: Int
)

private let start = Date(timeIntervalSince1970: 1_767_258_000)  // 2026-01-01T09:00:00Z

private let referenceSequences: [(name: String, rows: [Row])] = [
    (
        "good6",
        [
            (.good, .learning, 1, 2.3065, 2.118103970459016, 600),
            (.good, .review, nil, 2.3065, 2.111214235785395, 172_800),
            (.good, .review, nil, 10.971048263078135, 2.1043313908464483, 950_400),
            (.good, .review, nil, 46.316858440073425, 2.0974554287524403, 3_974_400),
            (.good, .review, nil, 162.99981577472244, 2.0905863426205262, 14_083_200),
            (.good, .review, nil, 497.8765551245907, 2.083724125574744, 43_027_200),
        ]
    ),
    (
        "again-then-good5",
        [
            (.again, .learning, 0, 0.212, 6.4133, 60),
            (.good, .learning, 1, 0.24668918777567272, 6.402115069296838, 600),
            (.good, .review, nil, 0.2842063592758949, 6.3909413235243795, 86_400),
            (.good, .review, nil, 2.1520782454047453, 6.379778751497693, 172_800),
            (.good, .review, nil, 6.624321210928598, 6.368627342043034, 604_800),
            (.good, .review, nil, 19.169022904158798, 6.357487083997829, 1_641_600),
        ]
    ),
    (
        "hard4",
        [
            (.hard, .learning, 0, 1.2931, 5.112170705601056, 330),
            (.hard, .learning, 0, 1.2931, 6.7404595108297, 330),
            (.hard, .learning, 0, 1.2931, 7.821393497998797, 330),
            (.hard, .learning, 0, 1.2931, 8.538967850205447, 330),
        ]
    ),
    (
        "good4-again-good3",
        [
            (.good, .learning, 1, 2.3065, 2.118103970459016, 600),
            (.good, .review, nil, 2.3065, 2.111214235785395, 172_800),
            (.good, .review, nil, 10.971048263078135, 2.1043313908464483, 950_400),
            (.good, .review, nil, 46.316858440073425, 2.0974554287524403, 3_974_400),
            (.again, .relearning, 0, 2.9338452901880046, 7.387715706030851, 600),
            (.good, .review, nil, 2.9338452901880046, 7.375556359621658, 259_200),
            (.good, .review, nil, 7.799102228394648, 7.363409172558875, 691_200),
            (.good, .review, nil, 18.84991601950064, 7.351274132683154, 1_641_600),
        ]
    ),
    (
        "easy3",
        [
            (.easy, .review, nil, 8.2956, 1.0, 691_200),
            (.easy, .review, nil, 65.62422616189994, 1.0, 5_702_400),
            (.easy, .review, nil, 396.7750233497581, 1.0, 34_300_800),
        ]
    ),
]

/// Good×6 from new: 10 minutes, then 2, 11, 46, 163 and 498 days (py-fsrs 6.3.2), and the
/// other reference sequences (a first-try lapse, Hard on the learning step, a lapse after
/// graduating and relearning, Easy), state, step, stability and difficulty included.
@Test(arguments: referenceSequences.map(\.name))
func intervalsMatchPyFSRS(sequence name: String) throws {
    let rows = try #require(referenceSequences.first { $0.name == name }?.rows)
    let scheduler = FSRSScheduler()
    var card = FSRSCard(newAt: start)
    for (index, row) in rows.enumerated() {
        let moment = card.due
        card = scheduler.review(card, rating: row.rating, at: moment)
        let context = "\(name) review \(index + 1)"
        #expect(card.state == row.state, "\(context)")
        #expect(card.step == row.step, "\(context)")
        #expect(abs((card.stability ?? -1) - row.stability) < 1e-9, "\(context): stability \(card.stability ?? -1)")
        #expect(abs((card.difficulty ?? -1) - row.difficulty) < 1e-9, "\(context): difficulty \(card.difficulty ?? -1)")
        #expect(Int(card.due.timeIntervalSince(moment)) == row.interval, "\(context): interval")
        #expect(card.lastReview == moment)
    }
}

/// The 21 default weights are py-fsrs 6.x's `DEFAULT_PARAMETERS`.
@Test func defaultParametersArePyFSRS6() {
    #expect(FSRSScheduler.defaultParameters.count == 21)
    #expect(FSRSScheduler.defaultParameters.first == 0.212)
    #expect(FSRSScheduler.defaultParameters.last == 0.1542)
    #expect(FSRSScheduler().learningSteps == [60, 600])
    #expect(FSRSScheduler().relearningSteps == [600])
}

/// Python rounds half to even; so must the interval (a stability giving 2.5 days is 2).
@Test func intervalRoundsHalfToEven() {
    let scheduler = FSRSScheduler()
    // At 90 % retention the interval is S days exactly (py-fsrs: 2.5 → 2, 3.5 → 4).
    #expect(scheduler.nextInterval(2.5) == 2)
    #expect(scheduler.nextInterval(3.5) == 4)
    #expect(scheduler.nextInterval(0.2) == 1)
    #expect(scheduler.nextInterval(1e9) == 36500)
}

/// The study loop's ratings, by the first try: wrong (nothing earned) or revealed → again;
/// partly right, or right after a hint → hard; right → good.
@Test func studyRatings() {
    #expect(FSRSRating.of(firstScore: 0, hinted: false, revealed: false) == .again)
    #expect(FSRSRating.of(firstScore: 0, hinted: true, revealed: false) == .again)
    #expect(FSRSRating.of(firstScore: nil, hinted: false, revealed: true) == .again)
    #expect(FSRSRating.of(firstScore: 0.5, hinted: false, revealed: true) == .again)
    #expect(FSRSRating.of(firstScore: 0.5, hinted: false, revealed: false) == .hard)
    #expect(FSRSRating.of(firstScore: 1, hinted: true, revealed: false) == .hard)
    #expect(FSRSRating.of(firstScore: 1, hinted: false, revealed: false) == .good)
}

/// Every settled question enters the schedule with its review log; due order is
/// deterministic (earliest first, then lesson, then question).
@Test func everyAnsweredQuestionIsScheduled() {
    var progress = LearnerProgress()
    progress.record(lesson: "b", question: "1", answer: "x", correct: true, at: start)
    progress.schedule(lesson: "b", question: "1", rating: .good, at: start)
    progress.schedule(lesson: "a", question: "2", rating: .again, at: start)
    progress.schedule(lesson: "a", question: "1", rating: .again, at: start)
    let entry = progress.question(lesson: "b", question: "1")
    #expect(entry?.card?.state == .learning)
    #expect(entry?.card?.due == start.addingTimeInterval(600))
    #expect(entry?.reviews == [ReviewRecord(rating: .good, at: start, state: nil)])
    let later = start.addingTimeInterval(3600)
    #expect(
        ReviewQueue.due(in: progress, at: later, timeZone: .gmt).map { "\($0.lesson)/\($0.question)" } == [
            "a/1", "a/2", "b/1",
        ])
    #expect(ReviewQueue.due(in: progress, at: start, timeZone: .gmt).isEmpty)
    #expect(ReviewQueue.nextDue(in: progress, after: start) == start.addingTimeInterval(60))
}

/// Daily limits: graduated reviews stop at the day's limit; new questions come from begun
/// lessons only, up to the new limit less those already introduced today.
@Test func dailyLimits() {
    var progress = LearnerProgress()
    for index in 0..<5 {
        // Graduate with Easy, then let them fall due.
        progress.schedule(lesson: "l", question: "q\(index)", rating: .easy, at: start)
    }
    let dueDay = start.addingTimeInterval(30 * 86_400)
    let limits = ReviewQueue.Limits(newPerDay: 2, reviewsPerDay: 3)
    #expect(ReviewQueue.due(in: progress, at: dueDay, limits: limits, timeZone: .gmt).count == 3)
    let lessons: [(id: String, questions: [String])] = [("l", (0..<8).map { "q\($0)" }), ("other", ["x"])]
    let items = ReviewQueue.items(in: progress, at: dueDay, lessons: lessons, limits: limits, timeZone: .gmt)
    #expect(items.map(\.question) == ["q0", "q1", "q2", "q5", "q6"])
    #expect(items.filter(\.isNew).count == 2)
    // Introduced today already: the five of `start`'s day count against that day's new limit.
    #expect(
        ReviewQueue.items(
            in: progress, at: start.addingTimeInterval(60), lessons: lessons, limits: limits, timeZone: .gmt
        ).filter(\.isNew).isEmpty)
}

/// The daily limits count the learner's days: in Seoul (UTC+9) the new limit starts again at
/// local midnight, 15:00 UTC, although 23:50 and 00:10 there are the same UTC day.
@Test func dailyLimitsCountTheLearnersLocalDays() throws {
    let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
    let formatter = ISO8601DateFormatter()
    let beforeMidnight = try #require(formatter.date(from: "2026-12-01T14:50:00Z"))  // 23:50 in Seoul
    let afterMidnight = try #require(formatter.date(from: "2026-12-01T15:10:00Z"))  // 00:10 the next day in Seoul
    var progress = LearnerProgress()
    progress.schedule(lesson: "l", question: "q0", rating: .good, at: beforeMidnight)
    progress.schedule(lesson: "l", question: "q1", rating: .good, at: beforeMidnight)
    let lessons: [(id: String, questions: [String])] = [("l", (0..<6).map { "q\($0)" })]
    let limits = ReviewQueue.Limits(newPerDay: 2, reviewsPerDay: 100)
    func new(at moment: Date, in zone: TimeZone) -> [String] {
        ReviewQueue.items(in: progress, at: moment, lessons: lessons, limits: limits, timeZone: zone).filter(\.isNew)
            .map(\.question)
    }
    // Still the evening the two were introduced: nothing new left today.
    #expect(new(at: beforeMidnight.addingTimeInterval(300), in: seoul).isEmpty)
    // After the learner's midnight: a new day, two new questions.
    #expect(new(at: afterMidnight, in: seoul) == ["q2", "q3"])
    // Counted in UTC the two moments are one day, and nothing new would come.
    #expect(new(at: afterMidnight, in: .gmt).isEmpty)
    // Graduated reviews count the same days: a review done before midnight counts against that day only.
    var reviewed = LearnerProgress()
    for index in 0..<3 {
        reviewed.schedule(
            lesson: "l", question: "q\(index)", rating: .easy, at: beforeMidnight.addingTimeInterval(-40 * 86_400))
    }
    reviewed.schedule(lesson: "l", question: "q0", rating: .good, at: beforeMidnight)
    let oneReview = ReviewQueue.Limits(newPerDay: 0, reviewsPerDay: 1)
    #expect(
        ReviewQueue.due(in: reviewed, at: beforeMidnight.addingTimeInterval(300), limits: oneReview, timeZone: seoul)
            .isEmpty)
    #expect(ReviewQueue.due(in: reviewed, at: afterMidnight, limits: oneReview, timeZone: seoul).count == 1)
    #expect(ReviewQueue.due(in: reviewed, at: afterMidnight, limits: oneReview, timeZone: .gmt).isEmpty)
}
