import Lessons
import Testing

/// `vary:` placeholders are found wherever the code writes them, including inside a class body
/// or a closure, whose own braces are not placeholders (lesson 9's row scenarios vary the work
/// done inside `layoutSubviews()`).
@Test func placeholdersInsideBracesAreFound() {
    let code = """
        class Row: UIView {
            override func layoutSubviews() {
                if busy { work(ms: {cost}) }
            }
        }
        let {row} = Row()
        items.map { $0 * 2 }
        """
    #expect(ScenarioVariants.placeholders(in: code) == ["cost", "row"])
    #expect(ScenarioVariants.substitute(code, ["cost": "14", "row": "cell"]).contains("work(ms: 14)"))
    #expect(ScenarioVariants.substitute(code, ["cost": "14", "row": "cell"]).contains("let cell = Row()"))
}

/// A brace that never closes does not hide the placeholders before it.
@Test func unclosedBraceEndsTheSearch() {
    #expect(ScenarioVariants.placeholders(in: "let {a} = 1\nfunc f() {") == ["a"])
}
