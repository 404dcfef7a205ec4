/// Turns scenario source text into tokens, each with its file position.
///
/// Positions already include the options' line and column offsets, so a scenario embedded in a
/// YAML block scalar reports positions in the `.yaml` file.
struct Lexer {
    /// Swift's reserved words, and the contextual ones the parser reads only as keywords. The
    /// contextual declaration modifiers (`Parser.contextualModifiers`: `open`, `final`, `lazy`,
    /// `weak`, …) are names here, as in Swift, where `var open = false` compiles; the parser
    /// takes one as a modifier only before a declaration.
    static let keywords: Set<String> = [
        "let", "var", "if", "else", "guard", "for", "in", "while", "repeat", "break", "continue",
        "return", "func", "class", "struct", "init", "override", "super", "self", "nil", "true",
        "false", "import", "static", "private", "fileprivate", "public", "internal",
        "mutating", "switch", "case", "default",
        "enum", "protocol", "extension", "where", "as", "is", "try", "throw", "throws", "rethrows",
        "async", "await", "defer", "do", "catch", "typealias", "inout", "subscript", "willSet",
        "didSet", "operator", "deinit", "actor", "some", "any", "fallthrough", "associatedtype",
    ]

    /// Operators, longest first so the lexer takes the longest match.
    static let operators: [String] = [
        "..<", "...", "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "??", "->", "+=", "-=", "*=",
        "/=", "%=", "<<", ">>", "&", "|", "^", "~", "+", "-", "*", "/", "%", "<", ">", "=", "!", "?",
    ]

    /// `c.isLetter || c == "_"`: what a name starts with. Scenario code is nearly all ASCII,
    /// whose letters need no Unicode property lookup (a fifth of lexing went to them).
    /// `"\r\n"` has the ASCII value of `"\n"`, which is neither a letter nor a digit.
    static func startsName(_ c: Character) -> Bool {
        if let ascii = c.asciiValue { return ascii == 95 || ((ascii | 0x20) >= 97 && (ascii | 0x20) <= 122) }
        return c.isLetter
    }

    /// `c.isLetter || c.isNumber || c == "_"`: what a name goes on with.
    static func continuesName(_ c: Character) -> Bool {
        if let ascii = c.asciiValue {
            return ascii == 95 || ((ascii | 0x20) >= 97 && (ascii | 0x20) <= 122) || (ascii >= 48 && ascii <= 57)
        }
        return c.isLetter || c.isNumber
    }

    /// One of `(){}[],:;.@`, a token of its own.
    static func isPunctuation(_ c: Character) -> Bool {
        guard let ascii = c.asciiValue else { return false }
        switch ascii {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "."),
            UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }

    private let chars: [Character]
    /// Each character's ASCII value (`"\r\n"` has `"\n"`'s), or `nonASCII`: the loops over
    /// spaces, names, numbers and strings compare these bytes, where comparing two `Character`s
    /// is a string comparison.
    private let codes: [UInt8]
    /// The code of a character outside ASCII, which the loops read as a `Character`.
    private static let nonASCII: UInt8 = 0xFF
    private let file: String
    private let lineOffset: Int
    private let columnOffset: Int
    private var index = 0
    private var line = 1
    private var column = 1

    /// Lexes `source` as if it started at `start` (used for the code inside `\(…)`).
    init(source: String, file: String, lineOffset: Int, columnOffset: Int, startLine: Int = 1, startColumn: Int = 1) {
        let chars = Array(source)
        self.chars = chars
        // As many characters as bytes: every character is one ASCII byte (a "\r\n" is two).
        self.codes =
            chars.count == source.utf8.count ? Array(source.utf8) : chars.map { $0.asciiValue ?? Self.nonASCII }
        self.file = file
        self.lineOffset = lineOffset
        self.columnOffset = columnOffset
        self.line = startLine
        self.column = startColumn
    }

