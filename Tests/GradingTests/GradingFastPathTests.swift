import Foundation
import Lessons
import Testing

@testable import Grading

/// The faster forms of per-answer work give what the plain forms gave, on inputs built to find
/// the difference (separators, their look-alikes, combining marks, CRLF, exotic spaces): each
/// test keeps the plain form as its reference.
@Suite struct GradingFastPathTests {
    /// Deterministic pseudo-random inputs from `pieces`.
    static func inputs(from pieces: [String], count: Int, length: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        return (0..<count).map { _ in (0..<(1 + next() % length)).map { _ in pieces[next() % pieces.count] }.joined() }
    }

    static let answerPieces = [
        "a1", ".", "layoutSubviews", "()", " ", ",", "，", "、", ";", "；", "\u{37E}", "\n", "\r\n", "→", "⟶", "⇒", "➔",
        "➜", "》",
        "->", "=>", ">", "-", "=", "(", ")", "\u{301}", ",\u{301}", ">\u{338}", "와", "和", "。", "!", "and", "1.", "- ",
        "•", "x",
        "\t", "\u{3000}", "é", "e\u{301}", "🇰🇷", "_", "#", "(_ rect: CGRect)",
    ]

    /// `AnswerParser.splitItems` before it told separators by their scalar.
    static func splitItemsByCharacter(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var previous: Character = " "
        for character in text {
            switch character {
            case ",", "，", "、", ";", "；", "\n", "→", "⟶", "⇒", "➔", "➜", "》":
                pieces.append(current)
                current = ""
            case ">":
                if previous == "-" || previous == "=" { current.removeLast() }
                pieces.append(current)
                current = ""
            case _ where !character.isASCII && (character.isLetter || character.isPunctuation):
                pieces.append(current)
                current = ""
            default:
                current.append(character)
            }
            previous = character
        }
        pieces.append(current)
        return AnswerParser.items(of: pieces)
    }

