import Grading
import Lessons

/// A loaded `Lesson` as the study session sees it.
struct LessonAdapter: StudyLesson {
    let lesson: Lesson
    let grader: Grader

    var id: String { lesson.id }

    /// The lesson's `order:` (lesson 18 stays 18 when an earlier lesson is missing).
    var number: Int? { lesson.order }

    /// `lessons/01-dirty-flags/lesson.yaml` → `01-dirty-flags`.
    var folderName: String? {
        let parts = lesson.position.file.split(separator: "/")
        return parts.count >= 2 ? String(parts[parts.count - 2]) : nil
    }

    func title(in language: Language) -> String { lesson.text(in: language)?.title ?? lesson.id }

    func sections(in language: Language) -> [String] {
        (lesson.text(in: language)?.sections ?? []).map { section in
            section.title + "\n\n" + section.body.trimmingCharacters(in: .newlines)
        }
    }

    var questions: [any StudyQuestion] {
        lesson.questions.map { QuestionAdapter(question: $0, lesson: lesson, grader: grader) }
    }
}
