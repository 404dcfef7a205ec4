import Scenario
import Lessons
import TextBasics

/// One answer sheet graded against its quiz: the verdicts and whether the pass mark was reached;
/// or a sheet that could not be graded (`error`), which every report shows as that sheet's error
/// while the other sheets are still graded.
public struct SheetResult: Sendable {
    /// The sheet's file.
    public var file: String
    /// The quiz's id.
    public var quiz: String
    /// The quiz's title in the report's language.
    public var title: String
    /// Who answered.
    public var learner: String
    /// The language of explanations.
    public var language: Language
    /// One verdict per quiz question, in quiz order.
    public var verdicts: [Verdict]
    /// The pass mark, percent of points.
    public var passPercent: Double
    /// Why the sheet could not be graded (unreadable YAML, unknown quiz, missing learner, a
    /// learner graded twice); nil for a graded sheet. A broken sheet has no verdicts and fails.
    public var error: LessonDiagnostic?

    /// Creates a result.
    public init(file: String, quiz: String, title: String, learner: String, language: Language, verdicts: [Verdict], passPercent: Double) {
        self.file = file
        self.quiz = quiz
        self.title = title
        self.learner = learner
        self.language = language
        self.verdicts = verdicts
        self.passPercent = passPercent
    }

    /// A sheet that could not be graded: `learner` is what the sheet says when it could be read
    /// that far, else the file's name.
    public static func broken(file: String, learner: String?, quiz: String, error: LessonDiagnostic) -> SheetResult {
        let name = learner ?? String(file.split(separator: "/").last ?? Substring(file))
        var result = SheetResult(file: file, quiz: quiz, title: quiz, learner: name, language: .en, verdicts: [], passPercent: 100)
        result.error = error
        return result
    }

    /// Points of fully right answers.
    public var earned: Int { verdicts.reduce(0) { $0 + $1.earned } }
    /// Points with partial credit (`Verdict.score` × points, summed): the score every report gives.
    public var score: Double { verdicts.reduce(0) { $0 + $1.partialPoints } }
    /// Points available.
    public var total: Int { verdicts.reduce(0) { $0 + $1.points } }
    /// Percent of points earned, with partial credit.
    public var percent: Double { total == 0 ? 0 : score * 100 / Double(total) }
    /// Whether the pass mark was reached, with partial credit (a broken sheet never passes).
    public var passed: Bool { error == nil && score * 100 >= passPercent * Double(total) - 1e-9 }

    /// Grades `sheet` against `quiz`. An answer to a question the quiz does not ask is an input
    /// error; a missing answer is graded as an empty (unreadable) one.
    public static func grade(
        _ sheet: AnswerSheet, quiz: Quiz, grader: Grader, language: Language
    ) throws(LessonDiagnostic) -> SheetResult {
        guard sheet.quiz == quiz.id else {
            throw LessonDiagnostic(
                "the sheet answers quiz '\(sheet.quiz)', not '\(quiz.id)'", at: sheet.quizPosition,
                hint: "grade it with the quiz it names, or fix `quiz:`")
        }
        let asked = quiz.questions.map(\.reference)
        for answer in sheet.answers where !asked.contains(answer.reference) {
            throw LessonDiagnostic(
                "quiz '\(quiz.id)' does not ask '\(answer.reference)'"
                    + EditDistance.phrase(for: answer.reference.description, in: asked.map(\.description)),
                at: FilePosition(file: answer.position.file, line: answer.position.line, column: 3),
                hint: "use a question id the quiz lists, or remove the answer")
        }
        try checkVariants(of: sheet, grader: grader)
        var verdicts: [Verdict] = []
        for (reference, position) in quiz.questions {
            let answer = sheet.answer(to: reference)
            guard let verdict = try grader.grade(reference, answer: answer?.text ?? "", language: language, variant: answer?.variant ?? 1) else {
                throw LessonDiagnostic(
                    "quiz '\(quiz.id)' names '\(reference)', which the loaded lessons do not have", at: position,
                    hint: "run `layoutlab check lessons quizzes`, or point --lessons at the lessons folder")
            }
            verdicts.append(reweighed(verdict, quiz: quiz))
        }
        return SheetResult(
            file: sheet.file, quiz: quiz.id, title: quiz.title(in: language), learner: sheet.learner, language: language,
            verdicts: verdicts, passPercent: quiz.passPercent)
    }

    /// A `variants:` entry naming a variant the question's scenario does not have is an input
    /// error at that number: grading it as the nearest variant would grade the learner against
    /// a scenario they were not shown (the reader already refuses numbers outside 1…50).
    static func checkVariants(of sheet: AnswerSheet, grader: Grader) throws(LessonDiagnostic) {
        for answer in sheet.answers {
            guard let variant = answer.variant, let (lesson, question) = grader.library.resolve(answer.reference) else { continue }
            let count = lesson.variantCount(of: question)
            guard variant > count else { continue }
            let has = count == 1
                ? "its scenario '\(question.scenario)' has no `vary:`, so it has only variant 1"
                : "its scenario '\(question.scenario)' has \(count) variants"
            throw LessonDiagnostic(
                "'\(answer.reference)' has no variant \(variant): " + has, at: answer.variantPosition ?? answer.position,
                hint: count == 1 ? "remove its `variants:` entry" : "write a variant between 1 and \(count), or remove the entry")
        }
    }

    /// `verdict` with the points its quiz gives the question (`points:` or `weight:` in the quiz
    /// file) instead of its lesson's; a right answer earns all of them.
    static func reweighed(_ verdict: Verdict, quiz: Quiz) -> Verdict {
        var copy = verdict
        copy.points = quiz.points(for: verdict.reference, lessonPoints: verdict.points)
        copy.earned = verdict.earned == 0 ? 0 : copy.points
        return copy
    }
}
