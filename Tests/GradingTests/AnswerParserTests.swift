import Grading
import Lessons
import Testing

private let here = FilePosition(file: "t.yaml", line: 1, column: 1)

private func question(_ kind: QuestionKind, multiple: Bool = false, unit: NumberUnit? = nil) -> Question {
    var question = Question(
        id: "q", position: here, scenario: "s", scenarioPosition: here, kind: kind,
        expect: kind == .choice ? nil : Query("x", at: here), multiple: multiple, unit: unit)
    if kind == .choice {
        question.options = ["a", "b", "c"].map { ChoiceOption(id: $0, position: here, when: Query("true", at: here)) }
    }
    return question
}

/// Calls are read with or without `()`, separated by arrows, commas, semicolons or new lines, with list markers.
@Test(arguments: [
    "a1.layoutSubviews, a2.layoutSubviews()", "a1.layoutSubviews -> a2.layoutSubviews",
    "a1.layoutSubviews → a2.layoutSubviews",
    "a1.layoutSubviews\na2.layoutSubviews\n", "1. a1.layoutSubviews\n2. a2.layoutSubviews",
    "- a1.layoutSubviews\n- a2.layoutSubviews",
    "a1.layoutSubviews ; a2.layoutSubviews", "a1.layoutSubviews()，a2.layoutSubviews()",
])
func orderAnswersAreReadForgivingly(text: String) throws {
    #expect(
        try AnswerParser.parse(text, for: question(.order)).get() == .items(["a1.layoutSubviews", "a2.layoutSubviews"]))
}

/// "none" in any language is an empty list; a bare word where calls are expected is unreadable, not wrong.
@Test func emptyListsAndNonCalls() throws {
    #expect(try AnswerParser.parse("없음", for: question(.set)).get() == .items([]))
    #expect(try AnswerParser.parse("none", for: question(.order)).get() == .items([]))
    guard case .failure(let unreadable) = AnswerParser.parse("layoutSubviews", for: question(.order)) else {
        Issue.record("a bare method name was accepted")
        return
    }
    #expect(unreadable.problem == .notACall("layoutSubviews"))
    #expect(try AnswerParser.parse("a1, a2", for: question(.set), expectsCalls: false).get() == .items(["a1", "a2"]))
}

/// Yes and no in English, Korean and Chinese.
@Test(arguments: [
    ("y", true), ("Yes", true), ("예", true), ("네", true), ("是", true), ("对", true),
    ("n", false), ("no.", false), ("아니요", false), ("아니오", false), ("否", false), ("不", false),
])
func yesNoInThreeLanguages(text: String, value: Bool) throws {
    #expect(try AnswerParser.parse(text, for: question(.yesno)).get() == .bool(value))
}

/// Choice ids as `a, c`, `a c`, `(a)`, any case; unknown ids and several ids for a single answer are unreadable.
@Test func choiceAnswers() throws {
    #expect(try AnswerParser.parse("a, c", for: question(.choice, multiple: true)).get() == .options(["a", "c"]))
    #expect(try AnswerParser.parse("A C a", for: question(.choice, multiple: true)).get() == .options(["a", "c"]))
    #expect(try AnswerParser.parse("(b)", for: question(.choice)).get() == .options(["b"]))
    #expect(throws: UnreadableAnswer.self) { try AnswerParser.parse("a, b", for: question(.choice)).get() }
    #expect(throws: UnreadableAnswer.self) { try AnswerParser.parse("d", for: question(.choice, multiple: true)).get() }
    // Letters run together, as exams in China and Korea write them (issue 25).
    #expect(try AnswerParser.parse("AC", for: question(.choice, multiple: true)).get() == .options(["a", "c"]))
    #expect(try AnswerParser.parse("ac", for: question(.choice, multiple: true)).get() == .options(["a", "c"]))
    #expect(try AnswerParser.parse("A、C", for: question(.choice, multiple: true)).get() == .options(["a", "c"]))
    #expect(throws: UnreadableAnswer.self) {
        try AnswerParser.parse("AD", for: question(.choice, multiple: true)).get()
    }
    #expect(throws: UnreadableAnswer.self) { try AnswerParser.parse("ab", for: question(.choice)).get() }
}

