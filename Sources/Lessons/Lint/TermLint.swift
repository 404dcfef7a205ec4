import Foundation
import TextBasics

/// The language lint of `layoutlab check`: glossary terms, and Korean particles.
///
/// - A word the glossary bans as ambiguous (Korean 표시, Chinese 标记) is an error naming the
///   term for each concept it was used for; a word the glossary lists under a term's `avoid:`
///   is a warning naming the term.
/// - A verb form of a word the glossary keeps a noun (`nouns-only:`; English "marks the
///   superview", "was marked") is reported with its severity, naming what to write instead.
/// - A Korean particle written as an alternation (`은(는)`, `이(가)`, `을(를)`, `(으)로`,
///   `와(과)`) is an error: the writer knows the word, so the writer picks the particle.
/// - In a Swift string table, a fixed two-form particle right after a placeholder (`\(x)를`)
///   is an error: it is wrong for half the words; `KoreanParticle` picks it by the final sound.
public enum TermLint {
    /// The problems in one text.
    public static func check(_ text: LintText, glossary: Glossary?, glossaryFile: String = "lessons/glossary.yaml")
        -> [LessonDiagnostic]
    {
        check(
            text, words: glossary.map { [text.language: GlossaryWords($0, text.language)] } ?? [:], glossary: glossary,
            glossaryFile: glossaryFile)
    }

    /// The problems in one text, with the glossary's words of each language found once for all
    /// the texts of a check.
    static func check(_ text: LintText, words: [Language: GlossaryWords], glossary: Glossary?, glossaryFile: String)
        -> [LessonDiagnostic]
    {
        var diagnostics: [LessonDiagnostic] = []
        let search = TermSearch(text)
        if text.language == .ko {
            diagnostics += particleAlternations(search)
            diagnostics += fixedParticlesAfterPlaceholders(text)
        }
        if let glossary, let words = words[text.language] {
            diagnostics += glossaryWords(search, words, glossary, file: glossaryFile)
        }
        return diagnostics
    }

