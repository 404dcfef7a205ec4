import Foundation
import Lessons
import TextBasics

/// Answers a guesser cannot read off the course: across the lessons checked together, yes/no
/// questions expect yes 40–60 % of the time, and in single-answer choice questions the right
/// option is the longest label in at most a third of them (in every language). A course too
/// small to have a balance (fewer questions of the kind than `minimumQuestions`) is not held
/// to it, so one lesson can be checked on its own.
public enum CourseBalance {
    /// The share of yes/no questions that may expect yes.
    public static let yesShare = 0.4...0.6
    /// The share of single-answer choice questions whose right option may be the longest.
    public static let longestRightShare = 1.0 / 3.0
    /// Questions of a kind below which the course is not held to its balance.
    public static let minimumQuestions = 6

    /// The problems, with `grader` for the simulator's answers (variants averaged).
    public static func check(_ library: LessonLibrary, grader: Grader) -> [LessonDiagnostic] {
        var yesNo: [(question: Question, yes: Double)] = []
        var choices: [(lesson: Lesson, question: Question, right: String)] = []
        for lesson in library.lessons.sorted(by: { $0.order < $1.order }) {
            for question in lesson.questions
            where question.kind == .yesno || (question.kind == .choice && !question.multiple) {
                let count = lesson.variantCount(of: question)
                var answers: [ExpectedAnswer] = []
                for variant in 1...count {
                    guard let answer = try? grader.answer(for: question, in: lesson, variant: variant)
                    else { break }
                    answers.append(answer)
                }
                guard answers.count == count else { continue }  // a broken question is reported elsewhere
                if question.kind == .yesno {
                    let yes = answers.filter { $0 == .bool(true) }.count
                    yesNo.append((question, Double(yes) / Double(count)))
                } else if let right = answers.first?.rightOptions.first {
                    choices.append((lesson, question, right))
                }
            }
        }
        return yesNoBalance(yesNo) + longestRight(choices)
    }

    static func yesNoBalance(_ questions: [(question: Question, yes: Double)]) -> [LessonDiagnostic] {
        guard questions.count >= minimumQuestions else { return [] }
        let yes = questions.map(\.yes).reduce(0, +)
        let share = yes / Double(questions.count)
        guard !yesShare.contains(share) else { return [] }
        let majorityIsNo = share < yesShare.lowerBound
        // Pointed at the last question whose answer is the over-used one: turning it around helps.
        let culprit = questions.last { majorityIsNo ? $0.yes < 0.5 : $0.yes > 0.5 } ?? questions[questions.count - 1]
        let percent = Int((share * 100).rounded())
        return [
            LessonDiagnostic(
                "\(format(yes)) of \(questions.count) yes/no questions in these lessons expect yes (\(percent) %); a learner who always answers "
                    + (majorityIsNo ? "no" : "yes") + " scores \(100 - min(percent, 100 - percent)) %",
                at: culprit.question.position,
                hint:
                    "keep yes between 40 and 60 %: turn some questions around (ask whether the opposite happens), e.g. this one"
            )
        ]
    }

    static func longestRight(_ questions: [(lesson: Lesson, question: Question, right: String)]) -> [LessonDiagnostic] {
        guard questions.count >= minimumQuestions else { return [] }
        var diagnostics: [LessonDiagnostic] = []
        for language in Language.allCases {
            var longest: [(id: String, position: FilePosition)] = []
            var asked = 0
            for (lesson, question, right) in questions where lesson.languages.contains(language) {
                guard
                    let text = lesson.texts[language]?.question(question.id)?.substituted(
                        lesson.variantValues(of: question, variant: 1))
                else { continue }
                asked += 1
                let lengths = text.options.map { (id: $0.id, length: $0.label.count, position: $0.position) }
                guard let rightOption = lengths.first(where: { $0.id == right }) else { continue }
                if lengths.allSatisfy({ $0.id == right || $0.length < rightOption.length }) {
                    longest.append(("\(lesson.id)/\(question.id)", rightOption.position))
                }
            }
            guard asked >= minimumQuestions, Double(longest.count) > Double(asked) * longestRightShare,
                let last = longest.last
            else { continue }
            diagnostics.append(
                LessonDiagnostic(
                    "in \(longest.count) of \(asked) single-answer choice questions the right option has the longest \(language.rawValue) label; "
                        + "at most a third may, or the longest label becomes the answer",
                    at: last.position,
                    hint: "shorten the right label or lengthen a wrong one (without changing what it says) in some of: "
                        + longest.map(\.id).joined(separator: ", ")))
        }
        return diagnostics
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : FixedDecimals.text(value, places: 1)
    }
}
