import Foundation
import Lessons

/// Reads `grade`'s answer sheets on a thread of its own, in order and at most `ahead` sheets
/// before the one being graded: reading a file and its YAML is a large part of a sheet's cost,
/// and sheets are independent, so a second core reads while the first grades and writes.
/// Grading, the report and every message stay on the calling thread, in sheet order.
///
/// `@unchecked Sendable`: `condition` guards `outcomes` and `taken`.
final class SheetReader: @unchecked Sendable {
    /// A sheet as read, or why it could not be.
    typealias Outcome = Result<AnswerSheet, LessonDiagnostic>

    /// How many sheets may wait, read and not yet graded: memory stays flat in their number.
    static let ahead = 32

    private let condition = NSCondition()
    /// By sheet index: nil before it is read and again once it is taken.
    private var outcomes: [Outcome?]
    /// How many sheets the grading thread has taken.
    private var taken = 0

    /// Starts reading `paths` (`-` is standard input) with `AnswerSheet.read`'s `strict`.
    init(paths: [String], strict: Bool) {
        outcomes = Array(repeating: nil, count: paths.count)
        let thread = Thread { [self] in
            for (index, path) in paths.enumerated() {
                condition.lock()
                while index - taken >= Self.ahead { condition.wait() }
                condition.unlock()
                let outcome = Outcome { () throws(LessonDiagnostic) in
                    try AnswerSheet.read(try GradeCommand.readSheet(path), strict: strict)
                }
                condition.lock()
                outcomes[index] = outcome
                condition.broadcast()
                condition.unlock()
            }
        }
        // As deep as the main thread's, where sheets were read before: YAML nests.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The sheet at `index`, once it is read. Each index is taken once, in order.
    func sheet(at index: Int) -> Outcome {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let outcome = outcomes[index] {
                outcomes[index] = nil
                taken = index + 1
                condition.broadcast()
                return outcome
            }
            condition.wait()
        }
    }
}
