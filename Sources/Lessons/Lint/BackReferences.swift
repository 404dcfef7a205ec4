import TextBasics

/// The words with which a prompt leans on the question before it ("In the same scenario",
/// 같은 시나리오에서, 同一个场景中), per language, from the glossary's `back-references:`.
///
/// A question is asked alone in review, in a quiz and in the final exam; a prompt that starts
/// "Then …" has nothing to lean on there. `StandAloneLint` reports such a prompt unless the
/// question declares `after:`, and a quiz that asks it without the question it follows.
public struct BackReferences: Sendable {
    /// Words that lean on an earlier question when a prompt starts with them (`Then`, `그`, `那么`).
    public var openings: [Language: [String]] = [:]
    /// Phrases that lean on an earlier question wherever they stand (`the same scenario`).
    public var phrases: [Language: [String]] = [:]
    /// Phrases that point at a later question (`the next question`): never in a question's text,
    /// since a quiz asks questions in its own order.
    public var forward: [Language: [String]] = [:]
    /// Phrases with which a `basis: model` prompt says it asks about the simulator's model.
    public var modelPhrases: [Language: [String]] = [:]
    /// Where the entry is written.
    public var position: FilePosition

    /// Reads `back-references:` (and `model-phrases:`): per language, lists of words.
    static func read(_ node: YAMLNode?, model: YAMLNode?, position: FilePosition) throws(LessonDiagnostic)
        -> BackReferences
    {
        var references = BackReferences(position: node?.position ?? position)
        if let node {
            let byLanguage = try MappingReader(node, what: "'back-references'")
            try byLanguage.rejectUnknownKeys(allowed: Language.allCases.map(\.rawValue))
            for (key, _, value) in byLanguage.entries {
                guard let language = Language(rawValue: key) else { continue }
                let lists = try MappingReader(value, what: "the \(key) back-references")
                try lists.rejectUnknownKeys(allowed: ["openings", "phrases", "forward"])
                references.openings[language] = try words(lists.optional("openings"))
                references.phrases[language] = try words(lists.optional("phrases"))
                references.forward[language] = try words(lists.optional("forward"))
            }
        }
        if let model {
            let byLanguage = try MappingReader(model, what: "'model-phrases'")
            try byLanguage.rejectUnknownKeys(allowed: Language.allCases.map(\.rawValue))
            for (key, _, value) in byLanguage.entries {
                guard let language = Language(rawValue: key) else { continue }
                references.modelPhrases[language] = try words(value)
            }
        }
        return references
    }

    private static func words(_ node: YAMLNode?) throws(LessonDiagnostic) -> [String] {
        guard let node else { return [] }
        return try node.list("a list of words").map { item throws(LessonDiagnostic) in
            let text = try item.text("a word").trimmingSpaces
            guard !text.isEmpty else { throw LessonDiagnostic("an empty word", at: item.position, hint: "remove it") }
            return text
        }
    }

    /// The back-reference `prompt` (in `language`) leans on, if any: an opening word at its
    /// start, or a phrase anywhere; case-insensitive for English.
    public func leaning(_ prompt: String, in language: Language) -> String? {
        Search(self).leaning(prompt, in: language)
    }

    /// The forward reference in `text`, if any.
    public func pointingForward(_ text: String, in language: Language) -> String? {
        Search(self).pointingForward(text, in: language)
    }

    /// Whether `prompt` says it asks about the simulator's model.
    public func saysModel(_ prompt: String, in language: Language) -> Bool {
        Search(self).saysModel(prompt, in: language)
    }

    /// The lists with each word normalized once: `CourseLint` asks about every prompt, hint and
    /// explanation, and normalizing every word for each (and Foundation's `contains`) was most
    /// of the course lint.
    struct Search {
        private typealias Words = [Language: [Word]]
        private let openings: Words
        private let phrases: Words
        private let forward: Words
        private let modelPhrases: Words

        /// A word as written, normalized, and as the normalized text's characters and, when
        /// its every scalar is standalone, bytes.
        private struct Word {
            var written: String
            var normalized: String
            var characters: [Character]
            var bytes: [UInt8]?
        }

        init(_ references: BackReferences) {
            func prepared(_ lists: [Language: [String]]) -> Words {
                lists.reduce(into: [:]) { words, entry in
                    words[entry.key] = entry.value.map {
                        let (normalized, bytes) = BackReferences.normalizedWithBytes($0, entry.key)
                        return Word(
                            written: $0, normalized: normalized, characters: Array(normalized), bytes: bytes)
                    }
                }
            }
            openings = prepared(references.openings)
            phrases = prepared(references.phrases)
            forward = prepared(references.forward)
            modelPhrases = prepared(references.modelPhrases)
        }

