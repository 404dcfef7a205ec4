import Foundation

/// The names a scenario binds (`let a2 = UIView()`, `var total = 0`, `let a = …, b = …`) and
/// the types it declares with their methods (`struct RowFlow: Layout`, `RowFlow.updateCache`),
/// for Tab completion beside grading's ScenarioVocabulary (which knows the objects and their
/// methods, but not plain values such as `visited` or the scenario's own types). Read from the
/// source text: what the code declares, never what its run did.
enum DeclaredNames {
    static func names(in source: String) -> [String] {
        var result: [String] = []
        func add(_ name: String) {
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
                !result.contains(name)
            {
                result.append(name)
            }
        }
        // The types being declared, with the brace depth their bodies open at.
        var types: [(name: String, depth: Int)] = []
        var depth = 0
        for line in source.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            let words = text.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "{" })
                .map(String.init)
            let modifiers: Set<String> = [
                "final", "private", "fileprivate", "public", "internal", "override", "static", "mutating", "@MainActor",
            ]
            let significant = words.drop { modifiers.contains($0) }
            if let keyword = significant.first, let name = significant.dropFirst().first {
                if ["struct", "class", "enum", "protocol", "actor"].contains(keyword) {
                    add(name)
                    types.append((name, depth + 1))
                } else if keyword == "func", let owner = types.last, owner.depth == depth {
                    add(owner.name + "." + name)
                }
            }
            if text.hasPrefix("let ") || text.hasPrefix("var ") {
                for clause in text.dropFirst(4).split(separator: ",") {
                    let parts = clause.split(separator: "=", maxSplits: 1)
                    guard parts.count == 2 else { continue }
                    add(parts[0].split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "")
                }
            }
            for character in text {
                if character == "{" { depth += 1 }
                if character == "}" {
                    depth -= 1
                    while let last = types.last, last.depth > depth { types.removeLast() }
                }
            }
        }
        return result
    }
}
