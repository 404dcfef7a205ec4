import Lessons

/// A lesson as the tutor needs it: text in each language, then questions. The Lessons module's
/// loaded lessons are adapted to this, so the REPL does not depend on the file format.
public protocol StudyLesson {
    /// The lesson's id (its folder name, e.g. `01-dirty-flags`), the key in progress.json.
    var id: String { get }
    /// The title in `language` (falling back to another language when a text is missing is
    /// the adapter's job).
    func title(in language: Language) -> String
    /// The prose, in chunks shown one at a time.
    func sections(in language: Language) -> [String]
    /// The questions, in order.
    var questions: [any StudyQuestion] { get }
    /// The folder the lesson is in (`01-dirty-flags`), when it came from a file.
    var folderName: String? { get }
    /// The lesson's number as the learner sees it (its `order:`); nil numbers it by its place.
    var number: Int? { get }
}

extension StudyLesson {
    /// A lesson not read from a folder has no folder name.
    public var folderName: String? { nil }
    /// A lesson without an `order:` is numbered by its place in the course.
    public var number: Int? { nil }
}