        /// `BackReferences.leaning(_:in:)`.
        func leaning(_ prompt: String, in language: Language) -> String? {
            let text = NormalizedText(prompt, language)
            for opening in openings[language] ?? [] {
                guard let rest = text.rest(after: opening) else { continue }
                // A whole word: Korean and English openings end at a space or a comma (그 뷰들은, not
                // 그리고); a Chinese one is a prefix (那么，…).
                if language == .zh || rest.isEmpty || rest.first == " " || rest.first == "," || rest.first == "，" {
                    return opening.written
                }
            }
            return phrases[language]?.first { text.holds($0) }?.written
        }

        /// `BackReferences.pointingForward(_:in:)`.
        func pointingForward(_ text: String, in language: Language) -> String? {
            let text = NormalizedText(text, language)
            return forward[language]?.first { text.holds($0) }?.written
        }

        /// The first of `language`'s model phrases, as written.
        func firstModelPhrase(in language: Language) -> String? {
            modelPhrases[language]?.first?.written
        }

        /// `BackReferences.saysModel(_:in:)`.
        func saysModel(_ prompt: String, in language: Language) -> Bool {
            let text = NormalizedText(prompt, language)
            return modelPhrases[language]?.contains { text.holds($0) } ?? false
        }

        /// A text normalized (`BackReferences.normalized(_:_:)`), searched by its bytes when
        /// its every scalar is standalone and the word's are too (characters then compare as
        /// bytes do), else by `Character`s.
        private struct NormalizedText {
            let text: String
            let bytes: [UInt8]?

            init(_ text: String, _ language: Language) {
                (self.text, bytes) = BackReferences.normalizedWithBytes(text, language)
            }

            /// Whether `word` stands in the text.
            func holds(_ word: Word) -> Bool {
                if let bytes, let wordBytes = word.bytes { return Search.holds(bytes, wordBytes) }
                return Search.holds(Array(text), word.characters)
            }

            /// The text after `word` when the text starts with it, else nil.
            func rest(after word: Word) -> Substring? {
                if let bytes, let wordBytes = word.bytes {
                    guard bytes.starts(with: wordBytes) else { return nil }
                    // A character boundary: the word's bytes are whole standalone scalars.
                    return text[text.utf8.index(text.utf8.startIndex, offsetBy: wordBytes.count)...]
                }
                guard text.hasPrefix(word.normalized) else { return nil }
                return text.dropFirst(word.normalized.count)
            }
        }

        /// Whether `word` stands in `text`, element for element: for `Character`s what
        /// `text.firstRange(of: word) != nil` answers (canonically equivalent ones equal), with
        /// the text's characters found once for all the words instead of once per word
        /// (`firstRange` was half of the course lint).
        static func holds<Element: Equatable>(_ text: [Element], _ word: [Element]) -> Bool {
            SubsequenceSearch.firstOffset(of: word, in: text) != nil
        }
    }

    /// Lines joined as the tutor joins them, spaces collapsed; English lower-cased.
    func normalized(_ text: String, _ language: Language) -> String {
        Self.normalized(text, language)
    }

    /// `normalized(_:_:)`, which depends on no list.
    static func normalized(_ text: String, _ language: Language) -> String {
        normalizedWithBytes(text, language).text
    }

    /// The normalized text, and its UTF-8 bytes when its every scalar is standalone (else nil),
    /// found in one pass where the text is all standalone scalars.
    static func normalizedWithBytes(_ text: String, _ language: Language) -> (text: String, bytes: [UInt8]?) {
        if let joined = joinedByBytes(text) {
            guard language == .en else { return (joined, Array(joined.utf8)) }
            let lower = joined.lowercased()
            // ASCII lower-cased stays ASCII; other letters may not stay standalone.
            return (lower, lower.utf8.allSatisfy { $0 < 0x80 } ? Array(lower.utf8) : StandaloneScalar.bytes(of: lower))
        }
        let joined = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        let result = language == .en ? joined.lowercased() : joined
        return (result, StandaloneScalar.bytes(of: result))
    }

    /// The words of `text` joined by single spaces, cut at its bytes: when every scalar is
    /// standalone, a space, line feed or tab byte is such a character and nothing else is.
    /// Nil for other text, which `normalized(_:_:)` splits into characters.
    static func joinedByBytes(_ text: String) -> String? {
        guard let bytes = StandaloneScalar.bytes(of: text) else { return nil }
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 {
                pendingSpace = !joined.isEmpty
                continue
            }
            if pendingSpace {
                joined.append(0x20)
                pendingSpace = false
            }
            joined.append(byte)
        }
        return String(decoding: joined, as: UTF8.self)
    }
}
