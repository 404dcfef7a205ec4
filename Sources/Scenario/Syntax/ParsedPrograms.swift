import Foundation

/// The scenario programs this process has parsed, by their text and where it starts in its
/// file. `layoutlab check` runs a scenario again for each kind of model choice its run made
/// (`ScenarioOptions.otherChoices`), and the tutor again for its pictures: lexing and parsing
/// the same text was a sixteenth of the check's CPU.
///
/// A program's names carry their numbers in the run's `SymbolTable`, which the parse extends. A
/// kept program serves a run whose table, before the parse, holds the same names as the table
/// it was parsed with (every run's bindings number the same globals in the same order): the
/// names the parse numbered are numbered again in the same order, so each gets the same
/// number, and the table ends as a parse would leave it.
// `@unchecked Sendable` is safe: `lock` guards `programs`, the only state that changes, and a
// kept program is a `Sendable` value that no run changes.
final class ParsedPrograms: @unchecked Sendable {
    /// The process's programs.
    static let shared = ParsedPrograms()

    /// Programs kept at most: more than two lessons' scenario variants (the runs again taking
    /// other choices follow the lesson's first runs), then all are dropped and parsed again.
    private static let capacity = 512

    private struct Key: Hashable {
        let source: String
        let file: String
        let lineOffset: Int
        let columnOffset: Int
    }

    private struct Entry {
        /// The table's names before the parse.
        let namesBefore: [String]
        /// The names the parse numbered, in order.
        let namesNumbered: [String]
        let program: [Statement]
    }

    private let lock = NSLock()
    private var programs: [Key: Entry] = [:]

    /// `Parser.parse(source:file:lineOffset:columnOffset:symbols:)`, from a kept program when
    /// `symbols` holds what the kept program's table held. A text that does not parse is not
    /// kept: its diagnostic comes from the parser each time.
    func program(
        source: String, file: String, lineOffset: Int, columnOffset: Int, symbols: SymbolTable
    ) throws(Diagnostic) -> [Statement] {
        let key = Key(source: source, file: file, lineOffset: lineOffset, columnOffset: columnOffset)
        lock.lock()
        let kept = programs[key]
        lock.unlock()
        let namesBefore = symbols.names
        if let kept, kept.namesBefore == namesBefore {
            for name in kept.namesNumbered { _ = symbols.id(name) }
            return kept.program
        }
        let program = try Parser.parse(
            source: source, file: file, lineOffset: lineOffset, columnOffset: columnOffset, symbols: symbols)
        let entry = Entry(
            namesBefore: namesBefore, namesNumbered: Array(symbols.names[namesBefore.count...]), program: program)
        lock.lock()
        if programs.count >= Self.capacity { programs.removeAll(keepingCapacity: true) }
        programs[key] = entry
        lock.unlock()
        return program
    }
}
