import Grading
import Lessons
import Testing

/// Issue 13 "Explaining": predicates are rendered as sentences in the learner's language, and a
/// learner never sees query code. Lesson 5's conflict question asks about UIKit's log
/// (`trace.after("wide").logs…`), which used to be printed as code in every language.
private let run: [String: SimulatedValue] = [
    "trace.after(\"wide\").logs.count": .int(1),
    "trace.after(\"wide\").logs[0].contains(\"vc.view.width == 390\")": .bool(true),
    "strip.bounds.contains(fill.frame)": .bool(false),
    "seen.height": .int(100),
]

private func sentences(_ query: String, _ language: Language) -> [String] {
    PredicateSentence(language: language) { run[$0] }.facts(of: query)
}

@Test func logQueriesReadAsSentences() {
    #expect(sentences("trace.after(\"wide\").logs.count == 1", .en) == ["After \"wide\", UIKit logs 1 message."])
    #expect(sentences("trace.after(\"wide\").logs.count == 1", .zh) == ["打点 \"wide\" 之后，UIKit 输出了 1 条日志。"])
    #expect(sentences("trace.after(\"wide\").logs.count == 1", .ko) == ["\"wide\" 지점 이후 UIKit이 남긴 로그는 1개예요."])
    #expect(
        sentences("trace.after(\"wide\").logs[0].contains(\"vc.view.width == 390\")", .en)
            == ["After \"wide\", UIKit's log message 1 contains “vc.view.width == 390”."])
    #expect(
        sentences("trace.after(\"wide\").logs[0].contains(\"vc.view.width == 390\")", .zh)
            == ["打点 \"wide\" 之后，UIKit 的第 1 条日志里有“vc.view.width == 390”。"])
}

@Test func queryCodeIsNeverReadOut() {
    for language in Language.allCases {
        let said = sentences("!strip.bounds.contains(fill.frame)", language)
        #expect(said.allSatisfy { !$0.contains("strip.bounds") }, "\(said)")
    }
    // A scenario's own value is said with its name; Chinese puts a space after Latin letters.
    #expect(sentences("seen.height == 160", .zh) == ["运行结果中，seen.height 是 100。"])
    #expect(sentences("seen.height == 160", .en) == ["In the run, seen.height is 100."])
}