    /// The glossary's words of every language.
    static func wordsByLanguage(_ glossary: Glossary?) -> [Language: GlossaryWords] {
        guard let glossary else { return [:] }
        return Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, GlossaryWords(glossary, $0)) })
    }

    /// Lints every lesson's ko/zh/en file (read again from disk for exact positions).
    public static func check(_ library: LessonLibrary) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        let words = wordsByLanguage(library.glossary)
        for lesson in library.lessons {
            for (language, lessonText) in lesson.texts.sorted(by: { $0.key < $1.key }) {
                let file = lessonText.position.file
                guard let source = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
                let text = LintText.languageFile(YAMLLoader.normalizingLineEnds(source), file: file, language: language)
                diagnostics += check(
                    text, words: words, glossary: library.glossary,
                    glossaryFile: library.glossary?.position.file ?? Glossary.fileName)
            }
        }
        return diagnostics
    }

    /// Lints the string literals of Swift string tables.
    public static func check(swiftFiles: [String], glossary: Glossary?, glossaryFile: String) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        let words = wordsByLanguage(glossary)
        for file in swiftFiles {
            guard let source = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for literal in LintText.swiftLiterals(source, file: file) {
                diagnostics += check(literal, words: words, glossary: glossary, glossaryFile: glossaryFile)
            }
        }
        return diagnostics
    }

    // MARK: - Korean particles

    /// Alternations and the particle to write instead, by the final sound of the word before.
    static let alternations: [(written: String, forms: String)] = [
        ("은(는)", "은 after a final consonant, 는 after a vowel"), ("는(은)", "은 after a final consonant, 는 after a vowel"),
        ("이(가)", "이 after a final consonant, 가 after a vowel"), ("가(이)", "이 after a final consonant, 가 after a vowel"),
        ("을(를)", "을 after a final consonant, 를 after a vowel"), ("를(을)", "을 after a final consonant, 를 after a vowel"),
        ("(으)로", "으로 after a final consonant other than ㄹ, 로 after a vowel or ㄹ"),
        ("와(과)", "과 after a final consonant, 와 after a vowel"), ("과(와)", "과 after a final consonant, 와 after a vowel"),
        ("(이)라는", "이라는 after a final consonant, 라는 after a vowel"),
        ("(이)에요", "이에요 after a final consonant, 예요 after a vowel"),
    ]

    static func particleAlternations(_ search: TermSearch) -> [LessonDiagnostic] {
        let text = search.text
        var diagnostics: [LessonDiagnostic] = []
        for (written, forms) in alternations {
            for start in search.occurrences(of: written) where !text.isCode[start] {
                diagnostics.append(
                    LessonDiagnostic(
                        "the particle is written as an alternation, '\(written)'; write the one the word before it takes (\(forms))",
                        at: text.position(at: start),
                        hint:
                            "after a word known only at run time, let the code pick it: KoreanParticle.attach(word, …)")
                )
            }
        }
        return diagnostics
    }

    /// Particles with two forms, longest first, with the `KoreanParticle` case that picks them.
    static let twoFormParticles: [(form: String, particle: String)] = [
        ("이라는", ".called"), ("라는", ".called"), ("이에요", ".copula"), ("예요", ".copula"), ("으로", ".direction"),
        ("은", ".topic"), ("는", ".topic"), ("이", ".subject"), ("가", ".subject"), ("을", ".object"), ("를", ".object"),
        ("로", ".direction"), ("와", ".with"), ("과", ".with"),
    ]

    static func fixedParticlesAfterPlaceholders(_ text: LintText) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        let characters = text.characters
        for index in characters.indices where characters[index] == LintText.placeholder {
            var next = index + 1
            // Closing quotes between the word and its particle: “\(x)”라는. After a closing
            // bracket the particle belongs to the word before the bracket: 번호(1–\(n))를.
            while next < characters.count, "”’\"'".contains(characters[next]) { next += 1 }
            for (form, particle) in twoFormParticles {
                let end = next + form.count
                guard end <= characters.count, String(characters[next..<end]) == form else { continue }
                // A particle ends the word: `\(n)번`, `\(x)이고` are other words (and have one form).
                if end < characters.count, CJK.isHangul(characters[end]) { continue }
                diagnostics.append(
                    LessonDiagnostic(
                        "a fixed particle '\(form)' after a placeholder is wrong for half the words it can stand for",
                        at: text.position(at: next),
                        hint:
                            "pick it by the word's final sound: KoreanParticle.attach(word, \(particle)) or KoreanParticle.form(\(particle), after: word)"
                    ))
                break
            }
        }
        return diagnostics
    }

    // MARK: - Glossary

    static func glossaryWords(_ search: TermSearch, _ words: GlossaryWords, _ glossary: Glossary, file: String)
        -> [LessonDiagnostic]
    {
        let text = search.text
        let language = text.language
        var diagnostics: [LessonDiagnostic] = []
        for (ambiguous, word, except) in words.ambiguous {
            let found = matches(of: word, in: search, except: except)
            guard !found.isEmpty else { continue }
            let uses = ambiguous.concepts.compactMap { id in
                glossary.term(id).flatMap { term in term.words[language].map { "for \(conceptName(term)) write \($0)" }
                }
            }
            for start in found {
                diagnostics.append(
                    LessonDiagnostic(
                        "'\(ambiguous.word)' is ambiguous in \(languageName(language)) text: "
                            + uses.joined(separator: ", "),
                        at: text.position(at: start), hint: "use the word for the concept meant here (\(file))"))
            }
        }
        for (term, word, avoided) in words.avoided {
            for start in matches(of: avoided, in: search, except: words.terms) {
                diagnostics.append(
                    LessonDiagnostic(
                        "'\(avoided.text)' is not the glossary's word for \(conceptName(term)): write '\(word)'",
                        at: text.position(at: start), hint: "one term per concept (\(file), term '\(term.id)')",
                        severity: .warning))
            }
        }
        for rule in glossary.nounsOnly where rule.language == language {
            diagnostics += verbForms(of: rule, in: search, glossary, file: file)
        }
        return diagnostics
    }

    /// Words before a noun use of a nouns-only word: `the mark "tap"`, `two marks`.
    static let determiners: Set<String> = [
        "the", "a", "an", "each", "every", "this", "that", "these", "those", "its", "their", "our", "your", "two",
        "three",
        "four", "both", "first", "second", "third", "last", "next", "same", "one", "no", "any", "which", "whose",
        "another", "trace", "new", "other", "earlier", "later", "following", "previous", "named", "own", "such",
        "single",
    ]

    /// Words that make a compound noun with a nouns-only word before it: the grade report's
    /// "pass mark" is a threshold, not a verb (the bare form only: "the layout pass marks a3" is
    /// still a verb).
    static let compoundHeads: Set<String> = ["pass"]

    /// `rule.word` used as a verb: `-ed` and `-ing` always; the bare word and `-s` unless a
    /// determiner comes before it, or a quoted label before or after it (`the "tap" mark`,
    /// `marks "idle" and "go"`), or, bare, a compound head (`pass mark`). Code (`trace.mark(…)`,
    /// backticks) is left alone.
    static func verbForms(of rule: Glossary.NounOnly, in search: TermSearch, _ glossary: Glossary, file: String)
        -> [LessonDiagnostic]
    {
        let text = search.text
        let characters = text.characters
        let quotes: Set<Character> = ["\"", "“", "”", "'", "‘", "’"]
        var diagnostics: [LessonDiagnostic] = []
        for start in search.occurrences(of: rule.word) where !text.isCode[start] {
            if start > 0,
                characters[start - 1].isLetter || characters[start - 1].isNumber
                    || "._-".contains(characters[start - 1])
            {
                continue
            }
            var end = start + rule.word.count
            while end < characters.count, characters[end].isLetter { end += 1 }
            let form = String(characters[start..<end])
            let suffix = form.lowercased().dropFirst(rule.word.count)
            guard ["", "s", "ed", "ing"].contains(suffix) else { continue }
            if end < characters.count, "(_-".contains(characters[end]) || text.isCode[end - 1] { continue }
            if suffix == "" || suffix == "s" {
                // A line of its own (after a YAML key) is a heading, a noun: `title: Marks`.
                var lineStart = start
                while lineStart > 0, characters[lineStart - 1] != "\n" { lineStart -= 1 }
                let lead = String(characters[lineStart..<start]).trimmingCharacters(in: .whitespaces)
                let isKey =
                    lead.isEmpty
                    || (lead.hasSuffix(":")
                        && lead.dropLast().allSatisfy { $0.isLetter || $0.isNumber || "-_ ".contains($0) })
                if isKey, end == characters.count || characters[end] == "\n" { continue }
                var next = end
                while next < characters.count, characters[next] == " " { next += 1 }
                if next < characters.count, quotes.contains(characters[next]) { continue }
                var before = start - 1
                while before >= 0, characters[before].isWhitespace { before -= 1 }
                if before >= 0, quotes.contains(characters[before]) { continue }
                var wordStart = before
                while wordStart >= 0, characters[wordStart].isLetter { wordStart -= 1 }
                let previousWord = before >= 0 ? String(characters[(wordStart + 1)..<(before + 1)]).lowercased() : ""
                if determiners.contains(previousWord) { continue }
                if suffix == "", compoundHeads.contains(previousWord) { continue }
            }
            let meant = glossary.term(rule.verbsMeant).map(conceptName) ?? rule.verbsMeant
            let noun = glossary.term(rule.term).map(conceptName) ?? rule.term
            let instead = rule.write.map { "'\($0)'" }
            let choices =
                instead.count > 1
                ? instead.dropLast().joined(separator: ", ") + " or " + (instead.last ?? "") : instead.joined()
            diagnostics.append(
                LessonDiagnostic(
                    "'\(form)' as a verb: in \(languageName(text.language)) text '\(rule.word)' is the word for the \(noun) only, a noun "
                        + "(the \(rule.word) \"tap\"); for the \(meant) write \(choices)",
                    at: text.position(at: start), hint: "one term per concept (\(file), nouns-only '\(rule.word)')",
                    severity: rule.severity))
        }
        return diagnostics
    }

    /// Where `word` is written as a word of `text`, outside code and outside any longer
    /// allowed word that contains it.
    static func matches(of word: String, in text: LintText, except allowed: [String]) -> [Int] {
        matches(of: GlossaryWords.Word(word, text.language), in: TermSearch(text), except: allowed)
    }

    /// ``matches(of:in:except:)`` through a text's search index.
    static func matches(of searched: GlossaryWords.Word, in search: TermSearch, except allowed: [String]) -> [Int] {
        let text = search.text
        let word = searched.text
        let found = search.occurrences(of: searched.needle)
        guard !found.isEmpty else { return [] }
        let length = word.count
        let covering = allowed.filter { $0 != word && $0.contains(word) }.flatMap { longer in
            search.occurrences(of: longer).map { $0..<($0 + longer.count) }
        }
        guard let first = word.first, let last = word.last else { return [] }
        return found.filter { start in
            let range = start..<(start + length)
            if range.contains(where: { text.isCode[$0] }) { return false }
            if covering.contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }) {
                return false
            }
            switch text.language {
            case .zh:
                return true
            case .ko:
                // 턴 in 리턴 or 패턴 is not the word 턴: a Korean word starts after a non-letter.
                return start == 0 || !isWordCharacter(text.characters[start - 1], like: first)
            case .en:
                let before = start == 0 || !isWordCharacter(text.characters[start - 1], like: first)
                let after =
                    range.upperBound == text.characters.count
                    || !isWordCharacter(text.characters[range.upperBound], like: last)
                return before && after
            }
        }
    }

    /// A letter that continues the word: Hangul next to Hangul, Latin next to Latin.
    static func isWordCharacter(_ character: Character, like neighbour: Character) -> Bool {
        if CJK.isHangul(neighbour) { return CJK.isHangul(character) }
        return character.isLetter || character.isNumber || character == "_"
    }

    /// Every start index of `word` in `text` (English words match case-insensitively).
    static func occurrences(of word: String, in text: LintText) -> [Int] {
        TermSearch(text).occurrences(of: word)
    }

    /// The concept as authors call it: the term's id in words (`trace mark`, `dirty flag`).
    static func conceptName(_ term: Glossary.Term) -> String { term.id.replacingOccurrences(of: "-", with: " ") }

    static func languageName(_ language: Language) -> String {
        switch language {
        case .ko: return "Korean"
        case .zh: return "Chinese"
        case .en: return "English"
        }
    }
}
