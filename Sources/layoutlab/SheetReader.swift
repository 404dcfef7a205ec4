import Foundation
import Grading
import Lessons

/// Reads `grade`'s answer sheets on a thread of its own, in order and at most `ahead` sheets
/// before the one being written: reading a file and its YAML is a large part of a sheet's cost,
/// and sheets are independent, so another core reads while the graders grade. It also admits
/// each sheet against the quiz once (`SheetResult.admit`), and finds a learner graded twice,
/// which needs the sheets in order.
///
/// `@unchecked Sendable`: `condition` guards `outcomes` and `taken`.
final class SheetReader: @unchecked Sendable {
    /// A sheet that cannot be graded: why, and what of it could be read.
    struct Unreadable: Error {
        /// The diagnostic reported in the sheet's place.
        var diagnostic: LessonDiagnostic
        /// The learner and language the sheet gave, when it was read before it failed.
        var learner: String?, language: Language?
    }

    /// A sheet as read and admitted against the quiz.
    struct Admitted {
        var sheet: AnswerSheet
        var admission: SheetResult.Admission
    }

    /// A sheet as read and admitted, or why it could not be.
    typealias Outcome = Result<Admitted, Unreadable>

    /// How many sheets may wait, read and not yet taken: memory stays flat in their number.
    static let ahead = 32

    private let condition = NSCondition()
    /// By sheet index: nil before it is read and again once it is taken.
    private var outcomes: [Outcome?]
    /// One past the highest index taken.
    private var taken = 0

    /// Starts reading `paths` (`-` is standard input) with `AnswerSheet.read`'s `strict`, and
    /// admitting them against `quiz`, whose questions `library` holds.
    init(paths: [String], strict: Bool, quiz: Quiz, library: LessonLibrary) {
        outcomes = Array(repeating: nil, count: paths.count)
        let thread = Thread { [self] in
            var learners: [String: String] = [:]
            for (index, path) in paths.enumerated() {
                condition.lock()
                while index - taken >= Self.ahead { condition.wait() }
                condition.unlock()
                let outcome = Self.read(path, strict: strict, learners: &learners).flatMap { sheet in
                    Self.admit(sheet, quiz: quiz, library: library, strict: strict)
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

    /// The sheet at `index`, once it is read, left for other readers of it (the graders).
    func peek(at index: Int) -> Outcome {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let outcome = outcomes[index] { return outcome }
            condition.wait()
        }
    }

    /// The sheet at `index`, once it is read, by its last reader: each index is taken once,
    /// after every `peek` at it (neighbouring indices in either order).
    func take(at index: Int) -> Outcome {
        let outcome = peek(at: index)
        condition.lock()
        outcomes[index] = nil
        taken = max(taken, index + 1)
        condition.broadcast()
        condition.unlock()
        return outcome
    }

    /// Reads the sheet at `path` and admits it: a learner already graded in an earlier sheet
    /// (`learners`, by normalised name) is a warning on the sheet, or with `strict` an error.
    private static func read(
        _ path: String, strict: Bool, learners: inout [String: String]
    ) -> Result<AnswerSheet, Unreadable> {
        var sheet: AnswerSheet
        do throws(LessonDiagnostic) {
            sheet = try AnswerSheet.read(try GradeCommand.readSheet(path), strict: strict)
        } catch {
            return .failure(Unreadable(diagnostic: error))
        }
        let key = GradeCommand.normalizedLearner(sheet.learner)
        guard let earlier = learners[key] else {
            learners[key] = sheet.file
            return .success(sheet)
        }
        let message = "learner '\(sheet.learner)' is graded twice: in \(earlier) and in \(sheet.file)"
        let hint =
            "give each learner one sheet (names are compared as they look: ignoring case, extra spaces and invisible characters)"
        guard !strict else {
            return .failure(
                Unreadable(
                    diagnostic: LessonDiagnostic(message, at: sheet.learnerPosition, hint: hint),
                    learner: sheet.learner, language: sheet.language))
        }
        sheet.problems.append(LessonDiagnostic(message, at: sheet.learnerPosition, hint: hint, severity: .warning))
        return .success(sheet)
    }

    /// `sheet` admitted against `quiz`; strictly, a problem it finds is the sheet's error.
    private static func admit(
        _ sheet: AnswerSheet, quiz: Quiz, library: LessonLibrary, strict: Bool
    ) -> Outcome {
        do throws(LessonDiagnostic) {
            let admission = try SheetResult.admit(sheet, quiz: quiz, library: library, strict: strict)
            return .success(Admitted(sheet: sheet, admission: admission))
        } catch {
            return .failure(Unreadable(diagnostic: error, learner: sheet.learner, language: sheet.language))
        }
    }
}
