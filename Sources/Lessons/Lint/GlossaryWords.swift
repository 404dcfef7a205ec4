/// The glossary's words of one language as `TermLint` searches for them, worked out once for
/// all the texts of a check: `layoutlab check` lints every lesson file and thousands of
/// string-table literals, and lower-casing and splitting every glossary word for each of them
/// was most of the string tables' lint.
struct GlossaryWords {
    /// A word and the characters searched for (lower-cased in English).
    struct Word {
        let text: String
        let needle: [Character]

        init(_ text: String, _ language: Language) {
            self.text = text
            needle = Array(language == .en ? text.lowercased() : text)
        }
    }

    /// Every term's word in this language: words that may contain a banned or avoided one and
    /// are fine.
    let terms: [String]
    /// The banned ambiguous words, in glossary order, each with the longer words that are fine.
    let ambiguous: [(entry: Glossary.Ambiguous, word: Word, except: [String])]
    /// Each term's avoided words, in glossary order, with the term's own word.
    let avoided: [(term: Glossary.Term, word: String, avoided: Word)]

    init(_ glossary: Glossary, _ language: Language) {
        let terms = glossary.terms.compactMap { $0.words[language] }
        self.terms = terms
        ambiguous = glossary.ambiguous.filter { $0.language == language }.map {
            ($0, Word($0.word, language), terms + $0.allow)
        }
        avoided = glossary.terms.flatMap { term -> [(term: Glossary.Term, word: String, avoided: Word)] in
            guard let word = term.words[language] else { return [] }
            return (term.avoid[language] ?? []).map { (term, word, Word($0, language)) }
        }
    }
}
