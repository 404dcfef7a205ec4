import Foundation
import TextBasics

/// Every lesson and quiz found under some paths, with the problems found while reading them.
///
/// This is the entry point for the tutor and the commands: `LessonLibrary.load(paths:)`.
public struct LessonLibrary: Sendable {
    /// Lessons by `order`, then id.
    public var lessons: [Lesson]
    /// Quizzes by id.
    public var quizzes: [Quiz]
    /// Problems found while reading, and by `lint()`; empty when everything is well formed.
    public var diagnostics: [LessonDiagnostic]
    /// How many `lesson.yaml` files could not be read at all (their problems are in `diagnostics`).
    public var unreadableLessons = 0
    /// The glossary (`glossary.yaml` in a lessons folder), when one was found and read.
    public var glossary: Glossary?

    /// Creates a library from parts already read.
    public init(lessons: [Lesson] = [], quizzes: [Quiz] = [], diagnostics: [LessonDiagnostic] = []) {
        self.lessons = lessons
        self.quizzes = quizzes
        self.diagnostics = diagnostics
    }

    /// The lesson with this id.
    public func lesson(_ id: String) -> Lesson? { lessons.first { $0.id == id } }

    /// The quiz with this id.
    public func quiz(_ id: String) -> Quiz? { quizzes.first { $0.id == id } }

    /// The lesson and question a reference names.
    public func resolve(_ reference: QuestionReference) -> (lesson: Lesson, question: Question)? {
        guard let lesson = lesson(reference.lesson), let question = lesson.question(reference.question) else {
            return nil
        }
        return (lesson, question)
    }

    /// Loads every lesson and quiz under `paths`, then lints them.
    ///
    /// A directory holding `lesson.yaml` is a lesson; other directories are searched (one level
    /// of lesson folders, `.yaml` files as quizzes). A file named `lesson.yaml` is its lesson;
    /// any other `.yaml` file is a quiz, and so is `-`, read from standard input as `<stdin>`.
    ///
    /// `glossaryFound` is called with the library's glossary (nil without one) once the paths
    /// are walked, before any lesson is read: work that needs only the glossary (the lint of the
    /// tutor's string tables) can start on another core while the lessons load.
    public static func load(paths: [String], glossaryFound: (Glossary?) -> Void = { _ in }) -> LessonLibrary {
        // One budget for every "did you mean" of this load, so thousands of misspellings cost
        // linear time (EditDistance.Budget).
        EditDistance.$budget.withValue(EditDistance.Budget(cells: EditDistance.cellsPerLoad)) {
            loadWithinBudget(paths: paths, glossaryFound: glossaryFound)
        }
    }

