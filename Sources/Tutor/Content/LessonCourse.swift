import Foundation
import Grading
import Lessons

/// The course built from the lesson files: lessons loaded by `LessonLibrary`, answers graded by
/// `Grader` (which runs each scenario once, with the engine the executable provides).
public enum LessonCourse {
    /// Loads the lessons under `root/lessons`. The library's problems (a broken question, a
    /// missing translation) are returned beside the course: the tutor still teaches what loaded.
    public static func load(
        root: URL, engine: any ScenarioEngine, sandbox: (any ScenarioSandbox)?
    ) -> (course: StudyCourse, problems: [LessonDiagnostic]) {
        let library = LessonLibrary.load(paths: [root.appendingPathComponent("lessons").path])
        let grader = Grader(library: library, engine: engine)
        let lessons: [any StudyLesson] = library.lessons.map { LessonAdapter(lesson: $0, grader: grader) }
        return (StudyCourse(lessons: lessons, sandbox: sandbox), library.diagnostics)
    }

    /// The lessons' ids, titles in `language` and question ids, for `layoutlab progress`
    /// (which shows titles but grades nothing, so needs no scenario engine).
    public static func catalog(root: URL, language: Language) -> [ProgressReport.LessonEntry] {
        LessonLibrary.load(paths: [root.appendingPathComponent("lessons").path]).lessons.map { lesson in
            ProgressReport.LessonEntry(
                id: lesson.id, title: lesson.text(in: language)?.title ?? lesson.id,
                questionIDs: lesson.questions.map(\.id), number: lesson.order)
        }
    }
}
