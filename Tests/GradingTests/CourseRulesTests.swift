import Foundation
import Grading
import Lessons
import Testing

/// A course in a fresh folder: one lesson (`lesson.yaml`, `en.yaml`, optionally `ko.yaml`),
/// the glossary's back-references and model phrases, and an optional quiz; checked by
/// `LessonChecker` with the real scenario language. Diagnostics come back as
/// `file:line:column: error: …` lines relative to the folder.
struct RuleCourse {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "layoutlab-rules-\(UUID().uuidString)")

    /// A scenario whose tap lays out a1 only.
    static let scenario = """
          s:
            code: |
              let vc = UIViewController()
              let a1 = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
              vc.view.addSubview(a1)
              window.rootViewController = vc
              runLoop.runUntilIdle()
              trace.mark("tap")
              a1.setNeedsLayout()
              runLoop.runOnce()
        """

    static let glossary = """
        terms:
          - { id: trace-mark, en: mark, ko: 지점, zh: 打点 }
        back-references:
          en: { openings: [Then, And], phrases: [the same scenario], forward: [the next question] }
          ko: { openings: [그, 같은], phrases: [같은 시나리오] }
        model-phrases:
          en: [the simulator's model]
        """

    /// Writes the course and checks it.
    func check(
        questions: String, en: String, ko: String? = nil, quiz: String? = nil, scenario: String = RuleCourse.scenario
    ) throws -> [String] {
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = try self.library(questions: questions, en: en, ko: ko, quiz: quiz, scenario: scenario)
        let result = LessonChecker.check(library, engine: ScenarioLanguageEngine())
        return result.diagnostics.map { diagnostic in
            let text = diagnostic.description.replacingOccurrences(of: directory.path + "/", with: "")
            return String(text.prefix { $0 != "\n" })
        }
    }

    /// Writes the course and loads it (the caller removes `directory`).
    func library(
        questions: String, en: String, ko: String? = nil, quiz: String? = nil, scenario: String = RuleCourse.scenario
    ) throws -> LessonLibrary {
        let lessons = directory.appendingPathComponent("lessons"), lesson = lessons.appendingPathComponent("01-rules")
        try FileManager.default.createDirectory(at: lesson, withIntermediateDirectories: true)
        try RuleCourse.glossary.write(
            to: lessons.appendingPathComponent("glossary.yaml"), atomically: true, encoding: .utf8)
        try """
        id: rules
        order: 1
        languages: [\(ko == nil ? "en" : "ko, en")]
        scenarios:
        \(scenario)
        questions:
        \(questions)
        """.write(to: lesson.appendingPathComponent("lesson.yaml"), atomically: true, encoding: .utf8)
        try en.write(to: lesson.appendingPathComponent("en.yaml"), atomically: true, encoding: .utf8)
        if let ko { try ko.write(to: lesson.appendingPathComponent("ko.yaml"), atomically: true, encoding: .utf8) }
        var paths = [lessons.path]
        if let quiz {
            let quizzes = directory.appendingPathComponent("quizzes")
            try FileManager.default.createDirectory(at: quizzes, withIntermediateDirectories: true)
            try quiz.write(to: quizzes.appendingPathComponent("q.yaml"), atomically: true, encoding: .utf8)
            paths.append(quizzes.path)
        }
        return LessonLibrary.load(paths: paths)
    }
}

/// A yes/no question about the scenario, with its extra keys.
private func yesNo(
    _ id: String,
    _ extra: String = "    basis: documented\n    source: \"Apple documentation: UIView.setNeedsLayout()\"",
    expect: String = "trace.after(\"tap\").contains(\"a1.layoutSubviews\")"
) -> String {
    "  - id: \(id)\n    scenario: s\n    kind: yesno\n    expect: \(expect)\n\(extra)"
}

