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

/// Issue 15: code full of braces is scanned in linear time (it used to search for the next `}`
/// from every `{`), and substitution still leaves other braces alone.
@Test func braceFloodIsScannedOnce() {
    let flood = String(repeating: "{", count: 60_000) + "{a}" + String(repeating: "}", count: 10)
    #expect(ScenarioVariants.placeholders(in: flood) == ["a"])
    #expect(
        ScenarioVariants.substitute(flood, ["a": "x"]) == String(repeating: "{", count: 60_000) + "x"
            + String(repeating: "}", count: 10))
    #expect(ScenarioVariants.substitute("f { {a} } {b}", ["a": "x"]) == "f { x } {b}")
}

/// ASCII code is searched by its bytes, other code by its characters: both find the same
/// placeholders, with CRLF line ends, braces in runs and names that cannot be parameters.
@Test func asciiAndOtherCodeFindTheSamePlaceholders() {
    let code = "let {a} = Row()\r\n{{b}}{_c}{1d}{ e}{f }{g\r\n}{h}"
    let values = ["a": "x", "b": "y", "_c": "z", "h": "w"]
    let expected = "let x = Row()\r\n{y}z{1d}{ e}{f }{g\r\n}w"
    #expect(ScenarioVariants.placeholders(in: code) == ["a", "b", "_c", "h"])
    #expect(ScenarioVariants.substitute(code, values) == expected)
    // One character beyond ASCII sends the same text down the character-by-character search.
    #expect(ScenarioVariants.placeholders(in: code + "é") == ["a", "b", "_c", "h"])
    #expect(ScenarioVariants.substitute(code + "é", values) == expected + "é")
}
