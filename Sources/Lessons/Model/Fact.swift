/// The numbered facts of docs/facts.md that questions can be tagged with (`facts: [18, 21]`).
///
/// The binary carries the range so that an installed `layoutlab check` needs no copy of the
/// file; `FactsFileTests` fails when the range and the file disagree.
public enum Fact {
    /// The fact numbers docs/facts.md defines. Raise it when a fact is added there.
    public static let numbers = 1...115

    /// Where the facts are written, relative to the repository root (for messages and help).
    public static let file = "docs/facts.md"

    /// Reads `facts: [18, 21]` (or a single `facts: 18`): whole numbers in range, no repeats.
    static func readAll(_ node: YAMLNode) throws(LessonDiagnostic) -> [Int] {
        var facts: [Int] = []
        for item in try node.list("'facts'") {
            let text = try item.text("a fact number").trimmingSpaces
            guard let number = Int(text) else {
                throw LessonDiagnostic(
                    "a fact is a number of \(file), not '\(text)'", at: item.textPosition,
                    hint: "write the numbers of the facts the question tests, e.g. `facts: [18, 21]`")
            }
            guard numbers.contains(number) else {
                throw LessonDiagnostic(
                    "there is no fact \(number): \(file) numbers its facts \(numbers.lowerBound)…\(numbers.upperBound)",
                    at: item.textPosition, hint: "use the number the fact has in \(file)")
            }
            guard !facts.contains(number) else {
                throw LessonDiagnostic(
                    "fact \(number) is listed twice", at: item.textPosition, hint: "list each fact once")
            }
            facts.append(number)
        }
        return facts
    }
}
