import Foundation

/// The names a scenario binds (`let a2 = UIView()`, `var total = 0`, `let a = …, b = …`),
/// for Tab completion beside grading's ScenarioVocabulary (which knows the objects and their
/// methods, but not plain values such as `visited`). Read from the source text: what the code
/// declares, never what its run did.
enum DeclaredNames {
    static func names(in source: String) -> [String] {
        var result: [String] = []
        for line in source.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("let ") || text.hasPrefix("var ") else { continue }
            for clause in text.dropFirst(4).split(separator: ",") {
                let parts = clause.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let name = parts[0].split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !result.contains(name) {
                    result.append(name)
                }
            }
        }
        return result
    }
}
