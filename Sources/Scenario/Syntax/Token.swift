/// One lexical token of a scenario, with the range it came from.
struct Token: Sendable {
    /// What kind of token this is.
    enum Kind: Equatable, Sendable {
        case identifier(String)
        case keyword(String)
        case int(Int)
        case double(Double)
        /// A string literal, split into text and interpolated code.
        case string([StringSegment])
        /// An operator such as `+`, `..<`, `??`, `+=`.
        case op(String)
        /// One of `( ) { } [ ] , : ; . @`.
        case punctuation(Character)
        /// `$0`, `$1`: a closure's anonymous parameter.
        case anonymousParameter(Int)
        case end
    }

    /// A part of a string literal: literal text, or the code of a `\(…)` interpolation.
    enum StringSegment: Equatable, Sendable {
        case text(String)
        case code(String, start: SourceLocation)
    }

    var kind: Kind
    var range: SourceRange
    /// A line break separates this token from the previous one (Swift ends statements there).
    var newlineBefore: Bool
    /// Whitespace (or a comment) precedes the token: tells postfix `?`/`!` from infix ones.
    var spaceBefore: Bool

    /// The text a diagnostic quotes for this token.
    var display: String {
        switch kind {
        case .identifier(let name), .keyword(let name): return name
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .string: return "string literal"
        case .op(let op): return op
        case .punctuation(let c): return String(c)
        case .anonymousParameter(let n): return "$\(n)"
        case .end: return "end of file"
        }
    }
}