/// A count with the unit the question asks it in: frames in every language, and the
/// Chinese ordinal `第 30 帧` (issue 25: these scored 0 in `grade`).
@Test(arguments: ["30 帧", "30帧", "第 30 帧", "第30帧", "30 frames", "30프레임", "30 프레임", "30"])
func frameCountsWithTheirUnit(text: String) throws {
    #expect(try AnswerParser.parse(text, for: question(.count)).get() == .integer(30))
}

/// Counts with their words; numbers with or without units, converted to the question's unit.
@Test func countsAndNumbers() throws {
    #expect(try AnswerParser.parse("2", for: question(.count)).get() == .integer(2))
    #expect(try AnswerParser.parse("2 times", for: question(.count)).get() == .integer(2))
    #expect(try AnswerParser.parse("2번", for: question(.count)).get() == .integer(2))
    #expect(try AnswerParser.parse("2次", for: question(.count)).get() == .integer(2))
    #expect(throws: UnreadableAnswer.self) { try AnswerParser.parse("many", for: question(.count)).get() }
    #expect(try AnswerParser.parse("12.5", for: question(.number, unit: .ms)).get() == .number(12.5))
    #expect(try AnswerParser.parse("12.5 ms", for: question(.number, unit: .ms)).get() == .number(12.5))
    #expect(try AnswerParser.parse("0.5s", for: question(.number, unit: .ms)).get() == .number(500))
    #expect(try AnswerParser.parse("1,228,800 bytes", for: question(.number, unit: .bytes)).get() == .number(1_228_800))
    #expect(try AnswerParser.parse("2 프레임", for: question(.number, unit: .frames)).get() == .number(2))
    #expect(throws: UnreadableAnswer.self) { try AnswerParser.parse("12 pt", for: question(.number, unit: .ms)).get() }
    #expect(throws: UnreadableAnswer.self) { try AnswerParser.parse("1,5", for: question(.number, unit: .ms)).get() }
}

/// Frames as `(x, y, w, h)`, `x y w h`, `CGRect(x:…)` or `{{x, y}, {w, h}}`.
@Test(arguments: [
    "(20, 40, 350, 160)", "20 40 350 160", "CGRect(x: 20, y: 40, width: 350, height: 160)", "{{20, 40}, {350, 160}}",
    "CGRect(x: 20.0, y: 40.0, width: 350.0, height: 160.0)",
])
func framesAreReadInCommonForms(text: String) throws {
    #expect(
        try AnswerParser.parse(text, for: question(.frame)).get()
            == .rect(GradingRect(x: 20, y: 40, width: 350, height: 160)))
}

/// Three numbers, or words in place of numbers, are not a frame.
@Test func badFramesAreUnreadable() {
    #expect(throws: UnreadableAnswer.self) { try AnswerParser.parse("(20, 40, 350)", for: question(.frame)).get() }
    #expect(throws: UnreadableAnswer.self) { try AnswerParser.parse("wide", for: question(.frame)).get() }
    #expect(throws: UnreadableAnswer.self) { try AnswerParser.parse("   ", for: question(.frame)).get() }
}

/// An answer ending in a line break (a YAML block scalar `|` keeps one) is read as without it.
@Test(arguments: ["\n", "\r\n", "\r", " \n", "\n\n", "\t\r\n "])
func answersEndingInALineBreakAreRead(end: String) throws {
    #expect(try AnswerParser.parse("no" + end, for: question(.yesno)).get() == .bool(false))
    #expect(try AnswerParser.parse("\n2" + end, for: question(.count)).get() == .integer(2))
    #expect(try AnswerParser.parse("b" + end, for: question(.choice)).get() == .options(["b"]))
    #expect(try AnswerParser.parse("16.7 ms" + end, for: question(.number, unit: .ms)).get() == .number(16.7))
}