    private var location: SourceLocation {
        SourceLocation(file: file, line: line + lineOffset, column: column + columnOffset)
    }

    private func peek(_ offset: Int = 0) -> Character? {
        let i = index + offset
        return i < chars.count ? chars[i] : nil
    }

    /// The code (`codes`) of the character `offset` ahead, nil past the end.
    private func code(_ offset: Int = 0) -> UInt8? {
        let i = index + offset
        return i < codes.count ? codes[i] : nil
    }

    /// Whether the character at `index` is white space (`isWhitespace`; in ASCII tab, the line
    /// breaks, vertical tab, form feed and space, Unicode's White_Space property below 128).
    private func atSpace() -> Bool {
        let k = codes[index]
        return k == Self.nonASCII ? chars[index].isWhitespace : k == 32 || (k >= 9 && k <= 13)
    }

    /// Whether the character at `index` goes on a name (`continuesName`).
    private func atNameContinuation() -> Bool {
        let k = codes[index]
        guard k != Self.nonASCII else { return chars[index].isLetter || chars[index].isNumber }
        return k == 95 || ((k | 0x20) >= 97 && (k | 0x20) <= 122) || (k >= 48 && k <= 57)
    }

    /// Whether the character at `index` is an ASCII digit (`c.isASCII && c.isNumber`).
    private func atDigit(_ offset: Int = 0) -> Bool {
        guard let k = code(offset) else { return false }
        return k >= 48 && k <= 57
    }

