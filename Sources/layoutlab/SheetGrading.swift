import Foundation
import Grading
import Lessons

/// Grades `grade`'s sheets on worker threads and hands them back in sheet order: a class of
/// thousands of sheets whose answers all differ is bound by grading, which one core cannot keep
/// up with. The reader admits each sheet against the quiz once. Each worker has a grader of
/// its own and grades its share of the quiz's questions on every sheet, the questions of a
/// scenario together, so no scenario runs twice and each question's kept verdicts stay with
/// one grader. A verdict depends on nothing but the question and the answer, so the split
/// changes no byte of the report. The worker that grades a sheet's last
/// share puts the sheet together and, for a writer whose parts depend on nothing but their
/// sheet (JUnit), makes its part of the report; the calling thread writes the report and every
/// message, in order.
///
/// `@unchecked Sendable`: `condition` guards `parts` and `delivered`; each grader is used by
/// its own worker only, and the rest is immutable.
final class SheetGrading: @unchecked Sendable {
    /// A sheet's grade and what `grade` prints on standard error for it.
    struct Graded {
        /// The sheet's result (a broken one for a sheet that could not be graded).
        var result: SheetResult
        /// Messages for standard error, each ending with a newline.
        var messages: [String]
        /// Whether the sheet was graded (false: reported as broken).
        var wasGraded: Bool
        /// The sheet's part of the report, when the writer's parts are independent of each
        /// other (`ReportWriter.independentSheet`): made by a worker.
        var text: String?
    }

    /// One worker's share of a sheet: its questions' verdicts, or the first question of the
    /// share that could not be graded.
    private enum Part {
        case verdicts([Verdict])
        case failure(question: Int, LessonDiagnostic)
    }

    /// How many sheets the workers may grade ahead of the one being written: memory stays flat
    /// in their number.
    static let ahead = SheetReader.ahead

    /// Sheets a worker is worth: a worker's grader runs its questions' scenarios before its
    /// first sheet, in parallel with the others', which a few dozen sheets do not pay back.
    static let sheetsPerWorker = 50

    private let condition = NSCondition()
    /// By sheet index, one slot a worker: nil until that worker has graded its share.
    private var parts: [[Part?]]
    /// By sheet index: the sheet once every share is graded, until it is delivered.
    private var finished: [Graded?]
    /// How many sheets the calling thread has taken, in order.
    private var delivered = 0
    /// One grader a worker.
    private let graders: [Grader]
    /// Each worker's questions, as indices into `quiz.questions` in quiz order.
    private let shares: [[Int]]
    /// Where each question's verdict is: its worker, and its place in that worker's share.
    private let places: [(worker: Int, offset: Int)]
    private let reader: SheetReader
    private let paths: [String]
    private let quiz: Quiz
    private let language: Language?
    private let strict: Bool
    private let render: (@Sendable (SheetResult) -> String)?