/// Every question says what its answer rests on; a documented one names its source; a model
/// question's prompt says so and no quiz asks it. Each problem at its place.
@Test func basisIsDeclaredAndModelQuestionsStayOutOfQuizzes() throws {
    let questions = [
        yesNo("bare", ""), yesNo("unsourced", "    basis: documented"), yesNo("model-silent", "    basis: model"),
        yesNo("model-said", "    basis: model"),
    ].joined(separator: "\n")
    let en = """
        title: Rules
        questions:
          bare: { prompt: Does a1 lay out after "tap"? }
          unsourced: { prompt: Does a1 lay out after "tap"? }
          model-silent: { prompt: Does a1 lay out after "tap"? }
          model-said: { prompt: 'In the simulator''s model, does a1 lay out after "tap"?' }
        """
    let quiz = "id: q\ntitle: { en: Q }\npass: 50%\nquestions:\n  - rules/model-said\n"
    let problems = try RuleCourse().check(questions: questions, en: en, quiz: quiz)
    #expect(
        problems.contains(
            "lessons/01-rules/lesson.yaml:16:5: error: question 'bare' does not say what its answer rests on"))
    #expect(
        problems.contains(
            "lessons/01-rules/lesson.yaml:25:12: error: question 'unsourced' is `basis: documented` but names no source"
        ))
    #expect(
        problems.contains(
            "lessons/01-rules/en.yaml:5:3: error: question 'model-silent' is `basis: model`, but its en prompt does not say it asks about the simulator's model"
        ))
    #expect(
        problems.contains(
            "quizzes/q.yaml:5:5: error: quiz 'q' asks rules/model-said, a question about the simulator's model (`basis: model`)"
        ))
    #expect(problems.count == 4, "\(problems)")
}

/// A prompt that leans on an earlier question (an opening or a phrase of the glossary's list,
/// in its language) is reported at the word unless it declares `after:`; `after:` names an
/// earlier question that itself stands alone; a quiz asks that question first; no text points
/// at the next question.
@Test func questionsStandAlone() throws {
    // Three expect yes and three no, so the course is balanced.
    let no = "trace.after(\"tap\").contains(\"vc.view.layoutSubviews\")"
    let questions = [
        yesNo("first"), yesNo("leaning", expect: no),
        yesNo(
            "declared",
            "    basis: documented\n    source: \"Apple documentation: UIView.setNeedsLayout()\"\n    after: first"),
        yesNo(
            "chained",
            "    basis: documented\n    source: \"Apple documentation: UIView.setNeedsLayout()\"\n    after: declared",
            expect: no),
        yesNo(
            "backwards",
            "    basis: documented\n    source: \"Apple documentation: UIView.setNeedsLayout()\"\n    after: last"),
        yesNo("last", expect: no),
    ].joined(separator: "\n")
    let en = """
        title: Rules
        questions:
          first: { prompt: Does a1 lay out after "tap"? }
          leaning:
            prompt: |
              In the same scenario, does a1 lay out after "tap"?
          declared: { prompt: Then does a1 lay out after "tap"? }
          chained: { prompt: Does a1 lay out after "tap" once more? }
          backwards: { prompt: Does a1 lay out after "tap" at all? }
          last:
            prompt: Does a1 lay out after "tap", really?
            explanation: Yes; the next question asks why.
            hint: It is a1.
        """
    let ko = """
        title: 규칙
        questions:
          first: { prompt: "\\"tap\\" 지점 이후 a1이 배치될까요?" }
          leaning: { prompt: "\\"tap\\" 지점 이후 a1이 배치될까요?" }
          declared: { prompt: "그 바퀴에서 a1이 배치될까요?" }
          chained: { prompt: "그리고 a1이 배치될까요?" }
          backwards: { prompt: "같은 시나리오에서 a1이 배치될까요?" }
          last: { prompt: "a1이 배치될까요?", explanation: "예.", hint: "a1이에요." }
        """
    let quiz = "id: q\ntitle: { en: Q, ko: 퀴즈 }\npass: 50%\nquestions:\n  - rules/declared\n  - rules/first\n"
    let problems = try RuleCourse().check(questions: questions, en: en, ko: ko, quiz: quiz)
    #expect(
        problems.contains(
            "lessons/01-rules/en.yaml:6:10: error: the en prompt of 'leaning' leans on an earlier question (“the same scenario”), but the question is asked alone in review and quizzes"
        ))
    #expect(
        problems.contains(
            "lessons/01-rules/lesson.yaml:41:12: error: question 'chained' follows 'declared', which itself follows 'first'"
        ))
    #expect(
        problems.contains(
            "lessons/01-rules/lesson.yaml:48:12: error: question 'backwards' follows 'last', which comes after it in the lesson"
        ))
    #expect(
        problems.contains(
            "lessons/01-rules/en.yaml:12:23: error: the en text of 'last' points at a later question (“the next question”), which a quiz or review may not ask next"
        ))
    #expect(
        problems.contains(
            "quizzes/q.yaml:5:5: error: quiz 'q' asks rules/declared, whose prompt follows rules/first, without asking that question before it"
        ))
    // 그리고 is another word; a ko prompt of a question with `after:` may lean.
    #expect(problems.count == 5, "\(problems)")
}

