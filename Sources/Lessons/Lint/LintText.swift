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
    /// Where each character is written.
    public var positions: [FilePosition]
    /// Characters that are code, not words: inside backticks, and placeholders.
    public var isCode: [Bool]

    /// Stands for `\(…)` in a Swift literal: the word there is only known at run time.
    public static let placeholder: Character = "\u{FFFC}"

    /// The text of a lesson language file (`ko.yaml`): comment lines are left out; lines of a
    /// paragraph are joined as the tutor joins them, without a space between Chinese
    /// characters, so a term broken over two lines (`脏` / `标记`) is still one word.
    public static func languageFile(_ text: String, file: String, language: Language) -> LintText {
        var result = LintText(language: language, characters: [], positions: [], isCode: [])
        var inCode = false
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let characters = Array(line)
            var start = 0
            while start < characters.count, characters[start] == " " || characters[start] == "\t" { start += 1 }
            if start < characters.count, characters[start] == "#" { continue }
            guard start < characters.count else { continue }
            if let last = result.characters.last {
                if !(joinsWithoutSpace(last) && joinsWithoutSpace(characters[start])) {
                    result.append("\n", at: result.positions[result.positions.count - 1], code: false)
                }
            }
            for index in start..<characters.count {
                let character = characters[index]
                if character == "`" { inCode.toggle() }
                result.append(
                    character, at: FilePosition(file: file, line: number + 1, column: index + 1),
                    code: inCode || character == "`")
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
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var current: LintText?
        for (number, line) in lines.enumerated() {
            // A literal ends with its line, so a line without a quote holds none (most lines of
            // a source file): only the others are split into characters.
            guard line.utf8.contains(UInt8(ascii: "\"")) else { continue }
            let characters = Array(line)
            var index = 0
            var inCode = false
            while index < characters.count {
                let character = characters[index]
                if current != nil {
                    let position = FilePosition(file: file, line: number + 1, column: index + 1)
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
                            current?.append(placeholder, at: position, code: true)
                            index = end + 1
                            continue
                        }
                        // An escape (\n, \", \\): one character of the text.
                        current?.append(
                            characters[index + 1] == "n" ? "\n" : characters[index + 1], at: position, code: inCode)
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
                    current?.append(character, at: position, code: inCode || character == "`")
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
                    current = LintText(language: .en, characters: [], positions: [], isCode: [])
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
        guard let line = literal.positions.first?.line, line - 1 < lines.count else { return englishFile }
        return englishFile || String(lines[line - 1]).contains(".en")
    }

    mutating func append(_ character: Character, at position: FilePosition, code: Bool) {
        characters.append(character)
        positions.append(position)
        isCode.append(code)
    }

    /// Chinese characters and full-width punctuation: lines between them join without a space.
    static func joinsWithoutSpace(_ character: Character) -> Bool { CJK.isHan(character) }
}