    /// Starts grading `paths` against `quiz` on `workers` threads: the first uses `grader`,
    /// the others siblings of it. `language` overrides each sheet's own. With `render`, the
    /// worker that finishes a sheet also makes its part of the report.
    init(
        paths: [String], quiz: Quiz, grader: Grader, language: Language?, strict: Bool, workers: Int,
        render: (@Sendable (SheetResult) -> String)?
    ) {
        let count = max(1, min(workers, quiz.questions.count))
        parts = Array(repeating: Array(repeating: nil, count: count), count: paths.count)
        finished = Array(repeating: nil, count: paths.count)
        self.render = render
        reader = SheetReader(paths: paths, strict: strict, quiz: quiz, library: grader.library)
        graders = [grader] + (1..<count).map { _ in grader.sibling() }
        shares = Self.shares(of: quiz, workers: count, library: grader.library)
        var places = Array(repeating: (worker: 0, offset: 0), count: quiz.questions.count)
        for (worker, share) in shares.enumerated() {
            for (offset, question) in share.enumerated() { places[question] = (worker, offset) }
        }
        self.places = places
        self.paths = paths
        self.quiz = quiz
        self.language = language
        self.strict = strict
        for worker in graders.indices {
            let thread = Thread { [self] in work(worker) }
            // As deep as the main thread's, where sheets were graded before: explanations
            // and scenario runs recurse.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// The quiz's questions split among `workers`: the questions of one scenario go to one
    /// worker, whose grader runs it once, and the scenarios with the most questions are dealt
    /// first, each to the worker with the fewest questions so far.
    static func shares(of quiz: Quiz, workers: Int, library: LessonLibrary) -> [[Int]] {
        var groups: [[Int]] = []
        var groupOfKey: [String: Int] = [:]
        for (index, entry) in quiz.questions.enumerated() {
            let key =
                library.resolve(entry.reference).map { $0.lesson.id + "/" + $0.question.scenario }
                ?? entry.reference.description
            if let group = groupOfKey[key] {
                groups[group].append(index)
            } else {
                groupOfKey[key] = groups.count
                groups.append([index])
            }
        }
        var shares = Array(repeating: [Int](), count: workers)
        // Stable: among groups of one size, the one asked first is dealt first.
        for group in groups.indices.sorted(by: { (groups[$0].count, -$0) > (groups[$1].count, -$1) }) {
            var fewest = 0
            for worker in shares.indices where shares[worker].count < shares[fewest].count { fewest = worker }
            shares[fewest] += groups[group]
        }
        return shares.map { $0.sorted() }
    }

    /// How many workers grade `count` sheets: one per `sheetsPerWorker` sheets, at most one a
    /// core and four in all, and one when the engine cannot run on several threads.
    static func workers(for count: Int, grader: Grader) -> Int {
        guard grader.runsConcurrently else { return 1 }
        return max(1, min(count / sheetsPerWorker, ProcessInfo.processInfo.activeProcessorCount, 4))
    }

    /// The sheet at `index`, once every worker has graded its share. The calling thread takes
    /// each index once, in order.
    func sheet(at index: Int) -> Graded {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let sheet = finished[index] {
                finished[index] = nil
                delivered = index + 1
                condition.broadcast()
                return sheet
            }
            condition.wait()
        }
    }

    /// A worker's loop: its share of each sheet in turn, at most `ahead` sheets before the one
    /// being written.
    private func work(_ worker: Int) {
        let grader = graders[worker]
        let share = shares[worker]
        for index in paths.indices {
            condition.lock()
            while index - delivered >= Self.ahead { condition.wait() }
            condition.unlock()
            let part = grade(share, of: reader.peek(at: index), grader: grader)
            condition.lock()
            parts[index][worker] = part
            // The worker that grades a sheet's last share puts the sheet together.
            let pieces = parts[index].compactMap { $0 }
            let complete = pieces.count == parts[index].count
            if complete { parts[index] = [] }
            condition.unlock()
            guard complete else { continue }
            var sheet = assemble(pieces, outcome: reader.take(at: index), path: paths[index])
            sheet.text = render?(sheet.result)
            condition.lock()
            finished[index] = sheet
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The verdicts of the questions at `share` on the sheet `outcome`.
    private func grade(_ share: [Int], of outcome: SheetReader.Outcome, grader: Grader) -> Part {
        guard case .success(let admitted) = outcome else { return .verdicts([]) }
        let language = self.language ?? admitted.sheet.language ?? .en
        var verdicts: [Verdict] = []
        verdicts.reserveCapacity(share.count)
        for question in share {
            do throws(LessonDiagnostic) {
                verdicts += try SheetResult.verdicts(
                    of: admitted.sheet, admitted.admission, questions: CollectionOfOne(question), quiz: quiz,
                    grader: grader, language: language)
            } catch {
                return .failure(question: question, error)
            }
        }
        return .verdicts(verdicts)
    }

    /// The sheet's result from the workers' shares, as `SheetResult.grade` gives it: the verdicts
    /// in quiz order, or the first problem in that order reported in the sheet's place.
    private func assemble(_ pieces: [Part], outcome: SheetReader.Outcome, path: String) -> Graded {
        let unreadable: SheetReader.Unreadable
        switch outcome {
        case .success(let admitted):
            let sheet = admitted.sheet
            let language = self.language ?? sheet.language ?? .en
            let failures = pieces.compactMap { part -> (question: Int, error: LessonDiagnostic)? in
                guard case .failure(let question, let error) = part else { return nil }
                return (question, error)
            }
            if let first = failures.min(by: { $0.question < $1.question }) {
                unreadable = SheetReader.Unreadable(
                    diagnostic: first.error, learner: sheet.learner, language: sheet.language)
                break
            }
            // No share failed: each holds its verdicts, in its share's order.
            var verdictsByShare: [[Verdict]] = []
            for case .verdicts(let verdicts) in pieces { verdictsByShare.append(verdicts) }
            var verdicts: [Verdict] = []
            verdicts.reserveCapacity(quiz.questions.count)
            for question in quiz.questions.indices {
                let place = places[question]
                verdicts.append(verdictsByShare[place.worker][place.offset])
            }
            let result = SheetResult.assemble(
                sheet, admitted.admission, verdicts: verdicts, quiz: quiz, language: language)
            return Graded(result: result, messages: result.problems.map { $0.description + "\n" }, wasGraded: true)
        case .failure(let failure):
            unreadable = failure
        }
        let result = SheetResult.broken(
            file: path == "-" ? LessonFile.standardInputName : path, learner: unreadable.learner, quiz: quiz,
            grader: graders[0], language: language ?? unreadable.language ?? .en, error: unreadable.diagnostic)
        return Graded(result: result, messages: [unreadable.diagnostic.description + "\n"], wasGraded: false)
    }
}
