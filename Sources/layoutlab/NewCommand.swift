import Arguments
import Foundation
import Grading
import Lessons
import Scenario
import TextBasics

/// `layoutlab new lesson SLUG` and `layoutlab new quiz ID LESSON…`: a starting point for authors
/// that `layoutlab check` passes as it stands, to be edited from there.
enum NewCommand: Subcommand {
    static let summary = "start a lesson folder or a quiz that `check` passes as it stands"
    static let spec = CommandSpec(
        command: "new", arguments: "lesson SLUG | quiz ID LESSON…",
        description: """
            `new lesson SLUG` writes lessons/NN-SLUG/ (NN: the next number): lesson.yaml with one
            scenario and one question (with samples), and a text file for each language with
            the title, one section and the question's prompt. `new quiz ID LESSON…` writes
            quizzes/ID.yaml asking every question of the LESSONs (ids), titled in each of their
            languages. Neither overwrites a file. Run `layoutlab check` after editing.
            """,
        options: [
            .value("lessons", "DIR", help: "the lessons folder (default: lessons)"),
            .value("quizzes", "DIR", help: "the quizzes folder (default: quizzes)"),
        ],
        exitStatus: "Exit status: 0 written, 2 for a usage error, a bad id, or a file that already exists.")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let lessonsFolder = arguments.value("lessons") ?? "lessons"
        let quizzesFolder = arguments.value("quizzes") ?? "quizzes"
        let words = arguments.positional
        switch words.first {
        case "lesson":
            guard words.count == 2 else {
                return usage("`new lesson` takes one SLUG, e.g. `layoutlab new lesson hit-testing`")
            }
            return newLesson(words[1], in: lessonsFolder)
        case "quiz":
            guard words.count >= 3 else { return usage("`new quiz` takes an ID and at least one LESSON id") }
            return newQuiz(
                words[1], lessons: Array(words.dropFirst(2)), lessonsFolder: lessonsFolder, quizzesFolder: quizzesFolder
            )
        case let word?:
            let nearest =
                EditDistance.closest(to: word, in: ["lesson", "quiz"]).map { "; did you mean '\($0)'?" } ?? ""
            return usage(
                "unknown kind '\(word)'\(nearest)",
                hint: "use `layoutlab new lesson SLUG` or `layoutlab new quiz ID LESSON…`")
        case nil:
            return usage("say what to start: `layoutlab new lesson SLUG` or `layoutlab new quiz ID LESSON…`")
        }
    }

    /// Lowercase letters, digits and inner hyphens: what a lesson or quiz id may be.
    static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64 && text.first != "-" && text.last != "-"
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    static func newLesson(_ slug: String, in folder: String) -> Int32 {
        guard isIdentifier(slug) else {
            return usage(
                "'\(slug)' is not a lesson id", hint: "use lowercase letters, digits and hyphens, e.g. hit-testing")
        }
        let manager = FileManager.default
        let existing = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        if let taken = existing.first(where: { $0 == slug || $0.hasSuffix("-" + slug) }) {
            return fail("\(folder)/\(taken) already exists; choose another SLUG")
        }
        // The next number after the highest NN- prefix, so the lesson sorts last.
        let numbers = existing.compactMap { Int($0.prefix { $0.isNumber }) }
        let order = (numbers.max() ?? 0) + 1
        let directory = "\(folder)/\(order < 10 ? "0" : "")\(order)-\(slug)"
        var files = [("lesson.yaml", NewLessonTemplate.lesson(id: slug, order: order))]
        for language in Language.allCases {
            files.append(("\(language.rawValue).yaml", NewLessonTemplate.text(language)))
        }
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for (name, text) in files { try write(text, to: "\(directory)/\(name)") }
        } catch {
            return fail("cannot write \(directory): \((error as NSError).localizedDescription)")
        }
        printOutput(
            "wrote \(directory)/ (lesson.yaml, "
                + Language.allCases.map { "\($0.rawValue).yaml" }.joined(separator: ", ") + ")")
        printOutput("next: edit it, then run `layoutlab check \(directory)`")
        return 0
    }

    static func newQuiz(_ id: String, lessons ids: [String], lessonsFolder: String, quizzesFolder: String) -> Int32 {
        guard isIdentifier(id) else {
            return usage(
                "'\(id)' is not a quiz id", hint: "use lowercase letters, digits and hyphens, e.g. hit-testing-quiz")
        }
        let library = LessonLibrary.load(paths: [lessonsFolder])
        var lessons: [Lesson] = []
        for lessonID in ids {
            guard let lesson = library.lesson(lessonID) else {
                let nearest = EditDistance.phrase(for: lessonID, in: library.lessons.map(\.id))
                return usage(
                    "no lesson '\(lessonID)' in \(lessonsFolder)\(nearest)", hint: "give lesson ids, e.g. dirty-flags")
            }
            lessons.append(lesson)
        }
        let path = "\(quizzesFolder)/\(id).yaml"
        let text = NewLessonTemplate.quiz(id: id, lessons: lessons)
        do {
            try FileManager.default.createDirectory(atPath: quizzesFolder, withIntermediateDirectories: true)
            try write(text, to: path)
        } catch {
            return fail("cannot write \(path): \((error as NSError).localizedDescription)")
        }
        printOutput("wrote \(path) (\(lessons.reduce(0) { $0 + $1.questions.count }) questions)")
        printOutput("next: edit it, then run `layoutlab check \(lessonsFolder) \(path)`")
        return 0
    }

    /// Writes a new file; an existing one is never overwritten.
    static func write(_ text: String, to path: String) throws {
        guard !FileManager.default.fileExists(atPath: path) else {
            throw NSError(
                domain: "layoutlab", code: 17, userInfo: [NSLocalizedDescriptionKey: "\(path) already exists"])
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
    }
}