    private mutating func advance() {
        guard index < chars.count else { return }
        // A CRLF file's line break is one Character, "\r\n", whose code is "\n"'s.
        if codes[index] == 10 {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private func error(_ message: String, at start: SourceLocation, hint: String? = nil) -> Diagnostic {
        Diagnostic(kind: .syntax, message: message, range: SourceRange(start: start, end: location), hint: hint)
    }

    /// Lexes the whole source; the last token is `.end`.
    mutating func tokenize() throws(Diagnostic) -> [Token] {
        var tokens: [Token] = []
        var newline = true
        var space = true
        while true {
            // Whitespace and comments.
            while let c = code() {
                if c == 10 {
                    newline = true
                    space = true
                    advance()
                } else if atSpace() {
                    space = true
                    advance()
                } else if c == UInt8(ascii: "/") && code(1) == UInt8(ascii: "/") {
                    while let d = code(), d != 10 { advance() }
                    space = true
                } else if c == UInt8(ascii: "/") && code(1) == UInt8(ascii: "*") {
                    let start = location
                    advance()
                    advance()
                    var depth = 1
                    while depth > 0 {
                        guard let d = code() else {
                            throw error("unterminated '/*' comment", at: start, hint: "close the comment with '*/'")
                        }
                        if d == UInt8(ascii: "/") && code(1) == UInt8(ascii: "*") {
                            depth += 1
                            advance()
                        } else if d == UInt8(ascii: "*") && code(1) == UInt8(ascii: "/") {
                            depth -= 1
                            advance()
                        } else if d == 10 {
                            newline = true
                        }
                        advance()
                    }
                    space = true
                } else {
                    break
                }
            }
            let start = location
            guard let c = peek() else {
                tokens.append(
                    Token(
                        kind: .end, range: SourceRange(start: start, end: start), newlineBefore: true, spaceBefore: true
                    ))
                return tokens
            }
            let kind = try lexToken(c, start: start)
            tokens.append(
                Token(
                    kind: kind, range: SourceRange(start: start, end: location), newlineBefore: newline,
                    spaceBefore: space))
            newline = false
            space = false
        }
    }

    private mutating func lexToken(_ c: Character, start: SourceLocation) throws(Diagnostic) -> Token.Kind {
        let k = codes[index]
        if Lexer.startsName(c) {
            let first = index
            while index < codes.count, atNameContinuation() { advance() }
            let name =
                codes[first..<index].contains(Self.nonASCII)
                ? String(chars[first..<index]) : String(decoding: codes[first..<index], as: UTF8.self)
            return Lexer.keywords.contains(name) ? .keyword(name) : .identifier(name)
        }
        if k == UInt8(ascii: "`") {
            advance()
            var name = ""
            while let d = peek(), Lexer.continuesName(d) {
                name.append(d)
                advance()
            }
            guard peek() == "`", !name.isEmpty else { throw error("expected a name between backticks", at: start) }
            advance()
            return .identifier(name)
        }
        if atDigit() { return try lexNumber(start: start) }
        if k == UInt8(ascii: "$") {
            advance()
            // `$count`: a property wrapper's projected value (a `Binding` to a `@State`).
            if let first = peek(), Lexer.startsName(first) {
                var name = "$"
                while let d = peek(), Lexer.continuesName(d) {
                    name.append(d)
                    advance()
                }
                return .identifier(name)
            }
            var digits = ""
            while let d = peek(), d.isASCII, d.isNumber {
                digits.append(d)
                advance()
            }
            guard let n = Int(digits), n < 100 else {
                throw error("expected a number after '$' (as in '$0')", at: start)
            }
            return .anonymousParameter(n)
        }
        if k == UInt8(ascii: "\"") { return try lexString(start: start) }
        if k == UInt8(ascii: "#") {
            advance()
            var name = ""
            while let d = peek(), d.isLetter { name.append(d); advance() }
            // `#selector(method)`: the target-action and display-link references UIKit code uses.
            if name == "selector" { return .keyword("#selector") }
            let what = name.isEmpty ? "raw strings and '#' directives" : "'#\(name)'"
            throw Diagnostic(
                kind: .unsupported, message: "not supported in scenarios: \(what)",
                range: SourceRange(start: start, end: location))
        }
        // `\.height`: the start of a key path.
        if k == UInt8(ascii: "\\") {
            advance()
            return .punctuation("\\")
        }
        let dot = UInt8(ascii: ".")
        if Lexer.isPunctuation(c)
            && !(k == dot && code(1) == dot && (code(2) == dot || code(2) == UInt8(ascii: "<")))
        {
            advance()
            return .punctuation(c)
        }
        for (op, bytes) in zip(Lexer.operators, Lexer.operatorCodes) where matches(bytes) {
            for _ in bytes { advance() }
            return .op(op)
        }
        advance()
        throw error("unexpected character '\(c)'", at: start, hint: "scenarios are written in a subset of Swift")
    }

    /// `"""`, which opens a multi-line string literal.
    private static let tripleQuote: [UInt8] = Array("\"\"\"".utf8)

    /// The operators' ASCII bytes, in `operators`' order.
    private static let operatorCodes: [[UInt8]] = operators.map { Array($0.utf8) }

    /// Whether the ASCII `bytes` come next (each a character's code).
    private func matches(_ bytes: [UInt8]) -> Bool {
        guard index + bytes.count <= codes.count else { return false }
        for (offset, byte) in bytes.enumerated() where codes[index + offset] != byte { return false }
        return true
    }

    private mutating func lexNumber(start: SourceLocation) throws(Diagnostic) -> Token.Kind {
        var text = ""
        if peek() == "0", let x = peek(1), x == "x" || x == "b" || x == "o" {
            advance()
            advance()
            let radix = x == "x" ? 16 : x == "b" ? 2 : 8
            while let d = peek(), d.isHexDigit || d == "_" {
                if d != "_" { text.append(d) }
                advance()
            }
            guard let value = Int(text, radix: radix) else {
                throw error("invalid or too large number literal", at: start)
            }
            return .int(value)
        }
        var isDouble = false
        while atDigit() || code() == UInt8(ascii: "_") {
            if let d = peek(), d != "_" { text.append(d) }
            advance()
        }
        if code() == UInt8(ascii: "."), atDigit(1) {
            isDouble = true
            text.append(".")
            advance()
            while atDigit() || code() == UInt8(ascii: "_") {
                if let d = peek(), d != "_" { text.append(d) }
                advance()
            }
        }
        if let e = peek(), e == "e" || e == "E" {
            let sign = peek(1)
            let hasSign = sign == "+" || sign == "-"
            if let d = peek(hasSign ? 2 : 1), d.isASCII, d.isNumber {
                isDouble = true
                text.append("e")
                advance()
                if hasSign, let s = sign { text.append(s); advance() }
                while let d = peek(), d.isASCII, d.isNumber { text.append(d); advance() }
            }
        }
        if let d = peek(), d.isLetter {
            throw error("'\(d)' is not a valid digit in a number literal", at: start)
        }
        if isDouble {
            guard let value = Double(text), value.isFinite else {
                throw error("number literal out of range", at: start)
            }
            return .double(value)
        }
        guard let value = Int(text) else {
            throw error("integer literal overflows Int", at: start, hint: "integers are 64-bit; use a smaller number")
        }
        return .int(value)
    }

    private mutating func lexString(start: SourceLocation) throws(Diagnostic) -> Token.Kind {
        if matches(Lexer.tripleQuote) {
            advance(); advance(); advance()
            throw Diagnostic(
                kind: .unsupported, message: "not supported in scenarios: multi-line string literals",
                range: SourceRange(start: start, end: location), hint: "use a one-line string with '\\n'")
        }
        advance()
        var segments: [Token.StringSegment] = []
        var text = ""
        while true {
            guard let k = code(), k != 10 else {
                throw error(
                    "unterminated string literal", at: start, hint: "close the string with '\"' on the same line")
            }
            let c = chars[index]
            if k == UInt8(ascii: "\"") {
                advance()
                break
            }
            if k == UInt8(ascii: "\\") {
                let escapeStart = location
                advance()
                guard let e = peek() else { throw error("unterminated string literal", at: start) }
                switch e {
                case "n": text.append("\n"); advance()
                case "t": text.append("\t"); advance()
                case "r": text.append("\r"); advance()
                case "0": text.append("\0"); advance()
                case "\\": text.append("\\"); advance()
                case "\"": text.append("\""); advance()
                case "'": text.append("'"); advance()
                case "u":
                    advance()
                    guard peek() == "{" else { throw error("expected '{' in a \\u{…} escape", at: escapeStart) }
                    advance()
                    var hex = ""
                    while let d = peek(), d.isHexDigit { hex.append(d); advance() }
                    guard peek() == "}", let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw error("invalid \\u{…} escape", at: escapeStart)
                    }
                    advance()
                    text.append(Character(scalar))
                case "(":
                    advance()
                    if !text.isEmpty { segments.append(.text(text)); text = "" }
                    let codeStart = (line, column)
                    var code = ""
                    var depth = 1
                    var inString = false
                    while true {
                        guard let d = peek(), d != "\n", d != "\r\n" else {
                            throw error(
                                "unterminated string interpolation", at: escapeStart, hint: "close '\\(' with ')'")
                        }
                        if inString {
                            if d == "\\" {
                                code.append(d); advance(); if let n = peek(), n != "\n" { code.append(n); advance() };
                                continue
                            }
                            if d == "\"" { inString = false }
                        } else if d == "\"" {
                            inString = true
                        } else if d == "(" {
                            depth += 1
                        } else if d == ")" {
                            depth -= 1
                            if depth == 0 { advance(); break }
                        }
                        code.append(d)
                        advance()
                    }
                    segments.append(
                        .code(code, start: SourceLocation(file: file, line: codeStart.0, column: codeStart.1)))
                default:
                    throw error(
                        "invalid escape sequence '\\\(e)' in string", at: escapeStart,
                        hint: "valid escapes: \\n \\t \\\\ \\\" \\(…) \\u{…}")
                }
                continue
            }
            text.append(c)
            advance()
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
        return .string(segments)
    }
}