/// Across the lessons checked together, yes/no questions expect yes 40–60 % of the time: six
/// that all expect no are reported at the last of them.
@Test func yesNoAnswersAreBalanced() throws {
    let no = "trace.after(\"tap\").contains(\"vc.view.layoutSubviews\")"
    let questions = (1...6).map { yesNo("q\($0)", expect: no) }.joined(separator: "\n")
    let en =
        "title: Rules\nquestions:\n"
        + (1...6).map { "  q\($0): { prompt: Does vc.view lay out after \"tap\"? }\n" }.joined()
    let problems = try RuleCourse().check(questions: questions, en: en)
    #expect(
        problems == [
            "lessons/01-rules/lesson.yaml:46:5: error: 0 of 6 yes/no questions in these lessons expect yes (0 %); a learner who always answers no scores 100 %"
        ])
}

/// In single-answer choice questions the right option is the longest label in at most a third
/// of them: six where it always is are reported at the last one's label.
@Test func theRightOptionIsNotAlwaysTheLongest() throws {
    let choice = { (id: String) in
        """
          - id: \(id)
            scenario: s
            kind: choice
            options:
              - { id: a, when: "trace.after(\\"tap\\").contains(\\"a1.layoutSubviews\\")" }
              - { id: b, when: "trace.after(\\"tap\\").contains(\\"vc.view.layoutSubviews\\")" }
            basis: documented
            source: "Apple documentation: UIView.setNeedsLayout()"
        """
    }
    let questions = (1...6).map { choice("c\($0)") }.joined(separator: "\n")
    let en =
        "title: Rules\nquestions:\n"
        + (1...6).map {
            "  c\($0):\n    prompt: Who lays out after \"tap\"?\n    options: { a: only a1 and nothing else, b: vc.view }\n"
        }.joined()
    let problems = try RuleCourse().check(questions: questions, en: en, quiz: nil)
    #expect(
        problems == [
            "lessons/01-rules/en.yaml:20:16: error: in 6 of 6 single-answer choice questions the right option has the longest en label; at most a third may, or the longest label becomes the answer"
        ], "\(problems)")
}

/// The previous question's explanation may not name the next one's answer: a1's frame stated
/// in words before it is asked is reported where it is written; `gives-away-ok:` allows it.
@Test func noNeighbourGivesTheAnswerAway() throws {
    let frame = { (id: String, extra: String) in
        "  - id: \(id)\n    scenario: s\n    kind: frame\n    expect: a1.frame\n    basis: documented\n    source: \"Apple documentation: UIView.setNeedsLayout()\"\n\(extra)"
    }
    let questions = [
        yesNo("first"), frame("given", ""), yesNo("third"), frame("recall", "    gives-away-ok: recall on purpose"),
    ].joined(separator: "\n")
    let en = """
        title: Rules
        questions:
          first:
            prompt: Does a1 lay out after "tap"?
            explanation: Yes, and it keeps its frame (0, 0, 100, 40).
          given: { prompt: What is a1's frame at the end? }
          third:
            prompt: Does a1 lay out after "tap" again?
            explanation: Yes; its frame stays (0, 0, 100, 40).
          recall: { prompt: "What is a1's frame at the end, once more?" }
        """
    let problems = try RuleCourse().check(questions: questions, en: en)
    #expect(
        problems == [
            "lessons/01-rules/en.yaml:5:46: error: question 'given' is given away by the text shown right before it: the explanation of 'first' (en) names its answer, (0, 0, 100, 40)"
        ], "\(problems)")
}

