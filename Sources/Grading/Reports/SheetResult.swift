import Lessons
import Scenario
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
    /// What was wrong with a sheet that was graded all the same (warnings: an unknown key, no
    /// learner, an answer to a question the quiz does not ask): every report shows them beside
    /// the grade. Empty with `--strict`, where each is an error instead.
    public var problems: [LessonDiagnostic] = []
    /// The quiz's points, for a sheet that could not be graded (it has no verdicts to add up).
    var brokenTotal = 0

    /// Creates a result.
    public init(
        file: String, quiz: String, title: String, learner: String, language: Language, verdicts: [Verdict],
        passPercent: Double
    ) {
        self.file = file
        self.quiz = quiz
        self.title = title
        self.learner = learner
        self.language = language
        self.verdicts = verdicts
        self.passPercent = passPercent
    }

    /// A sheet that could not be graded: `learner` is what the sheet says when it could be read
    /// that far, else the file's name. It scores 0 of the quiz's points against the quiz's pass
    /// mark, so averages and gradebooks count it as the zero it is.
    public static func broken(
        file: String, learner: String?, quiz: Quiz, grader: Grader, language: Language = .en, error: LessonDiagnostic
    ) -> SheetResult {
        let name = learner ?? String(file.split(separator: "/").last ?? Substring(file))
        var result = SheetResult(
            file: file, quiz: quiz.id, title: quiz.title(in: language), learner: name, language: language, verdicts: [],
            passPercent: quiz.passPercent)
        result.error = error
        result.brokenTotal = quiz.questions.reduce(0) { total, question in
            total
                + quiz.points(
                    for: question.reference,
                    lessonPoints: grader.library.resolve(question.reference)?.question.points ?? 1)
        }
        return result
    }

    /// Points of fully right answers.
    public var earned: Int { verdicts.reduce(0) { $0 + $1.earned } }
    /// Points with partial credit (`Verdict.score` × points, summed): the score every report gives.
    public var score: Double { verdicts.reduce(0) { $0 + $1.partialPoints } }
    /// Points available.
    public var total: Int { error != nil ? brokenTotal : verdicts.reduce(0) { $0 + $1.points } }
    /// Percent of points earned, with partial credit.
    public var percent: Double { total == 0 ? 0 : score * 100 / Double(total) }
    /// Whether the pass mark was reached, with partial credit (a broken sheet never passes).
    public var passed: Bool { error == nil && score * 100 >= passPercent * Double(total) - 1e-9 }

    /// Grades `sheet` against `quiz`; a missing answer is graded as not answered. Strictly, a
    /// sheet for another quiz, an answer to a question the quiz does not ask or a variant the
    /// scenario does not have is an input error. Otherwise (`strict: false`) each is a warning in
    /// `problems` beside the grade of what could be graded: the other quiz's sheet is graded
    /// against this one, the extra answer is not graded, the answer for a missing variant is
    /// graded as not answered.
    public static func grade(
        _ sheet: AnswerSheet, quiz: Quiz, grader: Grader, language: Language, strict: Bool = true
    ) throws(LessonDiagnostic) -> SheetResult {
        let admission = try admit(sheet, quiz: quiz, library: grader.library, strict: strict)
        let verdicts = try verdicts(
            of: sheet, admission, questions: quiz.questions.indices, quiz: quiz, grader: grader, language: language)
        return assemble(sheet, admission, verdicts: verdicts, quiz: quiz, language: language)
    }

    /// What `grade` finds before it grades a question: the sheet's problems (its own and the
    /// quiz's: another quiz's sheet, answers the quiz does not ask, variants a scenario does
    /// not have), and the answers that are not to be graded. Strictly, such a problem throws.
    public struct Admission: Sendable {
        /// Warnings beside the grade.
        public var problems: [LessonDiagnostic]
        /// Questions whose answer names a variant the scenario does not have: graded unanswered.
        public var unusable: Set<QuestionReference>

        /// An admission with `problems` and `unusable` answers.
        public init(problems: [LessonDiagnostic] = [], unusable: Set<QuestionReference> = []) {
            self.problems = problems
            self.unusable = unusable
        }
    }

    /// The first part of `grade`: the sheet's problems and unusable answers.
    public static func admit(
        _ sheet: AnswerSheet, quiz: Quiz, library: LessonLibrary, strict: Bool
    ) throws(LessonDiagnostic) -> Admission {
        var problems = sheet.problems
        func passOver(_ problem: @autoclosure () -> LessonDiagnostic) throws(LessonDiagnostic) {
            guard !strict else { throw problem() }
            problems.keepWarning(problem)
        }
        if sheet.quiz != quiz.id && !sheet.quiz.isEmpty {
            try passOver(
                LessonDiagnostic(
                    "the sheet answers quiz '\(sheet.quiz)', not '\(quiz.id)'", at: sheet.quizPosition,
                    hint: strict
                        ? "grade it with the quiz it names, or fix `quiz:`"
                        : "it was graded against '\(quiz.id)'; fix `quiz:` or grade it with the quiz it names"))
        }
        let asked = Set(quiz.questions.map(\.reference))
        var askedNames: [String]?
        for answer in sheet.answers where !asked.contains(answer.reference) {
            let names = askedNames ?? quiz.questions.map(\.reference.description)
            askedNames = names
            try passOver(
                LessonDiagnostic(
                    "quiz '\(quiz.id)' does not ask '\(answer.reference)'"
                        + EditDistance.phrase(for: answer.reference.description, in: names),
                    at: FilePosition(file: answer.position.file, line: answer.position.line, column: 3),
                    hint: strict
                        ? "use a question id the quiz lists, or remove the answer"
                        : "use a question id the quiz lists; this answer was not graded"))
        }
        var unusable: Set<QuestionReference> = []
        for problem in variantProblems(of: sheet, library: library) {
            try passOver(problem.diagnostic)
            unusable.insert(problem.reference)
        }
        return Admission(problems: problems, unusable: unusable)
    }

    /// The second part of `grade`: the verdicts of the quiz's questions at `questions` (indices
    /// into `quiz.questions`, in order), reweighed to the quiz's points. Graders that each take
    /// some of the questions give together what one grader gives for all of them.
    public static func verdicts(
        of sheet: AnswerSheet, _ admission: Admission, questions: some Sequence<Int>, quiz: Quiz, grader: Grader,
        language: Language
    ) throws(LessonDiagnostic) -> [Verdict] {
        var verdicts: [Verdict] = []
        for index in questions {
            let (reference, position) = quiz.questions[index]
            let answer = admission.unusable.contains(reference) ? nil : sheet.answer(to: reference)
            guard
                let verdict = try grader.grade(
                    reference, answer: answer?.text ?? "", language: language, variant: answer?.variant ?? 1)
            else {
                throw LessonDiagnostic(
                    "quiz '\(quiz.id)' names '\(reference)', which the loaded lessons do not have", at: position,
                    hint: "run `layoutlab check lessons quizzes`, or point --lessons at the lessons folder")
            }
            verdicts.append(reweighed(verdict, quiz: quiz))
        }
        return verdicts
    }

    /// The last part of `grade`: the result of `verdicts`, one a quiz question in quiz order.
    public static func assemble(
        _ sheet: AnswerSheet, _ admission: Admission, verdicts: [Verdict], quiz: Quiz, language: Language
    ) -> SheetResult {
        var result = SheetResult(
            file: sheet.file, quiz: quiz.id, title: quiz.title(in: language), learner: sheet.learner,
            language: language,
            verdicts: verdicts, passPercent: quiz.passPercent)
        result.problems = admission.problems
        return result
    }

    /// A `variants:` entry naming a variant the question's scenario does not have is an input
    /// error at that number: grading it as the nearest variant would grade the learner against
    /// a scenario they were not shown (the reader already refuses numbers outside 1…50).
    static func variantProblems(of sheet: AnswerSheet, library: LessonLibrary) -> [(
        reference: QuestionReference, diagnostic: LessonDiagnostic
    )] {
        var problems: [(reference: QuestionReference, diagnostic: LessonDiagnostic)] = []
        for answer in sheet.answers {
            guard let variant = answer.variant, let (lesson, question) = library.resolve(answer.reference) else {
                continue
            }
            let count = lesson.variantCount(of: question)
            guard variant > count else { continue }
            let has =
                count == 1
                ? "its scenario '\(question.scenario)' has no `vary:`, so it has only variant 1"
                : "its scenario '\(question.scenario)' has \(count) variants"
            problems.append(
                (
                    answer.reference,
                    LessonDiagnostic(
                        "'\(answer.reference)' has no variant \(variant): " + has,
                        at: answer.variantPosition ?? answer.position,
                        hint: count == 1
                            ? "remove its `variants:` entry"
                            : "write a variant between 1 and \(count), or remove the entry")
                ))
        }
        return problems
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
