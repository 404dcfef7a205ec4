import Grading
import Lessons
import Testing

private let here = FilePosition(file: "t.yaml", line: 1, column: 1)

private func question(_ kind: QuestionKind, unit: NumberUnit? = nil) -> Question {
    Question(
        id: "q", position: here, scenario: "s", scenarioPosition: here, kind: kind, expect: Query("x", at: here),
        unit: unit)
}

/// Issue 13: "a.layoutSubviews b.layoutSubviews" is two calls, and so is every other way learners
/// separate items in ko, zh and en: spaces, "and", 그리고, 和, 、, particles glued to a call,
/// full-width letters from a CJK input method.
@Test(arguments: [
    "a1.layoutSubviews a2.layoutSubviews", "a1.layoutSubviews and a2.layoutSubviews",
    "a1.layoutSubviews 그리고 a2.layoutSubviews",
    "a1.layoutSubviews 和 a2.layoutSubviews", "a1.layoutSubviews和a2.layoutSubviews",
    "a1.layoutSubviews、a2.layoutSubviews",
    "a1.layoutSubviews와 a2.layoutSubviews", "a1.layoutSubviews() then a2.layoutSubviews()",
    "ａ１．ｌａｙｏｕｔＳｕｂｖｉｅｗｓ，ａ２．ｌａｙｏｕｔＳｕｂｖｉｅｗｓ",
    "a1.layoutSubviews => a2.layoutSubviews", "a1 .layoutSubviews a2. layoutSubviews",
    "a1.layoutSubviews\u{3000}a2.layoutSubviews",
])
func listsAreSplitInEveryLanguage(text: String) throws {
    #expect(
        try AnswerParser.parse(text, for: question(.order)).get() == .items(["a1.layoutSubviews", "a2.layoutSubviews"]))
}

/// Spaces inside a call's parentheses do not split it.
@Test func spacesInsideParenthesesStay() throws {
    #expect(
        try AnswerParser.parse("a1.draw(_ rect: CGRect) a2.draw", for: question(.set)).get()
            == .items(["a1.draw", "a2.draw"]))
}

/// Counts as digits or words, with or without their unit, in ko, zh and en; `2.0` is 2.
@Test(arguments: [
    ("2", 2), ("２", 2), ("2.0", 2), ("2 times", 2), ("2times", 2), ("twice", 2), ("once", 1), ("three times", 3),
    ("zero", 0),
    ("한 번", 1), ("두 번", 2), ("세번", 3), ("열두 번", 12), ("두 번이요", 2), ("2번", 2), ("2회", 2), ("없음", 0),
    ("一次", 1), ("两次", 2), ("两", 2), ("十二次", 12), ("二十三", 23), ("2个", 2), ("2 次", 2), ("三遍", 3), ("没有", 0),
])
func countsAreReadAsWords(text: String, value: Int) throws {
    #expect(try AnswerParser.parse(text, for: question(.count)).get() == .integer(value))
}

/// A count that is not whole says so; a word that is no number is unreadable.
@Test func countsThatAreNotWhole() {
    guard case .failure(let half) = AnswerParser.parse("1.5", for: question(.count)),
        case .failure(let word) = AnswerParser.parse("many", for: question(.count))
    else {
        Issue.record("a fractional or unknown count was read")
        return
    }
    #expect(half.problem == .notAWholeNumber("1.5") && word.problem == .notANumber("many"))
}

/// Numbers with full-width digits, count words and units with or without a space.
@Test(arguments: [
    ("16.7ms", 16.7), ("16.7 ms", 16.7), ("１６.７ ｍｓ", 16.7), ("0.5 s", 500), ("12.5 밀리초", 12.5), ("12.5毫秒", 12.5),
    ("1.0", 1),
])
func numbersWithUnits(text: String, value: Double) throws {
    #expect(try AnswerParser.parse(text, for: question(.number, unit: .ms)).get() == .number(value))
}

/// Frames as words before the unit.
@Test func frameCountsAsWords() throws {
    #expect(try AnswerParser.parse("두 프레임", for: question(.number, unit: .frames)).get() == .number(2))
    #expect(try AnswerParser.parse("两帧", for: question(.number, unit: .frames)).get() == .number(2))
}

/// Yes/no sentences are read by their first word; Chinese by its leading word.
@Test(arguments: [
    ("no, it is not marked", false), ("아니요, 호출되지 않아요", false), ("不会，因为只标记了 a2", false), ("会的", true), ("네.", true),
    ("不会。", false), ("是的", true), ("yes!", true), ("需要", true), ("不需要，没有离屏", false), ("能", true), ("不能", false),
])
func yesNoSentences(text: String, value: Bool) throws {
    #expect(try AnswerParser.parse(text, for: question(.yesno)).get() == .bool(value))
}

/// Partial credit (issue 13): order by LCS over the longer list, set by right minus wrong over
/// the expected count, never below 0.
@Test func partialCreditFormulas() {
    let expected = ExpectedAnswer.items(["a1.layoutSubviews", "a2.layoutSubviews", "a3.layoutSubviews"])
    func score(_ items: [String], _ kind: QuestionKind) -> Double {
        PartialCredit.score(expected: expected, answered: .items(items), kind: kind)
    }
    #expect(score(["a1.layoutSubviews", "a3.layoutSubviews"], .order) == 2.0 / 3)
    #expect(score(["a3.layoutSubviews", "a1.layoutSubviews", "a2.layoutSubviews"], .order) == 2.0 / 3)
    #expect(score(["a1.layoutSubviews", "a2.layoutSubviews", "a3.layoutSubviews", "x.draw"], .order) == 3.0 / 4)
    #expect(score(["a1.layoutSubviews", "a2.layoutSubviews", "x.draw"], .set) == 1.0 / 3)
    #expect(score(["x.draw", "y.draw", "a1.layoutSubviews"], .set) == 0)
    #expect(score(["A3.layoutSubviews", "a2.layoutSubviews"], .set) == 2.0 / 3)
    #expect(PartialCredit.score(expected: .bool(true), answered: .bool(false), kind: .yesno) == 0)
    let options = ExpectedAnswer.options([("a", true), ("b", true), ("c", false)])
    #expect(PartialCredit.score(expected: options, answered: .options(["a"]), kind: .choice) == 0.5)
}
