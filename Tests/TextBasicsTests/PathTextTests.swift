import Testing

@testable import TextBasics

/// Command-line paths split without Foundation's `deletingLastPathComponent`, which traps on
/// one-character components on Linux (`layoutlab check x` crashed).
@Suite struct PathTextTests {
    @Test(arguments: [
        ("x", ""), ("a/b", "a"), ("g/glossary.yaml", "g"), ("lessons", ""), ("lessons/01-dirty-flags", "lessons"),
        ("/x", "/"), ("/", "/"), ("a/b/", "a"), ("a//b", "a"), ("./x", "."), ("", ""),
    ])
    func parentOfAPath(path: String, parent: String) {
        #expect(PathText.parent(of: path) == parent)
    }

    @Test(arguments: [
        ("x", "x"), ("a/b", "b"), ("g/glossary.yaml", "glossary.yaml"), ("a/b/", "b"), ("/", "/"), ("", ""),
    ])
    func lastComponentOfAPath(path: String, name: String) {
        #expect(PathText.lastComponent(of: path) == name)
    }

    @Test func parentsClimbToTheTopWithoutTrapping() {
        var folder = "a/b/c/d"
        var seen: [String] = []
        while !folder.isEmpty, seen.count < 6 {
            seen.append(folder)
            folder = PathText.parent(of: folder)
        }
        #expect(seen == ["a/b/c/d", "a/b/c", "a/b", "a"])
    }
}
