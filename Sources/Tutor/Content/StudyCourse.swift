/// Everything the tutor teaches: the lessons in order, and optionally a sandbox for `:run`.
public struct StudyCourse {
    /// The lessons, in order.
    public let lessons: [any StudyLesson]
    /// Runs a scenario typed at `:run`; nil when this build has no scenario language.
    public let sandbox: (any ScenarioSandbox)?

    /// A course of these lessons.
    public init(lessons: [any StudyLesson], sandbox: (any ScenarioSandbox)?) {
        self.lessons = lessons
        self.sandbox = sandbox
    }

    /// The number the learner sees for the lesson at `index`: its `order:`, else its place.
    public func number(at index: Int) -> Int { lessons[index].number ?? index + 1 }

    /// The highest lesson number (what "type a number from 1 to N" offers).
    public var lastNumber: Int { lessons.indices.map(number(at:)).max() ?? 0 }

    /// The lesson with `id`, or with that number (its `order:`), or whose id starts with the text
    /// typed (`01`, `01-dirty`).
    public func lessonIndex(matching typed: String) -> Int? {
        let text = typed.trimmingCharacters(in: .whitespaces)
        if let exact = lessons.firstIndex(where: { $0.id == text }) { return exact }
        // The folder name (`01-dirty-flags` for id `dirty-flags`), as `ls lessons` shows it.
        if let folder = lessons.firstIndex(where: {
            $0.folderName == text || $0.folderName.map { text == "lessons/" + $0 } == true
        }) {
            return folder
        }
        if let number = Int(text), let index = lessons.indices.first(where: { self.number(at: $0) == number }) {
            return index
        }
        let prefixed = lessons.indices.filter { lessons[$0].id.hasPrefix(text) }
        return prefixed.count == 1 && !text.isEmpty ? prefixed[0] : nil
    }
}
