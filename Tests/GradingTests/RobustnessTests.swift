import Grading
import Lessons
import Testing

/// No answer text crashes the parser or the grader: every input is graded, or reported unreadable.
@Test func hostileAnswersNeverCrash() throws {
    let (grader, _) = try fixtureGrader()
    let answers = [
        "", " ", "\n\n", "()", "->", "→→→", ",,,", "a.", ".a", "a..b", "a.b(", "a.b)", "-", "+", ".", "1e999", "-0",
        "9223372036854775808",
        "1,5", "1,000,0", "(((1, 2, 3, 4)))", "x: 1 y: 2", "CGRect(x: 1)", "CGRect(x: a, y: b, width: c, height: d)",
        "{{}}",
        "\u{0}", "\u{FEFF}yes", "예예", "🙂", String(repeating: "a.b, ", count: 2000), String(repeating: "9", count: 400),
        "1 2 3 4 5", "nan", "inf", "-inf ms", "12 ms ms", "a, a, a", "A", "#", "a#b.c",
    ]
    for question in grader.library.lessons[0].questions {
        for answer in answers {
            let verdict = try grader.grade(
                question: question, in: grader.library.lessons[0], answer: answer, language: .zh)
            #expect(verdict.outcome != .correct || !answer.isEmpty)
            _ = ExplanationRenderer.lines(verdict.explanation, language: .zh)
        }
    }
}

/// No file text crashes the YAML loader or the lesson reader: each is read or gives a diagnostic.
@Test func hostileYAMLNeverCrashes() {
    let texts = [
        "", "\u{0}", "[", "{", "- - - -", ": :", "&a [*a]", "a: *b", "? [1]\n: 2", "a: !!binary xx",
        "%YAML 9.9\n---\na: 1",
        String(repeating: "[", count: 5000), "id: x\norder: y\n",
        "id: x\norder: 1\nlanguages: fr\nscenarios: {}\nquestions: []\n",
        "id: x\norder: 1\nlanguages: [en]\nscenarios: []\nquestions: {}\n", "\t- a", "a: 'unterminated",
    ]
    for text in texts {
        if let root = try? YAMLLoader.load(text, file: "h.yaml") {
            _ = try? Quiz.read(root)
            _ = try? AnswerSheet.read(root)
        }
    }
}
