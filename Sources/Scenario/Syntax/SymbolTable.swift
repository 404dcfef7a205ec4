/// Numbers for names, assigned while parsing, so the interpreter finds a variable by comparing
/// integers instead of hashing strings (the hot path of every loop).
final class SymbolTable {
    private var ids: [String: Int] = [:]
    /// The name of each number.
    private(set) var names: [String] = []

    /// The number of `name`, assigning the next one the first time.
    func id(_ name: String) -> Int {
        if let id = ids[name] { return id }
        let id = names.count
        names.append(name)
        ids[name] = id
        return id
    }

    /// `name` with its number.
    func name(_ text: String) -> Name { Name(text: text, id: id(text)) }

    /// The names numbered so far, to start another table from (`numbering(from:)`).
    var numbering: Numbering { Numbering(ids: ids, names: names) }

    /// Makes this table hold what `numbering` held: numbers assigned later follow its names.
    func start(from numbering: Numbering) {
        ids = numbering.ids
        names = numbering.names
    }

    /// A table's names and their numbers, as a value: the tables started from it share its
    /// storage until they number a name of their own.
    struct Numbering {
        fileprivate let ids: [String: Int]
        /// The name of each number.
        let names: [String]
    }
}

/// A name in the AST with its number in the run's `SymbolTable`.
struct Name: Sendable, Equatable, CustomStringConvertible {
    let text: String
    let id: Int
    var description: String { text }
}
