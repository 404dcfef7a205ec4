import Foundation
import Testing

@testable import Lessons

/// Answer-sheet keys are compared normalised (white space at the ends, Unicode NFC), so a
/// second answer to a question cannot hide behind a trailing space or another encoding of the
/// same letter; a key with a character no id has is a located error naming it.
@Suite struct AnswerSheetKeyTests {
    func read(_ answers: String, variants: String = "") throws(LessonDiagnostic) -> AnswerSheet {
        try AnswerSheet.read(
            try YAMLLoader.load("quiz: q\nlearner: kim\nanswers:\n" + answers + variants, file: "s.yaml"))
    }

    func error(_ answers: String, variants: String = "") -> String {
        do {
            _ = try read(answers, variants: variants)
            return "accepted"
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        ("trailing space", "  \"t/who \": b\n"),
        ("leading space", "  \" t/who\": b\n"),
        ("tab", "  \"t/who\\t\": b\n"),
        ("no-break space", "  \"t/who\\u00A0\": b\n"),
        ("ideographic space", "  \"t/who\\u3000\": b\n"),
    ])
    func whiteSpaceAtTheEndsIsTheSameKey(name: String, second: String) {
        let message = error("  t/who: a\n" + second)
        #expect(
            message.hasPrefix("s.yaml:5:3: error: 't/who' is answered twice (first at line 4)"), "\(name): \(message)")
    }

    /// `é` written precomposed (U+00E9) and decomposed (e + U+0301) is one question.
    @Test func unicodeNormalisedKeysAreTheSameKey() throws {
        let message = error("  \"t/caf\\u00E9\": a\n  \"t/cafe\\u0301\": b\n")
        // The YAML loader already compares keys canonically; either check names both places.
        #expect(message.hasPrefix("s.yaml:5:3: error: ") && message.contains("(first at line 4)"), "\(message)")
        let sheet = try read("  \"t/cafe\\u0301\": a\n")
        #expect(sheet.answers[0].reference.question.unicodeScalars.count == 4, "stored in NFC")
        #expect(sheet.answer(to: QuestionReference(lesson: "t", question: "caf\u{E9}")) != nil)
    }

    /// An invisible character is not an id character: the key names no question, and the
    /// message says which character it holds.
    @Test func invisibleCharactersAreLocatedErrors() {
        let message = error("  t/who: a\n  \"t/who\\u200B\": b\n")
        // The id is quoted with the invisible character shown escaped (SafeText), never raw.
        #expect(
            message.hasPrefix(
                "s.yaml:5:3: error: 't/who\\u{200B}' does not name a question: it holds U+200B, which no id has"),
            "\(message)")
    }

    /// Ids are case-sensitive (as lesson and question ids are): `T/Who` is another question,
    /// which grading then reports as one the quiz does not ask, with "did you mean".
    @Test func caseIsKept() throws {
        let sheet = try read("  t/who: a\n  T/Who: b\n")
        #expect(sheet.answers.map(\.reference.description) == ["t/who", "T/Who"])
    }

    /// A variant given twice for one question, the second key with a trailing space, is an error.
    @Test func variantKeysAreNormalisedToo() {
        let message = error("  t/who: a\n", variants: "variants:\n  t/who: 2\n  \"t/who \": 3\n")
        #expect(message.hasPrefix("s.yaml:7:3: error: the variant of 't/who' is given twice"), "\(message)")
    }

    /// A reference read byte by byte (ASCII ids around one `/`) is what the general reading,
    /// which trims and normalises first, gives; every other text goes the general way.
    @Test func plainReferencesReadAsTheGeneralReadingDoes() {
        let pieces = ["t", "who", "/", "-", "_", "9", "Z", " ", "\t", ".", "é", "e\u{301}", "\u{200B}", "\u{3000}", ""]
        var texts = pieces
        for first in pieces { for second in pieces { for third in pieces { texts.append(first + second + third) } } }
        for text in texts {
            let general: QuestionReference? = {
                let parts = text.trimmingSpaces.precomposedStringWithCanonicalMapping.split(
                    separator: "/", omittingEmptySubsequences: false)
                guard parts.count == 2, YAMLNode.isIdentifier(parts[0]), YAMLNode.isIdentifier(parts[1]) else {
                    return nil
                }
                return QuestionReference(lesson: String(parts[0]), question: String(parts[1]))
            }()
            #expect(QuestionReference(text) == general, "\(text.unicodeScalars.map(\.value))")
        }
    }
}
