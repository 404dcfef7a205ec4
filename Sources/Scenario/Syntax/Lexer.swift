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

    /// `c.isWhitespace`; the ASCII white space is tab, the line breaks, vertical tab, form feed
    /// and space (Unicode's White_Space property below 128).
    static func isWhitespace(_ c: Character) -> Bool {
        if let ascii = c.asciiValue { return ascii == 32 || (ascii >= 9 && ascii <= 13) }
        return c.isWhitespace
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
    private let file: String
    private let lineOffset: Int
    private let columnOffset: Int
    private var index = 0
    private var line = 1
    private var column = 1

    /// Lexes `source` as if it started at `start` (used for the code inside `\(…)`).
    init(source: String, file: String, lineOffset: Int, columnOffset: Int, startLine: Int = 1, startColumn: Int = 1) {
        self.chars = Array(source)
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

    private mutating func advance() {
        guard index < chars.count else { return }
        // A CRLF file's line break is one Character, "\r\n".
        if chars[index] == "\n" || chars[index] == "\r\n" {
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
            while let c = peek() {
                if c == "\n" || c == "\r\n" {
                    newline = true
                    space = true
                    advance()
                } else if Lexer.isWhitespace(c) {
                    space = true
                    advance()
                } else if c == "/" && peek(1) == "/" {
                    while let d = peek(), d != "\n", d != "\r\n" { advance() }
                    space = true
                } else if c == "/" && peek(1) == "*" {
                    let start = location
                    advance()
                    advance()
                    var depth = 1
                    while depth > 0 {
                        guard let d = peek() else {
                            throw error("unterminated '/*' comment", at: start, hint: "close the comment with '*/'")
                        }
                        if d == "/" && peek(1) == "*" {
                            depth += 1
                            advance()
                        } else if d == "*" && peek(1) == "/" {
                            depth -= 1
                            advance()
                        } else if d == "\n" || d == "\r\n" {
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
        if Lexer.startsName(c) {
            var name = ""
            while let d = peek(), Lexer.continuesName(d) {
                name.append(d)
                advance()
            }
            return Lexer.keywords.contains(name) ? .keyword(name) : .identifier(name)
        }
        if c == "`" {
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
        if c.isASCII && c.isNumber { return try lexNumber(start: start) }
        if c == "$" {
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
        if c == "\"" { return try lexString(start: start) }
        if c == "#" {
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
        if c == "\\" {
            advance()
            return .punctuation("\\")
        }
        if Lexer.isPunctuation(c) && !(c == "." && peek(1) == "." && (peek(2) == "." || peek(2) == "<")) {
            advance()
            return .punctuation(c)
        }
        for op in Lexer.operators where matches(op) {
            for _ in op { advance() }
            return .op(op)
        }
        advance()
        throw error("unexpected character '\(c)'", at: start, hint: "scenarios are written in a subset of Swift")
    }

    private func matches(_ text: String) -> Bool {
        var i = index
        for ch in text {
            guard i < chars.count, chars[i] == ch else { return false }
            i += 1
        }
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
        while let d = peek(), (d.isASCII && d.isNumber) || d == "_" {
            if d != "_" { text.append(d) }
            advance()
        }
        if peek() == ".", let d = peek(1), d.isASCII, d.isNumber {
            isDouble = true
            text.append(".")
            advance()
            while let d = peek(), (d.isASCII && d.isNumber) || d == "_" {
                if d != "_" { text.append(d) }
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
        if matches("\"\"\"") {
            advance(); advance(); advance()
            throw Diagnostic(
                kind: .unsupported, message: "not supported in scenarios: multi-line string literals",
                range: SourceRange(start: start, end: location), hint: "use a one-line string with '\\n'")
        }
        advance()
        var segments: [Token.StringSegment] = []
        var text = ""
        while true {
            guard let c = peek(), c != "\n", c != "\r\n" else {
                throw error(
                    "unterminated string literal", at: start, hint: "close the string with '\"' on the same line")
            }
            if c == "\"" {
                advance()
                break
            }
            if c == "\\" {
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