/// A source names what a reader can look up (a page, a WWDC session with year and number, a
/// tech talk's number, a public log): "Apple documentation" alone, or a session without its
/// year, is reported at the source's text; a concrete one passes.
@Test func aSourceNamesAPageASessionOrALog() throws {
    let questions = [
        yesNo("vague", "    basis: documented\n    source: \"Apple documentation (fact 5)\""),
        yesNo(
            "no-year",
            "    basis: observed\n    source: \"Apple documentation: UIView.setNeedsLayout(); WWDC session 219\""),
        yesNo(
            "concrete",
            "    basis: documented\n    source: \"WWDC 2015 session 219 “Mysteries of Auto Layout, Part 2”; Apple Tech Talk 10855 (fact 5)\""
        ),
    ].joined(separator: "\n")
    let en = """
        title: Rules
        questions:
          vague: { prompt: Does a1 lay out after "tap"? }
          no-year: { prompt: Does a1 run layoutSubviews after "tap"? }
          concrete: { prompt: Is a1 laid out after "tap"? }
        """
    let problems = try RuleCourse().check(questions: questions, en: en)
    #expect(
        problems == [
            "lessons/01-rules/lesson.yaml:21:14: error: the source of question 'vague' says only “Apple documentation”, which names no page, session or log",
            "lessons/01-rules/lesson.yaml:27:14: error: the source of question 'no-year' says only “WWDC session 219”, which names no page, session or log",
        ], "\(problems)")
}

/// A list answer's explanation states it in every language: an explanation that never names
/// a1.layoutSubviews (nor a1 with the method in the prompt) is reported at its `explanation:`
/// key; the call, or the receiver beside a Korean particle with the method in the prompt,
/// passes; a question without an explanation is left to the trace-based one.
@Test func explanationsStateTheListAnswer() throws {
    let order = { (id: String) in
        "  - id: \(id)\n    scenario: s\n    kind: order\n    expect: trace.after(\"tap\").calls(\"layoutSubviews\")\n"
            + "    basis: documented\n    source: \"Apple documentation: UIView.setNeedsLayout()\"\n"
            + "    gives-away-ok: each asks the same on purpose"
    }
    let questions = ["silent", "stated", "none"].map(order).joined(separator: "\n")
    let en = """
        title: Rules
        questions:
          silent:
            prompt: List the layoutSubviews calls after "tap", in order.
            explanation: Only the flagged view is laid out.
          stated:
            prompt: List the layoutSubviews calls after "tap", in order.
            explanation: a1.layoutSubviews(), the only flagged view.
          none:
            prompt: List the layoutSubviews calls after "tap", in order.
        """
    let ko = """
        title: 규칙
        questions:
          silent:
            prompt: '"tap" 지점 이후 layoutSubviews 호출을 순서대로 적어 주세요.'
            explanation: a1만 배치돼요. 플래그가 켜진 뷰는 a1뿐이에요.
          stated:
            prompt: '"tap" 지점 이후 layoutSubviews 호출을 순서대로 적어 주세요.'
            explanation: 플래그가 켜진 뷰만 배치돼요.
          none:
            prompt: '"tap" 지점 이후 layoutSubviews 호출을 순서대로 적어 주세요.'
        """
    let problems = try RuleCourse().check(questions: questions, en: en, ko: ko)
    #expect(
        problems == [
            "lessons/01-rules/en.yaml:5:5: error: question 'silent': its en explanation does not state the answer: it never names a1.layoutSubviews",
            "lessons/01-rules/ko.yaml:8:5: error: question 'stated': its ko explanation does not state the answer: it never names a1.layoutSubviews",
        ], "\(problems)")
}
