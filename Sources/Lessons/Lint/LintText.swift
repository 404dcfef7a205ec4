import TextBasics

/// Learner-visible text in one language, with the file position of every character, so a lint
/// can say `file:line:column` of the word it reports.
///
/// Made from a lesson's language file (every prose, prompt, hint, option, feedback and
/// explanation line, joined as the tutor reflows them) or from one string literal of the
/// tutor's and grader's Swift string tables.
public struct LintText: Sendable {
    /// The language the text is written in.
    public var language: Language
    /// The characters as the learner reads them (a placeholder is `placeholder`).
    public var characters: [Character]
    /// The file the text is written in.
    public var file: String
    /// The line and column of each character (`position(at:)`): numbers, not a `FilePosition`
    /// a character, whose file name each copy retains, for the 300,000 characters of a course.
    private var lines: [Int32] = []
    private var columns: [Int32] = []
    /// Characters that are code, not words: inside backticks, and placeholders.
    public var isCode: [Bool]
    /// Each character's scalar when it is one standalone scalar (`StandaloneScalar`), else 0:
    /// what the lints compare instead of `Character`s, whose every comparison and hash goes
    /// through Unicode normalization.
    var scalars: [UInt32]

    /// An empty text in `language`, written in `file`.
    init(language: Language, file: String) {
        self.language = language
        self.file = file
        characters = []
        isCode = []
        scalars = []
    }

    /// Where the character at `index` is written.
    public func position(at index: Int) -> FilePosition {
        FilePosition(file: file, line: Int(lines[index]), column: Int(columns[index]))
    }

    /// Stands for `\(…)` in a Swift literal: the word there is only known at run time.
    public static let placeholder: Character = "\u{FFFC}"

    /// The text of a lesson language file (`ko.yaml`): comment lines are left out; lines of a
    /// paragraph are joined as the tutor joins them, without a space between Chinese
    /// characters, so a term broken over two lines (`脏` / `标记`) is still one word.
    public static func languageFile(_ text: String, file: String, language: Language) -> LintText {
        var result = LintText(language: language, file: file)
        result.reserveCapacity(text.utf8.count)
        var inCode = false
        for (number, line) in lines(of: text).enumerated() {
            let (characters, scalars) = Self.charactersAndScalars(of: line)
            var start = 0
            while start < scalars.count, scalars[start] == 0x20 || scalars[start] == 0x09 { start += 1 }
            if start < scalars.count, scalars[start] == 0x23 { continue }  // "#"
            guard start < scalars.count else { continue }
            if let last = result.characters.last {
                if !(joinsWithoutSpace(last) && joinsWithoutSpace(characters[start])) {
                    result.append(
                        "\n", scalar: 0x0A, line: result.lines[result.lines.count - 1],
                        column: result.columns[result.columns.count - 1], code: false)
                }
            }
            for index in start..<characters.count {
                let isBacktick = scalars[index] == 0x60
                if isBacktick { inCode.toggle() }
                result.append(
                    characters[index], scalar: scalars[index], line: Int32(truncatingIfNeeded: number + 1),
                    column: Int32(truncatingIfNeeded: index + 1), code: inCode || isBacktick)
            }
            // A code span never runs past its paragraph's line: an unclosed backtick is a typo,
            // not a reason to stop checking the rest of the file.
            inCode = false
        }
        return result
    }

