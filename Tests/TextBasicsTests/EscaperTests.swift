import Testing
import TextBasics

/// The escapers of the documents LayoutLab writes: the value survives, and nothing in it can end
/// the literal or act on a terminal that shows the file.
@Suite struct EscaperTests {
    static let hostile = "a\"b\\c\nd\te\rf\u{1B}g\u{7F}h\u{85}i\u{202E}j레이아웃"

    @Test func jsonStringLiteral() {
        #expect(
            JSONText.quoted(Self.hostile)
                == "\"a\\\"b\\\\c\\nd\\te\\rf\\u001bg\\u007fh\\u0085i\\u202ej레이아웃\"")
        #expect(JSONText.quoted("") == "\"\"")
    }

    @Test func xmlTextAndAttributes() {
        #expect(XMLText.escaped("<a href='x'>&\"</a>") == "&lt;a href=&apos;x&apos;&gt;&amp;&quot;&lt;/a&gt;")
        // Newlines become references (attributes keep them); DEL, C1 and bidi controls become
        // references; C0 controls XML 1.0 cannot carry are dropped.
        #expect(XMLText.escaped("1\n2\t3\u{0}4\u{7F}5\u{85}6\u{202E}7\u{FFFE}") == "1&#10;2\t34&#x7F;5&#x85;6&#x202E;7")
    }

    @Test func yamlDoubleQuotedScalar() {
        #expect(
            YAMLQuoting.doubleQuoted(Self.hostile)
                == "\"a\\\"b\\\\c\\nd\\te\\u000Df\\u001Bg\\u007Fh\\u0085i\\u202Ej레이아웃\"")
        #expect(
            !YAMLQuoting.doubleQuoted(Self.hostile).unicodeScalars.contains { $0.value < 0x20 || SafeText.isUnsafe($0) }
        )
    }

    @Test func sourceLocationPrintsAsEditorsLinkIt() {
        let here = SourceLocation(file: "lessons/01/lesson.yaml", line: 14, column: 8)
        #expect(here.description == "lessons/01/lesson.yaml:14:8")
        #expect(SourceLocation(file: "a", line: 2, column: 1) < SourceLocation(file: "a", line: 2, column: 5))
    }
}
