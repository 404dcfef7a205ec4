/// Which facts of docs/facts.md the lessons ask, from their questions' `facts:` tags:
/// what `layoutlab check --coverage` prints.
public struct FactCoverage: Sendable {
    /// How often a question must ask a fact before it counts as covered.
    public static let enough = 2

    /// For every fact number, the questions that ask it (`lesson/question`), in course order.
    public var questions: [Int: [QuestionReference]]
    /// Questions without a `facts:` tag.
    public var untagged: [QuestionReference]

    /// Counts the tags of every lesson question in `library` (quizzes reuse lesson questions, so
    /// they are not counted again).
    public init(_ library: LessonLibrary) {
        var questions: [Int: [QuestionReference]] = [:]
        var untagged: [QuestionReference] = []
        for lesson in library.lessons {
            for question in lesson.questions {
                let reference = QuestionReference(lesson: lesson.id, question: question.id)
                if question.facts.isEmpty { untagged.append(reference) }
                for fact in question.facts { questions[fact, default: []].append(reference) }
            }
        }
        self.questions = questions
        self.untagged = untagged
    }

    /// How many questions ask `fact`.
    public func count(of fact: Int) -> Int { questions[fact]?.count ?? 0 }

    /// The facts asked by fewer than `enough` questions, in number order.
    public var thin: [Int] { Fact.numbers.filter { count(of: $0) < Self.enough } }

    /// The report: one line per fact (`fact 18  3  dirty-flags/q1, …`), then the thin facts and
    /// the untagged questions.
    public var lines: [String] {
        var lines: [String] = []
        for fact in Fact.numbers {
            let asked = questions[fact] ?? []
            var line = "fact " + String(fact).leftPadded(2) + "  " + String(asked.count).leftPadded(3)
            if !asked.isEmpty { line += "  " + asked.map(\.description).joined(separator: ", ") }
            lines.append(line)
        }
        let thin = self.thin
        lines.append(
            thin.isEmpty
                ? "every fact is asked by at least \(Self.enough) questions"
                : "\(thin.count) facts asked by fewer than \(Self.enough) questions: " + Self.ranges(thin))
        if !untagged.isEmpty {
            lines.append(
                "\(untagged.count) question\(untagged.count == 1 ? "" : "s") without `facts:`: "
                    + untagged.map(\.description).joined(separator: ", "))
        }
        return lines
    }

    /// `1-3, 7, 9-12`: runs of consecutive numbers, so a long list stays one readable line.
    static func ranges(_ numbers: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        while index < numbers.count {
            var end = index
            while end + 1 < numbers.count, numbers[end + 1] == numbers[end] + 1 { end += 1 }
            parts.append(end == index ? String(numbers[index]) : "\(numbers[index])-\(numbers[end])")
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }
}

extension String {
    /// Pads with spaces on the left to `width` characters.
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