    /// The string literals of a Swift source file, each with its language: Hangul makes a
    /// literal Korean, Han characters Chinese; other literals are English when the file is an
    /// English table (`…English.swift`) or the line is an English case (`.en`).
    /// Comments are skipped; `\(…)` becomes `placeholder`.
    public static func swiftLiterals(_ source: String, file: String) -> [LintText] {
        let englishFile = file.hasSuffix("English.swift")
        var literals: [LintText] = []
        let lines = Self.lines(of: source)
        var current: LintText?
        for (number, line) in lines.enumerated() {
            // A literal ends with its line, so a line without a quote holds none (most lines of
            // a source file): only the others are split into characters.
            guard line.utf8.contains(UInt8(ascii: "\"")) else { continue }
            let characters = Self.characters(of: line)
            var index = 0
            var inCode = false
            while index < characters.count {
                let character = characters[index]
                if current != nil {
                    if character == "\\", index + 1 < characters.count {
                        if characters[index + 1] == "(" {
                            // Skip the interpolation, counting parentheses (and not those in its own strings).
                            var depth = 0
                            var inString = false
                            var end = index + 1
                            while end < characters.count {
                                let c = characters[end]
                                if c == "\"" && characters[end - 1] != "\\" { inString.toggle() }
                                if !inString {
                                    if c == "(" { depth += 1 } else if c == ")" { depth -= 1; if depth == 0 { break } }
                                }
                                end += 1
                            }
                            current?.append(placeholder, line: number + 1, column: index + 1, code: true)
                            index = end + 1
                            continue
                        }
                        // An escape (\n, \", \\): one character of the text.
                        current?.append(
                            characters[index + 1] == "n" ? "\n" : characters[index + 1], line: number + 1,
                            column: index + 1, code: inCode)
                        index += 2
                        continue
                    }
                    if character == "\"" {
                        if let literal = current { literals.append(literal) }
                        current = nil
                        index += 1
                        continue
                    }
                    if character == "`" { inCode.toggle() }
                    current?.append(character, line: number + 1, column: index + 1, code: inCode || character == "`")
                    index += 1
                    continue
                }
                if character == "/", index + 1 < characters.count, characters[index + 1] == "/" { break }
                if character == "\"" {
                    if index + 2 < characters.count, characters[index + 1] == "\"", characters[index + 2] == "\"" {
                        // Multi-line literals are not used for learner text; skip the delimiter.
                        index += 3
                        continue
                    }
                    current = LintText(language: .en, file: file)
                    inCode = false
                }
                index += 1
            }
            if let literal = current {
                // An unterminated literal (a multi-line one's line): keep what was read.
                literals.append(literal)
                current = nil
            }
        }
        return literals.compactMap { literal in
            var literal = literal
            if literal.characters.contains(where: CJK.isHangul) {
                literal.language = .ko
            } else if literal.characters.contains(where: CJK.isHan) {
                literal.language = .zh
            } else if !lineIsEnglishFor(literal, lines: lines, englishFile: englishFile) {
                return nil
            }
            return literal
        }
    }

    private static func lineIsEnglishFor(_ literal: LintText, lines: [Substring], englishFile: Bool) -> Bool {
        guard let first = literal.lines.first, Int(first) - 1 < lines.count else { return englishFile }
        return englishFile || String(lines[Int(first) - 1]).contains(".en")
    }

    mutating func append(_ character: Character, line: Int, column: Int, code: Bool) {
        append(
            character, scalar: StandaloneScalar.value(of: character) ?? 0, line: Int32(truncatingIfNeeded: line),
            column: Int32(truncatingIfNeeded: column), code: code)
    }

    mutating func append(_ character: Character, scalar: UInt32, line: Int32, column: Int32, code: Bool) {
        characters.append(character)
        scalars.append(scalar)
        lines.append(line)
        columns.append(column)
        isCode.append(code)
    }

    private mutating func reserveCapacity(_ count: Int) {
        characters.reserveCapacity(count)
        scalars.reserveCapacity(count)
        lines.reserveCapacity(count)
        columns.reserveCapacity(count)
        isCode.reserveCapacity(count)
    }

    /// The lines of `text`. Without a carriage return (a language file's line ends are
    /// normalized) a line feed is a character of its own, so the text is cut at its bytes
    /// instead of being broken into characters to find them.
    static func lines(of text: String) -> [Substring] {
        guard !text.utf8.contains(0x0D) else { return text.split(separator: "\n", omittingEmptySubsequences: false) }
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        while let end = utf8[start...].firstIndex(of: 0x0A) {
            lines.append(Substring(utf8[start..<end]))
            start = utf8.index(after: end)
        }
        lines.append(Substring(utf8[start...]))
        return lines
    }

    /// `Array(line)`: the line's characters. A line whose every scalar is standalone
    /// (`StandaloneScalar`: ASCII, Latin letters, Hangul syllables, CJK ideographs and
    /// punctuation) is made scalar by scalar, without the grapheme-breaking rules, which were
    /// most of the lint's time on Korean and Chinese text.
    static func characters(of line: Substring) -> [Character] {
        charactersAndScalars(of: line).characters
    }

    /// The line's characters, and each one's scalar when it is one standalone scalar, else 0.
    static func charactersAndScalars(of line: Substring) -> (characters: [Character], scalars: [UInt32]) {
        var characters: [Character] = []
        var scalars: [UInt32] = []
        characters.reserveCapacity(line.utf8.count)
        scalars.reserveCapacity(line.utf8.count)
        for scalar in line.unicodeScalars {
            guard StandaloneScalar.contains(scalar.value) else {
                let characters = Array(line)
                return (characters, characters.map { StandaloneScalar.value(of: $0) ?? 0 })
            }
            characters.append(Character(scalar))
            scalars.append(scalar.value)
        }
        return (characters, scalars)
    }

    /// Chinese characters and full-width punctuation: lines between them join without a space.
    static func joinsWithoutSpace(_ character: Character) -> Bool { CJK.isHan(character) }
}
