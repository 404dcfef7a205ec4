import Lessons
import Testing

/// The loader keeps libyaml's marks, 1-based, counted in characters.
@Test func marksAreOneBasedCharacterPositions() throws {
    let root = try YAMLLoader.load("id: 가나\nlist:\n  - 中文: x\n    key: \"quoted\"\n", file: "f.yaml")
    let reader = try MappingReader(root, what: "root")
    let list = try #require(reader.optional("list"))
    #expect(list.position == FilePosition(file: "f.yaml", line: 3, column: 3))
    guard case .sequence(let items) = list.content else { Issue.record("not a list"); return }
    let item = try MappingReader(items[0], what: "item")
    #expect(item.entries[0].keyNode.position.column == 5)
    let quoted = try #require(item.optional("key"))
    #expect(quoted.textPosition == FilePosition(file: "f.yaml", line: 4, column: 11))
}

/// A block scalar's text starts on the next line at its indentation, so embedded scenario code
/// reports positions in the `.yaml` file.
@Test func blockScalarTextPositionIsFirstContentLine() throws {
    let root = try YAMLLoader.load("code: |\n\n    let a = 1\n    let b = 2\n", file: "f.yaml")
    let code = try #require(try MappingReader(root, what: "root").optional("code"))
    #expect(code.scalar == "\nlet a = 1\nlet b = 2\n")
    #expect(code.textPosition == FilePosition(file: "f.yaml", line: 3, column: 5))
}

/// Syntax errors name the file, line and column libyaml reports, and say what to do.
@Test func syntaxErrorNamesPositionAndFix() {
    #expect(throws: LessonDiagnostic.self) { try YAMLLoader.load("a: [1, 2\nb: 3\n", file: "bad.yaml") }
    do {
        _ = try YAMLLoader.load("key: value: other\n", file: "bad.yaml")
        Issue.record("no error")
    } catch {
        #expect(
            error.description.hasPrefix(
                "bad.yaml:1:11: error: YAML syntax: mapping values are not allowed in this context"))
        #expect(error.hint?.contains("quoted") == true)
    }
}

/// Duplicate keys are errors (YAML would silently keep one), at the second key.
@Test func duplicateKeyIsAnError() {
    do {
        _ = try YAMLLoader.load("a: 1\nb: 2\na: 3\n", file: "d.yaml")
        Issue.record("no error")
    } catch {
        #expect(error.position == FilePosition(file: "d.yaml", line: 3, column: 1))
        #expect(error.message == "duplicate key 'a' (first at line 1)")
    }
}

/// Anchors and aliases work; a second document is refused; an empty file is an error.
@Test func aliasesSecondDocumentsAndEmptyFiles() throws {
    let root = try YAMLLoader.load("a: &x [1, 2]\nb: *x\n", file: "a.yaml")
    let b = try #require(try MappingReader(root, what: "root").optional("b"))
    #expect(try b.list("b").count == 2)
    #expect(throws: LessonDiagnostic.self) { try YAMLLoader.load("a: 1\n---\nb: 2\n", file: "two.yaml") }
    #expect(throws: LessonDiagnostic.self) { try YAMLLoader.load("", file: "empty.yaml") }
    #expect(throws: LessonDiagnostic.self) { try YAMLLoader.load("b: *nope\n", file: "alias.yaml") }
}

/// Unknown keys get a "did you mean" from the allowed ones.
@Test func unknownKeySuggestsNearest() throws {
    let root = try YAMLLoader.load("expcet: 1\n", file: "k.yaml")
    let reader = try MappingReader(root, what: "question 'q'")
    do {
        try reader.rejectUnknownKeys(allowed: ["expect", "kind"])
        Issue.record("no error")
    } catch {
        #expect(error.message == "unknown key 'expcet' in question 'q'; did you mean 'expect'?")
    }
}
