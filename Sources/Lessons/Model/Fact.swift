/// The numbered facts of shared/FIDELITY.md that questions can be tagged with (`facts: [18, 21]`).
///
/// The numbering is FIDELITY.md's; the page lives outside the repository, so its range is
/// written here and grows when facts are added there.
public enum Fact {
    /// The fact numbers FIDELITY.md defines.
    public static let numbers = 1...53

    /// Reads `facts: [18, 21]` (or a single `facts: 18`): whole numbers in range, no repeats.
    static func readAll(_ node: YAMLNode) throws(LessonDiagnostic) -> [Int] {
        var facts: [Int] = []
        for item in try node.list("'facts'") {
            let text = try item.text("a fact number").trimmingSpaces
            guard let number = Int(text) else {
                throw LessonDiagnostic(
                    "a fact is a number of shared/FIDELITY.md, not '\(text)'", at: item.textPosition,
                    hint: "write the numbers of the facts the question tests, e.g. `facts: [18, 21]`")
            }
            guard numbers.contains(number) else {
                throw LessonDiagnostic(
                    "there is no fact \(number): shared/FIDELITY.md numbers its facts \(numbers.lowerBound)…\(numbers.upperBound)",
                    at: item.textPosition, hint: "use the number of the fact as FIDELITY.md writes it")
            }
            guard !facts.contains(number) else {
                throw LessonDiagnostic("fact \(number) is listed twice", at: item.textPosition, hint: "list each fact once")
            }
            facts.append(number)
        }
        return facts
    }
}