    @Test func splitItemsSplitsAsCharacterComparisonDid() {
        for text in Self.inputs(from: Self.answerPieces, count: 4000, length: 14) + Self.answerPieces {
            #expect(
                AnswerParser.splitItems(text) == Self.splitItemsByCharacter(text),
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // The Greek question mark is canonically `;`, so it separates.
        #expect(AnswerParser.splitItems("a.b\u{37E}c.d") == ["a.b", "c.d"])
    }

    /// The longest common subsequence over the strings themselves.
    static func lcsOfStrings(_ a: [String], _ b: [String]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 1...a.count {
            for j in 1...b.count {
                table[i][j] = a[i - 1] == b[j - 1] ? table[i - 1][j - 1] + 1 : max(table[i - 1][j], table[i][j - 1])
            }
        }
        return table[a.count][b.count]
    }

    @Test func numberedSubsequenceIsTheStringSubsequence() {
        // "é" precomposed and decomposed are equal Strings, so they must get one number.
        let items = ["a", "b", "c", "\u{E9}", "e\u{301}", "a1.layoutSubviews", ""]
        let lists = Self.inputs(from: items.map { $0 + "|" }, count: 600, length: 12).map {
            $0.split(separator: "|", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        for (a, b) in zip(lists, lists.reversed()) {
            #expect(PartialCredit.longestCommonSubsequence(a, b) == Self.lcsOfStrings(a, b), "\(a) \(b)")
        }
        #expect(PartialCredit.longestCommonSubsequence(["\u{E9}"], ["e\u{301}"]) == 1)
    }

    @Test func timestampIsWhatISO8601DateFormatterWrites() {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        var seconds: [Double] = [
            0, 0.999, 0.9994, 0.9995, 0.99951, -0.0004, -0.0006, 1, 59.5, 86_399.999, 951_782_400, 1_785_000_000,
            1_785_000_000.75, 4_102_444_800,
            253_402_300_799, 253_402_300_799.9, 253_402_300_800, -0.5, -1, -86_400 * 365.25 * 500,
        ]
        var state: UInt64 = 7
        for _ in 0..<2000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            seconds.append(Double(state >> 30) / Double(1 << 34) * 253_402_300_800)
        }
        for value in seconds {
            let date = Date(timeIntervalSince1970: value)
            #expect(ReportContext(timestamp: date).timestampText == formatter.string(from: date), "\(value)")
        }
    }

    @Test func reportTrimmingIsFoundationsTrimming() {
        let pieces = [
            "a", " ", "\t", "\n", "\r\n", "\u{A0}", "\u{2003}", "\u{3000}", "\u{85}", "\u{2028}", "\u{200B}", "\u{301}",
            "é",
            "\u{FEFF}", "\u{1680}", "\u{180E}", "x y", "\u{B}", "\u{C}", "\u{D}",
        ]
        for text in Self.inputs(from: pieces, count: 3000, length: 8) + pieces {
            let verdict = Verdict(
                reference: QuestionReference(lesson: "l", question: "q"), kind: .order, outcome: .incorrect,
                earned: 0, points: 1, answer: text, expected: "e", language: .en, explanation: Explanation())
            #expect(
                verdict.isUnanswered == text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                "\(text.unicodeScalars.map(\.value))")
            let plain = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
                separator: "; ")
            #expect(verdict.answerOnOneLine == plain, "\(text.unicodeScalars.map(\.value))")
            let plainText = text.split(separator: "\n").map { String($0).trimming(" ") }.joined(separator: "; ")
            #expect(TextReport.oneLine(text) == plainText, "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func halfWidthMapsAsEveryScalarWas() {
        // Full-width forms, their neighbours with the same lead byte (U+FF00, U+FF5F, U+FF71,
        // U+FEFF), the ideographic space and its neighbours (U+3001, U+3002), other CJK text.
        let pieces = [
            "a2", ".", "layoutSubviews", " ", "２", "ａ", "．", "（", "）", "～", "\u{FF00}", "\u{FF5F}", "ｱ", "\u{FEFF}",
            "\u{3000}", "、", "。", "와", "和", "é", "e\u{301}", "\u{FF10}\u{301}",
        ]
        for text in Self.inputs(from: pieces, count: 3000, length: 8) + pieces {
            let fast = AnswerParser.halfWidth(text)
            let plain = AnswerParser.halfWidthByScalar(text)
            #expect(Array(fast.utf8) == Array(plain.utf8), "\(text.unicodeScalars.map(\.value))")
        }
    }

    /// Answers to the fixture's questions, right, wrong and unreadable, in several forms.
    static let gradedAnswers: [(question: String, answer: String)] = [
        ("layout-after-tap", "a2.layoutSubviews()"), ("layout-after-tap", "a1.layoutSubviews"),
        ("layout-after-tap", "layoutSubviews"), ("ancestors-marked", "否"), ("ancestors-marked", "yes"),
        ("which-pass", "B"), ("which-pass", "a, c"), ("layout-count", "1번"), ("layout-count", "3"),
        ("who", "a2.layoutSubviews\na2.setNeedsLayout"), ("who", "a1.layoutSubviews"),
        ("tap-sequence", "a2.layoutSubviews → a2.setNeedsLayout"), ("a2-frame", "0 0 100 44"),
        ("a2-frame", "1 2 3 4"), ("a2-bytes", "0"), ("a2-bytes", ""),
        // Read alike, written otherwise: graded by the kept reading, explained as the fresh one.
        ("layout-after-tap", "  a2.layoutSubviews  "), ("layout-after-tap", "A1.layoutSubviews()"),
        ("ancestors-marked", "YES."), ("ancestors-marked", "不"), ("which-pass", " b "), ("which-pass", "c a"),
        ("layout-count", "3 "), ("layout-count", "three"), ("who", "a1.layoutSubviews()"),
        ("tap-sequence", "a2.layoutSubviews -> a2.setNeedsLayout"), ("a2-frame", "(1, 2, 3, 4)"),
        ("a2-frame", "CGRect(x: 0, y: 0, width: 100, height: 44)"), ("a2-bytes", "-0"), ("a2-bytes", "0.0"),
        ("a2-bytes", "-0 bytes"), ("layout-after-tap", "a2.layoutSubviews é"),
        ("layout-after-tap", "a2.layoutSubviews e\u{301}"),
    ]

    /// Readings share findings only when a verdict would say them with the same bytes.
    @Test func readingsAreEqualOnlyWhenWrittenAlike() {
        let same: [(LearnerAnswer, LearnerAnswer)] = [
            (.items(["a2.layoutSubviews"]), .items(["a2.layoutSubviews"])), (.number(2), .number(2.0)),
            (.rect(GradingRect(x: 0, y: 1, width: 2, height: 3)), .rect(GradingRect(x: 0, y: 1, width: 2, height: 3))),
        ]
        let different: [(LearnerAnswer, LearnerAnswer)] = [
            (.items(["é"]), .items(["e\u{301}"])), (.number(0), .number(-0.0)), (.number(.nan), .number(-.nan)),
            (
                .rect(GradingRect(x: 0, y: 0, width: 1, height: 1)),
                .rect(GradingRect(x: -0.0, y: 0, width: 1, height: 1))
            ),
            (.items(["a", "b"]), .items(["ab"])), (.items(["a"]), .options(["a"])), (.integer(1), .bool(true)),
        ]
        for (a, b) in same {
            #expect(ReadAnswer(answer: a) == ReadAnswer(answer: b))
            #expect(ReadAnswer(answer: a).hashValue == ReadAnswer(answer: b).hashValue)
        }
        for (a, b) in different { #expect(ReadAnswer(answer: a) != ReadAnswer(answer: b), "\(a) \(b)") }
        #expect(ReadAnswer(answer: .number(.nan)) == ReadAnswer(answer: .number(.nan)))
    }

    /// A verdict kept by answer (and its explanation's lines, kept with it) is what grading the
    /// answer on a fresh grader gives, however often and in whatever order answers come.
    @Test func rememberedVerdictsAreFreshlyGradedOnes() throws {
        let (shared, _) = try fixtureGrader()
        for language in [Language.en, .ko, .zh] {
            for round in 0..<2 {
                for (question, answer) in Self.gradedAnswers {
                    let reference = QuestionReference(lesson: "tap", question: question)
                    let (fresh, _) = try fixtureGrader()
                    let plain = try #require(try fresh.grade(reference, answer: answer, language: language))
                    let kept = try #require(try shared.grade(reference, answer: answer, language: language))
                    #expect(kept == plain, "\(question) \(answer) \(language) round \(round)")
                    #expect(
                        ExplanationRenderer.lines(kept.explanation, language: language)
                            == ExplanationRenderer.render(plain.explanation, language: language))
                }
            }
        }
    }

    /// Answers that are equal as strings but spelled with other scalars, and answers past the
    /// ones kept, are graded as written: a verdict repeats its answer byte for byte.
    @Test func verdictsKeepTheirAnswersBytes() throws {
        let (grader, _) = try fixtureGrader()
        let reference = QuestionReference(lesson: "tap", question: "layout-after-tap")
        let spellings = ["a2.layoutSubviews é", "a2.layoutSubviews e\u{301}"]
        let many = (0...Grader.PreparedQuestion.rememberedAnswers).map { "a\($0).layoutSubviews" }
        for answer in spellings + many + spellings + many.reversed() {
            let verdict = try #require(try grader.grade(reference, answer: answer, language: .en))
            #expect(Array(verdict.answer.utf8) == Array(answer.utf8))
            let (fresh, _) = try fixtureGrader()
            #expect(verdict == (try fresh.grade(reference, answer: answer, language: .en)))
        }
    }

    /// `MarkCheck.markLabels` before it read the calls by hand: a regular expression.
    static func markLabelsByRegex(_ text: String) -> [String] {
        let call = /\.(?:after|before|between)\(\s*((?:"[^"\\\n]*"\s*,?\s*)+)\)/
        let literal = /"([^"\\\n]*)"/
        var labels: [String] = []
        for match in text.matches(of: call) {
            for argument in match.output.1.matches(of: literal) where !labels.contains(String(argument.output.1)) {
                labels.append(String(argument.output.1))
            }
        }
        return labels
    }

    static let queryPieces = [
        "trace", ".after(", ".before(", ".between(", ".after", "(", ")", "\"", "\"tap\"", "\"a b\"", ",", " ", "\n",
        "\\", ".", "count", "\"\"", "x", ", ", "after(", "\t", "é", "\u{3000}", "\r\n", "))",
    ]

    @Test func markLabelsReadAsTheRegexDid() {
        let shipped = [
            #"trace.after("tap").count("a1.layoutSubviews")"#, #"trace.between("a", "b").calls"#,
            #"trace.after( "x" , ).before("y")"#, #"trace.after("a\"b")"#, #"trace.before("open"  "close")"#,
        ]
        for text in shipped + Self.inputs(from: Self.queryPieces, count: 4000, length: 12) {
            #expect(MarkCheck.markLabels(in: text) == Self.markLabelsByRegex(text), "\(text.debugDescription)")
        }
    }

    @Test func asciiListsSplitAsCharacterByCharacter() {
        let pieces = [
            "a1", ".", "layoutSubviews", "()", " ", "  ", "\t", ",", ";", "\n", "\r", "\r\n", "->", "=>", ">", "-", "=",
            "(", ")", "(_ rect: CGRect)", "and", "AND", "then", "&", "1.", "2)", "- ", "* ", "x",
        ]
        for text in Self.inputs(from: pieces, count: 6000, length: 10) + pieces {
            #expect(
                AnswerParser.items(of: AnswerParser.asciiPieces(text)) == Self.splitItemsByCharacter(text),
                "\(text.debugDescription)")
            #expect(AnswerParser.asciiWords(text) == AnswerParser.wordsByCharacter(text), "\(text.debugDescription)")
        }
    }

