import Foundation
import Testing
@testable import Tutor

private let day: TimeInterval = 86_400

/// Wrong → box 0, due at once; right answers climb 1, 3, 7, 14, 30 days; then retired.
@Test func leitnerBoxesClimbAndRetire() {
    var progress = LearnerProgress()
    progress.record(lesson: "l", question: "q", answer: "x", correct: false, at: fixedNow)
    var entry = progress.question(lesson: "l", question: "q")
    #expect(entry?.reviewBox == 0)
    #expect(entry?.reviewDue == fixedNow)
    var moment = fixedNow
    for expected in [1, 3, 7, 14, 30] {
        moment = moment.addingTimeInterval(day)
        progress.record(lesson: "l", question: "q", answer: "y", correct: true, at: moment)
        entry = progress.question(lesson: "l", question: "q")
        #expect(entry?.reviewDue == moment.addingTimeInterval(Double(expected) * day))
    }
    progress.record(lesson: "l", question: "q", answer: "y", correct: true, at: moment)
    #expect(progress.question(lesson: "l", question: "q")?.reviewDue == nil)
}

/// A question right the first time never enters review; a wrong answer resets the box.
@Test func rightFirstTimeNeverReviewedWrongResets() {
    var progress = LearnerProgress()
    progress.record(lesson: "l", question: "easy", answer: "x", correct: true, at: fixedNow)
    #expect(progress.question(lesson: "l", question: "easy")?.reviewDue == nil)
    progress.record(lesson: "l", question: "hard", answer: "x", correct: false, at: fixedNow)
    progress.record(lesson: "l", question: "hard", answer: "x", correct: true, at: fixedNow)
    progress.record(lesson: "l", question: "hard", answer: "x", correct: true, at: fixedNow)
    #expect(progress.question(lesson: "l", question: "hard")?.reviewBox == 2)
    progress.record(lesson: "l", question: "hard", answer: "x", correct: false, at: fixedNow)
    #expect(progress.question(lesson: "l", question: "hard")?.reviewBox == 0)
}

/// Due questions come earliest first, ties broken by lesson then question id.
@Test func dueOrderIsDeterministic() {
    var progress = LearnerProgress()
    progress.record(lesson: "b", question: "1", answer: "x", correct: false, at: fixedNow)
    progress.record(lesson: "a", question: "2", answer: "x", correct: false, at: fixedNow)
    progress.record(lesson: "a", question: "1", answer: "x", correct: false, at: fixedNow)
    progress.record(lesson: "c", question: "0", answer: "x", correct: false, at: fixedNow.addingTimeInterval(-1))
    progress.record(lesson: "z", question: "late", answer: "x", correct: false, at: fixedNow.addingTimeInterval(day))
    let due = ReviewScheduler.due(in: progress, at: fixedNow).map { "\($0.lesson)/\($0.question)" }
    #expect(due == ["c/0", "a/1", "a/2", "b/1"])
    #expect(ReviewScheduler.nextDue(in: progress, after: fixedNow) == fixedNow.addingTimeInterval(day))
}
