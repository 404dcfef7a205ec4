import Foundation
import Grading
import Lessons
import TextBasics

/// `layoutlab quiz QUIZ --template`: a blank answer sheet for learners who answer in an editor.
/// Every question of the quiz is there in quiz order, its id with an empty answer, and above it
/// as comments its prompt (variant 1 of its scenario, as a sheet without `variants:` is
/// graded), its options and the form of answer, and where its scenario's code is. The YAML is
/// libyaml's emitter's; the comments are added between its lines, each line escaped and behind
/// `#`, so no prompt can break the sheet.
enum SheetTemplate {
    static func yaml(quiz: Quiz, library: LessonLibrary, grader: Grader, learner: String, language: Language)
        throws(YAMLEmitter.Failure) -> String
    {
        let document = try YAMLEmitter.document(
            .mapping([
                ("quiz", .string(quiz.id)), ("learner", .string(learner)), ("lang", .string(language.rawValue)),
                ("answers", .mapping(quiz.questions.map { ($0.reference.description, .string("")) })),
            ]))
        var lines =
            ["# " + SafeText.line(quiz.id + " — " + quiz.title(in: language))]
            + instructions(language).map { "# " + $0 }
            + ["#   layoutlab grade \(SafeText.line(quiz.id)) THIS-FILE"]
        var emitted = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if emitted.last == "" { emitted.removeLast() }
        // The emitter writes each entry on one line (no line width, strings quoted on one line),
        // so the `answers:` mapping's entries are the lines after it, in quiz order.
        guard let answersLine = emitted.firstIndex(of: "answers:") else {
            return lines.joined(separator: "\n") + "\n" + document
        }
        lines += emitted[...answersLine]
        for (number, entry) in quiz.questions.enumerated() {
            lines.append("")
            lines += comments(
                for: entry.reference, number: number + 1, library: library, grader: grader, language: language
            ).map { "  # " + $0 }
            lines.append(emitted[answersLine + 1 + number])
        }
        lines += emitted[(answersLine + 1 + quiz.questions.count)...]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What to do with the sheet, in its language.
    static func instructions(_ language: Language) -> [String] {
        switch language {
        case .en:
            return [
                "Write your name after learner: and each answer between the quotes after its question;",
                "a blank answer is graded as not answered. Grade the sheet with:",
            ]
        case .ko:
            return [
                "learner: 뒤에 이름을, 각 문제 아래 따옴표 안에 답을 적어 주세요.",
                "비워 둔 답은 답하지 않은 것으로 채점해요. 채점하려면:",
            ]
        case .zh:
            return [
                "在 learner: 后写上姓名，在每道题下方的引号内写下答案；",
                "留空的答案按未作答评分。评分命令：",
            ]
        }
    }

    /// A path as the reader's shell would write it: relative to the current folder when inside it.
    static func relative(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }

    /// The prompt, options, answer form and scenario of one question, one comment line each.
    static func comments(
        for reference: QuestionReference, number: Int, library: LessonLibrary, grader: Grader, language: Language
    ) -> [String] {
        guard let (lesson, question) = library.resolve(reference) else {
            return ["\(number). \(reference) (not in the loaded lessons)"]
        }
        let adapter = QuestionAdapter(question: question, lesson: lesson, grader: grader, variant: 1)
        var lines: [String] = []
        for (index, line) in adapter.prompt(in: language).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            lines.append((index == 0 ? "\(number). " : "   ") + SafeText.line(line))
        }
        for option in adapter.options(in: language) {
            lines.append("   \(option.letter)) " + SafeText.line(option.label))
        }
        lines.append(
            "   "
                + SafeText.line(
                    UIText.answerForm(adapter.answerForm, example: adapter.answerExample).text(in: language)))
        if let scenario = lesson.scenario(question.scenario) {
            lines.append(
                "   scenario: "
                    + SafeText.line("\(scenario.id) (\(relative(scenario.position.file)):\(scenario.position.line))"))
        }
        return lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }
}
