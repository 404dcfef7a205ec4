import Lessons
import Simulator

/// What the class reports (`--format html`, `--format markdown`) say about a whole class, kept as
/// sheets are graded: one row per sheet, and per question how many got it right and which wrong
/// answers came up most (item analysis), each with the explanation the first such answer got.
/// The rows are small; wrong answers are counted by their text, at most `distinctAnswers` per
/// question, so a class of thousands stays in a few megabytes.
struct ClassSummary {
    /// One sheet's line in the class table.
    struct Row {
        var learner: String
        var file: String
        var score: Double
        var total: Int
        var percent: Double
        var passed: Bool
        /// Why the sheet could not be graded, if it could not.
        var error: String?
        /// Warnings about a sheet graded all the same.
        var problems: [String]
    }

    /// One wrong answer and how many learners gave it.
    struct WrongAnswer {
        var answer: String
        var count: Int
        var expected: String
        /// The explanation the first learner with this answer got.
        var explanation: [String]
    }

    /// One question across the class.
    struct Question {
        var id: String
        var points: Int
        var answered = 0
        var right = 0
        var unanswered = 0
        /// Points earned, with partial credit.
        var earned = 0.0
        var wrong: [String: WrongAnswer] = [:]
        /// Answers not counted once `distinctAnswers` different ones were seen.
        var otherWrong = 0

        /// Share of the class that got it fully right.
        var shareRight: Double { answered == 0 ? 0 : Double(right) / Double(answered) }

        /// The wrong answers, most common first (ties: alphabetical).
        var commonWrong: [WrongAnswer] {
            wrong.values.sorted { $0.count != $1.count ? $0.count > $1.count : $0.answer < $1.answer }
        }
    }

    /// Different wrong answers remembered per question.
    static let distinctAnswers = 200

    var quiz = ""
    /// The quiz's title in each language a sheet was graded in.
    var titles: [Language: String] = [:]
    /// Graded sheets per language, and the order the languages first came in.
    private var languageCounts: [Language: Int] = [:]
    private var languagesSeen: [Language] = []
    private var firstLanguage: Language?
    var passMark = 0.0
    var rows: [Row] = []
    var questions: [Question] = []
    private var questionIndex: [String: Int] = [:]

    /// Adds a graded (or broken) sheet.
    mutating func add(_ result: SheetResult) {
        if quiz.isEmpty {
            quiz = result.quiz
            passMark = result.passPercent
            firstLanguage = result.language
        }
        if titles[result.language] == nil { titles[result.language] = result.title }
        // A sheet that could not be read never said its language: it does not vote.
        if result.error == nil {
            if languageCounts[result.language] == nil { languagesSeen.append(result.language) }
            languageCounts[result.language, default: 0] += 1
        }
        rows.append(
            Row(
                learner: result.learner, file: result.file, score: result.score, total: result.total,
                percent: result.percent,
                passed: result.passed, error: result.error?.description, problems: result.problems.map(\.description)))
        for verdict in result.verdicts {
            let id = verdict.reference.description
            let index: Int
            if let known = questionIndex[id] {
                index = known
            } else {
                index = questions.count
                questionIndex[id] = index
                questions.append(Question(id: id, points: verdict.points))
            }
            questions[index].answered += 1
            questions[index].earned += verdict.partialPoints
            if verdict.isLearned {
                questions[index].right += 1
                continue
            }
            if verdict.isUnanswered { questions[index].unanswered += 1; continue }
            let key = verdict.answerOnOneLine
            if var known = questions[index].wrong[key] {
                known.count += 1
                questions[index].wrong[key] = known
            } else if questions[index].wrong.count < Self.distinctAnswers {
                questions[index].wrong[key] = WrongAnswer(
                    answer: key, count: 1, expected: verdict.expected,
                    explanation: ExplanationRenderer.lines(verdict.explanation, language: verdict.language))
            } else {
                questions[index].otherWrong += 1
            }
        }
    }

    /// The language the class report is written in: `chosen` (`--lang`) when given, else the
    /// language most graded sheets were answered in (a tie goes to the one that came first),
    /// else the first sheet's.
    func language(chosen: Language?) -> Language {
        if let chosen { return chosen }
        let most = languageCounts.values.max() ?? 0
        return languagesSeen.first { languageCounts[$0] == most } ?? firstLanguage ?? .en
    }

    /// `render-loop-basics — Dirty flags and the three passes`, in `language` where a sheet in it
    /// was graded, else in any.
    func heading(in language: Language) -> String? {
        guard !quiz.isEmpty else { return nil }
        let title = titles[language] ?? firstLanguage.flatMap { titles[$0] } ?? ""
        return quiz + " — " + title
    }

    /// Sheets at or above the pass mark.
    var passedCount: Int { rows.filter(\.passed).count }
    /// Sheets that could not be graded.
    var brokenCount: Int { rows.filter { $0.error != nil }.count }
    /// Mean percent of the graded sheets.
    var meanPercent: Double {
        let graded = rows.filter { $0.error == nil }
        return graded.isEmpty ? 0 : graded.reduce(0) { $0 + $1.percent } / Double(graded.count)
    }

    /// Sheets per tenth of the scale: 0–9 %, 10–19 %, …, 90–100 % (a broken sheet counts as 0 %).
    var histogram: [Int] {
        var buckets = Array(repeating: 0, count: 10)
        for row in rows { buckets[min(9, Int(row.percent / 10))] += 1 }
        return buckets
    }

    /// Questions from the fewest right to the most (ties: quiz order).
    var hardestFirst: [Question] {
        questions.enumerated().sorted {
            $0.element.shareRight != $1.element.shareRight
                ? $0.element.shareRight < $1.element.shareRight : $0.offset < $1.offset
        }.map(\.element)
    }

    /// A percent for people: `84.6`, `100`.
    static func percent(_ value: Double) -> String { NumberText.format((value * 10).rounded() / 10) }
}
