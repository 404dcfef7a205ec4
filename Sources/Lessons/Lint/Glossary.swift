import TextBasics

/// `lessons/glossary.yaml`: one term per concept and language, shared by the lessons and the
/// tutor's and grader's strings, with the words a writer must not use instead.
///
/// The learner's screen mixes lesson prose, tutor lines and grading explanations; a word that
/// means a trace mark in one and a dirty flag in the next (Korean 표시, Chinese 标记) teaches the
/// wrong model. `TermLint` reads this file and reports every such word where it is written.
public struct Glossary: Sendable {
    /// One concept and its term in each language.
    public struct Term: Sendable {
        /// A short id (`trace-mark`), used in messages.
        public var id: String
        /// What the concept is, in English, for authors.
        public var means: String
        /// The term per language.
        public var words: [Language: String]
        /// Words that must not stand for this concept, per language.
        public var avoid: [Language: [String]]
        /// Where the entry is written.
        public var position: FilePosition
    }

    /// A word that names several concepts in one language, so it may not be used at all.
    public struct Ambiguous: Sendable {
        /// The word (`표시`).
        public var word: String
        /// Its language.
        public var language: Language
        /// The ids of the concepts it was used for; the message names each one's term.
        public var concepts: [String]
        /// Longer words containing it that are fine (`脏标记` contains `标记`).
        public var allow: [String]
        /// Where the entry is written.
        public var position: FilePosition
    }

    /// A term that may only be used as a noun in its language: English "mark" names a trace
    /// mark (`the mark "tap"`); its verb forms (`marks the superview`, `was marked`) named
    /// setting a dirty flag, a second concept under the same word.
    public struct NounOnly: Sendable {
        /// The word (`mark`); its verb forms are `marks`, `marked`, `marking`.
        public var word: String
        /// Its language.
        public var language: Language
        /// The id of the concept the noun names (`trace-mark`).
        public var term: String
        /// The id of the concept the verb forms were used for (`dirty-flag`).
        public var verbsMeant: String
        /// What to write for that concept instead (`flags`, `sets its layout dirty flag`).
        public var write: [String]
        /// A warning while shipped text still breaks it, then an error.
        public var severity: LessonDiagnostic.Severity
        /// Where the entry is written.
        public var position: FilePosition
    }

    /// The concepts, in file order.
    public var terms: [Term]
    /// Words that may only be nouns.
    public var nounsOnly: [NounOnly] = []
    /// The banned ambiguous words.
    public var ambiguous: [Ambiguous]
    /// Words that lean on an earlier question, and a model prompt's phrases (`StandAloneLint`).
    public var backReferences: BackReferences?
    /// Where the file is.
    public var position: FilePosition

    /// The term of `id`.
    public func term(_ id: String) -> Term? { terms.first { $0.id == id } }

    /// The id `node` names, which must be one of the terms read so far.
    func termID(_ node: YAMLNode) throws(LessonDiagnostic) -> String {
        let id = try node.identifier("a concept id")
        guard term(id) != nil else {
            throw LessonDiagnostic(
                "'\(id)' is not a term of the glossary" + EditDistance.phrase(for: id, in: terms.map(\.id)),
                at: node.position, hint: "name a term's `id:`")
        }
        return id
    }

    /// The file name the loader looks for in a lessons folder.
    public static let fileName = "glossary.yaml"

    /// Reads the glossary from its YAML tree.
    public static func read(_ root: YAMLNode) throws(LessonDiagnostic) -> Glossary {
        let reader = try MappingReader(root, what: "the glossary")
        try reader.rejectUnknownKeys(allowed: ["terms", "ambiguous", "nouns-only", "back-references", "model-phrases"])
        var glossary = Glossary(terms: [], ambiguous: [], position: root.position)
        for node in try reader.required("terms", example: "(a list of concepts)").list("'terms'") {
            let entry = try MappingReader(node, what: "a glossary term")
            try entry.rejectUnknownKeys(allowed: ["id", "means"] + Language.allCases.map(\.rawValue) + ["avoid"])
            var term = Term(
                id: try entry.required("id", example: "trace-mark").identifier("the term's id"),
                means: try entry.optional("means")?.text("'means'") ?? "", words: [:], avoid: [:],
                position: node.position)
            for language in Language.allCases {
                if let word = entry.optional(language.rawValue) {
                    term.words[language] = try word.text("the \(language.rawValue) term").trimmingSpaces
                }
            }
            if let avoid = entry.optional("avoid") {
                let byLanguage = try MappingReader(avoid, what: "'avoid'")
                try byLanguage.rejectUnknownKeys(allowed: Language.allCases.map(\.rawValue))
                for (key, _, value) in byLanguage.entries {
                    guard let language = Language(rawValue: key) else { continue }
                    term.avoid[language] = try value.list("the avoided words").map { node throws(LessonDiagnostic) in
                        try node.text("an avoided word")
                    }
                }
            }
            if glossary.term(term.id) != nil {
                throw LessonDiagnostic(
                    "a second glossary term with id '\(term.id)'", at: node.position,
                    hint: "give each concept one entry")
            }
            glossary.terms.append(term)
        }
        for node in try reader.optional("ambiguous")?.list("'ambiguous'") ?? [] {
            let entry = try MappingReader(node, what: "an ambiguous word")
            try entry.rejectUnknownKeys(allowed: ["word", "language", "concepts", "allow"])
            let concepts = try entry.required("concepts", example: "[trace-mark, dirty-flag]").list("'concepts'")
            var ids: [String] = []
            for concept in concepts { ids.append(try glossary.termID(concept)) }
            glossary.ambiguous.append(
                Ambiguous(
                    word: try entry.required("word", example: "표시").text("the word"),
                    language: try Language.read(try entry.required("language", example: "ko"), what: "the language"),
                    concepts: ids,
                    allow: try entry.optional("allow")?.list("'allow'").map { node throws(LessonDiagnostic) in
                        try node.text("an allowed word")
                    } ?? [],
                    position: node.position))
        }
        for node in try reader.optional("nouns-only")?.list("'nouns-only'") ?? [] {
            let entry = try MappingReader(node, what: "a nouns-only word")
            try entry.rejectUnknownKeys(allowed: ["word", "language", "term", "verbs-meant", "write", "severity"])
            var ids: [String] = []
            for key in ["term", "verbs-meant"] {
                ids.append(
                    try glossary.termID(try entry.required(key, example: key == "term" ? "trace-mark" : "dirty-flag")))
            }
            let severityNode = entry.optional("severity")
            let severityText = try severityNode?.text("the severity") ?? "error"
            guard let severity = LessonDiagnostic.Severity(rawValue: severityText) else {
                throw LessonDiagnostic(
                    "severity '\(severityText)' is neither error nor warning",
                    at: severityNode?.position ?? node.position,
                    hint: "write `severity: warning` while shipped text still breaks the rule, `error` after")
            }
            glossary.nounsOnly.append(
                NounOnly(
                    word: try entry.required("word", example: "mark").text("the word"),
                    language: try Language.read(try entry.required("language", example: "en"), what: "the language"),
                    term: ids[0], verbsMeant: ids[1],
                    write: try entry.required("write", example: "[flags, sets its layout dirty flag]").list("'write'")
                        .map { node throws(LessonDiagnostic) in try node.text("a word to write") },
                    severity: severity, position: node.position))
        }
        if reader.optional("back-references") != nil || reader.optional("model-phrases") != nil {
            glossary.backReferences = try BackReferences.read(
                reader.optional("back-references"), model: reader.optional("model-phrases"), position: root.position)
        }
        return glossary
    }
}
