import Foundation

/// A command typed at any tutor prompt, with the `:` prefix so it cannot be mistaken for
/// an answer (no answer of any question kind starts with a colon).
public enum MetaCommand: String, CaseIterable, Sendable {
    case help, hint, code, trace, read, reveal, run, skip, back, lessons, lang, quit

    /// The word as typed, with its prefix: `:hint`.
    public var spelling: String { ":" + rawValue }

    /// A parsed line that starts with `:`: the command (if known) and the rest of the line.
    public struct Invocation: Equatable, Sendable {
        /// The command, or nil when the word is not one of ours.
        public let command: MetaCommand?
        /// The word after `:` as typed, for "unknown command" messages.
        public let word: String
        /// What follows the word, trimmed: `ko` in `:lang ko`.
        public let argument: String
    }

    /// Parses `line` if it is a meta-command (`:word [argument]`), else returns nil.
    /// `:q` and `:h` are accepted as short forms because learners type them from vi habit.
    public static func parse(_ line: String) -> Invocation? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(":") else { return nil }
        let body = trimmed.dropFirst()
        let word = String(body.prefix { !$0.isWhitespace }).lowercased()
        let argument = body.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
        let shortForms: [String: MetaCommand] = ["q": .quit, "h": .help, "?": .help, "exit": .quit]
        let command = MetaCommand(rawValue: word) ?? shortForms[word]
        return Invocation(command: command, word: word, argument: argument)
    }

    /// The known command closest to `word` by edit distance, for a "did you mean" hint.
    public static func suggestion(for word: String) -> MetaCommand? {
        let scored = allCases.map { ($0, editDistance(word, $0.rawValue)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2, best.1 < word.count else { return nil }
        return best.0
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