    @Test func asciiCallsNormaliseAsCharacterByCharacter() {
        let pieces = [
            "a1", "A", "z", "Z", "_", "#", ".", "..", "(", ")", "()", "(_:)", " ", "\r", "\n", "\r\n", "\t", "0", "9",
            "@",
            "[", "`", "{", "-", "layoutSubviews", "layer",
        ]
        for text in Self.inputs(from: pieces, count: 6000, length: 7) + pieces {
            #expect(
                AnswerParser.normalisedASCIICall(text) == AnswerParser.normalisedCallByCharacter(text),
                "\(text.debugDescription)")
        }
    }

    /// `String.trimming(_:)` before it cut ASCII ends as bytes: character by character.
    static func trimmingByCharacter(_ text: String, _ set: String) -> String {
        var text = Substring(text)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }

    @Test func trimmingTrimsAsCharacterComparisonDid() {
        let pieces =
            Self.answerPieces + [
                " ", " ", "\r", "\u{0600}", "\u{1100}", ".", "。", "\"", "\r\n", "é", "K", "\u{212A}", "`", "\u{1FEF}",
            ]
        // With sets whose characters have canonical equivalents of other bytes (`;` is U+037E,
        // `K` U+212A, `é` e + U+0301).
        let sets = [
            " ", " \t\r\n", " .。!！", "()（）[].:)", " \t\r", ".。", " \"", "\r", "\n", "\u{37E}", ";", " \u{212A}", "K",
            "\u{1FEF}", "é", "e\u{301}", "\r\n",
        ]
        for text in Self.inputs(from: pieces, count: 3000, length: 8) + pieces {
            for set in sets {
                #expect(
                    text.trimming(set) == Self.trimmingByCharacter(text, set)
                        && Array(text.trimming(set).utf8) == Array(Self.trimmingByCharacter(text, set).utf8),
                    "\(text.unicodeScalars.map { String($0.value, radix: 16) }) \(set.debugDescription)")
            }
        }
    }
}
