import Foundation
import Scenario
import TextBasics

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

    /// The known command closest to `word` by edit distance, for a "did you mean" hint
    /// (commands are short, so two edits are allowed whatever the word's length).
    public static func suggestion(for word: String) -> MetaCommand? {
        EditDistance.closest(to: word, in: allCases.map(\.rawValue), limit: 2).flatMap(MetaCommand.init(rawValue:))
    }
}
