import Lessons

/// The words Tab completes at a prompt: the meta-commands, a choice question's option
/// letters, the `receiver.method` names that occur in the question's scenario trace
/// (so `a2.lay⇥` gives `a2.layoutSubviews`), and the language codes after `:lang`.
public enum CompletionVocabulary {
    /// The words for a question with these option letters and call names.
    public static func words(optionLetters: [String] = [], callNames: [String] = []) -> [String] {
        var words = MetaCommand.allCases.map(\.spelling)
        words += optionLetters
        words += callNames
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }

    /// The words that start with `prefix`, in a stable order (sorted), without repeats.
    /// An empty prefix completes nothing, so Tab on an empty line does not dump every word.
    public static func matches(for prefix: String, in words: [String]) -> [String] {
        guard !prefix.isEmpty else { return [] }
        if Language.allCases.contains(where: { $0.rawValue.hasPrefix(prefix) }), prefix.count <= 2 {
            // `:lang k⇥`: language codes only make sense as the argument of :lang, but readline
            // gives us the word alone; offering them costs nothing when no call name matches.
            let calls = Set(words).filter { $0.hasPrefix(prefix) }.sorted()
            if !calls.isEmpty { return calls }
        }
        return Set(words).filter { $0.hasPrefix(prefix) }.sorted()
    }
}