    static func loadWithinBudget(paths: [String], glossaryFound: (Glossary?) -> Void) -> LessonLibrary {
        var library = LessonLibrary()
        // Each file with the folder it must stay inside (the path it was found under): a
        // symlink out of it is refused (LessonFile.read).
        var lessonDirectories: [(path: String, root: String)] = []
        var quizFiles: [(path: String, root: String)] = []
        let manager = FileManager.default
        for path in paths {
            // `-`: a quiz read from standard input (a lesson is a folder of files, so it cannot be).
            if path == "-" {
                quizFiles.append((path, "."))
                continue
            }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                library.diagnostics.append(
                    LessonDiagnostic(
                        "no such file or directory", at: FilePosition(file: path, line: 1, column: 1),
                        hint: "give a lesson folder, a quiz file, or a folder of them (default: lessons quizzes)"))
                continue
            }
            if !isDirectory.boolValue, PathText.lastComponent(of: path) == Glossary.fileName {
                do throws(LessonDiagnostic) {
                    library.glossary = try Glossary.read(try LessonFile.load(path))
                } catch {
                    library.diagnostics.append(error)
                }
            } else if !isDirectory.boolValue {
                let parent = PathText.parent(of: path)
                if PathText.lastComponent(of: path) == "lesson.yaml" {
                    lessonDirectories.append((parent, parent.isEmpty ? "." : parent))
                } else {
                    quizFiles.append((path, parent.isEmpty ? "." : parent))
                }
            } else if manager.fileExists(atPath: join(path, "lesson.yaml")) {
                lessonDirectories.append((path, path))
            } else {
                let names = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
                for name in names where !name.hasPrefix(".") {
                    let child = join(path, name)
                    var childIsDirectory: ObjCBool = false
                    _ = manager.fileExists(atPath: child, isDirectory: &childIsDirectory)
                    if childIsDirectory.boolValue {
                        if manager.fileExists(atPath: join(child, "lesson.yaml")) {
                            lessonDirectories.append((child, path))
                        }
                    } else if name == Glossary.fileName {
                        // The terms lessons and UI share (TermLint), not a quiz.
                        do throws(LessonDiagnostic) {
                            library.glossary = try Glossary.read(try LessonFile.load(child, within: path))
                        } catch {
                            library.diagnostics.append(error)
                        }
                    } else if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                        quizFiles.append((child, path))
                    }
                }
            }
        }
        glossaryFound(library.glossary)
        var files: [ParsedFiles.File] = []
        for (directory, root) in lessonDirectories {
            files.append(ParsedFiles.File(path: join(directory, "lesson.yaml"), root: root))
            for language in Language.allCases
            where manager.fileExists(atPath: join(directory, language.rawValue + ".yaml")) {
                files.append(ParsedFiles.File(path: join(directory, language.rawValue + ".yaml"), root: root))
            }
        }
        files += quizFiles.filter { $0.path != "-" }.map { ParsedFiles.File(path: $0.path, root: $0.root) }
        let parsed = ParsedFiles(files)
        for (directory, root) in lessonDirectories {
            guard
                let lesson = loadLesson(
                    directory: directory, root: root, parsed: parsed, diagnostics: &library.diagnostics)
            else {
                library.unreadableLessons += 1
                continue
            }
            if let earlier = library.lesson(lesson.id) {
                library.diagnostics.append(
                    LessonDiagnostic(
                        "a second lesson with id '\(lesson.id)' (the first is \(earlier.position.file))",
                        at: lesson.position,
                        hint: "give each lesson its own id"))
            } else {
                library.lessons.append(lesson)
            }
        }
        for (file, root) in quizFiles {
            do throws(LessonDiagnostic) {
                let node = file == "-" ? try LessonFile.loadStandardInput() : try parsed.load(file, within: root)
                library.diagnostics += ControlCharacterCheck.diagnostics(in: node)
                let quiz = try Quiz.read(node)
                if let earlier = library.quiz(quiz.id) {
                    library.diagnostics.append(
                        LessonDiagnostic(
                            "a second quiz with id '\(quiz.id)' (the first is \(earlier.position.file))",
                            at: quiz.position,
                            hint: "give each quiz its own id"))
                } else {
                    library.quizzes.append(quiz)
                }
            } catch {
                library.diagnostics.append(error)
            }
        }
        library.lessons.sort { ($0.order, $0.id) < ($1.order, $1.id) }
        library.quizzes.sort { $0.id < $1.id }
        library.diagnostics += LessonLint.check(library)
        library.diagnostics = library.diagnostics.sortedByPosition()
        return library
    }

    /// Reads `lesson.yaml` and the text file of every language it declares, from `parsed` where
    /// it holds them.
    static func loadLesson(
        directory: String, root: String? = nil, parsed: ParsedFiles, diagnostics: inout [LessonDiagnostic]
    ) -> Lesson? {
        let path = join(directory, "lesson.yaml")
        var lesson: Lesson
        do throws(LessonDiagnostic) {
            let node = try parsed.load(path, within: root)
            diagnostics += ControlCharacterCheck.diagnostics(in: node)
            lesson = try Lesson.read(node, diagnostics: &diagnostics)
        } catch {
            diagnostics.append(error)
            return nil
        }
        for language in Language.allCases {
            let textPath = join(directory, language.rawValue + ".yaml")
            let exists = FileManager.default.fileExists(atPath: textPath)
            // A declared language without its file is reported by the parity check, at `languages:`.
            guard exists else { continue }
            do throws(LessonDiagnostic) {
                let node = try parsed.load(textPath, within: root)
                diagnostics += ControlCharacterCheck.diagnostics(in: node)
                lesson.texts[language] = try LessonText.read(node, language: language, diagnostics: &diagnostics)
            } catch {
                diagnostics.append(error)
            }
        }
        return lesson
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
