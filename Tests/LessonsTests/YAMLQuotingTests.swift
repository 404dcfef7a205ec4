import Lessons
import Testing
import TextBasics

/// What `layoutlab quiz`, `layoutlab new` and the sheets benchmark write is read back by our own
/// YAML reader as the same text, whatever the value holds (issue 15: an answer may hold control
/// characters, quotes or a newline that would otherwise end the scalar or forge a key).
@Test(arguments: [
    "plain", "a \"quoted\" \\ path", "line\nnext: forged", "\u{1B}[31mred\u{7F}\u{85}", "tab\there",
    "{outer}.layoutSubviews",
])
func doubleQuotedScalarsReadBackUnchanged(value: String) throws {
    let quoted = YAMLQuoting.doubleQuoted(value)
    #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    let node = try YAMLLoader.load("key: \(quoted)\n", file: "t.yaml")
    guard case .mapping(let pairs) = node.content else {
        Issue.record("not a mapping")
        return
    }
    #expect(pairs.first?.value.scalar == value)
}
