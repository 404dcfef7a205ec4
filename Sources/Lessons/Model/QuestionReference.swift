import Foundation

/// `lesson-id/question-id`: how quizzes and answer sheets name a question.
public struct QuestionReference: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The lesson's id.
    public var lesson: String
    /// The question's id within the lesson.
    public var question: String

    /// Creates a reference.
    public init(lesson: String, question: String) {
        self.lesson = lesson
        self.question = question
    }

    /// Parses `lesson/question`; nil when the text has another shape. The text is compared as
    /// written after normalisation: spaces at either end (any Unicode white space) dropped,
    /// Unicode NFC, so `"tap/who "` and a decomposed `é` name the same question as `tap/who`
    /// and `é`. Both ids must be ids (letters, digits, `-`, `_`), so an invisible character
    /// such as U+200B cannot make a second name for a question. Ids are case-sensitive, as
    /// lesson and question ids are: `Tap/Who` is another (unknown) question.
    public init?(_ text: String) {
        if let plain = Self.plainASCII(text) {
            self = plain
            return
        }
        let parts = text.trimmingSpaces.precomposedStringWithCanonicalMapping.split(
            separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, YAMLNode.isIdentifier(parts[0]), YAMLNode.isIdentifier(parts[1]) else { return nil }
        self.init(lesson: String(parts[0]), question: String(parts[1]))
    }

    /// `text` read byte by byte when it is ASCII ids around one `/` with nothing to trim:
    /// normalising changes no such text, and every byte is a letter, digit, `-` or `_`, so it
    /// is what the general reading gives, without Foundation's normalisation (an answer sheet
    /// names a question per answer). Nil for any other text, which the general reading takes.
    static func plainASCII(_ text: String) -> QuestionReference? {
        var slash: String.UTF8View.Index?
        for index in text.utf8.indices {
            switch text.utf8[index] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                continue
            case UInt8(ascii: "/") where slash == nil: slash = index
            default: return nil
            }
        }
        guard let slash, slash != text.utf8.startIndex, text.utf8.index(after: slash) != text.utf8.endIndex else {
            return nil
        }
        return QuestionReference(
            lesson: String(text[..<slash]), question: String(text[text.utf8.index(after: slash)...]))
    }

    /// Why `text` names no question, for messages: the first character no id may hold, shown
    /// by its code point when it is invisible or white space (`U+200B`), or the shape.
    public static func problem(in text: String) -> String {
        let trimmed = text.trimmingSpaces
        if let odd = trimmed.first(where: { $0 != "/" && !YAMLNode.isIdentifierCharacter($0) }) {
            let codes = odd.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
            return "it holds \(codes), which no id has (ids are letters, digits, '-' and '_')"
        }
        return "write it as lesson-id/question-id"
    }

    /// `lesson/question`.
    public var description: String { "\(lesson)/\(question)" }

    /// Orders by lesson, then question.
    public static func < (lhs: QuestionReference, rhs: QuestionReference) -> Bool {
        (lhs.lesson, lhs.question) < (rhs.lesson, rhs.question)
    }

    static func read(_ node: YAMLNode) throws(LessonDiagnostic) -> QuestionReference {
        let text = try node.text("a question reference")
        guard let reference = QuestionReference(text) else {
            throw LessonDiagnostic(
                "'\(text)' does not name a question: " + problem(in: text), at: node.textPosition,
                hint: "write lesson-id/question-id, e.g. `dirty-flags/layout-after-tap`")
        }
        return reference
    }
}
